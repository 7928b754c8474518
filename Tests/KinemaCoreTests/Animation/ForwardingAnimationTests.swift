import Kinema
import Testing

/// Animations that wrap a base pass merging and velocity through to it.
@Suite("Animation: forwarding to the base")
struct ForwardingAnimationTests {
    /// A running smooth spring, 0.2 s into a change of 1.
    private func runningSpring() -> AnimationContext<Double> {
        var context = AnimationContext<Double>()
        for frame in 0...12 { _ = Animation.smooth.animate(value: 1.0, time: Double(frame) / 60, context: &context) }
        return context
    }

    @Test(arguments: [Animation.default, Animation.smooth.logicallyComplete(after: 0.1)])
    func wrappersOfASpringMergeWithARunningSpring(animation: Animation) {
        var context = runningSpring()
        #expect(animation.shouldMerge(previous: .smooth, value: 2.0, time: 0.2, context: &context))
    }

    @Test func wrappersOfATimingCurveDoNotMerge() {
        var context = runningSpring()
        let animation = Animation.easeIn.logicallyComplete(after: 0.1)
        #expect(!animation.shouldMerge(previous: .smooth, value: 2.0, time: 0.2, context: &context))
    }

    @Test func defaultReportsTheRunningSpringsVelocity() {
        let context = runningSpring()
        // Critically damped, ω = 4π: v(0.2) = ω²·t·e^(−ωt) for a change of 1.
        let omega = 4 * Double.pi
        let expected = omega * omega * 0.2 * exp(-omega * 0.2)
        let velocity = Animation.default.velocity(value: 1.0, time: 0.2, context: context) ?? .nan
        #expect(abs(velocity - expected) < 1e-9)
    }
}
