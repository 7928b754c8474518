import Dispatch
import Foundation
import Kinema
import Testing

// `DispatchQueue.main.asyncAfter` inside a hosted view waits for the host's virtual time: the
// work runs as one event when `advance(by:)` reaches the deadline.

@MainActor
@Suite("Delayed main-queue work on the host's clock")
struct DelayedMainQueueWorkTests {
    /// A toast written as tutorials write it: shown, then faded out two seconds later.
    struct Toast: View {
        @State private var shown = true
        var body: some View {
            Color.blue.frame(width: 40, height: 20)
                .opacity(shown ? 1 : 0)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        withAnimation(.linear(duration: 1)) { shown = false }
                    }
                }
        }
    }

    @Test func workWaitsForTheHostsTimeAndAnimatesFromItsDeadline() {
        let host = ViewHost(Toast())
        host.advance(by: 1.99)
        #expect(host.displayList.items[0].opacity == 1)
        // Started at 2 s, a linear second long: half-way at 2.5 s.
        host.advance(by: 0.51)
        #expect(abs(host.displayList.items[0].opacity - 0.5) < 1e-6)
        host.advance(by: 0.6)
        #expect(host.displayList.items.isEmpty || host.displayList.items[0].opacity == 0)
    }

    @Test func workScheduledByDelayedWorkRunsAtItsOwnDeadline() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("\(count)")
                    .onAppear { tick() }
            }
            func tick() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    count += 1
                    if count < 3 { tick() }
                }
            }
        }
        let host = ViewHost(Counter())
        host.advance(by: 0.4)
        #expect(Fidelity.texts(host) == ["0"])
        host.advance(by: 0.2)      // 0.6 s: one
        #expect(Fidelity.texts(host) == ["1"])
        host.advance(by: 1)        // 1.6 s: three, and no more
        #expect(Fidelity.texts(host) == ["3"])
        host.advance(by: 5)
        #expect(Fidelity.texts(host) == ["3"])
    }

    @Test func aPastDeadlineRunsAtTheNextStepAndDistantFutureNever() {
        struct Flags: View {
            @State private var past = false
            @State private var never = false
            var body: some View {
                Text("\(past) \(never)")
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() - 5) { past = true }
                        DispatchQueue.main.asyncAfter(deadline: .distantFuture) { never = true }
                    }
            }
        }
        let host = ViewHost(Flags())
        #expect(Fidelity.texts(host) == ["false false"])
        host.advance(by: 1 / 60)
        #expect(Fidelity.texts(host) == ["true false"])
        host.advance(by: 1000)
        #expect(Fidelity.texts(host) == ["true false"])
    }

    @Test func outsideAHostItIsDispatchsOwn() async {
        let ran = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { done.resume(returning: true) }
        }
        #expect(ran)
    }
}
