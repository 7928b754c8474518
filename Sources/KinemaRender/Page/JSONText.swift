import Foundation
import KinemaDisplay

/// Writes the few JSON values the page embeds, so that the text is safe inside an HTML
/// `<script>` element and also in XML.
///
/// Strings escape `<`, `>` and `&` (as `\u003c`, `\u003e`, `\u0026`) besides what JSON requires,
/// so the embedded data can never close its `<script>` element or start markup, and U+2028 and
/// U+2029, which older JavaScript engines reject in string literals (``JSONString``). Numbers
/// have fixed decimals and no exponent (``DecimalText``): the same bytes on every platform.
enum JSONText {
    /// A JSON string literal for `text`, safe inside a `<script>` element.
    static func string(_ text: String) -> String {
        JSONString.literal(text, scriptSafe: true)
    }

    /// A JSON number rounded to `decimals` places; `null` when `value` is `nil` or not finite.
    static func number(_ value: Double?, decimals: Int) -> String {
        guard let value, value.isFinite else { return "null" }
        return DecimalText.fixed(value, decimals: decimals)
    }

    /// A JSON array of whole numbers.
    static func integers(_ values: some Sequence<Int>) -> String {
        "[" + values.map(String.init).joined(separator: ",") + "]"
    }
}
