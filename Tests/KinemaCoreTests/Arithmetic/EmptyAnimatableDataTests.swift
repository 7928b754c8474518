import Kinema
import KinemaTestSupport
import Testing

@Suite("EmptyAnimatableData")
struct EmptyAnimatableDataTests {
    @Test func hasNoStorage() {
        #expect(MemoryLayout<EmptyAnimatableData>.size == 0)
    }

    @Test func everyValueEqualsEveryOther() {
        #expect(EmptyAnimatableData() == EmptyAnimatableData())
        #expect(EmptyAnimatableData() == .zero)
    }

    @Test func arithmeticGivesAnEmptyValue() {
        let a = EmptyAnimatableData()
        #expect(a + a == .zero)
        #expect(a - a == .zero)
        var b = a
        b += a
        b -= a
        b.scale(by: 1e9)
        #expect(b == .zero)
        #expect(a.scaled(by: -3) == .zero)
        #expect(a.interpolated(towards: .zero, amount: 0.5) == .zero)
    }

    @Test(arguments: [0.0, 1.0, -7.5, 1e300])
    func magnitudeIsAlwaysZero(scale: Double) {
        #expect(EmptyAnimatableData().scaled(by: scale).magnitudeSquared == 0)
    }

    @Test func satisfiesTheVectorLaws() {
        let e = EmptyAnimatableData()
        checkVectorArithmeticLaws(e, e, e, scalar: 2.5, tolerance: 0)
    }
}
