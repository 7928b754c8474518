import Foundation

// Tasks on the virtual clock: a `.task` action's sleeps wait for the host's time, and `play(for:)`
// moves that time on while letting each woken task act at the instant it wakes.

extension ViewHost {
    /// Plays the host for `duration` seconds of virtual time as an app would run: frames are
    /// produced as ``advance(by:)`` produces them, and the tasks started by `.task` run on the
    /// host's clock — a `Task.sleep` ends when the clock reaches its deadline, and the task's next
    /// steps (a `withAnimation`, a state change) happen at that virtual time, before the clock
    /// moves on.
    ///
    /// ```swift
    /// struct Loader: View {
    ///     @State private var dots = 0
    ///     var body: some View {
    ///         Text(String(repeating: "•", count: dots))
    ///             .task {
    ///                 while !Task.isCancelled {
    ///                     try? await Task.sleep(for: .seconds(0.5))
    ///                     withAnimation(.spring) { dots = (dots + 1) % 4 }
    ///                 }
    ///             }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Loader())
    /// await host.play(for: 2)      // four steps, at 0.5, 1, 1.5 and 2 seconds
    /// ```
    ///
    /// At each instant the host waits for the tasks that started or woke there to sleep again or
    /// finish. A task that awaits something other than the clock (a network request, a stream)
    /// is waited for five seconds of real time — and, so that a task merely queued behind other
    /// work on a busy machine is not mistaken for one, until work queued after it on the main
    /// actor and the global executor has run — then left to finish on its own: what it does
    /// after that lands at whatever virtual time the host has reached.
    ///
    /// NaN, infinite and negative durations play nothing; zero lets started tasks run to their
    /// first sleep (as ``settle()`` does).
    public func play(for duration: TimeInterval) async {
        guard duration.isFinite, duration >= 0 else { return }
        let end = time + duration
        let frame = 1 / framesPerSecond
        var roundsAtThisTime = 0
        await settle()
        while true {
            let tasks = engine.tasks
            let target = min(end, tasks.nextDeadline ?? .infinity)
            if target > time + 1e-9 {
                advance(by: target - time)
                roundsAtThisTime = 0
            } else if roundsAtThisTime >= Self.maximumWakeRounds {
                // Tasks that sleep for nothing, over and over, get the next frame, not a hang.
                guard time + frame <= end + 1e-9 else { break }
                advance(by: frame)
                roundsAtThisTime = 0
            }
            // `advance(by:)` wakes the tasks due on the way; a wake-up due right now is woken here.
            tasks.wake(upTo: time)
            roundsAtThisTime += 1
            await settle()
            let dueNow = tasks.nextDeadline.map { $0 <= time + 1e-9 } ?? false
            if !dueNow && time >= end - 1e-9 { break }
        }
    }

    /// Lets the tasks started by `.task` (and those woken by the clock) run until each sleeps,
    /// finishes, or has waited five seconds of real time on something other than the clock (as
    /// ``play(for:)`` tells waiting from being queued). The host's clock does not move.
    ///
    /// ```swift
    /// let host = ViewHost(Loader())
    /// await host.settle()            // the loader's task ran up to its first sleep
    /// ```
    public func settle() async {
        engine.flushIfNeeded()
        await engine.tasks.waitUntilIdle(timeout: Self.taskWaitLimit)
        // What the tasks wrote lands in this instant's update.
        engine.flushIfNeeded()
    }

    /// How long, in real seconds, ``play(for:)`` waits for a task that does not sleep or finish.
    /// Generous: a woken task may wait its turn on a busy main actor (tests run side by side)
    /// longer than it takes to run.
    static var taskWaitLimit: TimeInterval { 5 }

    /// How many times in a row tasks may wake at one virtual instant before the clock moves on.
    static var maximumWakeRounds: Int { 100 }
}
