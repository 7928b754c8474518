import Foundation

/// `Animation.default`: a distinct animation that behaves as
/// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`.
package struct DefaultAnimation: ForwardingAnimation {
    package var base: Animation { Animation(FluidSpringAnimation.defaultSpring) }

    package init() {}

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }
}

extension DefaultAnimation: CustomStringConvertible {
    package var description: String { "DefaultAnimation()" }
}

extension Animation {
    /// The default animation: a critically damped spring with response 0.55
    /// (`spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`), as in SwiftUI since
    /// iOS 17. A bare `withAnimation { … }` uses it.
    ///
    /// It is equal only to itself, not to a spring built with the same parameters, so code can tell
    /// an animation chosen on purpose from the default.
    ///
    /// ```swift
    /// withAnimation { selected.toggle() } // same as withAnimation(.default)
    /// ```
    public static let `default` = Animation(DefaultAnimation())

    // MARK: Persistent springs

    /// A persistent spring with the given response and damping fraction.
    ///
    /// When mixed with other persistent springs on the same property, each replaces its predecessor,
    /// preserving velocity, and the response blends over `blendDuration`.
    ///
    /// Frames step SwiftUI's own spring integrator (fixed 1/300 s velocity-Verlet steps of a mass-1
    /// spring, stiffness capped at 45,000), so each frame shows the value SwiftUI shows; like
    /// SwiftUI's, the values depend slightly on the frame rate.
    ///
    /// ```swift
    /// withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { offset = 100 }
    /// ```
    ///
    /// - Parameters:
    ///   - response: The stiffness as an approximate duration in seconds; 0 (and negative, NaN)
    ///     requests an infinitely stiff spring, capped at stiffness 45,000.
    ///   - dampingFraction: Drag as a fraction of critical damping; negative values clamp to 0
    ///     (an undamped spring that never finishes), NaN reads as 1.
    ///   - blendDuration: Seconds over which a change of response is blended; defaults to 0.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring with the given perceptual duration and bounce.
    ///
    /// Frames step SwiftUI's own spring integrator (fixed 1/300 s velocity-Verlet steps of a mass-1
    /// spring, stiffness capped at 45,000), so each frame shows the value SwiftUI shows; like
    /// SwiftUI's, the values depend slightly on the frame rate.
    ///
    /// ```swift
    /// withAnimation(.spring(duration: 0.3, bounce: 0.7)) { scale = 1.5 }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which is the spring's response.
    ///   - bounce: 0 for none, up to 1; negative values overdamp (see ``Spring/init(duration:bounce:)``).
    ///   - blendDuration: Seconds over which a change of response is blended.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(forBounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation from a ``Spring`` value.
    ///
    /// ```swift
    /// withAnimation(.spring(Spring(duration: 0.4, bounce: 0.2))) { … }
    /// ```
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        self.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A persistent spring with the default duration (0.5) and no bounce: the same as ``smooth``.
    public static var spring: Animation { spring() }

    /// A persistent spring with a short response, for interactive changes such as drags.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A persistent spring with a short duration and a little bounce (0.15), for interactive changes.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A persistent spring with a short response, for interactive changes: `interactiveSpring()`,
    /// which is response 0.15, damping fraction 0.85 (bounce 0.15) and blend duration 0.25.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring with no bounce: duration 0.5.
    ///
    /// Frames step SwiftUI's own spring integrator (fixed 1/300 s velocity-Verlet steps of a mass-1
    /// spring, stiffness capped at 45,000), so each frame shows the value SwiftUI shows; like
    /// SwiftUI's, the values depend slightly on the frame rate.
    ///
    /// ```swift
    /// .animation(.smooth, value: selected)
    /// ```
    public static var smooth: Animation { smooth() }

    /// A smooth spring with no bounce that can be tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// A spring with a small amount of bounce (0.15): duration 0.5.
    ///
    /// Frames step SwiftUI's own spring integrator (fixed 1/300 s velocity-Verlet steps of a mass-1
    /// spring, stiffness capped at 45,000), so each frame shows the value SwiftUI shows; like
    /// SwiftUI's, the values depend slightly on the frame rate.
    public static var snappy: Animation { snappy() }

    /// A spring with a small amount of bounce that can be tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a medium amount of bounce (0.3): duration 0.5.
    ///
    /// Frames step SwiftUI's own spring integrator (fixed 1/300 s velocity-Verlet steps of a mass-1
    /// spring, stiffness capped at 45,000), so each frame shows the value SwiftUI shows; like
    /// SwiftUI's, the values depend slightly on the frame rate.
    ///
    /// ```swift
    /// withAnimation(.bouncy) { selected.toggle() }
    /// ```
    public static var bouncy: Animation { bouncy() }

    /// A spring with a medium amount of bounce that can be tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Closed-form springs

    /// A spring evaluated in closed form from the start, with mass, stiffness and damping.
    ///
    /// It does not merge: interrupting one adds the new spring's motion to the running one's.
    ///
    /// ```swift
    /// .interpolatingSpring(stiffness: 170, damping: 15)
    /// ```
    /// - Parameter initialVelocity: The starting velocity as a multiple of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation(InterpolatingSpringAnimation(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// A closed-form spring with the given perceptual duration and bounce: mass 1, stiffness
    /// (2π / duration)² and damping 2·√stiffness times the damping ratio of `bounce`.
    ///
    /// ```swift
    /// .interpolatingSpring(duration: 0.4, bounce: 0.2)
    /// ```
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        let omega = 2 * .pi / Spring.sanitizedResponse(duration)
        let stiffness = omega * omega
        return interpolatingSpring(
            mass: 1, stiffness: stiffness, damping: 2 * stiffness.squareRoot() * Spring.dampingRatio(forBounce: bounce),
            initialVelocity: initialVelocity)
    }

    /// A closed-form spring animation from a ``Spring`` value: mass 1 with the spring's
    /// ``Spring/stiffness`` and ``Spring/damping``, as SwiftUI builds it.
    ///
    /// ```swift
    /// .interpolatingSpring(.bouncy, initialVelocity: 0)
    /// ```
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(
            mass: 1, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    /// A closed-form spring with duration 0.5 and no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
