import Foundation
import KinemaDisplay

/// Numbers written as Swift source: at most three decimals, trailing zeros dropped, so a slider
/// at 0.42 reads `0.42`, not `0.41999999999999998`.
///
/// ```swift
/// SwiftLiteral.number(0.4200001)   // "0.42"
/// SwiftLiteral.number(1)           // "1"
/// SwiftLiteral.number(-0.0001)     // "0": no negative zero
/// ```
package enum SwiftLiteral {
    /// `value` with `decimals` decimals at most; NaN and infinities, which no slider sends and
    /// Swift code cannot hold as a literal, read as 0.
    package static func number(_ value: Double, decimals: Int = 3) -> String {
        DecimalText.fixed(value, decimals: decimals)
    }
}
