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

/// Speeds of speeds multiply, so a chain of any length is one level deep (issue 15: 100,000
/// chained `.speed(1)` overflowed the stack when stepped).
@Suite("Animation: chained speeds")
struct ChainedSpeedTests {
    @Test func chainedSpeedsMultiply() {
        // linear(duration: 1) at 2 × 3 = 6 times the speed: at 0.1 s it is where the base is at 0.6 s.
        var context = AnimationContext<Double>()
        var baseContext = AnimationContext<Double>()
        let value = Animation.linear(duration: 1).speed(2).speed(3).animate(value: 1.0, time: 0.1, context: &context)
        let base = Animation.linear(duration: 1).animate(value: 1.0, time: 0.6, context: &baseContext)
        #expect(value != nil)
        #expect(value == base)
        #expect(Close.isClose(value ?? .nan, 0.6, absolute: 1e-6))
    }

    @Test func aHundredThousandChainedSpeedsStepLikeTheBase() {
        var animation = Animation.easeInOut(duration: 1)
        for _ in 0..<100_000 { animation = animation.speed(1) }
        var chained = AnimationContext<Double>()
        var plain = AnimationContext<Double>()
        for time in stride(from: 0.0, through: 1.2, by: 0.1) {
            let expected = Animation.easeInOut(duration: 1).animate(value: 1.0, time: time, context: &plain)
            #expect(animation.animate(value: 1.0, time: time, context: &chained) == expected)
        }
    }

    /// An unplayable factor anywhere in the chain finishes at once, as the nested pair would: two
    /// negative speeds do not make a playable one.
    @Test(arguments: [(-1.0, -1.0), (0, 2), (2, .nan), (.infinity, 0.5)])
    func anUnplayableFactorFinishesTheChainAtOnce(inner: Double, outer: Double) {
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 1).speed(inner).speed(outer).animate(value: 1.0, time: 0.1, context: &context) == nil)
    }
}
