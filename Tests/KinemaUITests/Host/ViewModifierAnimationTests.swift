import Foundation
import Kinema
import Testing

// `ViewModifier.animation(_:)` and `ViewModifier.transaction(_:)` (SwiftUI): the animation applies
// to what the modifier builds, on every update, and not to the content it wraps.
@MainActor
@Suite("ViewModifier.animation")
struct ViewModifierAnimationTests {
    private struct Fade: ViewModifier {
        var visible: Bool
        func body(content: Content) -> some View {
            content.opacity(visible ? 1 : 0)
        }
    }

    private struct Host: View {
        let animation: Animation?
        var explicit: Animation? = nil
        @State private var visible = true
        var body: some View {
            // The content's own width depends on the state too: it is not inside the modifier.
            Color.red.frame(width: visible ? 40 : 80, height: 40)
                .modifier(Fade(visible: visible).animation(animation))
                .onTapGesture {
                    withAnimation(explicit) { visible.toggle() }
                }
        }
    }

    private func tap(_ host: ViewHost<some View>) {
        let frame = host.displayList.items[0].frame
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// A change made without `withAnimation` animates the modifier's opacity: half-way through a
    /// linear 1 s animation it is 0.5. The content's width, outside the modifier, changes at once.
    @Test func theModifierAnimatesItsOwnValues() {
        let host = ViewHost(Host(animation: .linear(duration: 1)))
        tap(host)
        #expect(host.displayList.items[0].frame.width == 80)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 0.5) < 1e-9)
        host.advance(by: 0.6)
        #expect(host.displayList.items[0].opacity == 0)
    }

    /// `animation(nil)` makes the modifier's change immediate even under `withAnimation`.
    @Test func aNilAnimationDisablesItsAnimation() {
        let host = ViewHost(Host(animation: nil, explicit: .linear(duration: 1)))
        tap(host)
        #expect(host.displayList.items[0].opacity == 0)
        #expect(!host.isAnimating || host.displayList.items[0].opacity == 0)
    }

    private struct TransactionHost: View {
        @State private var visible = true
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .modifier(Fade(visible: visible).transaction { $0.animation = .linear(duration: 2) })
                .onTapGesture { withAnimation(.linear(duration: 1)) { visible.toggle() } }
        }
    }

    /// `transaction(_:)` rewrites the transaction inside the modifier: the 2 s animation replaces
    /// the 1 s one, so a quarter of the way (0.5 s) the opacity is 0.75.
    @Test func theTransactionFormRewritesTheAnimation() {
        let host = ViewHost(TransactionHost())
        tap(host)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 0.75) < 1e-9)
    }
}
