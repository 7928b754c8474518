import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

private typealias Close = AnimationLaws

@Suite("Animation: speed")
struct SpeedAnimationTests {
    @Test func doubleSpeedFinishesInHalfTheTime() {
        // Doc example: Animation.linear(duration: 1).speed(2) finishes after 0.5 s.
        let animation = Animation.linear(duration: 1).speed(2)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 1.0, time: 0.25, context: &context) ?? .nan, 0.5, absolute: 1e-12))
        #expect(animation.animate(value: 1.0, time: 0.499, context: &context) != nil)
        #expect(animation.animate(value: 1.0, time: 0.501, context: &context) == nil)
    }

    @Test func halfSpeedTakesTwiceAsLong() {
        let animation = Animation.linear(duration: 1).speed(0.5)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 1.0, time: 1, context: &context) ?? .nan, 0.5, absolute: 1e-12))
        #expect(animation.animate(value: 1.0, time: 1.99, context: &context) != nil)
    }

    @Test func velocityIsScaledBySpeed() {
        let animation = Animation.linear(duration: 1).speed(3)
        let context = AnimationContext<Double>()
        #expect(Close.isClose(animation.velocity(value: 2.0, time: 0.1, context: context) ?? .nan, 6, absolute: 1e-9))
    }

    @Test func composesAsATimeScale() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.1...4), Gen.double(in: 0...1)) { speed, time in
            let base = Animation.easeIn(duration: 1)
            var a = AnimationContext<Double>()
            var b = AnimationContext<Double>()
            #expect(base.speed(speed).animate(value: 1.0, time: time, context: &a) == base.animate(value: 1.0, time: time * speed, context: &b))
        }
    }

    @Test func speedsUpASpring() {
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        for frame in 0...30 {
            let fast = Animation.snappy.speed(2).animate(value: 1.0, time: Double(frame) / 60, context: &a)
            let plain = Animation.snappy.animate(value: 1.0, time: Double(frame) / 30, context: &b)
            #expect(Close.isClose(fast ?? .nan, plain ?? .nan, absolute: 1e-9) || (fast == nil && plain == nil))
        }
    }

    @Test func speedOfASpringMergesOnlyOverTheSameSpeed() {
        // SwiftUI's rule: a sped-up animation merges only with one at the same speed whose base its
        // base merges with (comparing the bases at the scaled time).
        var context = AnimationContext<Double>()
        #expect(!Animation.smooth.speed(2).shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.smooth.speed(2).shouldMerge(previous: .smooth.speed(3), value: 1.0, time: 0.1, context: &context))
        #expect(Animation.smooth.speed(2).shouldMerge(previous: .smooth.speed(2), value: 1.0, time: 0.1, context: &context))
    }
}
