import Foundation
import Kinema
import KinemaTestSupport
import Testing

// References (python3):
// - Kinema steps the persistent spring with SwiftUI's own 1/300 s integrator (research notes §3.2:
//   vHalf = f/600 + v; x += vHalf/300; f = −2ζ√k·vHalf + k(Δ − x); v = f/600 + vHalf, from rest
//   with zero force; a frame shows the first step at or after its time), re-run in python for the
//   parity trace below and restated in `SwiftUIReference.FluidSpring` and
//   docs/research/swiftui_reference.py.
// - The closed-form spring x(t) = 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d·sin ω_d t), ω = 2π / response,
//   which the integrator approximates to within about 1.5% of the delta early in the motion.
// - Finish frames: docs/research/swiftui_reference.py (`run_preset`), the integrator stepped at
//   60 Hz with SwiftUI's rule: finished once max(v², f²) ≤ 0.0036 and (Δ − x)² ≤ (0.01·Δ)².

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

    @Test func interactiveSpringIsResponsePoint15FractionPoint85BlendPoint25() {
        // SwiftUI's `interactiveSpring` is `interactiveSpring()`: duration 0.15, bounce 0.15, blend
        // 0.25, so damping fraction 1 − 0.15 = 0.85 (exact in binary64, python3).
        #expect(Animation.interactiveSpring == .interactiveSpring())
        #expect(Animation.interactiveSpring == .interactiveSpring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
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

    @Test func defaultBehavesAsACriticallyDampedSpringWithResponsePoint55FrameByFrame() {
        // Apple's documentation: `default` is spring(response: 0.55, dampingFraction: 1.0,
        // blendDuration: 0); SwiftUIReference.FluidSpring.default restates its integrator.
        let a = step(Animation.default, value: 3.0, frames: 90).values
        let b = step(Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0), value: 3.0, frames: 90).values
        #expect(a == b)
        #expect(a.contains(nil))
        var reference = SwiftUIReference.FluidSpring.default
        for frame in 1...90 {
            #expect(a[frame] == reference.value(delta: 3, time: Double(frame) / 60), "frame \(frame)")
        }
    }

    // MARK: Motion

    @Test(
        arguments: [
            (1, 0.019540141140364176), (2, 0.06960190468090777), (10, 0.692760585546261),
            (20, 0.9903431038544572), (30, 1.0084019628799634),
        ])
    func steppedSpringStaysNearTheClosedForm(frame: Int, expected: Double) {
        // spring(response: 0.5, dampingFraction: 0.825): ω = 4π, ζ = 0.825, Δ = 1. SwiftUI's
        // integrator starts with zero force, so it lags the closed form by up to about 1.5% of
        // the delta early in the motion (FluidSpringAnimation's documentation used to state it).
        let values = step(Animation.spring(response: 0.5, dampingFraction: 0.825), value: 1.0, frames: frame).values
        #expect(abs((values[frame] ?? .nan) - expected) <= 0.015)
    }

    @Test func stepsTheSameAtSharedTimesOfAnyFrameRate() {
        // Values depend on the frame rate only through where each frame lands on the 1/300 s
        // grid; at 0.5 s both 60 and 240 frames per second have taken the same 150 steps
        // (swiftui_reference_output.txt, A2, shows the same for 60 and 120).
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
    func followsSwiftUIsFixedStepIntegration(frame: Int, swiftUI: Double) {
        // The python parity trace of SwiftUI's 1/300 s integrator (see the top), which Kinema now
        // steps itself: the same values, to rounding.
        let values = step(Animation.spring(response: 0.5, dampingFraction: 0.825), value: 1.0, frames: frame).values
        #expect(Close.isClose(values[frame] ?? .nan, swiftUI, absolute: 1e-12))
        var reference = SwiftUIReference.FluidSpring(response: 0.5, dampingFraction: 0.825)
        var expected: Double?
        for k in 1...frame { expected = reference.value(delta: 1, time: Double(k) / 60) }
        #expect(values[frame] == expected)
    }

    @Test func velocityIsTheSpringsRunningVelocity() {
        // smooth at 0.2 s (frame 12): the integrator's velocity, 247.67850848203614 for a delta of
        // 100 (swiftui_reference_output.txt, A3, "before merge"), so about 2.4767850848 for 1.
        // (The closed form's ω²·t·e^(−ωt) would be 2.5582833281973825.)
        let (_, context) = step(Animation.smooth, value: 1.0, frames: 12)
        let velocity = Animation.smooth.velocity(value: 1.0, time: 0.2, context: context) ?? .nan
        #expect(Close.isClose(velocity, 247.67850848203614 / 100, absolute: 1e-12))
        var reference = SwiftUIReference.FluidSpring.smooth
        for k in 1...12 { _ = reference.value(delta: 1, time: Double(k) / 60) }
        #expect(velocity == reference.velocity)
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
            // docs/research/swiftui_reference.py, run_preset (smooth at 100 is in its output, A).
            (Animation.smooth, 1.0, 50), (.smooth, 100.0, 76), (.smooth, 0.01, 33),
            (.spring(response: 0.5, dampingFraction: 0.825), 1.0, 32),
            (.spring(response: 0.5, dampingFraction: 0.825), 100.0, 59),
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
        // .smooth animates Δ = 1 for 0.2 s (12 frames): x = 0.7212778163638288,
        // v = 2.4767850848203605 (docs/research/swiftui_reference.py, the A3 scenario at Δ = 1).
        var (_, context) = step(Animation.smooth, value: 1.0, frames: 12)
        let previous = Animation.smooth
        let next = Animation.bouncy
        // The target moves on to 2: the new spring takes over the combined change.
        #expect(next.shouldMerge(previous: previous, value: 2.0, time: 0.2, context: &context))
        #expect(!context.isLogicallyComplete)
        #expect(Close.isClose(next.velocity(value: 2.0, time: 0.2, context: context) ?? .nan, 2.4767850848203605, absolute: 1e-12))
        #expect(Close.isClose(next.animate(value: 2.0, time: 0.2, context: &context) ?? .nan, 0.7212778163638288, absolute: 1e-12))
        // Then the bouncy spring (ζ = 0.7, response 0.5) carries on from (x, v, force) toward 2,
        // its clock restarted at 0.2: after 1/60 s, 0.7941107772385188, velocity 4.903232287180049
        // (the same script's should_merge, then one frame).
        let x = next.animate(value: 2.0, time: 0.2 + 1.0 / 60, context: &context)
        #expect(Close.isClose(x ?? .nan, 0.7941107772385188, absolute: 1e-12))
        #expect(Close.isClose(next.velocity(value: 2.0, time: 0.2 + 1.0 / 60, context: context) ?? .nan, 4.903232287180049, absolute: 1e-11))
        // SwiftUIReference agrees.
        var reference = SwiftUIReference.FluidSpring.smooth
        for k in 1...12 { _ = reference.value(delta: 1, time: Double(k) / 60) }
        reference.retarget(response: 0.5, dampingFraction: 0.7, at: 0.2)
        #expect(x == reference.value(delta: 2, time: 0.2 + 1.0 / 60))
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
