import Foundation
import KinemaUI

/// A view host recorded over time: its frames on an exact grid, ready to write as an SVG
/// sequence or one animated HTML page.
///
/// ```swift
/// struct Avatar: View {
///     @State private var selected = false
///     var body: some View {
///         Image("cat")
///             .scaleEffect(selected ? 1.5 : 1)
///             .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
///     }
/// }
///
/// let host = ViewHost(Avatar())
/// let recording = Recording.record(host, duration: 1.5, events: [.tap(CGPoint(x: 200, y: 200), at: 0)])
/// recording.frames.count                              // 90: 60 fps × 1.5 s
/// try recording.writeSVGFrames(to: URL(filePath: "frames"))
/// try recording.writeHTMLPage(to: URL(filePath: "avatar.html"), title: "Bouncy avatar")
/// ```
///
/// Frame k is at k / ``framesPerSecond`` seconds from the start of the recording, for
/// k = 0 ..< ``frames``.count, so a recording of d seconds at f frames per second has exactly
/// d × f frames (rounded to the nearest whole number) and its last frame is at d − 1/f.
public struct Recording: Sendable {
    /// The host's size when recording began: the size of every drawn frame, in points.
    public let size: CGSize

    /// Frames per second: frame k is at k / `framesPerSecond` seconds.
    public let framesPerSecond: Double

    /// The frames, in time order.
    public let frames: [RecordedFrame]

    /// The moments something was done to the host while it was recorded (the labelled
    /// ``RecordingEvent``s that ran), in time order: a page marks them on its timeline and charts.
    public let markers: [Marker]

    /// One event of a recording: when it ran, in seconds from the start, and what it was.
    ///
    /// ```swift
    /// let recording = Recording.record(host, duration: 1.5, events: [.tap(centre, at: 0.25)])
    /// recording.markers   // [Marker(time: 0.25, label: "tap")]
    /// ```
    public struct Marker: Sendable, Hashable {
        /// Seconds from the start of the recording.
        public var time: TimeInterval
        /// What happened ("tap", "press", "release").
        public var label: String

        public init(time: TimeInterval, label: String) {
            self.time = time
            self.label = label
        }
    }

    /// The most frames one recording holds; longer recordings are cut to it.
    public static let maximumFrameCount = 1_000_000

    /// The recorded time span, `frames.count / framesPerSecond` seconds: the last frame is shown
    /// from `duration − 1/framesPerSecond` until `duration`.
    public var duration: TimeInterval {
        Double(frames.count) / framesPerSecond
    }

    /// Creates a recording from frames made some other way.
    ///
    /// ```swift
    /// let still = Recording(
    ///     size: CGSize(width: 400, height: 400),
    ///     framesPerSecond: 30,
    ///     frames: [RecordedFrame(time: 0, displayList: host.displayList)]
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - size: The size of every frame, in points. Negative or non-finite sides count as 0.
    ///   - framesPerSecond: The frame rate; clamped to 1…1,000, NaN reads as 60 (as
    ///     `VirtualClock` does).
    ///   - frames: The frames, in time order. They are kept as given: the page and the SVG files
    ///     show frame k for 1/`framesPerSecond` seconds whatever its ``RecordedFrame/time``.
    ///   - markers: What was done when (default none); markers at non-finite times are dropped,
    ///     the rest kept in time order.
    /// What the host names the view behind each `viewID` drawn (``DisplayList/Item/viewID``):
    /// its type, shape modifiers and the app's view around it, for the charts' labels. Empty for
    /// frames made some other way.
    package var viewLabels: [Int: String] = [:]

    public init(size: CGSize, framesPerSecond: Double, frames: [RecordedFrame], markers: [Marker] = []) {
        self.size = CGSize(width: Self.extent(size.width), height: Self.extent(size.height))
        self.framesPerSecond = Self.sanitized(framesPerSecond: framesPerSecond)
        self.frames = frames
        self.markers = markers.filter { $0.time.isFinite }.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Records `host` for `duration` seconds, running `events` at their times.
    ///
    /// ```swift
    /// let host = ViewHost(Avatar(pet: cat))                     // 60 frames per second
    /// let recording = Recording.record(host, duration: 1, events: [
    ///     .tap(CGPoint(x: 200, y: 200), at: 0),
    ///     .tap(CGPoint(x: 200, y: 200), at: 0.5),               // and back, mid-flight
    /// ])
    /// ```
    ///
    /// Frame 0 is the host's current frame. Times count from the host's ``ViewHost/time`` when
    /// recording begins; frame k is captured after advancing the host with
    /// ``ViewHost/advance(by:)`` to that start plus k / `framesPerSecond`, so the host ends at the
    /// last frame's time.
    ///
    /// Events run in time order (in array order at equal times), each at its own time on the
    /// host's clock, after every frame at or before that time has been captured and before any
    /// later one. So an event at 0 leaves frame 0 showing the host as it was, and an animation it
    /// starts shows its value after k / `framesPerSecond` seconds in frame k. An event between two
    /// frames runs at its exact time, between them. Events with negative times run at 0; events
    /// at or after the last frame's time, and those at NaN or infinite times, do not run, since no
    /// frame would show them.
    ///
    /// > Important: The host draws frames on its own grid, every 1/`framesPerSecond` seconds of
    /// > the frame rate it was created with, and between frames shows the last one drawn. Record
    /// > at the host's frame rate (or one that divides it, such as 30 for a 60 Hz host), starting
    /// > at a host time on its grid (a new host is at 0), so every recorded frame is one the host
    /// > drew at exactly that time.
    ///
    /// - Parameters:
    ///   - host: The host to record. Its clock moves on; its state changes with the events.
    ///   - duration: Seconds to record. The frame count is `(duration × framesPerSecond)` rounded
    ///     to the nearest whole number, at most ``maximumFrameCount``; NaN, infinite and
    ///     negative durations record no frame.
    ///   - framesPerSecond: The frame rate (default 60); clamped to 1…1,000, NaN reads as 60.
    ///   - events: Taps and state changes to make while recording.
    /// - Returns: The frames, with the host's size.
    @MainActor
    public static func record<Root: View>(
        _ host: ViewHost<Root>,
        duration: TimeInterval,
        framesPerSecond: Double = 60,
        events: [RecordingEvent] = []
    ) -> Recording {
        record(host as any ViewHostProtocol, duration: duration, framesPerSecond: framesPerSecond, events: events)
    }

    /// Records a host of any root view type for `duration` seconds, running `events` at their
    /// times, exactly as the generic `record(_:duration:framesPerSecond:events:)` does, for a host
    /// known only as a ``ViewHostProtocol``.
    ///
    /// ```swift
    /// let hosts: [any ViewHostProtocol] = [ViewHost(Avatar(pet: cat)), ViewHost(Podium())]
    /// let recordings = hosts.map { Recording.record($0, duration: 2) }
    /// ```
    @MainActor
    public static func record(
        _ host: any ViewHostProtocol,
        duration: TimeInterval,
        framesPerSecond: Double = 60,
        events: [RecordingEvent] = []
    ) -> Recording {
        let plan = Plan(host: host, duration: duration, framesPerSecond: framesPerSecond, events: events)
        var frames: [RecordedFrame] = []
        frames.reserveCapacity(plan.count)
        var labels: [Int: String] = [:]
        var next = 0
        for k in 0..<plan.count {
            let time = plan.time(ofFrame: k)
            // Events due before this frame (after the previous one) run at their own times.
            while let event = plan.event(next, before: time) {
                advance(host, to: plan.start + max(event.time, 0))
                event.action(host)
                next += 1
            }
            advance(host, to: plan.start + time)
            frames.append(RecordedFrame(time: time, displayList: host.displayList))
            noteLabels(of: frames[k].displayList, from: host, in: &labels)
        }
        var recording = Recording(size: host.size, framesPerSecond: plan.framesPerSecond, frames: frames, markers: plan.markers)
        recording.viewLabels = labels
        return recording
    }

    /// Records `host` for `duration` seconds as `record(_:duration:framesPerSecond:events:)` does,
    /// but moving its clock with ``ViewHost/play(for:)``: the tasks its views start with
    /// `.task` run on the host's clock, so a loop that sleeps and then animates is recorded
    /// frame-exact.
    ///
    /// ```swift
    /// let recording = await Recording.play(ViewHost(Loader()), duration: 2)
    /// ```
    @MainActor
    public static func play(
        _ host: any ViewHostProtocol,
        duration: TimeInterval,
        framesPerSecond: Double = 60,
        events: [RecordingEvent] = []
    ) async -> Recording {
        let plan = Plan(host: host, duration: duration, framesPerSecond: framesPerSecond, events: events)
        var frames: [RecordedFrame] = []
        frames.reserveCapacity(plan.count)
        var labels: [Int: String] = [:]
        var next = 0
        await host.play(for: 0)
        for k in 0..<plan.count {
            let time = plan.time(ofFrame: k)
            while let event = plan.event(next, before: time) {
                await play(host, to: plan.start + max(event.time, 0))
                event.action(host)
                next += 1
            }
            await play(host, to: plan.start + time)
            frames.append(RecordedFrame(time: time, displayList: host.displayList))
            noteLabels(of: frames[k].displayList, from: host, in: &labels)
        }
        var recording = Recording(size: host.size, framesPerSecond: plan.framesPerSecond, frames: frames, markers: plan.markers)
        recording.viewLabels = labels
        return recording
    }

    /// What a recording of a host takes: its frames' count and times, and its events in the order
    /// they run.
    private struct Plan {
        let framesPerSecond: Double
        let count: Int
        let start: TimeInterval
        let events: [RecordingEvent]

        @MainActor
        init(host: any ViewHostProtocol, duration: TimeInterval, framesPerSecond: Double, events: [RecordingEvent]) {
            self.framesPerSecond = sanitized(framesPerSecond: framesPerSecond)
            count = frameCount(duration: duration, framesPerSecond: self.framesPerSecond)
            start = host.time
            let lastTime = Double(max(count - 1, 0)) / self.framesPerSecond
            self.events = events.enumerated()
                .filter { $0.element.time.isFinite && max($0.element.time, 0) < lastTime }
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
        }

        func time(ofFrame k: Int) -> TimeInterval { Double(k) / framesPerSecond }

        /// The labelled events that run, at the times they run (negative times at 0).
        var markers: [Marker] {
            events.compactMap { event in event.label.map { Marker(time: max(event.time, 0), label: $0) } }
        }

        /// Event `index`, if it runs before the frame at `time` (after the previous frame).
        func event(_ index: Int, before time: TimeInterval) -> RecordingEvent? {
            index < events.count && max(events[index].time, 0) < time ? events[index] : nil
        }
    }

    /// Asks `host` (when it names its views) for the label of each view first drawn in `list`,
    /// while the view is there to ask about.
    @MainActor
    private static func noteLabels(of list: DisplayList, from host: any ViewHostProtocol, in labels: inout [Int: String]) {
        (host as? any ViewLabelling)?.noteLabels(of: list, in: &labels)
    }

    /// The number of frames in `duration` seconds at `framesPerSecond`.
    static func frameCount(duration: TimeInterval, framesPerSecond: Double) -> Int {
        guard duration.isFinite, duration > 0 else { return 0 }
        let frames = (duration * framesPerSecond).rounded()
        return frames < Double(maximumFrameCount) ? Int(frames) : maximumFrameCount
    }

    /// Moves the host's clock forward to the host time `target`; a target at or before the
    /// host's time does nothing.
    @MainActor
    private static func advance(_ host: any ViewHostProtocol, to target: TimeInterval) {
        let step = target - host.time
        if step > 0 { host.advance(by: step) }
    }

    /// Plays the host's clock forward to the host time `target`, as ``advance(_:to:)`` moves it.
    @MainActor
    private static func play(_ host: any ViewHostProtocol, to target: TimeInterval) async {
        let step = target - host.time
        if step > 0 { await host.play(for: step) }
    }

    private static func sanitized(framesPerSecond: Double) -> Double {
        framesPerSecond.isNaN ? 60 : min(max(framesPerSecond, 1), 1000)
    }

    private static func extent(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }
}
