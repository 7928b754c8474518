import Dispatch
import Foundation
import Kinema
import Testing

// A state write from outside any event — a block on the main queue, a main-actor task — is an
// event of its own: it updates the host as a tap does, animates under `withAnimation`, and never
// crashes.

/// An `Animatable` custom modifier: updating it casts the modifier to `Animatable`, which an
/// isolated conformance allows only on the main actor.
private struct Nudge: ViewModifier, Animatable {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: amount)
    }
}

@MainActor
@Suite("Writes from outside an event")
struct OutsideEventWriteTests {
    @Test func aMainQueueBlockWritesUnderWithAnimation() async throws {
        struct Mover: View {
            @State private var moved = false
            var body: some View {
                Color.red.frame(width: 20, height: 20)
                    .modifier(Nudge(amount: moved ? 100 : 0))
                    .onAppear {
                        DispatchQueue.main.async {
                            withAnimation(.linear(duration: 1)) { moved = true }
                        }
                    }
            }
        }
        let host = ViewHost(Mover())
        // Let the main queue run the block.
        for _ in 0..<50 where host.displayList.items[0].transform.tx == 0 && !host.isAnimating {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].transform.tx - 50) < 1e-6)
        host.advance(by: 0.6)
        #expect(host.displayList.items[0].transform.tx == 100)
    }

    @Test func aMainActorTaskWritesUnderWithAnimation() async throws {
        struct Mover: View {
            @State private var moved = false
            var body: some View {
                Color.red.frame(width: 20, height: 20)
                    .modifier(Nudge(amount: moved ? 100 : 0))
                    .onAppear {
                        Task { @MainActor in
                            withAnimation(.linear(duration: 1)) { moved = true }
                        }
                    }
            }
        }
        let host = ViewHost(Mover())
        for _ in 0..<50 where !host.isAnimating {
            try await Task.sleep(for: .milliseconds(10))
        }
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].transform.tx - 50) < 1e-6)
    }
}
