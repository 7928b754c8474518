import Foundation
import Kinema
import Testing

// Scroll views laid out (not scrolled) in the 400 × 400 host: the content is offered no length
// along the scroll axes and the scroll view's proposal across them; the scroll view takes its
// proposal and puts the content where it sits before any scrolling (top, leading), centred across
// an axis that does not scroll.
@MainActor
@Suite("Scroll views")
struct ScrollViewTests {
    /// A vertical scroll view fills the host; a 50 × 600 column starts at its top, centred
    /// horizontally (x = 175), and the rows past the bottom edge are still drawn.
    @Test func verticalContentStartsAtTheTop() {
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 50, height: 200) }
            }
        })
        #expect(host.displayList.items.map(\.frame) == [
            CGRect(x: 175, y: 0, width: 50, height: 200),
            CGRect(x: 175, y: 200, width: 50, height: 200),
            CGRect(x: 175, y: 400, width: 50, height: 200),
        ])
    }

    /// A horizontal one starts its content at the leading edge, centred vertically (y = 175).
    @Test func horizontalContentStartsAtTheLeadingEdge() {
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 200, height: 50) }
            }
        })
        #expect(host.displayList.items.map(\.frame.origin) == [
            CGPoint(x: 0, y: 175), CGPoint(x: 200, y: 175), CGPoint(x: 400, y: 175),
        ])
    }

    /// The content is offered (400, nil): a colour takes the width and its ideal 10 points of height.
    @Test func contentIsOfferedNoLengthAlongTheAxis() {
        let host = ViewHost(ScrollView { Color.red })
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 0, width: 400, height: 10))
    }

    /// Both axes: the content keeps its ideal size, at the top-leading corner.
    @Test func bothAxes() {
        let host = ViewHost(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 500) })
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 0, width: 500, height: 500))
    }

    /// A 100 × 100 frame at (150, 150) holds the scroll view; its 50 × 50 content sits at the top,
    /// centred across: (175, 150).
    @Test func inAFrame() {
        let host = ViewHost(ScrollView { Color.red.frame(width: 50, height: 50) }.frame(width: 100, height: 100))
        #expect(host.displayList.items[0].frame == CGRect(x: 175, y: 150, width: 50, height: 50))
    }

    /// Offered nothing (fixedSize), a scroll view is its content's size: 50 × 60, centred.
    @Test func unproposedItIsItsContentsSize() {
        let host = ViewHost(ScrollView { Color.red.frame(width: 50, height: 60) }.fixedSize())
        #expect(host.displayList.items[0].frame == CGRect(x: 175, y: 170, width: 50, height: 60))
    }

    /// Several views in the content are stacked vertically, 8 points apart.
    @Test func severalViewsStackVertically() {
        let host = ViewHost(ScrollView(.horizontal) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        })
        // A 10 × 28 column, at x = 0 and centred vertically: y = (400 − 28) / 2 = 186.
        #expect(host.displayList.items.map(\.frame.origin) == [CGPoint(x: 0, y: 186), CGPoint(x: 0, y: 204)])
    }

    /// Indicators, disabling and a scroll view reader are accepted and change nothing in layout;
    /// `scrollTo` does nothing.
    @Test func acceptedModifiersAndReader() {
        let host = ViewHost(ScrollViewReader { proxy in
            ScrollView(.vertical, showsIndicators: false) {
                Color.red.frame(width: 50, height: 50)
                    .onTapGesture { proxy.scrollTo(1, anchor: .top) }
            }
            .scrollIndicators(.hidden)
            .scrollIndicators(.never, axes: .vertical)
            .scrollDisabled(true)
        })
        #expect(host.displayList.items[0].frame == CGRect(x: 175, y: 0, width: 50, height: 50))
        #expect(host.tap(at: CGPoint(x: 200, y: 25)))
        #expect(host.displayList.items[0].frame == CGRect(x: 175, y: 0, width: 50, height: 50))
    }
}

/// A scroll view clips its content to its bounds, as SwiftUI's does.
@MainActor
@Suite("Scroll views clip")
struct ScrollViewClipTests {
    @Test func contentIsClippedToTheBounds() {
        let host = ViewHost(ScrollView { Color.red.frame(width: 50, height: 600) }.frame(width: 100, height: 100))
        let item = host.displayList.items[0]
        // The scroll view is 100 × 100, centred in the 400 × 400 host.
        let clip = item.groups.compactMap { if case .clip(let path, _) = $0.effect { path } else { nil } }
        #expect(clip == [Path(CGRect(x: 150, y: 150, width: 100, height: 100))])
    }
}
