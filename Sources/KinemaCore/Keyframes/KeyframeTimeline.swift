import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// Unlike an ``Animation``, which interpolates between the values a state change provides,
/// keyframes define the whole path a value takes. A timeline is like a video clip: it has a
/// duration, and you can evaluate it at any time within it — to plot it, to scrub it with a
/// scroll position, or to drive an effect from a clock.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     KeyframeTrack(\.x) {
///         LinearKeyframe(100, duration: 0.5)
///         SpringKeyframe(0, duration: 1, spring: .bouncy)
///     }
///     KeyframeTrack(\.y) {
///         CubicKeyframe(40, duration: 0.75)
///         CubicKeyframe(0, duration: 0.75)
///     }
/// }
/// timeline.duration            // 1.5
/// timeline.value(time: 0.25)   // CGPoint(x: 50, y: …)
/// ```
///
/// Tracks run side by side from time 0; the timeline lasts as long as its longest track. Tracks are
/// applied to the initial value in the order they are declared, so when two tracks change the same
/// property, the last one wins.
///
/// Creating a timeline resolves every track once; sampling it finds each track's segment by binary
/// search and allocates nothing.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [any KeyframeTrackSampler<Value>]
    private let storedDuration: TimeInterval

    /// Creates a new instance using the initial value and content that you provide.
    ///
    /// - Parameters:
    ///   - initialValue: The value the tracks start from; properties without a track keep it.
    ///   - content: The tracks (or the keyframes of a single track for the whole value).
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: nil, keyframes: content())
    }

    /// Creates a timeline whose tracks start moving at `initialVelocity` — how a keyframe animator
    /// continues a value that is already in motion.
    package init(initialValue: Value, initialVelocity: Value?, keyframes: some Keyframes<Value>) {
        var resolved = _ResolvedKeyframes<Value>()
        keyframes._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        self.initialValue = initialValue
        self.tracks = resolved.tracks
        self.storedDuration = resolved.tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The duration of the content in seconds: that of its longest track.
    public var duration: TimeInterval {
        storedDuration
    }

    /// Returns the interpolated value at the given time.
    ///
    /// - Parameter time: Seconds from the start. Times before 0 (and NaN) give the value at 0;
    ///   times past a track's end give that track's final value.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks {
            track.apply(time: time, to: &value)
        }
        return value
    }

    /// Returns the interpolated value at the given progress in the range zero to one.
    ///
    /// - Parameter progress: The fraction of ``duration``; clamped to 0…1, NaN reads as 0.
    public func value(progress: Double) -> Value {
        let progress = progress > 0 ? min(progress, 1) : 0
        return value(time: progress * storedDuration)
    }

    /// Whether every track ends on the value it started from, so that the value at ``duration`` is
    /// the initial value (as far as animatable data goes): a loop that rebuilt the timeline from
    /// its final value would get the same timeline back, if its keyframes depend only on the
    /// value they start from.
    package var endsWhereItStarts: Bool {
        tracks.allSatisfy { $0.endsWhereItStarts }
    }

    /// The velocity of every tracked property at `time`, written over `base` (which supplies the
    /// properties no track animates, typically zero velocities).
    package func velocity(time: Double, base: Value) -> Value {
        var velocity = base
        for track in tracks {
            track.applyVelocity(time: time, to: &velocity)
        }
        return velocity
    }
}

// The stored state is the initial value, immutable resolved paths of values derived from it, and
// immutable key paths; nothing is shared or mutated after creation.
extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
