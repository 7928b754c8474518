import Foundation
import Kinema
import Testing

/// `RealTimeClock`'s documentation example, verbatim, so it keeps compiling: a host driven by real
/// ticks. Bounds are loose: it runs for a fraction of a second on a shared machine.
@MainActor
@Suite("RealTimeClock: the documented example")
struct RealTimeClockExampleTests {
    /// The host's time follows real time while the clock ticks and stops with it; an animation
    /// started meanwhile moves with the host's time.
    @Test func aClockDrivesAHostUntilStopped() async throws {
        let started = ContinuousClock.now
        // The example (RealTimeClock.swift):
        let host = ViewHost(ContentView())
        let clock = RealTimeClock(framesPerSecond: 60)
        clock.start { time in
            Task { @MainActor in host.advance(by: time - host.time) }
        }

        // Slides 100 points in 10 s, linearly: 10 points per second of host time.
        withAnimation(.linear(duration: 10)) { host.rootView.isMoved = true }
        let animationStart = host.time
        var times: [TimeInterval] = []
        var offsets: [CGFloat] = []
        for _ in 0..<4 {
            try await Task.sleep(for: .milliseconds(80))
            times.append(host.time)
            offsets.append(host.displayList.items[0].transform.tx)
        }
        clock.stop()
        let elapsed = started.duration(to: .now)
        let secondsAtStop = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18

        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "ticks arrive with increasing times: \(times)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "the slide moves on: \(offsets)")
        // A frame shows the animation at the last frame time (a 1/60 grid point) up to the host's
        // time; the linear curve is exact to its 2⁻²⁰ grid.
        for (time, offset) in zip(times, offsets) {
            let progress = time - animationStart
            #expect(offset <= 10 * progress + 1e-3 && offset >= 10 * (progress - 1.0 / 60) - 1e-3,
                    "\(offset) points at host time \(time)")
        }

        // Ticks already dispatched may still arrive, each carrying a time before the stop; then
        // nothing more.
        try await Task.sleep(for: .milliseconds(100))
        let settled = host.time
        #expect(settled <= secondsAtStop, "no tick from after the stop: \(settled) s, stopped at \(secondsAtStop) s")
        try await Task.sleep(for: .milliseconds(100))
        #expect(host.time == settled, "no tick arrives once the dispatched ones are in")
    }
}

/// A dot that slides right when `isMoved` becomes true.
private struct ContentView: View {
    var isMoved = false

    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: isMoved ? 100 : 0)
    }
}
