import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

private typealias Close = AnimationLaws

@Suite("Animation: repeats")
struct RepeatAnimationTests {
    @Test(arguments: [(0.25, 0.25), (0.75, 0.75), (1.25, 0.75), (1.75, 0.25), (2.25, 0.25), (2.75, 0.75)])
    func repeatCountThreeAutoreversingPlaysForwardBackForward(time: Double, fraction: Double) {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 10.0, time: time, context: &context) ?? .nan, 10 * fraction, absolute: 1e-9))
    }

    @Test func repeatCountFinishesAfterItsPasses() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 1.0, time: 2.99, context: &context) != nil)
        #expect(animation.animate(value: 1.0, time: 3.01, context: &context) == nil)
    }

    @Test func autoreversesDefaultsToTrue() {
        #expect(Animation.easeIn.repeatCount(3) == Animation.easeIn.repeatCount(3, autoreverses: true))
        #expect(Animation.easeIn.repeatForever() == Animation.easeIn.repeatForever(autoreverses: true))
        #expect(Animation.easeIn.repeatCount(3) != Animation.easeIn.repeatCount(3, autoreverses: false))
    }

    @Test(arguments: [(0.25, 0.25), (1.25, 0.25), (2.5, 0.5)])
    func withoutAutoreverseEveryPassPlaysForward(time: Double, fraction: Double) {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 1.0, time: time, context: &context) ?? .nan, fraction, absolute: 1e-9))
    }

    @Test func reversedPassesReverseTheVelocity() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        let context = AnimationContext<Double>()
        #expect(Close.isClose(animation.velocity(value: 2.0, time: 0.5, context: context) ?? .nan, 2, absolute: 1e-9))
        #expect(Close.isClose(animation.velocity(value: 2.0, time: 1.5, context: context) ?? .nan, -2, absolute: 1e-9))
    }

    @Test(arguments: [(10.25, 0.25), (11.25, 0.75), (1e6 + 0.5, 0.5)])
    func repeatForeverAutoreversingKeepsGoing(time: Double, fraction: Double) {
        let animation = Animation.linear(duration: 1).repeatForever()
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 1.0, time: time, context: &context) ?? .nan, fraction, absolute: 1e-6))
    }

    @Test func repeatForeverWithoutAutoreverseRestartsEachPass() {
        let animation = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(animation.animate(value: 1.0, time: 7.25, context: &context) ?? .nan, 0.25, absolute: 1e-9))
        #expect(Close.isClose(animation.animate(value: 1.0, time: 8.25, context: &context) ?? .nan, 0.25, absolute: 1e-9))
    }

    @Test func repeatCountZeroFinishesAtOnce() {
        var context = AnimationContext<Double>()
        #expect(Animation.easeIn.repeatCount(0).animate(value: 1.0, time: 0, context: &context) == nil)
        #expect(Animation.easeIn.repeatCount(-3).animate(value: 1.0, time: 0, context: &context) == nil)
        #expect(Animation.smooth.repeatCount(0).animate(value: 1.0, time: 0, context: &context) == nil)
    }

    @Test func repeatCountIntMaxRunsLikeRepeatForever() {
        let huge = Animation.linear(duration: 1).repeatCount(.max, autoreverses: false)
        let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        for time in [0.25, 5.5, 1e6 + 0.75] {
            var a = AnimationContext<Double>()
            var b = AnimationContext<Double>()
            let x = huge.animate(value: 1.0, time: time, context: &a)
            #expect(x != nil)
            #expect(x == forever.animate(value: 1.0, time: time, context: &b))
        }
        let reversing = Animation.linear(duration: 1).repeatCount(.max, autoreverses: true)
        var context = AnimationContext<Double>()
        #expect(Close.isClose(reversing.animate(value: 1.0, time: 1.25, context: &context) ?? .nan, 0.75, absolute: 1e-9))
    }

    @Test func composesAsAPeriodicTime() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...5), Gen.double(in: 0...0.98)) { count, fraction in
            let base = Animation.easeIn(duration: 0.5)
            let pass = Int(fraction * Double(count))
            let local = (fraction * Double(count) - Double(pass)) * 0.5
            let time = Double(pass) * 0.5 + local
            var a = AnimationContext<Double>()
            var b = AnimationContext<Double>()
            let repeated = base.repeatCount(count, autoreverses: false).animate(value: 1.0, time: time, context: &a) ?? .nan
            let single = base.animate(value: 1.0, time: local, context: &b) ?? .nan
            #expect(Close.isClose(repeated, single, absolute: 1e-9))
        }
    }

    @Test func repeatsASpringUntilItsPassesEnd() {
        // A spring's pass ends on the frame it returns nil; the next pass starts from rest.
        func finish(_ animation: Animation) -> Int? {
            var context = AnimationContext<Double>()
            for frame in 0...600 where animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) == nil {
                return frame
            }
            return nil
        }
        let once = finish(.smooth) ?? 0
        let twice = finish(.smooth.repeatCount(2, autoreverses: false)) ?? 0
        #expect(once == 49)
        #expect(abs(twice - 2 * once) <= 1)
    }

    @Test func autoreversedSpringPassRunsBack() {
        let animation = Animation.smooth.repeatCount(2, autoreverses: true)
        var context = AnimationContext<Double>()
        var values: [Double] = []
        for frame in 0...200 {
            guard let x = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) else { break }
            values.append(x)
        }
        // Up to about 1, then back down to about 0.
        #expect((values.max() ?? 0) > 0.99)
        #expect(abs(values.last ?? 1) < 0.02)
        #expect(values.count > 90)
    }
}
