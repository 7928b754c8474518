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
    /// How the animation is held. The built-in kinds that frames evaluate most are stored as
    /// themselves, so ``animate(value:time:context:)`` reaches their maths without going through
    /// an existential and, inlined into a caller that knows `V`, runs fully specialised; every
    /// other animation (custom ones, higher-order wrappers) takes the generic path.
    @usableFromInline
    package enum Storage: Sendable {
        /// `spring(…)`, `smooth`, `snappy`, `bouncy`, `interactiveSpring` (24 bytes, inline).
        case fluidSpring(FluidSpringAnimation)
        /// `default`: the fluid spring (0.55, 1.0, 0) under its own name.
        case defaultSpring
        /// Timing curves, boxed: too large to sit inline.
        case timingCurve(TimingCurveBox)
        /// `interpolatingSpring(…)`, boxed for the same reason.
        case interpolatingSpring(InterpolatingSpringBox)
        /// Everything else, through the protocol. Boxed too, so that every payload is trivial or
        /// one reference: with an existential inline, matching a case copied the whole storage
        /// (a value-witness call, 40 instructions of every spring's frame).
        case custom(CustomAnimationBox)
    }

    @usableFromInline
    package let storage: Storage

    /// The wrapped animation.
    public var base: any CustomAnimation {
        switch storage {
        case .fluidSpring(let spring): spring
        case .defaultSpring: DefaultAnimation()
        case .timingCurve(let box): box.erased
        case .interpolatingSpring(let box): box.erased
        case .custom(let box): box.base
        }
    }

    /// Creates an animation from a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        // Dynamic casts once, here, so that evaluating never needs one.
        if let spring = base as? FluidSpringAnimation {
            storage = .fluidSpring(spring)
        } else if base is DefaultAnimation {
            storage = .defaultSpring
        } else if let curve = base as? TimingCurveAnimation {
            storage = .timingCurve(TimingCurveBox(curve))
        } else if let spring = base as? InterpolatingSpringAnimation {
            storage = .interpolatingSpring(InterpolatingSpringBox(spring))
        } else {
            storage = .custom(CustomAnimationBox(base))
        }
    }

    /// Calculates the current value of the animation: how much of `value` is covered at `time`.
    ///
    /// ```swift
    /// var context = AnimationContext<Double>()
    /// Animation.easeInOut(duration: 1).animate(value: 100.0, time: 0.5, context: &context) // 50
    /// ```
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
    ///
    /// Inlinable: built-in springs and timing curves are evaluated in the caller's specialisation,
    /// with no type-metadata lookups; custom animations go through the protocol.
    @inlinable
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard value.magnitudeSquared.isFinite, !time.isNaN else { return nil }
        let result: V?
        switch storage {
        case .fluidSpring(let spring):
            result = spring.evaluate(value: value, time: time, context: &context)
        case .defaultSpring:
            result = FluidSpringAnimation.defaultSpring.evaluate(value: value, time: time, context: &context)
        case .timingCurve(let box):
            result = box.animation.evaluate(value: value, time: time, context: &context)
        case .interpolatingSpring(let box):
            result = box.animation.evaluate(value: value, time: time, context: &context)
        case .custom(let box):
            result = box.base.animate(value: value, time: time, context: &context)
        }
        guard let result, result.magnitudeSquared.isFinite else { return nil }
        return result
    }

    /// Calculates the velocity of the animation at `time`, or `nil` if the animation cannot say.
    ///
    /// A timing curve's velocity is infinite where its curve is vertical (the end of
    /// `circularEaseIn`), as in SwiftUI; the runtime treats such a velocity as unknown wherever it
    /// would carry it on. A NaN velocity is reported as unknown (`nil`).
    ///
    /// (Pre-specialised here and in the built-in animations, as is ``shouldMerge(previous:value:time:context:)``:
    /// the runtime calls both whenever a change joins a running animation.)
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    @_specialize(where V == AnimatablePair<Double, Double>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        // A fluid spring is called directly: through `base`, the call would reach the spring's
        // generic entry point, which looks up type metadata to find its specialisation.
        let velocity: V?
        if case .fluidSpring(let spring) = storage {
            velocity = spring.velocity(value: value, time: time, context: context)
        } else {
            velocity = base.velocity(value: value, time: time, context: context)
        }
        guard let velocity,
            !velocity.magnitudeSquared.isNaN
        else { return nil }
        return velocity
    }

    /// Returns whether this animation should take over from `previous`, still running on the same
    /// value; see ``CustomAnimation/shouldMerge(previous:value:time:context:)``.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    @_specialize(where V == AnimatablePair<Double, Double>)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        if case .fluidSpring(let spring) = storage {
            return spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
        }
        return base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The fluid spring this animation is, if it is one (not `default`, which is a distinct type).
    package var fluidSpring: FluidSpringAnimation? {
        if case .fluidSpring(let spring) = storage { return spring }
        return nil
    }

    /// The persistent spring `animate` steps for this animation, `default` included: the
    /// runtime steps these in place. Inlinable: asked once per running animation per frame, and
    /// called out of line it copied the whole storage (retaining a boxed curve) to answer.
    @inlinable
    package var steppedSpring: FluidSpringAnimation? {
        switch storage {
        case .fluidSpring(let spring): spring
        case .defaultSpring: FluidSpringAnimation.defaultSpring
        default: nil
        }
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.fluidSpring(let a), .fluidSpring(let b)): a == b
        case (.defaultSpring, .defaultSpring): true
        case (.timingCurve(let a), .timingCurve(let b)): a === b || a.animation == b.animation
        case (.interpolatingSpring(let a), .interpolatingSpring(let b)): a === b || a.animation == b.animation
        case (.custom(let a), .custom(let b)): a === b || Self.isEqual(a.base, b.base)
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        let base = self.base
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    private static func isEqual<A: CustomAnimation>(_ lhs: A, _ rhs: any CustomAnimation) -> Bool {
        guard let rhs = rhs as? A else { return false }
        return lhs == rhs
    }
}

/// A timing curve held by reference inside ``Animation``, with its existential made once.
@usableFromInline
package final class TimingCurveBox: Sendable {
    @usableFromInline
    package let animation: TimingCurveAnimation
    package let erased: any CustomAnimation

    init(_ animation: TimingCurveAnimation) {
        self.animation = animation
        self.erased = animation
    }
}

/// Any other animation held by reference inside ``Animation``.
@usableFromInline
package final class CustomAnimationBox: Sendable {
    @usableFromInline
    package let base: any CustomAnimation

    init(_ base: any CustomAnimation) {
        self.base = base
    }
}

/// An interpolating spring held by reference inside ``Animation``, with its existential made once.
@usableFromInline
package final class InterpolatingSpringBox: Sendable {
    @usableFromInline
    package let animation: InterpolatingSpringAnimation
    package let erased: any CustomAnimation

    init(_ animation: InterpolatingSpringAnimation) {
        self.animation = animation
        self.erased = animation
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
