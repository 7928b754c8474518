import Foundation
import Kinema
import KinemaCore
import KinemaTestSupport
import Testing

// References (python3, from the fold's definition, never from Kinema):
// - The fold: r = 0; per entry, finished → r = targetᵢ, else r += (targetᵢ − r)·gᵢ((t − startᵢ)/durationᵢ),
//   with g the unit curve (linear p; easeInOut the Bézier (0.42, 0)(0.58, 1), solved by 200
//   bisection steps on x(s); circularEaseIn 1 − √(1 − p²)).
// - Its rate by the chain rule: ṙ ← ṙ·(1 − gᵢ) + (targetᵢ − r)·gᵢ′/durationᵢ.
// - `.smooth` is the critically damped spring ω = 2π/0.5: x(t) = Δ(1 − (1 + ωt)e^(−ωt)).

private typealias Close = AnimationLaws
private typealias Point = AnimatablePair<CGFloat, CGFloat>

/// A stand-in for the runtime's animator: SwiftUI's rule for a value that changes while it animates.
/// It shows `model − interval + covered`, and on a change asks the new animation to merge, else
/// combines; either way the change is added to `interval`.
private struct Animator<V: VectorArithmetic> {
    var model: V
    var interval: V
    var animation: Animation
    var context = AnimationContext<V>()
    var begin: TimeInterval
    var isFinished = false

    init(from start: V, to end: V, with animation: Animation, at time: TimeInterval) {
        model = end
        interval = end - start
        self.animation = animation
        begin = time
    }

    mutating func change(to newModel: V, with newAnimation: Animation, at time: TimeInterval) {
        let newInterval = newModel - model
        let elapsed = time - begin
        context.isLogicallyComplete = false
        if !newAnimation.shouldMerge(previous: animation, value: interval, time: elapsed, context: &context) {
            combineAnimation(
                into: &animation, context: &context, interval: interval, elapsed: elapsed,
                newAnimation: newAnimation, newInterval: newInterval)
        } else {
            animation = newAnimation
        }
        interval += newInterval
        model = newModel
    }

    /// The value shown at `time`; the model once the animation has finished.
    mutating func sample(at time: TimeInterval) -> V {
        guard !isFinished, let covered = animation.animate(value: interval, time: time - begin, context: &context)
        else {
            isFinished = true
            return model
        }
        return model - interval + covered
    }

    var velocity: (TimeInterval) -> V? {
        { [animation, interval, context, begin] time in
            animation.velocity(value: interval, time: time - begin, context: context)
        }
    }

    var combined: CombinedAnimation? { animation.base as? CombinedAnimation }
}

/// A linear animation that says it is logically complete on one frame only (0.3 ≤ t < 0.35), and
/// reports no velocity.
private struct OneShotCompletion: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= 0.3 && time < 0.35 { context.isLogicallyComplete = true }
        return time <= 1 ? value.scaled(by: max(time, 0)) : nil
    }
}

/// The worked example: linear 1 s from 0 to 100 at t = 0, then linear 1 s to 200 at t = 0.5.
private func workedExample() -> Animator<Double> {
    var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 1), at: 0)
    _ = animator.sample(at: 0.25)
    animator.change(to: 200, with: .linear(duration: 1), at: 0.5)
    return animator
}

@Suite("Animation: combined")
struct CombinedAnimationTests {
    @Test func workedExampleShowsEachEntryCarryingOnFromTheLast() {
        var animator = workedExample()
        #expect(animator.combined?.entries.count == 2)
        // t = 0.75: entry 0 covers 75 of 100; entry 1 covers 25% of 200 − 75 = 125.
        let expected: [(TimeInterval, Double)] = [(0.5, 50), (0.75, 106.25), (1.0, 150), (1.25, 175), (1.5, 200)]
        for (time, value) in expected {
            #expect(animator.sample(at: time) == value, "at \(time) s")
        }
        #expect(animator.animation.animate(value: 200.0, time: 1.5001, context: &animator.context) == nil)
    }

    @Test func workedExampleWorksComponentwiseOnVectors() {
        var animator = Animator(from: Point(0, 0), to: Point(100, -50), with: .linear(duration: 1), at: 0)
        animator.change(to: Point(200, -100), with: .linear(duration: 1), at: 0.5)
        #expect(animator.sample(at: 0.75) == Point(106.25, -53.125))
    }

    @Test func threeTimingCurvesStack() {
        // linear 1 s → 100 at 0; easeInOut 1 s → 160 at 0.25; circularEaseIn 0.5 s → 100 at 0.5.
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 1), at: 0)
        animator.change(to: 160, with: .easeInOut(duration: 1), at: 0.25)
        animator.change(to: 100, with: .timingCurve(.circularEaseIn, duration: 0.5), at: 0.5)
        #expect(animator.combined?.entries.count == 3)
        let expected: [(TimeInterval, Double, Double?)] = [
            (0.25, 25.0, nil),
            (0.4, 45.42523687559091, 169.70239492197584),
            (0.5, 64.20781241520518, nil),
            (0.6, 85.8405397079052, 221.03760186436057),
            (0.75, 115.15544456622767, 150.0115268394424),
            (0.9, 125.26960423104559, -36.02868707534466),
            (1.0, 100.0, nil),
        ]
        for (time, value, rate) in expected {
            #expect(Close.isClose(animator.sample(at: time), value, absolute: 1e-9), "value at \(time) s")
            if let rate {
                let velocity = animator.velocity(time) ?? .nan
                #expect(Close.isClose(velocity, rate, absolute: 1e-6), "velocity at \(time) s: \(velocity)")
            }
        }
        #expect(animator.sample(at: 1.01) == 100)
        #expect(animator.isFinished)
    }

    @Test func velocityMatchesTheFiniteDifferenceOfTheFold() {
        var animator = workedExample()
        // r(t) = 100t(1.5 − t) + 200(t − 0.5) on 0.5…1, so ṙ = 350 − 200t; then 100 to the end.
        for (time, rate) in [(0.6, 230.0), (0.75, 200.0), (0.9, 170.0), (1.2, 100.0)] {
            _ = animator.sample(at: time)
            let h = 1e-6
            var before = animator
            var after = animator
            let numeric = (after.sample(at: time + h) - before.sample(at: time - h)) / (2 * h)
            let velocity = animator.velocity(time) ?? .nan
            #expect(Close.isClose(velocity, rate, absolute: 1e-9), "at \(time) s")
            #expect(Close.isClose(velocity, numeric, absolute: 1e-4), "at \(time) s: \(velocity) vs \(numeric)")
        }
    }

    @Test func aFinishedFirstEntryHoldsItsTargetForGood() {
        // linear 0.5 s → 100 at 0; linear 1 s → 200 at 0.25.
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 0.5), at: 0)
        animator.change(to: 200, with: .linear(duration: 1), at: 0.25)
        #expect(Close.isClose(animator.sample(at: 0.4), 98, absolute: 1e-9))  // 80 + 120·0.15
        #expect(animator.context.state.combined?[0].state != nil)
        #expect(Close.isClose(animator.sample(at: 0.6), 135, absolute: 1e-9))  // 100 + 100·0.35
        #expect(animator.context.state.combined?[0].state == nil)
        #expect(animator.context.state.combined?[1].state != nil)
        // Sampled earlier again, entry 0 stays finished at its target: 100 + 100·0.2, not 90 + 110·0.2.
        #expect(Close.isClose(animator.sample(at: 0.45), 120, absolute: 1e-9))
    }

    @Test func returnsNilOnlyWhenTheLastEntryFinishes() {
        // linear 2 s → 100 at 0; linear 0.5 s → 200 at 0.25: the last entry ends first.
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 2), at: 0)
        animator.change(to: 200, with: .linear(duration: 0.5), at: 0.25)
        var context = animator.context
        // At 0.75 entry 0 has covered 37.5 and entry 1 all of 200 − 37.5.
        #expect(animator.animation.animate(value: 200.0, time: 0.75, context: &context) == 200)
        // Past the last entry's end: finished, though entry 0 would run until t = 2.
        #expect(animator.animation.animate(value: 200.0, time: 0.76, context: &context) == nil)
        #expect(animator.animation.animate(value: 200.0, time: 0.5, context: &context) == nil)

        // The other way round, a first entry finishing leaves the combination running.
        var other = Animator(from: 0.0, to: 100.0, with: .linear(duration: 0.5), at: 0)
        other.change(to: 200, with: .linear(duration: 2), at: 0.25)
        var otherContext = other.context
        #expect(other.animation.animate(value: 200.0, time: 0.75, context: &otherContext) != nil)
        #expect(otherContext.state.combined?[0].state == nil)
    }

    @Test func logicalCompletionFollowsTheLastEntry() {
        var animator = Animator(
            from: 0.0, to: 100.0, with: Animation.linear(duration: 2).logicallyComplete(after: 0.1), at: 0)
        _ = animator.sample(at: 0.15)
        #expect(animator.context.isLogicallyComplete)
        animator.change(to: 200, with: Animation.linear(duration: 1).logicallyComplete(after: 0.5), at: 0.2)
        #expect(!animator.context.isLogicallyComplete)
        _ = animator.sample(at: 0.3)  // entry 0 is logically complete, entry 1 is not
        #expect(!animator.context.isLogicallyComplete)
        _ = animator.sample(at: 0.69)
        #expect(!animator.context.isLogicallyComplete)
        _ = animator.sample(at: 0.71)
        #expect(animator.context.isLogicallyComplete)
    }

    @Test func theLastEntrysCompletionPersistsBetweenFrames() {
        // As for a plain animation, a flag the last entry set once stays set.
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 1), at: 0)
        animator.change(to: 200, with: Animation(OneShotCompletion()), at: 0.1)
        _ = animator.sample(at: 0.35)  // local time 0.25
        #expect(!animator.context.isLogicallyComplete)
        _ = animator.sample(at: 0.42)  // local time 0.32: set
        #expect(animator.context.isLogicallyComplete)
        _ = animator.sample(at: 0.6)
        #expect(animator.context.isLogicallyComplete)
    }

    @Test func furtherChangesAppendRatherThanNest() {
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 1), at: 0)
        animator.change(to: 200, with: .easeIn(duration: 1), at: 0.1)
        animator.change(to: 300, with: .easeOut(duration: 1), at: 0.2)
        let entries = animator.combined?.entries ?? []
        #expect(entries.map(\.animation) == [.linear(duration: 1), .easeIn(duration: 1), .easeOut(duration: 1)])
        #expect(entries.map(\.elapsed) == [0, 0.1, 0.2])
        #expect(animator.context.state.combined?.map(\.target) == [100, 200, 300])
        #expect(entries.allSatisfy { !($0.animation.base is CombinedAnimation) })
    }

    @Test func entriesBeforeTheLastFinishedOneAreDroppedWithoutChangingTheValue() {
        // linear 0.2 s → 100 at 0, → 200 at 0.1; linear 1 s → 300 at 0.2; at 0.35 entries 0 and 1
        // have finished; linear 1 s → 400 then.
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 0.2), at: 0)
        animator.change(to: 200, with: .linear(duration: 0.2), at: 0.1)
        animator.change(to: 300, with: .linear(duration: 1), at: 0.2)
        _ = animator.sample(at: 0.35)
        animator.change(to: 400, with: .linear(duration: 1), at: 0.35)
        #expect(animator.combined?.entries.map(\.elapsed) == [0.1, 0.2, 0.35])
        #expect(animator.context.state.combined?.map(\.target) == [200, 300, 400])
        // 200, then 230 after entry 2 (30% of 100), then 15% of 400 − 230 = 170 → 255.5.
        #expect(Close.isClose(animator.sample(at: 0.5), 255.5, absolute: 1e-9))
    }

    @Test func aSpringEntryRunsOnItsOwnState() {
        // .smooth → 100 at 0, stepped at 60 Hz; linear 1 s → 200 at frame 12 (t = 0.2).
        var animator = Animator(from: 0.0, to: 100.0, with: .smooth, at: 0)
        var shown: [Int: Double] = [:]
        for frame in 0...30 {
            let time = Double(frame) / 60
            if frame == 12 { animator.change(to: 200, with: .linear(duration: 1), at: time) }
            shown[frame] = animator.sample(at: time)
        }
        #expect(animator.combined?.entries.count == 2)
        // x(t) + (200 − x(t))·(t − 0.2), x the spring's closed form.
        #expect(Close.isClose(shown[18] ?? .nan, 100.10305453041084, absolute: 1e-9))
        #expect(Close.isClose(shown[30] ?? .nan, 129.04793479740977, absolute: 1e-9))
    }

    @Test func aSpringMergingOverACombinationKeepsTheVelocity() {
        var animator = workedExample()
        for time in [0.6, 0.7, 0.75] { _ = animator.sample(at: time) }
        let h = 1e-6
        var probe = animator
        let before = (probe.sample(at: 0.75) - probe.sample(at: 0.75 - h)) / h
        #expect(Close.isClose(before, 200, absolute: 1e-3))  // ṙ = 350 − 200t

        animator.change(to: 300, with: .spring(response: 0.5, dampingFraction: 0.825), at: 0.75)
        #expect(animator.animation == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Close.isClose(animator.context.state.spring?.velocity ?? .nan, 200, absolute: 1e-9))
        var after = animator
        let start = after.sample(at: 0.75)
        let slope = (after.sample(at: 0.75 + h) - start) / h
        #expect(start == 106.25)
        // The spring accelerates at about 2.6e4 per s², so its slope over h is ½·a·h ≈ 0.013 high.
        #expect(abs(slope - before) < 0.05, "slope before \(before), after \(slope)")

        // It then settles at the new value.
        var finished = false
        for frame in 46...300 where !finished {
            _ = animator.sample(at: Double(frame) / 60)
            finished = animator.isFinished
        }
        #expect(finished)
        #expect(animator.sample(at: 5) == 300)
    }

    @Test func velocityIsUnknownWhenARunningEntryCannotSayAndZeroOnceFinished() {
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 1), at: 0)
        animator.change(to: 200, with: Animation(OneShotCompletion()), at: 0.1)
        _ = animator.sample(at: 0.5)
        #expect(animator.velocity(0.5) == nil)
        var finished = workedExample()
        _ = finished.sample(at: 1.6)
        #expect(finished.velocity(1.6) == 0)
    }

    @Test func aContextWithoutMatchingStateEndsTheCombination() {
        let animation = Animation(
            CombinedAnimation(entries: [.init(animation: .linear(duration: 1), elapsed: 0)]))
        var fresh = AnimationContext<Double>()
        #expect(animation.animate(value: 1.0, time: 0.5, context: &fresh) == nil)
        #expect(animation.velocity(value: 1.0, time: 0.5, context: fresh) == 0)

        var mismatched = workedExample().context
        #expect(animation.animate(value: 200.0, time: 0.75, context: &mismatched) == nil)

        var empty = AnimationContext<Double>()
        empty.state.combined = []
        #expect(Animation(CombinedAnimation(entries: [])).animate(value: 1.0, time: 0, context: &empty) == nil)
    }

    @Test func combiningOntoALostCombinationNestsItAsAFinishedEntry() {
        // A combination whose slot went missing ends at once, so the value carries on from its target.
        var animator = workedExample()
        animator.context = AnimationContext()
        animator.change(to: 300, with: .linear(duration: 1), at: 0.75)
        #expect(animator.combined?.entries.first?.animation.base is CombinedAnimation)
        #expect(Close.isClose(animator.sample(at: 1.0), 225, absolute: 1e-9))  // 200 + 100·0.25
    }

    @Test(arguments: [
        // (interval, elapsed, newInterval)
        (100.0, 0.5, Double.nan),
        (100.0, 0.5, .infinity),
        (.nan, 0.5, 100),
        (.infinity, 0.5, 100),
        (100.0, .nan, 100),
        (100.0, .infinity, 100),
        (100.0, -.infinity, 100),
        (100.0, -1, 100),
        (100.0, 0.5, 1e308),
    ])
    func badInputsNeverProduceNaN(interval: Double, elapsed: Double, newInterval: Double) {
        for first in [Animation.linear(duration: 1), .smooth, .easeIn.delay(0.1)] {
            var animation = first
            var context = AnimationContext<Double>()
            _ = animation.animate(value: interval, time: 0.25, context: &context)
            combineAnimation(
                into: &animation, context: &context, interval: interval, elapsed: elapsed,
                newAnimation: .linear(duration: 1), newInterval: newInterval)
            let total = interval + newInterval
            for time in [0.3, 0.5, 0.75, 1.2, 3, -1, .nan, .infinity, -.infinity] {
                let velocity = animation.velocity(value: total, time: time, context: context)
                #expect(velocity.map(\.isFinite) ?? true, "velocity at \(time) after \(first)")
                let value = animation.animate(value: total, time: time, context: &context)
                #expect(value.map(\.isFinite) ?? true, "value at \(time) after \(first)")
            }
        }
    }

    @Test func combinationsAreEqualWhenTheirEntriesAre() {
        var a = workedExample()
        var b = workedExample()
        #expect(a.animation == b.animation)
        #expect(a.animation.hashValue == b.animation.hashValue)
        a.change(to: 300, with: .easeIn(duration: 1), at: 0.6)
        b.change(to: 300, with: .easeIn(duration: 1), at: 0.7)
        #expect(a.animation != b.animation)
        #expect(a.animation.description == "combined(linear(duration: 1.0) at 0.0, linear(duration: 1.0) at 0.5, easeIn(duration: 1.0) at 0.6)")
    }
}
