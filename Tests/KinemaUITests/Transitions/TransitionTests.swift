import Foundation
import Kinema
import Testing

// A view inserted under an animation is shown in its transition's `willAppear` phase and animates
// to `identity`; one removed under an animation stays drawn (out of layout) while it animates to
// `didDisappear`, then leaves. The host is 400 × 400 and centres its content.
@MainActor
@Suite("Transitions")
struct TransitionTests {
    /// `.scale` from 1e-5 (SwiftUI's `ScaleTransition(1e-5)`, docs/research/layout.md §8):
    /// half-way through a linear 1 s animation the scale is 1e-5 + (1 − 1e-5) / 2.
    @Test func anInsertionScalesIn() {
        let host = ViewHost(TransitionPanel { Color.red.frame(width: 40, height: 40).transition(.scale) })
        host.tapPanelButton()
        #expect(host.displayList.items.count == 2)
        #expect(abs(host.displayList.items[1].transform.a - 1e-5) < 1e-12)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[1].transform.a - (1e-5 + (1 - 1e-5) / 2)) < 1e-9)
        host.advance(by: 0.6)
        #expect(host.displayList.items[1].transform == .identity)
    }

    /// `.opacity` on removal: drawn at 0.5 half-way, gone after the animation; the completion
    /// with `.removed` criteria runs once it has gone; the button re-centres at once (the leaving
    /// view takes no part in layout) and moves there under the animation.
    @Test func aRemovalFadesOutThenLeaves() {
        let log = TransitionLog()
        let host = ViewHost(TransitionPanel(shown: true, log: log) { Color.red.frame(width: 40, height: 40).transition(.opacity) })
        #expect(host.displayList.items.count == 2)
        // Shown: the stack is 60 tall, the button at y 170; alone it is at y 190.
        #expect(host.displayList.items[0].frame.minY == 170)
        host.tapPanelButton()
        #expect(host.displayList.items.count == 2)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[1].opacity - 0.5) < 1e-9)
        #expect(abs(host.displayList.items[0].frame.minY - 180) < 1e-9)
        #expect(log.lines.isEmpty)
        host.advance(by: 0.6)
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].frame.minY == 190)
        #expect(log.lines == ["done"])
    }

    /// Without an animation, views come and go at once.
    @Test func withoutAnAnimationNothingTransitions() {
        let host = ViewHost(TransitionPanel(shown: true, animation: nil) { Color.red.frame(width: 40, height: 40).transition(.opacity) })
        host.tapPanelButton()
        #expect(host.displayList.items.count == 1)
        host.tapPanelButton()
        #expect(host.displayList.items.count == 2)
        #expect(host.displayList.items[1].opacity == 1)
    }

    /// Asymmetric: moves in from the leading edge (by its own width), fades out.
    @Test func asymmetricTransitions() {
        let host = ViewHost(TransitionPanel {
            Color.red.frame(width: 40, height: 40)
                .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))
        })
        host.tapPanelButton()
        #expect(host.displayList.items[1].transform.tx == -40)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[1].transform.tx + 20) < 1e-9)
        #expect(host.displayList.items[1].opacity == 1)
        host.advance(by: 0.6)
        host.tapPanelButton()
        host.advance(by: 0.25)
        #expect(host.displayList.items[1].transform.tx == 0)
        #expect(abs(host.displayList.items[1].opacity - 0.75) < 1e-9)
    }

    /// Inserted again while leaving, the view stays and animates back to identity.
    @Test func aLeavingViewCanComeBack() {
        let host = ViewHost(TransitionPanel(shown: true) { Color.red.frame(width: 40, height: 40).transition(.opacity) })
        host.tapPanelButton()
        host.advance(by: 0.5)
        host.tapPanelButton()
        #expect(host.displayList.items.count == 2)
        host.advance(by: 2)
        #expect(host.displayList.items.count == 2)
        #expect(host.displayList.items[1].opacity == 1)
    }

    struct Twirl: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.rotationEffect(.degrees(phase.value * 90))
        }
    }

    /// A custom `Transition` sees each phase: −90° before appearing, 0 shown.
    @Test func customTransitions() {
        let host = ViewHost(TransitionPanel { Color.red.frame(width: 40, height: 40).transition(Twirl()) })
        host.tapPanelButton()
        let start = host.displayList.items[1].transform
        #expect(abs(atan2(start.b, start.a) * 180 / .pi + 90) < 1e-9)
        host.advance(by: 1.1)
        #expect(host.displayList.items[1].transform == .identity)
    }

    private struct Faded: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    /// `.modifier(active:identity:)` and a transition's own animation (2 s here, under a 1 s
    /// transaction): a quarter of the way at 0.5 s.
    @Test func modifierTransitionsWithTheirOwnAnimation() {
        let host = ViewHost(TransitionPanel {
            Color.red.frame(width: 40, height: 40)
                .transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)).animation(.linear(duration: 2)))
        })
        host.tapPanelButton()
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[1].opacity - 0.25) < 1e-9)
    }

    private struct Shown: View {
        @State private var wide = false
        var body: some View {
            Color.red.frame(width: wide ? 80 : 40, height: 40)
                .transition(AnyTransition.opacity.animation(.linear(duration: 4)))
                .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        }
    }

    /// A transition's own animation runs its insertion and removal only: a change to the shown
    /// content follows its transaction (40 → 80 wide in a linear second: 60 at 0.5 s).
    @Test func aTransitionsAnimationLeavesOtherChangesAlone() {
        let host = ViewHost(Shown())
        // Shown from the host's first update: no insertion transition runs.
        #expect(host.displayList.items[0].opacity == 1)
        #expect(!host.isAnimating)
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].frame.width - 60) < 1e-9)
    }
}
