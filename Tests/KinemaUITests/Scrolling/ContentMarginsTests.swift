import Foundation
import Kinema
import Testing

/// `contentMargins`, as Apple's documentation describes it: a scroll view insets its content by
/// the margins (`.automatic` and `.scrollContent`, not `.scrollIndicators`), the content scrolls
/// under them, and the scrollable extent includes them, so the last view rests a margin away from
/// the trailing edge.
@MainActor
@Suite("Content margins")
struct ContentMarginsTests {
    /// Five 100-point cards, 10 apart, in a 300-point horizontal scroll view.
    struct Cards: View {
        var margins: (Edge.Set, CGFloat, ContentMarginPlacement) = (.horizontal, 20, .automatic)
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5) { _ in Color.blue.frame(width: 100, height: 50) }
                }
            }
            .contentMargins(margins.0, margins.1, for: margins.2)
            .frame(width: 300, height: 50)
        }
    }

    private func cardFrames<V: View>(_ host: ViewHost<V>) -> [CGRect] {
        host.displayList.items.map(\.frame).filter { $0.width == 100 }.sorted { $0.minX < $1.minX }
    }

    @Test func theContentStartsAndEndsAMarginFromTheEdges() throws {
        let host = ViewHost(Cards(), size: CGSize(width: 300, height: 50))
        let first = try #require(cardFrames(host).first)
        // The 300-point host centres the 300-point scroll view at x = 0.
        #expect(first.minX == 20)
        #expect(first.minY == 0, "no vertical margin: only the horizontal edges were given")
        // The extent: 5 × 100 + 4 × 10 + 2 × 20 = 580 points, 280 past the 300 shown.
        host.scroll(by: CGSize(width: 1_000, height: 0))
        #expect(host.scrollOffset() == CGPoint(x: 280, y: 0))
        let last = try #require(cardFrames(host).last)
        #expect(last.maxX == 280)
    }

    @Test func indicatorMarginsLeaveTheContentAlone() throws {
        let host = ViewHost(Cards(margins: (.horizontal, 20, .scrollIndicators)), size: CGSize(width: 300, height: 50))
        #expect(try #require(cardFrames(host).first).minX == 0)
    }

    @Test func theMarginNearestTheScrollViewWinsPerEdge() throws {
        struct Nested: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { Color.red.frame(width: 100, height: 20) }
                }
                .contentMargins(.leading, 10)
                .contentMargins(30)
                .frame(width: 300, height: 100)
            }
        }
        let host = ViewHost(Nested(), size: CGSize(width: 300, height: 100))
        let frame = try #require(host.displayList.items.map(\.frame).first { $0.width == 100 })
        // Leading 10 (the inner modifier); top and bottom 30 (the outer one): the 80-point padded
        // content is centred across the 100-point horizontal scroll view, so the card is at
        // (100 − 80) / 2 + 30 = 40.
        #expect(frame.minX == 10)
        #expect(frame.minY == 40)
    }

    @Test func absurdMarginsAreClamped() throws {
        let host = ViewHost(Cards(margins: (.horizontal, -50, .automatic)), size: CGSize(width: 300, height: 50))
        #expect(try #require(cardFrames(host).first).minX == 0)
        let infinite = ViewHost(Cards(margins: (.horizontal, .infinity, .automatic)), size: CGSize(width: 300, height: 50))
        #expect(try #require(cardFrames(infinite).first).minX == 0)
    }

    @Test func viewAlignedScrollingLinesACardUpWithTheLeadingMargin() throws {
        struct Aligned: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<5) { _ in Color.blue.frame(width: 100, height: 50) }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .contentMargins(.horizontal, 20)
                .frame(width: 300, height: 50)
            }
        }
        let host = ViewHost(Aligned(), size: CGSize(width: 300, height: 50))
        // A slow drag of 100 points settles on the nearest card: the second, 110 points on, its
        // leading edge at the 20-point margin.
        host.drag(from: CGPoint(x: 250, y: 25), to: CGPoint(x: 150, y: 25), duration: 2)
        host.advance(by: 3)
        #expect(host.scrollOffset() == CGPoint(x: 110, y: 0))
        #expect(cardFrames(host).contains { $0.minX == 20 })
    }
}
