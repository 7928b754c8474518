import Foundation
@testable import KinemaUI
import Testing

// A `Task.sleep(for:)` reaches the host's scheduler as a real deadline, less the real time spent
// between reading the clock and getting there; on a loaded machine that is milliseconds. The
// scheduler restores the round delay the task asked for (the roundest number within the real
// time that passed since the task woke), so loops on the virtual clock do not drift.
@Suite("Task sleep delays")
struct TaskSleepDelayTests {
    @Test(arguments: [
        // (remaining, uncertainty, meant)
        (0.999, 0.002, 1.0),           // a 1 s sleep that lost a millisecond on a busy machine
        (0.9993, 0.0008, 1.0),
        (0.4995, 0.001, 0.5),
        (0.2499, 0.0002, 0.25),
        (0.25, 0, 0.25),               // nothing lost
        (0.123, 0.002, 0.123),         // no rounder number in reach: the smallest millisecond
        (0.998, 0, 1.0),               // 2 ms lost and not measured (a preempted thread): within 5 ms
        (0.9955, 0.0001, 1.0),
        (0.994, 0, 0.994),             // more than 5 ms below: taken as meant
        (1.9, 0.05, 1.9),              // a tenth is rounder than anything else in 1.9…1.95
        (0.0004, 0, 0.0),              // under half a millisecond: rounds to the millisecond
    ])
    func theRoundestDelayInReachIsTaken(remaining: Double, uncertainty: Double, meant: Double) {
        #expect(abs(TaskScheduler.virtualDelay(remaining: remaining, uncertainty: uncertainty) - meant) < 1e-12)
    }

    @Test func theReachIsBoundedByATenthOfTheDelayAndFiftyMilliseconds() {
        // 0.3 s is within a second of 0.29, but a tenth of 0.29 s is the most the sleep can have
        // lost: the roundest number within 0.29…0.319 is 0.3.
        #expect(abs(TaskScheduler.virtualDelay(remaining: 0.29, uncertainty: 1) - 0.3) < 1e-12)
        // 20 s minus 0.2 s: the reach is capped at 50 ms, so 19.8 stays 19.8.
        #expect(abs(TaskScheduler.virtualDelay(remaining: 19.8, uncertainty: 1) - 19.8) < 1e-12)
    }

    @Test func nonFiniteAndNegativeDelays() {
        #expect(TaskScheduler.virtualDelay(remaining: .infinity, uncertainty: 0) == .infinity)
        #expect(TaskScheduler.virtualDelay(remaining: .nan, uncertainty: 0) == 0)
        #expect(TaskScheduler.virtualDelay(remaining: -.infinity, uncertainty: 0) == 0)
        #expect(TaskScheduler.virtualDelay(remaining: -3, uncertainty: 0.01) == 0)
    }
}
