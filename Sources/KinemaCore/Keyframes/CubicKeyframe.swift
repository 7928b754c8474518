import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Each segment is a cubic Hermite curve: it leaves the previous value with one velocity and
/// arrives at this keyframe's value with another. If you don't specify the velocities, Kinema
/// picks them to keep the motion smooth:
///
/// - Between two cubic keyframes, the velocity is the slope between their neighbours:
///   (next value − previous value) / (time between them). A run of cubic keyframes is therefore a
///   Catmull-Rom spline through their values.
/// - Next to another kind of keyframe, the cubic adopts that keyframe's velocity at the joint: the
///   end velocity of a linear or spring keyframe before it, the start velocity of a linear
///   keyframe after it.
/// - At the start of a track the velocity is the track's initial velocity (zero for a
///   ``KeyframeTimeline``); at the end of a track, and before a ``MoveKeyframe``, it is zero.
///
/// ```swift
/// KeyframeTrack(\.verticalStretch) {
///     CubicKeyframe(1.0, duration: 0.1)
///     CubicKeyframe(0.6, duration: 0.15)
///     CubicKeyframe(1.5, duration: 0.1)
/// }
/// ```
///
/// A duration that is zero, negative, NaN or infinite makes the keyframe take effect at once, like
/// a ``MoveKeyframe``. Velocities with NaN or infinite components count as unspecified.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(KeyframeSpec(
            kind: .cubic, target: to.animatableData, duration: duration,
            startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
