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
                // Always: the round trip lands on a point with the same output.
                #expect(abs(curve.value(at: back) - y) <= 1e-9)
                // And on the same input wherever the curve is not flat there. (Where it is flat, a
                // rounding error ε in y moves the inverse by about ε / slope, or by ε^⅓ at a
                // flat inflection, so x itself is not recoverable to 1e-8.)
                if curve.velocity(at: x) >= 1e-3 {
                    #expect(abs(back - x) <= 1e-8)
                }
            }
        }

        @Test func velocityMatchesTheCentralDifferenceAwayFromTheEnds() async {
            // Control x in 0.05...0.95 keeps x′(t) ≥ 0.075 (no vertical tangent), so the slope and
            // its derivatives stay bounded and a central difference with h = 1e-5 (truncation
            // error ~h², rounding error ~1e-16/h) is accurate to better than 1e-5 relative.
            await propertyCheck(
                count: 300, input: beziers(x: 0.05...0.95, y: -0.5...1.5), Gen.double(in: 0.01...0.99)
            ) { curve, x in
                let velocity = curve.velocity(at: x)
                let difference = centralDifference(curve, at: x, step: 1e-5)
                #expect(abs(velocity - difference) <= 1e-5 * max(1, abs(difference)))
            }
        }

        @Test(arguments: NamedUnitCurve.all)
        func presetVelocityMatchesTheCentralDifference(named: NamedUnitCurve) {
            for x in stride(from: 0.05, through: 0.95, by: 0.05) where abs(x - 0.5) > 0.01 {
                let difference = centralDifference(named.curve, at: x, step: 1e-6)
                #expect(abs(named.curve.velocity(at: x) - difference) <= 1e-6 * max(1, abs(difference)), "x = \(x)")
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
