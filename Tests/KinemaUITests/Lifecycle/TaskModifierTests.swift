import Foundation
import Kinema
import Testing

// `.task` starts its action after the update that adds its view, with the body's isolation; a new
// `id` restarts it; the view leaving cancels it.
@MainActor
@Suite("task")
struct TaskModifierTests {
    @MainActor final class Probe {
        var started = 0
        var cancelled = 0
    }

    private struct Loader: View {
        @State private var loaded = false
        var body: some View {
            Color.red.frame(width: loaded ? 80 : 40, height: 40)
                .task { loaded = true }
        }
    }

    /// Lets the main actor's other jobs run until `condition` holds (at most 10,000 turns).
    private func settle(until condition: () -> Bool = { false }) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
    }

    @Test func aTaskWritesStateAfterItStarts() async {
        let host = ViewHost(Loader())
        #expect(host.displayList.items[0].frame.width == 40)
        await settle { host.displayList.items[0].frame.width == 80 }
        #expect(host.displayList.items[0].frame.width == 80)
    }

    private struct Watched: View {
        let probe: Probe
        @State private var shown = true
        @State private var id = 0
        var body: some View {
            VStack {
                if shown {
                    Color.red.frame(width: 10, height: 10)
                        .task(id: id) {
                            probe.started += 1
                            while !Task.isCancelled { await Task.yield() }
                            probe.cancelled += 1
                        }
                }
                Color.blue.frame(width: 10, height: 10).onTapGesture { id += 1 }
                Color.green.frame(width: 10, height: 10).onTapGesture { shown = false }
            }
        }
    }

    @Test func anIDChangeRestartsAndLeavingCancels() async {
        let probe = Probe()
        let host = ViewHost(Watched(probe: probe))
        await settle { probe.started == 1 }
        #expect(probe.started == 1)
        let blue = host.displayList.items[1].frame
        host.tap(at: CGPoint(x: blue.midX, y: blue.midY))
        await settle { probe.started == 2 && probe.cancelled == 1 }
        #expect(probe.started == 2)
        #expect(probe.cancelled == 1)
        let green = host.displayList.items[2].frame
        host.tap(at: CGPoint(x: green.midX, y: green.midY))
        await settle { probe.cancelled == 2 }
        #expect(probe.cancelled == 2)
    }
}
