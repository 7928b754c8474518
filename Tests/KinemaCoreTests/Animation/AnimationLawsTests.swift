import Foundation
import Kinema
import KinemaTestSupport
import Testing

private typealias Point = AnimatablePair<CGFloat, CGFloat>
private typealias Rect = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

/// The generic laws of `AnimationLaws`, applied to every built-in animation.
@Suite("Animation laws, for every built-in animation")
struct AnimationLawsTests {
    @Test(arguments: BuiltInAnimations.finite)
    func finishesAndStaysFinished(named: NamedAnimation) {
        AnimationLaws.checkFinishesAndStaysFinished(
            named.animation, value: 1.0, notBefore: named.knownDuration.map { $0 - 1.0 / 60 } ?? 0)
        AnimationLaws.checkFinishesAndStaysFinished(named.animation, value: Point(40, -25))
        AnimationLaws.checkFinishesAndStaysFinished(named.animation, value: Rect(Point(1, 2), Point(0.5, 0.5)))
    }

    @Test(arguments: BuiltInAnimations.repeatingForever)
    func repeatForeverNeverFinishes(named: NamedAnimation) {
        var context = AnimationContext<Double>()
        for frame in 0...(60 * 20) {
            let result = named.animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)
            #expect(result != nil, "finished at frame \(frame)")
            if result == nil { break }
        }
    }

    @Test(arguments: BuiltInAnimations.timingCurves + BuiltInAnimations.closedFormSprings)
    func velocityMatchesTheFiniteDifferenceOfAnimate(named: NamedAnimation) {
        let end = named.knownDuration ?? 0.5
        let times = stride(from: 0.05, to: 0.95, by: 0.1).map { $0 * end }
        AnimationLaws.checkVelocityMatchesFiniteDifference(named.animation, value: 10.0, times: times, tolerance: 1e-4)
        AnimationLaws.checkVelocityMatchesFiniteDifference(named.animation, value: Point(3, -7), times: times, tolerance: 1e-4)
    }

    @Test(arguments: BuiltInAnimations.persistentSprings)
    func steppedSpringVelocityMatchesTheFiniteDifference(named: NamedAnimation) {
        let compared = AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(named.animation, value: 1.0)
        #expect(compared > 60)
        AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(named.animation, value: Point(100, -50))
    }

    @Test func higherOrderClosedFormVelocityMatchesTheFiniteDifference() {
        // Away from pass boundaries, where a repeat's velocity jumps.
        let cases: [(Animation, [TimeInterval])] = [
            (.easeInOut.delay(0.2), [0.25, 0.4, 0.5]),
            (.easeIn(duration: 1).speed(2), [0.1, 0.3, 0.45]),
            (.easeIn(duration: 0.2).repeatCount(3), [0.05, 0.15, 0.25, 0.35, 0.45, 0.55]),
            (.easeOut(duration: 0.2).repeatForever(), [0.05, 0.25, 10.05, 10.25]),
            (.interpolatingSpring.logicallyComplete(after: 0.1), [0.05, 0.2, 0.4]),
        ]
        for (animation, times) in cases {
            AnimationLaws.checkVelocityMatchesFiniteDifference(animation, value: 10.0, times: times, tolerance: 1e-4)
        }
    }

    @Test func higherOrderSpringVelocityMatchesTheFiniteDifference() {
        AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(Animation.bouncy.speed(0.5), value: 1.0, duration: 2)
        AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(Animation.snappy.logicallyComplete(after: 0.1), value: 1.0)
    }

    @Test(arguments: BuiltInAnimations.all)
    func animateNeverReturnsNaNForWeirdTimesAndFiniteValues(named: NamedAnimation) {
        for value in AnimationLaws.weirdFiniteValues {
            AnimationLaws.checkNeverNaN(named.animation, value: value)
        }
        AnimationLaws.checkNeverNaN(named.animation, value: Point(1e12, -1e-12))
    }
}
