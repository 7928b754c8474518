import Foundation
import Kinema
import Testing

// SwiftUI's default transition is `.opacity`: a view inserted or removed under an animation
// without a transition of its own fades in or out, as a whole, under that animation. Without an
// animation it comes and goes at once. Linear animations make the expected opacities the elapsed
// fraction.
@MainActor
@Suite("Default transition")
struct DefaultTransitionTests {
    private func opacities(_ host: ViewHost<some View>) -> [Double] {
        host.displayList.items.map { ($0.opacity * 1e9).rounded() / 1e9 }
    }

    @Test func anInsertedViewFadesIn() {
        let host = ViewHost(TransitionPanel { Color.red.frame(width: 40, height: 40) })
        #expect(opacities(host) == [1])
        host.tapPanelButton()
        #expect(opacities(host) == [1, 0])
        host.advance(by: 0.25)
        #expect(opacities(host) == [1, 0.25])
        host.advance(by: 0.75)
        #expect(opacities(host) == [1, 1])
        // Once faded in, the view is drawn as if it had no transition.
        host.advance(by: 0.5)
        #expect(opacities(host) == [1, 1])
        #expect(!host.isAnimating)
    }

    @Test func aRemovedViewStaysDrawnWhileItFadesOutThenLeaves() {
        let log = TransitionLog()
        let host = ViewHost(TransitionPanel(shown: true, log: log) { Color.red.frame(width: 40, height: 40) })
        #expect(opacities(host) == [1, 1])
        host.tapPanelButton()
        #expect(opacities(host) == [1, 1])
        host.advance(by: 0.5)
        #expect(opacities(host) == [1, 0.5])
        #expect(log.lines.isEmpty, "the completion with .removed waits for the view to go")
        host.advance(by: 0.5)
        host.advance(by: 1 / 60)
        #expect(opacities(host) == [1])
        #expect(log.lines == ["done"])
    }

    @Test func withoutAnAnimationViewsComeAndGoAtOnce() {
        let host = ViewHost(TransitionPanel(animation: nil) { Color.red.frame(width: 40, height: 40) })
        host.tapPanelButton()
        #expect(opacities(host) == [1, 1])
        host.tapPanelButton()
        #expect(opacities(host) == [1])
    }

    @Test func aViewWithItsOwnTransitionDoesNotAlsoFade() {
        let host = ViewHost(TransitionPanel { Color.red.frame(width: 40, height: 40).transition(.scale) })
        host.tapPanelButton()
        host.advance(by: 0.5)
        #expect(opacities(host) == [1, 1])
        // Half-way from `.scale`'s 1e-5 to 1.
        #expect(abs(host.displayList.items[1].transform.a - (1e-5 + (1 - 1e-5) / 2)) < 1e-9)
    }

    @Test func anInsertedContainerFadesAsAWhole() {
        let host = ViewHost(TransitionPanel {
            HStack {
                Color.red.frame(width: 40, height: 40)
                Color.green.frame(width: 40, height: 40)
            }
        })
        host.tapPanelButton()
        host.advance(by: 0.5)
        // One fade around the stack, not one per view inside it (which would multiply to 0.25).
        #expect(opacities(host) == [1, 0.5, 0.5])
    }

    @Test func aViewRemovedAndInsertedAgainFadesBackFromWhereItWas() {
        let host = ViewHost(TransitionPanel(shown: true) { Color.red.frame(width: 40, height: 40) })
        host.tapPanelButton()
        host.advance(by: 0.5)
        #expect(opacities(host) == [1, 0.5])
        host.tapPanelButton()
        host.advance(by: 0.25)
        // Timing curves do not merge; SwiftUI folds them: the fade-out goes on (at 0.75 of its
        // second it has covered 0.75 of its −1), and the fade-in covers a quarter of what is left
        // to its own target: 1 − 0.75 × (1 − 0.25) = 0.4375.
        #expect(opacities(host) == [1, 0.4375])
        host.advance(by: 1)
        #expect(opacities(host) == [1, 1])
        #expect(host.displayList.items.count == 2)
    }

    @Test func aFadingViewAppearsOnce() {
        let log = TransitionLog()
        let host = ViewHost(TransitionPanel {
            Color.red.frame(width: 40, height: 40).onAppear { log.lines.append("appear") }
        })
        host.tapPanelButton()
        host.advance(by: 2)
        #expect(log.lines == ["appear"])
    }

    private struct Rows: View {
        @State private var items = [1, 2]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(items, id: \.self) { item in
                    Color.red.frame(width: 40, height: 20)
                }
            }
            .onTapGesture {
                withAnimation(.linear(duration: 1)) { items.append(3) }
            }
        }
    }

    @Test func onlyTheInsertedRowFades() {
        let host = ViewHost(Rows())
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        #expect(opacities(host) == [1, 1, 0.5])
    }

    @Test func theFirstUpdateShowsWhatIsThere() {
        let host = ViewHost(TransitionPanel(shown: true) { Color.red.frame(width: 40, height: 40) })
        #expect(opacities(host) == [1, 1])
        #expect(!host.isAnimating)
    }
}
