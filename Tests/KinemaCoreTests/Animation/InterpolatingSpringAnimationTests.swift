import Foundation
import Kinema
import KinemaTestSupport
import Testing

// References (python3): (m, k, c) = (1, 100, 10): ω₀ = 10, ζ = 0.5, ω_d = √75;
// x(t) = 1 − e^(−5t)(cos ω_d t + (5 − v₀)/ω_d·sin ω_d t). Logically complete after one undamped
// period 2π/√k = 0.6283185307179586; finished at the settling time for ε = 0.001:
// −ln(0.001 / (1 + |e|)) / (ζω₀), e = (ζω₀ − v₀)/ω_d → 1.4727003346780927 (v₀ = 0).

private typealias Close = AnimationLaws

@Suite("Animation: interpolating (closed-form) springs")
struct InterpolatingSpringAnimationTests {
    @Test(arguments: [(0.1, 0.34029984660829826, 5.33507195114693), (0.3, 1.1243547674084116, 1.3324264401804125),
                      (0.7, 0.9743589616142305, -0.07643713713069396)])
    func followsTheClosedForm(time: Double, value: Double, velocity: Double) {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 2.0, time: time, context: &context) ?? .nan, 2 * value, absolute: 1e-12))
        #expect(Close.isClose(animation.velocity(value: 2.0, time: time, context: context) ?? .nan, 2 * velocity, absolute: 1e-10))
    }

    @Test(arguments: [(0.1, 0.44700128563123687), (0.3, 1.15100329621202), (0.7, 0.9728302188716166)])
    func initialVelocityIsAMultipleOfTheChangePerSecond(time: Double, value: Double) {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 3.0, time: time, context: &context) ?? .nan, 3 * value, absolute: 1e-12))
        // velocity at t = 0 is initialVelocity × Δ
        #expect(Close.isClose(animation.velocity(value: 3.0, time: 0, context: context) ?? .nan, 6, absolute: 1e-12))
    }

    @Test func defaultIsDurationHalfASecondWithoutBounce() {
        // Critically damped, ω = 4π: x(0.25) = 1 − (1 + π)e^(−π) = 0.821025553585931.
        var context = AnimationContext<Double>()
        let value = Animation.interpolatingSpring.animate(value: 1.0, time: 0.25, context: &context)
        #expect(Close.isClose(value ?? .nan, 0.821025553585931, absolute: 1e-12))
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0))
        #expect(Animation.interpolatingSpring == .interpolatingSpring())
    }

    @Test func springValueFormMatchesTheSpring() {
        let spring = Spring(duration: 0.4, bounce: 0.3)
        var context = AnimationContext<Double>()
        for t in [0.05, 0.2, 0.5] {
            let value = Animation.interpolatingSpring(spring).animate(value: 1.0, time: t, context: &context)
            #expect(Close.isClose(value ?? .nan, spring.value(target: 1.0, time: t), absolute: 1e-12))
        }
    }

    @Test func isLogicallyCompleteAfterOneUndampedPeriod() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        var early = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: 0.628, context: &early)
        #expect(!early.isLogicallyComplete)
        var late = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: 0.6284, context: &late)
        #expect(late.isLogicallyComplete)
    }

    @Test func finishesAtItsSettlingTime() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 1.0, time: 1.4727, context: &context) != nil)
        #expect(animation.animate(value: 1.0, time: 1.4728, context: &context) == nil)
        // A critically damped one: by 0.1 s sampling, 0.7999999999999999 s for (0.5, 0).
        #expect(Animation.interpolatingSpring.animate(value: 1.0, time: 0.79, context: &context) != nil)
        #expect(Animation.interpolatingSpring.animate(value: 1.0, time: 0.81, context: &context) == nil)
    }

    @Test func doesNotMerge() {
        var context = AnimationContext<Double>()
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: .interpolatingSpring, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.interpolatingSpring(stiffness: 100, damping: 10).shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
    }

    @Test func isStatelessSoAnyTimeCanBeSampledInAnyOrder() {
        let animation = Animation.interpolatingSpring(duration: 0.4, bounce: 0.2)
        var context = AnimationContext<Double>()
        let late = animation.animate(value: 1.0, time: 0.3, context: &context)
        let early = animation.animate(value: 1.0, time: 0.1, context: &context)
        var fresh = AnimationContext<Double>()
        #expect(early == animation.animate(value: 1.0, time: 0.1, context: &fresh))
        #expect(late == animation.animate(value: 1.0, time: 0.3, context: &fresh))
    }
}
