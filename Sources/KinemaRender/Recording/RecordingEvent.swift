import Foundation
import KinemaUI

/// Something to do to a host at a given time while it is recorded: a tap, a state change.
///
/// ```swift
/// let host = ViewHost(Avatar(pet: cat))
/// let recording = Recording.record(host, duration: 1.5, events: [
///     .tap(CGPoint(x: 200, y: 200), at: 0),                  // frame 0 at rest, then the spring
///     RecordingEvent(at: 0.75) { _ in                         // any state change, in one event
///         host.perform { host.rootView.pet = dog }
///     },
/// ])
/// ```
///
/// The time is in seconds from the start of the recording (not host time). An event runs after
/// every frame at or before its time has been captured and before any later frame: an event at
/// 0 leaves frame 0 showing the state before it, and the animation it starts is seen from frame 1
/// on. `Recording.record(_:duration:framesPerSecond:events:)` gives the whole rule.
///
/// The action gets the host being recorded. It should not advance the host's clock itself: the
/// recorder does that, and frames after an action that moved the clock are captured late.
public struct RecordingEvent: Sendable {
    /// When the action runs, in seconds from the start of the recording.
    public let time: TimeInterval

    /// What the event is, in a word or two ("tap", "press"), for the markers a recording keeps
    /// (``Recording/markers``); `nil` for an event that marks nothing (the middle of a drag).
    public let label: String?

    /// What to do to the host.
    let action: @MainActor (any ViewHostProtocol) -> Void

    /// Creates an event that runs `action` on the recorded host at `time`.
    ///
    /// ```swift
    /// let pressFirstButton = RecordingEvent(at: 0.2) { host in
    ///     host.tap(at: CGPoint(x: 60, y: 40))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - time: Seconds from the start of the recording. Negative times run at 0; NaN, infinite
    ///     times and times after the last frame never run.
    ///   - label: What the event is, shown where it happens on a page's charts and timeline
    ///     (default "change"); `nil` leaves no marker.
    ///   - action: The change to make, given the host being recorded.
    public init(
        at time: TimeInterval, label: String? = "change", _ action: @escaping @MainActor (any ViewHostProtocol) -> Void
    ) {
        self.time = time
        self.label = label
        self.action = action
    }

    /// An event that taps the host at `point` (host coordinates) at `time`.
    ///
    /// ```swift
    /// let tapAvatar = RecordingEvent.tap(CGPoint(x: 200, y: 200), at: 0)
    /// ```
    ///
    /// A tap that lands on no gesture does nothing, as ``ViewHost/tap(at:)`` does.
    public static func tap(_ point: CGPoint, at time: TimeInterval) -> RecordingEvent {
        RecordingEvent(at: time, label: "tap") { host in host.tap(at: point) }
    }
}
