import Dispatch
import Foundation

/// A clock that ticks at a display rate in real time, for live use.
///
/// It calls its handler on its own queue about every `1 / framesPerSecond` seconds with the time
/// since ``start(_:)``, read from the system's monotonic clock. Hand each tick to whoever owns the
/// graph (a graph is confined to its owner; see ``AttributeGraph``). A `ViewHost` belongs to the
/// main actor and moves its virtual clock by a duration, so each tick catches it up with real time:
///
/// ```swift
/// let host = ViewHost(ContentView())
/// let clock = RealTimeClock(framesPerSecond: 60)
/// clock.start { time in
///     Task { @MainActor in host.advance(by: time - host.time) }
/// }
/// ```
///
/// A tick that arrives late (after a later one) asks for a negative duration, which does nothing.
/// A bare ``AttributeGraph`` is driven the same way, by its owner: `graph.advance(to: time)`.
public final class RealTimeClock: @unchecked Sendable {
    // @unchecked: the mutable state (the timer) is only touched under `lock`.
    /// Frames per second.
    public let framesPerSecond: Double
    private let queue = DispatchQueue(label: "Kinema.RealTimeClock")
    private let lock = NSLock()
    private var timer: (any DispatchSourceTimer)?

    /// Creates a stopped clock; `framesPerSecond` is clamped to 1…1,000 (NaN reads as 60).
    public init(framesPerSecond: Double = 60) {
        self.framesPerSecond = framesPerSecond.isNaN ? 60 : min(max(framesPerSecond, 1), 1000)
    }

    /// Whether the clock is ticking.
    public var isRunning: Bool {
        lock.withLock { timer != nil }
    }

    /// Starts ticking; `onTick` receives the seconds since this call. Restarting replaces the
    /// handler and restarts the time from 0.
    public func start(_ onTick: @escaping @Sendable (TimeInterval) -> Void) {
        let source = DispatchSource.makeTimerSource(queue: queue)
        let start = DispatchTime.now()
        let interval = 1 / framesPerSecond
        source.schedule(deadline: start + interval, repeating: interval, leeway: .milliseconds(1))
        source.setEventHandler {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            onTick(elapsed)
        }
        lock.withLock {
            timer?.cancel()
            timer = source
        }
        source.resume()
    }

    /// Stops ticking. Ticks already dispatched may still arrive.
    public func stop() {
        lock.withLock {
            timer?.cancel()
            timer = nil
        }
    }

    deinit {
        timer?.cancel()
    }
}
