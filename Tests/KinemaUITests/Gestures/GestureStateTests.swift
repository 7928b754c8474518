import Foundation
import Kinema
import Testing

// @GestureState: set by `updating` while a gesture runs, back to its initial value when the
// gesture ends — succeeding, failing or cancelled — under its reset transaction (Apple: "resets
// the property back to its initial state when the gesture ends").

/// The card of SwiftUI tutorials, spelled as they spell it.
private struct DraggableCard: View {
    @State private var offset = CGSize.zero
    @GestureState private var isDragging = false
    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(isDragging ? Color.blue : Color.red)
            .frame(width: 200, height: 120)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in state = true }
                    .onChanged { value in offset = value.translation }
                    .onEnded { value in
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { offset = .zero }
                    }
            )
    }
}

/// The fill of the first item drawn.
@MainActor
private func fill<Root: View>(_ host: ViewHost<Root>) -> Color? {
    if case .shape(_, let fill) = host.displayList.items.first?.content { return fill }
    return nil
}

/// A square whose offset follows a drag through a gesture state reset with `reset`.
private struct ResettingSquare: View {
    @GestureState private var dragOffset: CGSize
    init(reset: Transaction) {
        _dragOffset = GestureState(wrappedValue: .zero, resetTransaction: reset)
    }
    var body: some View {
        Color.green
            .frame(width: 100, height: 100)
            .offset(dragOffset)
            .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
    }
}

@MainActor
private final class Seen {
    var transactions: [(continuous: Bool, tracking: Bool)] = []
    var resetValues: [CGSize] = []
}

@MainActor
@Suite("GestureState")
struct GestureStateTests {
    /// Blue while the finger is down and dragging, red again after it lifts.
    @Test func theTutorialCardIsBlueWhileDragged() throws {
        let host = ViewHost(DraggableCard())
        #expect(fill(host) == .red)
        let touch = try #require(host.touchDown(at: CGPoint(x: 200, y: 200)))
        #expect(fill(host) == .red, "not a drag yet")
        host.advance(by: 1.0 / 60)
        touch.move(to: CGPoint(x: 230, y: 200))
        #expect(fill(host) == .blue)
        #expect(host.displayList.items[0].transform.tx == 30)
        touch.lift()
        #expect(fill(host) == .red)
    }

    /// A cancelled touch resets the state too, and `onEnded` does not run.
    @Test func aCancelledGestureResets() throws {
        let host = ViewHost(DraggableCard())
        let touch = try #require(host.touchDown(at: CGPoint(x: 200, y: 200)))
        host.advance(by: 1.0 / 60)
        touch.move(to: CGPoint(x: 230, y: 200))
        touch.cancel()
        #expect(fill(host) == .red)
        // No spring back: the offset stays where the drag left it.
        host.advance(by: 0.1)
        #expect(host.displayList.items[0].transform.tx == 30)
        #expect(!touch.move(to: CGPoint(x: 250, y: 200)), "a touch that ended moves no more")
    }

    /// The reset is applied under the reset transaction: with an animation, the square travels
    /// back; without one, it is back at once.
    @Test func theResetTransactionAnimatesTheReset() {
        let plain = ViewHost(ResettingSquare(reset: Transaction()))
        plain.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.1)
        #expect(plain.displayList.items[0].transform.tx == 0)

        let animated = ViewHost(ResettingSquare(reset: Transaction(animation: .linear(duration: 1))))
        animated.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.1)
        #expect(animated.displayList.items[0].transform.tx == 60)
        animated.advance(by: 0.5)
        #expect(abs(animated.displayList.items[0].transform.tx - 30) < 1e-6)
        animated.advance(by: 0.6)
        #expect(animated.displayList.items[0].transform.tx == 0)
    }

    /// `updating` runs with a continuous, velocity-tracking transaction; the reset closure gets the
    /// value being reset.
    @Test func updatingSeesTheContinuousTransactionAndResetSeesTheValue() {
        struct Probe: View {
            let seen: Seen
            @GestureState private var translation: CGSize
            init(seen: Seen) {
                self.seen = seen
                _translation = GestureState(wrappedValue: .zero) { value, _ in seen.resetValues.append(value) }
            }
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .gesture(DragGesture().updating($translation) { value, state, transaction in
                        seen.transactions.append((transaction.isContinuous, transaction.tracksVelocity))
                        state = value.translation
                    })
            }
        }
        let seen = Seen()
        let host = ViewHost(Probe(seen: seen))
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 240, y: 200), duration: 0.05)
        #expect(!seen.transactions.isEmpty)
        #expect(seen.transactions.allSatisfy { $0.continuous && $0.tracking })
        #expect(seen.resetValues == [CGSize(width: 40, height: 0)])
    }

    /// A gesture state of an optional type starts (and resets to) `nil`; outside a host the
    /// wrapper reads its initial value.
    @Test func optionalStateStartsAtNil() {
        struct Marker: View {
            @GestureState private var start: CGPoint?
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .opacity(start == nil ? 1 : 0.5)
                    .gesture(DragGesture(minimumDistance: 0).updating($start) { value, state, _ in state = value.startLocation })
            }
        }
        let host = ViewHost(Marker())
        #expect(host.displayList.items[0].opacity == 1)
        let touch = host.touchDown(at: CGPoint(x: 200, y: 200))
        #expect(host.displayList.items[0].opacity == 0.5)
        touch?.lift()
        #expect(host.displayList.items[0].opacity == 1)

        let state = GestureState(wrappedValue: 3)
        #expect(state.wrappedValue == 3)
        #expect(state.projectedValue.wrappedValue == 3)
    }
}
