import Foundation
import KinemaRender

/// A ``PlotSubject`` sampled over time (or, for a unit curve, over progress): each track's value
/// and, where it has one, velocity at every sample.
///
/// ```swift
/// let samples = try PlotSubject.parse("bouncy").sample(fps: 60)
/// samples.x.count               // 47: 0, 1/60, … 46/60, the first frame the spring is at rest
/// samples.tracks[0].values.last // 1.0
/// samples.summary               // "finished at 0.767 s"
/// let chart = samples.chart(title: "bouncy")
/// ```
package struct PlotSamples: Sendable {
    /// What the x values measure.
    package enum Axis: Hashable, Sendable {
        /// Seconds since the start.
        case time
        /// A unit curve's input progress, 0…1.
        case progress
    }

    /// One sampled quantity.
    package struct Track: Sendable {
        /// The quantity, as the chart's legend and CSV header name it: `"value"`, `"scale"`.
        package var name: String
        /// The value at each of ``PlotSamples/x``.
        package var values: [Double]
        /// The rate of change at each of ``PlotSamples/x`` (per second, or per unit of progress for
        /// a curve), or `nil` when the track is charted without it. A vertical tangent is ±infinity.
        package var velocities: [Double]?

        /// Creates a track.
        package init(name: String, values: [Double], velocities: [Double]? = nil) {
            self.name = name
            self.values = values
            self.velocities = velocities
        }
    }

    /// What ``x`` measures.
    package var axis: Axis
    /// The sample positions, increasing from 0.
    package var x: [Double]
    /// The sampled quantities, each with one value per position.
    package var tracks: [Track]
    /// Where the subject finished, when it did before the last sample: an animation's first
    /// finished frame, or a spring's settling duration.
    package var finish: LineChart.Marker?
    /// One line describing what was sampled: the animation as Kinema describes it, a spring's
    /// parameters and settling time, and when it finished.
    package var summary: String

    /// Creates samples.
    package init(axis: Axis, x: [Double], tracks: [Track], finish: LineChart.Marker? = nil, summary: String) {
        self.axis = axis
        self.x = x
        self.tracks = tracks
        self.finish = finish
        self.summary = summary
    }

    /// A chart of the samples, with ``summary`` as its subtitle.
    ///
    /// ```swift
    /// let svg = try PlotSubject.parse("easeInOut(duration: 1)").sample().chart(title: "easeInOut").svg()
    /// ```
    ///
    /// Each track gets a panel for its values and, when it has velocities, another for them: a
    /// single track named `value` gives the panels `value` and `velocity (1/s)` (for a curve,
    /// `velocity (per progress)`); keyframe tracks give a panel each. The x axis is
    /// `time (s)` or `progress`; ``finish`` becomes a marker.
    package func chart(title: String) -> LineChart {
        var panels: [LineChart.Panel] = []
        let rate = axis == .time ? "1/s" : "per progress"
        for track in tracks {
            panels.append(.init(yLabel: track.name, series: [series(track.name, track.values)]))
            if let velocities = track.velocities {
                let name = track.name == "value" ? "velocity" : "\(track.name) velocity"
                panels.append(.init(yLabel: "\(name) (\(rate))", series: [series(name, velocities)]))
            }
        }
        return LineChart(
            title: title, subtitle: summary, xLabel: axis == .time ? "time (s)" : "progress", panels: panels,
            markers: finish.map { [$0] } ?? [])
    }

    private func series(_ name: String, _ values: [Double]) -> LineChart.Series {
        LineChart.Series(name: name, points: zip(x, values).map { LineChart.Point(x: $0, y: $1) })
    }
}
