import Foundation

/// Numbers written as text, the same bytes on every platform: what the SVG writer, path data,
/// pages, CSS, CSV, charts, the server's messages, generated Swift and the tool's tables print.
///
/// ```swift
/// DecimalText.fixed(0.125, decimals: 2)   // "0.13": ties away from zero
/// DecimalText.fixed(-0.0001, decimals: 3) // "0": no negative zero
/// DecimalText.shortest(0.1)               // "0.1": reads back as the same double
/// ```
package enum DecimalText {
    /// `value` rounded to `decimals` places (0…6; ties away from zero), without exponent, trailing
    /// zeros or negative zero, by integer arithmetic so the text does not depend on the platform's
    /// formatter. Beyond ±10¹² it is clamped (nothing there is visible, and the scaled value stays
    /// inside `Int64` up to six places); non-finite values write as `0`.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let decimals = min(max(decimals, 0), 6)
        let limit = 1e12
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let clamped = min(max(value, -limit), limit)
        let scaled = Int64((clamped * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return text }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// `value` exactly: whole numbers without a fraction, others in the shortest form that reads
    /// back as the same double (which may use an exponent, as JSON allows); `nil` when it is not
    /// finite, for the caller to write what its format uses instead (`null`, `0`).
    package static func shortest(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}

/// Text escaped for XML and HTML character data and attribute values: `&`, `<`, `>`, `"` and `'`
/// become entities, and characters neither language allows (C0 controls other than tab and line
/// breaks, C1 controls, U+FFFE and U+FFFF) become U+FFFD, so the document stays well formed
/// whatever the string holds.
///
/// ```swift
/// MarkupText.escaped("a < b & \"c\"")   // "a &lt; b &amp; &quot;c&quot;"
/// ```
package enum MarkupText {
    package static func escaped(_ text: String) -> String {
        // Most text needs nothing: return it as it is without building a copy.
        guard text.utf8.contains(where: needsEscape) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Whether a UTF-8 byte may need replacing: markup characters, controls, and the lead bytes
    /// of C1 controls (C2) and U+FFFE/U+FFFF (EF).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case 0..<0x20, 0x7F, 0xC2, 0xEF: true
        default: false
        }
    }
}

/// JSON string literals: quoted, with quotes, backslashes and control characters escaped, and
/// U+2028/U+2029 too (older JavaScript engines reject them in string literals).
///
/// ```swift
/// JSONString.literal("say \"hi\"")                    // "\"say \\\"hi\\\"\""
/// JSONString.literal("</script>", scriptSafe: true)   // "\"\\u003c/script\\u003e\""
/// ```
package enum JSONString {
    /// `text` as a JSON string literal. `scriptSafe` also escapes `<`, `>` and `&` (as `\u003c`,
    /// `\u003e`, `\u0026`), for JSON embedded in an HTML `<script>` element or in XML, which can
    /// then never close its element or start markup.
    package static func literal(_ text: String, scriptSafe: Bool = false) -> String {
        var output = ""
        write(text, scriptSafe: scriptSafe, to: &output)
        return output
    }

    /// Appends `text` as a JSON string literal to `output` (see ``literal(_:scriptSafe:)``).
    package static func write(_ text: String, scriptSafe: Bool = false, to output: inout String) {
        // Byte by byte over UTF-8 into one buffer, then one append: the preview server's frame
        // messages carry their SVG through here, and appending scalar by scalar to a String took
        // about 7 % of its time. Only ASCII bytes and U+2028/U+2029 (E2 80 A8/A9) are replaced,
        // so the rest of a multi-byte sequence passes through whole and the result stays UTF-8.
        var text = text
        let escaped: [UInt8] = text.withUTF8 { source in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + source.count / 8 + 2)
            bytes.append(quote)
            var index = 0
            while index < source.count {
                let byte = source[index]
                switch byte {
                case quote, backslash:
                    bytes.append(backslash)
                    bytes.append(byte)
                case UInt8(ascii: "\n"):
                    bytes.append(backslash)
                    bytes.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"):
                    bytes.append(backslash)
                    bytes.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"):
                    bytes.append(backslash)
                    bytes.append(UInt8(ascii: "t"))
                case 0..<0x20:
                    appendUnicodeEscape(UInt16(byte), to: &bytes)
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                    if scriptSafe {
                        appendUnicodeEscape(UInt16(byte), to: &bytes)
                    } else {
                        bytes.append(byte)
                    }
                case 0xE2 where index + 2 < source.count && source[index + 1] == 0x80
                    && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                    appendUnicodeEscape(source[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &bytes)
                    index += 2
                default:
                    bytes.append(byte)
                }
                index += 1
            }
            bytes.append(quote)
            return bytes
        }
        output += String(decoding: escaped, as: UTF8.self)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `\uXXXX` with lower-case hex digits, as JSON writes a code unit it escapes.
    private static func appendUnicodeEscape(_ unit: UInt16, to bytes: inout [UInt8]) {
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hexDigits[Int((unit >> UInt16(shift)) & 0xF)])
        }
    }
}
