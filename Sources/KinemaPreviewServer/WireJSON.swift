import Foundation
import KinemaDisplay

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
            case .string(let text): JSONString.write(text, to: &output)
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
                    JSONString.write(field.0, to: &output)
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
        DecimalText.shortest(value) ?? "null"
    }
}
