import Foundation
import KinemaGraph
import Synchronization
import Testing

/// The real-time clock, with loose bounds: it runs for a fraction of a second on a shared machine.
@Suite("RealTimeClock")
struct RealTimeClockTests {
    /// The tick times the clock delivered, from its queue.
    private final class Ticks: Sendable {
        private let times = Mutex<[TimeInterval]>([])

        func record(_ time: TimeInterval) { times.withLock { $0.append(time) } }
        var all: [TimeInterval] { times.withLock { $0 } }
    }

    @Test func framesPerSecondIsClamped() {
        #expect(RealTimeClock().framesPerSecond == 60)
        #expect(RealTimeClock(framesPerSecond: .nan).framesPerSecond == 60)
        #expect(RealTimeClock(framesPerSecond: 0).framesPerSecond == 1)
        #expect(RealTimeClock(framesPerSecond: 1e6).framesPerSecond == 1_000)
    }

    /// At 100 frames per second for 0.3 s: about 30 ticks, with increasing times since `start`;
    /// after `stop`, nothing more arrives.
    @Test func itTicksAtRoughlyItsRateUntilStopped() async throws {
        let clock = RealTimeClock(framesPerSecond: 100)
        let ticks = Ticks()
        #expect(!clock.isRunning)
        clock.start { ticks.record($0) }
        #expect(clock.isRunning)
        try await Task.sleep(for: .milliseconds(300))
        clock.stop()
        #expect(!clock.isRunning)
        let times = ticks.all
        // The sleep may last longer on a loaded machine: compare the count with the time covered.
        let covered = times.last ?? 0
        #expect(times.count >= 10, "\(times.count) ticks in at least 0.3 s at 100 fps")
        #expect(abs(Double(times.count) - covered * 100) <= max(5, covered * 30),
                "\(times.count) ticks over \(covered) s at 100 fps")
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect((times.first ?? 0) >= 0.005, "the first tick comes one interval after start")

        try await Task.sleep(for: .milliseconds(50))
        #expect(ticks.all.count <= times.count + 1, "at most one tick already dispatched arrives after stop")
    }

    /// Starting again restarts the time from 0.
    @Test func restartingRestartsTheTime() async throws {
        let clock = RealTimeClock(framesPerSecond: 200)
        clock.start { _ in }
        try await Task.sleep(for: .milliseconds(100))
        let ticks = Ticks()
        clock.start { ticks.record($0) }
        try await Task.sleep(for: .milliseconds(60))
        clock.stop()
        let first = try #require(ticks.all.first)
        #expect(first < 0.05, "time counts from the second start: \(first)")
    }
}
