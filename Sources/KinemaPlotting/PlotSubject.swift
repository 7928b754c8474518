import Foundation
import KinemaCore

/// Something `kinema plot` can chart over time: an animation, a spring, a unit curve or a set of
/// keyframe tracks.
///
/// Parse one from the way it is written in Swift:
///
/// ```swift
/// let subject = try PlotSubject.parse("spring(duration: 0.3, bounce: 0.7).delay(0.1)")
/// let chart = subject.sample(fps: 60).chart(title: "spring(duration: 0.3, bounce: 0.7).delay(0.1)")
/// try chart.svg().write(toFile: "spring.svg", atomically: true, encoding: .utf8)
/// ```
///
/// ``parse(_:)`` documents every accepted spelling; ``sample(duration:fps:)`` how each kind of
/// subject is sampled.
package enum PlotSubject: Sendable {
    /// An animation, charted as it covers a change from 0 to 1, frame by frame.
    case animation(Animation)
    /// A spring, charted in closed form as it pulls a value from 0 to 1 from rest.
    case spring(Spring)
    /// A unit curve, charted over its input progress 0…1.
    case curve(UnitCurve)
    /// Keyframe tracks, each charted as its own value over time.
    case keyframes(name: String, tracks: [Track])

    /// One keyframe track, as a timeline of a single number.
    package struct Track: Sendable {
        /// The property the track animates, with its unit: `"angle (°)"`.
        package var name: String
        /// The track's keyframes on their own, animating a `Double`.
        package var timeline: KeyframeTimeline<Double>

        /// Creates a track.
        ///
        /// ```swift
        /// let scale = PlotSubject.Track(name: "scale", timeline: KeyframeTimeline(initialValue: 1.0) {
        ///     LinearKeyframe(1.0, duration: 0.36)
        ///     SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
        /// })
        /// ```
        package init(name: String, timeline: KeyframeTimeline<Double>) {
            self.name = name
            self.timeline = timeline
        }
    }

    /// Why some text is not an animation, spring, curve or keyframes name: one line that says what
    /// was expected, such as `unknown animation 'bounce' — did you mean 'bouncy'?`.
    package struct ParseError: Error, Equatable, CustomStringConvertible, LocalizedError {
        /// The message, a single line without a trailing period.
        package let message: String

        /// Creates an error with a message.
        package init(_ message: String) {
            self.message = message
        }

        package var description: String { message }
        package var errorDescription: String? { message }
    }

    /// The named keyframe timelines `keyframes:NAME` accepts.
    ///
    /// - `reaction`: the four tracks of the reaction from WWDC23's "Wind your way through advanced
    ///   animations in SwiftUI" — `angle (°)` (cubic keyframes), `vertical stretch` (cubic),
    ///   `scale` (a linear hold, then springs) and `vertical offset` (springs).
    package static let keyframeTimelineNames = ["reaction"]

    /// The tracks of a named keyframe timeline, or `nil` for a name not in ``keyframeTimelineNames``.
    ///
    /// ```swift
    /// PlotSubject.keyframeTracks(named: "reaction")?.map(\.name)
    /// // ["angle (°)", "vertical stretch", "scale", "vertical offset"]
    /// ```
    package static func keyframeTracks(named name: String) -> [Track]? {
        switch name {
        case "reaction": return ReactionKeyframes.tracks
        default: return nil
        }
    }

    /// Reads an animation, spring, unit curve or keyframe timeline written as in Swift.
    ///
    /// ```swift
    /// try PlotSubject.parse("bouncy")                                 // .animation(.bouncy)
    /// try PlotSubject.parse(".easeInOut(duration: 1).repeatCount(3)")  // .animation(…)
    /// try PlotSubject.parse("Spring(duration: 0.5, bounce: 0.3)")     // .spring(…)
    /// try PlotSubject.parse("bezier(0.25, 0.1, 0.25, 1)")             // .curve(…)
    /// try PlotSubject.parse("keyframes:reaction")                     // .keyframes(…)
    /// try PlotSubject.parse("bounce") // ParseError: unknown animation 'bounce' — did you mean 'bouncy'?
    /// ```
    ///
    /// Whitespace between tokens is ignored, and a leading `.` or `Animation.` is optional.
    /// Arguments follow Swift's rules: labels as declared, in order, with defaults omitted; integer
    /// literals are accepted where a `Double` is expected, but not the reverse. Accepted:
    ///
    /// - Animations: `default`, `linear`, `easeIn`, `easeOut`, `easeInOut` (0.35 s), and
    ///   `linear(duration:)` and so on; `timingCurve(_:_:_:_:duration:)`,
    ///   `timingCurve(_:duration:)` with a curve (`.circularEaseIn`); `spring`,
    ///   `spring(duration:bounce:blendDuration:)`, `spring(response:dampingFraction:blendDuration:)`,
    ///   `spring(_:blendDuration:)` with a spring (`.bouncy`, `Spring(…)`); `smooth`, `snappy`,
    ///   `bouncy` with optional `(duration:extraBounce:)`; `interactiveSpring` with
    ///   `(duration:extraBounce:blendDuration:)` or `(response:dampingFraction:blendDuration:)`;
    ///   `interpolatingSpring` with `(mass:stiffness:damping:initialVelocity:)`,
    ///   `(duration:bounce:initialVelocity:)` or `(_:initialVelocity:)`.
    /// - Any number of modifiers after an animation: `.delay(_:)`, `.speed(_:)`,
    ///   `.repeatCount(_:autoreverses:)`, `.repeatForever(autoreverses:)`,
    ///   `.logicallyComplete(after:)`.
    /// - Springs: `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`,
    ///   `Spring(mass:stiffness:damping:allowOverDamping:)`,
    ///   `Spring(settlingDuration:dampingRatio:epsilon:)`, and `Spring.smooth`, `Spring.snappy`,
    ///   `Spring.bouncy`, optionally with `(duration:extraBounce:)`.
    /// - Unit curves: `UnitCurve.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.circularEaseIn`,
    ///   `.circularEaseOut`, `.circularEaseInOut`, `UnitCurve.bezier(startControlPoint:endControlPoint:)`
    ///   and `UnitCurve(startControlPoint:endControlPoint:)` with `UnitPoint(x:y:)` arguments, each
    ///   optionally followed by `.inverse`; and the shorthand `bezier(x1, y1, x2, y2)` (a Kinema
    ///   spelling, not Swift's) for the cubic Bézier with those control points.
    /// - Keyframes: `keyframes:NAME` for a name in ``keyframeTimelineNames``.
    ///
    /// Each number must be one the parameter accepts: `spring(duration: -1)`, `bounce: -3`, a
    /// negative stiffness, `.speed(-1)` and `.repeatCount(-3)` are errors naming the parameter and
    /// its range ("'bounce:' of spring(duration:bounce:blendDuration:) must be in -1…1, not '-3'").
    /// The ranges are Apple's where its documentation gives one (`bounce` −1…1, `repeatCount` at
    /// least 1, a spring animation's `response` 0 or more) and physical ones otherwise (durations,
    /// masses and stiffnesses positive, damping and delays not negative, control points' x in
    /// 0…1); `AnimationSpec+Ranges.swift` lists them all. Argument lists nest at most 32 deep, so
    /// text nested deeper is refused rather than exhausting the stack.
    ///
    /// - Throws: ``ParseError`` naming what was expected: an unknown name or label (with the
    ///   closest known one when there is a close one), a missing or misplaced argument, a number
    ///   that is malformed, not finite or out of its parameter's range, argument lists nested more
    ///   than 32 deep, or a stray character (with its column).
    package static func parse(_ text: String) throws -> PlotSubject {
        try AnimationSpec.subject(from: text)
    }
}

extension PlotSubject: CustomStringConvertible {
    /// The subject as Kinema describes it: the animation's own description, as SwiftUI prints it
    /// (`FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)`), the spring's parameters,
    /// the curve's name or control points (`UnitCurve.bezier(0.25, 0.1, 0.25, 1)`), or
    /// `keyframes:NAME`.
    package var description: String {
        switch self {
        case .animation(let animation): return animation.description
        case .spring(let spring):
            return "Spring(response: \(spring.response), dampingRatio: \(spring.dampingRatio), mass: \(spring.mass))"
        case .curve(let curve): return Self.curveDescription(curve)
        case .keyframes(let name, _): return "keyframes:\(name)"
        }
    }
}
