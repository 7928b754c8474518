import Foundation
import KinemaCore

/// An animation or keyframe timeline as CSS timing: a `linear()` easing with enough points to
/// follow Kinema's own curve, its duration, and the delay, iteration count and direction its
/// modifiers map to.
///
/// ```swift
/// let easing = try CSSEasing(Animation.spring(duration: 0.5, bounce: 0.3))
/// easing.linearFunction   // "linear(0, 0.0199 1.0296%, …, 1)"
/// easing.duration         // seconds until the spring settles
/// easing.points.count     // a few dozen
/// easing.maximumError     // under 0.005: 0.5% of the change
/// print(easing.cssRule(selector: ".card"))
/// ```
///
/// CSS's `linear()` joins its points with straight lines, and its outputs may leave 0…1, so a
/// spring's overshoot comes through. Points are chosen adaptively: a dense sampling of the curve
/// is split at its worst sample until every sample is within the tolerance of the polyline
/// (Ramer–Douglas–Peucker, measured vertically), so a smooth stretch costs few points and a bounce
/// more. ``maximumError`` is that distance measured again after the numbers are rounded for CSS.
///
/// The outputs are the curve normalised to ``valueRange``: an animation's progress over a change
/// from 0 to 1 (so `valueRange` is `0...1`), or a keyframe timeline's value between its lowest and
/// highest, whose `@keyframes` go from `valueRange.lowerBound` to `valueRange.upperBound`
/// (``keyframesRule(name:property:unit:)`` writes the values themselves instead).
public struct CSSEasing: Sendable, Hashable {
    /// One point of the `linear()` function: an output at an input progress.
    public struct Point: Sendable, Hashable {
        /// The input: the fraction of an iteration's duration, 0…1.
        public var progress: Double
        /// The output: the curve's value there, normalised to ``CSSEasing/valueRange`` (it may
        /// leave 0…1, as a spring's overshoot does).
        public var value: Double

        /// Creates a point.
        ///
        /// ```swift
        /// let middle = CSSEasing.Point(progress: 0.5, value: 0.5)
        /// ```
        public init(progress: Double, value: Double) {
            self.progress = progress
            self.value = value
        }
    }

    /// How many times the animation plays: `animation-iteration-count`.
    public enum IterationCount: Sendable, Hashable {
        /// A finite number of iterations; fractional counts (`1.5`) stop part-way, as CSS allows.
        case count(Double)
        /// `infinite`: `repeatForever`.
        case infinite

        /// The CSS value: `3`, `1.5` or `infinite`.
        public var css: String {
            switch self {
            case .count(let count): DecimalText.fixed(count, decimals: 4)
            case .infinite: "infinite"
            }
        }
    }

    /// Whether every other iteration runs backward: `animation-direction`.
    public enum Direction: String, Sendable, Hashable {
        /// Every iteration runs forward.
        case normal
        /// Every other iteration runs backward: `repeatCount(_:autoreverses: true)` on a curve
        /// that reads the same backward.
        case alternate
    }

    /// The tolerance the export aimed for, as a fraction of the value range: 0.005 by default.
    public static let defaultTolerance = 0.005

    /// The longest curve exported, in seconds: 60 by default. Longer ones are an error, not a
    /// curve sampled for ever.
    public static let defaultMaximumDuration: TimeInterval = 60

    /// The points of the `linear()` function, in order of progress, from progress 0 to 1.
    public let points: [Point]

    /// One iteration's length in seconds: `animation-duration`. 0 for an animation that finishes
    /// at once.
    public let duration: TimeInterval

    /// Seconds before the first iteration starts: `animation-delay`.
    public let delay: TimeInterval

    /// How many iterations play: `animation-iteration-count`.
    public let iterationCount: IterationCount

    /// Whether iterations alternate: `animation-direction`.
    public let direction: Direction

    /// The values the outputs are normalised to: output 0 is the lower bound, 1 the upper.
    /// `0...1` for an animation.
    public let valueRange: ClosedRange<Double>

    /// The tolerance the points were chosen for, as a fraction of the value range.
    public let tolerance: Double

    /// The largest distance between the exported polyline and the densely sampled curve, as a
    /// fraction of the value range, after rounding for CSS.
    public let maximumError: Double

    /// The values at the points before normalising and rounding, for `@keyframes` that hold the
    /// values themselves; empty when the points were given by hand.
    var unroundedValues: [Double] = []

    /// Creates an easing from its parts; the initialisers that take an animation or a timeline
    /// work them out.
    ///
    /// ```swift
    /// let linear = CSSEasing(points: [.init(progress: 0, value: 0), .init(progress: 1, value: 1)], duration: 1)
    /// linear.linearFunction   // "linear(0, 1)"
    /// ```
    ///
    /// Non-finite numbers are replaced so the CSS stays valid: a NaN or infinite point, duration
    /// or delay reads as 0, and progress is clamped to 0…1 and kept in order.
    public init(
        points: [Point],
        duration: TimeInterval,
        delay: TimeInterval = 0,
        iterationCount: IterationCount = .count(1),
        direction: Direction = .normal,
        valueRange: ClosedRange<Double> = 0...1,
        tolerance: Double = CSSEasing.defaultTolerance,
        maximumError: Double = 0
    ) {
        var previous = 0.0
        self.points = points.map { point in
            let progress = max(min(point.progress.isFinite ? point.progress : 0, 1), previous)
            previous = progress
            return Point(progress: progress, value: point.value.isFinite ? point.value : 0)
        }
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? delay : 0
        if case .count(let count) = iterationCount, !(count.isFinite && count >= 0) {
            self.iterationCount = count == .infinity ? .infinite : .count(1)
        } else {
            self.iterationCount = iterationCount
        }
        self.direction = direction
        self.valueRange = valueRange
        self.tolerance = tolerance
        self.maximumError = maximumError
    }

    /// The CSS easing function: `linear(0, 0.3 20%, 1)`.
    ///
    /// Outputs have five decimals and progress four decimals of a percent; the first and last
    /// points leave their progress out, since `linear()` puts them at 0% and 100%.
    public var linearFunction: String {
        guard points.count >= 2 else { return "linear(0, 1)" }
        let stops = points.enumerated().map { index, point in
            let value = DecimalText.fixed(point.value, decimals: CSSNumber.valueDecimals)
            if index == 0 || index == points.count - 1 { return value }
            return value + " " + DecimalText.fixed(point.progress * 100, decimals: CSSNumber.percentDecimals) + "%"
        }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }

    /// The value of the `linear()` function at `progress` (0…1), as a browser computes it, in the
    /// normalised outputs.
    ///
    /// ```swift
    /// try CSSEasing(.linear(duration: 1)).value(atProgress: 0.25) // 0.25
    /// ```
    public func value(atProgress progress: Double) -> Double {
        PiecewiseLinearFit.polyline(points.map { ($0.progress, $0.value) }, at: progress.isNaN ? 0 : progress)
    }

    /// The animation properties, one declaration a line: `animation-duration`,
    /// `animation-timing-function`, and `animation-delay`, `animation-iteration-count`,
    /// `animation-direction` where they differ from CSS's defaults, and `animation-fill-mode:
    /// backwards`, so a delay shows the start as SwiftUI does.
    ///
    /// ```swift
    /// try CSSEasing(.easeInOut(duration: 0.4).repeatCount(3)).declarations
    /// // ["animation-duration: 0.4s;", "animation-timing-function: linear(…);",
    /// //  "animation-iteration-count: 3;", "animation-direction: alternate;", …]
    /// ```
    public var declarations: [String] {
        var lines = [
            "animation-duration: \(CSSNumber.seconds(duration));",
            "animation-timing-function: \(linearFunction);",
        ]
        if delay != 0 { lines.append("animation-delay: \(CSSNumber.seconds(delay));") }
        if iterationCount != .count(1) { lines.append("animation-iteration-count: \(iterationCount.css);") }
        if direction != .normal { lines.append("animation-direction: \(direction.rawValue);") }
        lines.append("animation-fill-mode: backwards;")
        return lines
    }

    /// A rule ready to paste: the declarations under `selector`, with `animation-name` first when
    /// `animationName` is given.
    ///
    /// ```swift
    /// print(try CSSEasing(.bouncy).cssRule(selector: ".badge", animationName: "grow"))
    /// // .badge {
    /// //   animation-name: grow;
    /// //   animation-duration: 0.8967s;
    /// //   …
    /// // }
    /// ```
    public func cssRule(selector: String = ".kinema-animation", animationName: String? = nil) -> String {
        let name = animationName.map { ["animation-name: \($0);"] } ?? []
        return selector + " {\n" + (name + declarations).map { "  " + $0 }.joined(separator: "\n") + "\n}\n"
    }

    /// `@keyframes` holding the values themselves at each point, joined linearly: the same curve
    /// as the `linear()` easing, written for an animation whose timing function is `linear`.
    ///
    /// ```swift
    /// let easing = try CSSEasing(timeline: KeyframeTimeline(initialValue: 0.0) {
    ///     LinearKeyframe(10.0, duration: 0.2)
    ///     CubicKeyframe(0.0, duration: 0.4)
    /// })
    /// print(easing.keyframesRule(name: "nudge", property: "translate", unit: "px"))
    /// // @keyframes nudge {
    /// //   0% { translate: 0px; }
    /// //   33.3333% { translate: 10px; }
    /// //   …
    /// ```
    ///
    /// - Parameters:
    ///   - name: The `@keyframes` name.
    ///   - property: The CSS property each keyframe sets (`translate`, `opacity`, a custom
    ///     property such as `--scale`).
    ///   - unit: Written after each number (`px`, `deg`, or nothing).
    public func keyframesRule(name: String, property: String, unit: String = "") -> String {
        let span = valueRange.upperBound - valueRange.lowerBound
        let exact = unroundedValues.count == points.count
        let stops = points.enumerated().map { index, point in
            let value = exact ? unroundedValues[index] : valueRange.lowerBound + point.value * span
            return "  \(DecimalText.fixed(point.progress * 100, decimals: CSSNumber.percentDecimals))% { "
                + "\(property): \(DecimalText.fixed(value, decimals: CSSNumber.valueDecimals))\(unit); }"
        }
        return "@keyframes \(name) {\n" + stops.joined(separator: "\n") + "\n}\n"
    }
}
