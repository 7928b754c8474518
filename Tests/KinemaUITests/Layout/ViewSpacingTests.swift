import Foundation
import Kinema
import Testing

// Spacing preferences: `ViewSpacing` (https://developer.apple.com/documentation/swiftui/viewspacing),
// `LayoutSubview.spacing` and `Layout.spacing(subviews:cache:)`, and the gaps stacks put between
// views from them. The rules are docs/research/layout.md §2: a preference belongs to an edge and
// (for text) a category; facing edges combine by category, else their uncategorised values give
// the larger, else the platform's standard distance, 8 points on iOS. `ViewSpacing()` holds no
// preference, `ViewSpacing.zero` holds 0 on every edge; ordinary views (colours, frames) have only
// category preferences that never face one another, so two of them are 8 apart; a `Spacer` has 0
// on its edges, so nothing separates it from its neighbours.
@MainActor
@Suite("View spacing")
struct ViewSpacingTests {
    // MARK: - The public API

    @Test func zeroIsZeroOnEveryEdge() {
        #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    }

    @Test func noPreferencesGiveTheStandardDistance() {
        // Nothing on either facing edge: the platform default, 8 × 8 (layout.md §2 step 5).
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    }

    @Test func oneSidesPreferenceIsEnough() {
        // A missing preference does not count; the other side's 0 decides (layout.md §2 step 4).
        #expect(ViewSpacing().distance(to: .zero, along: .horizontal) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
    }

    @Test func unionTakesOnlyTheGivenEdges() {
        // Only the leading edge of `.zero` joins: the view is 0 from a view before it, but its
        // trailing, top and bottom edges still have nothing, so 8 after it and above and below it.
        let leading = ViewSpacing().union(.zero, edges: .leading)
        #expect(ViewSpacing().distance(to: leading, along: .horizontal) == 0)
        #expect(leading.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(leading.distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: leading, along: .vertical) == 8)
    }

    @Test func formUnionMergesInPlace() {
        var bottom = ViewSpacing()
        bottom.formUnion(.zero, edges: .bottom)
        #expect(bottom.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: bottom, along: .vertical) == 8)
        #expect(bottom.distance(to: ViewSpacing(), along: .horizontal) == 8)

        // By default every edge joins.
        var all = ViewSpacing()
        all.formUnion(.zero)
        #expect(all.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: all, along: .vertical) == 0)
    }

    @Test func unionWithNothingChangesNothing() {
        #expect(ViewSpacing.zero.union(ViewSpacing()) == .zero)
        #expect(ViewSpacing().union(ViewSpacing()) == ViewSpacing())
    }

    // MARK: - LayoutSubview.spacing

    private final class Log {
        var gaps: [CGFloat] = []
    }

    /// Records the preferred distance between each pair of neighbouring subviews along `axis`,
    /// as Apple's custom-layout examples compute it.
    private struct Gaps: Layout {
        let axis: Axis
        let log: Log

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            log.gaps = subviews.indices.dropLast().map { index in
                subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
            }
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private func gaps(_ axis: Axis, @ViewBuilder _ content: () -> some View) -> [CGFloat] {
        let log = Log()
        _ = ViewHost(Gaps(axis: axis, log: log) { content() }).displayList
        return log.gaps
    }

    @Test func ordinaryViewsPreferTheStandardDistance() {
        #expect(gaps(.horizontal) { Color.red; Color.blue.frame(width: 20) } == [8])
        #expect(gaps(.vertical) { Color.red; Color.blue.padding(4) } == [8])
    }

    @Test func textBesideTextAcrossIsTheStandardDistance() {
        // In horizontal writing, text's own preferences are all on its top and bottom edges
        // (layout.md §2 and §9): side by side, two texts are 8 apart.
        #expect(gaps(.horizontal) { Text("One"); Text("Two") } == [8])
    }

    @Test func nothingSeparatesASpacerFromItsNeighbours() {
        #expect(gaps(.horizontal) { Color.red; Spacer(); Color.blue } == [0, 0])
        #expect(gaps(.vertical) { Text("Above"); Spacer(minLength: 20); Text("Below") } == [0, 0])
    }

    @Test func nothingSeparatesADividerFromItsNeighbours() {
        // Issue 25's rule for Kinema. No public source states a divider's spacing (layout.md,
        // open questions).
        #expect(gaps(.vertical) { Color.red; Divider(); Color.blue } == [0, 0])
    }

    // MARK: - Custom layouts that use spacing

    /// Apple's `MyEqualWidthHStack` ("Composing custom layouts with SwiftUI",
    /// https://developer.apple.com/documentation/swiftui/composing_custom_layouts_with_swiftui),
    /// unchanged but the import: every subview as wide as the widest, the preferred spacing between.
    private struct MyEqualWidthHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            guard !subviews.isEmpty else { return .zero }

            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let totalSpacing = spacing.reduce(0) { $0 + $1 }

            return CGSize(
                width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
                height: maxSize.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            guard !subviews.isEmpty else { return }

            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)

            let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
            var nextX = bounds.minX + maxSize.width / 2

            for index in subviews.indices {
                subviews[index].place(
                    at: CGPoint(x: nextX, y: bounds.midY),
                    anchor: .center,
                    proposal: placementProposal)
                nextX += maxSize.width + spacing[index]
            }
        }

        private func maxSize(subviews: Subviews) -> CGSize {
            let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
                CGSize(
                    width: max(currentMax.width, subviewSize.width),
                    height: max(currentMax.height, subviewSize.height))
            }

            return maxSize
        }

        private func spacing(subviews: Subviews) -> [CGFloat] {
            subviews.indices.map { index in
                guard index < subviews.count - 1 else { return 0 }
                return subviews[index].spacing.distance(
                    to: subviews[index + 1].spacing,
                    along: .horizontal)
            }
        }
    }

    @Test func applesEqualWidthStackSpacesItsSubviewsByTheirPreferences() {
        // Widest 50, tallest 30; two gaps of 8: 166 × 30, centred in the host from (117, 185).
        // Each subview is centred in its 50-point slot (the frames keep their own sizes).
        let host = ViewHost(MyEqualWidthHStack {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 50, height: 10)
            Color.green.frame(width: 40, height: 30)
        })
        #expect(host.displayList.items.map(\.frame) == [
            CGRect(x: 117 + 25 - 15, y: 190, width: 30, height: 20),
            CGRect(x: 117 + 83 - 25, y: 195, width: 50, height: 10),
            CGRect(x: 117 + 141 - 20, y: 185, width: 40, height: 30),
        ])
    }

    /// Apple's `spacing(subviews:cache:)` example for a basic vertical stack
    /// (https://developer.apple.com/documentation/swiftui/layout/spacing(subviews:cache:)): the
    /// first subview gives the top edge, the last the bottom, all the sides. Its size and placement
    /// are simplified to a 40-point square that every subview fills.
    private struct BasicVStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40, height: 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            }
        }

        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            var spacing = ViewSpacing()

            for index in subviews.indices {
                var edges: Edge.Set = [.leading, .trailing]
                if index == 0 { edges.formUnion(.top) }
                if index == subviews.count - 1 { edges.formUnion(.bottom) }
                spacing.formUnion(subviews[index].spacing, edges: edges)
            }

            return spacing
        }
    }

    /// The same square without a `spacing` of its own: the default merges every subview's
    /// preferences on every edge (Apple).
    private struct MergedSquare: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 40, height: 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            }
        }
    }

    @Test func aLayoutsSpacingSetsTheGapsAroundIt() {
        // Colour first, spacer last: the square's top edge is the colour's (nothing that meets the
        // red square's bottom: 8), its bottom edge the spacer's (0).
        let host = ViewHost(VStack {
            Color.red.frame(width: 40, height: 40)
            BasicVStack { Color.green; Spacer() }
            Color.blue.frame(width: 40, height: 40)
        })
        let frames = host.displayList.items.map(\.frame)
        // 40 + 8 + 40 + 0 + 40 = 128 high, from y = 136.
        #expect(frames.map(\.minY) == [136, 184, 224])

        // Merged on every edge, the spacer's 0 is on both: no gap above or below.
        let merged = ViewHost(VStack {
            Color.red.frame(width: 40, height: 40)
            MergedSquare { Color.green; Spacer() }
            Color.blue.frame(width: 40, height: 40)
        })
        #expect(merged.displayList.items.map(\.frame.minY) == [140, 180, 220])
    }

    // MARK: - Stacks

    @Test func aSpacerAndADividerSitFlushInAStack() {
        // A spacer fills what is left with no gap on either side: the red square starts the row,
        // the blue one ends it.
        let row = ViewHost(
            HStack {
                Color.red.frame(width: 50, height: 10)
                Spacer()
                Color.blue.frame(width: 50, height: 10)
            },
            size: CGSize(width: 300, height: 10))
        #expect(row.displayList.items.map(\.frame.minX) == [0, 250])

        // A divider touches both neighbours (issue 25; see `nothingSeparatesADividerFromItsNeighbours`).
        let column = ViewHost(VStack {
            Color.red.frame(width: 50, height: 50)
            Divider()
            Color.blue.frame(width: 50, height: 50)
        })
        let frames = column.displayList.items.map(\.frame)
        #expect(frames.count == 3)
        if frames.count == 3 {
            #expect(frames[1].minY == frames[0].maxY)
            #expect(frames[2].minY == frames[1].maxY)
        }
    }

    @Test func anExplicitSpacingAppliesBesideSpacersToo() {
        // `HStack(spacing: 10) { A; Spacer(minLength: 0); B }`: the stack's spacing is used for
        // every gap, including both sides of the spacer (layout.md §2). At its ideal width the
        // spacer is 0 long, so B starts 50 + 10 + 0 + 10 = 70 after A.
        let host = ViewHost(
            HStack(spacing: 10) {
                Color.red.frame(width: 50, height: 10)
                Spacer(minLength: 0)
                Color.blue.frame(width: 50, height: 10)
            }
            .fixedSize())
        let minX = host.displayList.items.map(\.frame.minX)
        #expect(minX == [140, 210])
    }

    @Test func aZStackPrefersItsHighestPriorityChildrensSpacing() {
        // Layout.md §2: a ZStack's spacing is the union of its highest-priority children's only. The
        // spacer (priority −∞) would bring 0; the blue square (priority 1) has only the ordinary
        // view's preferences: 8 from the red square. 40 + 8 + 40 = 88 high, from y = 156.
        let host = ViewHost(VStack {
            Color.red.frame(width: 40, height: 40)
            ZStack {
                Spacer()
                Color.blue.frame(width: 40, height: 40).layoutPriority(1)
            }
        })
        #expect(host.displayList.items.map(\.frame.minY) == [156, 204])
    }
}
