import Foundation
import Kinema
import Testing

// Timer intervals Foundation would not take as given: zero, negative and NaN intervals read as
// Foundation's minimum, 0.0001 s; an infinite interval never ticks; one advance delivers at most
// 100,000 ticks and skips the rest, so no interval makes an advance hang.

@MainActor
final class TickCounter {
    var count = 0
    var last: Date?
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

    @Test(arguments: [0.0, -1.0, -.infinity, .nan])
    func unusableIntervalsReadAsATenthOfAMillisecond(interval: Double) {
        let counter = TickCounter()
        let host = ViewHost(Counting(counter: counter, interval: interval))
        host.advance(by: 0.01)
        #expect(counter.count == 100)
        #expect(abs(counter.last!.timeIntervalSinceReferenceDate - 0.01) < 1e-9)
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
        host.advance(by: 1_000)                 // ten million ticks due
        #expect(counter.count == 100_000)
        #expect(abs(host.time - 1_000) < 1e-9)
        // The skipped ticks are not replayed: the next advance delivers its own ticks only.
        host.advance(by: 0.001)
        #expect(counter.count == 100_010)
        #expect(abs(counter.last!.timeIntervalSinceReferenceDate - 1_000.001) < 1e-6)
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
