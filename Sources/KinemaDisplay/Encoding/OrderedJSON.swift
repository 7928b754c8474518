import Foundation

/// A JSON value written in one pass, with an object's keys in the order given (so the same
/// value is always the same bytes) and no reflection: the preview server's messages and the
/// Lottie documents are built from it.
///
/// ```swift
/// OrderedJSON.object([("t", .number(0.25)), ("ok", .bool(true))]).text()   // {"t":0.25,"ok":true}
/// ```
package indirect enum OrderedJSON: Sendable, Equatable {
    case string(String), number(Double), bool(Bool), null
    case array([OrderedJSON]), object([(String, OrderedJSON)])

    /// How numbers are written.
    package enum Numbers: Sendable {
        /// Whole numbers without a fraction, others in the shortest form that reads back as the
        /// same double (``DecimalText/shortest(_:)``); `null` when not finite.
        case exact
        /// Rounded to `decimals` places, no exponent (``DecimalText/fixed(_:decimals:)``); `0`
        /// when not finite.
        case fixed(decimals: Int)
    }

    /// Equal when written the same.
    package static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        lhs.text() == rhs.text()
    }

    /// The value's compact text.
    package func text(numbers: Numbers = .exact) -> String {
        var output = ""
        write(to: &output, numbers: numbers)
        return output
    }

    /// Appends the value's compact text to `output`.
    package func write(to output: inout String, numbers: Numbers = .exact) {
        switch self {
        case .string(let text): JSONString.write(text, to: &output)
        case .number(let value):
            switch numbers {
            case .exact: output += DecimalText.shortest(value) ?? "null"
            case .fixed(let decimals): output += DecimalText.fixed(value.isFinite ? value : 0, decimals: decimals)
            }
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output, numbers: numbers)
            }
            output += "]"
        case .object(let fields):
            output += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { output += "," }
                JSONString.write(field.0, to: &output)
                output += ":"
                field.1.write(to: &output, numbers: numbers)
            }
            output += "}"
        }
    }
}

extension OrderedJSON: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}
