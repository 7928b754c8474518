import Kinema
import Testing

@Suite("CGSize: Animatable")
struct CGSizeAnimatableTests {
    @Test func dataTypeIsAPairOfCGFloats() {
        #expect(CGSize.AnimatableData.self == AnimatablePair<CGFloat, CGFloat>.self)
    }

    @Test func animatableDataIsWidthThenHeightUnscaled() {
        let data = CGSize(width: 1.5, height: 7).animatableData
        #expect(data.first == 1.5)
        #expect(data.second == 7)
    }

    @Test func settingAnimatableDataSetsWidthAndHeight() {
        var size = CGSize.zero
        size.animatableData = AnimatablePair(10, 20)
        #expect(size == CGSize(width: 10, height: 20))
    }

    @Test func documentedDeltaExample() {
        // A quarter of the way along the delta (0.5, 0.5): (0.125, 0.125), squared length 0.03125.
        var delta = CGSize(width: 0.5, height: 0.5).animatableData
        delta.scale(by: 0.25)
        #expect(delta == AnimatablePair(0.125, 0.125))
        #expect(delta.magnitudeSquared == 0.03125)
    }

    @Test func interpolatingTheDataInterpolatesTheSize() {
        var size = CGSize(width: 100, height: 50)
        size.animatableData.interpolate(towards: CGSize(width: 200, height: 0).animatableData, amount: 0.5)
        #expect(size == CGSize(width: 150, height: 25))
    }
}
