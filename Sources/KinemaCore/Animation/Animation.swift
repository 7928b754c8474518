import Foundation

/// The way a view changes over time: a type-erased ``CustomAnimation``.
///
/// Pass one to `withAnimation` or the animation modifiers, or step it yourself:
///
/// ```swift
/// var context = AnimationContext<Double>()
/// Animation.easeInOut(duration: 1).animate(value: 100.0, time: 0.5, context: &context) // 50
/// Animation(MyLinearAnimation(duration: 1)).animate(value: 100.0, time: 0.25, context: &context) // 25
/// ```
///
/// Animations fall into timing curves (``linear``, ``easeInOut``, ``timingCurve(_:duration:)``),
/// springs (``smooth``, ``snappy``, ``bouncy``, ``spring(_:blendDuration:)``), and higher-order
/// animations that modify a base (``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``).
/// Two animations are equal when they wrap equal values of the same type.
public struct Animation: Hashable, Sendable {
    /// The wrapped animation.
    public let base: any CustomAnimation

    /// Creates an animation from a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// Calculates the current value of the animation: how much of `value` is covered at `time`.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards (the change from the old value to the new one).
    ///   - time: Seconds since the animation began.
    ///   - context: State that persists between calls; pass the same context on every frame.
    /// - Returns: The part of `value` covered so far, or `nil` once the animation has finished.
    ///
    /// Garbage in never reaches the screen: a `value` with a NaN or infinite component, a NaN
    /// `time`, and a result that is not finite all end the animation (`nil`), so the value jumps
    /// to its destination.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard value.magnitudeSquared.isFinite, !time.isNaN,
            let result = base.animate(value: value, time: time, context: &context),
            result.magnitudeSquared.isFinite
        else { return nil }
        return result
    }

    /// Calculates the velocity of the animation at `time`, or `nil` if the animation cannot say.
    ///
    /// A timing curve's velocity is infinite where its curve is vertical (the end of
    /// `circularEaseIn`), as in SwiftUI; the runtime treats such a velocity as unknown wherever it
    /// would carry it on. A NaN velocity is reported as unknown (`nil`).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard let velocity = base.velocity(value: value, time: time, context: context),
            !velocity.magnitudeSquared.isNaN
        else { return nil }
        return velocity
    }

    /// Returns whether this animation should take over from `previous`, still running on the same
    /// value; see ``CustomAnimation/shouldMerge(previous:value:time:context:)``.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        Self.isEqual(lhs.base, rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    private static func isEqual<A: CustomAnimation>(_ lhs: A, _ rhs: any CustomAnimation) -> Bool {
        guard let rhs = rhs as? A else { return false }
        return lhs == rhs
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    /// A textual description of the animation: its base animation's, as SwiftUI prints it, such as
    /// `FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)` for
    /// `.bouncy` or `DefaultAnimation()` for `.default`.
    ///
    /// > Note: Where SwiftUI's text names its own module (`SwiftUI.`, `(extension in SwiftUI):`),
    /// > Kinema's built-in animations leave the module name out.
    public var description: String { String(describing: base) }

    /// The description SwiftUI gives in the debugger: `AnyAnimator(…)` around the base animation
    /// as `String(reflecting:)` prints it, such as `AnyAnimator(DefaultAnimation())`.
    public var debugDescription: String { "AnyAnimator(\(String(reflecting: base)))" }
}
