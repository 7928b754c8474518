import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

private typealias Close = AnimationLaws

@Suite("Animation: delay")
struct DelayAnimationTests {
    @Test(arguments: [(0.0, 0.0), (0.25, 0.0), (0.5, 0.0), (0.75, 0.25), (1.0, 0.5), (1.4, 0.9)])
    func restsAtTheStartThenPlaysItsBase(time: Double, fraction: Double) {
        let animation = Animation.linear(duration: 1).delay(0.5)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 8.0, time: time, context: &context) ?? .nan, 8 * fraction, absolute: 1e-12))
    }

    @Test func finishesDelayAfterItsBase() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 1.0, time: 1.5001, context: &context) == nil)
    }

    @Test func velocityIsZeroDuringTheDelay() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        let context = AnimationContext<Double>()
        #expect(animation.velocity(value: 4.0, time: 0.25, context: context) == 0)
        #expect(Close.isClose(animation.velocity(value: 4.0, time: 0.75, context: context) ?? .nan, 4, absolute: 1e-9))
    }

    @Test func composesAsATimeShift() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0...1), Gen.double(in: 0...2)) { delay, time in
            let base = Animation.easeInOut(duration: 1)
            var a = AnimationContext<Double>()
            var b = AnimationContext<Double>()
            let delayed = base.delay(delay).animate(value: 1.0, time: time, context: &a)
            let shifted = time < delay ? 0.0 : base.animate(value: 1.0, time: time - delay, context: &b)
            #expect(delayed == shifted)
        }
    }

    @Test func delaysASpring() {
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        for frame in 0...60 {
            let t = Double(frame) / 60
            let delayed = Animation.bouncy.delay(0.25).animate(value: 1.0, time: t + 0.25, context: &a)
            let plain = Animation.bouncy.animate(value: 1.0, time: t, context: &b)
            #expect(Close.isClose(delayed ?? .nan, plain ?? .nan, absolute: 1e-9) || (delayed == nil && plain == nil))
        }
    }

    @Test func delayedAnimationsAreEqualByDelay() {
        #expect(Animation.easeIn.delay(1) == Animation.easeIn.delay(1))
        #expect(Animation.easeIn.delay(1) != Animation.easeIn.delay(2))
        #expect(Animation.easeIn.delay(1) != Animation.easeIn)
    }

    @Test func neverMerges() {
        var context = AnimationContext<Double>()
        #expect(!Animation.smooth.delay(0.2).shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
    }
}
