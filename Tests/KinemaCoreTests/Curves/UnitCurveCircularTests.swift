import Foundation
import Kinema
import Testing

// The circular curves' reference formulas, written as in the research notes (§2.2), in a
// different algebraic form from Kinema's where one exists.
private func circularEaseIn(_ p: Double) -> Double { 1 - sqrt(1 - p * p) }
private func circularEaseOut(_ p: Double) -> Double { sqrt(1 - (1 - p) * (1 - p)) }
private func circularEaseInOut(_ p: Double) -> Double {
    p < 0.5 ? (1 - sqrt(1 - 4 * p * p)) / 2 : (sqrt((8 - 4 * p) * p - 3) + 1) / 2
}
private func circularEaseInSlope(_ p: Double) -> Double { p / sqrt(1 - p * p) }
private func circularEaseOutSlope(_ p: Double) -> Double { (1 - p) / sqrt((2 - p) * p) }
private func circularEaseInOutSlope(_ p: Double) -> Double {
    p < 0.5 ? 2 * p / sqrt(1 - 4 * p * p) : (2 - 2 * p) / sqrt((8 - 4 * p) * p - 3)
}

/// Progress values away from the vertical tangents.
private let interior: [Double] = [0.01, 0.1, 0.2, 0.25, 0.33, 0.4, 0.49, 0.51, 0.6, 0.75, 0.8, 0.9, 0.99]

extension UnitCurveTests {
    @Suite("Linear and circular curves")
    struct Circular {
        @Test(arguments: [0.0, 0.125, 0.3, 0.5, 0.99, 1.0])
        func linearOutputEqualsInputWithUnitSlope(progress: Double) {
            #expect(UnitCurve.linear.value(at: progress) == progress)
            #expect(UnitCurve.linear.velocity(at: progress) == 1)
        }

        @Test(arguments: interior + [0, 1])
        func circularEaseInFollowsTheQuarterCircle(progress: Double) {
            #expect(abs(UnitCurve.circularEaseIn.value(at: progress) - circularEaseIn(progress)) <= 1e-12)
        }

        @Test(arguments: interior + [0, 1])
        func circularEaseOutFollowsTheQuarterCircle(progress: Double) {
            #expect(abs(UnitCurve.circularEaseOut.value(at: progress) - circularEaseOut(progress)) <= 1e-12)
        }

        @Test(arguments: interior + [0, 0.5, 1])
        func circularEaseInOutFollowsTwoQuarterCircles(progress: Double) {
            #expect(abs(UnitCurve.circularEaseInOut.value(at: progress) - circularEaseInOut(progress)) <= 1e-12)
        }

        @Test func circularKeyPoints() {
            // Worked by hand: 1 − √(1 − ¼) at ½, and the join of the two halves at (½, ½).
            #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) <= 1e-15)
            #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - 0.75.squareRoot()) <= 1e-15)
            #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) <= 1e-15)
            #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - (1 - 0.75.squareRoot()) / 2) <= 1e-15)
        }

        @Test(arguments: interior)
        func circularEaseInSlopeMatchesTheDerivative(progress: Double) {
            #expect(abs(UnitCurve.circularEaseIn.velocity(at: progress) - circularEaseInSlope(progress)) <= 1e-9)
        }

        @Test(arguments: interior)
        func circularEaseOutSlopeMatchesTheDerivative(progress: Double) {
            #expect(abs(UnitCurve.circularEaseOut.velocity(at: progress) - circularEaseOutSlope(progress)) <= 1e-9)
        }

        @Test(arguments: interior)
        func circularEaseInOutSlopeMatchesTheDerivative(progress: Double) {
            #expect(abs(UnitCurve.circularEaseInOut.velocity(at: progress) - circularEaseInOutSlope(progress)) <= 1e-9)
        }

        @Test func circularFlatEndsHaveZeroSlope() {
            #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
            #expect(UnitCurve.circularEaseOut.velocity(at: 1) == 0)
            #expect(UnitCurve.circularEaseInOut.velocity(at: 0) == 0)
            #expect(UnitCurve.circularEaseInOut.velocity(at: 1) == 0)
        }

        @Test func circularVerticalTangentsAreInfinite() {
            // SwiftUI reports the raw derivative of the circle: vertical means +∞.
            #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
            #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
            #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        }

        @Test(arguments: interior)
        func circularEaseOutMirrorsCircularEaseIn(progress: Double) {
            let mirrored = 1 - UnitCurve.circularEaseIn.value(at: 1 - progress)
            #expect(abs(UnitCurve.circularEaseOut.value(at: progress) - mirrored) <= 1e-12)
        }
    }
}
