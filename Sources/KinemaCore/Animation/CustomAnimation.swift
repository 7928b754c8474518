import Foundation

/// A type that defines how an animatable value changes over time.
///
/// This is the generic entry point every Kinema animation — built-in or yours — goes through.
/// An animation is handed the *delta vector* to cover (new value − old value), the time since it
/// began and a context for state, and returns how much of the delta has been covered so far.
///
/// ```swift
/// struct MyLinearAnimation: CustomAnimation {
///     var duration: TimeInterval
///
///     func animate<V: VectorArithmetic>(
///         value: V, time: TimeInterval, context: inout AnimationContext<V>
///     ) -> V? {
///         if time <= duration {
///             value.scaled(by: time / duration)
///         } else {
///             nil // animation has finished
///         }
///     }
/// }
///
/// let animation = Animation(MyLinearAnimation(duration: 1))
/// ```
///
/// Only ``animate(value:time:context:)`` is required. ``velocity(value:time:context:)`` defaults to
/// `nil` (unknown) and ``shouldMerge(previous:value:time:context:)`` to `false`, meaning a new
/// animation runs alongside an interrupted one and their results are added.
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards: the full change this animation covers.
    ///   - time: The elapsed time since the start of the animation, in seconds.
    ///   - context: Additional state for the animation, such as a spring's position and velocity.
    /// - Returns: The current value of the animation (from `.zero` to `value`), or `nil` once the
    ///   animation has finished and can be removed.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at a specified time, in units of `value` per second.
    ///
    /// Used to carry velocity into an animation that takes over from this one.
    /// - Returns: The velocity, or `nil` when it is not known (the default).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Determines whether this animation should merge with a previous animation that is still
    /// running on the same property.
    ///
    /// Return `true` to take over: the previous animation is removed and this one continues from
    /// its state (read from `context`, which is the previous animation's context), animating the
    /// combined change. Return `false` (the default) to run both and add their results.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The vector this animation will animate towards.
    ///   - time: The elapsed time since the previous animation started.
    ///   - context: The previous animation's context, which this animation may update.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No known velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: a new animation runs alongside the previous one and their results are added.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
