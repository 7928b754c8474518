import Foundation

/// Numbers as the exported CSS writes them: rounded, without exponents or trailing zeros.
package enum CSSNumber {
    /// Decimals of an easing output or a keyframe value: 10⁻⁵ of the range moves a value by far
    /// less than the 0.5% the export promises.
    package static let valueDecimals = 5
    /// Decimals of a percentage of progress: 10⁻⁶ of the duration.
    package static let percentDecimals = 4

    /// `value` rounded to `decimals` places; non-finite values write as 0.
    package static func format(_ value: Double, decimals: Int) -> String {
        DecimalText.fixed(value, decimals: decimals)
    }

    /// Seconds with four decimals and the `s` unit: `0.5s`.
    package static func seconds(_ value: Double) -> String {
        format(value, decimals: 4) + "s"
    }

    /// `value` as it reads back from ``format(_:decimals:)``.
    package static func rounded(_ value: Double, decimals: Int) -> Double {
        Double(format(value, decimals: decimals)) ?? 0
    }
}
