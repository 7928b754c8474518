import Foundation
import KinemaDisplay

/// A line chart of one or more named series, written as a standalone SVG document or as CSV.
///
/// ```swift
/// let spring = Spring.bouncy
/// let times = stride(from: 0.0, through: 1.0, by: 1.0 / 60).map { $0 }
/// let chart = LineChart(
///     title: "Spring.bouncy",
///     xLabel: "time (s)",
///     yLabel: "value",
///     series: [
///         .init(name: "value", points: times.map { ($0, spring.value(target: 1.0, time: $0)) }),
///         .init(name: "target", points: [(0, 1), (1, 1)], color: .gray),
///     ])
/// try chart.svg().write(toFile: "bouncy.svg", atomically: true, encoding: .utf8)
/// print(chart.csv()) // time (s),value,target …
/// ```
///
/// A chart has a title (and an optional subtitle), an x axis shared by one or more *panels*
/// stacked top to bottom, and, in each panel, its own y axis, gridlines at "nice" ticks (steps of
/// 1, 2 or 5 times a power of ten) and a legend naming its series by colour. Use several panels
/// for quantities with different units or scales — a value and its velocity, say — so that each
/// fills its own height:
///
/// ```swift
/// let chart = LineChart(title: "bouncy", xLabel: "time (s)", panels: [
///     .init(yLabel: "value", series: [.init(name: "value", points: values)]),
///     .init(yLabel: "velocity (1/s)", series: [.init(name: "velocity", points: velocities)]),
/// ])
/// ```
///
/// Edges: points with a NaN or infinite coordinate are left out and break their line in two; an
/// empty series still appears in the legend; a panel without finite points gets the axis 0…1; a
/// flat series gets an axis widened around its value. Numbers in the SVG are quantised to
/// ``precision`` decimals, like ``SVGRenderer``'s, so the same chart gives the same bytes on every
/// platform.
public struct LineChart: Sendable {
    /// A point of a series.
    public struct Point: Hashable, Sendable {
        /// The horizontal coordinate, in data units.
        public var x: Double
        /// The vertical coordinate, in data units.
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A named line.
    public struct Series: Sendable {
        /// The name shown in the legend and used as the series' CSV column header.
        public var name: String
        /// The points, joined in the order given.
        public var points: [Point]
        /// The line's colour; `nil` takes the next colour of ``LineChart/palette`` (by the series'
        /// position in the whole chart).
        public var color: Color?

        /// Creates a series from points.
        ///
        /// ```swift
        /// LineChart.Series(name: "linear", points: [.init(x: 0, y: 0), .init(x: 1, y: 1)])
        /// ```
        public init(name: String, points: [Point], color: Color? = nil) {
            self.name = name
            self.points = points
            self.color = color
        }

        /// Creates a series from `(x, y)` pairs.
        ///
        /// ```swift
        /// LineChart.Series(name: "linear", points: [(0, 0), (1, 1)], color: .blue)
        /// ```
        public init(name: String, points: [(x: Double, y: Double)], color: Color? = nil) {
            self.init(name: name, points: points.map { Point(x: $0.x, y: $0.y) }, color: color)
        }
    }

    /// One band of the chart: a y axis and the series drawn against it.
    public struct Panel: Sendable {
        /// The y axis title, written vertically at the panel's left.
        public var yLabel: String
        /// The lines, drawn in order (the last on top).
        public var series: [Series]

        /// Creates a panel.
        public init(yLabel: String, series: [Series]) {
            self.yLabel = yLabel
            self.series = series
        }
    }

    /// A vertical rule across every panel at a given x, with a short label: where an animation
    /// finished, say.
    public struct Marker: Hashable, Sendable {
        /// Where the rule stands, in data units; markers outside the x axis are not drawn.
        public var x: Double
        /// The text written beside the rule, at the top of the first panel.
        public var label: String

        /// Creates a marker.
        ///
        /// ```swift
        /// LineChart.Marker(x: 0.82, label: "settled")
        /// ```
        public init(x: Double, label: String) {
            self.x = x
            self.label = label
        }
    }

    /// The heading, written large at the top.
    public var title: String
    /// A second, smaller line under the title; `nil` (the default) leaves it out.
    public var subtitle: String?
    /// The x axis title, written under the last panel; also the first CSV column's header.
    public var xLabel: String
    /// The panels, top to bottom, sharing one x axis.
    public var panels: [Panel]
    /// Vertical rules across the panels.
    public var markers: [Marker]
    /// The document's width in points (default 720); at least 240.
    public var width: Double
    /// The height of each panel's plotting area in points (default 200); at least 60.
    public var panelHeight: Double
    /// Decimals kept in SVG coordinates, 0…6 (default 2); tick labels keep as many as their step
    /// needs.
    public var precision: Int

    /// The colours given to series without their own, in order, repeating after the last.
    public static let palette: [Color] = [
        Color(red: 0.121, green: 0.467, blue: 0.706),  // blue
        Color(red: 1.000, green: 0.498, blue: 0.055),  // orange
        Color(red: 0.173, green: 0.627, blue: 0.173),  // green
        Color(red: 0.839, green: 0.153, blue: 0.157),  // red
        Color(red: 0.580, green: 0.404, blue: 0.741),  // purple
        Color(red: 0.549, green: 0.337, blue: 0.294),  // brown
        Color(red: 0.890, green: 0.467, blue: 0.761),  // pink
        Color(red: 0.090, green: 0.745, blue: 0.812),  // cyan
    ]

    /// Creates a chart with several panels sharing the x axis.
    ///
    /// ```swift
    /// let chart = LineChart(title: "reaction", xLabel: "time (s)", panels: [
    ///     .init(yLabel: "scale", series: [scale]),
    ///     .init(yLabel: "angle (°)", series: [angle]),
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - title: The heading.
    ///   - subtitle: A smaller second line, or `nil`.
    ///   - xLabel: The x axis title.
    ///   - panels: The panels, top to bottom. With none, the document has only its title.
    ///   - markers: Vertical rules across the panels.
    public init(
        title: String, subtitle: String? = nil, xLabel: String, panels: [Panel], markers: [Marker] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.xLabel = xLabel
        self.panels = panels
        self.markers = markers
        self.width = 720
        self.panelHeight = 200
        self.precision = 2
    }

    /// Creates a chart with a single panel.
    ///
    /// ```swift
    /// let chart = LineChart(title: "easeInOut", xLabel: "progress", yLabel: "value", series: [curve])
    /// ```
    public init(
        title: String, subtitle: String? = nil, xLabel: String, yLabel: String, series: [Series],
        markers: [Marker] = []
    ) {
        self.init(
            title: title, subtitle: subtitle, xLabel: xLabel, panels: [Panel(yLabel: yLabel, series: series)],
            markers: markers)
    }

    /// Every series of the chart, panel by panel, with the colour it is drawn in.
    var coloredSeries: [(panel: Int, series: Series, color: Color)] {
        var result: [(panel: Int, series: Series, color: Color)] = []
        for (index, panel) in panels.enumerated() {
            for series in panel.series {
                let color = series.color ?? Self.palette[result.count % Self.palette.count]
                result.append((index, series, color))
            }
        }
        return result
    }
}
