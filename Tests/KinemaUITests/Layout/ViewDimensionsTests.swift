import Foundation
import Kinema
import Testing

// `ViewDimensions` as a custom layout reads it (`LayoutSubview.dimensions(in:)`): a guide is the
// view's explicit value (`d[explicit:]`, nil when nothing sets it) or its default (`d[_]`);
// explicit values come from `alignmentGuide`, text's baselines, one-view modifiers passing their
// child's on (moved by where they put it) and containers combining their children's
// (docs/research/layout.md §0, §4, §9). And a custom layout's own guides: its
// `explicitAlignment`, which by default merges its subviews' (Apple's `Layout` documentation).
// `.firstThird` is Apple's `AlignmentID` example (AlignmentGuideTests.swift).
@MainActor
@Suite("View dimensions and layout guides")
struct ViewDimensionsTests {
    private func frame(_ host: ViewHost<some View>, text: String) -> CGRect? {
        host.displayList.items.first { item in
            if case .text(let layout) = item.content { layout.string == text } else { false }
        }?.frame
    }

    private func colorFrames(_ host: ViewHost<some View>) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case .color = item.content { item.frame } else { nil }
        }
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) < 1e-6
    }

    // MARK: - LayoutSubview.dimensions(in:)

    /// What a layout read from one subview's dimensions.
    struct Reading: Equatable {
        var width: CGFloat
        var height: CGFloat
        var explicitLeading: CGFloat?
        var leading: CGFloat
        var explicitFirstThird: CGFloat?
        var firstThird: CGFloat
        var explicitTop: CGFloat?
        var explicitBaseline: CGFloat?
    }

    private final class Readings {
        var values: [Reading] = []
    }

    /// Reads every subview's dimensions for an unspecified proposal.
    private struct Probe: Layout {
        let readings: Readings

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            readings.values = subviews.map { subview in
                let d = subview.dimensions(in: .unspecified)
                return Reading(
                    width: d.width, height: d.height, explicitLeading: d[explicit: .leading], leading: d[.leading],
                    explicitFirstThird: d[explicit: .firstThird], firstThird: d[.firstThird],
                    explicitTop: d[explicit: .top], explicitBaseline: d[explicit: .firstTextBaseline])
            }
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private func readings(@ViewBuilder _ content: () -> some View) -> [Reading] {
        let readings = Readings()
        _ = ViewHost(Probe(readings: readings) { content() }).displayList
        return readings.values
    }

    @Test func aViewWithoutGuidesHasOnlyDefaults() {
        let values = readings { Color.red.frame(width: 40, height: 30) }
        #expect(values == [Reading(
            width: 40, height: 30, explicitLeading: nil, leading: 0, explicitFirstThird: nil, firstThird: 10,
            explicitTop: nil, explicitBaseline: nil)])
    }

    @Test func anAlignmentGuideIsExplicit() {
        let values = readings {
            Color.red.frame(width: 40, height: 30).alignmentGuide(.leading) { _ in 7 }
            Color.red.frame(width: 40, height: 30).alignmentGuide(.firstThird) { d in d[.firstThird] + 1 }
        }
        #expect(values.map(\.explicitLeading) == [7, nil])
        #expect(values.map(\.leading) == [7, 0])
        #expect(values.map(\.explicitFirstThird) == [nil, 11])
    }

    @Test func aGuideClosureReadsTheGuideBelowIt() {
        // The outer closure's dimensions are the modified view's: its leading guide is the inner 7.
        let values = readings {
            Color.red.frame(width: 40, height: 30)
                .alignmentGuide(.leading) { _ in 7 }
                .alignmentGuide(.leading) { d in d[.leading] + 3 }
        }
        #expect(values.map(\.explicitLeading) == [10])
    }

    @Test func paddingMovesAnExplicitGuideByItsInset() {
        // Layout.md §0: a one-child modifier passes its child's explicit value on, moved by where it
        // puts the child.
        let values = readings {
            Color.red.frame(width: 40, height: 30).alignmentGuide(.leading) { _ in 7 }.padding(10)
        }
        #expect(values.map(\.explicitLeading) == [17])
        #expect(values.map(\.width) == [60])
    }

    @Test func textSetsItsBaselinesAndNothingElse() throws {
        // Layout.md §9: text's explicit guides are its two baselines; its top is the default.
        let reading = try #require(readings { Text("Hello") }.first)
        #expect(reading.explicitTop == nil && reading.explicitLeading == nil)
        let baseline = try #require(reading.explicitBaseline)
        #expect(baseline > 0 && baseline < reading.height)
    }

    @Test func aStackCombinesCustomGuidesButNotFrameGuides() {
        // Layout.md §4: a stack's explicit custom guide is the mean of its children's, each moved
        // by the child's position (10 at 0, 30 at 20: 10 and 50 → 30); the frame guides (leading,
        // top, …) are never explicit on a container.
        let values = readings {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                    .alignmentGuide(.firstThird) { _ in 10 }
                    .alignmentGuide(.leading) { _ in 7 }
                Color.blue.frame(width: 40, height: 40).alignmentGuide(.firstThird) { _ in 30 }
            }
        }
        #expect(values.map(\.explicitFirstThird) == [30])
        #expect(values.map(\.explicitLeading) == [nil])
        #expect(values.map(\.height) == [60])
    }

    @Test func aStackCarriesItsTextsBaselineUp() throws {
        // Layout.md §1 step 8 and §9: the VStack's first baseline is its text's, moved by the
        // text's position in it (30 down); the HStack puts it on the large title's baseline.
        let big = try #require(readings { Text("Big").font(.largeTitle) }.first?.explicitBaseline)
        let small = try #require(readings { Text("small") }.first?.explicitBaseline)
        let host = ViewHost(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.largeTitle)
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Text("small")
            }
        })
        let title = try #require(frame(host, text: "Big"))
        let text = try #require(frame(host, text: "small"))
        #expect(close(title.minY + big, text.minY + small))
        let bar = try #require(colorFrames(host).first)
        #expect(bar.maxY == text.minY)
    }

    // MARK: - Custom layouts

    /// As big as its one subview, which it places at its origin.
    private struct Wrapper: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    @Test func aCustomLayoutMergesItsSubviewsGuidesByDefault() {
        // "If you don’t implement the method, the protocol’s default implementation merges the
        // subviews’ guides" (https://developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)).
        // The wrapper's first third is its subview's explicit 25 (the subview sits at its origin),
        // not the default 30 / 3 = 10. Against the blue bar's 30: origins −30 and −25, the stack is
        // 90 high (from y = 155) and the red square starts 5 below its top.
        let host = ViewHost(HStack(alignment: .firstThird, spacing: 0) {
            Color.blue.frame(width: 10, height: 90)
            Wrapper {
                Color.red.frame(width: 10, height: 30).alignmentGuide(.firstThird) { _ in 25 }
            }
        })
        let frames = colorFrames(host)
        #expect(frames.first?.minY == 155)
        #expect(frames.last?.minY == 160)
    }

    /// Apple's `explicitAlignment` example: the container's leading guide 10 points in
    /// (https://developer.apple.com/documentation/swiftui/layout/explicitalignment(of:in:proposal:subviews:cache:)),
    /// on a container as big as its subview.
    private struct BasicVStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }

        func explicitAlignment(
            of guide: HorizontalAlignment,
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout ()
        ) -> CGFloat? {
            if guide == .leading {
                return bounds.minX + 10
            }
            return nil
        }
    }

    @Test func aCustomLayoutsExplicitGuideAlignsIt() {
        // Its leading guide is 10 points inside it, so in a leading-aligned stack it starts 10
        // left of the red bar: the stack spans [−10, 50], 60 wide from x = 170.
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            BasicVStack { Color.blue.frame(width: 50, height: 10) }
        })
        #expect(colorFrames(host).map(\.minX) == [180, 170])
    }
}
