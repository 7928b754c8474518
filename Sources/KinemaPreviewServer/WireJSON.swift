import Foundation
import KinemaDisplay

/// A small JSON writer for the messages the server streams: one pass, no reflection, so a
/// frame costs little more than its SVG. Non-finite numbers are written as `null`.
///
/// ```swift
/// WireJSON.object(["type": .string("event"), "t": .number(0.25)])   // {"t":0.25,"type":"event"}
/// ```
package enum WireJSON {
    /// A message's value: ``OrderedJSON``, its numbers written exactly.
    package typealias Value = OrderedJSON

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
