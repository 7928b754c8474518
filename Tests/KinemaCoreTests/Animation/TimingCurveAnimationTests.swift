import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

// Bézier references: python3, solving x(s) = progress by 200 bisection steps on the cubic
// x(s) = 3(1−s)²s·p1x + 3(1−s)s²·p2x + s³, then y(s) likewise; slope = y′(s)/x′(s).
// Control points (Apple): easeIn (0.42, 0)(1, 1), easeOut (0, 0)(0.58, 1), easeInOut (0.42, 0)(0.58, 1).
// That is the exact curve; SwiftUI (and Kinema) solve x only to within 2⁻²⁰ and round values and
// slopes to the 2⁻²⁰ grid (research notes §2.4), so Bézier animations are compared with it to
// within `UnitCurveTests.valueTolerance` and `velocityTolerance` (scaled by the delta and duration),
// and with SwiftUI's grid values exactly where docs/research/swiftui_reference_output.txt has them.

private typealias Close = AnimationLaws
private typealias Point = AnimatablePair<CGFloat, CGFloat>

@Suite("Animation: timing curves")
struct TimingCurveAnimationTests {
    @Test(arguments: [
        (Animation.linear, Animation.linear(duration: 0.35)),
        (.easeIn, .easeIn(duration: 0.35)),
        (.easeOut, .easeOut(duration: 0.35)),
        (.easeInOut, .easeInOut(duration: 0.35)),
        (.timingCurve(.easeIn), .timingCurve(.easeIn, duration: 0.35)),
        (.timingCurve(0.42, 0, 0.58, 1), .timingCurve(0.42, 0, 0.58, 1, duration: 0.35)),
    ])
    func presetsDefaultToAThirtyFiveHundredthsSecondDuration(preset: Animation, explicit: Animation) {
        #expect(preset == explicit)
        var context = AnimationContext<Double>()
        #expect(preset.animate(value: 1.0, time: 0.3499, context: &context) != nil)
        #expect(preset.animate(value: 1.0, time: 0.3501, context: &context) == nil)
    }

    /// Whether two animations show the same values and velocities at every sampled time.
    private static func animateAlike(_ a: Animation, _ b: Animation, duration: Double) -> Bool {
        for step in 0...40 {
            let time = Double(step) / 40 * duration
            var contextA = AnimationContext<Double>()
            var contextB = AnimationContext<Double>()
            guard a.animate(value: 100.0, time: time, context: &contextA) == b.animate(value: 100.0, time: time, context: &contextB),
                a.velocity(value: 100.0, time: time, context: contextA) == b.velocity(value: 100.0, time: time, context: contextB)
            else { return false }
        }
        return true
    }

    @Test func presetsUseTheirUnitCurves() {
        // SwiftUI keeps the presets (BezierAnimation) and timingCurve(_: UnitCurve, …)
        // (UnitCurveAnimation) as different types, so they are unequal, but they move alike.
        #expect(Animation.easeInOut(duration: 2) != .timingCurve(.easeInOut, duration: 2))
        #expect(Self.animateAlike(.easeInOut(duration: 2), .timingCurve(.easeInOut, duration: 2), duration: 2))
        #expect(Self.animateAlike(.easeIn(duration: 2), .timingCurve(.easeIn, duration: 2), duration: 2))
        #expect(Self.animateAlike(.easeOut(duration: 2), .timingCurve(.easeOut, duration: 2), duration: 2))
        // The control-point form is the same BezierAnimation.
        #expect(Animation.easeInOut(duration: 2) == .timingCurve(0.42, 0, 0.58, 1, duration: 2))
        // SwiftUI's linear animation is the Bézier (0, 0), (1, 1), on the 2⁻²⁰ grid, so it is within
        // 1.5 grid steps of UnitCurve.linear's exact t / d (solved to a step in x, rounded to half).
        #expect(Animation.linear(duration: 2) == .timingCurve(0, 0, 1, 1, duration: 2))
        for step in 0...40 {
            let time = Double(step) / 20
            var context = AnimationContext<Double>()
            let value = Animation.linear(duration: 2).animate(value: 1.0, time: time, context: &context) ?? .nan
            #expect(abs(value - time / 2) <= 1.5 * UnitCurveTests.grid, "at \(time) s")
        }
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.linear(duration: 1) != .linear(duration: 2))
    }

    @Test func controlPointFormIsTheBezierCurve() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        // A BezierAnimation and a UnitCurveAnimation in SwiftUI: unequal, but the same motion.
        #expect(Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5) != .timingCurve(curve, duration: 0.5))
        #expect(Self.animateAlike(.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5), .timingCurve(curve, duration: 0.5), duration: 0.5))
    }

    @Test(
        arguments: [
            // (animation over 2 s, progress, exact curve value, exact curve slope, on the grid)
            (Animation.easeIn(duration: 2), 0.25, 0.09346465071882484, 0.6745977946083231, true),
            (.easeIn(duration: 2), 0.8, 0.6916339333193131, 1.422586905455455, true),
            (.easeOut(duration: 2), 0.1, 0.16057215423753346, 1.5350740098319091, true),
            (.easeOut(duration: 2), 0.5, 0.6846431874274606, 1.073978779815426, true),
            (.easeInOut(duration: 2), 0.25, 0.1291619310473198, 1.0592618411747992, true),
            (.easeInOut(duration: 2), 0.5, 0.5, 1.7241379310344829, true),
            (.easeInOut(duration: 2), 0.8, 0.9183401437341024, 0.8398021948265, true),
            (.timingCurve(0.25, 0.1, 0.25, 1, duration: 2), 0.25, 0.40851059135539586, 2.2078829456589273, true),
            (.linear(duration: 2), 0.3, 0.3, 1.0, true),
            // circularEaseIn: 1 − √(1 − p²), slope p / √(1 − p²); exact, not rounded.
            (.timingCurve(.circularEaseIn, duration: 2), 0.5, 0.1339745962155614, 0.5773502691896258, false),
        ])
    func valueIsTheDeltaTimesTheCurve(animation: Animation, progress: Double, curve: Double, slope: Double, onGrid: Bool) {
        // On the grid, the value and slope are within the curve tolerances of the exact ones.
        let valueTolerance = onGrid ? UnitCurveTests.valueTolerance : 1e-11
        let slopeTolerance = onGrid ? UnitCurveTests.velocityTolerance : 1e-9
        var context = AnimationContext<Double>()
        let time = progress * 2
        let value = animation.animate(value: 100.0, time: time, context: &context)
        #expect(Close.isClose(value ?? .nan, 100 * curve, absolute: 100 * valueTolerance))
        // velocity = delta × slope / duration
        let velocity = animation.velocity(value: 100.0, time: time, context: context)
        #expect(Close.isClose(velocity ?? .nan, 100 * slope / 2, absolute: 100 * slopeTolerance / 2))
        // Any vector: componentwise.
        var pointContext = AnimationContext<Point>()
        let point = animation.animate(value: Point(10, -4), time: time, context: &pointContext)
        #expect(Close.isClose(point ?? Point(.nan, .nan), Point(10 * curve, -4 * curve), tolerance: 11 * valueTolerance))
    }

    @Test func easeInOutShowsSwiftUIsGridValues() {
        // swiftui_reference_output.txt, section B: easeInOut at 0.25 is 0.12916183471679688 with
        // slope 1.0592613220214844, so over 2 s with a delta of 10 the value is 1.2916183471679688
        // and the velocity 10 · ½ · 1.0592613220214844 = 5.296306610107422.
        var context = AnimationContext<Double>()
        #expect(Animation.easeInOut(duration: 2).animate(value: 10.0, time: 0.5, context: &context) == 1.2916183471679688)
        #expect(Animation.easeInOut(duration: 2).velocity(value: 10.0, time: 0.5, context: context) == 5.296306610107422)
    }

    @Test func velocityIsNilPastTheEndAndInfiniteWhereTheCurveIsVertical() {
        // SwiftUI's timing-curve velocity: none once the animation is over, and the raw slope
        // (+∞ at circularEaseIn's end, where the circle is vertical) inside it.
        let context = AnimationContext<Double>()
        #expect(Animation.easeInOut(duration: 1).velocity(value: 10.0, time: 1.01, context: context) == nil)
        #expect(Animation.timingCurve(.circularEaseIn, duration: 1).velocity(value: 10.0, time: 1, context: context) == .infinity)
    }

    @Test func startsAtZero() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.3, 0.9, 0.1, 0.2)] {
            var context = AnimationContext<Double>()
            #expect(animation.animate(value: 5.0, time: 0, context: &context) == 0)
        }
    }

    @Test func returnsTheFullValueAtExactlyItsDuration() {
        // SwiftUI's BezierAnimation ends with `time > duration` (research notes §3.1, §2.7), as the
        // seed's MyLinearAnimation does with `time <= duration`: the frame at exactly the duration
        // still shows the whole change.
        for animation in [Animation.linear(duration: 1), .easeInOut(duration: 1), .easeIn(duration: 1)] {
            var context = AnimationContext<Double>()
            let value = animation.animate(value: 8.0, time: 1, context: &context)
            #expect(value == 8.0, "\(animation) at its duration")
        }
    }

    @Test func isNilAfterItsDurationAndNeverBefore() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0.01...5), Gen.double(in: 0...1)) { duration, fraction in
            let animation = Animation.easeInOut(duration: duration)
            var context = AnimationContext<Double>()
            let before = fraction * duration * (1 - 1e-9)
            #expect(animation.animate(value: 1.0, time: before, context: &context) != nil)
            let after = duration * (1 + 1e-9) + fraction
            #expect(animation.animate(value: 1.0, time: after, context: &context) == nil)
        }
    }

    @Test func valueIsMonotoneForMonotoneCurves() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
            var context = AnimationContext<Double>()
            var last = -Double.infinity
            for frame in 0..<21 {
                guard let value = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) else { break }
                #expect(value >= last)
                last = value
            }
        }
    }

    @Test func doesNotMerge() {
        var context = AnimationContext<Double>()
        #expect(!Animation.easeInOut.shouldMerge(previous: .easeIn, value: 1.0, time: 0.1, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .smooth, value: 1.0, time: 0.1, context: &context))
    }

    @Test func describesItselfByCurveAndDuration() {
        // SwiftUI's texts, module name left out (issue 10): the presets and the control-point form
        // are BezierAnimations printing their solver's coefficients, c = 3·p1, b = 3·(p2 − p1) − c,
        // a = 1 − c − b per axis (values as in swiftui_reference_output.txt, section B); a
        // UnitCurve value makes a UnitCurveAnimation.
        #expect(
            Animation.easeInOut.description
                == "BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(
            Animation.linear(duration: 2).description
                == "BezierAnimation(duration: 2.0, curve: UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(
            Animation.easeIn.description
                == "BezierAnimation(duration: 0.35, curve: UnitCurve.CubicSolver(ax: -0.7400000000000002, bx: 0.4800000000000002, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(Animation.timingCurve(.circularEaseIn, duration: 0.5).description.hasPrefix("UnitCurveAnimation(duration: 0.5, curve: "))
    }
}
