import Kinema
import KinemaTestSupport
import Testing

/// Compiles only when both arguments are the same type.
private func assertSameType<T>(_: T.Type, _: T.Type) {}

@Suite("CGRect: Animatable")
struct CGRectAnimatableTests {
    typealias Expected = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    @Test func dataTypeIsOriginPairedWithSize() {
        // Compile-time check: this line does not build if the shape changes.
        assertSameType(CGRect.AnimatableData.self, Expected.self)
        let _: Expected = CGRect.zero.animatableData
        // And at run time.
        #expect(CGRect.AnimatableData.self == Expected.self)
    }

    @Test func animatableDataIsOriginThenSize() {
        // The documented example, and every component.
        let data = CGRect(x: 1, y: 2, width: 3, height: 4).animatableData
        #expect(data.first.first == 1)
        #expect(data.first.second == 2)
        #expect(data.second.first == 3)
        #expect(data.second.second == 4)
    }

    @Test func settingAnimatableDataSetsOriginAndSize() {
        var rect = CGRect.zero
        rect.animatableData = AnimatablePair(AnimatablePair(-5, 6), AnimatablePair(70, 80))
        #expect(rect == CGRect(x: -5, y: 6, width: 70, height: 80))
    }

    @Test func magnitudeIsTheSumOfAllFourSquares() {
        // 1 + 4 + 9 + 16
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).animatableData.magnitudeSquared == 30)
    }

    @Test func interpolatingTheDataInterpolatesEachEdge() {
        var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        rect.animatableData.interpolate(
            towards: CGRect(x: 20, y: -40, width: 30, height: 50).animatableData, amount: 0.25)
        #expect(rect == CGRect(x: 5, y: -10, width: 15, height: 20))
    }

    @Test func dataSatisfiesTheVectorLaws() {
        checkVectorArithmeticLaws(
            CGRect(x: 1, y: 2, width: 3, height: 4).animatableData,
            CGRect(x: -10, y: 0.5, width: 100, height: 0).animatableData,
            CGRect(x: 1e4, y: -1e4, width: 0.125, height: 7).animatableData,
            scalar: 0.3,
            tolerance: 1e-12)
    }
}
