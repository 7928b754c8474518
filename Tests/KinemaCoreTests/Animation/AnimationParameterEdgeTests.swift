import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Issue 15's integer and duration edges: repeat counts from Int.min to Int.max, durations from 0 to
// 1e308 (and infinity), speeds from −∞ to ∞, each with the outcome the API documents, never NaN,
// never a trap.

private let durations: [Double] = [0, .leastNonzeroMagnitude, 1e-300, 1e-9, 1, 1e9, 1e300, 1e308, .greatestFiniteMagnitude, .infinity]
private let speeds: [Double] = [-.infinity, -1, -.leastNonzeroMagnitude, 0, .leastNonzeroMagnitude, 1e-300, 1, 1e300, .greatestFiniteMagnitude, .infinity, .nan]
private let counts: [Int] = [Int.min, Int.min + 1, -1, 0, 1, 2, Int.max - 1, Int.max]

@Suite("Animation parameter edges")
struct AnimationParameterEdgeTests {
    @Test(arguments: durations)
    func everyDurationGivesFiniteValues(duration: Double) {
        for animation in [Animation.linear(duration: duration), .easeIn(duration: duration), .easeOut(duration: duration),
                          .easeInOut(duration: duration), .timingCurve(0.2, 0.9, 0.3, 1.2, duration: duration),
                          .spring(duration: duration, bounce: 0.3), .smooth(duration: duration)] {
            AnimationLaws.checkNeverNaN(animation, value: 1.0)
            AnimationLaws.checkNeverNaN(animation, value: 1e300)
        }
    }

    /// A duration of 0 finishes at once; an infinite one never moves from its start (no time is a
    /// fraction of it).
    @Test func zeroAndInfiniteDurations() {
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 0).animate(value: 1.0, time: 0, context: &context) == nil)
        for time in [0.0, 1, 1e9, 1e300] {
            var fresh = AnimationContext<Double>()
            #expect(Animation.easeInOut(duration: .infinity).animate(value: 1.0, time: time, context: &fresh) == 0)
        }
    }

    @Test(arguments: speeds)
    func everySpeedGivesFiniteValuesOrFinishes(speed: Double) {
        for base in [Animation.linear(duration: 1), .bouncy, .interpolatingSpring(stiffness: 100, damping: 10)] {
            AnimationLaws.checkNeverNaN(base.speed(speed), value: 1.0)
            let playable = speed.isFinite && speed > 0
            var context = AnimationContext<Double>()
            if !playable {
                // Documented: zero, negative, infinite and NaN speeds finish at once.
                #expect(base.speed(speed).animate(value: 1.0, time: 0.1, context: &context) == nil)
            }
        }
    }

    @Test(arguments: counts)
    func everyRepeatCountHasItsOutcome(count: Int) {
        for autoreverses in [false, true] {
            for base in [Animation.linear(duration: 0.25), .snappy, .linear(duration: 0)] {
                let animation = base.repeatCount(count, autoreverses: autoreverses)
                AnimationLaws.checkNeverNaN(animation, value: 1.0)
                var context = AnimationContext<Double>()
                let first = animation.animate(value: 1.0, time: 0, context: &context)
                // Documented: 0 and negative counts finish at once; positive ones run.
                if count <= 0 { #expect(first == nil) }
                // Frame after frame, a count of Int.max never overflows its pass counter.
                for frame in 1...240 { _ = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context) }
            }
        }
    }

    /// `UnitCurve.bezier` promises a finite value, and a velocity that is never NaN, for finite
    /// control points, however large. (Past about 1e150 the power basis SwiftUI evaluates in loses
    /// all precision near the end, so only finiteness is asserted there, and 0 at 0.)
    @Test(arguments: [1e308, -1e308, .greatestFiniteMagnitude, 1e154])
    func aBezierWithHugeControlPointsStaysFinite(coordinate: Double) {
        let curves = [
            UnitCurve.bezier(startControlPoint: UnitPoint(x: coordinate, y: 0), endControlPoint: UnitPoint(x: 0.5, y: 1)),
            UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: coordinate), endControlPoint: UnitPoint(x: 0.5, y: -coordinate)),
            UnitCurve.bezier(startControlPoint: UnitPoint(x: coordinate, y: coordinate), endControlPoint: UnitPoint(x: coordinate, y: coordinate)),
        ]
        for curve in curves {
            #expect(curve.value(at: 0) == 0)
            for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
                #expect(curve.value(at: progress).isFinite, "\(curve) at \(progress)")
                #expect(!curve.velocity(at: progress).isNaN, "\(curve) at \(progress)")
            }
        }
    }
}
