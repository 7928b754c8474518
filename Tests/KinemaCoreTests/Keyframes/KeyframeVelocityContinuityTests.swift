import Foundation
import Kinema
import Testing

// Rules under test (docs/research/keyframes.md, KeyframePath.swift): velocity flows forward and
// cubic keyframes pick tangents that keep motion smooth, so the velocity is continuous at every
// joint between cubic and spring keyframes and from a linear keyframe into a cubic or spring one.
// A linear keyframe keeps its own slope, so linear → linear turns a corner (as SwiftUI does, arm
// K1), and after a move the motion restarts from rest.
//
// Each joint is checked two ways: one-sided finite differences of value(time:) with h = 1e-6 on
// both sides (truncation error ≈ h/2·|x″| < 0.005 for these motions, hence the 0.01 tolerance), and
// the package velocity API just before and just after the joint. The velocity expected at each joint
// comes from its formula (noted per case, computed with python3).
//
// A Bézier timing curve's values and slopes sit on SwiftUI's 2⁻²⁰ grid (research notes §2.4), so
// its joint uses the grid slope, and second-order one-sided differences over h = 1e-3: the grid's
// 1.5 steps of 10 (1.4e-5) in each of the three values make at most 8·1.4e-5/2h ≈ 0.06, and the
// truncation h²/3·|x‴| (|x‴| ≈ 6,800 /s³ there, mpmath) 0.002, hence a 0.1 tolerance.

private struct Joint: Sendable, CustomTestStringConvertible {
    let name: String
    let timeline: KeyframeTimeline<Double>
    /// When the joint happens, in seconds.
    let time: Double
    /// The velocity on the left of the joint.
    let left: Double
    /// The velocity on the right of the joint.
    let right: Double
    /// Whether the joint's values sit on the 2⁻²⁰ grid (a Bézier timing curve), which calls for
    /// coarser, second-order differences (see the top of the file).
    var onGrid = false
    var testDescription: String { name }
}

/// A slope rounded to SwiftUI's 2⁻²⁰ grid, as `UnitCurve.velocity` reports Bézier slopes.
private func onTheGrid(_ slope: Double) -> Double {
    (slope * 1_048_576).rounded(.toNearestOrAwayFromZero) / 1_048_576
}

private func timeline(@KeyframeTrackContentBuilder<Double> _ content: () -> some KeyframeTrackContent<Double>) -> KeyframeTimeline<Double> {
    KeyframeTimeline(initialValue: 0.0) { KeyframeTrack(content: content) }
}

private let smoothJoints: [Joint] = [
    // Catmull-Rom: (30 − 0)/(0.2 + 0.3).
    Joint(name: "cubic → cubic", timeline: timeline {
        CubicKeyframe(10.0, duration: 0.2)
        CubicKeyframe(30.0, duration: 0.3)
    }, time: 0.2, left: 60, right: 60),
    // Catmull-Rom between non-uniform cubics 2 → 8 → −3 → 5: (5 − 8)/(0.5 + 0.2).
    Joint(name: "cubic → cubic, non-uniform", timeline: timeline {
        MoveKeyframe(2.0)
        CubicKeyframe(8.0, duration: 0.25)
        CubicKeyframe(-3.0, duration: 0.5)
        CubicKeyframe(5.0, duration: 0.2)
    }, time: 0.75, left: -3 / 0.7, right: -3 / 0.7),
    // Catmull-Rom through the spring's target: (30 − 0)/(0.2 + 0.3).
    Joint(name: "cubic → spring", timeline: timeline {
        CubicKeyframe(10.0, duration: 0.2)
        SpringKeyframe(30.0, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2))
    }, time: 0.2, left: 60, right: 60),
    // The spring's velocity at 0.2 s: 10·ω0²·t·e^(−ω0 t), ω0 = 2π/0.4.
    Joint(name: "spring → cubic", timeline: timeline {
        SpringKeyframe(10.0, duration: 0.2, spring: Spring(duration: 0.4, bounce: 0))
        CubicKeyframe(0.0, duration: 0.3)
    }, time: 0.2, left: 21.325213894222, right: 21.325213894222),
    // Spring(0.5, 0.3) toward 10 at 0.15 s (underdamped closed form).
    Joint(name: "spring → spring", timeline: timeline {
        SpringKeyframe(10.0, duration: 0.15, spring: Spring(duration: 0.5, bounce: 0.3))
        SpringKeyframe(-5.0, duration: 0.3, spring: Spring(duration: 0.3, bounce: 0))
    }, time: 0.15, left: 45.849277908695, right: 45.849277908695),
    // The linear's slope, 10/0.2.
    Joint(name: "linear → cubic", timeline: timeline {
        LinearKeyframe(10.0, duration: 0.2)
        CubicKeyframe(0.0, duration: 0.2)
    }, time: 0.2, left: 50, right: 50),
    // The linear's slope at its end, 10·(1 − 0.6)/(1 − 0.7)/0.2 on Bézier (0.3, 0), (0.7, 0.6), with
    // the curve's slope 4/3 on the 2⁻²⁰ grid.
    Joint(name: "curved linear → cubic", timeline: timeline {
        LinearKeyframe(
            10.0, duration: 0.2,
            timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.3, y: 0), endControlPoint: UnitPoint(x: 0.7, y: 0.6)))
        CubicKeyframe(0.0, duration: 0.2)
    }, time: 0.2, left: 10 * onTheGrid(4.0 / 3) / 0.2, right: 10 * onTheGrid(4.0 / 3) / 0.2, onGrid: true),
    // The linear's slope, 5/0.1.
    Joint(name: "linear → spring", timeline: timeline {
        LinearKeyframe(5.0, duration: 0.1)
        SpringKeyframe(20.0, duration: 0.5, spring: Spring(duration: 0.4, bounce: 0.2))
    }, time: 0.1, left: 50, right: 50),
    // The linear's slope, (30 − 10)/0.2.
    Joint(name: "cubic → linear", timeline: timeline {
        CubicKeyframe(10.0, duration: 0.2)
        LinearKeyframe(30.0, duration: 0.2)
    }, time: 0.2, left: 100, right: 100),
]

private let cornerJoints: [Joint] = [
    // 10/0.2 then (−10 − 10)/0.2 (SwiftUI arm K1).
    Joint(name: "linear → linear", timeline: timeline {
        LinearKeyframe(10.0, duration: 0.2)
        LinearKeyframe(-10.0, duration: 0.2)
    }, time: 0.2, left: 50, right: -100),
    // The move keeps the value (10) but the cubic after it starts from rest.
    Joint(name: "linear → move in place → cubic", timeline: timeline {
        LinearKeyframe(10.0, duration: 0.2)
        MoveKeyframe(10.0)
        CubicKeyframe(0.0, duration: 0.4)
    }, time: 0.2, left: 50, right: 0),
    // The spring at 0.1 s: x = 4.655839487018 moving at 51.292229541202; then the line to 0 over
    // 0.2 s, slope −4.655839487018/0.2 (SwiftUI arm K4c turns the same kind of corner).
    Joint(name: "spring → linear", timeline: timeline {
        SpringKeyframe(10.0, duration: 0.1, spring: Spring(duration: 0.4, bounce: 0))
        LinearKeyframe(0.0, duration: 0.2)
    }, time: 0.1, left: 51.292229541202, right: -4.655839487018 / 0.2),
]

/// One-sided finite differences of the value on each side of `time`.
private func oneSidedSlopes(_ timeline: KeyframeTimeline<Double>, at time: Double, h: Double = 1e-6) -> (left: Double, right: Double) {
    let here = timeline.value(time: time)
    return ((here - timeline.value(time: time - h)) / h, (timeline.value(time: time + h) - here) / h)
}

/// Second-order one-sided differences, (3x(t) − 4x(t ∓ h) + x(t ∓ 2h)) / 2h, on each side of `time`.
private func secondOrderSlopes(_ timeline: KeyframeTimeline<Double>, at time: Double, h: Double) -> (left: Double, right: Double) {
    let here = timeline.value(time: time)
    let left = (3 * here - 4 * timeline.value(time: time - h) + timeline.value(time: time - 2 * h)) / (2 * h)
    let right = (-3 * here + 4 * timeline.value(time: time + h) - timeline.value(time: time + 2 * h)) / (2 * h)
    return (left, right)
}

@Suite("Keyframes: velocity continuity")
struct KeyframeVelocityContinuityTests {
    @Test(arguments: smoothJoints)
    private func finiteDifferencesAgreeOnBothSidesOfASmoothJoint(joint: Joint) {
        let (left, right) = joint.onGrid
            ? secondOrderSlopes(joint.timeline, at: joint.time, h: 1e-3) : oneSidedSlopes(joint.timeline, at: joint.time)
        let tolerance = joint.onGrid ? 0.1 : 0.01
        #expect(abs(left - right) < tolerance, "left \(left), right \(right)")
        #expect(abs(left - joint.left) < tolerance, "left \(left)")
        #expect(abs(right - joint.right) < tolerance, "right \(right)")
        // Not trivially smooth: the motion is moving through the joint.
        #expect(abs(joint.left) > 1)
    }

    @Test(arguments: smoothJoints)
    private func theVelocityIsTheSameJustBeforeAndJustAfterASmoothJoint(joint: Joint) {
        let before = joint.timeline.velocity(time: joint.time, base: 0)
        let after = joint.timeline.velocity(time: joint.time + 1e-12, base: 0)
        #expect(abs(before - joint.left) < 1e-6, "before \(before)")
        #expect(abs(after - joint.right) < 1e-6, "after \(after)")
    }

    @Test(arguments: cornerJoints)
    private func finiteDifferencesDisagreeAcrossACorner(joint: Joint) {
        let (left, right) = oneSidedSlopes(joint.timeline, at: joint.time)
        #expect(abs(left - joint.left) < 0.01, "left \(left)")
        #expect(abs(right - joint.right) < 0.01, "right \(right)")
        #expect(abs(left - right) > 10)
    }

    @Test(arguments: cornerJoints)
    private func theVelocityJumpsAcrossACorner(joint: Joint) {
        let before = joint.timeline.velocity(time: joint.time, base: 0)
        let after = joint.timeline.velocity(time: joint.time + 1e-12, base: 0)
        #expect(abs(before - joint.left) < 1e-6, "before \(before)")
        #expect(abs(after - joint.right) < 1e-6, "after \(after)")
    }

    @Test func aMoveBreaksTheValueAndTheVelocity() {
        // 0 → 10 at 50 /s, jump to −5, then a cubic −5 → 5 from rest.
        let moved = timeline {
            LinearKeyframe(10.0, duration: 0.2)
            MoveKeyframe(-5.0)
            CubicKeyframe(5.0, duration: 0.4)
        }
        let h = 1e-6
        #expect(abs(moved.value(time: 0.2 + h) - moved.value(time: 0.2) - -15) < 1e-6)
        // Slope of the cubic just after the jump, away from the jump itself: about 0, not 50.
        let after = (moved.value(time: 0.2 + 2 * h) - moved.value(time: 0.2 + h)) / h
        #expect(abs(after) < 0.01)
        #expect(abs(moved.velocity(time: 0.2, base: 0) - 50) < 1e-9)
        #expect(abs(moved.velocity(time: 0.2 + 1e-12, base: 0)) < 1e-6)
    }

    @Test func pointVelocityIsContinuousPerComponent() {
        // x: 0 → 10 → 30, y: 0 → −20 → 40, a cubic then a spring: Catmull-Rom tangents through
        // the spring's target, (30/0.5, 40/0.5) = (60, 80), on both sides of the joint.
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                CubicKeyframe(CGPoint(x: 10, y: -20), duration: 0.2)
                SpringKeyframe(CGPoint(x: 30, y: 40), duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2))
            }
        }
        let h = 1e-6
        let here = timeline.value(time: 0.2)
        let before = timeline.value(time: 0.2 - h)
        let after = timeline.value(time: 0.2 + h)
        #expect(abs((here.x - before.x) / h - 60) < 0.01)
        #expect(abs((after.x - here.x) / h - 60) < 0.01)
        #expect(abs((here.y - before.y) / h - 80) < 0.01)
        #expect(abs((after.y - here.y) / h - 80) < 0.01)
        let velocity = timeline.velocity(time: 0.2 + 1e-12, base: .zero)
        #expect(abs(velocity.x - 60) < 1e-6 && abs(velocity.y - 80) < 1e-6)
    }
}
