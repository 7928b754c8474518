import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Expected Bézier numbers in this file were computed independently of Kinema, with Python and
// mpmath at 50 significant digits, from the Bernstein form of the curve:
//
//     B(p1, p2, t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³
//     B'(p1, p2, t) = 3(1−t)²·p1 + 6(1−t)t·(p2 − p1) + 3t²·(1 − p2)
//
// t was found by 200 steps of bisection of B(p1x, p2x, t) = x on [0, 1]; then
// value = B(p1y, p2y, t) and velocity = B'(p1y, p2y, t) / B'(p1x, p2x, t). The printed digits are
// the first 17 significant ones. (Kinema uses the power basis and Newton's method instead.)
// The script, for reproduction:
//
//     from mpmath import mp, mpf; mp.dps = 50
//     B  = lambda p1, p2, t: 3*(1-t)**2*t*p1 + 3*(1-t)*t**2*p2 + t**3
//     dB = lambda p1, p2, t: 3*(1-t)**2*p1 + 6*(1-t)*t*(p2-p1) + 3*t**2*(1-p2)
//     def sample(p1x, p1y, p2x, p2y, x):   # arguments as strings, e.g. "0.25"
//         p1x, p1y, p2x, p2y, x = map(mpf, (p1x, p1y, p2x, p2y, x)); lo, hi = mpf(0), mpf(1)
//         for _ in range(200):
//             mid = (lo + hi) / 2
//             lo, hi = (mid, hi) if B(p1x, p2x, mid) < x else (lo, mid)
//         t = (lo + hi) / 2
//         return B(p1y, p2y, t), dB(p1y, p2y, t) / dB(p1x, p2x, t)
//
// These tables are the exact curve. Kinema, like SwiftUI (research notes §2.4), solves t only to
// within 2⁻²⁰ in x and rounds values and slopes to the 2⁻²⁰ grid, so it is compared with them to
// within `valueTolerance` and `velocityTolerance` below. The exact grid values SwiftUI's algorithm
// gives are pinned too, from `SwiftUIReference.Bezier` and docs/research/swiftui_reference_output.txt
// (section B).

/// A row of an independently computed table: progress, value and velocity there.
struct UnitCurveSample: Sendable, CustomTestStringConvertible {
    var progress: Double
    var value: Double
    var velocity: Double

    init(_ progress: Double, _ value: Double, _ velocity: Double) {
        self.progress = progress
        self.value = value
        self.velocity = velocity
    }

    var testDescription: String { "x = \(progress)" }
}

/// UnitCurve's tests, one nested suite per area (the others are in the sibling files).
@Suite("UnitCurve")
struct UnitCurveTests {
    /// SwiftUI's grid: Bézier values and slopes are multiples of it, and x is solved to within it.
    static let grid = 1.0 / 1_048_576

    /// How far a Bézier value may sit from the exact curve: half a grid step of rounding, plus the
    /// slope times the grid step of x the solver may miss by. The slopes sampled here are below 2.3.
    static let valueTolerance = 3 * grid

    /// How far a Bézier slope may sit from the exact one: half a grid step of rounding, plus the
    /// curvature times the solver's miss in x. The largest curvature at the sampled points is 11.9
    /// (the seed curve at 0.1; mpmath, central difference of the slope), hence 16 steps.
    static let velocityTolerance = 16 * grid
}

/// Reference tables, computed with mpmath as described at the top of this file.
extension UnitCurveTests {
    /// The WWDC23 sample curve: control points (0.25, 0.1) and (0.25, 1).
    static let seedCurveSamples: [UnitCurveSample] = [
        UnitCurveSample(0.1, 0.094796305716043246, 1.5397578528889476),
        UnitCurveSample(0.25, 0.40851059135539587, 2.2078829456589271),
        UnitCurveSample(0.5, 0.80240338758485699, 0.99414245242601229),
        UnitCurveSample(0.75, 0.96045897834897408, 0.34676572161303334),
        UnitCurveSample(0.9, 0.99431647748455637, 0.11744708743883524),
    ]

    /// easeIn: (0.42, 0), (1, 1).
    static let easeInSamples: [UnitCurveSample] = [
        UnitCurveSample(0.1, 0.017026609651562942, 0.324183074991429),
        UnitCurveSample(0.25, 0.093464650718824859, 0.67459779460832321),
        UnitCurveSample(0.5, 0.3153568125725393, 1.0739787798154259),
        UnitCurveSample(0.75, 0.6218618691748902, 1.3682889633952815),
        UnitCurveSample(0.9, 0.83942784576246653, 1.5350740098319091),
    ]

    /// easeOut: (0, 0), (0.58, 1).
    static let easeOutSamples: [UnitCurveSample] = [
        UnitCurveSample(0.1, 0.16057215423753347, 1.5350740098319091),
        UnitCurveSample(0.25, 0.3781381308251098, 1.3682889633952815),
        UnitCurveSample(0.5, 0.6846431874274607, 1.0739787798154259),
        UnitCurveSample(0.75, 0.90653534928117514, 0.67459779460832321),
        UnitCurveSample(0.9, 0.98297339034843706, 0.324183074991429),
    ]

    /// easeInOut: (0.42, 0), (0.58, 1).
    static let easeInOutSamples: [UnitCurveSample] = [
        UnitCurveSample(0.1, 0.019722453548311196, 0.40224421881612713),
        UnitCurveSample(0.25, 0.12916193104731981, 1.0592618411747993),
        UnitCurveSample(0.5, 0.5, 1.7241379310344828),
        UnitCurveSample(0.75, 0.87083806895268019, 1.0592618411747993),
        UnitCurveSample(0.9, 0.9802775464516888, 0.40224421881612713),
    ]

    /// easeIn with x and y swapped in both control points: (0, 0.42), (1, 1).
    static let easeInInverseSamples: [UnitCurveSample] = [
        UnitCurveSample(0.1, 0.25955539386350533, 1.4425224038726096),
        UnitCurveSample(0.25, 0.43660482361739502, 1.0134773322199415),
        UnitCurveSample(0.5, 0.6575, 0.79),
        UnitCurveSample(0.75, 0.84040152747772726, 0.68173542356679485),
        UnitCurveSample(0.9, 0.93884726073304977, 0.63112910667826938),
    ]

    /// (1, 0), (0, 1): x′(t) = 3(1 − 2t)² vanishes at t = ½, where the tangent is vertical.
    static let verticalMiddleSamples: [UnitCurveSample] = [
        UnitCurveSample(0.1, 0.0037616749580831661, 0.080198604201597362),
        UnitCurveSample(0.25, 0.029724605511925197, 0.29370052598409974),
        UnitCurveSample(0.75, 0.9702753944880748, 0.29370052598409974),
        UnitCurveSample(0.9, 0.99623832504191683, 0.080198604201597362),
    ]
}

extension UnitCurveTests {
    @Suite("Bézier curves")
    struct Bezier {
        @Test func seedSampleMatchesIndependentComputation() {
            // The "UnitCurve Model" sample from WWDC23 "Explore SwiftUI animation", verbatim.
            let curve = UnitCurve(
                startControlPoint: UnitPoint(x: 0.25, y: 0.1),
                endControlPoint: UnitPoint(x: 0.25, y: 1))
            let value = curve.value(at: 0.25)
            let velocity = curve.velocity(at: 0.25)

            // mpmath, 50 digits (see the top of this file): t = 0.40945856318612393...
            #expect(abs(value - 0.40851059135539587) <= UnitCurveTests.valueTolerance)
            #expect(abs(velocity - 2.2078829456589271) <= UnitCurveTests.velocityTolerance)
            // On SwiftUI's grid (swiftui_reference_output.txt, section B, the seed curve at 0.25).
            #expect(value == 0.4085102081298828)
            #expect(velocity == 2.207882881164551)
        }

        @Test(arguments: UnitCurveTests.seedCurveSamples)
        func seedCurveMatchesIndependentComputation(sample: UnitCurveSample) {
            let curve = UnitCurve(
                startControlPoint: UnitPoint(x: 0.25, y: 0.1),
                endControlPoint: UnitPoint(x: 0.25, y: 1))
            #expect(abs(curve.value(at: sample.progress) - sample.value) <= UnitCurveTests.valueTolerance)
            #expect(abs(curve.velocity(at: sample.progress) - sample.velocity) <= UnitCurveTests.velocityTolerance)
            #expect(curve.value(at: sample.progress) == SwiftUIReference.Bezier(0.25, 0.1, 0.25, 1).value(at: sample.progress))
        }

        @Test func seedCurveEndVelocitiesAreTheControlPointSlopes() {
            let curve = UnitCurve(
                startControlPoint: UnitPoint(x: 0.25, y: 0.1),
                endControlPoint: UnitPoint(x: 0.25, y: 1))
            // Start tangent (0,0)→(0.25, 0.1): slope 0.4, on the grid as 0.4 rounded to 2⁻²⁰.
            // End tangent (0.25, 1)→(1, 1): slope 0.
            #expect(curve.velocity(at: 0) == (0.4 / UnitCurveTests.grid).rounded() * UnitCurveTests.grid)
            #expect(abs(curve.velocity(at: 1)) <= 1e-12)
        }

        @Test(arguments: UnitCurveTests.easeInSamples)
        func easeInMatchesIndependentComputation(sample: UnitCurveSample) {
            #expect(abs(UnitCurve.easeIn.value(at: sample.progress) - sample.value) <= UnitCurveTests.valueTolerance)
            #expect(abs(UnitCurve.easeIn.velocity(at: sample.progress) - sample.velocity) <= UnitCurveTests.velocityTolerance)
            #expect(UnitCurve.easeIn.value(at: sample.progress) == SwiftUIReference.Bezier.easeIn.value(at: sample.progress))
        }

        @Test(arguments: UnitCurveTests.easeOutSamples)
        func easeOutMatchesIndependentComputation(sample: UnitCurveSample) {
            #expect(abs(UnitCurve.easeOut.value(at: sample.progress) - sample.value) <= UnitCurveTests.valueTolerance)
            #expect(abs(UnitCurve.easeOut.velocity(at: sample.progress) - sample.velocity) <= UnitCurveTests.velocityTolerance)
            #expect(UnitCurve.easeOut.value(at: sample.progress) == SwiftUIReference.Bezier.easeOut.value(at: sample.progress))
        }

        @Test(arguments: UnitCurveTests.easeInOutSamples)
        func easeInOutMatchesIndependentComputation(sample: UnitCurveSample) {
            #expect(abs(UnitCurve.easeInOut.value(at: sample.progress) - sample.value) <= UnitCurveTests.valueTolerance)
            #expect(abs(UnitCurve.easeInOut.velocity(at: sample.progress) - sample.velocity) <= UnitCurveTests.velocityTolerance)
            #expect(UnitCurve.easeInOut.value(at: sample.progress) == SwiftUIReference.Bezier.easeInOut.value(at: sample.progress))
        }

        @Test func presetsHaveTheirDocumentedControlPoints() {
            let p = { (x: CGFloat, y: CGFloat) in UnitPoint(x: x, y: y) }
            #expect(UnitCurve.easeIn == .bezier(startControlPoint: p(0.42, 0), endControlPoint: p(1, 1)))
            #expect(UnitCurve.easeOut == .bezier(startControlPoint: p(0, 0), endControlPoint: p(0.58, 1)))
            #expect(UnitCurve.easeInOut == .bezier(startControlPoint: p(0.42, 0), endControlPoint: p(0.58, 1)))
        }

        @Test func presetEndVelocitiesAreTheControlPointSlopes() {
            // A tangent that collapses onto its end point has dx/dt = dy/dt = 0 there. SwiftUI does
            // not take the limit (1/0.58, towards the other control point): easeOut's derivatives
            // are both exactly 0 at t = 0, and equal derivatives give a slope of 1; at easeIn's end
            // dy/dt is 0 and dx/dt is −2.2e-16 (rounding), so the slope is 0.
            // (swiftui_reference_output.txt, section B, "velocity at 0 and 1".)
            #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
            #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
            // The flat ends: horizontal tangents.
            #expect(abs(UnitCurve.easeIn.velocity(at: 0)) <= 1e-12)
            #expect(abs(UnitCurve.easeOut.velocity(at: 1)) <= 1e-12)
            #expect(abs(UnitCurve.easeInOut.velocity(at: 0)) <= 1e-12)
            #expect(abs(UnitCurve.easeInOut.velocity(at: 1)) <= 1e-12)
        }

        @Test(arguments: [0.0, 0.05, 0.2, 0.37, 0.5, 0.81, 0.99, 1.0])
        func easeOutMirrorsEaseIn(progress: Double) {
            // easeOut's control points are easeIn's rotated by a half turn about (½, ½).
            // Each side is solved and rounded on its own, so they agree to the grid tolerances; at
            // the ends the collapsed tangents break the symmetry (easeOut starts at slope 1, easeIn
            // ends at 0; see presetEndVelocitiesAreTheControlPointSlopes).
            let mirrored = 1 - UnitCurve.easeIn.value(at: 1 - progress)
            #expect(abs(UnitCurve.easeOut.value(at: progress) - mirrored) <= 2 * UnitCurveTests.valueTolerance)
            if progress > 0 {
                #expect(
                    abs(UnitCurve.easeOut.velocity(at: progress) - UnitCurve.easeIn.velocity(at: 1 - progress))
                        <= 2 * UnitCurveTests.velocityTolerance)
            }
        }

        @Test(arguments: [0.0, 0.1, 0.3, 0.5, 0.77, 1.0])
        func bezierFactoryEqualsInitializer(progress: Double) {
            let start = UnitPoint(x: 0.3, y: -0.2)
            let end = UnitPoint(x: 0.6, y: 1.4)
            let made = UnitCurve.bezier(startControlPoint: start, endControlPoint: end)
            let initialized = UnitCurve(startControlPoint: start, endControlPoint: end)
            #expect(made == initialized)
            #expect(made.value(at: progress) == initialized.value(at: progress))
            #expect(made.velocity(at: progress) == initialized.velocity(at: progress))
        }

        @Test func curvesWithDifferentControlPointsDiffer() {
            #expect(UnitCurve.easeIn != .easeOut)
            #expect(UnitCurve.easeIn != .easeInOut)
            #expect(UnitCurve.linear != .circularEaseIn)
            #expect(Set([UnitCurve.easeIn, .easeIn, .easeOut, .linear, .linear]).count == 3)
        }

        @Test func diagonalBezierIsTheIdentity() {
            // Control points on the diagonal make x(t) = y(t): the output equals the input.
            let straight = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: 0.2, y: 0.2), endControlPoint: UnitPoint(x: 0.7, y: 0.7))
            // Solved to within 2⁻²⁰ in x and rounded to the grid, the value is within 1.5 steps.
            for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
                #expect(abs(straight.value(at: progress) - progress) <= 1.5 * UnitCurveTests.grid)
                #expect(abs(straight.velocity(at: progress) - 1) <= UnitCurveTests.grid)
            }
        }

        @Test(arguments: UnitCurveTests.verticalMiddleSamples)
        func curveWithAVerticalMiddleMatchesIndependentComputation(sample: UnitCurveSample) {
            let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
            #expect(abs(curve.value(at: sample.progress) - sample.value) <= UnitCurveTests.valueTolerance)
            #expect(abs(curve.velocity(at: sample.progress) - sample.velocity) <= UnitCurveTests.velocityTolerance)
            #expect(curve.value(at: sample.progress) == SwiftUIReference.Bezier(1, 0, 0, 1).value(at: sample.progress))
        }

        @Test func verticalTangentsAreInfiniteWithTheSignOfDy() {
            // (1, 0), (0, 1): vertical at x = ½ (value ½ by symmetry).
            let middle = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
            #expect(abs(middle.value(at: 0.5) - 0.5) <= 1e-12)
            // SwiftUI's rule: x′ = 0 and y′ ≠ 0 gives ±∞ with the sign of y′.
            #expect(middle.velocity(at: 0.5) == .infinity)
            // (0, 1), (1, 0): x′(0) = 0 while y′(0) = 3, so the curve leaves (0, 0) straight up…
            let upward = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 0))
            #expect(upward.velocity(at: 0) == .infinity)
            // …and (0, −1), (1, 2) leaves it straight down.
            let downward = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: -1), endControlPoint: UnitPoint(x: 1, y: 2))
            #expect(downward.velocity(at: 0) == -.infinity)
        }

        @Test(arguments: UnitCurveTests.verticalMiddleSamples)
        func controlPointXIsClampedToTheUnitInterval(sample: UnitCurveSample) {
            // Apple's documentation of bezier(startControlPoint:endControlPoint:): "The x components of
            // the control points are clamped to the range [0,1] when the curve is evaluated."
            // So (1.5, 0), (−0.5, 1) must evaluate as (1, 0), (0, 1), whose values are tabulated above.
            let unclamped = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: 1.5, y: 0), endControlPoint: UnitPoint(x: -0.5, y: 1))
            #expect(abs(unclamped.value(at: sample.progress) - sample.value) <= UnitCurveTests.valueTolerance)
            #expect(abs(unclamped.velocity(at: sample.progress) - sample.velocity) <= UnitCurveTests.velocityTolerance)
            let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
            #expect(unclamped.value(at: sample.progress) == clamped.value(at: sample.progress))
            #expect(unclamped.velocity(at: sample.progress) == clamped.velocity(at: sample.progress))
        }

        @Test func controlPointYIsNotClamped() {
            // Only x is clamped: y outside 0...1 overshoots. (0.5, 2), (0.5, 2) is symmetric about
            // x = ½, where t = ½ and y = 3·¼·½·2 + 3·½·¼·2 + ⅛ = 1.625.
            let overshoot = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.5, y: 2), endControlPoint: UnitPoint(x: 0.5, y: 2))
            #expect(abs(overshoot.value(at: 0.5) - 1.625) <= 1e-12)
        }
    }
}
