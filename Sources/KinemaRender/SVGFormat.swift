import Foundation
import KinemaDisplay

/// How the SVG renderer writes numbers, colours and text.
///
/// Numbers are quantised to a fixed number of decimals and written without exponent, trailing
/// zeros or negative zero, by integer arithmetic rather than a locale-dependent formatter, so the
/// same frame gives byte-identical SVG on every platform even when the last bits of `sin` or
/// `cos` differ. ``format(_:decimals:)`` is shared with KinemaPlotting, whose chart summaries write
/// numbers the same way.
package struct SVGFormat: Sendable {
    /// Decimals kept for coordinates and lengths, 0…6.
    let precision: Int

    init(precision: Int) {
        self.precision = min(max(precision, 0), 6)
    }

    /// A coordinate or length. Non-finite values are written as 0.
    func number(_ value: CGFloat) -> String {
        Self.format(Double(value), decimals: precision)
    }

    /// An opacity or other unit fraction: clamped to 0…1, with at least two decimals whatever the
    /// precision, so that 0.33 survives `precision: 0`.
    func fraction(_ value: Double) -> String {
        Self.format(value.isNaN ? 0 : min(max(value, 0), 1), decimals: max(precision, 2))
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

    /// Writes `value` rounded to `decimals` places (ties away from zero): the display layer's
    /// one fixed-decimal writer, which SVG path data uses too.
    package static func format(_ value: Double, decimals: Int) -> String {
        Path.compactNumber(CGFloat(value), decimals: decimals)
    }

    /// Escapes text for XML character data and attribute values.
    ///
    /// Characters XML 1.0 does not allow at all (most C0 controls, U+FFFE, U+FFFF) become U+FFFD,
    /// so the document stays well formed whatever the string holds.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
