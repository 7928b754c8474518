import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

/// The helpers every `VectorArithmetic` type gets: `scaled(by:)`, `interpolate` and `interpolated`.
@Suite("VectorArithmetic helpers")
struct VectorArithmeticTests {
    @Test func scaledReturnsAScaledCopyAndLeavesTheOriginalAlone() {
        let original = AnimatablePair(3.0, -4.0)
        let scaled = original.scaled(by: 0.5)
        #expect(scaled == AnimatablePair(1.5, -2.0))
        #expect(original == AnimatablePair(3.0, -4.0))
    }

    @Test func scaledAgreesWithScaleInPlace() {
        var inPlace = AnimatablePair(CGFloat(2), 7.0)
        inPlace.scale(by: -3)
        #expect(AnimatablePair(CGFloat(2), 7.0).scaled(by: -3) == inPlace)
        #expect(inPlace == AnimatablePair(CGFloat(-6), -21.0))
    }

    @Test func interpolatedMatchesTheDocumentedExample() {
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
    }

    @Test(arguments: [
        // (from, to, amount, from + (to - from) * amount worked by hand)
        (0.0, 10.0, 0.0, 0.0),
        (0.0, 10.0, 1.0, 10.0),
        (0.0, 10.0, 0.5, 5.0),
        (-4.0, 4.0, 0.75, 2.0),
        (1.0, 3.0, 2.0, 5.0),   // extrapolates past the target
        (1.0, 3.0, -1.0, -1.0), // and before the start
        (5.0, 5.0, 0.3, 5.0),
    ])
    func interpolatedIsStartPlusScaledDifference(from: Double, to: Double, amount: Double, expected: Double) {
        #expect(from.interpolated(towards: to, amount: amount) == expected)
    }

    @Test func interpolateMutatesInPlaceLikeInterpolated() {
        var value = AnimatablePair(0.0, AnimatablePair(CGFloat(10), Float(-2)))
        let target = AnimatablePair(4.0, AnimatablePair(CGFloat(20), Float(2)))
        let expected = value.interpolated(towards: target, amount: 0.25)
        value.interpolate(towards: target, amount: 0.25)
        #expect(value == expected)
        #expect(value == AnimatablePair(1.0, AnimatablePair(CGFloat(12.5), Float(-1))))
    }

    @Test func interpolatingTowardsItselfChangesNothing() {
        let point = CGPoint(x: 3, y: -9).animatableData
        #expect(point.interpolated(towards: point, amount: 0.7) == point)
    }

    @Test func interpolatedEndpointsHoldForRandomDoubles() async {
        await propertyCheck(count: 200, input: Gen.double(in: -1e6...1e6), Gen.double(in: -1e6...1e6)) { a, b in
            #expect(a.interpolated(towards: b, amount: 0) == a)
            #expect(isApproximatelyEqual(a.interpolated(towards: b, amount: 1), b, tolerance: 1e-12))
        }
    }

    @Test func interpolationIsLinearInTheAmount() async {
        // The midpoint of the 0.2 and 0.6 interpolations is the 0.4 interpolation.
        await propertyCheck(count: 200, input: Gen.double(in: -1e3...1e3), Gen.double(in: -1e3...1e3)) { a, b in
            let p = AnimatablePair(a, b)
            let q = AnimatablePair(b, -a)
            let low = p.interpolated(towards: q, amount: 0.2)
            let high = p.interpolated(towards: q, amount: 0.6)
            let middle = p.interpolated(towards: q, amount: 0.4)
            #expect(isApproximatelyEqual(low.interpolated(towards: high, amount: 0.5), middle, tolerance: 1e-12))
        }
    }
}
