import Kinema
import KinemaTestSupport
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
        // The context holds a running smooth spring; `default` forwards to its base spring, which
        // reports the velocity in the context: SwiftUI's integrator's after 12 frames at 60 Hz.
        let context = runningSpring()
        var reference = SwiftUIReference.FluidSpring.smooth
        for frame in 1...12 { _ = reference.value(delta: 1, time: Double(frame) / 60) }
        let velocity = Animation.default.velocity(value: 1.0, time: 0.2, context: context) ?? .nan
        #expect(velocity == reference.velocity)
        // 247.67850848203614 for a change of 100 (swiftui_reference_output.txt, A3, "before merge").
        #expect(abs(velocity - 2.4767850848203614) < 1e-12)
    }
}
