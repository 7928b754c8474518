import Foundation
import Kinema
import Testing

// 3-D rotations, projections and custom geometry effects move an item's transform; a perspective
// is drawn as its closest affine map over the view's frame.
@MainActor
@Suite("Projection effects")
struct ProjectionEffectTests {
    private func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
    }

    /// About z, a 3-D rotation is the 2-D rotation `rotationEffect` draws.
    @Test func aRotationAboutZIsARotationEffect() {
        let three = ViewHost(Color.red.frame(width: 40, height: 20).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
        let two = ViewHost(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(30)))
        #expect(close(three.displayList.items[0].transform, two.displayList.items[0].transform))
    }

    /// Without perspective, 60° about y foreshortens x by cos 60° = 0.5 about the centre.
    @Test func aRotationAboutYWithoutPerspectiveFlattens() {
        let host = ViewHost(
            Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0))
        // Centre (200, 200): x ↦ 200 + (x − 200)·0.5.
        let expected = CGAffineTransform(a: 0.5, b: 0, c: 0, d: 1, tx: 100, ty: 0)
        #expect(close(host.displayList.items[0].transform, expected))
    }

    /// A half turn about y with perspective mirrors the view: every corner lands on the
    /// opposite one (z′ = 0 at the corners' centre line, so the fit is exact at 180°).
    @Test func aHalfTurnAboutYMirrors() {
        let host = ViewHost(Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
        let expected = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 400, ty: 0)
        #expect(close(host.displayList.items[0].transform, expected, 1e-6))
    }

    /// A zero or non-finite axis draws no rotation.
    @Test func aDegenerateAxisDrawsNoRotation() {
        let zero = ViewHost(Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 0, z: 0)))
        #expect(zero.displayList.items[0].transform == .identity)
        let nan = ViewHost(Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(45), axis: (x: .nan, y: 1, z: 0)))
        #expect(nan.displayList.items[0].transform == .identity)
    }

    /// `transformEffect` applies in the view's coordinates: a scale by 2 keeps the view's
    /// top-leading corner (180, 180) in place.
    @Test func transformEffectIsInTheViewsCoordinates() {
        let host = ViewHost(Color.red.frame(width: 40, height: 40).transformEffect(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(host.displayList.items[0].transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -180, ty: -180))
    }

    struct Skew: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: -size.height * amount))
        }
    }

    private struct Leaning: View {
        @State var lean = false
        var body: some View {
            Color.red.frame(width: 40, height: 20)
                .modifier(Skew(amount: lean ? 1 : 0))
                .onTapGesture { withAnimation(.linear(duration: 1)) { lean.toggle() } }
        }
    }

    /// A custom geometry effect's `effectValue(size:)` runs with the interpolated data on each
    /// frame: at 0.5 s of a linear 1 s animation the skew is 0.5, in the view's coordinates
    /// (origin (180, 190), size 40 × 20).
    @Test func aCustomGeometryEffectAnimates() {
        let host = ViewHost(Leaning())
        #expect(host.displayList.items[0].transform == .identity)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        // x′ = x + 0.5·(y − 190) (local y), y′ = y − 10: tx = −0.5·190, ty = −10.
        let expected = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: -95, ty: -10)
        #expect(close(host.displayList.items[0].transform, expected))
    }
}
