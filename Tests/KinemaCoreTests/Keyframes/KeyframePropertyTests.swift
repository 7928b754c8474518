import Foundation
import Kinema
import PropertyBased
import Testing

// Properties of random, finite keyframe tracks, from the documented rules (KeyframePath.swift's
// header and docs/research/keyframes.md):
// - a linear or cubic keyframe ends exactly at its value, at the sum of the durations so far (moves
//   take no time; a spring without a duration runs for its settling duration);
// - value(progress: p) is value(time: clamp(p, 0, 1)·duration); times before 0 read as 0, times at or
//   past the end give the final value;
// - between cubic keyframes the velocity is the Catmull-Rom slope (next − previous)/(t_next −
//   t_previous); at the start of a timeline's track it is 0, at the end 0;
// - velocity flows forward, so joints are smooth wherever a keyframe takes its neighbour's velocity.

private let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
private let springs: [Spring] = [.bouncy, .smooth, .snappy, Spring(duration: 0.3, bounce: 0.5)]

private enum Kind: Int, Sendable {
    case linear, cubic, spring, move
}

/// A keyframe as data, so random lists of them can be generated and printed.
private struct RandomKeyframe: Sendable, CustomStringConvertible {
    var kind: Kind
    var value: Double
    var duration: Double
    var curve: Int
    var spring: Int
    /// A spring keyframe without a duration: it runs for its spring's settling duration.
    var settles: Bool
    var startVelocity: Double?
    var endVelocity: Double?

    /// The documented length of the keyframe's segment.
    var length: Double {
        switch kind {
        case .move: 0
        case .spring where settles: min(springs[spring].settlingDuration, 100)
        default: duration
        }
    }

    var description: String {
        switch kind {
        case .linear: "Linear(\(value), \(duration), curve \(curve))"
        case .cubic: "Cubic(\(value), \(duration), \(String(describing: startVelocity)), \(String(describing: endVelocity)))"
        case .spring: "Spring(\(value), \(settles ? "settling" : "\(duration)"), spring \(spring), \(String(describing: startVelocity)))"
        case .move: "Move(\(value))"
        }
    }
}

/// One random keyframe, written with the public initializers.
private struct RandomContent: KeyframeTrackContent {
    let keyframe: RandomKeyframe

    var body: some KeyframeTrackContent<Double> {
        switch keyframe.kind {
        case .linear:
            LinearKeyframe(keyframe.value, duration: keyframe.duration, timingCurve: curves[keyframe.curve])
        case .cubic:
            CubicKeyframe(
                keyframe.value, duration: keyframe.duration,
                startVelocity: keyframe.startVelocity, endVelocity: keyframe.endVelocity)
        case .spring:
            SpringKeyframe(
                keyframe.value, duration: keyframe.settles ? nil : keyframe.duration,
                spring: springs[keyframe.spring], startVelocity: keyframe.startVelocity)
        case .move:
            MoveKeyframe(keyframe.value)
        }
    }
}

private func timeline(initial: Double, _ keyframes: [RandomKeyframe]) -> KeyframeTimeline<Double> {
    KeyframeTimeline(initialValue: initial) {
        KeyframeTrack(\.self) {
            for keyframe in keyframes {
                RandomContent(keyframe: keyframe)
            }
        }
    }
}

/// The end time of each keyframe, summed in order as a track lays its segments end to end.
private func endTimes(_ keyframes: [RandomKeyframe]) -> [Double] {
    var time = 0.0
    return keyframes.map { keyframe in
        time += keyframe.length
        return time
    }
}

/// Random keyframes of the given kinds; velocities (when `velocities`) given 30% of the time.
private func randomKeyframes(
    kinds: [Kind], values: ClosedRange<Double> = -100...100, durations: ClosedRange<Double> = 0.1...2,
    curveCount: Int = curves.count, velocities: Bool = true
) -> Generator<RandomKeyframe, some SendableSequenceType> {
    let velocity = Gen.double(in: -50...50).optional(valueRate: velocities ? 0.3 : 0)
    return zip(
        Gen.int(in: 0...(kinds.count - 1)), Gen.double(in: values), Gen.double(in: durations),
        Gen.int(in: 0...(curveCount - 1)), Gen.int(in: 0...(springs.count - 1)), Gen.bool(0.2),
        velocity, velocity
    ).map { drawn in
        RandomKeyframe(
            kind: kinds[drawn.0], value: drawn.1, duration: drawn.2, curve: drawn.3, spring: drawn.4,
            settles: drawn.5, startVelocity: velocities ? drawn.6 : nil, endVelocity: velocities ? drawn.7 : nil)
    }
}

private let anyKinds: [Kind] = [.linear, .cubic, .spring, .move]

/// The one-sided derivatives of `f` at `t`, second-order accurate: (±3f(t) ∓ 4f(t ∓ h) ± f(t ∓ 2h))/2h.
private func sideDerivatives(_ f: (Double) -> Double, at t: Double, step h: Double = 1e-5) -> (left: Double, right: Double) {
    let center = f(t)
    let left = (3 * center - 4 * f(t - h) + f(t - 2 * h)) / (2 * h)
    let right = (-3 * center + 4 * f(t + h) - f(t + 2 * h)) / (2 * h)
    return (left, right)
}

@Suite("Keyframes: properties of random tracks")
struct KeyframePropertyTests {
    @Test func linearAndCubicKeyframesReachTheirValuesAtTheirCumulativeTimes() async {
        await propertyCheck(
            count: 300, input: randomKeyframes(kinds: anyKinds).array(of: 1...10), Gen.double(in: -100...100)
        ) { keyframes, initial in
            let timeline = timeline(initial: initial, keyframes)
            let ends = endTimes(keyframes)
            #expect(timeline.duration == ends.last ?? 0)
            for (index, keyframe) in keyframes.enumerated() where keyframe.kind == .linear || keyframe.kind == .cubic {
                // At the very end a trailing move's value shows instead (the final value).
                guard ends[index] < timeline.duration else { continue }
                let value = timeline.value(time: ends[index])
                #expect(abs(value - keyframe.value) <= 1e-9 * max(1, abs(keyframe.value)), "keyframe \(index)")
            }
            // A track ending on anything but a spring ends exactly at the last keyframe's value.
            if let last = keyframes.last, last.kind != .spring {
                #expect(timeline.value(time: timeline.duration) == last.value)
            }
        }
    }

    @Test func progressIsTheFractionOfTheDuration() async {
        await propertyCheck(
            count: 300, input: randomKeyframes(kinds: anyKinds).array(of: 1...10), Gen.double(in: -100...100),
            Gen.double(in: 0...1)
        ) { keyframes, initial, progress in
            let timeline = timeline(initial: initial, keyframes)
            #expect(timeline.value(progress: progress) == timeline.value(time: progress * timeline.duration))
        }
    }

    @Test func samplingIsDeterministicAndFinite() async {
        await propertyCheck(
            count: 200, input: randomKeyframes(kinds: anyKinds).array(of: 0...10), Gen.double(in: -100...100)
        ) { keyframes, initial in
            let first = timeline(initial: initial, keyframes)
            let second = timeline(initial: initial, keyframes)
            #expect(first.duration == second.duration)
            #expect(first.duration.isFinite)
            for step in 0...200 {
                let time = (Double(step) / 200 * 1.2 - 0.1) * first.duration
                let value = first.value(time: time)
                #expect(value.isFinite, "t = \(time)")
                #expect(value == first.value(time: time), "t = \(time)")
                #expect(value == second.value(time: time), "t = \(time)")
            }
        }
    }

    @Test func samplingOutsideTheTimelineClampsToItsEnds() async {
        await propertyCheck(
            count: 300, input: randomKeyframes(kinds: anyKinds).array(of: 0...10), Gen.double(in: -100...100),
            Gen.double(in: 1e-9...1e6)
        ) { keyframes, initial, excess in
            let timeline = timeline(initial: initial, keyframes)
            let end = timeline.duration
            #expect(timeline.value(time: -excess) == timeline.value(time: 0))
            #expect(timeline.value(time: end + excess) == timeline.value(time: end))
            #expect(timeline.value(progress: -excess) == timeline.value(progress: 0))
            #expect(timeline.value(progress: 1 + excess) == timeline.value(progress: 1))
            #expect(timeline.value(progress: 1) == timeline.value(time: end))
        }
    }

    @Test func cubicTrackPassesThroughEveryPointWithCatmullRomSlopes() async {
        let cubics = randomKeyframes(kinds: [.cubic], values: -10...10, velocities: false).array(of: 2...8)
        await propertyCheck(count: 200, input: cubics, Gen.double(in: -10...10)) { keyframes, initial in
            let timeline = timeline(initial: initial, keyframes)
            let f = { timeline.value(time: $0) }
            let ends = endTimes(keyframes)
            for (index, keyframe) in keyframes.enumerated() {
                #expect(abs(f(ends[index]) - keyframe.value) <= 1e-9, "point \(index)")
            }
            // At rest at both ends of the track (a timeline's initial velocity is zero).
            #expect(abs(sideDerivatives(f, at: 0).right) <= 1e-4)
            #expect(abs(sideDerivatives(f, at: timeline.duration).left) <= 1e-4)
            // At each interior point: (next − previous)/(t_next − t_previous), on both sides.
            for index in 0..<(keyframes.count - 1) {
                let previous = index == 0 ? initial : keyframes[index - 1].value
                let previousTime = index == 0 ? 0 : ends[index - 1]
                let slope = (keyframes[index + 1].value - previous) / (ends[index + 1] - previousTime)
                let sides = sideDerivatives(f, at: ends[index])
                #expect(abs(sides.left - slope) <= 1e-4, "joint \(index): \(sides) vs \(slope)")
                #expect(abs(sides.right - slope) <= 1e-4, "joint \(index): \(sides) vs \(slope)")
            }
        }
    }

    @Test func cubicJointsAreSmoothWithGivenEndVelocities() async {
        // End velocities given at random (30%), no start velocities: each following cubic starts
        // with the velocity the previous one ended with, given or automatic.
        let cubics = randomKeyframes(kinds: [.cubic], values: -10...10).map { keyframe in
            var keyframe = keyframe
            keyframe.startVelocity = nil
            return keyframe
        }
        await propertyCheck(count: 200, input: cubics.array(of: 2...8), Gen.double(in: -10...10)) { keyframes, initial in
            let timeline = timeline(initial: initial, keyframes)
            let f = { timeline.value(time: $0) }
            let ends = endTimes(keyframes)
            for index in 0..<(keyframes.count - 1) {
                let sides = sideDerivatives(f, at: ends[index])
                #expect(abs(sides.left - sides.right) <= 1e-4, "joint \(index): \(sides)")
                if let given = keyframes[index].endVelocity {
                    #expect(abs(sides.left - given) <= 1e-4, "joint \(index): \(sides) vs given \(given)")
                }
            }
        }
    }

    @Test func cubicJointsAreSmoothWithGivenStartVelocities() async {
        // Start velocities given at random (30%), no end velocities: a cubic without an end velocity
        // ends with the next cubic's given start velocity.
        let cubics = randomKeyframes(kinds: [.cubic], values: -10...10).map { keyframe in
            var keyframe = keyframe
            keyframe.endVelocity = nil
            return keyframe
        }
        await propertyCheck(count: 200, input: cubics.array(of: 2...8), Gen.double(in: -10...10)) { keyframes, initial in
            let timeline = timeline(initial: initial, keyframes)
            let f = { timeline.value(time: $0) }
            let ends = endTimes(keyframes)
            if let given = keyframes[0].startVelocity {
                #expect(abs(sideDerivatives(f, at: 0).right - given) <= 1e-4)
            }
            for index in 0..<(keyframes.count - 1) {
                let sides = sideDerivatives(f, at: ends[index])
                #expect(abs(sides.left - sides.right) <= 1e-4, "joint \(index): \(sides)")
                if let given = keyframes[index + 1].startVelocity {
                    #expect(abs(sides.right - given) <= 1e-4, "joint \(index): \(sides) vs given \(given)")
                }
            }
        }
    }

    @Test func mixedJointsAreSmoothWhereVelocityFlowsForward() async {
        // No moves, no given velocities, and no linear keyframe after a linear or spring one (a
        // linear keyframe's velocity is its own, so those joints may turn corners). Every other
        // joint hands its velocity on: linear → cubic/spring, cubic → anything, spring → cubic/spring.
        let keyframes = randomKeyframes(
            kinds: [.linear, .cubic, .spring], values: -10...10, curveCount: 1, velocities: false
        ).array(of: 2...8).map { drawn in
            var keyframes = drawn
            for index in keyframes.indices.dropFirst()
            where keyframes[index].kind == .linear && keyframes[index - 1].kind != .cubic {
                keyframes[index].kind = .cubic
            }
            return keyframes
        }
        await propertyCheck(count: 200, input: keyframes, Gen.double(in: -10...10)) { keyframes, initial in
            let timeline = timeline(initial: initial, keyframes)
            let f = { timeline.value(time: $0) }
            let ends = endTimes(keyframes)
            for index in 0..<(keyframes.count - 1) {
                let sides = sideDerivatives(f, at: ends[index])
                #expect(
                    abs(sides.left - sides.right) <= 1e-4 * max(1, abs(sides.left)),
                    "joint \(index) (\(keyframes[index].kind) → \(keyframes[index + 1].kind)): \(sides)")
            }
        }
    }
}
