import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

@Suite("Double as VectorArithmetic")
struct DoubleVectorTests {
    @Test(arguments: [(3.0, 2.0, 6.0), (-1.5, 4.0, -6.0), (7.0, 0.0, 0.0), (0.1, -1.0, -0.1)])
    func scaleMultiplies(value: Double, factor: Double, product: Double) {
        var v = value
        v.scale(by: factor)
        #expect(v == product)
        #expect(value.scaled(by: factor) == product)
    }

    @Test(arguments: [(3.0, 9.0), (-4.0, 16.0), (0.0, 0.0), (0.5, 0.25)])
    func magnitudeSquaredIsTheSquare(value: Double, square: Double) {
        #expect(value.magnitudeSquared == square)
    }

    @Test func zeroIsZero() {
        #expect(Double.zero == 0)
        #expect(Double.zero.magnitudeSquared == 0)
    }

    @Test func satisfiesTheVectorLawsForRandomValues() async {
        let value = Gen.double(in: -1e6...1e6)
        await propertyCheck(count: 200, input: value, value, value, Gen.double(in: -100...100)) { a, b, c, s in
            checkVectorArithmeticLaws(a, b, c, scalar: s, tolerance: 1e-12)
        }
    }
}

@Suite("Float as VectorArithmetic")
struct FloatVectorTests {
    @Test func scaleMultipliesAndRoundsToFloat() {
        var v: Float = 3
        v.scale(by: 0.5)
        #expect(v == 1.5)
        // 1/3 is not representable: the product is the Float nearest to 1/3.
        var third: Float = 1
        third.scale(by: 1.0 / 3.0)
        #expect(third == Float(1.0 / 3.0))
    }

    @Test func magnitudeSquaredIsTheSquareAsDouble() {
        #expect(Float(3).magnitudeSquared == 9)
        #expect(Float(-0.5).magnitudeSquared == 0.25)
    }

    @Test func satisfiesTheVectorLawsForRandomValues() async {
        let value = Gen.float(in: -1e3...1e3)
        await propertyCheck(count: 200, input: value, value, value, Gen.double(in: -10...10)) { a, b, c, s in
            checkVectorArithmeticLaws(a, b, c, scalar: s, tolerance: 1e-5)
        }
    }
}

@Suite("CGFloat as VectorArithmetic")
struct CGFloatVectorTests {
    @Test func scaleMultiplies() {
        var v: CGFloat = 8
        v.scale(by: -0.25)
        #expect(v == -2)
        #expect(CGFloat(5).scaled(by: 3) == 15)
    }

    @Test func magnitudeSquaredIsTheSquare() {
        #expect(CGFloat(-3).magnitudeSquared == 9)
        #expect(CGFloat(1.5).magnitudeSquared == 2.25)
    }

    @Test func satisfiesTheVectorLawsForRandomValues() async {
        let value = Gen.cgFloat(in: -1e6...1e6)
        await propertyCheck(count: 200, input: value, value, value, Gen.double(in: -100...100)) { a, b, c, s in
            checkVectorArithmeticLaws(a, b, c, scalar: s, tolerance: 1e-12)
        }
    }
}
