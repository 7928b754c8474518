import Foundation
import Kinema
import KinemaTestSupport
import Testing

// A container places each child with the proposal it sized it with, not with a proposal equal to
// the child's final size (docs/research/layout.md §0 "A size remembers its proposal", §1 rule 6,
// §6 frames and padding). A layout that is half of what it is offered shows the difference: placed
// with its sizing proposal it lays its content out at half; re-proposed its own size it would
// shrink again, to a quarter.
@MainActor
@Suite("Placement reuses the sizing proposal")
struct PlacementProposalTests {
    /// Half of its proposal (10 × 10 when proposed nothing, as `replacingUnspecifiedDimensions()`),
    /// and, when placing, offers its content half of the proposal it is placed with.
    private struct Half: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let size = proposal.replacingUnspecifiedDimensions()
            return CGSize(width: size.width / 2, height: size.height / 2)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let size = proposal.replacingUnspecifiedDimensions()
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: size.width / 2, height: size.height / 2))
            }
        }
    }

    private func frames(_ host: ViewHost<some View>) -> [CGRect] {
        host.displayList.items.map(\.frame)
    }

    @Test func inAnHStackTheLayoutIsHalfNotAQuarter() {
        // The HStack offers its one child 400 × 400 → 200 × 200, centred: from (100, 100). Placed
        // with that same proposal, the layout offers its colour 200 × 200.
        let host = ViewHost(HStack { Half { Color.red } })
        #expect(frames(host) == [CGRect(x: 100, y: 100, width: 200, height: 200)])
    }

    @Test func inAVStackTheLayoutIsHalfNotAQuarter() {
        let host = ViewHost(VStack { Half { Color.red } })
        #expect(frames(host) == [CGRect(x: 100, y: 100, width: 200, height: 200)])
    }

    @Test func besideASiblingTheLayoutKeepsItsShare() {
        // Fixed 100 (flexibility 0) goes first, offered 400 / 2 = 200 → 100; the layout is offered
        // the remaining 300 (and 400 across) → 150 × 200. The fixed colour is 400 high (its frame
        // sets only a width), so the stack is 250 × 400, from x = 75; the layout is centred across
        // it (y = 100) and offers its colour half of 300 × 400.
        let host = ViewHost(HStack(spacing: 0) {
            Color.blue.frame(width: 100)
            Half { Color.red }
        })
        #expect(frames(host) == [
            CGRect(x: 75, y: 0, width: 100, height: 400),
            CGRect(x: 175, y: 100, width: 150, height: 200),
        ])
    }

    @Test func aFixedFrameOffersItsOwnProposal() {
        // The frame offers 300 × 300 → 150 × 150, centred in the frame (from 50 + 75); placing, it
        // offers 300 × 300 again (layout.md §6).
        let host = ViewHost(Half { Color.red }.frame(width: 300, height: 300))
        #expect(frames(host) == [CGRect(x: 125, y: 125, width: 150, height: 150)])
    }

    @Test func paddingOffersTheProposalLessItsInsets() {
        // 400 − 20 = 380 → 190 × 190; the padded view is 210 × 210 from 95, the layout at 105.
        let host = ViewHost(Half { Color.red }.padding(10))
        #expect(frames(host) == [CGRect(x: 105, y: 105, width: 190, height: 190)])
    }

    @Test func aZStackProposesItsOwnSizeWhenPlacing() {
        // Layout.md §3: a ZStack is sized by its children for its proposal (400 → 200 × 200, from
        // (100, 100)), then proposes its final size to every child when placing and lines them up
        // on the guides they have under that proposal: offered 200 × 200 the layout is now
        // 100 × 100, its centre (50, 50) is the alignment point, so it sits at the stack's origin,
        // and offers its colour 100 × 100.
        let host = ViewHost(ZStack { Half { Color.red } })
        #expect(frames(host) == [CGRect(x: 100, y: 100, width: 100, height: 100)])
    }

    @Test func anInfinitelyFlexibleLayoutGoesAfterABoundedSibling() {
        // Offered ∞ the layout is ∞ / 2 = ∞: flexibility ∞, more than frame(maxWidth: 100)'s 100,
        // so the frame goes first (layout.md §1): offered 200 → 100; the layout then 300 → 150.
        let reference = StackReference.size(
            [StackReference.Child { ($0 ?? 10) / 2 }, .flexibleFrame(maxLength: 100)], gaps: [0], proposal: 400)
        #expect(reference.lengths == [150, 100])

        let host = ViewHost(HStack(spacing: 0) {
            Half { Color.red }
            Color.blue.frame(maxWidth: 100)
        })
        #expect(frames(host).map(\.width) == [150, 100])
    }

    @Test func aFixedSizeVStackOffersItsWidthToADividerWhenPlacing() throws {
        // Layout.md §1 R1.9 (rule 6: a nil proposal across the axis is replaced by the stack's own
        // thickness when placing): sized ideally, the stack is as wide as its text; placing, it
        // offers that width to the divider, which spans the text.
        let host = ViewHost(VStack {
            Text("Hello, world")
            Divider()
        }
        .fixedSize())
        let items = host.displayList.items
        #expect(items.count == 2)
        let text = try #require(items.first)
        let divider = try #require(items.last)
        #expect(abs(text.frame.width - DejaVuReference.width("Hello, world")) < 1e-9)
        #expect(divider.frame.minX == text.frame.minX && divider.frame.width == text.frame.width)
    }

    @Test func aFixedSizeHStackOffersItsThicknessWhenPlacing() {
        // Sized with no proposal, the red colour is 20 × 10 (nothing proposed across: 10) and the
        // stack as thick as the blue frame, 50; placing, the stack proposes 50 across (rule 6), so
        // the red colour is drawn 50 high. The stack is 58 × 50, from (171, 175).
        let host = ViewHost(HStack {
            Color.red.frame(width: 20)
            Color.blue.frame(width: 30, height: 50)
        }
        .fixedSize())
        #expect(frames(host) == [
            CGRect(x: 171, y: 175, width: 20, height: 50),
            CGRect(x: 199, y: 175, width: 30, height: 50),
        ])
    }

    @Test func aFrameWithOneDimensionOffersTheRestOfItsProposal() {
        // frame(width: 300) offers (300, 400): the layout is 150 × 200 and the frame 300 × 200,
        // from (50, 100); the layout is centred in it (x = 125). Placing, the frame offers
        // (300, 400) again — its proposal with the width substituted, not its size (layout.md §6)
        // — so the colour is 150 × 200.
        let host = ViewHost(Half { Color.red }.frame(width: 300))
        #expect(frames(host) == [CGRect(x: 125, y: 100, width: 150, height: 200)])
    }

    @Test func aFlexibleFrameProposedNothingOffersNothingWhenPlacing() {
        // Layout.md §6, placement proposal: proposed nothing, with no ideal and a size strictly
        // between its limits, the frame offers its child nothing again. Sized ideally, the layout
        // is 5 × 5 (half of 10 × 10); placed with no proposal it offers its colour 5 × 5 — not
        // half of 5. Centred in the host: from 197.5.
        let host = ViewHost(
            Half { Color.red }
                .frame(minWidth: 0, maxWidth: 1000, minHeight: 0, maxHeight: 1000)
                .fixedSize())
        #expect(frames(host) == [CGRect(x: 197.5, y: 197.5, width: 5, height: 5)])
    }

    /// Half of its proposal, like `Half`, but places nothing.
    private struct HalfPlacingNothing: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let size = proposal.replacingUnspecifiedDimensions()
            return CGSize(width: size.width / 2, height: size.height / 2)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func anUnplacedSubviewIsOfferedTheContainersProposal() {
        // "If you don’t call this method for a subview, the subview appears at the center of its
        // layout container and uses the layout container’s size proposal"
        // (https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)).
        // The container is proposed 400 × 400 and is 200 × 200 at (100, 100); the colour, offered
        // 400 × 400, is centred on the container's centre (200, 200).
        let host = ViewHost(HalfPlacingNothing { Color.red })
        #expect(frames(host) == [CGRect(x: 0, y: 0, width: 400, height: 400)])
        #expect(frames(host).first.map { $0.midX == 200 && $0.midY == 200 } == true)
    }
}
