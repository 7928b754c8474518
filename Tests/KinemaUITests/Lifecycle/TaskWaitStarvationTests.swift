import Foundation
@testable import KinemaUI
import Synchronization
import Testing

// `play(for:)` waits at each instant for the tasks that woke there. A task that has not run
// within the wait's real-time limit is taken to await something other than the clock — but on a
// busy machine a woken task may simply be queued behind a test computing on the main actor. The
// wait tells the two apart: it gives up only once work queued after the task has run.
@Suite("Task waits on a busy main actor")
struct TaskWaitStarvationTests {
    /// Busy-waits on the calling thread; `Thread.sleep` would free nothing else, but spinning
    /// makes the point that the main actor is computing, not suspended.
    private static func compute(for seconds: Double) {
        let end = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < end {}
    }

    @Test func aTaskQueuedBehindTheMainActorIsWaitedForPastTheLimit() async {
        let scheduler = TaskScheduler()
        let token = scheduler.register()   // awake: started, not yet asleep or finished
        let log = Mutex<[String]>([])
        // The main actor computes for 0.5 s; the task's next step is queued behind that.
        Task { @MainActor in Self.compute(for: 0.5) }
        Task { @MainActor in
            log.withLock { $0.append("task finished") }
            scheduler.finish(token)
        }
        // A limit a tenth of the computation: the old wait gave up here, with the task queued.
        await scheduler.waitUntilIdle(timeout: 0.05)
        log.withLock { $0.append("wait returned") }
        #expect(log.withLock { $0 } == ["task finished", "wait returned"])
    }

    /// A task that never sleeps or finishes (it awaits a network request, say) is given up on
    /// after the limit and taken to await something else: a second wait does not wait for it.
    /// (Only the order is asserted: how long the main actor takes to be free depends on the
    /// machine and on the tests beside this one.)
    @Test(.timeLimit(.minutes(10)))
    func aTaskAwaitingSomethingElseIsStillGivenUpOn() async {
        let scheduler = TaskScheduler()
        _ = scheduler.register()   // awake, and it never sleeps or finishes
        let start = ContinuousClock.now
        await scheduler.waitUntilIdle(timeout: 0.05)
        #expect(start.duration(to: .now) >= .seconds(0.05))
        // Known to await something else now: an hour's limit is not waited out (the test's time
        // limit would be).
        await scheduler.waitUntilIdle(timeout: 3_600)
    }
}
