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
        // SwiftUI's linear is the Bézier (0, 0), (1, 1): t / d to within 1.5 steps of the 2⁻²⁰ grid.
        #expect(
            Close.isClose(
                animation.animate(value: 8.0, time: time, context: &context) ?? .nan, 8 * fraction,
                absolute: 8 * 1.5 * UnitCurveTests.grid))
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
        // The base sees time − delay. For SwiftUI's stepped spring that time also decides where on
        // its 1/300 s grid a frame lands, and (t + 0.25) − 0.25 need not be t to the last bit, so
        // the plain spring is driven with exactly the times the delay passes on.
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        for frame in 0...60 {
            let t = Double(frame) / 60 + 0.25
            let delayed = Animation.bouncy.delay(0.25).animate(value: 1.0, time: t, context: &a)
            let plain = Animation.bouncy.animate(value: 1.0, time: t - 0.25, context: &b)
            #expect(delayed == plain)
        }
    }

    @Test func delayedAnimationsAreEqualByDelay() {
        #expect(Animation.easeIn.delay(1) == Animation.easeIn.delay(1))
        #expect(Animation.easeIn.delay(1) != Animation.easeIn.delay(2))
        #expect(Animation.easeIn.delay(1) != Animation.easeIn)
    }

    @Test func mergesOnlyOverTheSameDelay() {
        // SwiftUI's rule: a delayed animation merges only with one delayed by the same amount whose
        // base its base merges with; so never over an undelayed spring.
        var context = AnimationContext<Double>()
        #expect(!Animation.smooth.delay(0.2).shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.smooth.delay(0.2).shouldMerge(previous: .smooth.delay(0.1), value: 1.0, time: 0.3, context: &context))
        #expect(!Animation.easeIn.delay(0.2).shouldMerge(previous: .easeIn.delay(0.2), value: 1.0, time: 0.3, context: &context))
        #expect(Animation.smooth.delay(0.2).shouldMerge(previous: .smooth.delay(0.2), value: 1.0, time: 0.3, context: &context))
    }
}
