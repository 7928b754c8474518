import Foundation
import KinemaCore
import KinemaRender

extension PlotSubject {
    /// How long an animation or spring is sampled when no duration is given and it has not finished
    /// by then: 5 seconds.
    package static let automaticDurationLimit: TimeInterval = 5

    /// The most samples ``sample(duration:fps:)`` takes; longer or denser requests stop early.
    package static let maximumSampleCount = 100_000

    /// The velocity, per second or per unit of progress, from which ``sample(duration:fps:)``
    /// reads a vertical tangent: 10⁵ (covering the whole change in 10 µs).
    package static let verticalVelocity = 1e5

    /// Samples the subject's value and velocity at a fixed rate.
    ///
    /// ```swift
    /// let samples = try PlotSubject.parse("spring(duration: 0.3, bounce: 0.7)").sample(fps: 120)
    /// let csv = samples.chart(title: "spring").csv()
    /// ```
    ///
    /// - An **animation** animates a change from 0 to 1: a fresh `AnimationContext` is stepped
    ///   frame by frame at times k / `fps`, as a frame clock would, so stateful animations (the
    ///   persistent springs) advance exactly as on screen. The velocity is the animation's own
    ///   (`Animation.velocity(value:time:context:)`) where it reports one, else the finite
    ///   difference of neighbouring samples. The first frame at which the animation returns `nil`
    ///   shows the value at 1 with velocity 0 and is the ``PlotSamples/finish``. Without a
    ///   `duration`, sampling stops there, or after ``automaticDurationLimit`` for an animation that
    ///   has not finished (`repeatForever`, an undamped spring); with one, it goes on to `duration`,
    ///   holding 1 after the finish.
    /// - A **spring** pulls a value from 0 to 1 from rest, evaluated in closed form
    ///   (`Spring.value(target:time:)` and `Spring.velocity(target:time:)`), until `duration` or
    ///   else its settling duration (at most ``automaticDurationLimit``), which is its finish.
    /// - A **curve** is sampled over its progress 0…1 at fps × `duration` + 1 evenly spaced points
    ///   (`duration` defaulting to 1 s, as if the curve were played over one second); its velocity
    ///   is the slope `UnitCurve.velocity(at:)`, per unit of progress.
    /// - **Keyframes** give one track per keyframe track, its value at each frame until `duration`
    ///   or else the longest track's end; tracks past their own end hold their last value.
    ///
    /// The sample times are k / `fps` and then the end time itself, even when it is off that grid.
    /// A velocity of ``verticalVelocity`` or more in magnitude is a vertical tangent (the end of
    /// `circularEaseIn`, whose slope `UnitCurve` reports as infinite, or a near-vertical Bézier), recorded as
    /// ±infinity, so a chart leaves it out rather than squashing every other velocity flat.
    ///
    /// - Parameters:
    ///   - duration: Seconds to sample; `nil` (the default), zero, negative and NaN mean "until it
    ///     ends", as above.
    ///   - fps: Samples per second (default 60); zero, negative, infinite and NaN rates read as 60.
    ///     At most ``maximumSampleCount`` samples are taken; a longer request stops early.
    package func sample(duration: TimeInterval? = nil, fps: Double = 60) -> PlotSamples {
        let fps = fps.isFinite && fps > 0 ? fps : 60
        let duration = duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        switch self {
        case .animation(let animation):
            return Self.sample(animation, duration: duration, fps: fps)
        case .spring(let spring):
            return Self.sample(spring, duration: duration, fps: fps)
        case .curve(let curve):
            return Self.sample(curve, duration: duration ?? 1, fps: fps)
        case .keyframes(let name, let tracks):
            return Self.sample(keyframes: name, tracks: tracks, duration: duration, fps: fps)
        }
    }

    /// The sample times 0, 1/fps, … and then `end` itself; at most ``maximumSampleCount`` of them,
    /// ending before `end` when the cap cuts the run short.
    static func times(until end: TimeInterval, fps: Double) -> [TimeInterval] {
        // A hair of slack keeps a float error in end × fps from adding a sliver of a frame.
        let frames = min((end * fps - 1e-9).rounded(.up), Double(maximumSampleCount - 1))
        guard frames >= 1 else { return [0, end] }
        var times = (0..<Int(frames)).map { Double($0) / fps }
        times.append(Double(Int(frames)) / fps >= end ? end : Double(Int(frames)) / fps)
        return times
    }

    private static func sample(_ animation: Animation, duration: TimeInterval?, fps: Double) -> PlotSamples {
        let times = times(until: duration ?? automaticDurationLimit, fps: fps)
        var x: [Double] = []
        var values: [Double] = []
        var velocities: [Double?] = []
        var context = AnimationContext<Double>()
        var finish: TimeInterval?
        for time in times {
            x.append(time)
            if finish == nil, let value = animation.animate(value: 1.0, time: time, context: &context) {
                values.append(value)
                velocities.append(animation.velocity(value: 1.0, time: time, context: context))
                continue
            }
            values.append(1)
            velocities.append(0)
            if finish == nil {
                finish = time
                if duration == nil { break }
            }
        }
        // The chart's title names the animation as the user wrote it; the summary says how it ends.
        let summary = finish.map { "finished at \(seconds($0))" } ?? "still running at \(seconds(x.last ?? 0))"
        let filled = fillingGaps(velocities, values: values, x: x).map(vertical)
        return PlotSamples(
            axis: .time, x: x, tracks: [.init(name: "value", values: values, velocities: filled)],
            finish: marker("finished", at: finish, before: x.last), summary: summary)
    }

    private static func sample(_ spring: Spring, duration: TimeInterval?, fps: Double) -> PlotSamples {
        let settling = spring.settlingDuration
        let end = duration ?? max(min(settling, automaticDurationLimit), 1 / fps)
        let x = times(until: end, fps: fps)
        let values = x.map { spring.value(target: 1.0, time: $0) }
        let velocities = x.map { spring.velocity(target: 1.0, time: $0) }
        let summary = "Spring: response \(seconds(spring.response)), damping ratio \(number(spring.dampingRatio)), "
            + "stiffness \(number(spring.stiffness)), damping \(number(spring.damping)), mass \(number(spring.mass)); "
            + (settling.isFinite ? "settles in \(seconds(settling))" : "never settles")
        return PlotSamples(
            axis: .time, x: x, tracks: [.init(name: "value", values: values, velocities: velocities)],
            finish: marker("settled", at: settling.isFinite ? settling : nil, before: x.last), summary: summary)
    }

    private static func sample(_ curve: UnitCurve, duration: TimeInterval, fps: Double) -> PlotSamples {
        let steps = Int(min(max((duration * fps).rounded(), 1), Double(maximumSampleCount - 1)))
        let x = (0...steps).map { Double($0) / Double(steps) }
        return PlotSamples(
            axis: .progress, x: x,
            tracks: [.init(name: "value", values: x.map(curve.value(at:)), velocities: x.map { vertical(curve.velocity(at: $0)) })],
            summary: curveDescription(curve))
    }

    private static func sample(
        keyframes name: String, tracks: [Track], duration: TimeInterval?, fps: Double
    ) -> PlotSamples {
        let length = tracks.map(\.timeline.duration).max() ?? 0
        let x = times(until: duration ?? max(length, 1 / fps), fps: fps)
        let sampled = tracks.map { track in
            PlotSamples.Track(name: track.name, values: x.map { track.timeline.value(time: $0) })
        }
        let summary = "keyframes:\(name): \(tracks.count) track\(tracks.count == 1 ? "" : "s"), lasting \(seconds(length))"
        return PlotSamples(
            axis: .time, x: x, tracks: sampled, finish: marker("ends", at: length, before: x.last), summary: summary)
    }

    /// Velocities the animation did not report, as finite differences of the values: central
    /// inside, one-sided at either end.
    private static func fillingGaps(_ velocities: [Double?], values: [Double], x: [Double]) -> [Double] {
        velocities.indices.map { index in
            if let velocity = velocities[index] { return velocity }
            let before = max(index - 1, 0)
            let after = min(index + 1, values.count - 1)
            guard after > before, x[after] > x[before] else { return 0 }
            return (values[after] - values[before]) / (x[after] - x[before])
        }
    }

    /// ±infinity for a velocity of at least ``verticalVelocity`` in magnitude.
    private static func vertical(_ velocity: Double) -> Double {
        abs(velocity) >= verticalVelocity ? (velocity > 0 ? .infinity : -.infinity) : velocity
    }

    private static func marker(_ label: String, at time: TimeInterval?, before last: Double?) -> LineChart.Marker? {
        guard let time, let last, time < last else { return nil }
        return LineChart.Marker(x: time, label: "\(label) \(seconds(time))")
    }

    static func seconds(_ value: Double) -> String { DecimalText.fixed(value, decimals: 3) + " s" }

    static func number(_ value: Double) -> String {
        abs(value) >= 100 ? DecimalText.fixed(value, decimals: 2) : DecimalText.fixed(value, decimals: 4)
    }

    /// `UnitCurve.easeIn`, or `UnitCurve.bezier(0.25, 0.1, 0.25, 1)` for other Bézier curves.
    static func curveDescription(_ curve: UnitCurve) -> String {
        let named: [(UnitCurve, String)] = [
            (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
            (.circularEaseIn, "circularEaseIn"), (.circularEaseOut, "circularEaseOut"),
            (.circularEaseInOut, "circularEaseInOut"), (UnitCurve.circularEaseInOut.inverse, "circularEaseInOut.inverse"),
        ]
        if let name = named.first(where: { $0.0 == curve })?.1 { return "UnitCurve.\(name)" }
        if case .bezier(let bezier) = curve.function {
            let points = [bezier.start.x, bezier.start.y, bezier.end.x, bezier.end.y].map { number(Double($0)) }
            return "UnitCurve.bezier(\(points.joined(separator: ", ")))"
        }
        return "\(curve)"
    }
}
