import Foundation
import KinemaGraph
import Testing

/// The virtual clock: frames on the exact grid k / framesPerSecond, bad durations ignored, early
/// stops, start times off the grid, and the cap on frames per call.
@Suite("VirtualClock")
struct VirtualClockTests {
    /// Collects the frame times of one `advance(by:)`.
    private func frames(_ clock: inout VirtualClock, by duration: TimeInterval) -> [TimeInterval] {
        var times: [TimeInterval] = []
        clock.advance(by: duration) { time in
            times.append(time)
            return true
        }
        return times
    }

    @Test func oneLongAdvanceLandsEveryFrameOnTheGrid() {
        var clock = VirtualClock()
        // As many frames as one advance produces (`maximumFramesPerAdvance`, 36,000).
        let times = frames(&clock, by: 36_000.0 / 60)
        #expect(times.count == 36_000)
        var offGrid = 0
        for (index, time) in times.enumerated() where time != Double(index + 1) / 60 { offGrid += 1 }
        #expect(offGrid == 0)
        #expect(clock.time == 36_000.0 / 60)
    }

    /// 100,000 calls of `advance(by: 1/60)`. Added up, 1/60 falls short of the grid (python3: the
    /// sum of 100,000 of them is 1666.6666666654796, 1.2·10⁻⁹ below 100,000 / 60), but a frame up
    /// to 1 ns past the end of an advance is produced and the clock moves onto it, so the shortfall
    /// never accumulates: each call produces exactly one frame, the k-th call frame k / 60.
    @Test func manySmallAdvancesDoNotDrift() {
        var clock = VirtualClock()
        var wrongCount = 0
        var offGrid = 0
        for call in 1...100_000 {
            var count = 0
            clock.advance(by: 1.0 / 60) { time in
                count += 1
                if time != Double(call) / 60 { offGrid += 1 }
                return true
            }
            if count != 1 { wrongCount += 1 }
        }
        #expect(wrongCount == 0)
        #expect(offGrid == 0)
        #expect(clock.time == 100_000.0 / 60)
    }

    /// The frame after a time just below a grid point is that grid point. 0.3833333333333333 is
    /// one ulp below 23 / 60 = 0.38333333333333336, yet `time · 60` rounds to exactly 23.
    @Test func aTimeJustBelowAGridPointProducesThatFrameNext() {
        let justBelow = 0.3833333333333333
        #expect(justBelow < 23.0 / 60)
        #expect(justBelow * 60 == 23)
        var clock = VirtualClock(time: justBelow)
        #expect(clock.nextFrameTime == 23.0 / 60)
        #expect(frames(&clock, by: 0.01) == [23.0 / 60])
    }

    /// A frame at most 1 ns past the end of an advance is produced, and the clock moves onto it;
    /// one further away waits for the next advance.
    @Test func aFrameWithinOneNanosecondPastTheEndIsProduced() {
        var clock = VirtualClock()
        #expect(frames(&clock, by: 1.0 / 60 - 5e-10) == [1.0 / 60])
        #expect(clock.time == 1.0 / 60)
        var other = VirtualClock()
        #expect(frames(&other, by: 1.0 / 60 - 2e-9).isEmpty)
        #expect(other.time == 1.0 / 60 - 2e-9)
        #expect(frames(&other, by: 1e-8) == [1.0 / 60])
    }

    @Test(arguments: [Double.nan, -1, -0.0, 0, .infinity, -.infinity])
    func aDurationThatIsNotPositiveAndFiniteDoesNothing(duration: Double) {
        var clock = VirtualClock(time: 0.5)
        #expect(frames(&clock, by: duration).isEmpty)
        #expect(clock.time == 0.5)
    }

    /// When `onFrame` returns `false`, the remaining frames are skipped and the clock jumps to the
    /// end; the next call goes on from the grid after it.
    @Test func returningFalseJumpsToTheEnd() {
        var clock = VirtualClock()
        var times: [TimeInterval] = []
        clock.advance(by: 1) { time in
            times.append(time)
            return times.count < 3
        }
        let expected: [TimeInterval] = [1.0 / 60, 2.0 / 60, 3.0 / 60]
        #expect(times == expected)
        #expect(clock.time == 1)
        #expect(frames(&clock, by: 1.0 / 60) == [61.0 / 60])
    }

    /// Frames stay on the grid counted from 0 whatever the start time.
    @Test func aStartTimeOffTheGridKeepsTheGrid() {
        var clock = VirtualClock(time: 0.01)
        #expect(clock.nextFrameTime == 1.0 / 60)
        // 0.01 + 0.05 = 0.060000000000000005: frames 1/60, 2/60, 3/60 (0.05); 4/60 is past the end.
        let expected: [TimeInterval] = [1.0 / 60, 2.0 / 60, 3.0 / 60]
        #expect(frames(&clock, by: 0.05) == expected)
        #expect(clock.nextFrameTime == 4.0 / 60)
    }

    @Test func aStartTimeOnTheGridDoesNotRepeatThatFrame() {
        var clock = VirtualClock(time: 0.5)
        let times = frames(&clock, by: 0.5)
        #expect(times.count == 30)
        #expect(times.first == 31.0 / 60)
        #expect(times.last == 1)
    }

    @Test func aNegativeStartTimeCountsThroughZero() {
        var clock = VirtualClock(time: -0.02)
        let expected: [TimeInterval] = [-1.0 / 60, 0, 1.0 / 60]
        #expect(frames(&clock, by: 0.04) == expected)
    }

    @Test func otherFrameRatesUseTheirOwnGrid() {
        var clock = VirtualClock(framesPerSecond: 24)
        let times = frames(&clock, by: 1)
        #expect(times == (1...24).map { Double($0) / 24 })
    }

    @Test func initialiserClampsItsInputs() {
        #expect(VirtualClock(framesPerSecond: .nan).framesPerSecond == 60)
        #expect(VirtualClock(framesPerSecond: 0).framesPerSecond == 1)
        #expect(VirtualClock(framesPerSecond: -30).framesPerSecond == 1)
        #expect(VirtualClock(framesPerSecond: 5_000).framesPerSecond == 1_000)
        #expect(VirtualClock(framesPerSecond: .infinity).framesPerSecond == 1_000)
        #expect(VirtualClock(time: .nan).time == 0)
        #expect(VirtualClock(time: -.infinity).time == 0)
    }

    /// An absurd duration produces only its last `maximumFramesPerAdvance` frames, on the grid,
    /// after one jump over the rest.
    @Test func aHugeDurationProducesOnlyItsLastFrames() {
        var clock = VirtualClock(framesPerSecond: 1_000)
        var times: [TimeInterval] = []
        clock.advance(by: 1e9) { time in
            times.append(time)
            return true
        }
        #expect(times.count == VirtualClock.maximumFramesPerAdvance)
        // The last 36,000 frames at 1 kHz: 1e9 − 35.999 s … 1e9 s, one millisecond apart.
        #expect(times.first == Double(1_000_000_000_000 - 36_000 + 1) / 1_000)
        #expect(times.last == 1e9)
        #expect(clock.time == 1e9)
    }

    /// Frames up to the cap are all produced: nothing is jumped over.
    @Test func aDurationOfExactlyTheCapProducesEveryFrame() {
        var clock = VirtualClock(framesPerSecond: 60)
        var count = 0
        clock.advance(by: Double(VirtualClock.maximumFramesPerAdvance) / 60) { _ in
            count += 1
            return true
        }
        #expect(count == VirtualClock.maximumFramesPerAdvance)
    }

    /// However often a huge duration is added, the time stays finite: it stops at `maximumTime`.
    @Test func timeStopsAtTheMaximumTime() {
        var clock = VirtualClock()
        clock.advance(by: 1e308) { _ in false }
        clock.advance(by: 1e308) { _ in false }
        #expect(clock.time == VirtualClock.maximumTime)
        var called = false
        clock.advance(by: 1) { _ in
            called = true
            return true
        }
        #expect(!called)
        #expect(clock.time == VirtualClock.maximumTime)
        #expect(VirtualClock(time: 1e300).time == VirtualClock.maximumTime)
    }

    /// A throwing `onFrame` stops the clock at the frame that threw.
    @Test func aThrowingFrameStopsTheClockThere() {
        struct Stop: Error {}
        var clock = VirtualClock()
        #expect(throws: Stop.self) {
            try clock.advance(by: 1) { time in
                if time >= 2.0 / 60 { throw Stop() }
                return true
            }
        }
        #expect(clock.time == 2.0 / 60)
    }
}
