import Foundation
import Kinema
import KinemaCore
import KinemaTestSupport
import Testing

// References (python3, from the fold's definition, never from Kinema):
// - The fold: r = 0; per entry, finished → r = targetᵢ, else r += (targetᵢ − r)·gᵢ((t − startᵢ)/durationᵢ),
//   with g the unit curve at its progress clamped to 0…1, as SwiftUI evaluates it
//   (docs/research/swiftui_reference.py: `Bezier(0, 0, 1, 1)` for linear, which is SwiftUI's
//   linear animation; `EASE_IN_OUT`; `CircularEaseIn`), so the Bézier values sit on the 2⁻²⁰ grid.
// - Its rate by the chain rule: ṙ ← ṙ·(1 − gᵢ) + (targetᵢ − r)·gᵢ′/durationᵢ, g′ the same
//   script's `velocity` (1 exactly for linear, whose x and y polynomials are equal).
// - A finished entry (progress past 1) stays finished, and sets r = targetᵢ and ṙ = 0.
// - `.smooth` is SwiftUI's integrator, `SwiftUIReference.FluidSpring.smooth`, stepped at the same
//   frames.

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
            (0.4, 45.42514973487414, 169.70243906129326),
            (0.5, 64.20780181884766, nil),
            (0.6, 85.84055980657254, 221.03757882219088),
            (0.75, 115.15544456622767, 150.01155104703747),
            (0.9, 125.26960169634549, -36.028633675979464),
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
        // With exact curves r(t) = 100t(1.5 − t) + 200(t − 0.5) on 0.5…1, so ṙ = 350 − 200t; then
        // 100 to the end. The fold of SwiftUI's grid curves (python, see the top) gives `rate`.
        for (time, exact, rate) in [
            (0.6, 230.0, 229.9999237060547), (0.75, 200.0, 200.0), (0.9, 170.0, 170.0000762939453), (1.2, 100.0, 100.0),
        ] {
            _ = animator.sample(at: time)
            // Each sample is within 2 · 200 · 1.5 grid steps (6e-4) of the exact fold, which is
            // quadratic, so a central difference over 2h = 2e-3 is good to 0.3.
            let h = 1e-3
            var before = animator
            var after = animator
            let numeric = (after.sample(at: time + h) - before.sample(at: time - h)) / (2 * h)
            let velocity = animator.velocity(time) ?? .nan
            #expect(Close.isClose(velocity, rate, absolute: 1e-9), "at \(time) s")
            #expect(Close.isClose(velocity, exact, absolute: 1e-3), "at \(time) s")
            #expect(Close.isClose(numeric, exact, absolute: 0.3), "at \(time) s: \(velocity) vs \(numeric)")
        }
    }

    @Test func aFinishedFirstEntryHoldsItsTargetForGood() {
        // linear 0.5 s → 100 at 0; linear 1 s → 200 at 0.25.
        var animator = Animator(from: 0.0, to: 100.0, with: .linear(duration: 0.5), at: 0)
        animator.change(to: 200, with: .linear(duration: 1), at: 0.25)
        // With exact curves 80 + 120·0.15 = 98; on SwiftUI's grid (python, see the top) 98.00008….
        #expect(Close.isClose(animator.sample(at: 0.4), 98.00008487700325, absolute: 1e-9))
        #expect(animator.context.state.combined?[0].state != nil)
        // 100 + 100·0.35 = 135 with exact curves.
        #expect(Close.isClose(animator.sample(at: 0.6), 135.00003814697266, absolute: 1e-9))
        #expect(animator.context.state.combined?[0].state == nil)
        #expect(animator.context.state.combined?[1].state != nil)
        // Sampled earlier again, entry 0 stays finished at its target: 100 + 100·0.2 (≈ 120), not
        // 90 + 110·0.2 (≈ 112).
        #expect(Close.isClose(animator.sample(at: 0.45), 119.99998092651367, absolute: 1e-9))
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
        // 200, then 230 after entry 2 (30% of 100), then 15% of 400 − 230 = 170 → 255.5 with exact
        // curves; 255.50011… on SwiftUI's grid (python, see the top).
        #expect(Close.isClose(animator.sample(at: 0.5), 255.50011348723274, absolute: 1e-9))
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
        // x + (200 − x)·g(t − 0.2): x SwiftUI's integrator stepped at the same frames, g the
        // linear curve on SwiftUI's grid.
        var spring = SwiftUIReference.FluidSpring.smooth
        var expected: [Int: Double] = [:]
        for frame in 1...30 {
            let time = Double(frame) / 60
            let x = spring.value(delta: 100, time: time) ?? 100
            expected[frame] = frame < 12 ? x : x + (200 - x) * SwiftUIReference.Bezier.linear.value(at: time - 0.2)
        }
        #expect(Close.isClose(shown[18] ?? .nan, expected[18] ?? 0, absolute: 1e-9))
        #expect(Close.isClose(shown[30] ?? .nan, expected[30] ?? 0, absolute: 1e-9))
    }

    @Test func aSpringMergingOverACombinationKeepsTheVelocity() {
        var animator = workedExample()
        for time in [0.6, 0.7, 0.75] { _ = animator.sample(at: time) }
        // ṙ = 350 − 200t. The values sit on SwiftUI's 2⁻²⁰ grid, so the difference is taken over
        // 2h = 2e-3, where the grid's 6e-4 makes at most 0.3 (the fold is quadratic there).
        let h = 1e-3
        var probeBefore = animator
        var probeAfter = animator
        let before = (probeAfter.sample(at: 0.75 + h) - probeBefore.sample(at: 0.75 - h)) / (2 * h)
        #expect(Close.isClose(before, 200, absolute: 0.3))

        animator.change(to: 300, with: .spring(response: 0.5, dampingFraction: 0.825), at: 0.75)
        #expect(animator.animation == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Close.isClose(animator.context.state.spring?.velocity ?? .nan, 200, absolute: 1e-9))
        var after = animator
        let start = after.sample(at: 0.75)
        #expect(start == 106.25)
        // SwiftUI's integrator moves in 1/300 s steps, and the merged spring starts with zero
        // force, so its first step moves by exactly velocity · step: the slope carries on.
        let step = 1.0 / 300
        let slope = (after.sample(at: 0.75 + step) - start) / step
        #expect(abs(slope - 200) < 1e-6, "slope before \(before), after \(slope)")

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
        // Each entry as SwiftUI describes it: linear is the Bézier (0, 0), (1, 1), whose solver has
        // a = −2, b = 3, c = 0 on both axes; easeIn's coefficients are in
        // swiftui_reference_output.txt, section B.
        let linear = "BezierAnimation(duration: 1.0, curve: UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))"
        let easeIn = "BezierAnimation(duration: 1.0, curve: UnitCurve.CubicSolver(ax: -0.7400000000000002, bx: 0.4800000000000002, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))"
        #expect(a.animation.description == "combined(\(linear) at 0.0, \(linear) at 0.5, \(easeIn) at 0.6)")
    }
}
