import Foundation
import Kinema
import KinemaTestSupport
import Testing

// A drawn view's frame is an animatable attribute only from the first time layout moves it: until
// then drawing reads the frame as laid out. Moves still animate exactly as SwiftUI's do — from the
// frame the view was drawn at, in a straight line under a linear animation.
@MainActor
@Suite("Drawn frames: attributes only once they move")
struct DrawnFrameTests {
    private struct Squares: View {
        var count: Int
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }

    private typealias Row = LayoutAnimationTests.Row

    @Test func framesThatNeverMovedKeepNoAttribute() {
        let few = ViewHost(Squares(count: 10), size: CGSize(width: 100, height: 1_000))
        let many = ViewHost(Squares(count: 100), size: CGSize(width: 100, height: 1_000))
        #expect(many.displayList.items.count == 100)
        // Nothing here animates: 90 more drawn views add no attribute.
        #expect(many.graph.attributeCount == few.graph.attributeCount)
    }

    @Test func aMoveWithoutAnimationJumpsAndTheNextAnimatedMoveTravelsFromThere() {
        // The stack rules (as in LayoutAnimationTests): without the spacer the squares sit at 96 and
        // 154 in 300 points; with it at 0 and 250.
        let host = ViewHost(Row(showsSpacer: false), size: CGSize(width: 300, height: 50))
        let apart = [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 250, y: 0, width: 50, height: 50)]
        let together = [CGRect(x: 96, y: 0, width: 50, height: 50), CGRect(x: 154, y: 0, width: 50, height: 50)]
        let attributesBefore = host.graph.attributeCount

        host.rootView = Row(showsSpacer: true)
        #expect(host.displayList.items.map(\.frame) == apart, "no animation: the squares are there at once")
        #expect(!host.isAnimating)
        #expect(host.graph.attributeCount > attributesBefore, "the squares moved: their frames are attributes now")

        withAnimation(.linear(duration: 1)) {
            host.rootView = Row(showsSpacer: false)
        }
        host.advance(by: 0.5)
        let halfway = zip(apart, together).map { a, b in
            CGRect(x: (a.minX + b.minX) / 2, y: 0, width: 50, height: 50)
        }
        let frames = host.displayList.items.map(\.frame)
        #expect(zip(frames, halfway).allSatisfy { abs($0.minX - $1.minX) < 1e-9 && $0.size == $1.size }, "\(frames)")
        host.advance(by: 0.5)
        #expect(host.displayList.items.map(\.frame) == together)
    }
}
