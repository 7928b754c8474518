import Foundation
#if compiler(>=6.3)
@_spi(ExperimentalScheduling) import _Concurrency
#endif

/// Runs the sleeps of a host's `.task` actions on the host's virtual clock.
///
/// A task started by `.task` prefers this executor (`Task(executorPreference:)`). Swift sends the
/// timed jobs of a task to its preferred executor when that executor can schedule them, so a
/// `Task.sleep` inside the action lands here as a job with a deadline: it is kept, in deadline
/// order, until the host's clock reaches the deadline, then run. Jobs without a deadline go
/// straight to the global concurrent executor, as they would without a preference.
///
/// The scheduler also knows which tasks are awake: one that started or woke and has not yet
/// slept again or finished. ``ViewHost/play(for:)`` waits for them at each instant, so what a
/// woken task does (a `withAnimation`, a state write) happens at the virtual time it woke.
///
/// Thread-safe: sleeps arrive from whatever thread the task runs on.
final class TaskScheduler: @unchecked Sendable {
    /// A task the host started, as the scheduler tracks it.
    private struct Tracked {
        /// Jobs of the task that run or are about to (its own, and children sharing its token).
        var awake = 1
        /// The view left or its id changed: its sleeps are let go and nobody waits for it.
        var cancelled = false
        /// It did not sleep or finish within the wait: it awaits something other than the clock.
        var external = false
        /// When, in real time, it last started or woke: its next sleep was asked for after this.
        var resumed = ContinuousClock.now
    }

    private struct Sleeper {
        var deadline: TimeInterval
        var order: Int
        var token: Int?
        var job: UnownedJob
    }

    private let lock = NSLock()
    private var now: TimeInterval = 0
    private var sleepers: [Sleeper] = []
    private var tracked: [Int: Tracked] = [:]
    private var nextToken = 0
    private var nextOrder = 0
    private var waiter: (id: Int, continuation: CheckedContinuation<Void, Never>)?
    private var nextWaiter = 0

    /// The token of the host task a job belongs to, inherited by its child tasks.
    @TaskLocal static var token: Int?

    /// The finest virtual delay: a sleep that asks for a real deadline (`.now + duration`) loses
    /// the real time spent between reading the clock and reaching the scheduler, which
    /// ``virtualDelay(remaining:uncertainty:)`` restores to a round number of milliseconds.
    static let resolution: TimeInterval = 0.001

    /// The most real time taken to have passed between a task's wake-up and its next sleep
    /// request: a bound on how far a delay is rounded up (also at most a tenth of the delay).
    static let maximumUncertainty: TimeInterval = 0.05

    /// The least real time taken to have passed between reading the clock and reaching the
    /// scheduler, however little was measured: a thread preempted in between (a loaded machine,
    /// tests side by side) loses milliseconds that the measurement may not see. So a delay may be
    /// rounded up by as much as 5 ms (never more than a tenth of it) to a rounder number.
    static let minimumUncertainty: TimeInterval = 0.005

    /// The delay a sleep meant, given the `remaining` time to its real deadline and how much real
    /// time may have passed since it read the clock (`uncertainty`).
    ///
    /// The meant delay lies in `remaining ... remaining + uncertainty`. Sleeps ask for round
    /// durations, so the roundest number in that range is taken: a whole second, else a tenth,
    /// a hundredth, a millisecond (the smallest such); a range holding none of those rounds
    /// `remaining` to the millisecond. On a loaded machine the wait between a task's wake-up and
    /// its sleep reaches milliseconds, and a loop sleeping 1 s would otherwise drift earlier a
    /// millisecond at a time.
    static func virtualDelay(remaining: TimeInterval, uncertainty: TimeInterval) -> TimeInterval {
        guard remaining.isFinite else { return remaining == .infinity ? .infinity : 0 }
        let low = max(remaining, 0)
        let width = min(max(uncertainty, minimumUncertainty), maximumUncertainty, low / 10)
        for step in [1, 0.1, 0.01, resolution] {
            // Float error in `low` (0.30000000000000004) must not push it past its own multiple.
            let candidate = max(((low - 1e-9) / step).rounded(.up), 0) * step
            // A multiple within float error of `low` counts as `low` itself.
            if candidate <= low + width + 1e-12 { return candidate }
        }
        return (low / resolution).rounded() * resolution
    }

    deinit {
        // The host is gone: sleeping tasks wake now rather than never (their jobs would leak).
        for sleeper in sleepers { globalConcurrentExecutor.enqueue(sleeper.job) }
    }

    // MARK: Tasks

    /// Registers a task about to start, awake; returns its token.
    func register() -> Int {
        lock.withLock {
            nextToken += 1
            tracked[nextToken] = Tracked()
            return nextToken
        }
    }

    /// The task with `token` returned from its action.
    func finish(_ token: Int) {
        let resume = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            tracked[token] = nil
            return takeWaiterIfIdle()
        }
        resume?.resume()
    }

    /// The task with `token` was cancelled: its sleeps end now (the sleep itself already threw
    /// `CancellationError` to the task), and nobody waits for it.
    func cancel(_ token: Int) {
        let (jobs, resume) = lock.withLock { () -> ([UnownedJob], CheckedContinuation<Void, Never>?) in
            tracked[token]?.cancelled = true
            let jobs = sleepers.filter { $0.token == token }.map(\.job)
            sleepers.removeAll { $0.token == token }
            return (jobs, takeWaiterIfIdle())
        }
        for job in jobs { globalConcurrentExecutor.enqueue(job) }
        resume?.resume()
    }

    // MARK: The clock

    /// The earliest deadline of a sleeping task, if any.
    var nextDeadline: TimeInterval? {
        lock.withLock { sleepers.first?.deadline }
    }

    /// Wakes every task whose deadline is at or before `time`, in deadline order; returns how
    /// many woke. Their continuations run when the main actor is next free.
    @discardableResult
    func wake(upTo time: TimeInterval) -> Int {
        let due = lock.withLock { () -> [Sleeper] in
            now = max(now, time)
            let count = sleepers.prefix { $0.deadline <= time + 1e-9 }.count
            let due = Array(sleepers.prefix(count))
            sleepers.removeFirst(count)
            let wokeAt = ContinuousClock.now
            for sleeper in due {
                guard let token = sleeper.token, var task = tracked[token] else { continue }
                task.awake += 1
                task.external = false
                task.resumed = wokeAt
                tracked[token] = task
            }
            return due
        }
        for sleeper in due { globalConcurrentExecutor.enqueue(sleeper.job) }
        return due.count
    }

    // MARK: Waiting

    /// Whether every task the host started is asleep on the clock, finished, cancelled, or
    /// known to await something else. Read under the lock.
    private var idle: Bool {
        tracked.values.allSatisfy { $0.awake <= 0 || $0.cancelled || $0.external }
    }

    /// Suspends until every task is idle, or `timeout` seconds of real time pass and then work
    /// queued on the main actor and the global executor has had its turn; tasks still awake then
    /// are taken to await something other than the clock, and not waited for again until they
    /// next sleep.
    func waitUntilIdle(timeout: TimeInterval) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let id = lock.withLock { () -> Int? in
                if idle { return nil }
                nextWaiter += 1
                waiter = (nextWaiter, continuation)
                return nextWaiter
            }
            guard let id else { return continuation.resume() }
            Task.detached { [weak self] in
                try? await Task.sleep(for: .seconds(timeout))
                // Starved is not stuck: on a busy machine a woken task's continuation may still
                // wait its turn on the global executor, then on the main actor (behind a test
                // that computes for seconds). Work queued now on each, in that order, runs after
                // it, so a task still awake once that work has run is awaiting something else.
                await MainActor.run {}
                await Task.detached {}.value
                await MainActor.run {}
                self?.timeOut(waiter: id)
            }
        }
    }

    private func timeOut(waiter id: Int) {
        let resume = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            guard let waiter, waiter.id == id else { return nil }
            self.waiter = nil
            for (token, task) in tracked where task.awake > 0 && !task.cancelled {
                tracked[token]?.external = true
            }
            return waiter.continuation
        }
        resume?.resume()
    }

    /// Takes the waiter when nothing is awake; call under the lock, resume outside it.
    private func takeWaiterIfIdle() -> CheckedContinuation<Void, Never>? {
        guard let current = waiter, idle else { return nil }
        waiter = nil
        return current.continuation
    }

    // MARK: Sleeps

    /// A job of a host task asks to run `delay` seconds from now; `exact` when the delay came as
    /// a duration, not as a real deadline the task computed a moment ago.
    fileprivate func schedule(_ job: UnownedJob, after delay: TimeInterval, exact: Bool) {
        let token = Self.token
        let asked = ContinuousClock.now
        let resume = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            var uncertainty: TimeInterval = 0
            if !exact, let token, let task = tracked[token] {
                let since = asked - task.resumed
                uncertainty = Double(since.components.seconds) + Double(since.components.attoseconds) * 1e-18
            }
            let deadline = delay == .infinity
                ? .infinity : now + Self.virtualDelay(remaining: delay, uncertainty: uncertainty)
            nextOrder += 1
            let sleeper = Sleeper(deadline: deadline, order: nextOrder, token: token, job: job)
            let index = sleepers.firstIndex { ($0.deadline, $0.order) > (deadline, nextOrder) } ?? sleepers.endIndex
            sleepers.insert(sleeper, at: index)
            if let token, var task = tracked[token] {
                task.awake -= 1
                task.external = false
                tracked[token] = task
            }
            return takeWaiterIfIdle()
        }
        resume?.resume()
    }
}

#if compiler(>=6.3)
@available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
extension TaskScheduler: TaskExecutor, SchedulingExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        globalConcurrentExecutor.enqueue(job)
    }

    func enqueue<C: Clock>(
        _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
    ) {
        let delay = clock.now.duration(to: instant)
        enqueueDelayed(UnownedJob(job), delay: delay, clock: clock, exact: false)
    }

    func enqueue<C: Clock>(
        _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
    ) {
        enqueueDelayed(UnownedJob(job), delay: delay, clock: clock, exact: true)
    }

    private func enqueueDelayed<C: Clock>(_ job: UnownedJob, delay: C.Duration, clock: C, exact: Bool) {
        if let delay = delay as? Duration {
            let (seconds, attoseconds) = delay.components
            schedule(job, after: Double(seconds) + Double(attoseconds) * 1e-18, exact: exact)
        } else {
            // A clock whose durations are not `Duration` keeps its own time: wait on it for real.
            let deadline = clock.now.advanced(by: delay)
            Task.detached {
                try? await clock.sleep(until: deadline, tolerance: nil)
                globalConcurrentExecutor.enqueue(job)
            }
        }
    }
}
#endif
