import Foundation

/// A keyframe that uses simple linear interpolation, optionally shaped by a timing curve.
///
/// The value moves in a straight line through its animatable data, from the previous keyframe's
/// value to this one's, over `duration` seconds. A `timingCurve` changes the pace along that line,
/// not the line itself.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.0, duration: 0.36)                        // hold for 0.36 s
///     LinearKeyframe(1.5, duration: 0.2, timingCurve: .easeOut)  // then grow, slowing down
/// }
/// ```
///
/// A linear keyframe's velocity is its own — the slope of its line — so the motion may turn a
/// corner where it meets another linear keyframe. Neighbouring ``CubicKeyframe``s and
/// ``SpringKeyframe``s adopt that velocity at the joint, so they meet it smoothly.
///
/// A duration that is zero, negative, NaN or infinite makes the keyframe take effect at once,
/// like a ``MoveKeyframe``.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(KeyframeSpec(kind: .linear(timingCurve), target: to.animatableData, duration: duration))
    }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
