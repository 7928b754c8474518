import Foundation
import Kinema
import Testing

// `.id(value).transition(t)`: when the value changes under an animation, the view of the old
// identity leaves under `t` and the view of the new one arrives under it — SwiftUI's way to
// animate a replaced view (a pager's title, a counter's digits). The host is 400 × 400.
@MainActor
@Suite("Transitions outside an identity")
struct IdentityTransitionTests {
    private struct Swapper: View {
        @State var value = 0
        var ordered = true
        var body: some View {
            VStack {
                if ordered {
                    (value == 0 ? Color.red : Color.blue).frame(width: 40, height: 40)
                        .id(value)
                        .transition(.move(edge: .leading))
                } else {
                    (value == 0 ? Color.red : Color.blue).frame(width: 40, height: 40)
                        .transition(.move(edge: .leading))
                        .id(value)
                }
                Button("Swap") { withAnimation(.linear(duration: 1)) { value += 1 } }
            }
        }
    }

    private func colourItems(_ host: ViewHost<Swapper>) -> [(Color, DisplayList.Item)] {
        host.displayList.items.compactMap { item in
            if case .color(let colour) = item.content { return (colour, item) }
            return nil
        }
    }

    /// Half-way through a linear second, the new view is half its width (20 pt) left of its place
    /// on the way in, and the old one half its width left on the way out (`.move(edge:)` leaves
    /// towards the same edge it came from); after the second only the new view is left, in place.
    @Test(arguments: [true, false])
    func theOldIdentityLeavesAndTheNewOneArrives(transitionOutsideTheID: Bool) {
        let host = ViewHost(Swapper(ordered: transitionOutsideTheID))
        #expect(colourItems(host).map(\.0) == [.red])
        #expect(tapButton(host))
        host.advance(by: 0.5)
        let items = colourItems(host)
        let blue = items.first { $0.0 == .blue }?.1
        let red = items.first { $0.0 == .red }?.1
        #expect(abs((blue?.transform.tx ?? .nan) - -20) < 1e-9)
        #expect(abs((red?.transform.tx ?? .nan) - -20) < 1e-9)
        host.advance(by: 0.6)
        #expect(colourItems(host).map(\.0) == [.blue])
        #expect(colourItems(host).first?.1.transform == .identity)
    }

    private func tapButton(_ host: ViewHost<Swapper>) -> Bool {
        guard let button = host.displayList.items.first(where: {
            if case .text = $0.content { return true }
            return false
        }) else { return false }
        return host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
    }

    /// Inserted with its surroundings, the view moves in once: the transition is not applied
    /// both outside and inside the identity.
    @Test func anInsertedIdentifiedViewMovesInOnce() {
        struct Shower: View {
            @State var shown = false
            var body: some View {
                VStack {
                    if shown {
                        Color.red.frame(width: 40, height: 40).id(7).transition(.move(edge: .leading))
                    }
                    Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
                }
            }
        }
        let host = ViewHost(Shower())
        let button = host.displayList.items[0]
        #expect(host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY)))
        host.advance(by: 0.5)
        let red = host.displayList.items.first { if case .color = $0.content { return true } else { return false } }
        #expect(abs((red?.transform.tx ?? .nan) - -20) < 1e-9)
    }
}
