import Foundation
import Kinema
import Testing

// A canvas takes the space it is offered, and its renderer sees that size: SwiftUI's
// "Canvas { context, size in … }.frame(width: 300, height: 200)" draws for 300 × 200.

@MainActor
@Suite("Canvas layout")
struct CanvasLayoutTests {
    /// Records the sizes a renderer is called with.
    final class Sizes {
        var seen: [CGSize] = []
    }

    @Test func takesTheProposedSizeAndPassesItToTheRenderer() {
        let sizes = Sizes()
        let host = ViewHost(
            Canvas { _, size in sizes.seen.append(size) }.frame(width: 300, height: 200),
            size: CGSize(width: 400, height: 400))
        _ = host.displayList
        #expect(sizes.seen.last == CGSize(width: 300, height: 200))
    }

    /// The example of SwiftUI's GraphicsContext page: an ellipse that "just fits inside a canvas
    /// that's constrained to 300 points wide and 200 points tall". The canvas sits centred in a
    /// 400 × 400 host, at (50, 100).
    @Test func appleEllipseFillsTheCanvas() throws {
        let host = ViewHost(
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            }
            .frame(width: 300, height: 200),
            size: CGSize(width: 400, height: 400))
        let item = try #require(host.displayList.items.first)
        #expect(host.displayList.items.count == 1)
        let drawn = try #require(item.hostPath).boundingRect
        #expect(close(drawn, CGRect(x: 50, y: 100, width: 300, height: 200), 1e-6))
        #expect(item.pathDrawing == .fill(.green, eoFill: false))
        // Everything a canvas draws is clipped to its bounds, in host coordinates.
        #expect(item.clipPaths.map(\.boundingRect) == [CGRect(x: 50, y: 100, width: 300, height: 200)])
    }

    @Test func unproposedCanvasIsTenPointsSquare() {
        let sizes = Sizes()
        let host = ViewHost(Canvas { _, size in sizes.seen.append(size) }.fixedSize())
        _ = host.displayList
        #expect(sizes.seen.last == CGSize(width: 10, height: 10))
    }

    /// In a stack, a canvas is flexible: it shares what fixed siblings leave.
    @Test func sharesAStackWithFixedSiblings() {
        let sizes = Sizes()
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                Canvas { _, size in sizes.seen.append(size) }
            },
            size: CGSize(width: 200, height: 300))
        _ = host.displayList
        #expect(sizes.seen.last == CGSize(width: 200, height: 200))
    }

    /// A canvas that draws nothing adds nothing to the display list.
    @Test func emptyRendererDrawsNothing() {
        let host = ViewHost(Canvas { _, _ in })
        #expect(host.displayList.items.isEmpty)
    }
}
