import Foundation
import Kinema
import Testing

// A scroll transition follows where its view is in the scroll view's visible region (Apple's
// ScrollTransitionConfiguration reference): the edge phase while the view is just hidden, the
// identity phase from the threshold on (by default, the view wholly visible), and for an
// interactive configuration the effect interpolated in between, with time 0 of the timing curve
// at "just hidden" and time 1 at the threshold. An animated configuration changes phase only at
// the threshold, with its animation.
//
// The rows here are 100 points tall in a 400-point scroll view (the host): row i spans
// 100 i − offset to 100 (i + 1) − offset, so at offset 0 row 4 is just hidden below the bottom.

private struct FadingRows: View {
    var topLeading: ScrollTransitionConfiguration
    var bottomTrailing: ScrollTransitionConfiguration
    var axes: Axis.Set = .vertical

    var body: some View {
        ScrollView(axes) {
            let rows = ForEach(0..<8, id: \.self) { _ in
                Color.blue.frame(width: axes == .vertical ? nil : 100, height: axes == .vertical ? 100 : nil)
                    .scrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing) { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0)
                    }
            }
            if axes == .vertical {
                VStack(spacing: 0) { rows }
            } else {
                HStack(spacing: 0) { rows }
            }
        }
    }
}

@MainActor
@Suite("Scroll transitions")
struct ScrollTransitionTests {
    private func opacities(_ host: ViewHost<some View>) -> [Double] {
        host.displayList.items.map(\.opacity)
    }

    private func host(_ configuration: ScrollTransitionConfiguration, axes: Axis.Set = .vertical) -> ViewHost<FadingRows> {
        ViewHost(FadingRows(topLeading: configuration, bottomTrailing: configuration, axes: axes))
    }

    @Test func visibleRowsShowTheIdentityPhaseAndHiddenOnesTheEdgePhase() {
        let host = host(.interactive(timingCurve: .linear))
        #expect(opacities(host) == [1, 1, 1, 1, 0, 0, 0, 0])
    }

    @Test func anInteractiveTransitionFollowsTheRowInAlongItsCurve() {
        let host = host(.interactive(timingCurve: .linear))
        host.scroll(by: CGSize(width: 0, height: 25))
        // Row 0 is a quarter hidden above (75 of its 100 points in), row 4 a quarter in below.
        let quarter = opacities(host)
        #expect(abs(quarter[0] - 0.75) < 1e-9)
        #expect(abs(quarter[4] - 0.25) < 1e-9)
        #expect(quarter[1...3] == [1, 1, 1])
        host.scroll(by: CGSize(width: 0, height: 50))
        let threeQuarters = opacities(host)
        #expect(abs(threeQuarters[0] - 0.25) < 1e-9)
        #expect(abs(threeQuarters[4] - 0.75) < 1e-9)
    }

    @Test func theDefaultCurveEasesInAndOut() {
        let host = host(.interactive)
        host.scroll(by: CGSize(width: 0, height: 50))
        // Ease-in-out is symmetric: half way in, half the effect.
        #expect(abs(opacities(host)[4] - 0.5) < 1e-6)
        host.scroll(by: CGSize(width: 0, height: -40))
        // A tenth of the way in, an ease-in curve has moved less than a tenth.
        let early = opacities(host)[4]
        #expect(early > 0 && early < 0.1)
    }

    @Test func aVisibleThresholdIsMetWithThatShareOfTheView() {
        let host = host(.interactive(timingCurve: .linear).threshold(.visible(0.5)))
        host.scroll(by: CGSize(width: 0, height: 25))
        #expect(abs(opacities(host)[4] - 0.5) < 1e-9)
        host.scroll(by: CGSize(width: 0, height: 25))
        #expect(opacities(host)[4] == 1)
    }

    @Test func aCenteredThresholdIsMetOnlyAtTheCentre() {
        // Centred, a 100-point row has come 250 points in from the edge of a 400-point view.
        let host = host(.interactive(timingCurve: .linear).threshold(.centered))
        let rows = opacities(host)
        #expect(abs(rows[2] - 200.0 / 250) < 1e-9)   // 200 to 300: 200 in from the bottom
        #expect(abs(rows[1] - 200.0 / 250) < 1e-9)   // 100 to 200: 200 in from the top
        #expect(abs(rows[0] - 100.0 / 250) < 1e-9)
        host.scroll(by: CGSize(width: 0, height: 50))
        #expect(opacities(host)[2] == 1)             // 150 to 250: centred
    }

    @Test func thresholdsInsetAndInterpolate() {
        // Halfway between hidden (0 in) and visible (100 in), then 10 points further in: 60.
        let threshold = ScrollTransitionConfiguration.Threshold.hidden
            .interpolated(towards: .visible, amount: 0.5).inset(by: 10)
        let host = host(.interactive(timingCurve: .linear).threshold(threshold))
        host.scroll(by: CGSize(width: 0, height: 30))
        #expect(abs(opacities(host)[4] - 0.5) < 1e-9)
        host.scroll(by: CGSize(width: 0, height: 30))
        #expect(opacities(host)[4] == 1)
    }

    @Test func anAnimatedTransitionChangesPhaseAtTheThresholdWithItsAnimation() {
        let host = host(.animated(.linear(duration: 1)))
        host.scroll(by: CGSize(width: 0, height: 60))
        // Row 4 is not at the threshold yet: still the edge phase, nothing interpolated. Row 0 has
        // left it (40 of its 100 points in): it fades out over the animation's second.
        #expect(opacities(host)[4] == 0)
        host.advance(by: 0.5)
        #expect(abs(opacities(host)[0] - 0.5) < 1e-6)
        #expect(opacities(host)[4] == 0)
        host.scroll(by: CGSize(width: 0, height: 40))
        host.advance(by: 0.5)
        #expect(abs(opacities(host)[4] - 0.5) < 1e-6)
        host.advance(by: 0.6)
        #expect(opacities(host)[0] == 0)
        #expect(opacities(host)[4] == 1)
        #expect(!host.isAnimating)
    }

    @Test func anIdentityConfigurationLeavesItsEdgeAlone() {
        let host = ViewHost(FadingRows(topLeading: .identity, bottomTrailing: .interactive(timingCurve: .linear)))
        host.scroll(by: CGSize(width: 0, height: 50))
        let rows = opacities(host)
        #expect(rows[0] == 1)
        #expect(abs(rows[4] - 0.5) < 1e-9)
    }

    @Test func aHorizontalScrollViewTransitionsAlongItsAxis() {
        let host = host(.interactive(timingCurve: .linear), axes: .horizontal)
        host.scroll(by: CGSize(width: 25, height: 0))
        let columns = opacities(host)
        #expect(abs(columns[0] - 0.75) < 1e-9)
        #expect(abs(columns[4] - 0.25) < 1e-9)
    }

    @Test func outsideAScrollViewTheViewShowsTheIdentityPhase() {
        struct Alone: View {
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .offset(y: 1000)
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
            }
        }
        #expect(opacities(ViewHost(Alone())) == [1])
    }
}
