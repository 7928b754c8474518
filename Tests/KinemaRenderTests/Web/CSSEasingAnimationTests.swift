import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// An animation exported as a CSS `linear()` easing stays within 0.5% of the change of the curve
/// SwiftUI defines, checked against formulas written out independently of Kinema.
@Suite("CSS easing of an animation")
struct CSSEasingAnimationTests {
    /// `spring(duration: 0.5, bounce: 0.3)` is the persistent spring with response 0.5 and damping
    /// fraction 1 − 0.3 = 0.7 (Apple: bounce = 1 − dampingFraction for bounce ≥ 0). SwiftUI's
    /// integrator (`SwiftUIReference.FluidSpring`) gives its value at every 1/300 s step; the
    /// export must be within 0.5% at each step until the spring finishes, and its duration must be
    /// the finishing step's time.
    @Test func springFollowsSwiftUIsIntegratorAtEveryStep() throws {
        let easing = try CSSEasing(.spring(duration: 0.5, bounce: 0.3))
        var reference = SwiftUIReference.FluidSpring(response: 0.5, dampingFraction: 0.7)
        var k = 0
        var finish: Double?
        var worst = 0.0
        while k < 3000 {
            let time = Double(k) / 300
            // Asked half a step early, the reference shows grid point k exactly.
            guard let value = reference.value(delta: 1, time: k == 0 ? 0 : time - 1.0 / 600) else {
                finish = time
                break
            }
            worst = max(worst, abs(easing.exportedValue(atSecond: time) - value))
            k += 1
        }
        let end = try #require(finish, "the reference spring finishes")
        #expect(abs(easing.duration - end) < 1e-9, "duration \(easing.duration), reference finishes at \(end)")
        #expect(worst < 0.005, "largest error \(worst)")
        #expect(easing.maximumError < 0.005)
        // It overshoots: the curve leaves 0…1, as linear() allows.
        #expect((easing.points.map(\.value).max() ?? 0) > 1.02)
        #expect(easing.points.count >= 6 && easing.points.count <= 60, "\(easing.points.count) points")
        #expect(easing.linearFunction.hasPrefix("linear(0, ") && easing.linearFunction.hasSuffix(", 1)"))
    }

    /// `easeInOut` is the cubic Bézier (0.42, 0, 0.58, 1) (Apple's documentation); sampled every
    /// millisecond of a 0.4 s animation against `SwiftUIReference.Bezier`, the error stays under
    /// 0.5%.
    @Test func easeInOutFollowsItsBezier() throws {
        let easing = try CSSEasing(.easeInOut(duration: 0.4))
        #expect(abs(easing.duration - 0.4) < 1e-6)
        let bezier = SwiftUIReference.Bezier.easeInOut
        for step in 0...400 {
            let time = Double(step) / 1000
            let expected = bezier.value(at: time / 0.4)
            #expect(abs(easing.exportedValue(atSecond: time) - expected) < 0.005, "at \(time) s")
        }
        #expect(easing.points.count <= 30, "\(easing.points.count) points")
    }

    /// `interpolatingSpring(stiffness: 170, damping: 15)` is the closed-form damped spring (mass 1).
    @Test func interpolatingSpringFollowsTheClosedForm() throws {
        let easing = try CSSEasing(.interpolatingSpring(stiffness: 170, damping: 15))
        for step in 0..<Int(easing.duration * 1000) {
            let time = Double(step) / 1000
            let expected = closedFormSpring(mass: 1, stiffness: 170, damping: 15, time: time)
            #expect(abs(easing.exportedValue(atSecond: time) - expected) < 0.005, "at \(time) s")
        }
    }

    /// A straight line needs only its two ends.
    @Test func linearNeedsTwoPoints() throws {
        let easing = try CSSEasing(.linear(duration: 2))
        #expect(easing.points.count == 2)
        #expect(easing.linearFunction == "linear(0, 1)")
        #expect(abs(easing.duration - 2) < 1e-6)
    }

    /// A tighter tolerance takes more points and keeps to it.
    @Test(arguments: [0.02, 0.005, 0.001])
    func toleranceBoundsTheError(tolerance: Double) throws {
        let easing = try CSSEasing(.bouncy, tolerance: tolerance)
        #expect(easing.maximumError <= tolerance)
        #expect(easing.tolerance == tolerance)
        let looser = try CSSEasing(.bouncy, tolerance: tolerance * 4)
        #expect(looser.points.count < easing.points.count)
    }

    /// `speed(2)` halves the duration and keeps the curve's shape.
    @Test func speedScalesTheDuration() throws {
        let base = try CSSEasing(.easeIn(duration: 1))
        let fast = try CSSEasing(.easeIn(duration: 1).speed(2))
        #expect(abs(fast.duration - base.duration / 2) < 1e-6)
        for progress in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(abs(fast.value(atProgress: progress) - base.value(atProgress: progress)) < 0.005)
        }
    }
}
