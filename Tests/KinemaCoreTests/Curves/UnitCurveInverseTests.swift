import Foundation
import Kinema
import Testing

/// A curve with a name, for readable test-case descriptions.
struct NamedUnitCurve: Sendable, CustomTestStringConvertible {
    var name: String
    var curve: UnitCurve
    var testDescription: String { name }

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
            #expect(abs(inverse.value(at: sample.progress) - sample.value) <= 1e-12)
            #expect(abs(inverse.velocity(at: sample.progress) - sample.velocity) <= 1e-9)
        }

        @Test func easeInInverseIsNotEaseOut() {
            #expect(UnitCurve.easeIn.inverse != .easeOut)
            // At ½: 0.6575 (inverse, exact: t = ½) against 0.68464… (easeOut), both from mpmath.
            let inverse = UnitCurve.easeIn.inverse.value(at: 0.5)
            let easeOut = UnitCurve.easeOut.value(at: 0.5)
            #expect(abs(inverse - 0.6575) <= 1e-12)
            #expect(abs(easeOut - 0.6846431874274607) <= 1e-12)
            #expect(abs(inverse - easeOut) > 0.02)
        }

        @Test func circularInversesAreEachOther() {
            #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
            #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
            #expect(UnitCurve.linear.inverse == .linear)
        }

        @Test(arguments: NamedUnitCurve.all)
        func inverseOfTheInverseIsTheCurve(named: NamedUnitCurve) {
            #expect(named.curve.inverse.inverse == named.curve)
        }

        @Test(arguments: NamedUnitCurve.all)
        func inverseUndoesTheCurve(named: NamedUnitCurve) {
            let curve = named.curve
            let inverse = curve.inverse
            for x in progressGrid {
                let roundTrip = inverse.value(at: curve.value(at: x))
                #expect(abs(roundTrip - x) <= 1e-7, "x = \(x)")
            }
        }

        @Test(arguments: NamedUnitCurve.all)
        func curveUndoesTheInverse(named: NamedUnitCurve) {
            let curve = named.curve
            let inverse = curve.inverse
            for y in progressGrid {
                let roundTrip = curve.value(at: inverse.value(at: y))
                #expect(abs(roundTrip - y) <= 1e-7, "y = \(y)")
            }
        }

        @Test(arguments: [0.1, 0.3, 0.45, 0.55, 0.8, 0.95])
        func inverseSlopeIsTheReciprocal(progress: Double) {
            // (f⁻¹)′(f(x)) = 1 / f′(x) wherever f′(x) is neither 0 nor vertical.
            for named in NamedUnitCurve.all {
                let curve = named.curve
                let slope = curve.velocity(at: progress)
                let inverseSlope = curve.inverse.velocity(at: curve.value(at: progress))
                #expect(abs(slope * inverseSlope - 1) <= 1e-6, "\(named.name)")
            }
        }
    }
}
