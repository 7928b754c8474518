import Foundation
import Kinema
import KinemaTestSupport
import Testing

// `layoutPriority(_:)`: "A parent layout offers the child views with the highest layout priority
// all the space offered to the parent minus the minimum space required for all its lower-priority
// children" (https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)). In a
// stack the higher group is sized first (docs/research/layout.md §1); a ZStack is sized by its
// highest-priority children only, and offers every child that size (layout.md §3).
// Text is DejaVu Sans: Σ advance × size ÷ 2048 (Text/DejaVuReference.swift); `.largeTitle` is
// 34 points on 41-point lines, body 17 on 22.
@MainActor
@Suite("Layout priority")
struct LayoutPriorityTests {
    private func frame(_ host: ViewHost<some View>, text prefix: String) -> CGRect? {
        host.displayList.items.first { item in
            if case .text(let layout) = item.content { layout.string.hasPrefix(prefix) } else { false }
        }?.frame
    }

    private func colorFrames(_ host: ViewHost<some View>) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case .color = item.content { item.frame } else { nil }
        }
    }

    // MARK: - Stacks

    /// Apple's example for `layoutPriority(_:)`, unchanged but the import.
    private struct PriorityExample: View {
        var body: some View {
            HStack {
                Text("This is a moderately long string.")
                    .font(.largeTitle)
                    .border(Color.gray)

                Spacer()

                Text("This is a higher priority string.")
                    .font(.largeTitle)
                    .layoutPriority(1)
                    .border(Color.gray)
            }
        }
    }

    @Test func theHigherPriorityTextKeepsItsIdealWidthAndTheOtherShrinks() throws {
        // "The first Text element has the default priority 0 which causes its view to shrink
        // dramatically due to the higher priority of the second Text element" (Apple). Give the
        // row the second text's ideal width, the spacer's minimum (8; no spacing beside a spacer)
        // and 60% of the first text's ideal width: the second text is offered everything but the
        // minimums of the lower groups — at least its ideal width — and takes exactly that; the
        // first is offered 60% of its ideal width and wraps; the spacer takes the rest, so the row
        // spans the host.
        let ideal1 = DejaVuReference.width("This is a moderately long string.", size: 34)
        let ideal2 = DejaVuReference.width("This is a higher priority string.", size: 34)
        let width = (ideal2 + 8 + ideal1 * 0.6).rounded(.up)
        let host = ViewHost(PriorityExample(), size: CGSize(width: width, height: 600))
        let first = try #require(frame(host, text: "This is a moderately"))
        let second = try #require(frame(host, text: "This is a higher"))
        #expect(abs(second.width - ideal2) < 0.01, "\(second.width) vs the ideal \(ideal2)")
        #expect(abs(second.height - 41) < 0.01)
        #expect(abs(second.maxX - width) < 0.01)
        #expect(abs(first.minX) < 0.01)
        #expect(first.width <= ideal1 * 0.6 + 0.01)
        #expect(first.height >= 2 * 41 - 0.01, "the first text wraps: \(first)")
    }

    @Test func withoutAPriorityTheSameTextsShareTheRow() throws {
        // The same row without the priority: both texts are in one group, equally flexible (ties
        // keep declaration order); in the same width neither keeps its ideal width.
        let ideal1 = DejaVuReference.width("This is a moderately long string.", size: 34)
        let ideal2 = DejaVuReference.width("This is a higher priority string.", size: 34)
        let width = (ideal2 + 8 + ideal1 * 0.6).rounded(.up)
        let host = ViewHost(
            HStack {
                Text("This is a moderately long string.").font(.largeTitle)
                Spacer()
                Text("This is a higher priority string.").font(.largeTitle)
            },
            size: CGSize(width: width, height: 600))
        let second = try #require(frame(host, text: "This is a higher"))
        #expect(second.width < ideal2 - 1)
    }

    @Test func theHigherGroupGetsAllButTheLowerMinimums() {
        // 300 wide, spacing 0: the blue colour (priority 1) is offered 300 − 50 (the red frame's
        // minimum) = 250; red, offered the 50 left, is 50.
        let children: [StackReference.Child] = [.flexibleFrame(minLength: 50), StackReference.Child.color.priority(1)]
        #expect(StackReference.size(children, gaps: [0], proposal: 300).lengths == [50, 250])

        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50)
                Color.blue.layoutPriority(1)
            },
            size: CGSize(width: 300, height: 10))
        #expect(colorFrames(host) == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 50, y: 0, width: 250, height: 10)])
    }

    @Test func aNegativePriorityIsSizedLast() {
        // Priority −1 puts the first colour after the fixed 40 and the second colour: in 300 with
        // spacing 0 the colour group (fixed 40, then the colour) gets 300 − 0; the fixed frame takes
        // 40, the colour the other 260, the −1 colour what is left: 0.
        let children: [StackReference.Child] = [StackReference.Child.color.priority(-1), .color, .fixed(40)]
        #expect(StackReference.size(children, gaps: [0, 0], proposal: 300).lengths == [0, 260, 40])

        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.layoutPriority(-1)
                Color.green
                Color.blue.frame(width: 40)
            },
            size: CGSize(width: 300, height: 10))
        #expect(colorFrames(host).map(\.width) == [0, 260, 40])
    }

    @Test func aPriorityOnASpacerMovesItIntoThatGroup() {
        // A spacer is −∞ unless it has a priority of its own. With priority 1 it is sized before
        // the colour: offered 300 − 100 (the frame's minimum) = 200 → 200; the frame then gets the
        // 100 left. Without the priority the frame would go first (292) and the spacer keep 8.
        let children: [StackReference.Child] = [.flexibleFrame(minLength: 100), StackReference.Child.spacer().priority(1)]
        #expect(StackReference.size(children, gaps: [0], proposal: 300).lengths == [100, 200])

        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 100)
                Spacer().layoutPriority(1)
            },
            size: CGSize(width: 300, height: 10))
        #expect(colorFrames(host) == [CGRect(x: 0, y: 0, width: 100, height: 10)])
    }

    // MARK: - ZStack

    @Test func aZStackTakesTheSizeOfItsHighestPriorityChild() throws {
        // Layout.md §3: only the text (priority 1) sizes the stack: width("Hi") × 22. Placing, the
        // stack offers that size to every child, so the colour fills exactly behind the text.
        let host = ViewHost(ZStack {
            Color.red
            Text("Hi").layoutPriority(1)
        }, size: CGSize(width: 300, height: 300))
        let width = DejaVuReference.width("Hi")
        let expected = CGRect(x: 150 - width / 2, y: 150 - 11, width: width, height: 22)
        let text = try #require(frame(host, text: "Hi"))
        #expect(abs(text.minX - expected.minX) < 1e-9 && abs(text.width - expected.width) < 1e-9)
        #expect(text.minY == expected.minY && text.height == expected.height)
        #expect(colorFrames(host) == [text])
    }

    @Test func lowerPriorityChildrenDoNotSizeAZStackButAreAlignedInIt() {
        // The stack is the red frame's 50 × 80 (priority 1), centred in the host from (175, 160);
        // the 200 × 200 blue frame, offered 50 × 80, stays 200 × 200 and is put with its top
        // leading corner on the stack's.
        let host = ViewHost(ZStack(alignment: .topLeading) {
            Color.blue.frame(width: 200, height: 200)
            Color.red.frame(width: 50, height: 80).layoutPriority(1)
        })
        #expect(colorFrames(host) == [
            CGRect(x: 175, y: 160, width: 200, height: 200),
            CGRect(x: 175, y: 160, width: 50, height: 80),
        ])
    }

    @Test func aZStackOfNegativePrioritiesIsSizedByTheHighestOfThem() {
        // Layout.md §3 edge cases: the highest priority present (−1), not 0, picks the children
        // that size the stack (pookjw and Hongtae Kim's readings). The stack is the red 50 × 50
        // (from 175, 175); the blue frame, offered 50 × 50, stays 100 × 20 and is centred on it.
        let host = ViewHost(ZStack {
            Color.red.frame(width: 50, height: 50).layoutPriority(-1)
            Color.blue.frame(width: 100, height: 20).layoutPriority(-2)
        })
        #expect(colorFrames(host) == [
            CGRect(x: 175, y: 175, width: 50, height: 50),
            CGRect(x: 150, y: 190, width: 100, height: 20),
        ])
    }

    // MARK: - LayoutSubview.priority

    private final class Priorities {
        var values: [Double] = []
    }

    /// Reads every subview's priority, as Apple's `LayoutSubview.priority` example does.
    private struct BasicVStack: Layout {
        let log: Priorities

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            log.values = subviews.map { subview in
                subview.priority
            }
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func aLayoutReadsItsSubviewsPriorities() {
        // https://developer.apple.com/documentation/swiftui/layoutsubview/priority: 0 by default,
        // the outermost `layoutPriority` otherwise; a spacer's own is −∞ (layout.md §1).
        let log = Priorities()
        _ = ViewHost(BasicVStack(log: log) {
            Color.red
            Color.green.layoutPriority(1)
            Color.blue.layoutPriority(2).padding(4).layoutPriority(3)
            Spacer()
        }).displayList
        #expect(log.values == [0, 1, 3, -.infinity])
    }
}
