import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// A curve with a name, for readable test-case descriptions.
struct NamedUnitCurve: Sendable, CustomTestStringConvertible {
    var name: String
    var curve: UnitCurve
    var testDescription: String { name }

    /// Whether the curve is a Bézier curve, solved and rounded on SwiftUI's 2⁻²⁰ grid (the linear
    /// and circular curves are exact formulas).
    var isOnTheGrid: Bool { !(name == "linear" || name.hasPrefix("circular")) }

    /// The curves whose `inverse` is their inverse function: all but `circularEaseInOut`, whose
    /// inverse is itself, as in SwiftUI.
    static var invertible: [NamedUnitCurve] { all.filter { $0.name != "circularEaseInOut" } }

    static let seed = NamedUnitCurve(
        name: "seed (0.25, 0.1) (0.25, 1)",
        curve: UnitCurve(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)))

    /// Every preset, plus the WWDC23 sample curve.
    static let all: [NamedUnitCurve] = [
        NamedUnitCurve(name: "linear", curve: .linear),
        NamedUnitCurve(name: "easeIn", curve: .easeIn),
        NamedUnitCurve(name: "easeOut", curve: .easeOut),
        NamedUnitCurve(name: "easeInOut", curve: .easeInOut),
        NamedUnitCurve(name: "circularEaseIn", curve: .circularEaseIn),
        NamedUnitCurve(name: "circularEaseOut", curve: .circularEaseOut),
        NamedUnitCurve(name: "circularEaseInOut", curve: .circularEaseInOut),
        seed,
    ]
}

/// Progress values on which inverses are checked.
private let progressGrid: [Double] = Array(stride(from: 0.0, through: 1.0, by: 1.0 / 64))

extension UnitCurveTests {
    @Suite("inverse")
    struct Inverse {
        @Test func bezierInverseSwapsTheControlPointsCoordinates() {
            let expected = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1))
            #expect(UnitCurve.easeIn.inverse == expected)
            let seedInverse = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 1, y: 0.25))
            #expect(NamedUnitCurve.seed.curve.inverse == seedInverse)
        }

        @Test(arguments: UnitCurveTests.easeInInverseSamples)
        func easeInInverseMatchesIndependentComputation(sample: UnitCurveSample) {
            // easeIn.inverse is the mirror image across the diagonal, not easeOut.
            let inverse = UnitCurve.easeIn.inverse
            #expect(abs(inverse.value(at: sample.progress) - sample.value) <= UnitCurveTests.valueTolerance)
            #expect(abs(inverse.velocity(at: sample.progress) - sample.velocity) <= UnitCurveTests.velocityTolerance)
            #expect(inverse.value(at: sample.progress) == SwiftUIReference.Bezier(0, 0.42, 1, 1).value(at: sample.progress))
        }

        @Test func easeInInverseIsNotEaseOut() {
            #expect(UnitCurve.easeIn.inverse != .easeOut)
            // At ½: 0.6575 (inverse, exact: t = ½) against 0.68464… (easeOut), both from mpmath,
            // within the 2⁻²⁰ grid's tolerance.
            let inverse = UnitCurve.easeIn.inverse.value(at: 0.5)
            let easeOut = UnitCurve.easeOut.value(at: 0.5)
            #expect(abs(inverse - 0.6575) <= UnitCurveTests.valueTolerance)
            #expect(abs(easeOut - 0.6846431874274607) <= UnitCurveTests.valueTolerance)
            #expect(abs(inverse - easeOut) > 0.02)
        }

        @Test func circularInversesAreEachOther() {
            #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
            #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
            #expect(UnitCurve.linear.inverse == .linear)
        }

        @Test func circularEaseInOutIsItsOwnInverseAsInSwiftUI() {
            // SwiftUI's `circularEaseInOut.inverse` returns the curve itself, which is not its
            // inverse function: applying it twice does not give back x. Python from the circle
            // formulas (0.5·(1 − √(1 − 4x²)) below ½): f(0.25) = 0.0669872981077807 and
            // f(f(0.25)) = 0.004507616716241225; by symmetry f(f(0.75)) = 0.9954923832837589.
            let curve = UnitCurve.circularEaseInOut
            #expect(curve.inverse == curve)
            #expect(abs(curve.inverse.value(at: curve.value(at: 0.25)) - 0.004507616716241225) <= 1e-12)
            #expect(abs(curve.inverse.value(at: curve.value(at: 0.75)) - 0.9954923832837589) <= 1e-12)
            // It still fixes the ends and the middle.
            for x in [0.0, 0.5, 1.0] {
                #expect(curve.inverse.value(at: curve.value(at: x)) == x)
            }
        }

        /// How far a round trip through a curve and its inverse may land from where it started,
        /// when the first curve has slope `slope` there. Each Bézier evaluation solves x to within
        /// one grid step (moving its output by up to its slope times a step) and rounds to half a
        /// step: the first curve's error, divided by the slope as the inverse carries it back, plus
        /// the inverse's own, comes to 1.5 steps · (1 + 1/slope); 2 leaves room for the
        /// linearisation. The ends are exact. The exact curves round trip to floating-point error.
        static func roundTripTolerance(_ named: NamedUnitCurve, at x: Double, slope: Double) -> Double {
            guard named.isOnTheGrid else { return 1e-7 }
            if x == 0 || x == 1 { return 0 }
            return 2 * UnitCurveTests.grid * (1 + 1 / abs(slope))
        }

        @Test(arguments: NamedUnitCurve.all)
        func inverseOfTheInverseIsTheCurve(named: NamedUnitCurve) {
            #expect(named.curve.inverse.inverse == named.curve)
        }

        @Test(arguments: NamedUnitCurve.invertible)
        func inverseUndoesTheCurve(named: NamedUnitCurve) {
            let curve = named.curve
            let inverse = curve.inverse
            for x in progressGrid {
                let roundTrip = inverse.value(at: curve.value(at: x))
                let tolerance = Self.roundTripTolerance(named, at: x, slope: curve.velocity(at: x))
                #expect(abs(roundTrip - x) <= tolerance, "x = \(x)")
            }
        }

        @Test(arguments: NamedUnitCurve.invertible)
        func curveUndoesTheInverse(named: NamedUnitCurve) {
            let curve = named.curve
            let inverse = curve.inverse
            for y in progressGrid {
                let roundTrip = curve.value(at: inverse.value(at: y))
                let tolerance = Self.roundTripTolerance(named, at: y, slope: inverse.velocity(at: y))
                #expect(abs(roundTrip - y) <= tolerance, "y = \(y)")
            }
        }

        @Test(arguments: [0.1, 0.3, 0.45, 0.55, 0.8, 0.95])
        func inverseSlopeIsTheReciprocal(progress: Double) {
            // (f⁻¹)′(f(x)) = 1 / f′(x) wherever f′(x) is neither 0 nor vertical. A Bézier slope is
            // only good to the 2⁻²⁰ grid, and is read at a rounded f(x); where the curve is flat
            // (the seed curve and easeIn/easeOut near their flat ends, f′ ≈ 0.06) the inverse is
            // steep and carries those errors up by 1/f′², so the product is 1 to about 1e-3 there.
            for named in NamedUnitCurve.invertible {
                let curve = named.curve
                let slope = curve.velocity(at: progress)
                let inverseSlope = curve.inverse.velocity(at: curve.value(at: progress))
                let tolerance = named.isOnTheGrid ? 1e-3 : 1e-6
                #expect(abs(slope * inverseSlope - 1) <= tolerance, "\(named.name)")
            }
        }
    }
}
