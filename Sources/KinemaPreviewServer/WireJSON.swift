import Foundation

/// A small JSON writer for the messages the server streams: one pass, no reflection, so a
/// frame costs little more than its SVG. Non-finite numbers are written as `null`.
///
/// ```swift
/// WireJSON.object(["type": .string("event"), "t": .number(0.25)])   // {"t":0.25,"type":"event"}
/// ```
package enum WireJSON {
    package indirect enum Value: Sendable, Equatable {
        case string(String), number(Double), bool(Bool), null
        case array([Value]), object([(String, Value)])

        package static func == (lhs: Value, rhs: Value) -> Bool {
            var a = "", b = ""
            lhs.write(to: &a)
            rhs.write(to: &b)
            return a == b
        }

        func write(to output: inout String) {
            switch self {
            case .string(let text): WireJSON.writeString(text, to: &output)
            case .number(let value): output += WireJSON.number(value)
            case .bool(let value): output += value ? "true" : "false"
            case .null: output += "null"
            case .array(let values):
                output += "["
                for (index, value) in values.enumerated() {
                    if index > 0 { output += "," }
                    value.write(to: &output)
                }
                output += "]"
            case .object(let fields):
                output += "{"
                for (index, field) in fields.enumerated() {
                    if index > 0 { output += "," }
                    WireJSON.writeString(field.0, to: &output)
                    output += ":"
                    field.1.write(to: &output)
                }
                output += "}"
            }
        }
    }

    /// An object with its keys sorted, so messages are the same bytes every time.
    package static func object(_ fields: [String: Value]) -> String {
        var output = ""
        Value.object(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }).write(to: &output)
        return output
    }

    /// An object with its keys in the given order.
    package static func ordered(_ fields: [(String, Value)]) -> String {
        var output = ""
        Value.object(fields).write(to: &output)
        return output
    }

    /// A number as JSON: integers without a fraction, others in the shortest form that reads
    /// back as the same double — times must survive exactly, since a page compares values at a
    /// frame's own time.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// Appends `text` as a JSON string literal: quoted, with quotes, backslashes and control
    /// characters escaped, and U+2028/U+2029 too (a page may put the text in a script).
    package static func writeString(_ text: String, to output: inout String) {
        // Byte by byte over UTF-8 into one buffer, then one append: every frame message carries
        // its SVG through here, and appending scalar by scalar to a String took about 7 % of the
        // server's time. Only ASCII bytes and U+2028/U+2029 (E2 80 A8/A9) are replaced, so the
        // rest of a multi-byte sequence passes through whole and the result stays valid UTF-8.
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
