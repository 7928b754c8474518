import Foundation
import Kinema
import PropertyBased
import Testing

// The law of virtual ticks, over many intervals and ways of moving the clock: a timer connected at
// 0 with interval i has delivered, by host time T, exactly ⌊T / i⌋ ticks (to a nanosecond), the
// k-th with the date k·i — however `advance(by:)` splits T.

@MainActor
@Suite("Timer tick law")
struct TimerTickLawTests {
    private struct Ticking: View {
        let log: TickLog
        let interval: TimeInterval
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) { date in
                    log.dates.append(date)
                    log.times.append(log.now())
                }
        }
    }

    @Test func ticksFallOnTheirGridHoweverTheClockIsMoved() async {
        await propertyCheck(
            count: 60,
            input: Gen.double(in: 0.01...0.7), Gen.double(in: 0.05...0.5), Gen.double(in: 20...120)
        ) { interval, step, framesPerSecond in
            let log = TickLog()
            let host = ViewHost(Ticking(log: log, interval: interval), framesPerSecond: framesPerSecond)
            log.now = { [weak host] in host?.time ?? .nan }
            for _ in 0..<6 { host.advance(by: step) }
            let total = host.time
            let expected = Int((total / interval + 1e-9).rounded(.down))
            #expect(log.dates.count == expected, "interval \(interval), \(total) s")
            for (index, date) in log.dates.enumerated() {
                let due = Double(index + 1) * interval
                #expect(abs(date.timeIntervalSinceReferenceDate - due) < 1e-9)
                #expect(abs(log.times[index] - due) < 1e-9)
            }
        }
    }
}
