import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

// Bézier references: python3, solving x(s) = progress by 200 bisection steps on the cubic
// x(s) = 3(1−s)²s·p1x + 3(1−s)s²·p2x + s³, then y(s) likewise; slope = y′(s)/x′(s).
// Control points (Apple): easeIn (0.42, 0)(1, 1), easeOut (0, 0)(0.58, 1), easeInOut (0.42, 0)(0.58, 1).

private typealias Close = AnimationLaws
private typealias Point = AnimatablePair<CGFloat, CGFloat>

@Suite("Animation: timing curves")
struct TimingCurveAnimationTests {
    @Test(arguments: [
        (Animation.linear, Animation.linear(duration: 0.35)),
        (.easeIn, .easeIn(duration: 0.35)),
        (.easeOut, .easeOut(duration: 0.35)),
        (.easeInOut, .easeInOut(duration: 0.35)),
        (.timingCurve(.easeIn), .easeIn(duration: 0.35)),
        (.timingCurve(0.42, 0, 0.58, 1), .timingCurve(0.42, 0, 0.58, 1, duration: 0.35)),
    ])
    func presetsDefaultToAThirtyFiveHundredthsSecondDuration(preset: Animation, explicit: Animation) {
        #expect(preset == explicit)
        var context = AnimationContext<Double>()
        #expect(preset.animate(value: 1.0, time: 0.3499, context: &context) != nil)
        #expect(preset.animate(value: 1.0, time: 0.3501, context: &context) == nil)
    }

    @Test func presetsUseTheirUnitCurves() {
        #expect(Animation.easeInOut(duration: 2) == .timingCurve(.easeInOut, duration: 2))
        #expect(Animation.easeIn(duration: 2) == .timingCurve(.easeIn, duration: 2))
        #expect(Animation.easeOut(duration: 2) == .timingCurve(.easeOut, duration: 2))
        #expect(Animation.linear(duration: 2) == .timingCurve(.linear, duration: 2))
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.linear(duration: 1) != .linear(duration: 2))
    }

    @Test func controlPointFormIsTheBezierCurve() {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        #expect(Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 0.5) == .timingCurve(curve, duration: 0.5))
    }

    @Test(
        arguments: [
            // (animation over 2 s, progress, curve value, curve slope)
            (Animation.easeIn(duration: 2), 0.25, 0.09346465071882484, 0.6745977946083231),
            (.easeIn(duration: 2), 0.8, 0.6916339333193131, 1.422586905455455),
            (.easeOut(duration: 2), 0.1, 0.16057215423753346, 1.5350740098319091),
            (.easeOut(duration: 2), 0.5, 0.6846431874274606, 1.073978779815426),
            (.easeInOut(duration: 2), 0.25, 0.1291619310473198, 1.0592618411747992),
            (.easeInOut(duration: 2), 0.5, 0.5, 1.7241379310344829),
            (.easeInOut(duration: 2), 0.8, 0.9183401437341024, 0.8398021948265),
            (.timingCurve(0.25, 0.1, 0.25, 1, duration: 2), 0.25, 0.40851059135539586, 2.2078829456589273),
            (.linear(duration: 2), 0.3, 0.3, 1.0),
            // circularEaseIn: 1 − √(1 − p²), slope p / √(1 − p²)
            (.timingCurve(.circularEaseIn, duration: 2), 0.5, 0.1339745962155614, 0.5773502691896258),
        ])
    func valueIsTheDeltaTimesTheCurve(animation: Animation, progress: Double, curve: Double, slope: Double) {
        var context = AnimationContext<Double>()
        let time = progress * 2
        let value = animation.animate(value: 100.0, time: time, context: &context)
        #expect(Close.isClose(value ?? .nan, 100 * curve, absolute: 1e-9))
        // velocity = delta × slope / duration
        let velocity = animation.velocity(value: 100.0, time: time, context: context)
        #expect(Close.isClose(velocity ?? .nan, 100 * slope / 2, absolute: 1e-7))
        // Any vector: componentwise.
        var pointContext = AnimationContext<Point>()
        let point = animation.animate(value: Point(10, -4), time: time, context: &pointContext)
        #expect(Close.isClose(point ?? Point(.nan, .nan), Point(10 * curve, -4 * curve), tolerance: 1e-9))
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
        // Animation.description's doc comment: "such as `easeInOut(duration: 0.35)`".
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.linear(duration: 2).description.contains("linear"))
        #expect(Animation.easeIn.description.contains("easeIn"))
    }
}
