import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

@Suite("AnimatablePair")
struct AnimatablePairTests {
    @Test func storesItsComponentsInOrder() {
        let pair = AnimatablePair(2.0, CGFloat(4))
        #expect(pair.first == 2)
        #expect(pair.second == 4)
    }

    @Test func componentsAreMutable() {
        var pair = AnimatablePair(1.0, 2.0)
        pair.first = -1
        pair.second = 9
        #expect(pair == AnimatablePair(-1.0, 9.0))
    }

    @Test func zeroIsZeroInBothComponents() {
        let zero = AnimatablePair<Double, AnimatablePair<Float, CGFloat>>.zero
        #expect(zero.first == 0)
        #expect(zero.second.first == 0)
        #expect(zero.second.second == 0)
    }

    @Test func additionAndSubtractionAreComponentwise() {
        let a = AnimatablePair(1.0, CGFloat(10))
        let b = AnimatablePair(0.5, CGFloat(-4))
        #expect(a + b == AnimatablePair(1.5, CGFloat(6)))
        #expect(a - b == AnimatablePair(0.5, CGFloat(14)))
    }

    @Test func compoundAssignmentsAreComponentwise() {
        var pair = AnimatablePair(1.0, CGFloat(10))
        pair += AnimatablePair(2.0, CGFloat(5))
        #expect(pair == AnimatablePair(3.0, CGFloat(15)))
        pair -= AnimatablePair(4.0, CGFloat(20))
        #expect(pair == AnimatablePair(-1.0, CGFloat(-5)))
    }

    @Test func scaleMultipliesBothComponents() {
        // The documented example.
        var pair = AnimatablePair(2.0, CGFloat(4))
        pair.scale(by: 0.5)
        #expect(pair == AnimatablePair(1.0, CGFloat(2)))
    }

    @Test func magnitudeSquaredIsTheSumOfTheComponentsMagnitudes() {
        #expect(AnimatablePair(2.0, CGFloat(4)).magnitudeSquared == 20)
        #expect(AnimatablePair(1.0, CGFloat(2)).magnitudeSquared == 5)
        // Nested: the squared length of the fused 4-vector (1, 2, 3, 4) is 1 + 4 + 9 + 16.
        let nested = AnimatablePair(AnimatablePair(1.0, 2.0), AnimatablePair(Float(3), CGFloat(4)))
        #expect(nested.magnitudeSquared == 30)
    }

    @Test func nestedPairsScaleEveryComponent() {
        var nested = AnimatablePair(AnimatablePair(1.0, 2.0), AnimatablePair(Float(3), CGFloat(4)))
        nested.scale(by: -2)
        #expect(nested == AnimatablePair(AnimatablePair(-2.0, -4.0), AnimatablePair(Float(-6), CGFloat(-8))))
    }

    @Test func equalityAndHashingUseBothComponents() {
        let a = AnimatablePair(1.0, 2.0)
        #expect(a == AnimatablePair(1.0, 2.0))
        #expect(a != AnimatablePair(1.0, 3.0))
        #expect(a != AnimatablePair(0.0, 2.0))
        #expect(Set([a, AnimatablePair(1.0, 2.0), AnimatablePair(2.0, 1.0)]).count == 2)
    }

    @Test func descriptionListsBothComponents() {
        #expect(AnimatablePair(1.5, 2.5).description == "(1.5, 2.5)")
    }

    @Test(arguments: [0.5, -2.0, 3.0, 0.0])
    func satisfiesTheVectorLaws(scalar: Double) {
        checkVectorArithmeticLaws(
            AnimatablePair(1.5, CGFloat(-2)),
            AnimatablePair(-0.25, CGFloat(8)),
            AnimatablePair(100.0, CGFloat(0.125)),
            scalar: scalar,
            tolerance: 1e-12)
    }

    @Test func satisfiesTheVectorLawsForRandomNestedPairs() async {
        let component = Gen.double(in: -1e4...1e4)
        let pair = zip(component, component).map { AnimatablePair($0, CGFloat($1)) }
        let nested = zip(pair, pair).map { AnimatablePair($0, $1) }
        await propertyCheck(count: 100, input: nested, nested, nested, Gen.double(in: -10...10)) { a, b, c, s in
            checkVectorArithmeticLaws(a, b, c, scalar: s, tolerance: 1e-12)
        }
    }
}
