import Benchmark
import Foundation
import KinemaCore

// Per-call cost of Kinema's animation maths: springs, unit curves and the built-in animations.
//
// Every benchmark makes `scalingFactor` (1,000) calls per sample inside
// `for _ in benchmark.scaledIterations`; metrics marked `*` in the output are per call, rounded
// (pass `--scale` for the per-sample totals, i.e. per 1,000 calls). Animations, springs, curves
// and contexts are built before `benchmark.startMeasurement()`, so only the calls are measured.
//
// The goal is `mallocCountTotal == 0` for every evaluation benchmark; the static thresholds in
// `Thresholds/` (mallocCountTotal only) catch any regression:
// `swift package benchmark thresholds check`. See README.md.

/// The 4-D vector `scaleEffect` animates: `AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>`.
typealias Vector4 = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

/// The change a scale effect animates: scale 1 → 1.5 on both axes, anchor moved a little.
let vector4Delta = Vector4(AnimatablePair(0.5, 0.5), AnimatablePair(0.25, -0.25))

let frameInterval: TimeInterval = 1.0 / 60

// MARK: - Measured loops

/// Samples a finite animation at 60 fps over `[0, period)`, wrapping back to 0: every call returns
/// a value (a timing curve sampled inside its duration).
@inline(__always)
func sampleWithinPeriod<V: VectorArithmetic>(
    _ benchmark: Benchmark, _ animation: Animation, value: V, period: TimeInterval
) {
    var context = AnimationContext<V>()
    var time: TimeInterval = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(animation.animate(value: value, time: time, context: &context))
        time += frameInterval
        if time >= period { time = 0 }
    }
    benchmark.stopMeasurement()
}

/// Steps a (stateful) animation frame by frame, 1/60 s per call, and starts it again with a fresh
/// context each time it finishes (returns nil): what a renderer does with a spring.
@inline(__always)
func stepFrames<V: VectorArithmetic>(_ benchmark: Benchmark, _ animation: Animation, value: V) {
    let freshContext = AnimationContext<V>()
    var context = freshContext
    var frame = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        let result = animation.animate(value: value, time: Double(frame) * frameInterval, context: &context)
        blackHole(result)
        if result == nil {
            context = freshContext
            frame = 0
        } else {
            frame += 1
        }
    }
    benchmark.stopMeasurement()
}

/// Runs an animation that never finishes (`repeatForever`) at 60 fps, time growing without bound.
@inline(__always)
func runForever<V: VectorArithmetic>(_ benchmark: Benchmark, _ animation: Animation, value: V) {
    var context = AnimationContext<V>()
    var frame = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(animation.animate(value: value, time: Double(frame) * frameInterval, context: &context))
        frame += 1
    }
    benchmark.stopMeasurement()
}

// MARK: - Benchmarks

// Benchmark names contain no spaces or slashes: `thresholds update` (1.38.1) writes
// `Thresholds/<target>.<name>.p90.json` with those replaced by `_`, but `thresholds check` looks
// the file up by the raw name, so a name with a space is silently never checked.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 10_000,
        thresholds: [
            // Static thresholds (../Thresholds/*.p90.json) hold only mallocCountTotal, and it must
            // not grow at all: Kinema's evaluation paths are allocation-free.
            .mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0]),
        ]
    )

    // The animations under test, built once, outside any measurement: an `Animation` value is
    // what a view stores and steps every frame.
    let easeInOut = Animation.easeInOut
    let bouncy = Animation.bouncy
    let spring = Animation.spring(duration: 0.5, bounce: 0.3)
    let easeInOutForever = Animation.easeInOut.repeatForever()
    let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5, bounce: 0.3)
    let easeInOutDuration = 0.35

    // 0. Control: the harness alone (loop + blackHole). Its time is the floor under every other
    // benchmark, and its mallocCountTotal must be 0: package-benchmark allocates nothing inside
    // the measured region with these metrics. (Adding `cpuTotal` makes the harness itself report
    // 16 mallocs per sample, from reading the process's CPU statistics.)

    Benchmark("HarnessOverhead") { benchmark in
        var time: TimeInterval = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(time)
            time += frameInterval
        }
        benchmark.stopMeasurement()
    }

    // 1–2. Timing curve.

    Benchmark("easeInOut.animate-Double") { benchmark in
        sampleWithinPeriod(benchmark, easeInOut, value: 100.0, period: easeInOutDuration)
    }

    Benchmark("easeInOut.animate-Vector4") { benchmark in
        sampleWithinPeriod(benchmark, easeInOut, value: vector4Delta, period: easeInOutDuration)
    }

    // 3. Persistent (fluid) springs, stepped frame by frame.

    Benchmark("bouncy.animate-Double") { benchmark in
        stepFrames(benchmark, bouncy, value: 100.0)
    }

    Benchmark("bouncy.animate-Vector4") { benchmark in
        stepFrames(benchmark, bouncy, value: vector4Delta)
    }

    Benchmark("spring-0.5-0.3.animate-Double") { benchmark in
        stepFrames(benchmark, spring, value: 100.0)
    }

    Benchmark("spring-0.5-0.3.animate-Vector4") { benchmark in
        stepFrames(benchmark, spring, value: vector4Delta)
    }

    // 4. Repeating timing curve.

    Benchmark("easeInOut.repeatForever.animate-Double") { benchmark in
        runForever(benchmark, easeInOutForever, value: 100.0)
    }

    Benchmark("easeInOut.repeatForever.animate-Vector4") { benchmark in
        runForever(benchmark, easeInOutForever, value: vector4Delta)
    }

    // 5. Closed-form spring.

    Benchmark("interpolatingSpring-0.5-0.3.animate-Double") { benchmark in
        stepFrames(benchmark, interpolatingSpring, value: 100.0)
    }

    Benchmark("interpolatingSpring.animate-Vector4") { benchmark in
        stepFrames(benchmark, .interpolatingSpring, value: vector4Delta)
    }

    Benchmark("smooth.animate-Vector4") { benchmark in
        stepFrames(benchmark, .smooth, value: vector4Delta)
    }

    // 5b. The yardstick (issue 11): a hand-written closed-form damped spring on the same four
    // components, frame by frame — what `Animation.animate` on a 4-D value is compared with, in
    // the same process. One exp, one cos and one sin per call, then four multiplies.
    Benchmark("ClosedForm.spring-Vector4") { benchmark in
        let omega = 2 * Double.pi / 0.5, zeta = 0.7
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let components = (0.5, 0.5, 0.25, -0.25)
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let time = Double(frame) * frameInterval
            let progress = 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
            blackHole((components.0 * progress, components.1 * progress, components.2 * progress, components.3 * progress))
            frame = frame == 60 ? 0 : frame + 1
        }
        benchmark.stopMeasurement()
    }

    // 5c. Issue 28's wording: `Animation.animate` for 100,000 springs on 4-D values, each with
    // its context, started together (as one `withAnimation` starts them). A sample is one frame of
    // all of them, ten frames in; its yardstick is `ClosedForm.scaleEffect-100000`, the closed
    // form on 100,000 scale effects' four components.
    Benchmark(
        "bouncy.animate-Vector4-100000",
        configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 200)
    ) { benchmark in
        var contexts = [AnimationContext<Vector4>](repeating: AnimationContext(), count: 100_000)
        func frame(_ index: Int) {
            let time = Double(index) * frameInterval
            contexts.withUnsafeMutableBufferPointer { contexts in
                for spring in contexts.indices {
                    blackHole(bouncy.animate(value: vector4Delta, time: time, context: &contexts[spring]))
                }
            }
        }
        for index in 0..<10 { frame(index) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { frame(10) }
        benchmark.stopMeasurement()
    }

    // 6. The primitives: Spring and UnitCurve evaluation.

    Benchmark("Spring.value-Double") { benchmark in
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var time: TimeInterval = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(spring.value(target: 100.0, initialVelocity: 0.0, time: time))
            time += frameInterval
            if time >= 2 { time = 0 }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Spring.value-Vector4") { benchmark in
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var time: TimeInterval = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(spring.value(target: vector4Delta, initialVelocity: .zero, time: time))
            time += frameInterval
            if time >= 2 { time = 0 }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("UnitCurve.easeInOut.value") { benchmark in
        let curve = UnitCurve.easeInOut
        var progress = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(curve.value(at: progress))
            progress += 1.0 / 64
            if progress > 1 { progress = 0 }
        }
        benchmark.stopMeasurement()
    }

    // Reference: the same calls with the `Animation` built inside the loop, as in
    // `Animation.easeInOut.animate(...)` written inline. These measure construction of the
    // type-erased `Animation` too, which is where an allocation can hide (see README.md).

    Benchmark("easeInOut.constructedPerCall.animate-Double") { benchmark in
        var context = AnimationContext<Double>()
        var time: TimeInterval = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(Animation.easeInOut.animate(value: 100.0, time: time, context: &context))
            time += frameInterval
            if time >= easeInOutDuration { time = 0 }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("bouncy.constructedPerCall.animate-Double") { benchmark in
        let freshContext = AnimationContext<Double>()
        var context = freshContext
        var frame = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let result = Animation.bouncy.animate(value: 100.0, time: Double(frame) * frameInterval, context: &context)
            blackHole(result)
            if result == nil {
                context = freshContext
                frame = 0
            } else {
                frame += 1
            }
        }
        benchmark.stopMeasurement()
    }

    // 7. Keyframe timelines (KeyframeBenchmarks.swift).
    registerKeyframeBenchmarks()

    // 8. The runtime: frames and state changes in an AttributeGraph (GraphBenchmarks.swift).
    registerGraphBenchmarks()

    // 9. The same through the view layer: frames and state changes in a `ViewHost`
    // (ViewHostBenchmarks.swift).
    registerViewHostBenchmarks()
    registerLayoutBenchmarks()
}
