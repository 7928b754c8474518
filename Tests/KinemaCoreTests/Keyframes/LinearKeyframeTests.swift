import Foundation
import Kinema
import Testing

// Rules under test (docs/research/keyframes.md, KeyframePath.swift, LinearKeyframe.swift):
// a linear segment is from + (to − from)·curve(u), u = t/d; its velocity is its own,
// (to − from)·curve′(u)/d; a duration that is zero, negative, NaN or infinite makes the keyframe a
// jump. Expected timing-curve numbers were computed independently in python3 by solving the
// Bézier x(s) = u for s by bisection and reading 10·y(s); see each table. That is the exact curve:
// like SwiftUI, Kinema solves x only to within 2⁻²⁰ and rounds Bézier values and slopes to the
// 2⁻²⁰ grid (research notes §2.4), so Bézier values are compared to within 10 times
// `UnitCurveTests.valueTolerance`.

/// A timing curve with the independently computed values 10·curve(u) at u = 0.1, 0.25, 0.5, 0.75, 0.9.
private struct CurveCase: Sendable, CustomTestStringConvertible {
    let name: String
    let curve: UnitCurve
    let expected: [Double]
    /// Whether the curve is a Bézier curve, on the 2⁻²⁰ grid.
    var onGrid = true
    var testDescription: String { name }
}

private let progresses: [Double] = [0.1, 0.25, 0.5, 0.75, 0.9]

private let curveCases: [CurveCase] = [
    // Bézier (0.42, 0), (0.58, 1).
    CurveCase(name: "easeInOut", curve: .easeInOut, expected: [
        0.197224535483, 1.291619310473, 5.0, 8.708380689527, 9.802775464517,
    ]),
    // Bézier (0.42, 0), (1, 1).
    CurveCase(name: "easeIn", curve: .easeIn, expected: [
        0.170266096516, 0.934646507188, 3.153568125725, 6.218618691749, 8.394278457625,
    ]),
    // Bézier (0, 0), (0.58, 1).
    CurveCase(name: "easeOut", curve: .easeOut, expected: [
        1.605721542375, 3.781381308251, 6.846431874275, 9.065353492812, 9.829733903484,
    ]),
    // Bézier (0.25, 0.1), (0.25, 1) (CSS "ease").
    CurveCase(
        name: "bezier (0.25, 0.1), (0.25, 1)",
        curve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
        expected: [0.94796305716, 4.085105913554, 8.024033875849, 9.60458978349, 9.943164774846]),
    // 10·(1 − √(1 − u²)).
    CurveCase(name: "circularEaseIn", curve: .circularEaseIn, expected: [
        0.050125628934, 0.317541634481, 1.339745962156, 3.385621722339, 5.641101056459,
    ], onGrid: false),
]

@Suite("Keyframes: LinearKeyframe")
struct LinearKeyframeTests {
    @Test func aLinearSegmentPassesThroughEvenlySpacedPoints() {
        // 0 → 10 over 0.4 s: value = 10·t/0.4.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.4) }
        }
        #expect(abs(timeline.value(time: 0.1) - 2.5) < 1e-12)
        #expect(abs(timeline.value(time: 0.2) - 5) < 1e-12)
        #expect(abs(timeline.value(time: 0.3) - 7.5) < 1e-12)
        #expect(timeline.value(time: 0.4) == 10)
        #expect(timeline.duration == 0.4)
    }

    @Test(arguments: [0.0, 0.125, 0.25, 0.375, 0.45])
    func aLinearSegmentStartsFromTheInitialValueWithAConstantSlope(time: Double) {
        // 4 → −6 over 0.5 s: value = 4 − 20·t, slope −20 /s everywhere.
        let timeline = KeyframeTimeline(initialValue: 4.0) {
            KeyframeTrack { LinearKeyframe(-6.0, duration: 0.5) }
        }
        #expect(abs(timeline.value(time: time) - (4 - 20 * time)) < 1e-12)
        #expect(abs(timeline.velocity(time: time, base: 0) - -20) < 1e-9)
        let h = 1e-6
        let slope = (timeline.value(time: time + h) - timeline.value(time: time)) / h
        #expect(abs(slope - -20) < 1e-6)
    }

    @Test func consecutiveLinearKeyframesChainFromEachOthersValues() {
        // 1 → 5 over 0.5 s (slope 8), then 5 → 2 over 0.25 s (slope −12).
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack {
                LinearKeyframe(5.0, duration: 0.5)
                LinearKeyframe(2.0, duration: 0.25)
            }
        }
        #expect(abs(timeline.value(time: 0.25) - 3) < 1e-12)
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-12)
        #expect(abs(timeline.value(time: 0.6) - 3.8) < 1e-12)   // 5 − 3·0.1/0.25
        #expect(abs(timeline.value(time: 0.7) - 2.6) < 1e-12)   // 5 − 3·0.2/0.25
        #expect(abs(timeline.velocity(time: 0.3, base: 0) - 8) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.6, base: 0) - -12) < 1e-9)
        #expect(abs(timeline.duration - 0.75) < 1e-15)
    }

    @Test(arguments: curveCases)
    private func aTimingCurveShapesThePaceAlongTheLine(curveCase: CurveCase) {
        // 0 → 10 over 0.8 s: value = 10·curve(t/0.8).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.8, timingCurve: curveCase.curve) }
        }
        // The tables have 12 decimals, so 1e-9 for the exact circular curve.
        let tolerance = curveCase.onGrid ? 10 * UnitCurveTests.valueTolerance : 1e-9
        for (u, expected) in zip(progresses, curveCase.expected) {
            let value = timeline.value(time: u * 0.8)
            #expect(abs(value - expected) < tolerance, "u = \(u): \(value), expected \(expected)")
        }
        // A timing curve changes the pace, not the end points.
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.8) == 10)
    }

    @Test func aTimingCurveSetsTheVelocityAtTheEnds() {
        // Bézier (0.25, 0.1), (0.25, 1): slope y₁/x₁ = 0.4 at the start and (1 − y₂)/(1 − x₂) = 0
        // at the end, so the velocity is 10·0.4/0.8 = 5 /s leaving 0 (with 0.4 rounded to the 2⁻²⁰
        // grid, 4.8e-6 under) and 0 /s arriving at 10.
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.8, timingCurve: curve) }
        }
        let slope = (0.4 * 1_048_576).rounded() / 1_048_576
        #expect(abs(timeline.velocity(time: 0, base: 0) - 10 * slope / 0.8) < 1e-12)
        #expect(abs(timeline.velocity(time: 0, base: 0) - 5) < 10 * UnitCurveTests.grid / 0.8)
        #expect(abs(timeline.velocity(time: 0.8 - 1e-9, base: 0)) < 1e-3)
    }

    @Test func easeInOutIsHalfwayAtHalfTimeAndSymmetric() {
        // easeInOut is point-symmetric about (0.5, 0.5): v(d/2) = 5 and v(t) + v(d − t) = 10.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.4, timingCurve: .easeInOut) }
        }
        #expect(abs(timeline.value(time: 0.2) - 5) < 1e-9)
        for t in [0.03, 0.1, 0.17] {
            #expect(abs(timeline.value(time: t) + timeline.value(time: 0.4 - t) - 10) < 1e-9)
        }
        // Slow at both ends: starts and ends at rest.
        #expect(abs(timeline.velocity(time: 0, base: 0)) < 1e-9)
        #expect(timeline.value(time: 0.05) < 0.05 * 10 / 0.4)
    }

    @Test(arguments: [0.0, -1.0, -0.2])
    func aLinearKeyframeWithoutPositiveDurationIsAJump(duration: Double) {
        // 0 → 10 over 0.2 s, jump to −5, then −5 → 0 over 0.2 s.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.2)
                LinearKeyframe(-5.0, duration: duration)
                LinearKeyframe(0.0, duration: 0.2)
            }
        }
        #expect(abs(timeline.duration - 0.4) < 1e-15)
        // Exactly at the jump: the value before it; an instant later: the new value.
        #expect(abs(timeline.value(time: 0.2) - 10) < 1e-12)
        #expect(abs(timeline.value(time: 0.2 + 1e-9) - -5) < 1e-6)
        #expect(abs(timeline.value(time: 0.3) - -2.5) < 1e-12)   // −5 + 5·0.1/0.2
        #expect(abs(timeline.value(time: 0.4) - 0) < 1e-12)
    }

    @Test func aLeadingZeroDurationLinearKeyframeMovesTheStart() {
        // Jump to 7 at once, then 7 → 17 over 0.5 s.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(7.0, duration: 0)
                LinearKeyframe(17.0, duration: 0.5)
            }
        }
        #expect(timeline.duration == 0.5)
        #expect(abs(timeline.value(time: 0.25) - 12) < 1e-12)
        #expect(abs(timeline.value(time: 1e-9) - 7) < 1e-6)
    }
}
