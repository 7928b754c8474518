import Foundation
import Kinema
import Testing

// Lazy stacks in the 400 × 400 host (which centres its content), against SwiftUI's lazy-stack
// rules: a lazy stack is as wide (LazyVStack) or tall (LazyHStack) as it is offered, and each child
// is offered no length along the axis, so it takes its ideal length there.
@MainActor
@Suite("Lazy stacks")
struct LazyStackTests {
    /// Across its axis a LazyVStack takes the whole proposed width (400), where a VStack would be as
    /// wide as its widest child: leading alignment puts the rows at x = 0, not at the 40-point
    /// stack's edge (180).
    @Test func aLazyVStackTakesTheOfferedWidth() {
        let host = ViewHost(LazyVStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10)
        })
        // 400 × 20, centred vertically: y = (400 − 20) / 2 = 190.
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 190, width: 40, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 0, y: 200, width: 20, height: 10))
    }

    /// Trailing alignment puts rows at 400 − width.
    @Test func trailingRowsEndAtTheOfferedWidth() {
        let host = ViewHost(LazyVStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
        })
        #expect(host.displayList.items[0].frame == CGRect(x: 360, y: 195, width: 40, height: 10))
    }

    /// Rows are offered (400, nil): two colours are 10 points tall each (their ideal height), not
    /// 200 each as in a VStack.
    @Test func rowsTakeTheirIdealHeight() {
        let host = ViewHost(LazyVStack(spacing: 0) {
            Color.red
            Color.blue
        })
        #expect(host.displayList.items[0].frame == CGRect(x: 0, y: 190, width: 400, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 0, y: 200, width: 400, height: 10))
    }

    /// A spacer offered no height keeps its minimum length (8 by default): 10 + 8 + 10 = 28 tall,
    /// at y = (400 − 28) / 2 = 186.
    @Test func aSpacerKeepsItsMinimumLength() {
        let host = ViewHost(LazyVStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(host.displayList.items[0].frame == CGRect(x: 195, y: 186, width: 10, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 195, y: 204, width: 10, height: 10))
    }

    /// A LazyHStack is as tall as offered (400), its columns aligned in that height, 5 apart:
    /// 10 + 5 + 10 = 25 wide at x = (400 − 25) / 2 = 187.5.
    @Test func aLazyHStackTakesTheOfferedHeight() {
        let host = ViewHost(LazyHStack(alignment: .top, spacing: 5) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 40)
        })
        #expect(host.displayList.items[0].frame == CGRect(x: 187.5, y: 0, width: 10, height: 20))
        #expect(host.displayList.items[1].frame == CGRect(x: 202.5, y: 0, width: 10, height: 40))
    }

    /// Offered no width (fixedSize), a LazyVStack is as wide as its widest row: 40 × 20 at (180, 190).
    @Test func unproposedItHugsItsRows() {
        let host = ViewHost(LazyVStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }.fixedSize())
        #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 190, width: 40, height: 10))
        #expect(host.displayList.items[1].frame == CGRect(x: 180, y: 200, width: 20, height: 10))
    }

    /// Spacing: `nil` and NaN read as 8 points; a negative spacing overlaps the rows (−5: the second
    /// starts 5 points below the first's top).
    @Test(arguments: [(nil, 18), (.nan, 18), (.infinity, 18), (-5, 5), (0, 10)] as [(CGFloat?, CGFloat)])
    func spacingBetweenRows(spacing: CGFloat?, secondRowOffset: CGFloat) {
        let host = ViewHost(LazyVStack(spacing: spacing) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        })
        let items = host.displayList.items
        #expect(items[1].frame.minY - items[0].frame.minY == secondRowOffset)
        // The pair is centred: its height is 10 + offset.
        #expect(items[0].frame.minY == (400 - (10 + secondRowOffset)) / 2)
    }

    /// A ForEach's rows join the stack one by one, pinned views accepted.
    @Test func forEachRowsAndPinnedViews() {
        let host = ViewHost(LazyVStack(spacing: 2, pinnedViews: [.sectionHeaders, .sectionFooters]) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
        })
        // 3 × 10 + 2 × 2 = 34 tall, at y = 183.
        #expect(host.displayList.items.map(\.frame.minY) == [183, 195, 207])
    }
}
