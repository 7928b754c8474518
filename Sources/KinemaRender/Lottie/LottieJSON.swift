import Foundation
import KinemaDisplay

/// A JSON value as a Lottie document holds it, written with its keys in the order given and
/// numbers with fixed decimals and no exponent, so one recording always gives the same bytes.
///
/// Lottie's fields are short keys whose values change type (a property's `k` is a number, an
/// array or a list of keyframes), which a `Codable` model would spell out at length for nothing.
indirect enum LottieJSON: Equatable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([LottieJSON])
    case object([(String, LottieJSON)])

    static func == (lhs: LottieJSON, rhs: LottieJSON) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// Decimals kept: thousandths of a point are far below a pixel, and colours and opacities
    /// (0…1 and 0…100) keep four.
    static let decimals = 4

    /// An array of numbers.
    static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map { .number($0) }) }

    /// A point as `[x, y]`.
    static func point(_ point: CGPoint) -> LottieJSON { numbers([Double(point.x), Double(point.y)]) }

    /// The compact text of the value.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .number(let value):
            // Integral values (frame numbers, flags) are written without a decimal point.
            output += DecimalText.fixed(value.isFinite ? value : 0, decimals: Self.decimals)
        case .string(let value):
            output += JSONString.literal(value, scriptSafe: false)
        case .bool(let value):
            output += value ? "true" : "false"
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
                output += JSONString.literal(field.0, scriptSafe: false) + ":"
                field.1.write(to: &output)
            }
            output += "}"
        }
    }
}

extension LottieJSON: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(stringLiteral value: String) { self = .string(value) }
}
