import Foundation
import Kinema
import KinemaTestSupport
import Testing

@Suite("Animation: logicallyComplete(after:)")
struct LogicallyCompleteAnimationTests {
    @Test func reportsCompletionAfterTheGivenTime() {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: 0.3)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: 0.29, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1.0, time: 0.3, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func doesNotChangeTheValueOrTheEnd() {
        let animation = Animation.easeInOut(duration: 1).logicallyComplete(after: 0.3)
        for time in [0.0, 0.2, 0.5, 0.9, 1.2] {
            var a = AnimationContext<Double>()
            var b = AnimationContext<Double>()
            #expect(animation.animate(value: 3.0, time: time, context: &a) == Animation.easeInOut(duration: 1).animate(value: 3.0, time: time, context: &b))
        }
    }

    @Test func makesASpringLogicallyCompleteEarlier() {
        let animation = Animation.bouncy.logicallyComplete(after: 0.2)
        var context = AnimationContext<Double>()
        for frame in 0..<12 {
            _ = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)
        }
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1.0, time: 0.2, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func aLaterTimeDoesNotDelayTheBasesOwnCompletion() {
        // The spring says so itself after its response (0.5 s).
        let animation = Animation.smooth.logicallyComplete(after: 5)
        var context = AnimationContext<Double>()
        for frame in 0...30 {
            _ = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)
        }
        #expect(context.isLogicallyComplete)
    }

    @Test func forwardsVelocityAndMerging() {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: 0.3)
        let context = AnimationContext<Double>()
        #expect(animation.velocity(value: 2.0, time: 0.5, context: context) == 2)
        var springContext = AnimationContext<Double>()
        #expect(Animation.smooth.logicallyComplete(after: 0.1).shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &springContext))
    }
}
