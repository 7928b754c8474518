import Foundation
import KinemaUI

/// A short script of input to play on a host while it is recorded: taps and drags at given
/// times, written as `kinema preview-render` takes them.
///
/// ```swift
/// // kinema preview-render Avatar --tap 200,200@0.5 --drag 100,300→300,300@1.0+0.3
/// let script = try InputScript(taps: ["200,200@0.5"], drags: ["100,300→300,300@1.0+0.3"])
/// let recording = Recording.record(host, duration: 2, events: script.recordingEvents())
/// recording.markers.map(\.label)   // ["tap", "drag", "release"]
/// ```
///
/// A tap is `X,Y@T`: a finger down and up at the point (X, Y), in host points, T seconds into the
/// recording. A drag is `X,Y→X,Y@T+D` (or `->` for the arrow): from the first point to the second,
/// starting at T and lasting D seconds, at a constant speed (see
/// ``RecordingEvent/drag(from:to:at:duration:)``). Numbers are decimal; spaces around them are
/// ignored.
///
/// The host has one finger, so events may not overlap: a tap or a drag that starts before an
/// earlier drag has lifted is an error. Times must be finite and at least 0; a drag lasts more
/// than 0 s. Events are kept in time order whatever order they were written in. A tap or drag
/// that lands on no gesture is not an error: it does nothing, as on a device, and
/// ``recordingEvents(onMiss:)`` can report it.
public struct InputScript: Sendable, Hashable {
    /// One input event of a script.
    public enum Event: Sendable, Hashable, CustomStringConvertible {
        /// A tap at a point (host coordinates) at a time (seconds into the recording).
        case tap(CGPoint, at: TimeInterval)
        /// A drag from one point to another (host coordinates), starting at a time (seconds into
        /// the recording) and lasting a duration (seconds).
        case drag(from: CGPoint, to: CGPoint, at: TimeInterval, duration: TimeInterval)

        /// When the finger touches down, in seconds from the start of the recording.
        public var time: TimeInterval {
            switch self {
            case .tap(_, let time), .drag(_, _, let time, _): time
            }
        }

        /// When the finger lifts: the tap's time, or the drag's start plus its duration.
        public var endTime: TimeInterval {
            switch self {
            case .tap(_, let time): time
            case .drag(_, _, let time, let duration): time + duration
            }
        }

        /// The event as a script writes it, with `->` for the arrow: `200,200@0.5`,
        /// `100,300->300,300@1+0.3`.
        public var description: String {
            switch self {
            case .tap(let point, let time):
                "\(InputScript.text(point))@\(InputScript.text(time))"
            case .drag(let start, let end, let time, let duration):
                "\(InputScript.text(start))->\(InputScript.text(end))@\(InputScript.text(time))+\(InputScript.text(duration))"
            }
        }
    }

    /// Why a script could not be read: the token, and what was expected of it.
    ///
    /// ```swift
    /// try InputScript(taps: ["200;200@0.5"])
    /// // --tap '200;200@0.5': the point must be X,Y (two numbers and a comma), as in 200,200@0.5
    /// ```
    public struct ParseError: Error, Hashable, CustomStringConvertible {
        /// The option the token came with (`--tap`, `--drag`), or the event's kind.
        public var option: String
        /// The token as written.
        public var token: String
        /// What is wrong with it.
        public var reason: String

        public var description: String { "\(option) '\(token)': \(reason)" }
    }

    /// The events, in time order (those at equal times in the order given, taps before drags).
    public let events: [Event]

    /// A script of `events`, checked and put in time order.
    ///
    /// ```swift
    /// let script = try InputScript(events: [.tap(CGPoint(x: 200, y: 200), at: 0.5)])
    /// ```
    ///
    /// - Throws: ``ParseError`` for a time or coordinate that is not finite, a negative time, a
    ///   drag that does not last more than 0 s, or an event that starts before an earlier drag
    ///   has lifted.
    public init(events: [Event]) throws(ParseError) {
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        for event in ordered { try Self.check(event) }
        for (earlier, later) in zip(ordered, ordered.dropFirst()) where later.time < earlier.endTime {
            throw ParseError(
                option: Self.option(for: later), token: later.description,
                reason: "it starts at \(Self.shown(later.time)) s, before the drag \(earlier) lifts at "
                    + "\(Self.shown(earlier.endTime)) s: the host has one finger, so events may not overlap")
        }
        self.events = ordered
    }

    /// A script read from `--tap` and `--drag` tokens.
    ///
    /// ```swift
    /// let script = try InputScript(taps: ["200,200@0.5"], drags: ["100,300->300,300@1.0+0.3"])
    /// script.events.count   // 2
    /// ```
    ///
    /// - Throws: ``ParseError`` naming the first token that is not `X,Y@T` (a tap) or
    ///   `X,Y→X,Y@T+D` (a drag), and the rules of ``init(events:)``.
    public init(taps: [String] = [], drags: [String] = []) throws(ParseError) {
        var events: [Event] = []
        for token in taps { events.append(try Self.tap(token)) }
        for token in drags { events.append(try Self.drag(token)) }
        try self.init(events: events)
    }

    /// A script read from command-line words: `--tap TOKEN` and `--drag TOKEN` pairs, as
    /// ``arguments`` writes them (how `kinema preview-render` hands the script to the program that
    /// records).
    ///
    /// ```swift
    /// try InputScript(arguments: ["--tap", "200,200@0.5"]).events   // [.tap((200, 200), at: 0.5)]
    /// ```
    ///
    /// - Throws: ``ParseError`` for a word other than `--tap` or `--drag`, an option without its
    ///   token, or a token as ``init(taps:drags:)`` refuses it.
    public init(arguments: [String]) throws(ParseError) {
        var taps: [String] = [], drags: [String] = []
        var words = arguments[...]
        while let option = words.popFirst() {
            guard option == "--tap" || option == "--drag" else {
                throw ParseError(option: "input", token: option, reason: "expected --tap or --drag")
            }
            guard let token = words.popFirst() else {
                throw ParseError(option: option, token: "", reason: "missing its value")
            }
            if option == "--tap" { taps.append(token) } else { drags.append(token) }
        }
        try self.init(taps: taps, drags: drags)
    }

    /// The script as command-line words, `--tap TOKEN` and `--drag TOKEN` in time order, which
    /// ``init(arguments:)`` reads back to the same script.
    public var arguments: [String] {
        events.flatMap { [Self.option(for: $0), $0.description] }
    }

    /// When the last event ends (the last tap, or the last drag's lift), or 0 for no events.
    public var endTime: TimeInterval {
        events.map(\.endTime).max() ?? 0
    }

    /// Checks that every event ends within a recording of `duration` seconds.
    ///
    /// ```swift
    /// try InputScript(taps: ["200,200@2.5"]).check(duration: 2)
    /// // --tap '200,200@2.5': it ends at 2.5 s, not before the end of the 2 s recording
    /// ```
    ///
    /// - Throws: ``ParseError`` for the first event whose tap, or whose drag's lift, is not
    ///   before `duration`: the recorder would never run it, or would leave its finger down.
    public func check(duration: TimeInterval) throws(ParseError) {
        guard let late = events.first(where: { !($0.endTime < duration) }) else { return }
        throw ParseError(
            option: Self.option(for: late), token: late.description,
            reason: "it ends at \(Self.shown(late.endTime)) s, not before the end of the \(Self.shown(duration)) s recording")
    }

    /// The recording events that play the script: each tap and drag at its time, marked "tap",
    /// "drag" and "release" on a page's timeline.
    ///
    /// ```swift
    /// let events = script.recordingEvents { event in print("\(event) reached no gesture") }
    /// let recording = Recording.record(host, duration: 2, events: events)
    /// ```
    ///
    /// - Parameter onMiss: Called, when the event runs, for a tap no gesture or control took, or a
    ///   drag whose finger found nothing to touch (default: nothing is said).
    public func recordingEvents(onMiss: (@MainActor @Sendable (Event) -> Void)? = nil) -> [RecordingEvent] {
        var recorded: [RecordingEvent] = []
        for event in events {
            var missed: (@MainActor () -> Void)?
            if let onMiss { missed = { onMiss(event) } }
            switch event {
            case .tap(let point, let time):
                recorded.append(RecordingEvent(at: time, label: "tap") { host in
                    if !host.tap(at: point) { missed?() }
                })
            case .drag(let start, let end, let time, let duration):
                recorded += RecordingEvent.drag(from: start, to: end, at: time, duration: duration, onMiss: missed)
            }
        }
        return recorded
    }

    // MARK: - Reading tokens

    /// `X,Y@T`.
    static func tap(_ token: String) throws(ParseError) -> Event {
        let fail = { (reason: String) in ParseError(option: "--tap", token: token, reason: reason) }
        let parts = token.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw fail("expected X,Y@SECONDS (a point, @ and a time), as in 200,200@0.5")
        }
        let point = try Self.point(parts[0], example: "200,200@0.5", fail)
        let time = try Self.number(parts[1], "the time", example: "200,200@0.5", fail)
        return .tap(point, at: time)
    }

    /// `X,Y→X,Y@T+D` or `X,Y->X,Y@T+D`.
    static func drag(_ token: String) throws(ParseError) -> Event {
        let fail = { (reason: String) in ParseError(option: "--drag", token: token, reason: reason) }
        let example = "100,300->300,300@1.0+0.3"
        let parts = token.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw fail("expected X,Y->X,Y@SECONDS+SECONDS (two points, @, a start time, + and a duration), as in \(example)")
        }
        let path = parts[0].replacingOccurrences(of: "→", with: "->").components(separatedBy: "->")
        guard path.count == 2 else {
            throw fail("expected two points joined by -> or →, as in \(example)")
        }
        let timing = parts[1].split(separator: "+", omittingEmptySubsequences: false)
        guard timing.count == 2 else {
            throw fail("expected a start time, + and a duration after @, as in \(example)")
        }
        let start = try Self.point(Substring(path[0]), example: example, fail)
        let end = try Self.point(Substring(path[1]), example: example, fail)
        let time = try Self.number(timing[0], "the start time", example: example, fail)
        let duration = try Self.number(timing[1], "the duration", example: example, fail)
        return .drag(from: start, to: end, at: time, duration: duration)
    }

    private static func point(
        _ text: Substring, example: String, _ fail: (String) -> ParseError
    ) throws(ParseError) -> CGPoint {
        let coordinates = text.split(separator: ",", omittingEmptySubsequences: false)
        guard coordinates.count == 2 else {
            throw fail("'\(text.trimmingCharacters(in: .whitespaces))' is not a point: write X,Y (two numbers and a comma), as in \(example)")
        }
        return CGPoint(
            x: try number(coordinates[0], "x", example: example, fail),
            y: try number(coordinates[1], "y", example: example, fail))
    }

    private static func number(
        _ text: Substring, _ what: String, example: String, _ fail: (String) -> ParseError
    ) throws(ParseError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Double(_:) also reads "nan", "inf" and hexadecimal: only plain decimals are meant here.
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let value = Double(trimmed)
        else {
            throw fail("\(what) '\(trimmed)' is not a number, as in \(example)")
        }
        guard value.isFinite else { throw fail("\(what) '\(trimmed)' is too large") }
        return value
    }

    // MARK: - Checking events

    private static func check(_ event: Event) throws(ParseError) {
        let fail = { (reason: String) in ParseError(option: option(for: event), token: event.description, reason: reason) }
        switch event {
        case .tap(let point, let time):
            guard point.x.isFinite, point.y.isFinite else { throw fail("the point is not finite") }
            guard time.isFinite, time >= 0 else { throw fail("the time must be 0 or later (seconds into the recording)") }
        case .drag(let start, let end, let time, let duration):
            guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { throw fail("a point is not finite") }
            guard time.isFinite, time >= 0 else { throw fail("the start time must be 0 or later (seconds into the recording)") }
            guard duration.isFinite, duration > 0 else { throw fail("the duration must be more than 0 seconds") }
        }
    }

    private static func option(for event: Event) -> String {
        switch event {
        case .tap: "--tap"
        case .drag: "--drag"
        }
    }

    /// A number as a script writes it: the shortest decimal that reads back the same, without a
    /// trailing `.0`.
    static func text(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// A time for a message: to the microsecond, so a sum such as 2.9 + 0.3 reads 3.2.
    static func shown(_ value: Double) -> String {
        text((value * 1e6).rounded() / 1e6)
    }

    static func text(_ point: CGPoint) -> String {
        "\(text(Double(point.x))),\(text(Double(point.y)))"
    }
}
