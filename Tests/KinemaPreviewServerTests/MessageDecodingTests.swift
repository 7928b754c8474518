import Foundation
@testable import KinemaPreviewServer
import Testing

/// Messages from the pages: each kind decodes, and bad input is a one-line error, never a crash.
@Suite("Messages from the pages")
struct MessageDecodingTests {
    @Test func tuningMessages() throws {
        #expect(try TuningRequest.decode(#"{"type":"spring","duration":0.42,"bounce":0.31}"#)
            == .spring(.durationBounce(duration: 0.42, bounce: 0.31)))
        #expect(try TuningRequest.decode(#"{"type":"spring","response":0.5,"dampingFraction":0.7}"#)
            == .spring(.responseDamping(response: 0.5, dampingFraction: 0.7)))
        #expect(try TuningRequest.decode(#"{"type":"spring","mass":1,"stiffness":100,"damping":10}"#)
            == .spring(.physical(mass: 1, stiffness: 100, damping: 10)))
        #expect(try TuningRequest.decode(#"{"type":"bezier","x1":0.2,"y1":0.8,"x2":0.3,"y2":1,"duration":0.5}"#)
            == .bezier(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1, duration: 0.5))
        #expect(try TuningRequest.decode(
            #"{"type":"keyframes","initial":1,"keyframes":[{"kind":"linear","value":2,"duration":0.3},{"kind":"move","value":0}]}"#)
            == .keyframes(initial: 1, rows: [.init(kind: .linear, value: 2, duration: 0.3), .init(kind: .move, value: 0, duration: 0)]))
    }

    @Test(arguments: [
        ("{not json", "malformed JSON"),
        ("[1, 2]", "the message must be a JSON object"),
        (#"{"duration":1}"#, "message: 'type' must be a string"),
        (#"{"type":"sprung"}"#, "unknown message type 'sprung' (spring, bezier or keyframes)"),
        (#"{"type":"spring","duration":"fast","bounce":0}"#, "message: 'duration' must be a number"),
        (#"{"type":"spring","duration":true,"bounce":0}"#, "message: 'duration' must be a number"),
        (#"{"type":"spring","duration":0.5}"#, "message: 'bounce' is missing"),
        (#"{"type":"spring","duration":1e999,"bounce":0}"#, "malformed JSON"),
        (#"{"type":"keyframes","initial":0,"keyframes":[{"kind":"bouncy","value":1,"duration":1}]}"#,
         "keyframe 1: unknown kind 'bouncy' (linear, spring, cubic or move)"),
        (#"{"type":"keyframes","initial":0,"keyframes":3}"#, "'keyframes' must be an array of {kind, value, duration}"),
    ])
    func badTuningMessagesAreErrors(text: String, message: String) {
        #expect(throws: TuningRequest.DecodingError(message)) { try TuningRequest.decode(text) }
    }

    @Test func absurdCountsAndSizesAreRefused() {
        let row = #"{"kind":"linear","value":1,"duration":0.1}"#
        let many = #"{"type":"keyframes","initial":0,"keyframes":["# + Array(repeating: row, count: 33).joined(separator: ",") + "]}"
        #expect(throws: TuningRequest.DecodingError("too many keyframes: 33, at most 32")) { try TuningRequest.decode(many) }
        let long = #"{"type":"tap","x":1,"y":1,"pad":""# + String(repeating: "x", count: 70_000) + "\"}"
        #expect(throws: TuningRequest.DecodingError("message too long: at most 65536 bytes")) { try SceneCommand.decode(long) }
    }

    @Test func sceneMessages() throws {
        #expect(try SceneCommand.decode(#"{"type":"pointer","phase":"down","x":200,"y":150.5}"#) == .pointer(.down, x: 200, y: 150.5))
        #expect(try SceneCommand.decode(#"{"type":"tap","x":1,"y":2}"#) == .tap(x: 1, y: 2))
        #expect(try SceneCommand.decode(#"{"type":"speed","value":0.25}"#) == .speed(0.25))
        #expect(try SceneCommand.decode(#"{"type":"pause","paused":true}"#) == .pause(true))
        #expect(try SceneCommand.decode(#"{"type":"restart"}"#) == .restart)
        #expect(try SceneCommand.decode(#"{"type":"seek","t":1.25}"#) == .seek(1.25))
        #expect(try SceneCommand.decode(#"{"type":"colorScheme","value":"dark"}"#) == .colorScheme(dark: true))
        #expect(try SceneCommand.decode(#"{"type":"text","text":"é"}"#) == .text("é"))
        #expect(try SceneCommand.decode(#"{"type":"scenePhase","value":"background"}"#) == .scenePhase(.background))
        #expect(try SceneCommand.decode(#"{"type":"key","key":"Enter"}"#) == .key(.return))
        #expect(try SceneCommand.decode(#"{"type":"key","key":"Backspace"}"#) == .key(.delete))
    }

    @Test(arguments: [
        (#"{"type":"pointer","phase":"hover","x":1,"y":1}"#, "unknown pointer phase 'hover' (down, move, up or cancel)"),
        (#"{"type":"pointer","phase":"down","x":null,"y":1}"#, "message: 'x' must be a number"),
        (#"{"type":"pause","paused":1}"#, "message: 'paused' must be true or false"),
        (#"{"type":"colorScheme","value":"blue"}"#, #"message: 'value' must be "light" or "dark""#),
        (#"{"type":"fly"}"#, "unknown message type 'fly' (pointer, tap, speed, pause, restart, seek, colorScheme, scenePhase, text or key)"),
        (#"{"type":"key","key":"F13"}"#, "unknown key 'F13' (ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Backspace, Clear, Delete, End, Enter, Escape, Home, PageDown, PageUp, Tab)"),
        (#"{"type":"text"}"#, "message: 'text' must be a string"),
    ])
    func badSceneMessagesAreErrors(text: String, message: String) {
        #expect(throws: TuningRequest.DecodingError(message)) { try SceneCommand.decode(text) }
    }
}
