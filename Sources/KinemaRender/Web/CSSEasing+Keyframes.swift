import Foundation
import KinemaCore

extension CSSEasing {
    /// Exports a keyframe timeline of a number: its value over its duration, normalised between
    /// its lowest and highest value (``valueRange``).
    ///
    /// ```swift
    /// let timeline = KeyframeTimeline(initialValue: 1.0) {
    ///     LinearKeyframe(1.0, duration: 0.36)
    ///     SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
    ///     SpringKeyframe(1.0, spring: .bouncy)
    /// }
    /// let easing = try CSSEasing(timeline: timeline)
    /// easing.valueRange                  // 1.0...1.5…: animate `scale` from the lower to the upper bound
    /// print(easing.keyframesRule(name: "pop", property: "scale"))   // or the values themselves
    /// ```
    ///
    /// The timeline is sampled every 1/2,000 s (at most 400,000 samples) from 0 to its
    /// ``KeyframeTimeline/duration``. A timeline of duration 0 exports its one value, constant.
    ///
    /// - Parameters:
    ///   - timeline: The timeline.
    ///   - tolerance: The largest error allowed, as a fraction of the value range (default 0.005);
    ///     clamped to 0.0001…0.5, NaN reads as the default.
    ///   - maximumDuration: The longest timeline exported, in seconds (default 60).
    /// - Throws: ``CSSExportError/doesNotFinish(limit:)`` for a timeline longer than
    ///   `maximumDuration` (or of infinite duration); ``CSSExportError/nonFiniteValue(time:)`` when
    ///   a value is NaN or infinite.
    public init(
        timeline: KeyframeTimeline<Double>,
        tolerance: Double = CSSEasing.defaultTolerance,
        maximumDuration: TimeInterval = CSSEasing.defaultMaximumDuration
    ) throws {
        try self.init(timeline: timeline, value: { $0 }, tolerance: tolerance, maximumDuration: maximumDuration)
    }

    /// Exports one number read from a keyframe timeline of any value, such as one property of a
    /// struct its tracks animate.
    ///
    /// ```swift
    /// let easing = try CSSEasing(timeline: reaction, value: { $0.verticalStretch })
    /// ```
    ///
    /// See ``init(timeline:tolerance:maximumDuration:)`` for the sampling and the errors.
    public init<Value>(
        timeline: KeyframeTimeline<Value>,
        value: (Value) -> Double,
        tolerance: Double = CSSEasing.defaultTolerance,
        maximumDuration: TimeInterval = CSSEasing.defaultMaximumDuration
    ) throws {
        let tolerance = Self.sanitized(tolerance: tolerance)
        let limit = Self.sanitized(limit: maximumDuration)
        let duration = timeline.duration
        guard duration.isFinite, duration <= limit else { throw CSSExportError.doesNotFinish(limit: limit) }
        let count = duration > 0
            ? min(Int((duration / AnimationPlan.step).rounded(.up)), AnimationPlan.maximumSampleCount) : 0
        var curve = SampledCurve()
        for k in 0...count {
            let time = count == 0 ? 0 : duration * Double(k) / Double(count)
            let sample = value(timeline.value(time: time))
            guard sample.isFinite else { throw CSSExportError.nonFiniteValue(time: time) }
            curve.append(time, sample)
        }
        let low = curve.y.min() ?? 0, high = curve.y.max() ?? 0
        guard duration > 0 else {
            let point = Point(progress: 0, value: 0)
            self.init(points: [point, Point(progress: 1, value: 0)], duration: 0, valueRange: low...high, tolerance: tolerance)
            return
        }
        let fit = Self.fit(curve, range: low...high, tolerance: tolerance)
        self.init(points: fit.points, duration: duration, valueRange: low...high, tolerance: tolerance, maximumError: fit.error)
        unroundedValues = fit.values
    }

    /// Exports a keyframe track of a number, run from `initialValue` as a
    /// `KeyframeTimeline(initialValue:)` would run it.
    ///
    /// ```swift
    /// let track = KeyframeTrack {
    ///     CubicKeyframe(16.0, duration: 0.2)
    ///     CubicKeyframe(0.0, duration: 0.2)
    /// }
    /// let easing = try CSSEasing(track: track, initialValue: 0)
    /// ```
    ///
    /// See ``init(timeline:tolerance:maximumDuration:)`` for the sampling and the errors.
    public init<Content>(
        track: KeyframeTrack<Double, Double, Content>,
        initialValue: Double,
        tolerance: Double = CSSEasing.defaultTolerance,
        maximumDuration: TimeInterval = CSSEasing.defaultMaximumDuration
    ) throws {
        let timeline = KeyframeTimeline(initialValue: initialValue) { track }
        try self.init(timeline: timeline, tolerance: tolerance, maximumDuration: maximumDuration)
    }
}
