import Foundation
import KinemaUI

extension RecordingEvent {
    /// The events that drag a finger from `start` to `end` (host coordinates) in `duration`
    /// seconds from `time`: down at `time`, a move every 1/60 s at a constant speed, and the lift
    /// at `time + duration`.
    ///
    /// ```swift
    /// let host = ViewHost(DraggableCard())
    /// let recording = Recording.record(host, duration: 2, events:
    ///     RecordingEvent.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200), at: 0.3, duration: 0.2))
    /// recording.markers   // [Marker(time: 0.3, label: "drag"), Marker(time: 0.5, label: "release")]
    /// ```
    ///
    /// The recorder runs each event at its exact time, so the finger moves at the same speed
    /// whatever the recording's frame rate (a drag's release velocity does not depend on it).
    /// Unlike ``ViewHost/drag(from:to:duration:)``, the events do not advance the clock themselves:
    /// the recording does, between them.
    ///
    /// Bad input: a drag that starts on no gesture, or while another finger is down, does nothing
    /// (its moves and lift find no touch); a zero, negative or non-finite duration touches down,
    /// moves once to `end` and lifts, all at `time`.
    ///
    /// - Parameters:
    ///   - start: Where the finger touches down.
    ///   - end: Where it lifts.
    ///   - time: Seconds from the start of the recording when it touches down.
    ///   - duration: Seconds the drag lasts.
    /// - Returns: The events, in time order: "drag" and "release" are marked on a page's timeline.
    public static func drag(from start: CGPoint, to end: CGPoint, at time: TimeInterval, duration: TimeInterval) -> [RecordingEvent] {
        drag(from: start, to: end, at: time, duration: duration, onMiss: nil)
    }

    /// ``drag(from:to:at:duration:)``, calling `onMiss` when the finger finds nothing to touch.
    static func drag(
        from start: CGPoint, to end: CGPoint, at time: TimeInterval, duration: TimeInterval,
        onMiss: (@MainActor () -> Void)?
    ) -> [RecordingEvent] {
        let finger = Finger()
        let length = duration.isFinite ? max(duration, 0) : 0
        // One move per 60 Hz frame, as a finger on a device reports.
        let moves = min(max(Int((length * 60).rounded()), 1), 10_000)
        var events = [
            RecordingEvent(at: time, label: "drag") { host in
                finger.touch = host.touchDown(at: start)
                if finger.touch == nil { onMiss?() }
            }
        ]
        for move in 1...moves {
            let fraction = Double(move) / Double(moves)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            events.append(RecordingEvent(at: time + length * fraction, label: nil) { _ in finger.touch?.move(to: point) })
        }
        events.append(RecordingEvent(at: time + length, label: "release") { _ in finger.touch?.lift() })
        return events
    }
}

/// The touch one drag's first event puts down, for the events that move and lift it.
@MainActor
private final class Finger {
    var touch: HostTouch?
    // Made where the events are, which need not be the main actor; used only on it.
    nonisolated init() {}
}
