import Benchmark
import Foundation
import KinemaCore

// Per-sample cost of `KeyframeTimeline.value(time:)`, and (for information) the cost of building
// a timeline. Registered from the `benchmarks` closure in AnimationBenchmarks.swift, so these run
// with the same default configuration: 1,000 calls per sample, wallClock + throughput +
// mallocCountTotal, and a zero tolerance on mallocCountTotal against the static thresholds in
// `Thresholds/` (the sampling benchmarks only; the build benchmark has no threshold file).
//
// Timelines are built before `benchmark.startMeasurement()`; every call samples a different time,
// so nothing can be hoisted out of the loop.

// MARK: - The WWDC23 "reaction" timeline

/// The values of the WWDC23 "Wind your way through advanced animations in SwiftUI" reaction
/// (8:12): four properties, each with its own track.
struct ReactionValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

/// The reaction's four tracks, exactly as in the session (and in the test seed
/// `Tests/KinemaCoreTests/Seeds/SeedKeyframeSamples.swift`): angle cubic ×5, verticalStretch
/// cubic ×8, scale linear + spring + spring(.bouncy) until settled, verticalTranslation
/// linear + spring ×3.
func reactionTimeline(initialValue: ReactionValues = ReactionValues()) -> KeyframeTimeline<ReactionValues> {
    KeyframeTimeline(initialValue: initialValue) {
        KeyframeTrack(\.angle) {
            CubicKeyframe(.zero, duration: 0.58)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.degrees(-16), duration: 0.125)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.zero, duration: 0.125)
        }

        KeyframeTrack(\.verticalStretch) {
            CubicKeyframe(1.0, duration: 0.1)
            CubicKeyframe(0.6, duration: 0.15)
            CubicKeyframe(1.5, duration: 0.1)
            CubicKeyframe(1.05, duration: 0.15)
            CubicKeyframe(1.0, duration: 0.88)
            CubicKeyframe(0.8, duration: 0.1)
            CubicKeyframe(1.04, duration: 0.4)
            CubicKeyframe(1.0, duration: 0.22)
        }

        KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }

        KeyframeTrack(\.verticalTranslation) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
            SpringKeyframe(0.0, spring: .bouncy)
        }
    }
}

// MARK: - A long mixed track

/// How many keyframes the long single-track timelines hold.
let longTrackKeyframeCount = 1_000

/// A deterministic, bumpy sequence of keyframe values in −50 … 50.
@inline(never)
func mixedTarget(_ index: Int, salt: Int = 0) -> Double {
    Double((index &* 37 &+ salt &* 11) % 101) - 50
}

/// One track animating the whole value through `count` keyframes, repeating a pattern of ten:
/// a run of six cubic keyframes, a linear one, a linear one with an ease-in-out curve, and two
/// spring keyframes with durations (`.bouncy` and `.smooth`). Durations vary between 0.05 and
/// 0.17 s (110 s in all for 1,000), so segments are unequal and the segment search is a real
/// binary search.
func mixedTimeline<V: Animatable>(initialValue: V, count: Int, value: (Int) -> V) -> KeyframeTimeline<V> {
    KeyframeTimeline(initialValue: initialValue) {
        KeyframeTrack {
            for index in 0..<count {
                let target = value(index)
                let duration = 0.05 + Double(index % 7) * 0.02
                switch index % 10 {
                case 0..<6:
                    CubicKeyframe(target, duration: duration)
                case 6:
                    LinearKeyframe(target, duration: duration)
                case 7:
                    LinearKeyframe(target, duration: duration, timingCurve: .easeInOut)
                case 8:
                    SpringKeyframe(target, duration: duration, spring: .bouncy)
                default:
                    SpringKeyframe(target, duration: duration, spring: .smooth)
                }
            }
        }
    }
}

// MARK: - Measured loops

/// Samples `timeline` at times spread over its whole duration in a scrubbing order: each call
/// moves the time on by 0.382 (1 − 1/φ) of the duration, wrapping, so consecutive samples land in
/// far-apart segments and every segment is visited.
@inline(__always)
func scrub<Value>(_ benchmark: Benchmark, _ timeline: KeyframeTimeline<Value>) {
    let duration = timeline.duration
    let stride = duration * 0.381_966_011_250_105
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(timeline.value(time: time))
        time += stride
        if time >= duration { time -= duration }
    }
    benchmark.stopMeasurement()
}

// MARK: - Benchmarks

/// Registers the keyframe benchmarks; called from the `benchmarks` closure (AnimationBenchmarks.swift)
/// after it sets `Benchmark.defaultConfiguration`.
func registerKeyframeBenchmarks() {
    // 1. The reaction, played frame by frame at 60 fps from 0 to its end (2.29 s: the scale
    // track, whose last spring runs until settled, is the longest), then again from 0: what a
    // keyframe animator does every frame. Each call evaluates all four tracks.

    Benchmark("KeyframeTimeline.reaction.value") { benchmark in
        let timeline = reactionTimeline()
        let duration = timeline.duration
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(timeline.value(time: time))
            time += frameInterval
            if time > duration { time = 0 }
        }
        benchmark.stopMeasurement()
    }

    // 2–3. One 1,000-keyframe track (cubic runs, linears, springs), sampled in scrubbing order:
    // the binary search over 1,000 segments, then one segment's maths.

    Benchmark("KeyframeTimeline.mixed1000.value-Double") { benchmark in
        let timeline = mixedTimeline(initialValue: 0.0, count: longTrackKeyframeCount) { mixedTarget($0) }
        scrub(benchmark, timeline)
    }

    Benchmark("KeyframeTimeline.mixed1000.value-CGPoint") { benchmark in
        let timeline = mixedTimeline(initialValue: CGPoint.zero, count: longTrackKeyframeCount) {
            CGPoint(x: mixedTarget($0), y: mixedTarget($0, salt: 5))
        }
        scrub(benchmark, timeline)
    }

    // 4. For information: building (resolving) the reaction timeline. This allocates by design
    // (37 mallocs: each track's keyframe array as it grows, its path's duration, segment and
    // end-time arrays, its existential box, and the track array; see `--allocation-stacks`), so it
    // has no static threshold file and no malloc tolerance of its own: its count is reported, not
    // checked.

    Benchmark(
        "KeyframeTimeline.reaction.build",
        configuration: .init(thresholds: [:])
    ) { benchmark in
        var initialValue = ReactionValues()
        var iteration = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // A different start value every call, so the build cannot be hoisted or shared.
            initialValue.verticalTranslation = Double(iteration & 7)
            blackHole(reactionTimeline(initialValue: initialValue))
            iteration += 1
        }
        benchmark.stopMeasurement()
    }
}
