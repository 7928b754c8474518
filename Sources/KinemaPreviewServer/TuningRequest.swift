import Foundation

/// What the tuning panel asks for: a spring from one of its three groups of sliders, a Bézier
/// timing curve, or a keyframe track. Decoded from the page's JSON by ``decode(_:)``.
///
/// ```swift
/// let request = try TuningRequest.decode(#"{"type":"spring","duration":0.42,"bounce":0.31}"#)
/// // .spring(.durationBounce(duration: 0.42, bounce: 0.31))
/// ```
package enum TuningRequest: Sendable, Equatable {
    /// A spring, from the group of sliders the person moved.
    case spring(SpringInput)
    /// `.timingCurve(x1, y1, x2, y2, duration:)`.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A keyframe track of a `Double` starting at `initial`.
    case keyframes(initial: Double, rows: [KeyframeRow])

    /// The three ways of giving a spring, each one of `Spring`'s initialisers.
    package enum SpringInput: Sendable, Equatable {
        /// `Spring(duration:bounce:)`.
        case durationBounce(duration: Double, bounce: Double)
        /// `Spring(response:dampingRatio:)`, as `.spring(response:dampingFraction:)` takes it.
        case responseDamping(response: Double, dampingFraction: Double)
        /// `Spring(mass:stiffness:damping:)`.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    /// One keyframe of the editable track.
    package struct KeyframeRow: Sendable, Equatable {
        /// The keyframe types of SwiftUI's keyframe tracks.
        package enum Kind: String, Sendable, CaseIterable {
            case linear, spring, cubic, move
        }

        package var kind: Kind
        package var value: Double
        /// Seconds; a move keyframe takes none (it is ignored).
        package var duration: Double

        package init(kind: Kind, value: Double, duration: Double) {
            self.kind = kind
            self.value = value
            self.duration = duration
        }
    }

    /// Why a message is not a request: one line, sent back to the page as an error.
    package struct DecodingError: Error, Equatable, CustomStringConvertible {
        package let message: String
        package init(_ message: String) { self.message = message }
        package var description: String { message }
    }

    /// The most keyframes a track may have: a table longer than this is refused, not truncated.
    package static let maximumKeyframeCount = 32

    /// The largest message accepted, in bytes.
    package static let maximumMessageLength = 64 * 1024

    /// Decodes one message of the page.
    ///
    /// The message is a JSON object whose `type` is `spring`, `bezier` or `keyframes`:
    /// - `spring`: `duration` and `bounce`, or `response` and `dampingFraction`, or `mass`,
    ///   `stiffness` and `damping` (the first complete group wins, in that order);
    /// - `bezier`: `x1`, `y1`, `x2`, `y2` and `duration`;
    /// - `keyframes`: `initial` and `keyframes`, an array of `{kind, value, duration}` with kind
    ///   `linear`, `spring`, `cubic` or `move` (at most ``maximumKeyframeCount``).
    ///
    /// Every number must be a finite JSON number. Ranges are not checked here:
    /// ``TuningResult/compute(_:)`` clamps them and says so.
    ///
    /// - Throws: ``DecodingError`` naming what is wrong: not JSON, no or unknown `type`, a missing
    ///   or non-numeric field, too many keyframes, an unknown keyframe kind, a message over 64 KiB.
    package static func decode(_ text: String) throws -> TuningRequest {
        guard text.utf8.count <= maximumMessageLength else {
            throw DecodingError("message too long: at most \(maximumMessageLength) bytes")
        }
        let object = try JSONObject(text)
        switch try object.string("type") {
        case "spring":
            if object.has("duration") || object.has("bounce") {
                return .spring(.durationBounce(duration: try object.number("duration"), bounce: try object.number("bounce")))
            }
            if object.has("response") || object.has("dampingFraction") {
                return .spring(.responseDamping(
                    response: try object.number("response"), dampingFraction: try object.number("dampingFraction")))
            }
            return .spring(.physical(
                mass: try object.number("mass"), stiffness: try object.number("stiffness"),
                damping: try object.number("damping")))
        case "bezier":
            return .bezier(
                x1: try object.number("x1"), y1: try object.number("y1"), x2: try object.number("x2"),
                y2: try object.number("y2"), duration: try object.number("duration"))
        case "keyframes":
            guard let list = object.array("keyframes") else {
                throw DecodingError("'keyframes' must be an array of {kind, value, duration}")
            }
            guard list.count <= maximumKeyframeCount else {
                throw DecodingError("too many keyframes: \(list.count), at most \(maximumKeyframeCount)")
            }
            let rows = try list.enumerated().map { index, element in
                guard case .object(let fields) = element else {
                    throw DecodingError("keyframe \(index + 1) must be an object {kind, value, duration}")
                }
                let row = JSONObject(values: fields, context: "keyframe \(index + 1)")
                let name = try row.string("kind")
                guard let kind = KeyframeRow.Kind(rawValue: name) else {
                    throw DecodingError("keyframe \(index + 1): unknown kind '\(name)' (linear, spring, cubic or move)")
                }
                let duration = kind == .move ? 0 : try row.number("duration")
                return KeyframeRow(kind: kind, value: try row.number("value"), duration: duration)
            }
            return .keyframes(initial: try object.number("initial"), rows: rows)
        case let other:
            throw DecodingError("unknown message type '\(other)' (spring, bezier or keyframes)")
        }
    }
}

/// A JSON value, decoded without Foundation's number bridging (which cannot tell `true` from 1
/// on every platform).
enum JSONValue: Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

/// A decoded JSON object with typed, checked field access.
struct JSONObject {
    let values: [String: JSONValue]
    let context: String

    init(values: [String: JSONValue], context: String) {
        self.values = values
        self.context = context
    }

    /// Parses `text`, which must be a JSON object.
    init(_ text: String) throws {
        guard let parsed = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
            throw TuningRequest.DecodingError("malformed JSON")
        }
        guard case .object(let object) = parsed else {
            throw TuningRequest.DecodingError("the message must be a JSON object")
        }
        self.init(values: object, context: "message")
    }

    func has(_ key: String) -> Bool { values[key] != nil }

    func string(_ key: String) throws -> String {
        guard case .string(let value) = values[key] else {
            throw TuningRequest.DecodingError("\(context): '\(key)' must be a string")
        }
        return value
    }

    func optionalString(_ key: String) -> String? {
        if case .string(let value) = values[key] { return value }
        return nil
    }

    /// A finite number (JSON has no NaN; a literal too large for a double is refused).
    func number(_ key: String) throws -> Double {
        guard let value = values[key] else {
            throw TuningRequest.DecodingError("\(context): '\(key)' is missing")
        }
        guard case .number(let number) = value else {
            throw TuningRequest.DecodingError("\(context): '\(key)' must be a number")
        }
        guard number.isFinite else {
            throw TuningRequest.DecodingError("\(context): '\(key)' must be finite")
        }
        return number
    }

    func array(_ key: String) -> [JSONValue]? {
        if case .array(let value) = values[key] { return value }
        return nil
    }
}
