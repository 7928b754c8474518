import Foundation
import Kinema
import KinemaTestSupport
import Testing

// `frame(minWidth:idealWidth:maxWidth:…)`: the initializer's clamping (a negative minimum is 0, the
// ideal is raised to the minimum, the maximum to the ideal) and the frame's sizing rule, from
// docs/research/layout.md §6 (pookjw's decompilation and DanceUI agree; the clamping is pinned by
// OpenSwiftUI's `FrameLayoutTests`). `FlexibleFrameLimits` (Tests/KinemaTestSupport) restates the
// rule; a background drawn behind the frame shows the frame's own size.
@MainActor
@Suite("Flexible frame clamping")
struct FlexibleFrameClampingTests {
    /// The width of `frame` around a colour when proposed `width` (nil: its ideal width).
    private func width(
        _ proposal: CGFloat?, minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil
    ) -> CGFloat? {
        let framed = Color.red
            .frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth)
            .frame(height: 10)
            .background(Color.gray)
        let root = Group {
            if let proposal {
                framed.frame(width: proposal)
            } else {
                framed.fixedSize(horizontal: true, vertical: false)
            }
        }
        // The background is offered the frame's size and drawn first.
        return ViewHost(root).displayList.items.first?.frame.width
    }

    @Test func anIdealAboveTheMaximumRaisesTheMaximum() {
        // frame(idealWidth: 30, maxWidth: 20): the maximum becomes 30. Proposed nothing: the
        // ideal, 30; proposed 100: the colour is offered 30 → 30; proposed 10: 10.
        let limits = FlexibleFrameLimits(minimum: nil, ideal: 30, maximum: 20)
        #expect(limits.maximum == 30)
        let color: (CGFloat?) -> CGFloat = { $0 ?? 10 }
        #expect([nil, 100, 10].map { limits.length(for: $0, child: color) } == [30, 30, 10])

        #expect(width(nil, idealWidth: 30, maxWidth: 20) == 30)
        #expect(width(100, idealWidth: 30, maxWidth: 20) == 30)
        #expect(width(10, idealWidth: 30, maxWidth: 20) == 10)
    }

    @Test func aMinimumAboveTheMaximumWins() {
        // frame(minWidth: 50, maxWidth: 20) is contradictory: the maximum stays 20 (it is raised to
        // the ideal, not to the minimum), and the frame sizes as one with a minimum only: the
        // colour is offered 20, and the frame is max(50, min(20, 20)) = 50, whatever it is offered.
        let limits = FlexibleFrameLimits(minimum: 50, ideal: nil, maximum: 20)
        #expect(limits.maximum == 20)
        #expect([nil, 10, 100].map { limits.length(for: $0) { $0 ?? 10 } } == [50, 50, 50])

        for proposal: CGFloat? in [nil, 10, 100] {
            #expect(width(proposal, minWidth: 50, maxWidth: 20) == 50, "proposed \(String(describing: proposal))")
        }
    }

    @Test func anIdealBelowTheMinimumIsRaised() {
        // frame(minWidth: 20, idealWidth: 10): the ideal becomes 20, so proposed nothing the frame
        // is 20 (10 if it were kept).
        #expect(FlexibleFrameLimits(minimum: 20, ideal: 10, maximum: nil).ideal == 20)
        #expect(width(nil, minWidth: 20, idealWidth: 10) == 20)
    }

    @Test func paddedTextWithAMinimumWidthIsAtLeastThatWide() throws {
        // `Text("Hello").padding(16).frame(minWidth: 150)` is 150 wide (the SwiftUI Field Guide
        // observes it): the text and its padding are narrower than 150, and the frame is never
        // narrower than its minimum. Proposed 400 (the host) or nothing.
        for fixed in [false, true] {
            let framed = Text("Hello").padding(16).frame(minWidth: 150).background(Color.gray)
            let host = fixed
                ? ViewHost(AnyView(framed.fixedSize()))
                : ViewHost(AnyView(framed))
            let background = try #require(host.displayList.items.first)
            #expect(background.frame.width == 150, "fixedSize: \(fixed)")
        }
    }

    @Test func anInfiniteMaximumTakesTheWholeProposal() {
        // OpenSwiftUI's `maxWidthInfinityExpandsToParentProposal`.
        let host = ViewHost(Color.red.frame(maxWidth: .infinity).frame(width: 200, height: 200))
        #expect(host.displayList.items.map(\.frame) == [CGRect(x: 100, y: 100, width: 200, height: 200)])
    }

    @Test func fixedSizeTextWithAnInfiniteMaximumIsAtLeastTheText() {
        // `Text("Hello, world").fixedSize().frame(maxWidth: .infinity)` (Field Guide): the proposed
        // width when the text fits, else the text's own width (it overflows).
        let text = DejaVuReference.width("Hello, world")
        for hostWidth: CGFloat in [400, 50] {
            let host = ViewHost(
                Text("Hello, world").fixedSize().frame(maxWidth: .infinity).background(Color.gray),
                size: CGSize(width: hostWidth, height: 100))
            let width = host.displayList.items.first?.frame.width ?? -1
            #expect(abs(width - max(hostWidth, text)) < 1e-9, "host \(hostWidth)")
        }
    }

    // MARK: - A grid of limits and proposals

    private final class Sizes {
        var widths: [CGFloat] = []
    }

    /// Asks its only subview for its width at each of `proposals` (a layout may propose ∞).
    private struct Measure: Layout {
        let proposals: [CGFloat?]
        let sizes: Sizes

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            sizes.widths = proposals.map { subviews[0].sizeThatFits(ProposedViewSize(width: $0, height: 10)).width }
            return CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct Limits: Sendable, CustomTestStringConvertible {
        var minimum, ideal, maximum: CGFloat?
        var testDescription: String {
            "min \(minimum.map { "\($0)" } ?? "–") ideal \(ideal.map { "\($0)" } ?? "–") max \(maximum.map { "\($0)" } ?? "–")"
        }
    }

    nonisolated static let limits: [Limits] = {
        var all: [Limits] = []
        for minimum: CGFloat? in [nil, -10, 0, 30, 80] {
            for ideal: CGFloat? in [nil, 20, 50] {
                for maximum: CGFloat? in [nil, 10, 60, .infinity] {
                    all.append(Limits(minimum: minimum, ideal: ideal, maximum: maximum))
                }
            }
        }
        return all
    }()

    @Test(arguments: limits)
    func theFrameSizesAsTheRuleSays(_ limits: Limits) {
        // Proposals: ideal, zero, small, large, and infinite (a `Color` offered ∞ is ∞ wide).
        let proposals: [CGFloat?] = [nil, 0, 40, 100, .infinity]
        let rule = FlexibleFrameLimits(minimum: limits.minimum, ideal: limits.ideal, maximum: limits.maximum)
        let expected = proposals.map { rule.length(for: $0) { $0 ?? 10 } }
        let sizes = Sizes()
        _ = ViewHost(Measure(proposals: proposals, sizes: sizes) {
            Color.red.frame(minWidth: limits.minimum, idealWidth: limits.ideal, maxWidth: limits.maximum)
        }).displayList
        #expect(sizes.widths == expected, "proposals \(proposals)")
    }
}
