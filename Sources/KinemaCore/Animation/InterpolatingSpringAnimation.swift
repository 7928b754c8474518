import Foundation

/// The closed-form spring behind `interpolatingSpring(…)`.
///
/// It evaluates the spring's exact solution from the start, with an initial velocity given as a
/// multiple of the delta per second. It does not merge: an interrupted one keeps running and the
/// new one is added, which preserves velocity by superposition. It is logically complete after one
/// undamped period, 2π / √stiffness, and finishes at its settling time for ε = 0.001 of the delta.
package struct InterpolatingSpringAnimation: CustomAnimation {
    package let spring: Spring
    package let initialVelocity: Double
    /// Seconds until the spring is within 0.001 of a unit delta, for ever after; computed once,
    /// since sampling a critically damped spring's settling takes up to a thousand evaluations.
    package let duration: TimeInterval

    package init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = Self.settlingDuration(spring: spring, initialVelocity: self.initialVelocity)
    }

    private static func settlingDuration(spring: Spring, initialVelocity: Double) -> TimeInterval {
        let zeta = spring.dampingRatio
        let omega = spring.angularFrequency
        guard zeta > 0 else { return .infinity }
        if zeta < 1 {
            // The envelope of x(t) = 1 − e^(−ζω₀t)(cos ω_d t + e·sin ω_d t) is e^(−ζω₀t)(1 + |e|).
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let e = (zeta * omega - initialVelocity) / omegaD
            return max(-log(0.001 / (1 + abs(e))) / (zeta * omega), 0)
        }
        return spring.sampledSettlingDuration(epsilon: 0.001) { time in
            abs(1 - spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
        }
    }

    /// One undamped period, 2π / √stiffness.
    package var logicalDuration: TimeInterval { 2 * .pi / spring.stiffness.squareRoot() }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        if time >= logicalDuration { context.isLogicallyComplete = true }
        let progress = spring.value(target: 1.0, initialVelocity: initialVelocity, time: time)
        return value.scaled(by: progress)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration else { return .zero }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
    package var description: String {
        "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), "
            + "initialVelocity: \(initialVelocity))"
    }
}
