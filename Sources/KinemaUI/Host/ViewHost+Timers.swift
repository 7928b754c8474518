import Foundation

// Timer publishers on the virtual clock: `advance(by:)` stops at each tick due in its span and
// delivers it there, as it stops at a gesture's deadline.

extension ViewHost {
    /// Moves the clock through `duration` tick by tick when a connected timer is due within it;
    /// returns `false` (doing nothing) when none is.
    ///
    /// At each tick the frames before it are produced, the graph's time is the tick's, and the
    /// tick is one event (its subscribers' state changes apply when it ends). At most
    /// ``HostTimers/maximumTicksPerAdvance`` ticks are delivered; the rest of the span's ticks are
    /// skipped.
    func advanceThroughTimerTicks(by duration: TimeInterval) -> Bool {
        let timers = engine.timers
        guard !timers.isFiring, duration.isFinite, duration > 0,
              let first = timers.nextDeadline, first <= time + duration + HostTimers.tolerance
        else { return false }
        timers.isFiring = true
        defer { timers.isFiring = false }
        let end = time + duration
        var delivered = 0
        while let deadline = timers.nextDeadline, deadline <= end + HostTimers.tolerance {
            guard delivered < HostTimers.maximumTicksPerAdvance else {
                timers.skipTicks(through: end)
                break
            }
            if deadline > time + HostTimers.tolerance { advance(by: deadline - time) }
            guard let tick = timers.takeTick(upTo: max(time, deadline)) else { break }
            delivered += 1
            let engine = self.engine
            let date = engine.date(at: tick.deadline)
            var isAlive = true
            engine.performEvent { isAlive = tick.deliver(date) }
            if !isAlive { timers.cancel(tick.id) }
        }
        if end > time { advance(by: end - time) }
        return true
    }
}
