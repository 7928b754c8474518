import Foundation
import Kinema
import Testing

// The documented outcomes (KeyframePath.swift's header, docs/research/keyframes.md "Bad input"):
// - a duration that is zero, negative, NaN or ±∞ makes the keyframe a jump; finite durations are
//   capped at 10¹² s; a spring keyframe without a duration whose spring never settles runs 100 s;
// - a keyframe value with a NaN or infinite component holds the value before it; such a velocity
//   counts as unspecified; a non-finite initial value reads as zero;
// - empty track: the property keeps its initial value, duration 0; empty timeline: the initial
//   value, duration 0;
// - times before 0 (and NaN) read as 0, at or past the end give the final value; progress is
//   clamped to 0…1, NaN reads as 0.

private enum Kind: String, Sendable, CaseIterable {
    case linear, cubic, spring, move
}

/// One keyframe of the given kind, built by a `switch` in a custom content's body.
private struct Keyframe: KeyframeTrackContent {
    let kind: Kind
    let value: Double
    let duration: Double

    init(_ kind: Kind, _ value: Double, duration: Double) {
        self.kind = kind
        self.value = value
        self.duration = duration
    }

    var body: some KeyframeTrackContent<Double> {
        switch kind {
        case .linear: LinearKeyframe(value, duration: duration)
        case .cubic: CubicKeyframe(value, duration: duration)
        case .spring: SpringKeyframe(value, duration: duration, spring: .bouncy)
        case .move: MoveKeyframe(value)
        }
    }
}

private let badDurations: [Double] = [0, -1, .nan, .infinity, -.infinity]
private let nonFinite: [Double] = [.nan, .infinity, -.infinity]
private let hugeDurations: [Double] = [1e13, 1e300, .greatestFiniteMagnitude]

/// Times that stress sampling: NaN, ±∞, negative, zero, tiny, huge.
private let weirdTimes: [Double] = [
    .nan, .infinity, -.infinity, -.greatestFiniteMagnitude, -1, -.ulpOfOne, 0, .leastNonzeroMagnitude,
    1e-300, 1e300, .greatestFiniteMagnitude,
]

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Samples `timeline` at 2,001 evenly spaced times from −0.5 s to 0.5 s past its end, at the weird
/// times and at weird progresses, and checks that its duration and every sample are finite.
private func expectFiniteEverywhere(
    _ timeline: KeyframeTimeline<Double>, sourceLocation: SourceLocation = #_sourceLocation
) {
    let end = timeline.duration
    #expect(end.isFinite && end >= 0, "duration \(end)", sourceLocation: sourceLocation)
    var times = weirdTimes + [end, end.nextDown, end.nextUp]
    for step in 0...2000 {
        times.append(-0.5 + (end + 1) * Double(step) / 2000)
    }
    for time in times {
        let value = timeline.value(time: time)
        #expect(value.isFinite, "t = \(time): \(value)", sourceLocation: sourceLocation)
    }
    for progress in [Double.nan, .infinity, -.infinity, -1, 0, 0.25, 0.5, 1, 2] {
        let value = timeline.value(progress: progress)
        #expect(value.isFinite, "progress \(progress): \(value)", sourceLocation: sourceLocation)
    }
}

// The limit catches a hang. It is generous: on two cores, long synchronous suites (the soak, the
// fuzz corpora) can keep these quick tests from running for over a minute after they start.
@Suite("Keyframes: bad input", .timeLimit(.minutes(10)))
struct KeyframeBadInputTests {
    // MARK: - Durations

    @Test(arguments: Kind.allCases, badDurations)
    fileprivate func badDurationMakesTheKeyframeAJump(kind: Kind, duration: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            Keyframe(kind, 20, duration: duration)
            LinearKeyframe(30.0, duration: 1)
        }
        // The jump takes no time: 1 + 0 + 1.
        #expect(timeline.duration == 2)
        #expect(near(timeline.value(time: 0.5), 5))
        // Exactly at the joint, the segment ending there: the value before the jump.
        #expect(near(timeline.value(time: 1), 10))
        // An instant later, the linear keyframe leaving 20 toward 30 at 10/s.
        #expect(near(timeline.value(time: 1 + 1e-6), 20 + 1e-5, 1e-8))
        #expect(near(timeline.value(time: 1.5), 25))
        #expect(timeline.value(time: 2) == 30)
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: Kind.allCases, badDurations)
    fileprivate func badDurationOnTheLastKeyframeJumpsAtTheEnd(kind: Kind, duration: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            Keyframe(kind, 20, duration: duration)
        }
        #expect(timeline.duration == 1)
        #expect(near(timeline.value(time: 0.5), 5))
        // At or past the end: the final value, the jump's.
        #expect(timeline.value(time: 1) == 20)
        #expect(timeline.value(time: 5) == 20)
        #expect(timeline.value(progress: 1) == 20)
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: Kind.allCases, badDurations)
    fileprivate func leadingJumpShowsItsValueFromTimeZero(kind: Kind, duration: Double) {
        // MoveKeyframe's documentation: a move at the very start of a track shows its value from
        // time 0 on (and times before 0 read as 0).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            Keyframe(kind, 20, duration: duration)
            LinearKeyframe(30.0, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 20)
        #expect(timeline.value(time: -1) == 20)
        #expect(timeline.value(progress: 0) == 20)
        #expect(near(timeline.value(time: 0.5), 25))
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: Kind.allCases, badDurations)
    fileprivate func motionRestartsFromRestAfterAJump(kind: Kind, duration: Double) {
        // Before the jump the linear keyframe moves at 100/s; after it, a cubic or spring without a
        // start velocity starts from rest: the cubic 0 → 10 over 1 s (ending at rest) is smoothstep,
        // 5 at its middle, and the spring is Spring.bouncy's documented motion from rest.
        let cubic = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            Keyframe(kind, 0, duration: duration)
            CubicKeyframe(10.0, duration: 1)
        }
        #expect(near(cubic.value(time: 1.5), 5))
        let spring = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            Keyframe(kind, 0, duration: duration)
            SpringKeyframe(10.0, duration: 1, spring: .bouncy)
        }
        #expect(near(spring.value(time: 1.5), Spring.bouncy.value(target: 10.0, time: 0.5)))
        expectFiniteEverywhere(cubic)
        expectFiniteEverywhere(spring)
    }

    @Test(arguments: Kind.allCases, badDurations)
    fileprivate func cubicBeforeAJumpEndsAtRest(kind: Kind, duration: Double) {
        // Without the jump the cubic would end with a slope toward the next keyframe; before a
        // jump it ends at rest: smoothstep 0 → 10, 5 at its middle.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            Keyframe(kind, 50, duration: duration)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(near(timeline.value(time: 0.5), 5))
        #expect(near(timeline.value(time: 1.5), 55))
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: badDurations)
    func badDurationsEverywhereGiveAnInstantTimeline(duration: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: duration)
            CubicKeyframe(2.0, duration: duration)
            SpringKeyframe(3.0, duration: duration)
            MoveKeyframe(4.0)
        }
        #expect(timeline.duration == 0)
        for time in weirdTimes {
            #expect(timeline.value(time: time) == 4, "t = \(time)")
        }
    }

    @Test(arguments: [Kind.linear, .cubic, .spring], hugeDurations)
    fileprivate func hugeFiniteDurationsAreCappedAtATrillionSeconds(kind: Kind, duration: Double) {
        #expect(KeyframePath<Double>.maximumDuration == 1e12)
        let one = KeyframeTimeline(initialValue: 0.0) {
            Keyframe(kind, 10, duration: duration)
        }
        #expect(one.duration == 1e12)
        let halfway = one.value(time: 5e11)
        switch kind {
        case .linear, .cubic:
            // Linear: 10·½; lone cubic (from and to rest): smoothstep(½)·10 = 5.
            #expect(near(halfway, 5))
        case .spring:
            // Long settled: e^(−σt) underflows, the spring is at its target.
            #expect(near(halfway, 10))
        case .move:
            Issue.record("not an argument")
        }
        #expect(near(one.value(time: 1e12), 10))
        let two = KeyframeTimeline(initialValue: 0.0) {
            Keyframe(kind, 10, duration: duration)
            Keyframe(kind, -10, duration: duration)
        }
        #expect(two.duration == 2e12)
        #expect(near(two.value(time: 1e12), 10))
        #expect(near(two.value(time: 2e12), -10))
        expectFiniteEverywhere(two)
    }

    // MARK: - Springs that never settle

    @Test func undampedSpringWithoutDurationRunsForOneHundredSeconds() {
        // Spring(duration: 0.5, bounce: 1): damping ratio 1 − 1 = 0, so it never settles
        // (Spring documents settlingDuration = +∞); the keyframe runs for the documented 100 s.
        let undamped = Spring(duration: 0.5, bounce: 1)
        #expect(undamped.dampingRatio == 0)
        #expect(undamped.settlingDuration == .infinity)
        #expect(KeyframePath<Double>.maximumSettlingDuration == 100)

        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, spring: undamped)
        }
        #expect(timeline.duration == 100)
        // Undamped from rest at 0 toward 10 with ω = 2π/0.5: x(t) = 10·(1 − cos ωt):
        // 10 at a quarter period (0.125 s), 20 at half (0.25 s), back to 0 after 200 periods (100 s).
        #expect(near(timeline.value(time: 0.125), 10, 1e-9))
        #expect(near(timeline.value(time: 0.25), 20, 1e-9))
        #expect(near(timeline.value(time: 100), 0, 1e-6))
        // Held after the end.
        #expect(timeline.value(time: 150) == timeline.value(time: 100))
        expectFiniteEverywhere(timeline)
    }

    @Test func keyframesAfterAnUndampedSpringStartAtOneHundredSeconds() {
        let undamped = Spring(duration: 0.5, bounce: 1)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, spring: undamped)
            SpringKeyframe(-10.0, spring: undamped)
            LinearKeyframe(5.0, duration: 1)
        }
        #expect(timeline.duration == 201)
        #expect(near(timeline.value(time: 201), 5))
        expectFiniteEverywhere(timeline)
    }

    // MARK: - Non-finite values and velocities

    @Test(arguments: [Kind.linear, .cubic, .spring], nonFinite)
    fileprivate func nonFiniteValueHoldsThePreviousValue(kind: Kind, value: Double) {
        // Arrive at 10 by a jump (so at rest), hold for 1 s through the bad keyframe, jump to 30 (so
        // the held segment ends at rest too), then slide to 40.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(10.0)
            Keyframe(kind, value, duration: 1)
            MoveKeyframe(30.0)
            LinearKeyframe(40.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        for time in [0.0, 0.25, 0.5, 0.75, 1] {
            #expect(near(timeline.value(time: time), 10), "t = \(time)")
        }
        #expect(near(timeline.value(time: 1.5), 35))
        #expect(timeline.value(time: 2) == 40)
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: nonFinite)
    func nonFiniteMoveHoldsThePreviousValue(value: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(value)
            LinearKeyframe(30.0, duration: 1)
        }
        // The move stays at 10, so the last keyframe slides 10 → 30.
        #expect(timeline.duration == 2)
        #expect(near(timeline.value(time: 1.5), 20))
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: [Kind.linear, .cubic, .spring], nonFinite)
    fileprivate func nonFiniteValuesAmongCubicsNeverLeakNaN(kind: Kind, value: Double) {
        // The bad keyframe's neighbours compute their automatic velocities from it.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            Keyframe(kind, value, duration: 1)
            CubicKeyframe(30.0, duration: 1)
            CubicKeyframe(value, duration: 1)
            SpringKeyframe(value, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(timeline.duration == 6)
        // Each held keyframe is at the value before it at its time.
        #expect(near(timeline.value(time: 1), 10))
        #expect(near(timeline.value(time: 2), 10, 1e-6) || kind == .spring)
        #expect(near(timeline.value(time: 3), 30))
        #expect(near(timeline.value(time: 4), 30))
        #expect(timeline.value(time: 6) == 0)
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: nonFinite)
    func nonFiniteComponentHoldsTheWholeValue(component: Double) {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1)
            LinearKeyframe(CGPoint(x: component, y: 50), duration: 1)
            LinearKeyframe(CGPoint(x: 30, y: 40), duration: 1)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 1.5) == CGPoint(x: 10, y: 20))
        let last = timeline.value(time: 2.5)
        #expect(near(Double(last.x), 20))
        #expect(near(Double(last.y), 30))
    }

    @Test(arguments: nonFinite)
    func nonFiniteVelocitiesCountAsUnspecified(velocity: Double) {
        let written = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1, startVelocity: velocity, endVelocity: velocity)
            CubicKeyframe(0.0, duration: 1, startVelocity: velocity)
            CubicKeyframe(5.0, duration: 1, endVelocity: velocity)
            SpringKeyframe(-5.0, duration: 1, spring: .bouncy, startVelocity: velocity)
            CubicKeyframe(1.0, duration: 1)
        }
        let unspecified = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
            CubicKeyframe(5.0, duration: 1)
            SpringKeyframe(-5.0, duration: 1, spring: .bouncy)
            CubicKeyframe(1.0, duration: 1)
        }
        #expect(written.duration == unspecified.duration)
        for step in -10...610 {
            let time = Double(step) * 0.01
            #expect(written.value(time: time) == unspecified.value(time: time), "t = \(time)")
        }
        expectFiniteEverywhere(written)
    }

    @Test(arguments: nonFinite)
    func velocityWithOneNonFiniteComponentIsUnspecifiedAsAWhole(component: Double) {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 10, y: 10), duration: 1, startVelocity: CGPoint(x: component, y: 100))
        }
        // From rest to rest: smoothstep in both coordinates, the finite y velocity ignored too.
        let value = timeline.value(time: 0.5)
        #expect(near(Double(value.x), 5))
        #expect(near(Double(value.y), 5))
    }

    @Test(arguments: nonFinite)
    func nonFiniteInitialValueReadsAsZero(initial: Double) {
        let timeline = KeyframeTimeline(initialValue: initial) {
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0) == 0)
        #expect(near(timeline.value(time: 0.5), 5))
        #expect(timeline.value(time: 1) == 10)
        expectFiniteEverywhere(timeline)
    }

    @Test(arguments: nonFinite)
    func nonFiniteInitialPropertyReadsAsZeroForItsTrack(initial: Double) {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: initial, y: 3)) {
            KeyframeTrack(\.x) {
                LinearKeyframe(10, duration: 1)
            }
        }
        let value = timeline.value(time: 0.5)
        #expect(near(Double(value.x), 5))
        #expect(value.y == 3)
    }

    @Test(arguments: nonFinite)
    func nonFiniteComponentOfAWholeValueTrackReadsAsZero(initial: Double) {
        // The track's start value as a whole is not finite, so the whole start reads as zero.
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: initial, y: 3)) {
            LinearKeyframe(CGPoint(x: 10, y: 10), duration: 1)
        }
        let value = timeline.value(time: 0.5)
        #expect(near(Double(value.x), 5))
        #expect(near(Double(value.y), 5))
    }

    // MARK: - Empty tracks and timelines

    @Test func emptyTrackKeepsTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 1, y: 2)) {
            KeyframeTrack(\.x) {}
        }
        #expect(timeline.duration == 0)
        for time in weirdTimes {
            #expect(timeline.value(time: time) == CGPoint(x: 1, y: 2), "t = \(time)")
        }
        for progress in [Double.nan, .infinity, -.infinity, -1, 0, 0.5, 1, 2] {
            #expect(timeline.value(progress: progress) == CGPoint(x: 1, y: 2), "progress \(progress)")
        }
    }

    @Test func emptyTimelineIsTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: 5.0) {
            KeyframeTrack(\.self) {}
        }
        #expect(timeline.duration == 0)
        for time in weirdTimes {
            #expect(timeline.value(time: time) == 5, "t = \(time)")
        }
        for progress in [Double.nan, .infinity, -.infinity, -1, 0, 0.5, 1, 2] {
            #expect(timeline.value(progress: progress) == 5, "progress \(progress)")
        }
    }

    // MARK: - Sampling at weird times and progresses

    private static func ramp() -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 1)
        }
    }

    @Test(arguments: [(Double.nan, 0.0), (-.infinity, 0), (-.greatestFiniteMagnitude, 0), (-1, 0), (0, 0),
                      (.infinity, 20), (.greatestFiniteMagnitude, 20), (1e300, 20), (2, 20), (3, 20)])
    func valueAtWeirdTimes(time: Double, expected: Double) {
        #expect(Self.ramp().value(time: time) == expected)
    }

    @Test(arguments: [(Double.nan, 0.0), (-.infinity, 0), (-1, 0), (-0.5, 0), (0, 0),
                      (.infinity, 20), (1, 20), (1.5, 20), (1e300, 20)])
    func valueAtWeirdProgresses(progress: Double, expected: Double) {
        #expect(Self.ramp().value(progress: progress) == expected)
    }

    @Test func progressWithinRangeIsTheFractionOfTheDuration() {
        // 0.25 of 2 s = 0.5 s → 5; 0.75 → 1.5 s → 15.
        #expect(near(Self.ramp().value(progress: 0.25), 5))
        #expect(near(Self.ramp().value(progress: 0.75), 15))
    }

    // MARK: - Scale

    @Test func hundredThousandKeyframesBuildAndSampleQuickly() {
        let count = 100_000
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) {
                for index in 0..<count {
                    if index.isMultiple(of: 2) {
                        LinearKeyframe(Double(index % 10), duration: 0.01)
                    } else {
                        CubicKeyframe(Double(index % 10), duration: 0.01)
                    }
                }
            }
        }
        // The track's end times, accumulated the way the durations add up.
        var ends: [Double] = []
        ends.reserveCapacity(count)
        var time = 0.0
        for _ in 0..<count {
            time += 0.01
            ends.append(time)
        }
        #expect(timeline.duration == time)
        #expect(near(timeline.duration, 1000, 1e-6))
        for index in stride(from: 0, to: count, by: 97) {
            #expect(near(timeline.value(time: ends[index]), Double(index % 10), 1e-6), "keyframe \(index)")
        }
        #expect(timeline.value(time: timeline.duration) == 9)
        for step in 0..<20_000 {
            let value = timeline.value(time: Double(step) * 0.05 + 0.003)
            if !value.isFinite {
                Issue.record("non-finite sample at step \(step): \(value)")
                break
            }
        }
    }

    // MARK: - Known issues

    @Test func tinyPositiveDurationDoesNotMakeTheNextCubicInfinite() {
        // A positive, finite duration is kept, but the linear keyframe's slope
        // (1 − 0)/leastNonzeroMagnitude overflows: it reads as 0, so the cubic after it starts at
        // rest instead of inheriting +∞ (which would give +∞ inside it and NaN, ∞·0, at its end).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: .leastNonzeroMagnitude)
            CubicKeyframe(0.0, duration: 1)
            LinearKeyframe(2.0, duration: 1)
        }
        #expect(timeline.value(time: 0.5).isFinite)
        #expect(timeline.value(time: 1) == 0)
        #expect(timeline.value(time: 1.5) == 1)
    }

    @Test func hugeFiniteValuesAreKeptNotHeld() {
        // The rule holds back values with a NaN or infinite component; 1e200 is finite (its
        // square would overflow, so finiteness must not be judged by magnitudeSquared).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1e200, duration: 1)
        }
        #expect(timeline.value(time: 1) == 1e200)
        #expect(timeline.value(time: 0.5) == 0.5e200)
        #expect(timeline.value(time: 1).isFinite)
    }
}
