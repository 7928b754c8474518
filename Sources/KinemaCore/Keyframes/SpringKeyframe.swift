import Foundation

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// The spring starts from the previous keyframe's value, moving at the velocity the motion had
/// there (or `startVelocity`), and pulls toward this keyframe's value:
///
/// - With a `duration`, the spring runs only that long. It may not have arrived: the next
///   keyframe starts from wherever the spring is, moving at the spring's velocity.
/// - Without one, it runs for the spring's ``Spring/settlingDuration``.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.0, duration: 0.36)
///     SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)  // cut short after 0.8 s
///     SpringKeyframe(1.0, spring: .bouncy)                 // runs until settled
/// }
/// ```
///
/// A duration that is zero, negative, NaN or infinite makes the keyframe take effect at once, like
/// a ``MoveKeyframe``. A spring that never settles (an undamped one, `bounce: 1`) without a
/// duration runs for 100 seconds.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or `nil` to use the
    ///     settling duration of the spring.
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
    ///     automatically compute the velocity to maintain smooth motion.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends this keyframe.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.append(KeyframeSpec(
            kind: .spring(spring), target: to.animatableData, duration: duration,
            startVelocity: startVelocity?.animatableData))
    }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
