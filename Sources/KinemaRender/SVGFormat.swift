import Foundation
import KinemaDisplay

/// How the SVG renderer writes numbers, colours and text.
///
/// Numbers are quantised to a fixed number of decimals and written without exponent, trailing
/// zeros or negative zero, by integer arithmetic rather than a locale-dependent formatter
/// (``DecimalText``), so the same frame gives byte-identical SVG on every platform even when the
/// last bits of `sin` or `cos` differ. Text is escaped by ``MarkupText``.
package struct SVGFormat: Sendable {
    /// Decimals kept for coordinates and lengths, 0…6.
    let precision: Int

    init(precision: Int) {
        self.precision = min(max(precision, 0), 6)
    }

    /// A coordinate or length. Non-finite values are written as 0.
    func number(_ value: CGFloat) -> String {
        DecimalText.fixed(value, decimals: precision)
    }

    /// An opacity or other unit fraction: clamped to 0…1, with at least two decimals whatever the
    /// precision, so that 0.33 survives `precision: 0`.
    func fraction(_ value: Double) -> String {
        DecimalText.fixed(value.isNaN ? 0 : min(max(value, 0), 1), decimals: max(precision, 2))
    }

    /// `#rrggbb` for a colour's components (its opacity is written separately).
    func hex(_ color: Color) -> String {
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((component * 255).rounded())
            text += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return text
    }

    /// ` fill="#rrggbb"`, with ` fill-opacity` when the colour is not opaque: the paint attributes
    /// for `attribute` (`fill`, `stroke`, `flood`…).
    func paint(_ color: Color, _ attribute: String = "fill") -> String {
        let prefix = attribute == "flood" ? "flood-color" : attribute
        var text = " \(prefix)=\"\(hex(color))\""
        if color.opacity < 1 { text += " \(attribute)-opacity=\"\(fraction(color.opacity))\"" }
        return text
    }
}
