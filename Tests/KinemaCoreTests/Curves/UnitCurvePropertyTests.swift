import Foundation
import Kinema
import PropertyBased
import Testing

/// Random Bézier curves whose control points have x in `xs` and y in `ys`.
private func beziers(
    x xs: ClosedRange<CGFloat>, y ys: ClosedRange<CGFloat>
) -> Generator<UnitCurve, some SendableSequenceType> {
    zip(Gen.cgFloat(in: xs), Gen.cgFloat(in: ys), Gen.cgFloat(in: xs), Gen.cgFloat(in: ys)).map {
        UnitCurve.bezier(
            startControlPoint: UnitPoint(x: $0.0, y: $0.1),
            endControlPoint: UnitPoint(x: $0.2, y: $0.3))
    }
}

/// A Bézier curve with its control points kept, so a test can evaluate the exact curve too.
private struct RandomBezier: Sendable, CustomStringConvertible {
    var curve: UnitCurve
    var exact: ExactBezier
    var description: String { "\(exact)" }
}

/// Random Bézier curves, with the exact curve through the same control points.
private func randomBeziers(
    x xs: ClosedRange<CGFloat>, y ys: ClosedRange<CGFloat>
) -> Generator<RandomBezier, some SendableSequenceType> {
    zip(Gen.cgFloat(in: xs), Gen.cgFloat(in: ys), Gen.cgFloat(in: xs), Gen.cgFloat(in: ys)).map {
        RandomBezier(
            curve: UnitCurve.bezier(
                startControlPoint: UnitPoint(x: $0.0, y: $0.1), endControlPoint: UnitPoint(x: $0.2, y: $0.3)),
            exact: ExactBezier(x1: Double($0.0), y1: Double($0.1), x2: Double($0.2), y2: Double($0.3)))
    }
}

/// The exact curve, unrounded, for comparison with Kinema's, which (as SwiftUI's) solves x only to
/// within 2⁻²⁰ and rounds to the 2⁻²⁰ grid: the Bernstein form, t by 200 steps of bisection (the
/// method of the mpmath tables in UnitCurveTests.swift, in doubles). Control x in 0…1.
struct ExactBezier: Sendable, CustomStringConvertible {
    var x1: Double, y1: Double, x2: Double, y2: Double

    private static func b(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }

    private static func db(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * p1 + 6 * (1 - t) * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func parameter(_ x: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if Self.b(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    func value(at x: Double) -> Double { Self.b(y1, y2, parameter(x)) }

    func slope(at x: Double) -> Double {
        let t = parameter(x)
        return Self.db(y1, y2, t) / Self.db(x1, x2, t)
    }

    /// How far a slope on SwiftUI's grid may be from the exact one at `x`: half a grid step of
    /// rounding plus the change of slope across the solver's window of one grid step in x
    /// (the curvature, by a central difference of the exact slope), doubled for margin.
    func slopeTolerance(at x: Double) -> Double {
        let h = 1e-6
        let curvature = (slope(at: x + h) - slope(at: x - h)) / (2 * h)
        return UnitCurveTests.grid * (1 + 2 * abs(curvature))
    }

    var description: String { "(\(x1), \(y1)), (\(x2), \(y2))" }
}

/// The exact curve behind each named Bézier preset (nil for the exact, unrounded curves).
private func exactCurve(_ named: NamedUnitCurve) -> ExactBezier? {
    switch named.name {
    case "easeIn": ExactBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    case "easeOut": ExactBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    case "easeInOut": ExactBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    case NamedUnitCurve.seed.name: ExactBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    default: nil
    }
}

/// The central difference (f(x + h) − f(x − h)) / 2h.
private func centralDifference(_ curve: UnitCurve, at x: Double, step h: Double) -> Double {
    (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
}

extension UnitCurveTests {
    @Suite("Properties of random curves")
    struct Properties {
        @Test func monotoneControlPointsGiveAMonotoneCurve() async {
            // With every control coordinate in 0...1, x(t) and y(t) are both non-decreasing.
            await propertyCheck(
                count: 300, input: beziers(x: 0...1, y: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)
            ) { curve, p, q in
                let (low, high) = (min(p, q), max(p, q))
                #expect(curve.value(at: low) <= curve.value(at: high) + 1e-12)
                let value = curve.value(at: low)
                #expect(value >= -1e-12 && value <= 1 + 1e-12)
                #expect(curve.velocity(at: low) >= -1e-9)
            }
        }

        @Test func inverseUndoesRandomMonotoneCurves() async {
            await propertyCheck(count: 300, input: beziers(x: 0...1, y: 0...1), Gen.double(in: 0...1)) { curve, x in
                let y = curve.value(at: x)
                let back = curve.inverse.value(at: y)
                // Each evaluation solves x to within one 2⁻²⁰ step and rounds to half a step, so a
                // round trip through a curve of slope s lands within about 1.5 steps · (1 + 1/s) of
                // where it started, and the curve maps it back to within 1.5 steps · (1 + s) of y
                // (see roundTripTolerance in UnitCurveInverseTests.swift); 2 leaves room.
                let grid = UnitCurveTests.grid
                // Always: the round trip lands on a point with (nearly) the same output.
                let slopeAtBack = abs(curve.velocity(at: back))
                #expect(abs(curve.value(at: back) - y) <= 2 * grid * (1 + slopeAtBack))
                // And on (nearly) the same input wherever the curve is not flat there. (Where it is
                // flat, an error ε in y moves the inverse by about ε / slope, or by ε^⅓ at a flat
                // inflection, so x itself is not recoverable.)
                let slope = curve.velocity(at: x)
                if slope >= 1e-3 {
                    #expect(abs(back - x) <= 2 * grid * (1 + 1 / slope))
                }
            }
        }

        @Test func velocityMatchesTheCentralDifferenceAwayFromTheEnds() async {
            // Control x in 0.05...0.95 keeps x′(t) ≥ 0.075 (no vertical tangent), so the slope and
            // its derivatives stay bounded and a central difference with h = 1e-5 (truncation
            // error ~h², rounding error ~1e-16/h) is accurate to better than 1e-5 relative — of
            // the exact curve. Kinema's values sit on the 2⁻²⁰ grid, whose steps a difference over
            // 2e-5 would magnify to about 0.05, so the difference is taken of the exact curve
            // through the same control points, and Kinema's slope must match it to within the
            // grid (its own rounding, plus the curvature across the solver's window in x).
            await propertyCheck(
                count: 300, input: randomBeziers(x: 0.05...0.95, y: -0.5...1.5), Gen.double(in: 0.01...0.99)
            ) { bezier, x in
                let exact = bezier.exact
                let h = 1e-5
                let difference = (exact.value(at: x + h) - exact.value(at: x - h)) / (2 * h)
                #expect(abs(exact.slope(at: x) - difference) <= 1e-5 * max(1, abs(difference)))
                let velocity = bezier.curve.velocity(at: x)
                #expect(abs(velocity - exact.slope(at: x)) <= exact.slopeTolerance(at: x))
            }
        }

        @Test(arguments: NamedUnitCurve.all)
        func presetVelocityMatchesTheCentralDifference(named: NamedUnitCurve) {
            for x in stride(from: 0.05, through: 0.95, by: 0.05) where abs(x - 0.5) > 0.01 {
                // The Bézier presets are on SwiftUI's 2⁻²⁰ grid, which a difference over 2e-6
                // would magnify to about 0.5: they are differenced on the exact curve, and their
                // slope must match that to within the grid (see velocityMatchesTheCentralDifference…).
                if let exact = exactCurve(named) {
                    let difference = (exact.value(at: x + 1e-6) - exact.value(at: x - 1e-6)) / 2e-6
                    #expect(abs(exact.slope(at: x) - difference) <= 1e-6 * max(1, abs(difference)), "x = \(x)")
                    #expect(abs(named.curve.velocity(at: x) - exact.slope(at: x)) <= exact.slopeTolerance(at: x), "x = \(x)")
                } else {
                    let difference = centralDifference(named.curve, at: x, step: 1e-6)
                    #expect(abs(named.curve.velocity(at: x) - difference) <= 1e-6 * max(1, abs(difference)), "x = \(x)")
                }
            }
        }

        @Test func anyFiniteControlPointsGiveFiniteValuesAndNoNaNVelocity() async {
            // The documented guarantee: never NaN for finite control points, whatever the progress.
            let progress = Gen.double(in: -0.5...1.5)
            await propertyCheck(count: 300, input: beziers(x: -1...2, y: -2...3), progress) { curve, x in
                #expect(curve.value(at: x).isFinite)
                let velocity = curve.velocity(at: x)
                // Infinite only where the curve is vertical (SwiftUI's rule); never NaN.
                #expect(!velocity.isNaN)
            }
        }

        @Test func randomCurvesStartAtZeroAndEndExactlyAtOne() async {
            // A Bézier timing curve runs from (0, 0) to (1, 1), so its end values are exact.
            await propertyCheck(count: 300, input: beziers(x: 0...1, y: -1...2)) { curve in
                #expect(curve.value(at: 0) == 0)
                #expect(curve.value(at: 1) == 1)
            }
        }

        @Test func clampingHoldsForRandomCurvesAndProgress() async {
            await propertyCheck(count: 200, input: beziers(x: 0...1, y: -1...2), Gen.double(in: 1...1e6)) { curve, excess in
                #expect(curve.value(at: -excess) == curve.value(at: 0))
                #expect(curve.value(at: 1 + excess) == curve.value(at: 1))
                #expect(curve.velocity(at: -excess) == curve.velocity(at: 0))
                #expect(curve.velocity(at: 1 + excess) == curve.velocity(at: 1))
            }
        }
    }
}
