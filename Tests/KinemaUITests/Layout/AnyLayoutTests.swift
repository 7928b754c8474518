import Foundation
import Kinema
import Testing

// `HStackLayout`, `VStackLayout` and `ZStackLayout` lay out as the stack views do; `AnyLayout`
// erases them (or any layout), so a view can switch between layouts while its subviews keep their
// identity, and animate from one arrangement to the other. The host is 400 × 400 and centres its
// content; two 50-point squares with the default 8-point spacing span 108 points.
@MainActor
@Suite("AnyLayout and the stack layouts")
struct AnyLayoutTests {
    private func frames(_ host: ViewHost<some View>) -> [CGRect] {
        host.displayList.items.map(\.frame)
    }

    private let row = [CGRect(x: 146, y: 175, width: 50, height: 50), CGRect(x: 204, y: 175, width: 50, height: 50)]
    private let column = [CGRect(x: 175, y: 146, width: 50, height: 50), CGRect(x: 175, y: 204, width: 50, height: 50)]

    @Test func theStackLayoutsPlaceAsTheStacksDo() {
        let h = ViewHost(HStackLayout() { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) })
        #expect(frames(h) == row)
        let v = ViewHost(VStackLayout() { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) })
        #expect(frames(v) == column)
        let z = ViewHost(ZStackLayout(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 50, height: 50)
        })
        #expect(frames(z) == [CGRect(x: 150, y: 150, width: 100, height: 100), CGRect(x: 150, y: 150, width: 50, height: 50)])
    }

    @Test func alignmentAndSpacingApply() {
        let host = ViewHost(VStackLayout(alignment: .leading, spacing: 20) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 50, height: 50)
        })
        // 50 + 20 + 50 = 120 tall, from y = 140; the stack is 100 wide, from x = 150.
        #expect(frames(host) == [CGRect(x: 150, y: 140, width: 100, height: 50), CGRect(x: 150, y: 210, width: 50, height: 50)])
    }

    private struct Switching: View {
        @State private var isHorizontal = true
        var body: some View {
            let layout = isHorizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            layout {
                Color.red.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { isHorizontal.toggle() } }
        }
    }

    @Test func switchingLayoutsMovesTheSameSubviewsUnderTheAnimation() {
        let host = ViewHost(Switching())
        #expect(frames(host) == row)
        host.tap(at: CGPoint(x: 170, y: 200))
        host.advance(by: 0.5)
        let midway = zip(row, column).map { a, b in
            CGRect(x: (a.minX + b.minX) / 2, y: (a.minY + b.minY) / 2, width: 50, height: 50)
        }
        #expect(frames(host) == midway)
        host.advance(by: 0.5)
        #expect(frames(host) == column)
    }

    /// A layout that asks `HStackLayout` for its answers, as layouts composed by hand do.
    private struct Delegating: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var inner: Void = ()
            return HStackLayout(spacing: 10).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var inner: Void = ()
            HStackLayout(spacing: 10).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
    }

    @Test func aStackLayoutCanBeCalledFromAnotherLayout() {
        let host = ViewHost(Delegating() { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) })
        // 50 + 10 + 50 = 110 wide, from x = 145.
        #expect(frames(host) == [CGRect(x: 145, y: 175, width: 50, height: 50), CGRect(x: 205, y: 175, width: 50, height: 50)])
    }

    /// A custom layout with a cache, through `AnyLayout`: each subview one row lower.
    private struct Diagonal: Layout {
        func makeCache(subviews: Subviews) -> [CGSize] { subviews.map { $0.sizeThatFits(.unspecified) } }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
            cache.reduce(CGSize.zero) { CGSize(width: $0.width + $1.width, height: $0.height + $1.height) }
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
            var origin = bounds.origin
            for (subview, size) in zip(subviews, cache) {
                subview.place(at: origin, proposal: ProposedViewSize(size))
                origin.x += size.width
                origin.y += size.height
            }
        }
    }

    @Test func anyLayoutWrapsACustomLayoutAndItsCache() {
        let host = ViewHost(AnyLayout(Diagonal()) { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) })
        #expect(frames(host) == [CGRect(x: 150, y: 150, width: 50, height: 50), CGRect(x: 200, y: 200, width: 50, height: 50)])
    }

    /// Apple's example, unchanged but for the import.
    struct DynamicLayoutExample: View {
        @Environment(\.dynamicTypeSize) var dynamicTypeSize

        var body: some View {
            let layout = dynamicTypeSize <= .medium ?
                AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())

            layout {
                Text("First label")
                Text("Second label")
            }
        }
    }

    @Test func applesDynamicTypeExample() {
        // The default size, large, is above medium: the labels stack.
        let large = ViewHost(DynamicLayoutExample())
        let stacked = large.displayList.items.map(\.frame)
        #expect(stacked.count == 2 && stacked[0].maxY <= stacked[1].minY)
        let small = ViewHost(DynamicLayoutExample().environment(\.dynamicTypeSize, .small))
        let row = small.displayList.items.map(\.frame)
        #expect(row.count == 2 && row[0].maxX <= row[1].minX && row[0].midY == row[1].midY)
    }
}
