import Foundation
import Kinema
import Testing

// A `.task` action's `Task.sleep` waits for the host's virtual clock; `play(for:)` lets each woken
// task act at the virtual time it wakes, so loops that sleep and animate run the same every time.
@MainActor
@Suite("task on the virtual clock")
struct TaskVirtualClockTests {
    private struct DelayedGrow: View {
        @State private var grown = false
        var body: some View {
            Color.red.frame(width: grown ? 80 : 40, height: 40)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.linear(duration: 1)) { grown = true }
                }
        }
    }

    @Test func aSleepEndsAtItsVirtualDeadlineAndTheAnimationStartsThere() async {
        let host = ViewHost(DelayedGrow())
        await host.play(for: 0.25)
        #expect(host.displayList.items[0].frame.width == 40)
        await host.play(for: 0.25)
        #expect(host.time == 0.5)
        // The animation starts at 0.5: no progress yet.
        #expect(abs(host.displayList.items[0].frame.width - 40) < 1e-9)
        await host.play(for: 0.5)
        // Linear over 1 s, half way: 40 + 40 × 0.5.
        #expect(abs(host.displayList.items[0].frame.width - 60) < 1e-6)
        await host.play(for: 0.5)
        #expect(abs(host.displayList.items[0].frame.width - 80) < 1e-9)
    }

    @MainActor final class Counter {
        var ticks: [TimeInterval] = []
        /// The host's time, once the host exists.
        var now: () -> TimeInterval = { .nan }
    }

    private struct Ticker: View {
        let counter: Counter
        let period: Duration
        var body: some View {
            Color.blue.frame(width: 10, height: 10)
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: period)
                        counter.ticks.append(counter.now())
                    }
                }
        }
    }

    @Test func aLoopThatSleepsTicksOnTheVirtualClockNotTheWallClock() async throws {
        let counter = Counter()
        // Four frames a second: thirty virtual seconds in few awaits, so the test stays quick on a
        // busy machine.
        let host = ViewHost(Ticker(counter: counter, period: .seconds(1)), framesPerSecond: 4)
        counter.now = { [weak host] in host?.time ?? .nan }
        await host.play(for: 30)
        // Each tick at its virtual second: the sleeps ended on the host's clock, not the wall's.
        #expect(counter.ticks.count == 30)
        #expect(counter.ticks == (1...30).map { Double($0) })
    }

    private struct NanosecondSleeper: View {
        let counter: Counter
        var body: some View {
            Color.blue.frame(width: 10, height: 10)
                .task {
                    try? await Task.sleep(nanoseconds: 250_000_000)
                    counter.ticks.append(counter.now())
                }
        }
    }

    @Test func sleepingInNanosecondsIsVirtualToo() async {
        let counter = Counter()
        let host = ViewHost(NanosecondSleeper(counter: counter))
        counter.now = { [weak host] in host?.time ?? .nan }
        await host.play(for: 1)
        #expect(counter.ticks == [0.25])
    }

    private struct Removable: View {
        let counter: Counter
        @State private var shown = true
        var body: some View {
            VStack {
                if shown {
                    Color.red.frame(width: 10, height: 10)
                        .task {
                            do {
                                try await Task.sleep(for: .seconds(100))
                                counter.ticks.append(-1)
                            } catch {
                                counter.ticks.append(0)
                            }
                        }
                }
                Color.green.frame(width: 10, height: 10).onTapGesture { shown = false }
            }
        }
    }

    @Test func removingTheViewCancelsItsSleepAtOnce() async {
        let counter = Counter()
        let host = ViewHost(Removable(counter: counter))
        await host.play(for: 1)
        #expect(counter.ticks.isEmpty)
        host.tap(at: CGPoint(x: host.displayList.items[1].frame.midX, y: host.displayList.items[1].frame.midY))
        // The sleep throws `CancellationError` now, not at its 100-second deadline.
        for _ in 0..<10_000 where counter.ticks.isEmpty { await Task.yield() }
        #expect(counter.ticks == [0])
        await host.play(for: 200)
        #expect(counter.ticks == [0])
    }

    private struct ZeroSleeper: View {
        let counter: Counter
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .zero)
                        counter.ticks.append(0)
                    }
                }
        }
    }

    @Test func aTaskThatSleepsForNothingForeverDoesNotHangTheHost() async {
        let counter = Counter()
        let host = ViewHost(ZeroSleeper(counter: counter))
        await host.play(for: 0.1)
        #expect(host.time == 0.1)
        #expect(!counter.ticks.isEmpty)
    }

    private struct StreamWaiter: View {
        let stream: AsyncStream<Int>
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .task {
                    for await _ in stream {}
                }
        }
    }

    @Test func aTaskAwaitingSomethingElseIsWaitedForBrieflyThenLeft() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let host = ViewHost(StreamWaiter(stream: stream))
        await host.play(for: 0.5)
        #expect(host.time == 0.5)
        // Once known to wait on something else, it does not hold the next play for ever.
        await host.play(for: 0.5)
        #expect(host.time == 1)
        continuation.finish()
    }

    @Test func badDurationsPlayNothing() async {
        let host = ViewHost(DelayedGrow())
        for duration in [-1, .nan, .infinity, -.infinity] as [TimeInterval] {
            await host.play(for: duration)
        }
        #expect(host.time == 0)
        await host.play(for: 0)
        #expect(host.time == 0)
    }
}
