import Foundation
import Kinema
import KinemaTestSupport
import Testing

// What a button's action does with transactions. The press and the release are their own updates,
// so whatever the action does to its own transaction, the press style's animation is unaffected;
// the action's changes follow the transaction they are made under.

private let centre = CGPoint(x: 200, y: 100)

/// A button that scales while pressed (`.spring`), and a heart whose scale follows `count`.
private struct Liker: View {
    enum Action {
        case plain, animated, emptyTransaction, disablingTransaction
    }

    let action: Action
    var heartAnimation: Animation?
    @State private var liked = false

    struct Shrink: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
                .animation(.spring, value: configuration.isPressed)
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            Button {
                switch action {
                case .plain: liked.toggle()
                case .animated: withAnimation(.linear(duration: 1)) { liked.toggle() }
                case .emptyTransaction: withTransaction(Transaction()) { liked.toggle() }
                case .disablingTransaction:
                    var transaction = Transaction(animation: .linear(duration: 1))
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { liked.toggle() }
                }
            } label: {
                Color.blue.frame(width: 100, height: 100)
            }
            .buttonStyle(Shrink())
            .frame(height: 200)
            Color.red
                .frame(width: 100, height: 100)
                .scaleEffect(liked ? 2 : 1)
                // As `animation(heartAnimation, value: liked)`, but leaving the transaction alone
                // when there is none (`animation(nil, value:)` would take its animation away).
                .transaction(value: liked) { transaction in
                    if let heartAnimation, !transaction.disablesAnimations { transaction.animation = heartAnimation }
                }
                .frame(height: 200)
        }
    }
}

@MainActor
@Suite("Button actions and transactions")
struct ButtonTransactionTests {
    private func heart(_ host: ViewHost<Liker>) -> CGFloat { host.displayList.items[1].transform.a }
    private func button(_ host: ViewHost<Liker>) -> CGFloat { host.displayList.items[0].transform.a }

    @Test func anActionWithoutAnimationChangesAtOnce() {
        let host = ViewHost(Liker(action: .plain))
        host.tap(at: centre)
        host.advance(by: frameStep)
        #expect(heart(host) == 2)
    }

    /// `withAnimation` in the action animates the action's change only; the press and release,
    /// each under an empty transaction, are animated by the style's own `.spring`.
    @Test func withAnimationInTheActionAnimatesItsChange() {
        let host = ViewHost(Liker(action: .animated))
        host.tap(at: centre)
        host.advance(by: 0.5)
        let expected = 1 + SwiftUIReference.Bezier.linear.value(at: host.frameTime())
        #expect(abs(heart(host) - expected) < 1e-9)
        // The tap pressed and released at the same instant: the spring had nothing to cover.
        #expect(button(host) == 1)
    }

    /// An action that throws its transaction away (`withTransaction(Transaction())`) changes its
    /// state without animation — an empty transaction adds nothing to the one current, which on a
    /// tap is empty — while the press style still animates the press.
    @Test func anEmptyTransactionInTheActionAnimatesNothing() throws {
        let host = ViewHost(Liker(action: .emptyTransaction))
        let press = try #require(host.press(at: centre))
        host.advance(by: 0.2)
        #expect(button(host) < 1)
        press.release()
        host.advance(by: frameStep)
        #expect(heart(host) == 2)
        #expect(host.isAnimating)   // the release springs back
        host.advance(by: 2)
        #expect(button(host) == 1)
    }

    /// A transaction that disables animations wins over the heart's `animation(_:value:)`: the
    /// change jumps; without it, the same modifier animates the change.
    @Test func aDisablingTransactionInTheActionKeepsAnimationModifiersOff() {
        let disabled = ViewHost(Liker(action: .disablingTransaction, heartAnimation: .linear(duration: 1)))
        disabled.tap(at: centre)
        disabled.advance(by: frameStep)
        #expect(heart(disabled) == 2)

        let animated = ViewHost(Liker(action: .plain, heartAnimation: .linear(duration: 1)))
        animated.tap(at: centre)
        animated.advance(by: 0.5)
        let expected = 1 + SwiftUIReference.Bezier.linear.value(at: animated.frameTime())
        #expect(abs(heart(animated) - expected) < 1e-9)
    }

    /// A tap made inside `withAnimation` presses, releases and acts under its transaction; the
    /// action's empty transaction merges into it, so the change animates with it.
    @Test func aTapUnderWithAnimationLendsItsAnimationToTheAction() {
        let host = ViewHost(Liker(action: .emptyTransaction))
        withAnimation(.linear(duration: 1)) { _ = host.tap(at: centre) }
        host.advance(by: 0.25)
        let expected = 1 + SwiftUIReference.Bezier.linear.value(at: host.frameTime())
        #expect(abs(heart(host) - expected) < 1e-9)
    }
}
