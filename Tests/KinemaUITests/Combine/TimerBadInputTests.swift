import Foundation
import Kinema
import Testing

// Timer intervals Foundation would not take as given: zero, negative and NaN intervals read as
// Foundation's minimum, 0.0001 s, which like any interval under 1 ms ticks once a frame; an
// infinite interval never ticks; one advance delivers at most 10,000 ticks and skips the rest,
// so no interval makes an advance hang.

@MainActor
final class TickCounter {
    var count = 0
    var last: Date?
}

/// The documented cap on ticks per advance.
enum HostTimersLimit {
    static let ticksPerAdvance = 10_000
}

@MainActor
@Suite("Timer publisher bad input")
struct TimerBadInputTests {
    private struct Counting: View {
        let counter: TickCounter
        let interval: TimeInterval
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) { date in
                    counter.count += 1
                    counter.last = date
                }
        }
    }

    @Test(arguments: [0.0, -0.0, -1.0, -.infinity, .nan, 1e-300, .leastNonzeroMagnitude, 0.0009])
    func unusableAndTinyIntervalsTickOnceAFrame(interval: Double) {
        let counter = TickCounter()
        let host = ViewHost(Counting(counter: counter, interval: interval))
        host.advance(by: 0.5)
        #expect(counter.count == 30, "half a second at 60 frames a second")
        #expect(abs(counter.last!.timeIntervalSinceReferenceDate - 0.5) < 1e-9)
    }

    /// From 1 ms up a timer keeps its own ticks, several a frame: a stopwatch's 10 ms timer
    /// ticks 100 times a second.
    @Test(arguments: [(0.001, 1_000), (0.01, 100), (0.05, 20)])
    func intervalsFromAMillisecondKeepTheirTicks(interval: Double, perSecond: Int) {
        let counter = TickCounter()
        let host = ViewHost(Counting(counter: counter, interval: interval))
        host.advance(by: 1)
        #expect(counter.count == perSecond)
    }

    @Test(arguments: [0.0, .nan, 1e-300, .leastNonzeroMagnitude])
    func anEnormousAdvanceDeliversABoundedNumberOfTicks(interval: Double) {
        let counter = TickCounter()
        let host = ViewHost(Counting(counter: counter, interval: interval))
        host.advance(by: 1)
        host.advance(by: 1e308)
        #expect(counter.count == 60 + HostTimersLimit.ticksPerAdvance)
        #expect(host.time.isFinite && host.time > 1, "the clock moved on (as far as the host lets one advance go)")
    }

    @Test func theIntervalIsKeptAsGiven() {
        let timer = Timer.publish(every: -1, on: .main, in: .common)
        #expect(timer.interval == -1)
    }

    @Test func anInfiniteIntervalNeverTicks() {
        let counter = TickCounter()
        let host = ViewHost(Counting(counter: counter, interval: .infinity))
        #expect(!host.isAnimating)
        host.advance(by: 1_000)
        #expect(counter.count == 0)
    }

    @Test func aLongAdvanceOfAFastTimerIsCappedAndDoesNotHang() {
        let counter = TickCounter()
        let host = ViewHost(Counting(counter: counter, interval: 0))
        host.advance(by: 1_000)                 // sixty thousand frames' ticks due
        #expect(counter.count == HostTimersLimit.ticksPerAdvance)
        #expect(abs(host.time - 1_000) < 1e-9)
        // The skipped ticks are not replayed: the next advance delivers its own ticks only.
        host.advance(by: 0.05)
        #expect(counter.count == HostTimersLimit.ticksPerAdvance + 3)
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity])
    func unusableAdvancesDeliverNothing(duration: Double) {
        let counter = TickCounter()
        let host = ViewHost(Counting(counter: counter, interval: 0.1))
        host.advance(by: duration)
        #expect(counter.count == 0)
        #expect(host.time == 0)
    }
}
