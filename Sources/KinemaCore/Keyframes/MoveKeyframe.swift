import Foundation

/// A keyframe that immediately moves to the given value without interpolating.
///
/// The jump happens at the keyframe's time: sampled exactly there, the track still shows the
/// value it arrived with; an instant later it shows the new one. Two cases differ: a move at the
/// very start of a track shows its value from time 0 on, and a move at the very end shows it from
/// its own time on, since the end of a track always shows the final value. The motion starts
/// again from rest, so a cubic or spring keyframe after a move starts with zero velocity unless
/// you give it one.
///
/// ```swift
/// KeyframeTrack(\.offset) {
///     LinearKeyframe(10.0, duration: 0.2)
///     MoveKeyframe(-5.0)                 // jump back…
///     LinearKeyframe(0.0, duration: 0.2) // …and slide home
/// }
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) {
        self.to = to
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(KeyframeSpec(kind: .move, target: to.animatableData, duration: 0))
    }
}

extension MoveKeyframe: Sendable where Value: Sendable {}
