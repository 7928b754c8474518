import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

/// What a live scene page sends: pointer events on the stage (in host points), and control
/// changes. Decoded from the page's JSON by ``decode(_:)``.
///
/// ```swift
/// try SceneCommand.decode(#"{"type":"pointer","phase":"down","x":200,"y":200}"#)
/// // .pointer(.down, x: 200, y: 200)
/// ```
package enum SceneCommand: Sendable, Equatable {
    /// A finger (mouse button, pen) going down, moving, lifting or being cancelled, at (x, y)
    /// in host points.
    case pointer(PointerPhase, x: Double, y: Double)
    /// A whole tap at (x, y).
    case tap(x: Double, y: Double)
    /// How fast host time runs against real time: 0.1 (slow motion) … 2.
    case speed(Double)
    /// Stops (or restarts) host time; frames keep coming, all the same.
    case pause(Bool)
    /// A fresh host of the scene at time 0.
    case restart
    /// A fresh host of the scene played to the frame at or before this time (seconds; clamped
    /// to 0…``PreviewServer/maximumStillTime``): a page reloaded after a rebuild returns to the
    /// time it had reached.
    case seek(TimeInterval)
    /// The environment's colour scheme: `true` for dark.
    case colorScheme(dark: Bool)
    /// The page was hidden (`background`), lost focus (`inactive`) or came back (`active`).
    case scenePhase(ScenePhase)
    /// Text typed on the page's keyboard, for the focused text field.
    case text(String)
    /// A key pressed on the page's keyboard that types no text: `return`, `delete`, `escape`,
    /// `tab` or an arrow.
    case key(KeyEquivalent)

    /// The phases of a pointer.
    package enum PointerPhase: String, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    /// The keys a page may name, by the browser's `KeyboardEvent.key`.
    package static let keys: [String: KeyEquivalent] = [
        "Enter": .return, "Backspace": .delete, "Escape": .escape, "Tab": .tab, "Delete": .deleteForward,
        "ArrowUp": .upArrow, "ArrowDown": .downArrow, "ArrowLeft": .leftArrow, "ArrowRight": .rightArrow,
        "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown, "Clear": .clear,
    ]

    /// The range ``speed(_:)`` is clamped to.
    package static let speedRange = 0.1...2.0

    /// The farthest outside the stage a pointer may be, in points: farther is clamped (a drag
    /// leaving the stage keeps going along its edge, far enough for any flick).
    package static let pointerMargin = 2000.0

    /// Decodes one message: a JSON object with a `type` of `pointer` (`phase`, `x`, `y`), `tap`
    /// (`x`, `y`), `speed` (`value`), `pause` (`paused`: a boolean), `restart`, `seek` (`t`), `colorScheme`
    /// (`value`: `"light"` or `"dark"`), `scenePhase` (`value`: `"active"`, `"inactive"` or
    /// `"background"`), `text` (`text`: at most 1,000 characters) or `key`
    /// (`key`: a browser key name, one of ``keys``).
    ///
    /// - Throws: ``TuningRequest/DecodingError`` naming what is wrong: not JSON, an unknown type
    ///   or phase, a missing, non-numeric or non-finite number, a message over 64 KiB.
    package static func decode(_ text: String) throws -> SceneCommand {
        guard text.utf8.count <= TuningRequest.maximumMessageLength else {
            throw TuningRequest.DecodingError("message too long: at most \(TuningRequest.maximumMessageLength) bytes")
        }
        let object = try JSONObject(text)
        switch try object.string("type") {
        case "pointer":
            let name = try object.string("phase")
            guard let phase = PointerPhase(rawValue: name) else {
                throw TuningRequest.DecodingError("unknown pointer phase '\(name)' (down, move, up or cancel)")
            }
            return .pointer(phase, x: try object.number("x"), y: try object.number("y"))
        case "tap":
            return .tap(x: try object.number("x"), y: try object.number("y"))
        case "speed":
            return .speed(try object.number("value"))
        case "pause":
            guard case .bool(let paused) = object.values["paused"] else {
                throw TuningRequest.DecodingError("message: 'paused' must be true or false")
            }
            return .pause(paused)
        case "restart":
            return .restart
        case "seek":
            return .seek(try object.number("t"))
        case "colorScheme":
            switch object.optionalString("value") {
            case "dark": return .colorScheme(dark: true)
            case "light": return .colorScheme(dark: false)
            default: throw TuningRequest.DecodingError("message: 'value' must be \"light\" or \"dark\"")
            }
        case "scenePhase":
            switch object.optionalString("value") {
            case "active": return .scenePhase(.active)
            case "inactive": return .scenePhase(.inactive)
            case "background": return .scenePhase(.background)
            default: throw TuningRequest.DecodingError(#"message: 'value' must be "active", "inactive" or "background""#)
            }
        case "text":
            let text = try object.string("text")
            guard text.count <= 1_000 else { throw TuningRequest.DecodingError("message: 'text' is over 1,000 characters") }
            return .text(text)
        case "key":
            let name = try object.string("key")
            guard let key = keys[name] else {
                throw TuningRequest.DecodingError("unknown key '\(name)' (\(keys.keys.sorted().joined(separator: ", ")))")
            }
            return .key(key)
        case let other:
            throw TuningRequest.DecodingError(
                "unknown message type '\(other)' (pointer, tap, speed, pause, restart, seek, colorScheme, scenePhase, text or key)")
        }
    }
}
