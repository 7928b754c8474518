import Foundation
import Kinema
import KinemaTestSupport
import Testing

// How `HStack` and `VStack` share their length, checked against `StackReference` (Tests/
// KinemaTestSupport), an independent restatement of SwiftUI's rules (docs/research/layout.md §1):
// the reference cases of layout.md §1, and proposals of ∞, 0 and nothing. The generated grid is
// in StackSizingGridTests.swift.
@MainActor
@Suite("Stack sizing")
struct StackSizingTests {
    // MARK: - The cases (layout.md §1 reference cases)

    @Test func aMaximumFrameIsSizedBeforeAMinimumFrame() {
        // R1.1: red (0…100, flexibility 100) goes before green (100…∞): offered 150 / 2 = 75;
        // green, offered the remaining 75, is at least 100. The HStack is 175 wide, wider than
        // its 150-point frame, which centres it: red spans −12.5…62.5 of the frame, green
        // 62.5…162.5.
        let red = StackReference.Child.flexibleFrame(maxLength: 100)
        let green = StackReference.Child.flexibleFrame(minLength: 100)
        let sizing = StackReference.size([red, green], gaps: [0], proposal: 150)
        #expect(sizing.lengths == [75, 100])
        #expect(sizing.length == 175)

        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150))
        // The frame is 150 × 400, centred in the 400 × 400 host: it starts at x = 125.
        let frames = host.displayList.items.map(\.frame)
        #expect(frames == [
            CGRect(x: 125 - 12.5, y: 0, width: 75, height: 400),
            CGRect(x: 125 + 62.5, y: 0, width: 100, height: 400),
        ])
    }

    @Test func spacersAroundAColourKeepTheirMinimum() {
        // R1.3: the colour's group goes first with the spacers' minimums (8 each) set aside:
        // offered 300 − 16 = 284; the spacers then get 8 each. Nothing separates a view from a
        // spacer (layout.md §2).
        let sizing = StackReference.size([.spacer(), .color, .spacer()], gaps: [0, 0], proposal: 300)
        #expect(sizing.lengths == [8, 284, 8])

        let host = ViewHost(HStack { Spacer(); Color.red; Spacer() }, size: CGSize(width: 300, height: 50))
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 8, y: 0, width: 284, height: 50)])
    }

    @Test func aSpacerWithNoMinimumLetsTwoViewsTouch() {
        // Two 80-point views take 160; the spacer between them is offered what is left, 0, and
        // no spacing separates it from either.
        let host = ViewHost(
            HStack {
                Color.red.frame(width: 80, height: 20)
                Spacer(minLength: 0)
                Color.blue.frame(width: 80, height: 20)
            },
            size: CGSize(width: 160, height: 20))
        let frames = host.displayList.items.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 80, y: 0, width: 80, height: 20)])
    }

    @Test func twoFixedSquaresCentredInAFrame() {
        // R1.5: default spacing 8 → the stack is 108 × 50, centred in the 150 × 150 frame, which is
        // centred in the host (from 125, 125).
        let host = ViewHost(
            HStack {
                Color.red.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
            .frame(width: 150, height: 150))
        #expect(host.displayList.items.map(\.frame) == [
            CGRect(x: 125 + 21, y: 125 + 50, width: 50, height: 50),
            CGRect(x: 125 + 79, y: 125 + 50, width: 50, height: 50),
        ])
    }

    @Test func nestedStacksWithAlignments() {
        // R1.6: the inner HStack is 50 + 8 + 60 = 118 × 60; the VStack 118 × (30 + 8 + 40 + 8 + 60 =
        // 146), centred in the host from (141, 127).
        let host = ViewHost(VStack(alignment: .leading) {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 40, height: 40)
            HStack(alignment: .top) {
                Color.green.frame(width: 50, height: 50)
                Color.yellow.frame(width: 60, height: 60)
            }
        })
        #expect(host.displayList.items.map(\.frame) == [
            CGRect(x: 141, y: 127, width: 30, height: 30),
            CGRect(x: 141, y: 127 + 38, width: 40, height: 40),
            CGRect(x: 141, y: 127 + 86, width: 50, height: 50),
            CGRect(x: 141 + 58, y: 127 + 86, width: 60, height: 60),
        ])
    }

    @Test func theCrossAxisIncludesTheAlignmentLine() {
        // R1.8: the child's top guide is 20 above it, so it sits 20 below the line; the stack's
        // height is the union of [0, 0] and [20, 70]: 70. Centred in the host from y = 165.
        let cross = StackReference.crossAxis(thicknesses: [50], guides: [-20])
        #expect(cross.origins == [20] && cross.thickness == 70)

        let host = ViewHost(HStack(alignment: .top) {
            Color.red.frame(width: 20, height: 50).alignmentGuide(.top) { _ in -20 }
        })
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 190, y: 165 + 20, width: 20, height: 50)])
    }

    @Test func anInfinitelyFlexibleTieGoesToTheLargerMinimum() {
        // A colour (0…∞) and frame(minWidth: 150) (150…∞) are both infinitely flexible: the one
        // with the larger minimum goes first (layout.md §1, pinned by OpenSwiftUI's
        // `LayoutTraitsTests`: (20…∞) before (10…∞)). In 260 with spacing 0 the fixed 10 goes
        // first (flexibility 0) and takes 10; the frame is then offered 250 / 2 = 125 and is 150;
        // the colour gets the last 100. Declaration order would have given the colour 125.
        let children: [StackReference.Child] = [.color, .flexibleFrame(minLength: 150), .fixed(10)]
        let sizing = StackReference.size(children, gaps: [0, 0], proposal: 260)
        #expect(sizing.lengths == [100, 150, 10])

        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red
                Color.green.frame(minWidth: 150)
                Color.blue.frame(width: 10)
            },
            size: CGSize(width: 260, height: 10))
        #expect(host.displayList.items.map(\.frame.width) == [100, 150, 10])
    }

    @Test func offeredZeroAStackIsItsMinimumsAndSpacing() {
        // Layout.md §1 edge cases: every offer is 0; the stack is the sum of minimums plus its
        // spacing, and overflows. Minimums: 30 (fixed), 0 (colour), 20 (min frame): 50 + 2 × 8.
        let children: [StackReference.Child] = [.fixed(30), .color, .flexibleFrame(minLength: 20)]
        let sizing = StackReference.size(children, gaps: [8, 8], proposal: 0)
        #expect(sizing.lengths == [30, 0, 20] && sizing.length == 66)

        let host = ViewHost(
            HStack {
                Color.red.frame(width: 30)
                Color.green
                Color.blue.frame(minWidth: 20)
            }
            .frame(width: 0),
            size: CGSize(width: 200, height: 10))
        // The 66-point stack is centred on the zero-width frame at x = 100: from 100 − 33 = 67.
        let expectedMinX: [CGFloat] = [67, 67 + 38, 67 + 46]
        #expect(host.displayList.items.map(\.frame.minX) == expectedMinX)
        #expect(host.displayList.items.map(\.frame.width) == [30, 0, 20])
    }

    @Test func textBesideASpacerKeepsItsIdealWidth() {
        // R1.4: the text's group goes first, offered 300 − 8 (the spacer's minimum) and takes its
        // ideal width; the spacer the rest. No spacing beside the spacer: the text starts the row.
        let host = ViewHost(HStack { Text("Hello"); Spacer() }, size: CGSize(width: 300, height: 22))
        let frames = host.displayList.items.map(\.frame)
        #expect(frames.count == 1)
        #expect(frames.first.map { abs($0.minX) < 1e-9 && abs($0.width - DejaVuReference.width("Hello")) < 1e-9 } == true)
    }

    // MARK: - Proposals a parent cannot make through a host

    private final class Widths {
        var values: [CGFloat] = []
    }

    /// Asks its only subview for its width at each of `proposals` (∞ included).
    private struct Measure: Layout {
        let proposals: [CGFloat?]
        let widths: Widths

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            widths.values = proposals.map { subviews[0].sizeThatFits(ProposedViewSize(width: $0, height: 10)).width }
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private func widths(_ proposals: [CGFloat?], @ViewBuilder of content: () -> some View) -> [CGFloat] {
        let widths = Widths()
        _ = ViewHost(Measure(proposals: proposals, widths: widths) { content() }).displayList
        return widths.values
    }

    @Test func offeredInfinityAStackIsAsLongAsItsChildrenWant() {
        // Layout.md §1 edge cases: offered ∞, a colour takes ∞ and what is left stays ∞ (∞ − ∞ is
        // NaN, which leaves it unchanged): the stack is ∞ long. Bounded children give their
        // maximum: 100 + 30. Offered 0: the minimums; offered nothing: the ideal lengths (10 + 50).
        let proposals: [CGFloat?] = [.infinity, 0, nil]
        let unbounded = StackReference.size([.color, .fixed(50)], gaps: [0], proposal: .infinity)
        #expect(unbounded.length == .infinity && unbounded.lengths == [.infinity, 50])
        #expect(widths(proposals) {
            HStack(spacing: 0) {
                Color.red
                Color.blue.frame(width: 50)
            }
        } == [.infinity, 50, 60])
        #expect(widths(proposals) {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.blue.frame(width: 30)
            }
        } == [130, 30, 40])
    }
}
