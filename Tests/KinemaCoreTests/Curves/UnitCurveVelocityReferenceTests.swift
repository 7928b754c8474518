import Foundation
import Kinema
import Testing

// Every expected number in this file comes from docs/research/swiftui_reference.py (its output is
// docs/research/swiftui_reference_output.txt), which follows SwiftUI's UnitCurve rules from the
// research notes (§2.2–2.4, §2.7):
//
// - Bézier: coefficients c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b per axis (x of the control
//   points clamped to 0…1, y not); t solved for x(t) = p with tolerance 2⁻²⁰ (Newton from t = p,
//   then bisection); value = round(y(t)·2²⁰)·2⁻²⁰ and velocity = round(dy/dx·2²⁰)·2⁻²⁰, rounding
//   half away from zero, except velocity 1 when dx == dy and ±∞ when dx == 0.
// - Circular curves: the raw formulas, not rounded.
//
// Rounded values are exact multiples of 2⁻²⁰, so they are compared with ==; circular values within
// 1e-12. The solve stops as soon as |x(t) − p| < 2⁻²⁰, so t is only good to about 1e-6, and some
// rows pin the solver's exact path, not just the curve: with an exact t, easeInOut's velocity at
// 0.25 and 0.75 would be 1 grid step higher, the seed curve's at 0.1 10 steps (its value 1 step),
// and the overshooting curve's at 0.25 and 0.75 6 steps.

private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
}

/// The WWDC23 sample curve, and one whose y overshoots both ways (y is not clamped).
private let seedCurve = bezier(0.25, 0.1, 0.25, 1)
private let overshootCurve = bezier(0.68, -0.6, 0.32, 1.6)

private func isClose(_ actual: Double, _ expected: Double) -> Bool {
    actual == expected || abs(actual - expected) <= 1e-12
}

@Suite("UnitCurve: SwiftUI's rounded values and velocities")
struct UnitCurveVelocityReferenceTests {
    @Test(
        arguments: [
            (UnitCurve.linear, 1.0, 1.0), (.easeIn, 0.0, 0.0), (.easeOut, 1.0, 0.0), (.easeInOut, 0.0, 0.0),
            (.circularEaseIn, 0.0, .infinity), (.circularEaseOut, .infinity, 0.0), (.circularEaseInOut, 0.0, 0.0),
        ] as [(UnitCurve, Double, Double)])
    func velocityAtTheEnds(curve: UnitCurve, atStart: Double, atEnd: Double) {
        // The collapsed tangents do not give the geometric slope 1/0.58:
        // - easeOut at 0: t = 0, so dx = cx = 0 and dy = cy = 0; dx == dy gives exactly 1.
        // - easeIn at 1: dy = 0 but dx = −2.220446049250313e-16 (coefficient rounding), so the
        //   slope is 0 (−0.0, which == 0).
        #expect(curve.velocity(at: 0) == atStart)
        #expect(curve.velocity(at: 1) == atEnd)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    @Test(
        arguments: [
            // easeIn: (progress, value, velocity)
            (UnitCurve.easeIn, 0.1, 0.017026901245117188, 0.32418346405029297),
            (.easeIn, 0.25, 0.09346485137939453, 0.6745977401733398),
            (.easeIn, 0.5, 0.3153572082519531, 1.0739784240722656),
            (.easeIn, 0.75, 0.621861457824707, 1.3682889938354492),
            (.easeIn, 0.9, 0.8394279479980469, 1.535074234008789),
            // easeOut
            (.easeOut, 0.1, 0.16057205200195312, 1.535074234008789),
            (.easeOut, 0.25, 0.37813854217529297, 1.3682889938354492),
            (.easeOut, 0.5, 0.6846427917480469, 1.0739784240722656),
            (.easeOut, 0.75, 0.9065351486206055, 0.6745977401733398),
            (.easeOut, 0.9, 0.9829730987548828, 0.32418346405029297),
            // easeInOut
            (.easeInOut, 0.1, 0.01972198486328125, 0.40224456787109375),
            (.easeInOut, 0.25, 0.12916183471679688, 1.0592613220214844),
            (.easeInOut, 0.5, 0.5, 1.7241382598876953),
            (.easeInOut, 0.75, 0.8708381652832031, 1.0592613220214844),
            (.easeInOut, 0.9, 0.9802780151367188, 0.40224456787109375),
            // bezier (0.25, 0.1), (0.25, 1)
            (seedCurve, 0.1, 0.09479522705078125, 1.539748191833496),
            (seedCurve, 0.25, 0.4085102081298828, 2.207882881164551),
            (seedCurve, 0.5, 0.802403450012207, 0.9941425323486328),
            (seedCurve, 0.75, 0.9604587554931641, 0.34676551818847656),
            (seedCurve, 0.9, 0.9943161010742188, 0.1174468994140625),
            // bezier (0.68, −0.6), (0.32, 1.6): dips below 0 and overshoots 1
            (overshootCurve, 0.1, -0.07282352447509766, -0.5527420043945312),
            (overshootCurve, 0.25, -0.09770774841308594, 0.33627796173095703),
            (overshootCurve, 0.5, 0.5, 5.0),
            (overshootCurve, 0.75, 1.097707748413086, 0.33627796173095703),
            (overshootCurve, 0.9, 1.0728235244750977, -0.5527420043945312),
        ] as [(UnitCurve, Double, Double, Double)])
    func bezierValueAndVelocityAreRoundedToTwoToTheMinus20(
        curve: UnitCurve, progress: Double, value: Double, velocity: Double
    ) {
        #expect(curve.value(at: progress) == value)
        #expect(curve.velocity(at: progress) == velocity)
    }

    @Test(
        arguments: [
            (UnitCurve.circularEaseIn, 0.1, 0.005012562893380035, 0.10050378152592121),
            (.circularEaseIn, 0.25, 0.031754163448145745, 0.2581988897471611),
            (.circularEaseIn, 0.5, 0.1339745962155614, 0.5773502691896258),
            (.circularEaseIn, 0.75, 0.3385621722338523, 1.1338934190276817),
            (.circularEaseIn, 0.9, 0.5641101056459328, 2.0647416048350564),
            (.circularEaseOut, 0.1, 0.4358898943540673, 2.064741604835056),
            (.circularEaseOut, 0.25, 0.6614378277661477, 1.1338934190276817),
            (.circularEaseOut, 0.5, 0.8660254037844386, 0.5773502691896258),
            (.circularEaseOut, 0.75, 0.9682458365518543, 0.2581988897471611),
            (.circularEaseOut, 0.9, 0.99498743710662, 0.10050378152592118),
            (.circularEaseInOut, 0.1, 0.010102051443364402, 0.20412414523193154),
            (.circularEaseInOut, 0.25, 0.0669872981077807, 0.5773502691896258),
            (.circularEaseInOut, 0.5, 0.5, .infinity),  // (2p − 2)/√0: vertical in the middle
            (.circularEaseInOut, 0.75, 0.9330127018922193, 0.5773502691896258),
            (.circularEaseInOut, 0.9, 0.9898979485566357, 0.20412414523193143),
        ] as [(UnitCurve, Double, Double, Double)])
    func circularCurvesAreNotRounded(curve: UnitCurve, progress: Double, value: Double, velocity: Double) {
        #expect(isClose(curve.value(at: progress), value))
        #expect(isClose(curve.velocity(at: progress), velocity))
    }

    @Test func linearHasVelocityOneEverywhere() {
        for progress in [0.0, 0.1, 0.5, 0.9, 1.0] {
            #expect(UnitCurve.linear.velocity(at: progress) == 1)
            #expect(UnitCurve.linear.value(at: progress) == progress)
        }
    }

    @Test func timingCurveAnimationVelocityIsValueOverDurationTimesTheCurveVelocity() {
        // 10 · (1/2) · easeInOut.velocity(at: 0.5/2) = 5 · 1.0592613220214844 = 5.296306610107422
        // (exact: the curve velocity is a multiple of 2⁻²⁰). The value there is
        // 10 · 0.12916183471679688 = 1.2916183471679688.
        let animation = Animation.easeInOut(duration: 2)
        #expect(animation.velocity(value: 10.0, time: 0.5, context: AnimationContext<Double>()) == 5.296306610107422)
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 10.0, time: 0.5, context: &context) == 1.2916183471679688)
    }
}
