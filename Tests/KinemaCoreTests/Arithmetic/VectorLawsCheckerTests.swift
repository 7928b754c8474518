import Kinema
import KinemaTestSupport
import Testing

/// A deliberately broken vector: `scale(by:)` adds instead of multiplying.
private struct AddingScale: VectorArithmetic, CustomStringConvertible {
    var value: Double
    static var zero: AddingScale { AddingScale(value: 0) }
    static func + (lhs: AddingScale, rhs: AddingScale) -> AddingScale { AddingScale(value: lhs.value + rhs.value) }
    static func - (lhs: AddingScale, rhs: AddingScale) -> AddingScale { AddingScale(value: lhs.value - rhs.value) }
    mutating func scale(by rhs: Double) { value += rhs }
    var magnitudeSquared: Double { value * value }
    var description: String { "\(value)" }
}

/// A deliberately broken vector: `+` is not commutative.
private struct LopsidedSum: VectorArithmetic, CustomStringConvertible {
    var value: Double
    static var zero: LopsidedSum { LopsidedSum(value: 0) }
    static func + (lhs: LopsidedSum, rhs: LopsidedSum) -> LopsidedSum { LopsidedSum(value: 2 * lhs.value + rhs.value) }
    static func - (lhs: LopsidedSum, rhs: LopsidedSum) -> LopsidedSum { LopsidedSum(value: lhs.value - rhs.value) }
    mutating func scale(by rhs: Double) { value *= rhs }
    var magnitudeSquared: Double { value * value }
    var description: String { "\(value)" }
}

/// The test-support checkers must be able to fail, or every law test built on them is vacuous.
@Suite("Vector law checkers")
struct VectorLawsCheckerTests {
    @Test func approximateEqualityIsAbsoluteForSmallAndRelativeForLargeValues() {
        #expect(isApproximatelyEqual(0.1 + 0.2, 0.3, tolerance: 1e-12))
        #expect(!isApproximatelyEqual(0.0, 1e-6, tolerance: 1e-9))
        #expect(isApproximatelyEqual(1e12, 1e12 + 1, tolerance: 1e-9))
        #expect(!isApproximatelyEqual(1e12, 1.001e12, tolerance: 1e-9))
        #expect(!isApproximatelyEqual(Double.nan, .nan, tolerance: 1))
        #expect(!isApproximatelyEqual(AnimatablePair(1.0, 2.0), AnimatablePair(1.0, 2.1), tolerance: 1e-3))
        #expect(isApproximatelyEqual(AnimatablePair(1.0, 2.0), AnimatablePair(1.0, 2.0 + 1e-13), tolerance: 1e-12))
    }

    @Test func lawCheckerPassesACorrectConformance() {
        checkVectorArithmeticLaws(1.5, -2.0, 8.0, scalar: 0.3, tolerance: 1e-12)
    }

    @Test func lawCheckerCatchesABrokenScale() {
        withKnownIssue("scale(by:) adds, so scale(by: 1) is not the identity") {
            checkVectorArithmeticLaws(
                AddingScale(value: 1), AddingScale(value: 2), AddingScale(value: 3), scalar: 2, tolerance: 1e-9)
        }
    }

    @Test func lawCheckerCatchesANonCommutativeSum() {
        withKnownIssue("a + b != b + a") {
            checkVectorArithmeticLaws(
                LopsidedSum(value: 1), LopsidedSum(value: 2), LopsidedSum(value: 3), scalar: 2, tolerance: 1e-9)
        }
    }
}
