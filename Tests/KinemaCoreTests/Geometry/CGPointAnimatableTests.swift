import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

@Suite("CGPoint: Animatable")
struct CGPointAnimatableTests {
    @Test func dataTypeIsAPairOfCGFloats() {
        #expect(CGPoint.AnimatableData.self == AnimatablePair<CGFloat, CGFloat>.self)
    }

    @Test func animatableDataIsXThenYUnscaled() {
        let data = CGPoint(x: 1, y: 2).animatableData
        #expect(data.first == 1)
        #expect(data.second == 2)
    }

    @Test func settingAnimatableDataSetsXAndY() {
        // The documented example.
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))
    }

    @Test func interpolatingTheDataMovesAlongTheSegment() {
        var point = CGPoint(x: 0, y: 10)
        point.animatableData.interpolate(towards: CGPoint(x: 8, y: -10).animatableData, amount: 0.25)
        #expect(point == CGPoint(x: 2, y: 5))
    }

    @Test func magnitudeOfTheDataIsTheSquaredDistanceFromTheOrigin() {
        #expect(CGPoint(x: 3, y: 4).animatableData.magnitudeSquared == 25)
    }

    @Test func dataSatisfiesTheVectorLawsForRandomPoints() async {
        let coordinate = Gen.cgFloat(in: -1e5...1e5)
        let data = zip(coordinate, coordinate).map { CGPoint(x: $0, y: $1).animatableData }
        await propertyCheck(count: 100, input: data, data, data, Gen.double(in: -10...10)) { a, b, c, s in
            checkVectorArithmeticLaws(a, b, c, scalar: s, tolerance: 1e-12)
        }
    }
}
