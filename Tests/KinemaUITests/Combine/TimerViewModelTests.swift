import Foundation
import Kinema
import Testing

// View models that own their timer, as tutorials write them: a `sink` stored in
// `Set<AnyCancellable>`, started from `onAppear` or from the model's initializer. Connected inside
// the host's work, the timer ticks on the host's virtual clock.
// `Animation.linear` is SwiftUI's Bézier (0, 0)–(1, 1), solved to 2⁻²⁰: values between the ends
// agree with the straight line to 1e-4 of a change of 100.

final class StopwatchModel: ObservableObject {
    @Published var elapsed = 0.0
    private var cancellables = Set<AnyCancellable>()

    func start() {
        Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                withAnimation(.linear(duration: 0.1)) { self?.elapsed += 0.1 }
            }
            .store(in: &cancellables)
    }

    func stop() {
        cancellables.removeAll()
    }
}

final class ClockModel: ObservableObject {
    @Published var lastTick = Date.distantPast

    init() {
        Timer.publish(every: 0.5, on: .main, in: .common)
            .autoconnect()
            .receive(on: DispatchQueue.main)
            .assign(to: &$lastTick)
    }
}

@MainActor
@Suite("View models that own a timer")
struct TimerViewModelTests {
    private struct Stopwatch: View {
        @StateObject private var model = StopwatchModel()

        var body: some View {
            VStack(spacing: 0) {
                Capsule().frame(width: 100 * model.elapsed, height: 8)
                Button("Stop") { model.stop() }
            }
            .onAppear { model.start() }
        }
    }

    @Test func aTimerStartedFromOnAppearTicksOnTheVirtualClock() {
        let host = ViewHost(Stopwatch())
        host.advance(by: 0.05)
        #expect(host.displayList.items[0].frame.width == 0)
        host.advance(by: 0.1)
        // One tick at 0.1; its linear animation, 0 → 10 over 0.1 s, is at 0.05 / 0.1 at 0.15.
        #expect(abs(host.displayList.items[0].frame.width - 5) < 1e-4)
        host.advance(by: 0.85)
        // Ten ticks by 1.0; the tenth animation has just started.
        #expect(abs(host.displayList.items[0].frame.width - 90) < 1e-6)
        host.advance(by: 0.1)
        // The eleventh tick, at 1.1, starts 100 → 110; the tenth has finished.
        #expect(abs(host.displayList.items[0].frame.width - 100) < 1e-6)
    }

    @Test func cancellingTheModelsSubscriptionsStopsTheTimer() {
        let host = ViewHost(Stopwatch())
        host.advance(by: 0.5)
        #expect(Fidelity.tap(host, text: "Stop"))
        // The fifth tick's animation (40 → 50, from 0.5) finishes; no tick follows.
        host.advance(by: 0.2)
        #expect(!host.isAnimating)
        #expect(abs(host.displayList.items[0].frame.width - 50) < 1e-6)
        host.advance(by: 1)
        #expect(abs(host.displayList.items[0].frame.width - 50) < 1e-6)
    }

    private struct ClockFace: View {
        @StateObject private var clock = ClockModel()
        var body: some View {
            Color.black.frame(width: 10, height: 10)
                .offset(x: clock.lastTick.timeIntervalSinceReferenceDate * 10)
        }
    }

    /// A timer connected in the `@StateObject`'s initializer (inside the host's first update),
    /// republished with `assign(to: &$lastTick)`.
    @Test func aTimerConnectedInAStateObjectsInitializerTicksOnTheVirtualClock() {
        let host = ViewHost(ClockFace())
        host.advance(by: 1.25)
        // Ticks at 0.5 and 1.0: the last date is the reference date + 1 s.
        #expect(abs(host.displayList.items[0].transform.tx - 10) < 1e-9)
    }

    private struct TaskStarted: View {
        @StateObject private var model = StopwatchModel()
        var body: some View {
            Capsule().frame(width: 100 * model.elapsed, height: 8)
                .task { model.start() }
        }
    }

    /// A `.task` action inherits the host's timers: a timer it connects ticks on the virtual clock.
    @Test func aTimerConnectedInATaskTicksOnTheVirtualClock() async {
        let host = ViewHost(TaskStarted())
        await host.play(for: 0.35)
        // Ticks at 0.1, 0.2 and 0.3; the third animation is half way at 0.35.
        #expect(abs(host.displayList.items[0].frame.width - 25) < 1e-4)
    }
}
