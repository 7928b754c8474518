import Foundation
import KinemaDisplay
import KinemaTestSupport
import PropertyBased
import Testing

@Suite("RectangleCornerRadii")
struct RectangleCornerRadiiTests {
    @Test func radiiDefaultToZero() {
        let radii = RectangleCornerRadii(topTrailing: 5)
        #expect(radii.topLeading == 0 && radii.bottomLeading == 0 && radii.bottomTrailing == 0)
        #expect(radii.topTrailing == 5)
    }

    @Test func animatableDataIsTheTopPairThenTheBottomPair() {
        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 3, bottomTrailing: 4, topTrailing: 2)
        let data = radii.animatableData
        #expect(data.first.first == 1 && data.first.second == 2)
        #expect(data.second.first == 3 && data.second.second == 4)
        radii.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
        #expect(radii == RectangleCornerRadii(topLeading: 10, bottomLeading: 30, bottomTrailing: 40, topTrailing: 20))
    }

    @Test func dataSatisfiesTheVectorLaws() async {
        let radius = Gen.cgFloat(in: -1e3...1e3)
        let radii = zip(radius, radius, radius, radius).map { value in
            RectangleCornerRadii(topLeading: value.0, bottomLeading: value.1, bottomTrailing: value.2, topTrailing: value.3).animatableData
        }
        await propertyCheck(count: 100, input: radii, radii, radii, Gen.double(in: -10...10)) { a, b, c, s in
            checkVectorArithmeticLaws(a, b, c, scalar: s, tolerance: 1e-9)
        }
    }
}
