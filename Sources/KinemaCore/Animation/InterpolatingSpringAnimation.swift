import Foundation

/// The closed-form spring behind `interpolatingSpring(…)`: SwiftUI's `SpringAnimation`.
///
/// It evaluates a unit spring from 0 to 1 — x(t) = 1 − e^(−ζω₀t)·(cos ω_d t + e·sin ω_d t) with
/// e = (ζω₀ − v₀) / ω_d when underdamped, and x(t) = 1 − (1 + e·t)·e^(−ω₀t) with e = ω₀ − v₀
/// otherwise (an overdamped spring moves as the critically damped one of the same stiffness, as in
/// SwiftUI) — and scales the delta by it. It never merges: overlapping ones add up.
///
/// It finishes after its settling duration (within 0.001 of the target: closed form when
/// underdamped, SwiftUI's 0.1 s sampling otherwise) and is logically complete after 2π/√stiffness.
@usableFromInline
package struct InterpolatingSpringAnimation: CustomAnimation {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double
    /// ω₀, ζ, ω_d and e of the unit spring, worked out once.
    private let naturalFrequency: Double
    private let dampingRatio: Double
    private let dampedFrequency: Double
    private let coefficient: Double
    /// When it finishes, and when it is logically complete.
    @usableFromInline package private(set) var duration: TimeInterval
    @usableFromInline package let logicalDuration: TimeInterval

    /// - Parameters: non-positive or NaN mass reads as a tiny positive mass; non-positive or NaN
    ///   stiffness as a tiny positive one; NaN or negative damping as 0 (a spring that never
    ///   finishes); a non-finite initial velocity as 0.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = Spring.sanitizedMass(mass)
        let k = stiffness.isNaN || stiffness <= 0 ? Spring.minimumPositive : min(stiffness, 1e300)
        let c = damping.isNaN ? 0 : min(max(damping, 0), 1e300)
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        self.mass = m
        self.stiffness = k
        self.damping = c
        self.initialVelocity = v0
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (m * k).squareRoot())
        naturalFrequency = omega
        dampingRatio = zeta
        if zeta >= 1 {
            dampedFrequency = 0
            coefficient = omega - v0
        } else {
            dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
            coefficient = (zeta * omega - v0) / dampedFrequency
        }
        logicalDuration = 2 * .pi / k.squareRoot()
        duration = 0
        duration = settlingDuration(epsilon: 0.001)
    }

    /// The unit spring's value at `time` (not generic: one out-of-line call per frame).
    @usableFromInline
    package func sample(_ t: Double) -> Double {
        if dampingRatio >= 1 {
            return 1 - (1 + coefficient * t) * exp(-naturalFrequency * t)
        }
        let phase = dampedFrequency * t
        return 1 - exp(-dampingRatio * naturalFrequency * t) * (cos(phase) + coefficient * sin(phase))
    }

    /// The unit spring's rate of change at `time`.
    private func sampleVelocity(_ t: Double) -> Double {
        let omega = naturalFrequency
        if dampingRatio >= 1 {
            return exp(-omega * t) * (omega * (1 + coefficient * t) - coefficient)
        }
        let sigma = dampingRatio * omega
        let phase = dampedFrequency * t
        return exp(-sigma * t)
            * ((sigma - coefficient * dampedFrequency) * cos(phase) + (sigma * coefficient + dampedFrequency) * sin(phase))
    }

    private func settlingDuration(epsilon: Double) -> TimeInterval {
        guard dampingRatio > 0 else { return .infinity }
        if dampingRatio < 1 {
            let time = -log(epsilon / (1 + abs(coefficient))) / (dampingRatio * naturalFrequency)
            return time.isNaN ? 0 : max(time, 0)
        }
        return Spring.sampledSettlingDuration(epsilon: epsilon) { abs(1 - sample($0)) }
    }

    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where V == PackedAnimatableData)
    @_specialize(where V == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @usableFromInline
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        evaluate(value: value, time: time, context: &context)
    }

    /// The body of ``animate(value:time:context:)``: internal and inlinable, so its body is
    /// available to `Animation.animate` in every client module, whatever `V`.
    @inlinable
    func evaluate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let progress = sample(max(time, 0))
        guard progress.isFinite else { return nil }
        if time >= logicalDuration { context.isLogicallyComplete = true }
        return value.scaled(by: progress)
    }

    /// The delta times the unit spring's rate of change (a Kinema addition: SwiftUI reports none,
    /// which a merging spring would read as zero).
    @usableFromInline
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration else { return .zero }
        return value.scaled(by: sampleVelocity(max(time, 0)))
    }
}

extension InterpolatingSpringAnimation: CustomStringConvertible {
    @usableFromInline
    package var description: String {
        "SpringAnimation(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
            + "initialVelocity: _Velocity<Double>(valuePerSecond: \(initialVelocity)))"
    }
}
