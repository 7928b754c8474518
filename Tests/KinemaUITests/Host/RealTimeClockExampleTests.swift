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
        // Waits for ticks rather than for a fixed time: on a busy machine (tests run in parallel)
        // the main actor may take a while to run them.
        var samples: [(time: TimeInterval, offset: CGFloat)] = []
        for _ in 0..<500 where samples.count < 3 {
            try await Task.sleep(for: .milliseconds(10))
            let sample = (host.time, host.displayList.items[0].transform.tx)
            if sample.0 > (samples.last?.time ?? animationStart) { samples.append(sample) }
        }
        clock.stop()
        let elapsed = started.duration(to: .now)
        let secondsAtStop = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18

        #expect(samples.count == 3, "ticks arrive and move the host's time on: \(samples)")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.offset <= $1.offset }, "the slide moves on: \(samples)")
        #expect((samples.last?.offset ?? 0) > 0)
        // A frame never shows the animation ahead of the host's time.
        for (time, offset) in samples {
            #expect(offset <= 10 * (time - animationStart) + 1e-3, "\(offset) points at host time \(time)")
        }

        // Ticks already dispatched may still arrive, each carrying a time before the stop.
        try await Task.sleep(for: .milliseconds(100))
        #expect(host.time <= secondsAtStop, "no tick from after the stop: \(host.time) s, stopped at \(secondsAtStop) s")
    }
}

/// A dot that slides right when `isMoved` becomes true.
private struct ContentView: View {
    var isMoved = false

    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: isMoved ? 100 : 0)
    }
}
