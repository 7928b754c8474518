import Foundation

/// The connected timer publishers of one host, ticking on its virtual clock.
///
/// `Timer.TimerPublisher.connect()` registers here when it runs inside the host's work (the
/// engine binds ``current`` around events, updates and their actions). The *k*-th tick of a
/// timer connected at host time *t₀* is due at *t₀ + k·interval*, computed afresh each time so
/// long runs do not drift. ``ViewHost/advance(by:)`` moves the clock to each due tick in turn,
/// producing the frames before it, and delivers the tick as an event at its own time.
///
/// Thread-safe (a lock guards every field); ticks are delivered on the main actor by the host.
final class HostTimers: @unchecked Sendable {
    /// The timers of the host whose work is running, if any.
    @TaskLocal static var current: HostTimers?

    /// What zero, negative and NaN intervals read as: Foundation's `Timer` minimum.
    static let minimumInterval: TimeInterval = 0.0001

    /// Intervals shorter than this are "tiny": such a timer ticks once a frame. A main run loop
    /// that draws a frame between firings coalesces a repeating timer's missed firings; nothing
    /// on screen can show more than one tick a frame, and a 0.1 ms timer would otherwise cost a
    /// host ten thousand updates a second. Intervals from 1 ms up (a stopwatch's 10 ms) keep
    /// their own ticks.
    static let tinyInterval: TimeInterval = 0.001

    /// The host's frame duration, the interval a tiny timer ticks at.
    var frameInterval: TimeInterval = 1.0 / 60

    /// The most ticks one `advance(by:)` delivers; beyond it, the remaining ticks of the span are
    /// skipped, as a run loop coalesces a repeating timer's missed firings, so no timer can make
    /// a long advance hang.
    static let maximumTicksPerAdvance = 10_000

    /// The interval a timer asked to tick every `interval` seconds ticks at: Foundation's minimum
    /// for zero, negative and NaN intervals, then a frame for tiny ones; infinite stays infinite
    /// (it never ticks).
    private func effectiveInterval(_ interval: TimeInterval) -> TimeInterval {
        let interval = interval > 0 ? interval : Self.minimumInterval
        return interval < Self.tinyInterval ? max(frameInterval, Self.tinyInterval) : interval
    }

    private struct Entry {
        let id: Int
        let interval: TimeInterval
        let origin: TimeInterval
        /// Ticks delivered (or skipped) so far.
        var count: Int
        /// Delivers a tick's date; `false` when the publisher is gone.
        let deliver: (Date) -> Bool

        var deadline: TimeInterval { origin + Double(count + 1) * interval }
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var nextID = 0
    private var now: TimeInterval = 0
    /// The host is delivering the ticks of an advance (the span is not split again).
    var isFiring = false

    /// Moves the timers' notion of the host's time (new timers count from it).
    func setTime(_ time: TimeInterval) {
        lock.withLock { now = time }
    }

    /// Registers a timer ticking every `interval` seconds from now; returns its id.
    func schedule(every interval: TimeInterval, deliver: @escaping (Date) -> Bool) -> Int {
        lock.withLock { add(interval: effectiveInterval(interval), origin: now, deliver: deliver) }
    }

    /// Adds an entry (the lock held); returns its id.
    private func add(interval: TimeInterval, origin: TimeInterval, deliver: @escaping (Date) -> Bool) -> Int {
        nextID += 1
        entries.append(Entry(id: nextID, interval: interval, origin: origin, count: 0, deliver: deliver))
        return nextID
    }

    /// Registers a timer whose first tick is `delay` seconds from now and the next ones every
    /// `interval` seconds after it; returns its id.
    func schedule(first delay: TimeInterval, every interval: TimeInterval, deliver: @escaping (Date) -> Bool) -> Int {
        lock.withLock {
            let interval = interval.isFinite ? effectiveInterval(interval) : Self.minimumInterval
            let delay = delay.isFinite ? max(delay, 0) : 0
            return add(interval: interval, origin: now + delay - interval, deliver: deliver)
        }
    }

    /// Registers `action` to run once, `delay` seconds from now (a deadline already past runs at
    /// the next tick the host reaches, as a queue runs late work at once).
    func schedule(after delay: TimeInterval, action: @escaping () -> Void) {
        // One-shot work is not a repeating timer: a tiny delay is not moved to a frame.
        let delay = delay > 0 ? delay : Self.minimumInterval
        _ = lock.withLock {
            add(interval: delay, origin: now) { _ in
                action()
                return false
            }
        }
    }

    /// Stops the timer with `id`.
    func cancel(_ id: Int) {
        lock.withLock { entries.removeAll { $0.id == id } }
    }

    /// The earliest due tick, if a timer that ticks is connected.
    var nextDeadline: TimeInterval? {
        // A plain loop: frames ask on every frame, and must not allocate.
        lock.withLock {
            var earliest: TimeInterval?
            for entry in entries {
                let deadline = entry.deadline
                if deadline.isFinite, deadline < earliest ?? .infinity { earliest = deadline }
            }
            return earliest
        }
    }

    /// Takes the earliest tick due at or before `time` (ties in connection order): its due time
    /// and what delivers it, with the id to cancel when the publisher is gone.
    func takeTick(upTo time: TimeInterval) -> (id: Int, deadline: TimeInterval, deliver: (Date) -> Bool)? {
        lock.withLock {
            var best: Int?
            for index in entries.indices where entries[index].deadline <= time + Self.tolerance {
                if let current = best, entries[current].deadline <= entries[index].deadline { continue }
                best = index
            }
            guard let best else { return nil }
            let deadline = entries[best].deadline
            entries[best].count += 1
            return (entries[best].id, deadline, entries[best].deliver)
        }
    }

    /// Skips every tick due at or before `time` (after ``maximumTicksPerAdvance``).
    func skipTicks(through time: TimeInterval) {
        lock.withLock {
            for index in entries.indices where entries[index].deadline <= time + Self.tolerance {
                let entry = entries[index]
                let passed = ((time + Self.tolerance - entry.origin) / entry.interval).rounded(.down)
                entries[index].count = max(entry.count, Int(min(passed, 9e15)))
            }
        }
    }

    /// How far past a time a tick may fall and still be due then (1 ns), as frames allow.
    static let tolerance: TimeInterval = 1e-9
}
