import Foundation
import Kinema
import KinemaTestSupport
import Testing

// References (python3):
// - Kinema advances the persistent spring by the exact closed form (documented in
//   FluidSpringAnimation), so a frame-stepped `.spring` equals the closed-form spring value
//   x(t) = 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d·sin ω_d t), ω = 2π / response.
// - SwiftUI's own 1/300 s integrator (research notes §3.2: vHalf = f/600 + v; x += vHalf/300;
//   f = −2ζ√k·vHalf + k(Δ − x); v = f/600 + vHalf) was re-run in python for the parity trace.
// - Finish frames: the same closed-form stepping at 60 Hz with SwiftUI's rule: finished once
//   max(v², f²) ≤ 0.0036 and (Δ − x)² ≤ (0.01·Δ)².

private typealias Close = AnimationLaws
private typealias Point = AnimatablePair<CGFloat, CGFloat>

/// Steps `animation` at `frameRate` from t = 0 with a fresh context; returns the values up to
/// and including `frames` (nil entries once finished) and the context.
private func step<V: VectorArithmetic>(
    _ animation: Animation, value: V, frames: Int, frameRate: Double = 60
) -> (values: [V?], context: AnimationContext<V>) {
    var context = AnimationContext<V>()
    var values: [V?] = []
    for frame in 0...frames {
        values.append(animation.animate(value: value, time: Double(frame) / frameRate, context: &context))
    }
    return (values, context)
}

/// The first frame at which `animation`, stepped at 60 Hz, returns nil.
private func finishFrame(_ animation: Animation, value: Double) -> Int? {
    var context = AnimationContext<Double>()
    for frame in 0...600 where animation.animate(value: value, time: Double(frame) / 60, context: &context) == nil {
        return frame
    }
    return nil
}

@Suite("Animation: persistent springs")
struct SpringAnimationTests {
    // MARK: Factories

    @Test func springIsTheSmoothSpring() {
        #expect(Animation.spring == .smooth)
        #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.spring() == .smooth)
    }

    @Test func explicitResponseFormDefaultsToDampingFractionPoint825() {
        #expect(Animation.spring(response: 0.3) == .spring(response: 0.3, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825) != .spring)
    }

    @Test func interactiveSpringIsResponsePoint15FractionPoint86BlendPoint25() {
        #expect(Animation.interactiveSpring == .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    }

    @Test func interactiveSpringDurationFormAddsToBouncePoint15() {
        #expect(
            Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.3)
                == .spring(duration: 0.2, bounce: 0.25, blendDuration: 0.3))
    }

    @Test func presetsAreSpringsWithDurationHalfASecond() {
        // 1 − 0.15 = 0.85 and 1 − 0.3 = 0.7 exactly in binary64 (python3).
        #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.smooth() == .smooth)
        #expect(Animation.snappy() == .snappy)
        #expect(Animation.bouncy() == .bouncy)
    }

    @Test func extraBounceAddsToThePresetBounce() {
        // 0 + 0.2, 0.15 + 0.1 = 0.25 and 0.3 + 0.2 = 0.5 exactly (python3).
        #expect(Animation.smooth(duration: 0.4, extraBounce: 0.2) == .spring(duration: 0.4, bounce: 0.2))
        #expect(Animation.snappy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.25))
        #expect(Animation.bouncy(duration: 0.3, extraBounce: 0.2) == .spring(duration: 0.3, bounce: 0.5))
    }

    @Test func springFromASpringValueBehavesAsItsDurationAndBounce() {
        let a = step(Animation.spring(Spring(duration: 0.4, bounce: 0.2)), value: 1.0, frames: 60).values
        let b = step(Animation.spring(duration: 0.4, bounce: 0.2), value: 1.0, frames: 60).values
        for (x, y) in zip(a, b) {
            #expect(Close.isClose(x ?? .nan, y ?? .nan, absolute: 1e-9) || (x == nil && y == nil))
        }
    }

    @Test func defaultBehavesAsTheSmoothSpringFrameByFrame() {
        let a = step(Animation.default, value: 3.0, frames: 90).values
        let b = step(Animation.smooth, value: 3.0, frames: 90).values
        #expect(a == b)
        #expect(a.contains(nil))
    }

    // MARK: Motion

    @Test(
        arguments: [
            (1, 0.019540141140364176), (2, 0.06960190468090777), (10, 0.692760585546261),
            (20, 0.9903431038544572), (30, 1.0084019628799634),
        ])
    func steppedSpringFollowsTheClosedForm(frame: Int, expected: Double) {
        // spring(response: 0.5, dampingFraction: 0.825): ω = 4π, ζ = 0.825, Δ = 1.
        let values = step(Animation.spring(response: 0.5, dampingFraction: 0.825), value: 1.0, frames: frame).values
        #expect(Close.isClose(values[frame] ?? .nan, expected, absolute: 1e-9))
    }

    @Test func stepsTheSameAtAnyFrameRate() {
        let animation = Animation.bouncy
        var slow = AnimationContext<Double>()
        var fast = AnimationContext<Double>()
        var a: Double?
        var b: Double?
        for frame in 0...30 { a = animation.animate(value: 1.0, time: Double(frame) / 60, context: &slow) }
        for frame in 0...120 { b = animation.animate(value: 1.0, time: Double(frame) / 240, context: &fast) }
        #expect(Close.isClose(a ?? .nan, b ?? .nan, absolute: 1e-12))
    }

    @Test(arguments: [(1, 0.016330968491415673), (2, 0.06519251227938061), (6, 0.40797018348456027),
                      (10, 0.7025568811764318), (20, 0.9863872210624446), (30, 1.0067937623501937)])
    func tracksSwiftUIsFixedStepIntegrationWithinTheDocumentedBound(frame: Int, swiftUI: Double) {
        // FluidSpringAnimation's doc: the exact stepping agrees with SwiftUI's 1/300 s integration
        // "to within about 1.5% of the delta early in the motion".
        let values = step(Animation.spring(response: 0.5, dampingFraction: 0.825), value: 1.0, frames: frame).values
        #expect(abs((values[frame] ?? .nan) - swiftUI) <= 0.015)
    }

    @Test func velocityIsTheSpringsRunningVelocity() {
        // smooth (ω = 4π, critical) at 0.2 s: v = ω²·t·e^(−ωt) = 2.5582833281973825
        let (_, context) = step(Animation.smooth, value: 1.0, frames: 12)
        #expect(Close.isClose(Animation.smooth.velocity(value: 1.0, time: 0.2, context: context) ?? .nan, 2.5582833281973825, absolute: 1e-9))
    }

    @Test func movesVectorsComponentwise() {
        let values = step(Animation.bouncy, value: Point(2, -6), frames: 12).values
        let unit = step(Animation.bouncy, value: 1.0, frames: 12).values
        let expected = Point(2 * CGFloat(unit[12] ?? .nan), -6 * CGFloat(unit[12] ?? .nan))
        #expect(Close.isClose(values[12] ?? Point(.nan, .nan), expected, tolerance: 1e-9))
    }

    // MARK: Completion

    @Test(arguments: [(Animation.smooth, 30), (.bouncy, 30), (.bouncy(duration: 0.25), 15), (.interactiveSpring, 9)])
    func isLogicallyCompleteOnceItsResponseHasPassed(animation: Animation, frame: Int) {
        var context = AnimationContext<Double>()
        for k in 0..<frame {
            _ = animation.animate(value: 1.0, time: Double(k) / 60, context: &context)
            #expect(!context.isLogicallyComplete, "logically complete early, at frame \(k)")
        }
        _ = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test(
        arguments: [
            (Animation.smooth, 1.0, 49), (.smooth, 100.0, 73), (.smooth, 0.01, 32),
            (.spring(response: 0.5, dampingFraction: 0.825), 1.0, 32),
            (.spring(response: 0.5, dampingFraction: 0.825), 100.0, 58),
        ])
    func finishesWhenSlowAndWithinOnePercentSoTheFinishTimeDependsOnTheDelta(
        animation: Animation, delta: Double, frame: Int
    ) {
        #expect(finishFrame(animation, value: delta) == frame)
    }

    @Test func aZeroChangeFinishesAtOnce() {
        var context = AnimationContext<Double>()
        #expect(Animation.smooth.animate(value: 0.0, time: 0, context: &context) == nil)
    }

    // MARK: Merging

    @Test func mergesWithARunningSpringKeepingPositionAndVelocity() {
        // .smooth animates Δ = 1 for 0.2 s (12 frames): x = 0.7154156890859573, v = 2.5582833281973825.
        var (_, context) = step(Animation.smooth, value: 1.0, frames: 12)
        let previous = Animation.smooth
        let next = Animation.bouncy
        // The target moves on to 2: the new spring takes over the combined change.
        #expect(next.shouldMerge(previous: previous, value: 2.0, time: 0.2, context: &context))
        #expect(!context.isLogicallyComplete)
        #expect(Close.isClose(next.velocity(value: 2.0, time: 0.2, context: context) ?? .nan, 2.5582833281973825, absolute: 1e-9))
        #expect(Close.isClose(next.animate(value: 2.0, time: 0.2, context: &context) ?? .nan, 0.7154156890859573, absolute: 1e-9))
        // Then the bouncy spring (ζ = 0.7, ω = 4π) carries on from (x, v) toward 2:
        // after 1/60 s: 0.7776215212978079, velocity 4.771011786716257.
        let x = next.animate(value: 2.0, time: 0.2 + 1.0 / 60, context: &context)
        #expect(Close.isClose(x ?? .nan, 0.7776215212978079, absolute: 1e-9))
        #expect(Close.isClose(next.velocity(value: 2.0, time: 0.2 + 1.0 / 60, context: context) ?? .nan, 4.771011786716257, absolute: 1e-8))
    }

    @Test func velocityIsContinuousAcrossARetarget() {
        var (_, context) = step(Animation.snappy, value: Point(1, 1), frames: 6)
        let before = Animation.snappy.velocity(value: Point(1, 1), time: 0.1, context: context) ?? .zero
        _ = Animation.smooth.shouldMerge(previous: .snappy, value: Point(-1, 3), time: 0.1, context: &context)
        let after = Animation.smooth.velocity(value: Point(-1, 3), time: 0.1, context: context) ?? Point(.nan, .nan)
        #expect(Close.isClose(after, before, tolerance: 1e-12))
        #expect(before.magnitudeSquared > 1)
    }

    @Test func isLogicallyCompleteAgainOneResponseAfterTheMerge() {
        var (_, context) = step(Animation.smooth, value: 1.0, frames: 36)
        #expect(context.isLogicallyComplete)
        #expect(Animation.smooth.shouldMerge(previous: .smooth, value: 2.0, time: 0.6, context: &context))
        #expect(!context.isLogicallyComplete)
        _ = Animation.smooth.animate(value: 2.0, time: 1.09, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = Animation.smooth.animate(value: 2.0, time: 1.1, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func aResponseChangeIsBlendedOverTheBlendDuration() {
        // interactiveSpring (response 0.15, blend 0.25) over smooth (0.5): 0.16 s after the merge the
        // blended response is 0.15 + 0.35·(1 − smoothstep(0.64)) ≈ 0.2534 > 0.16, so it is not yet
        // logically complete; without a blend (response 0.15) it is.
        for (animation, complete) in [
            (Animation.interactiveSpring, false),
            (Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0), true),
        ] {
            var (_, context) = step(Animation.smooth, value: 1.0, frames: 6)
            _ = animation.shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context)
            _ = animation.animate(value: 1.0, time: 0.26, context: &context)
            #expect(context.isLogicallyComplete == complete, "\(animation)")
        }
    }

    @Test func describesItsParameters() {
        let description = Animation.spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1).description
        #expect(description.contains("0.3"))
        #expect(description.contains("0.6"))
    }
}
