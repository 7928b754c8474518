import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

/// The error bound holds over random springs and Bézier curves, checked against SwiftUI's
/// formulas written out in `SwiftUIReference` rather than against Kinema's own samples.
@Suite("CSS easing error bound")
struct CSSEasingPropertyTests {
    /// Any `spring(duration:bounce:)` with duration 0.1…2 s and bounce −0.5…0.9: at every
    /// 1/300 s step of SwiftUI's integrator the export is within the tolerance.
    @Test func springsStayWithinTheTolerance() async {
        await propertyCheck(count: 40, input: Gen.double(in: 0.1...2), Gen.double(in: -0.5...0.9)) { duration, bounce in
            let easing = try #require(try? CSSEasing(.spring(duration: duration, bounce: bounce)))
            // Apple: bounce b gives damping fraction 1 − b for b ≥ 0 and 1 / (1 + b) below 0.
            let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
            var reference = SwiftUIReference.FluidSpring(response: duration, dampingFraction: damping)
            var k = 0
            var worst = 0.0
            while k < 60 * 300, let value = reference.value(delta: 1, time: k == 0 ? 0 : (Double(k) - 0.5) / 300) {
                worst = max(worst, abs(easing.exportedValue(atSecond: Double(k) / 300) - value))
                k += 1
            }
            #expect(worst < 0.005, "spring(duration: \(duration), bounce: \(bounce)): error \(worst)")
            #expect(easing.points.count < 200)
        }
    }

    /// Any timing curve with control points' x in 0…1 and y in −0.5…1.5, over 0.5 s: sampled every
    /// half millisecond, within the tolerance of the Bézier.
    @Test func beziersStayWithinTheTolerance() async {
        let x = Gen.double(in: 0...1), y = Gen.double(in: -0.5...1.5)
        await propertyCheck(count: 60, input: x, y, x, y) { x1, y1, x2, y2 in
            let easing = try #require(try? CSSEasing(.timingCurve(x1, y1, x2, y2, duration: 0.5)))
            let bezier = SwiftUIReference.Bezier(x1, y1, x2, y2)
            var worst = 0.0
            for step in 0...1000 {
                let time = Double(step) / 2000
                worst = max(worst, abs(easing.exportedValue(atSecond: time) - bezier.value(at: time / 0.5)))
            }
            #expect(worst < 0.005, "bezier(\(x1), \(y1), \(x2), \(y2)): error \(worst)")
        }
    }
}
