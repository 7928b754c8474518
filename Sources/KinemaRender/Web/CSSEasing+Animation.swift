import Foundation
import KinemaCore

extension CSSEasing {
    /// Exports an animation: its progress over a change from 0 to 1, as `animate(value:time:context:)`
    /// gives it frame after frame, until it finishes.
    ///
    /// ```swift
    /// let easing = try CSSEasing(.spring(duration: 0.5, bounce: 0.3).delay(0.1))
    /// easing.delay            // 0.1
    /// easing.linearFunction   // "linear(0, …, 1.02711 38.4615%, …, 1)": the overshoot comes through
    /// ```
    ///
    /// Modifiers outside the curve become CSS properties where CSS has one:
    /// - `delay(_:)` outside any repeat → ``delay`` (`animation-delay`); a delay inside a repeat
    ///   holds every pass at its start, so it is part of each iteration's curve.
    /// - `repeatCount(_:autoreverses:)` → ``iterationCount``; `repeatForever` → `infinite`. With
    ///   `autoreverses`, a curve that reads the same backward (linear, `easeInOut`) uses
    ///   `alternate`; any other (a spring, `easeIn`) plays its backward pass as SwiftUI does — the
    ///   change undone with the same timing, `1 − f(t)`, not `f(1 − t)` — so one iteration holds
    ///   a forward and a backward pass and the count is halved (`repeatCount(3)` → `1.5`).
    /// - `speed(_:)` scales the durations; `logicallyComplete(after:)` changes nothing visible.
    ///
    /// The curve is sampled every 1/2,000 s (the persistent springs — `spring`, `smooth`,
    /// `snappy`, `bouncy`, `default` — at each step of their 1/300 s integrator, joined linearly,
    /// since a browser interpolates between them); its end is the time the animation first returns
    /// `nil`, found to a nanosecond, where the value is the whole change.
    ///
    /// > Note: SwiftUI starts a repeated pass on the first frame after the previous one ended, so
    /// > at 60 frames per second each pass lasts up to one frame longer than the CSS iteration.
    ///
    /// - Parameters:
    ///   - animation: The animation to export.
    ///   - tolerance: The largest error allowed, as a fraction of the change (default 0.005:
    ///     0.5%); clamped to 0.0001…0.5, NaN reads as the default.
    ///   - maximumDuration: The longest pass sampled, in seconds (default 60); clamped to
    ///     0.001…3,600, NaN reads as the default.
    /// - Throws: ``CSSExportError/doesNotFinish(limit:)`` when a pass has not finished by
    ///   `maximumDuration` (an undamped spring, `linear(duration: 1e9)`);
    ///   ``CSSExportError/neverStarts(delay:)`` for an infinite delay or one past the limit. An
    ///   animation that finishes at once (`speed(0)`, a NaN duration) exports as a jump: duration 0.
    public init(
        _ animation: Animation,
        tolerance: Double = CSSEasing.defaultTolerance,
        maximumDuration: TimeInterval = CSSEasing.defaultMaximumDuration
    ) throws {
        let tolerance = Self.sanitized(tolerance: tolerance)
        let limit = Self.sanitized(limit: maximumDuration)
        let plan = AnimationPlan(animation)
        guard plan.delay <= limit else { throw CSSExportError.neverStarts(delay: plan.delay) }
        guard plan.hold <= limit else { throw CSSExportError.neverStarts(delay: plan.hold) }
        var pass = try plan.samplePass(limit: limit)
        let passDuration = pass.x.last ?? 0
        guard passDuration > 0 else {
            self.init(points: [Point(progress: 0, value: 0), Point(progress: 1, value: 1)], duration: 0,
                      delay: plan.delay, tolerance: tolerance)
            return
        }

        var iterationCount = IterationCount.count(1)
        var direction = Direction.normal
        var asymmetry = 0.0
        if let repetition = plan.repetition {
            let count = repetition.count.map(Double.init)
            if repetition.autoreverses {
                asymmetry = pass.asymmetry()
                if asymmetry <= tolerance / 10 {
                    direction = .alternate
                    iterationCount = count.map(IterationCount.count) ?? .infinite
                } else {
                    // A forward and a backward pass per iteration, each as SwiftUI plays it.
                    pass = pass.followedByItsReverse()
                    iterationCount = count.map { .count($0 / 2) } ?? .infinite
                    asymmetry = 0
                }
            } else {
                iterationCount = count.map(IterationCount.count) ?? .infinite
            }
        }
        let fit = Self.fit(pass, range: 0...1, tolerance: tolerance)
        self.init(
            points: fit.points, duration: pass.x.last ?? 0, delay: plan.delay, iterationCount: iterationCount,
            direction: direction, valueRange: 0...1, tolerance: tolerance, maximumError: fit.error + asymmetry)
    }

    static func sanitized(tolerance: Double) -> Double {
        tolerance.isNaN ? defaultTolerance : min(max(tolerance, 0.0001), 0.5)
    }

    static func sanitized(limit: TimeInterval) -> TimeInterval {
        limit.isNaN ? defaultMaximumDuration : min(max(limit, 0.001), 3600)
    }

    /// The points of a curve sampled in seconds, normalised to `range`, and their largest error
    /// against the samples after rounding, as a fraction of the range.
    static func fit(
        _ curve: SampledCurve, range: ClosedRange<Double>, tolerance: Double
    ) -> (points: [Point], error: Double, values: [Double]) {
        let duration = curve.x.last ?? 0
        let span = range.upperBound - range.lowerBound
        let x = curve.x.map { duration > 0 ? $0 / duration : 0 }
        let y = curve.y.map { span > 0 ? ($0 - range.lowerBound) / span : 0 }
        // Aim under the tolerance, leaving room for rounding and for the backward pass's asymmetry.
        let kept = PiecewiseLinearFit(x: x, y: y).indices(within: tolerance * 0.8)
        let rounded = kept.map { index in
            (x: CSSNumber.rounded(x[index] * 100, decimals: CSSNumber.percentDecimals) / 100,
             y: CSSNumber.rounded(y[index], decimals: CSSNumber.valueDecimals))
        }
        var points = rounded
        if var first = points.first, var last = points.last {
            first.x = 0
            last.x = 1
            points[0] = first
            points[points.count - 1] = last
        }
        let error = PiecewiseLinearFit.maximumError(of: points, against: x, y)
        return (points.map { Point(progress: $0.x, value: $0.y) }, error, kept.map { curve.y[$0] })
    }
}

/// A curve sampled densely: times in seconds from 0, increasing, and values.
struct SampledCurve {
    var x: [Double] = []
    var y: [Double] = []

    mutating func append(_ time: Double, _ value: Double) {
        x.append(time)
        y.append(value)
    }

    /// The value at `time`, joining the samples linearly.
    func value(at time: Double) -> Double {
        PiecewiseLinearFit.polyline(zip(x, y).map { ($0, $1) }, at: time)
    }

    /// How far the curve is from reading the same backward over its change from 0 to 1: the
    /// largest |(1 − f(t)) − f(T − t)|.
    func asymmetry() -> Double {
        guard let end = x.last else { return 0 }
        // Walk the reversed times with a moving index rather than searching for each.
        var worst = 0.0
        var index = x.count - 1
        for (time, value) in zip(x, y) {
            let mirrored = end - time
            while index > 0, x[index - 1] >= mirrored { index -= 1 }
            let reversed: Double
            if index == 0 || x[index] == mirrored {
                reversed = y[index]
            } else {
                let a = index - 1
                reversed = y[a] + (y[index] - y[a]) * (mirrored - x[a]) / (x[index] - x[a])
            }
            worst = max(worst, abs((1 - value) - reversed))
        }
        return worst
    }

    /// The curve, then the change undone with the same timing (`1 − f(t)`), as a repeated
    /// animation's backward pass plays: twice as long.
    func followedByItsReverse() -> SampledCurve {
        let end = x.last ?? 0
        var both = self
        for (time, value) in zip(x, y).dropFirst() {
            both.append(end + time, 1 - value)
        }
        return both
    }
}
