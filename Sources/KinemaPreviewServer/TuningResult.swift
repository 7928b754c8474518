import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaPlotting
import KinemaRender
import KinemaUI

/// What the server sends back for a ``TuningRequest``: every number the tuning panel shows,
/// computed by Kinema — the three equivalent groups of spring parameters, the chart, the samples
/// the animated preview plays, and the Swift code to paste.
///
/// ```swift
/// let result = TuningResult.compute(.spring(.durationBounce(duration: 0.42, bounce: 0.31)))
/// result.code                           // ".spring(duration: 0.42, bounce: 0.31)"
/// result.parameters["dampingFraction"]  // 0.69
/// ```
package struct TuningResult: Sendable, Encodable, Equatable {
    /// Always `"result"`: the message's type on the wire.
    package var type = "result"
    /// `spring`, `bezier` or `keyframes`.
    package var kind: String
    /// The values behind the controls, by name (see ``compute(_:)``).
    package var parameters: [String: Double]
    /// The Swift code for what was asked, in the spelling of the controls that were moved.
    package var code: String
    /// Other spellings of the same animation.
    package var alternatives: [String]
    /// The chart of value and velocity over time, an SVG document.
    package var chart: String
    /// One line describing the samples (the chart's subtitle).
    package var summary: String
    /// The animated preview: the value at each frame, from the start.
    package var preview: Preview
    /// For a Bézier curve, the curve itself as (progress, value) points, for the editor to draw.
    package var curve: [[Double]]?
    /// What was clamped, one sentence each; empty when every value was in range.
    package var notes: [String]

    /// Samples for the animated preview: the page moves a dot through `values`, one per
    /// 1/`framesPerSecond` s, mapping `minimum…maximum` onto its track.
    package struct Preview: Sendable, Encodable, Equatable {
        package var framesPerSecond: Double
        package var values: [Double]
        package var minimum: Double
        package var maximum: Double
    }

    /// The slider ranges: a value outside is clamped into it and a note says so.
    package enum Range {
        package static let duration = 0.05...5.0
        package static let bounce = -1.0...1.0
        package static let response = 0.05...5.0
        package static let dampingFraction = 0.0...2.0
        package static let mass = 0.1...10.0
        package static let stiffness = 1.0...1000.0
        package static let damping = 0.0...100.0
        package static let controlX = 0.0...1.0
        package static let controlY = -2.0...3.0
        package static let curveDuration = 0.05...5.0
        package static let keyframeValue = -1000.0...1000.0
        package static let keyframeDuration = 0.0...10.0
    }

    /// Computes the result of `request`.
    ///
    /// Springs: each group is converted with `Spring`'s own initialisers, so moving one group
    /// updates the others — `Spring(duration: d, bounce: b)` has response d and damping fraction
    /// 1 − b (1 / (1 + b) when b < 0), stiffness (2π / d)² and damping 4π(1 − b) / d at mass 1;
    /// `Spring(mass: m, stiffness: k, damping: c)` has response 2π√(m / k) and damping fraction
    /// c / (2√(km)), at most 1 (SwiftUI reduces over-damping to critical). `parameters` holds
    /// `duration`, `bounce`, `response`, `dampingFraction`, `mass`, `stiffness`, `damping` and
    /// `settlingDuration`. Bézier curves give `x1`, `y1`, `x2`, `y2` and `duration`; keyframes give
    /// `initial`, `duration` and `count`.
    package static func compute(_ request: TuningRequest) -> TuningResult {
        var notes: [String] = []
        switch request {
        case .spring(let input):
            return spring(input, notes: &notes)
        case .bezier(let x1, let y1, let x2, let y2, let duration):
            let x1 = clamp(x1, Range.controlX, "x1", &notes)
            let y1 = clamp(y1, Range.controlY, "y1", &notes)
            let x2 = clamp(x2, Range.controlX, "x2", &notes)
            let y2 = clamp(y2, Range.controlY, "y2", &notes)
            let duration = clamp(duration, Range.curveDuration, "duration", &notes, unit: " s")
            let animation = Animation.timingCurve(x1, y1, x2, y2, duration: duration)
            let code = ".timingCurve(\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2)), duration: \(n(duration)))"
            let samples = PlotSubject.animation(animation).sample(fps: 60)
            let unit = UnitCurve.bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
            let curve = (0...64).map { step -> [Double] in
                let progress = Double(step) / 64
                return [progress, unit.value(at: progress)]
            }
            return TuningResult(
                kind: "bezier",
                parameters: ["x1": x1, "y1": y1, "x2": x2, "y2": y2, "duration": duration],
                code: code,
                alternatives: [
                    "UnitCurve.bezier(startControlPoint: UnitPoint(x: \(n(x1)), y: \(n(y1))), "
                        + "endControlPoint: UnitPoint(x: \(n(x2)), y: \(n(y2))))",
                ],
                chart: samples.chart(title: code).svg(), summary: samples.summary,
                preview: preview(samples), curve: curve, notes: notes)
        case .keyframes(let initial, let rows):
            let initial = clamp(initial, Range.keyframeValue, "initial value", &notes)
            let rows = rows.enumerated().map { index, row in
                TuningRequest.KeyframeRow(
                    kind: row.kind,
                    value: clamp(row.value, Range.keyframeValue, "keyframe \(index + 1) value", &notes),
                    duration: row.kind == .move
                        ? 0 : clamp(row.duration, Range.keyframeDuration, "keyframe \(index + 1) duration", &notes, unit: " s"))
            }
            let timeline = KeyframeTimeline(initialValue: initial) {
                for row in rows {
                    switch row.kind {
                    case .linear: LinearKeyframe(row.value, duration: row.duration)
                    case .spring: SpringKeyframe(row.value, duration: row.duration)
                    case .cubic: CubicKeyframe(row.value, duration: row.duration)
                    case .move: MoveKeyframe(row.value)
                    }
                }
            }
            let code = keyframeCode(rows)
            let samples = PlotSubject.keyframes(name: "track", tracks: [.init(name: "value", timeline: timeline)])
                .sample(fps: 60)
            return TuningResult(
                kind: "keyframes",
                parameters: ["initial": initial, "duration": timeline.duration, "count": Double(rows.count)],
                code: code, alternatives: [],
                chart: samples.chart(title: "KeyframeTrack").svg(), summary: samples.summary,
                preview: preview(samples), curve: nil, notes: notes)
        }
    }

    private static func spring(_ input: TuningRequest.SpringInput, notes: inout [String]) -> TuningResult {
        let spring: Spring
        let code: String
        switch input {
        case .durationBounce(let duration, let bounce):
            let d = clamp(duration, Range.duration, "duration", &notes, unit: " s")
            let b = clamp(bounce, Range.bounce, "bounce", &notes)
            spring = Spring(duration: d, bounce: b)
            code = ".spring(duration: \(n(d)), bounce: \(n(b)))"
        case .responseDamping(let response, let dampingFraction):
            let r = clamp(response, Range.response, "response", &notes, unit: " s")
            let z = clamp(dampingFraction, Range.dampingFraction, "dampingFraction", &notes)
            spring = Spring(response: r, dampingRatio: z)
            code = ".spring(response: \(n(r)), dampingFraction: \(n(z)))"
        case .physical(let mass, let stiffness, let damping):
            let m = clamp(mass, Range.mass, "mass", &notes)
            let k = clamp(stiffness, Range.stiffness, "stiffness", &notes)
            let c = clamp(damping, Range.damping, "damping", &notes)
            spring = Spring(mass: m, stiffness: k, damping: c)
            code = ".interpolatingSpring(mass: \(n(m)), stiffness: \(n(k)), damping: \(n(c)))"
        }
        let spellings = [
            ".spring(duration: \(n(spring.duration)), bounce: \(n(spring.bounce)))",
            ".spring(response: \(n(spring.response)), dampingFraction: \(n(spring.dampingRatio)))",
            ".interpolatingSpring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)))",
        ]
        let samples = PlotSubject.spring(spring).sample(fps: 60)
        return TuningResult(
            kind: "spring",
            parameters: [
                "duration": spring.duration, "bounce": spring.bounce, "response": spring.response,
                "dampingFraction": spring.dampingRatio, "mass": spring.mass, "stiffness": spring.stiffness,
                "damping": spring.damping,
                // A spring that never settles (no damping) reports the chart's cut-off instead of ∞,
                // which JSON cannot carry.
                "settlingDuration": spring.settlingDuration.isFinite ? spring.settlingDuration : -1,
            ],
            code: code, alternatives: spellings.filter { $0 != code },
            chart: samples.chart(title: code).svg(), summary: samples.summary,
            preview: preview(samples), curve: nil, notes: notes)
    }

    /// `KeyframeTrack(\.value) { … }` with one keyframe per line.
    static func keyframeCode(_ rows: [TuningRequest.KeyframeRow]) -> String {
        let lines = rows.map { row -> String in
            switch row.kind {
            case .linear: "    LinearKeyframe(\(n(row.value)), duration: \(n(row.duration)))"
            case .spring: "    SpringKeyframe(\(n(row.value)), duration: \(n(row.duration)))"
            case .cubic: "    CubicKeyframe(\(n(row.value)), duration: \(n(row.duration)))"
            case .move: "    MoveKeyframe(\(n(row.value)))"
            }
        }
        return (["KeyframeTrack(\\.value) {"] + lines + ["}"]).joined(separator: "\n")
    }

    private static func preview(_ samples: PlotSamples) -> Preview {
        let values = (samples.tracks.first?.values ?? []).map { $0.isFinite ? $0 : 0 }
        let low = min(values.min() ?? 0, 0)
        let high = max(values.max() ?? 1, 1)
        return Preview(framesPerSecond: 60, values: values, minimum: low, maximum: high)
    }

    private static func n(_ value: Double) -> String { SwiftLiteral.number(value) }

    /// `value` within `range`; a note when it was not.
    private static func clamp(
        _ value: Double, _ range: ClosedRange<Double>, _ name: String, _ notes: inout [String], unit: String = ""
    ) -> Double {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        if clamped != value {
            notes.append("\(name) \(n(value))\(unit) is outside \(n(range.lowerBound))…\(n(range.upperBound))\(unit): "
                + "clamped to \(n(clamped))\(unit)")
        }
        return clamped
    }
}
