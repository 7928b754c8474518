import Foundation
import Kinema
import KinemaTestSupport
import Testing

private typealias Point = AnimatablePair<CGFloat, CGFloat>

/// The "Bad input" list: each has a documented outcome; no hang, no NaN out of animate.
// The limit catches a hang. It is generous: on two cores, long synchronous suites (the soak, the
// fuzz corpora) can keep these quick tests from running for over a minute after they start.
@Suite("Animation: bad input", .timeLimit(.minutes(10)))
struct AnimationBadInputTests {
    @Test(arguments: BuiltInAnimations.all)
    func nonFiniteDeltaNeverComesOutAsNaN(named: NamedAnimation) {
        // A NaN or infinite change: the outcome may be nil (finish) or a value, but never NaN.
        for value in [Double.nan, .infinity, -.infinity] {
            AnimationLaws.checkNeverNaN(named.animation, value: value, times: [0, 0.1, 0.5, 5])
        }
        AnimationLaws.checkNeverNaN(named.animation, value: Point(.nan, 1), times: [0, 0.1, 0.5])
    }

    @Test(arguments: [0.0, -1.0, .nan, -.infinity])
    func zeroNegativeOrNaNDurationFinishesAtOnce(duration: Double) {
        for animation in [
            Animation.linear(duration: duration), .easeIn(duration: duration), .easeOut(duration: duration),
            .easeInOut(duration: duration), .timingCurve(.circularEaseOut, duration: duration),
            .timingCurve(0.1, 0.2, 0.3, 0.4, duration: duration),
        ] {
            var context = AnimationContext<Double>()
            #expect(animation.animate(value: 1.0, time: 0, context: &context) == nil)
            #expect(animation.animate(value: 1.0, time: 1, context: &context) == nil)
            #expect(animation.velocity(value: 1.0, time: 0, context: context).map { !$0.isNaN } ?? true)
        }
    }

    @Test func infiniteDurationNeverFinishesAndStaysAtTheStart() {
        var context = AnimationContext<Double>()
        let value = Animation.linear(duration: .infinity).animate(value: 1.0, time: 1e6, context: &context)
        #expect(value == 0)
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity, -.infinity])
    func zeroNegativeNaNOrInfiniteSpeedFinishesAtOnce(speed: Double) {
        for base in [Animation.easeInOut, .smooth, .interpolatingSpring] {
            var context = AnimationContext<Double>()
            #expect(base.speed(speed).animate(value: 1.0, time: 0, context: &context) == nil)
        }
    }

    @Test(arguments: [-1.0, .nan, -.infinity])
    func negativeOrNaNDelayReadsAsZero(delay: Double) {
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        #expect(Animation.linear(duration: 1).delay(delay).animate(value: 1.0, time: 0.5, context: &a) == Animation.linear(duration: 1).animate(value: 1.0, time: 0.5, context: &b))
    }

    @Test func infiniteDelayRestsAtTheStart() {
        var context = AnimationContext<Double>()
        #expect(Animation.easeIn.delay(.infinity).animate(value: 1.0, time: 1e300, context: &context) == 0)
        #expect(Animation.easeIn.delay(.infinity).animate(value: 1.0, time: .infinity, context: &context) == 0)
    }

    @Test(arguments: [0, -1, Int.min])
    func zeroOrNegativeRepeatCountFinishesAtOnce(count: Int) {
        for base in [Animation.easeInOut, .bouncy, .linear] {
            for autoreverses in [true, false] {
                var context = AnimationContext<Double>()
                #expect(base.repeatCount(count, autoreverses: autoreverses).animate(value: 1.0, time: 0, context: &context) == nil)
                #expect(base.repeatCount(count, autoreverses: autoreverses).animate(value: 1.0, time: 0.5, context: &context) == nil)
            }
        }
    }

    @Test func intMaxRepeatCountDoesNotOverflowOrHang() {
        for base in [Animation.easeInOut, .smooth, .linear(duration: 0)] {
            let animation = base.repeatCount(.max)
            AnimationLaws.checkNeverNaN(animation, value: 1.0)
            var context = AnimationContext<Double>()
            for frame in 0...120 {
                _ = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)
            }
        }
    }

    @Test func repeatForeverOfAZeroDurationAnimationEndsAPassEveryFrameWithoutHanging() {
        // SwiftUI's rule: a pass ends on the frame where its base returns nil and shows its end
        // value. A zero-length base returns nil at once, so every frame ends one pass: forward
        // passes end on the whole delta, reversed ones on none. One pass per frame cannot hang.
        let animation = Animation.linear(duration: 0).repeatForever()
        var context = AnimationContext<Double>()
        for frame in 0...120 {
            let value = animation.animate(value: 1.0, time: 0.5 + Double(frame) / 60, context: &context)
            #expect(value == (frame % 2 == 0 ? 1 : 0), "frame \(frame)")
        }
    }

    @Test(arguments: [2.0, -2.0, .infinity, -.infinity, .nan])
    func bounceOutsideMinusOneToOneIsClampedAndStillAnimates(bounce: Double) {
        for animation in [
            Animation.spring(duration: 0.5, bounce: bounce), .interpolatingSpring(duration: 0.5, bounce: bounce),
            .smooth(extraBounce: bounce), .snappy(extraBounce: bounce), .bouncy(extraBounce: bounce),
        ] {
            AnimationLaws.checkNeverNaN(animation, value: 1.0)
            var context = AnimationContext<Double>()
            let early = animation.animate(value: 1.0, time: 0.05, context: &context)
            #expect(early.map { $0.isFinite } ?? true)
        }
    }

    @Test func undampedPersistentSpringNeverFinishesButDoesNotHang() {
        // dampingFraction < 0 clamps to 0: an undamped spring that never finishes (documented).
        // SwiftUI's velocity-Verlet steps keep a slightly different energy from the exact
        // oscillator's: its amplitude is larger by about (ωh/2)²/2 twice over (the scheme, and the
        // start from zero force), ω = 4π, h = 1/300: 4.4e-4 of the delta. The python reference
        // (docs/research/swiftui_reference.py, dampingFraction 0) peaks at 2.00022 over 100 s.
        let animation = Animation.spring(response: 0.5, dampingFraction: -1)
        var context = AnimationContext<Double>()
        for frame in 0...600 {
            let value = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)
            #expect(value != nil)
            #expect(abs(value ?? 0) <= 2 + 1e-3)
        }
    }

    @Test(arguments: [0.0, -1.0, .nan])
    func zeroNegativeOrNaNResponseIsAnInfinitelyStiffCappedSpring(response: Double) {
        // Stiffness capped at 45,000 (ω = √45000 ≈ 212 rad/s): finishes within a few frames.
        let finish = AnimationLaws.checkFinishesAndStaysFinished(.spring(response: response, dampingFraction: 1), value: 1.0, maximumTime: 1)
        #expect((finish ?? 1) < 0.2)
    }

    @Test(arguments: [(0.0, 100.0), (-1.0, 100.0), (1.0, 0.0), (1.0, -5.0), (.nan, .nan)])
    func zeroMassOrStiffnessInterpolatingSpringNeitherHangsNorGivesNaN(mass: Double, stiffness: Double) {
        let animation = Animation.interpolatingSpring(mass: mass, stiffness: stiffness, damping: 10)
        AnimationLaws.checkNeverNaN(animation, value: 1.0)
        AnimationLaws.checkFinishesAndStaysFinished(animation, value: 1.0, maximumTime: 60, framesAfterFinish: 5)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteInitialVelocityReadsAsZero(velocity: Double) {
        var a = AnimationContext<Double>()
        var b = AnimationContext<Double>()
        #expect(
            Animation.interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: velocity).animate(value: 1.0, time: 0.1, context: &a)
                == Animation.interpolatingSpring(duration: 0.5, bounce: 0.2).animate(value: 1.0, time: 0.1, context: &b))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1])
    func weirdTimesAfterARunningSpringNeverGiveNaN(time: Double) {
        var context = AnimationContext<Double>()
        for frame in 0...10 {
            _ = Animation.bouncy.animate(value: 1.0, time: Double(frame) / 60, context: &context)
        }
        if let value = Animation.bouncy.animate(value: 1.0, time: time, context: &context) {
            #expect(!value.isNaN)
        }
        // And it can carry on afterwards.
        if let value = Animation.bouncy.animate(value: 1.0, time: 0.5, context: &context) {
            #expect(!value.isNaN)
        }
    }

    @Test func logicallyCompleteAfterNaNOrNegativeTimeIsImmediate() {
        for after in [Double.nan, -1] {
            var context = AnimationContext<Double>()
            _ = Animation.linear(duration: 1).logicallyComplete(after: after).animate(value: 1.0, time: 0, context: &context)
            #expect(context.isLogicallyComplete)
        }
    }
}
