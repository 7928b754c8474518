import Foundation

/// Writes the few JSON values the page embeds, so that the text is safe inside an HTML
/// `<script>` element and also in XML.
///
/// Strings escape `<`, `>` and `&` (as `\u003c`, `\u003e`, `\u0026`) besides what JSON requires,
/// so the embedded data can never close its `<script>` element or start markup, and U+2028 and
/// U+2029, which older JavaScript engines reject in string literals. Numbers go through
/// ``SVGFormat``: fixed decimals, no exponent, the same bytes on every platform.
enum JSONText {
    /// A JSON string literal for `text`.
    static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A JSON number rounded to `decimals` places; `null` when `value` is `nil` or not finite.
    static func number(_ value: Double?, decimals: Int) -> String {
        guard let value, value.isFinite else { return "null" }
        return SVGFormat.format(value, decimals: decimals)
    }

    /// A JSON array of whole numbers.
    static func integers(_ values: some Sequence<Int>) -> String {
        "[" + values.map(String.init).joined(separator: ",") + "]"
    }
}
