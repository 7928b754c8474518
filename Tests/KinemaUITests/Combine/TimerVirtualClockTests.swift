import Foundation
import Kinema
import Testing

// `Timer.publish(every:on:in:)` connected inside a host ticks on the host's virtual clock: the
// k-th tick of a timer connected at t₀ comes at t₀ + k·interval with the date startDate + that
// time, delivered between frames when it falls between them.
// `Animation.linear` is SwiftUI's Bézier (0, 0)–(1, 1), solved to 2⁻²⁰: values between the ends
// agree with the straight line to 1e-4 of a change of 100.

/// What a view's `onReceive` saw: each tick's date and the host time it ran at.
@MainActor
final class TickLog {
    var dates: [Date] = []
    var times: [TimeInterval] = []
    var now: () -> TimeInterval = { .nan }
}

@MainActor
@Suite("Timer publisher on the virtual clock")
struct TimerVirtualClockTests {
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

    @Test func aQuarterSecondTimerTicksFourTimesInASecondWithItsVirtualDates() {
        let log = TickLog()
        let host = ViewHost(Ticking(log: log, interval: 0.25))
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        host.startDate = start
        log.now = { [weak host] in host?.time ?? .nan }
        host.advance(by: 1)
        #expect(log.dates.count == 4)
        for (index, date) in log.dates.enumerated() {
            #expect(abs(date.timeIntervalSince(start) - 0.25 * Double(index + 1)) < 1e-9)
        }
        #expect(zip(log.times, [0.25, 0.5, 0.75, 1.0]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func ticksBetweenFramesComeAtTheirOwnTimes() {
        let log = TickLog()
        // 30 frames per second: frames at 1/30, 2/30, 3/30…; ticks at 0.05, 0.1, 0.15, 0.2.
        let host = ViewHost(Ticking(log: log, interval: 0.05), framesPerSecond: 30)
        log.now = { [weak host] in host?.time ?? .nan }
        host.advance(by: 0.2)
        #expect(log.times.count == 4)
        #expect(zip(log.times, [0.05, 0.1, 0.15, 0.2]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(abs(host.time - 0.2) < 1e-12)
    }

    @Test func ticksSpreadOverManyAdvancesDoNotDrift() {
        let log = TickLog()
        let host = ViewHost(Ticking(log: log, interval: 0.1))
        for _ in 0..<600 { host.advance(by: 1.0 / 60) }
        #expect(log.dates.count == 100)
        #expect(abs(log.dates.last!.timeIntervalSinceReferenceDate - 10) < 1e-9)
    }

    /// A tick's `withAnimation` starts the animation at the tick, even between two frames.
    private struct GrowOnFirstTick: View {
        @State private var grown = false
        let timer = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()
        var body: some View {
            Color.red.frame(width: grown ? 110 : 10, height: 10)
                .onReceive(timer) { _ in
                    guard !grown else { return }
                    withAnimation(.linear(duration: 1)) { grown = true }
                }
        }
    }

    @Test func anAnimationStartedByATickBeginsAtTheTick() {
        let host = ViewHost(GrowOnFirstTick(), framesPerSecond: 30)
        host.advance(by: 1.0 / 30)   // frame 1 at 0.0333: no tick yet
        #expect(host.displayList.items[0].frame.width == 10)
        host.advance(by: 1.0 / 30)   // the tick at 0.05, then frame 2 at 0.0667
        // Linear over 1 s from 0.05: 10 + 100 × (2/30 − 0.05).
        #expect(abs(host.displayList.items[0].frame.width - (10 + 100 * (2.0 / 30 - 0.05))) < 1e-4)
        host.advance(by: 1)           // the frame at 1.0667 is past the end (1.05)
        #expect(host.displayList.items[0].frame.width == 110)
    }

    @Test func theHostKnowsFramesAreDueWhileATimerIsConnected() {
        let log = TickLog()
        let host = ViewHost(Ticking(log: log, interval: 1))
        #expect(host.isAnimating)
    }

    /// A timer connected in `host.perform` (as a handler connects one) ticks on the host's clock;
    /// cancelling the connection stops it.
    @Test func anExplicitConnectionTicksUntilCancelled() {
        let host = ViewHost(Color.red.frame(width: 10, height: 10))
        let timer = Timer.publish(every: 0.5, on: .main, in: .common)
        var dates: [Date] = []
        let subscription = timer.sink { dates.append($0) }
        var connection: (any Cancellable)?
        host.advance(by: 0.25)
        host.perform { connection = timer.connect() }
        #expect(host.isAnimating)
        host.advance(by: 1)
        // Connected at 0.25: ticks at 0.75 and 1.25.
        #expect(dates.map(\.timeIntervalSinceReferenceDate) == [0.75, 1.25])
        connection?.cancel()
        #expect(!host.isAnimating)
        host.advance(by: 1)
        #expect(dates.count == 2)
        subscription.cancel()
    }

    /// `autoconnect()` connects for the first subscriber and disconnects after the last cancels.
    @Test func autoconnectDisconnectsWhenTheLastSubscriberCancels() {
        let host = ViewHost(Color.red.frame(width: 10, height: 10))
        let ticks = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        var first = 0
        var second = 0
        var a: AnyCancellable?
        var b: AnyCancellable?
        host.perform {
            a = ticks.sink { _ in first += 1 }
            b = ticks.sink { _ in second += 1 }
        }
        host.advance(by: 1)
        #expect(first == 2 && second == 2)
        a?.cancel()
        host.advance(by: 0.5)
        #expect(first == 2 && second == 3)
        #expect(host.isAnimating)
        b?.cancel()
        #expect(!host.isAnimating)
    }

    private struct Switchable: View {
        let log: TickLog
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Ticking(log: log, interval: 0.25) }
                Color.gray.frame(width: 10, height: 10).onTapGesture { shown = false }
            }
        }
    }

    @Test func ticksStopWhenTheViewLeaves() {
        let log = TickLog()
        let host = ViewHost(Switchable(log: log))
        host.advance(by: 0.5)
        #expect(log.dates.count == 2)
        let gray = host.displayList.items[1].frame
        host.tap(at: CGPoint(x: gray.midX, y: gray.midY))
        #expect(!host.isAnimating)
        host.advance(by: 1)
        #expect(log.dates.count == 2)
    }
}
