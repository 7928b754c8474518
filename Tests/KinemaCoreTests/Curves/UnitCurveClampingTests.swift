import Foundation
import Kinema
import Testing

extension UnitCurveTests {
    @Suite("Clamping and finiteness")
    struct Clamping {
        @Test(arguments: NamedUnitCurve.all)
        func curvesRunFromZeroToOne(named: NamedUnitCurve) {
            #expect(named.curve.value(at: 0) == 0)
            #expect(named.curve.value(at: 1) == 1)
        }

        @Test func bezierEndValuesAreExactWhateverTheControlPoints() {
            // y(1) = a + b + c with a = 1 − c − b is 1 in exact arithmetic, but not necessarily
            // after rounding: for y control values 0.2 and 0.15 the power-basis coefficients are
            // c = 0.6000000000000001, b = −0.7500000000000001, a = 1.15 in IEEE double, and
            // (a + b) + c = 0.9999999999999999 (checked in Python). The curve should still end
            // exactly at (1, 1), as its endpoints are fixed, whatever the rounding in between.
            let curve = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: 0.5, y: 0.2), endControlPoint: UnitPoint(x: 0.5, y: 0.15))
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }

        @Test(arguments: NamedUnitCurve.all, [-1e-12, -0.5, -1, -1e300, -Double.infinity])
        func progressBelowZeroReadsAsZero(named: NamedUnitCurve, progress: Double) {
            let curve = named.curve
            #expect(curve.value(at: progress) == curve.value(at: 0))
            #expect(curve.velocity(at: progress) == curve.velocity(at: 0))
        }

        @Test(arguments: NamedUnitCurve.all, [1 + 1e-12, 1.5, 2, 1e300, Double.infinity])
        func progressAboveOneReadsAsOne(named: NamedUnitCurve, progress: Double) {
            let curve = named.curve
            #expect(curve.value(at: progress) == curve.value(at: 1))
            #expect(curve.velocity(at: progress) == curve.velocity(at: 1))
        }

        @Test(arguments: NamedUnitCurve.all)
        func nanProgressReadsAsZero(named: NamedUnitCurve) {
            let value = named.curve.value(at: .nan)
            let velocity = named.curve.velocity(at: .nan)
            #expect(!value.isNaN)
            #expect(!velocity.isNaN)
            #expect(value == named.curve.value(at: 0))
            #expect(velocity == named.curve.velocity(at: 0))
        }

        @Test(arguments: NamedUnitCurve.all)
        func velocityIsNeverNaN(named: NamedUnitCurve) {
            // A fine grid plus the points where some tangent is vertical or flat.
            let grid = Array(stride(from: 0.0, through: 1.0, by: 1.0 / 1024)) + [1e-300, 0.5, 1 - 1e-16, .nan]
            for x in grid {
                let velocity = named.curve.velocity(at: x)
                #expect(!velocity.isNaN, "x = \(x)")
                #expect(named.curve.value(at: x).isFinite, "x = \(x)")
            }
        }

    }
}
