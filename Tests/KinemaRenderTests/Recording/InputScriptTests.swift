import Foundation
import Kinema
import Testing

/// Reading `kinema preview-render`'s `--tap` and `--drag` tokens into an input script.
@Suite("InputScript: reading tokens")
struct InputScriptTests {
    @Test func aTapIsAPointAndATime() throws {
        let script = try InputScript(taps: ["200,200@0.5"])
        #expect(script.events == [.tap(CGPoint(x: 200, y: 200), at: 0.5)])
    }

    @Test(arguments: ["100,300→300,300@1.0+0.3", "100,300->300,300@1.0+0.3", " 100 , 300 -> 300,300 @ 1 + 0.3 "])
    func aDragTakesEitherArrow(token: String) throws {
        let script = try InputScript(drags: [token])
        #expect(script.events == [.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), at: 1, duration: 0.3)])
        #expect(script.endTime == 1.3)
    }

    @Test func coordinatesMayBeNegativeAndFractional() throws {
        let script = try InputScript(taps: ["-10.5,2e1@0"])
        #expect(script.events == [.tap(CGPoint(x: -10.5, y: 20), at: 0)])
    }

    /// Each malformed token is named in the error, with the option it came with.
    @Test(arguments: [
        ("--tap", "200,200"),           // no time
        ("--tap", "200@0.5"),           // one coordinate
        ("--tap", "200,200,5@0.5"),     // three coordinates
        ("--tap", "a,200@0.5"),         // not a number
        ("--tap", "200,200@"),          // empty time
        ("--tap", "200,200@nan"),       // NaN is not a decimal
        ("--tap", "200,200@inf"),
        ("--tap", "200,200@1@2"),
        ("--tap", "0x10,5@1"),          // hexadecimal is not meant
        ("--tap", "1e400,5@1"),         // overflows
        ("--drag", "100,300@1+0.3"),    // one point
        ("--drag", "100,300=>300,300@1+0.3"),
        ("--drag", "100,300->300,300@1"),       // no duration
        ("--drag", "100,300->300,300->1,1@1+1"),
        ("--drag", "100,300->300,300@1+0"),     // lasts no time
        ("--drag", "100,300->300,300@1+-0.5"),
    ])
    func aMalformedTokenIsNamed(option: String, token: String) {
        let error = #expect(throws: InputScript.ParseError.self) {
            try option == "--tap" ? InputScript(taps: [token]) : InputScript(drags: [token])
        }
        #expect(error?.option == option)
        #expect(error?.token == token)
        #expect(error?.description.hasPrefix("\(option) '") == true, "\(String(describing: error))")
    }

    @Test func theErrorQuotesTheTokenAsWritten() {
        let error = #expect(throws: InputScript.ParseError.self) { try InputScript(taps: ["200;200@0.5"]) }
        #expect(error?.token == "200;200@0.5")
        #expect(error?.description.hasPrefix("--tap '200;200@0.5': ") == true)
    }

    @Test(arguments: [["200,200@-0.5"], ["200,200@-1e-9"]])
    func negativeTapTimesAreRefused(taps: [String]) {
        let error = #expect(throws: InputScript.ParseError.self) { try InputScript(taps: taps) }
        #expect(error?.reason.contains("0 or later") == true)
    }

    @Test func negativeDragStartsAreRefused() {
        let error = #expect(throws: InputScript.ParseError.self) { try InputScript(drags: ["0,0->1,1@-1+2"]) }
        #expect(error?.option == "--drag")
        #expect(error?.reason.contains("0 or later") == true)
    }

    /// Events come out in time order, whatever order the options were given in; at equal times
    /// taps come before drags, each in the order written.
    @Test func eventsAreOrderedByTime() throws {
        let script = try InputScript(taps: ["1,1@2", "2,2@0.5"], drags: ["0,0->9,9@1+0.5", "5,5->6,6@0.5+0.25"])
        #expect(script.events.map(\.time) == [0.5, 0.5, 1, 2])
        #expect(script.events[0] == .tap(CGPoint(x: 2, y: 2), at: 0.5))
        #expect(script.events[1] == .drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 6, y: 6), at: 0.5, duration: 0.25))
    }

    /// One finger: a tap or drag that starts before an earlier drag lifts is refused; one that
    /// starts as it lifts is fine.
    @Test func overlappingEventsAreRefused() throws {
        let error = #expect(throws: InputScript.ParseError.self) {
            try InputScript(taps: ["1,1@1.2"], drags: ["0,0->9,9@1+0.3"])
        }
        #expect(error?.token == "1,1@1.2")
        #expect(error?.reason.contains("one finger") == true)
        #expect(throws: InputScript.ParseError.self) { try InputScript(drags: ["0,0->9,9@1+0.3", "0,0->9,9@1.1+0.3"]) }
        #expect(try InputScript(taps: ["1,1@1.3"], drags: ["0,0->9,9@1+0.3"]).events.count == 2)
    }

    @Test func eventsMustEndBeforeTheRecordingDoes() throws {
        try InputScript(taps: ["1,1@1.9"], drags: ["0,0->1,1@0+1"]).check(duration: 2)
        let late = #expect(throws: InputScript.ParseError.self) { try InputScript(taps: ["1,1@2"]).check(duration: 2) }
        #expect(late?.description == "--tap '1,1@2': it ends at 2 s, not before the end of the 2 s recording")
        let longDrag = #expect(throws: InputScript.ParseError.self) {
            try InputScript(drags: ["0,0->1,1@2.9+0.3"]).check(duration: 3)
        }
        #expect(longDrag?.description == "--drag '0,0->1,1@2.9+0.3': it ends at 3.2 s, not before the end of the 3 s recording")
    }

    /// The words handed to the recording program read back to the same script.
    @Test func argumentsRoundTrip() throws {
        let script = try InputScript(taps: ["200,200@0.5", "10.25,-3@2"], drags: ["100,300→300,300@1.0+0.3"])
        #expect(script.arguments == ["--tap", "200,200@0.5", "--drag", "100,300->300,300@1+0.3", "--tap", "10.25,-3@2"])
        #expect(try InputScript(arguments: script.arguments) == script)
        #expect(try InputScript(arguments: []).events.isEmpty)
    }

    @Test(arguments: [["--tap"], ["--swipe", "1,1@0"], ["1,1@0"]])
    func malformedArgumentsAreRefused(arguments: [String]) {
        #expect(throws: InputScript.ParseError.self) { try InputScript(arguments: arguments) }
    }
}
