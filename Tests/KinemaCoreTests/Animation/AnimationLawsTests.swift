import Foundation
import Kinema
import KinemaTestSupport
import Testing

private typealias Point = AnimatablePair<CGFloat, CGFloat>
private typealias Rect = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

/// The finite-difference step and tolerance for animations on SwiftUI's 2⁻²⁰ grid (Bézier timing
/// curves) with deltas of size about 10: each value is within |Δ|·(½ + slope)·2⁻²⁰ of the exact
/// curve (slopes below 2.3 here), which a difference over 2h = 2e-3 turns into at most 0.03; the
/// truncation error |Δ|·f‴·h²/6d³ adds under 0.005 for these curves and durations.
private let gridStep = 1e-3
private let gridTolerance = 0.05

/// The time a persistent spring's integrator has reached, for pairing its values with their times.
private func springClock<V: VectorArithmetic>(_ context: AnimationContext<V>) -> TimeInterval? {
    context.state.spring?.time
}

/// The generic laws of `AnimationLaws`, applied to every built-in animation.
@Suite("Animation laws, for every built-in animation")
struct AnimationLawsTests {
    @Test(arguments: BuiltInAnimations.finite)
    func finishesAndStaysFinished(named: NamedAnimation) {
        // A persistent spring's finishing test is SwiftUI's snapshot, which a spring stepped on
        // may leave again; the runtime removes it on its first nil, so only that is checked.
        let after = named.isStateful ? 0 : 60
        AnimationLaws.checkFinishesAndStaysFinished(
            named.animation, value: 1.0, notBefore: named.knownDuration.map { $0 - 1.0 / 60 } ?? 0,
            framesAfterFinish: after)
        AnimationLaws.checkFinishesAndStaysFinished(named.animation, value: Point(40, -25), framesAfterFinish: after)
        AnimationLaws.checkFinishesAndStaysFinished(
            named.animation, value: Rect(Point(1, 2), Point(0.5, 0.5)), framesAfterFinish: after)
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
        let step = named.isOnTheGrid ? gridStep : 1e-6
        let tolerance = named.isOnTheGrid ? gridTolerance : 1e-4
        AnimationLaws.checkVelocityMatchesFiniteDifference(
            named.animation, value: 10.0, times: times, step: step, tolerance: tolerance)
        AnimationLaws.checkVelocityMatchesFiniteDifference(
            named.animation, value: Point(3, -7), times: times, step: step, tolerance: tolerance)
    }

    @Test(arguments: BuiltInAnimations.persistentSprings)
    func steppedSpringVelocityMatchesTheFiniteDifference(named: NamedAnimation) {
        // The integrator's values are at its own 1/300 s grid times, not the frames'.
        let compared = AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(
            named.animation, value: 1.0, clock: springClock)
        #expect(compared > 60)
        AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(
            named.animation, value: Point(100, -50), clock: springClock)
    }

    @Test func higherOrderClosedFormVelocityMatchesTheFiniteDifference() {
        // Away from pass boundaries, where a repeat's velocity jumps. A pass ends on the frame where
        // its base finishes, so a repeat is reached by stepping at 60 frames per second: the
        // 0.2 s passes last 13 frames (13/60 s), and every time below is at least a frame from a
        // boundary. The Bézier curves are on the 2⁻²⁰ grid (see `gridStep`).
        let cases: [(Animation, [TimeInterval], grid: Bool, warmUp: Double?)] = [
            (.easeInOut.delay(0.2), [0.25, 0.4, 0.5], true, nil),
            (.easeIn(duration: 1).speed(2), [0.1, 0.3, 0.45], true, nil),
            (.easeIn(duration: 0.2).repeatCount(3), [0.05, 0.15, 0.25, 0.35, 0.45, 0.55], true, 60),
            (.easeOut(duration: 0.2).repeatForever(), [0.05, 0.25, 10.05, 10.25], true, 60),
            (.interpolatingSpring.logicallyComplete(after: 0.1), [0.05, 0.2, 0.4], false, nil),
        ]
        for (animation, times, grid, warmUp) in cases {
            AnimationLaws.checkVelocityMatchesFiniteDifference(
                animation, value: 10.0, times: times, step: grid ? gridStep : 1e-6,
                tolerance: grid ? gridTolerance : 1e-4, warmUpFrameRate: warmUp)
        }
    }

    @Test func higherOrderSpringVelocityMatchesTheFiniteDifference() {
        // At half speed the spring's clock runs at half the caller's.
        AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(
            Animation.bouncy.speed(0.5), value: 1.0, duration: 2, clock: { springClock($0).map { $0 / 0.5 } })
        AnimationLaws.checkSteppedVelocityMatchesFiniteDifference(
            Animation.snappy.logicallyComplete(after: 0.1), value: 1.0, clock: springClock)
    }

    @Test(arguments: BuiltInAnimations.all)
    func animateNeverReturnsNaNForWeirdTimesAndFiniteValues(named: NamedAnimation) {
        for value in AnimationLaws.weirdFiniteValues {
            AnimationLaws.checkNeverNaN(named.animation, value: value)
        }
        AnimationLaws.checkNeverNaN(named.animation, value: Point(1e12, -1e-12))
    }
}
