import Foundation
import KinemaDisplay

extension LineChart {
    /// Writes the chart as a standalone SVG 1.1 document.
    ///
    /// ```swift
    /// try chart.svg().write(toFile: "chart.svg", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The document holds, in drawing order: a white background; the title (`class="title"`) and
    /// subtitle (`class="subtitle"`), in a smaller font or cut short with "…" when too long for
    /// the width; a `<g class="panel">` per panel with its gridlines, frame,
    /// tick labels (`class="x-ticks"`, `class="y-ticks"`), y axis title (`class="y-label"`), one
    /// `<g class="series">` per series (its name as a `<title>`, its line as a `<path>` starting a
    /// new `M` after every left-out point) and the legend (`class="legend"`); the markers
    /// (`class="marker"`); and the x axis title (`class="x-label"`). Every panel shares the x
    /// axis, which covers the finite x of every series; each panel's y axis covers its own series.
    ///
    /// - Returns: UTF-8 text ending in a newline.
    public func svg() -> String {
        let format = SVGFormat(precision: precision)
        let layout = Layout(self)
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" \
            width="\(format.number(layout.width))" height="\(format.number(layout.height))" \
            viewBox="0 0 \(format.number(layout.width)) \(format.number(layout.height))" \
            font-family="\(MarkupText.escaped(SVGRenderer.fontFamily))">
              <rect width="\(format.number(layout.width))" height="\(format.number(layout.height))" fill="#ffffff"/>

            """
        let room = layout.width - layout.left - 8
        let heading = Layout.fit(title, size: 18, smallest: 11, width: room)
        svg += text(heading.text, x: layout.left, y: 30, size: heading.size, format: format,
                    attributes: #"class="title" font-weight="bold""#)
        if let subtitle {
            let line = Layout.fit(subtitle, size: 13, smallest: 9, width: room)
            svg += text(line.text, x: layout.left, y: 52, size: line.size, format: format,
                        attributes: ##"class="subtitle" fill="#555555""##)
        }
        let colored = coloredSeries
        for (index, panel) in panels.enumerated() {
            let entries = colored.filter { $0.panel == index }.map { (series: $0.series, color: $0.color) }
            svg += panelElement(panel, entries: entries, top: layout.panelTop(index), layout: layout, format: format)
        }
        if !panels.isEmpty {
            let top = layout.panelTop(0)
            let bottom = layout.panelTop(panels.count - 1) + layout.panelHeight
            for marker in markers where marker.x.isFinite && marker.x >= layout.x.lower && marker.x <= layout.x.upper {
                let x = layout.xPosition(marker.x)
                svg += "  <g class=\"marker\">\n"
                svg += "    <path d=\"M\(format.number(x)) \(format.number(top))V\(format.number(bottom))\" "
                svg += "fill=\"none\" stroke=\"#888888\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>\n"
                svg += "  " + text(marker.label, x: x + 4, y: top + 14, size: 11, format: format,
                                   attributes: ##"fill="#555555""##)
                svg += "  </g>\n"
            }
            svg += text(xLabel, x: (layout.left + layout.right) / 2, y: bottom + 44, size: 13, format: format,
                        attributes: #"class="x-label" text-anchor="middle""#)
        }
        svg += "</svg>\n"
        return svg
    }

    private func panelElement(
        _ panel: Panel, entries: [(series: Series, color: Color)], top: Double, layout: Layout, format: SVGFormat
    ) -> String {
        let yScale = ChartScale(covering: entries.lazy.flatMap { $0.series.points.lazy.map(\.y) })
        let bottom = top + layout.panelHeight
        func yPosition(_ y: Double) -> Double { yScale.position(y, from: bottom, to: top) }
        let n = format.number

        var svg = "  <g class=\"panel\">\n"
        // Gridlines at every tick, then the zero line (when it is not the frame) a shade darker.
        var grid = ""
        for tick in layout.x.ticks { grid += "M\(n(layout.xPosition(tick))) \(n(top))V\(n(bottom))" }
        for tick in yScale.ticks { grid += "M\(n(layout.left)) \(n(yPosition(tick)))H\(n(layout.right))" }
        svg += "    <path class=\"grid\" d=\"\(grid)\" fill=\"none\" stroke=\"#e6e6e6\" stroke-width=\"1\"/>\n"
        if yScale.lower < 0, yScale.upper > 0 {
            svg += "    <path class=\"zero\" d=\"M\(n(layout.left)) \(n(yPosition(0)))H\(n(layout.right))\" "
            svg += "fill=\"none\" stroke=\"#aaaaaa\" stroke-width=\"1\"/>\n"
        }
        svg += "    <rect class=\"frame\" x=\"\(n(layout.left))\" y=\"\(n(top))\" width=\"\(n(layout.right - layout.left))\" "
        svg += "height=\"\(n(layout.panelHeight))\" fill=\"none\" stroke=\"#333333\" stroke-width=\"1\"/>\n"

        svg += "    <g class=\"x-ticks\" font-size=\"11\" text-anchor=\"middle\" fill=\"#333333\">\n"
        for tick in layout.x.ticks {
            svg += "      <text x=\"\(n(layout.xPosition(tick)))\" y=\"\(n(bottom + 16))\">"
            svg += "\(MarkupText.escaped(layout.x.label(tick)))</text>\n"
        }
        svg += "    </g>\n"
        svg += "    <g class=\"y-ticks\" font-size=\"11\" text-anchor=\"end\" fill=\"#333333\">\n"
        for tick in yScale.ticks {
            svg += "      <text x=\"\(n(layout.left - 6))\" y=\"\(n(yPosition(tick) + 4))\">"
            svg += "\(MarkupText.escaped(yScale.label(tick)))</text>\n"
        }
        svg += "    </g>\n"
        let middle = (top + bottom) / 2
        svg += "    <text class=\"y-label\" transform=\"translate(16 \(n(middle))) rotate(-90)\" "
        svg += "font-size=\"13\" text-anchor=\"middle\">\(MarkupText.escaped(panel.yLabel))</text>\n"

        for (series, color) in entries {
            svg += "    <g class=\"series\">\n"
            svg += "      <title>\(MarkupText.escaped(series.name))</title>\n"
            var path = ""
            var penDown = false
            for point in series.points {
                guard point.x.isFinite, point.y.isFinite else {
                    penDown = false
                    continue
                }
                path += (penDown ? "L" : "M") + "\(n(layout.xPosition(point.x))) \(n(yPosition(point.y)))"
                penDown = true
            }
            if !path.isEmpty {
                svg += "      <path d=\"\(path)\" fill=\"none\"\(format.paint(color, "stroke")) stroke-width=\"2\" "
                svg += "stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n"
            }
            svg += "    </g>\n"
        }

        svg += "    <g class=\"legend\" font-size=\"12\">\n"
        for (index, entry) in entries.enumerated() {
            let y = top + 12 + Double(index) * 18
            let x = layout.right + 14
            svg += "      <path d=\"M\(n(x)) \(n(y))H\(n(x + 18))\" fill=\"none\"\(format.paint(entry.color, "stroke")) "
            svg += "stroke-width=\"3\"/>\n"
            svg += "      <text x=\"\(n(x + 24))\" y=\"\(n(y + 4))\">\(MarkupText.escaped(entry.series.name))</text>\n"
        }
        svg += "    </g>\n"
        svg += "  </g>\n"
        return svg
    }

    private func text(
        _ string: String, x: Double, y: Double, size: Double, format: SVGFormat, attributes: String
    ) -> String {
        "  <text x=\"\(format.number(x))\" y=\"\(format.number(y))\" font-size=\"\(format.number(size))\" "
            + "\(attributes)>\(MarkupText.escaped(string))</text>\n"
    }

    /// Where everything goes: margins sized to the labels, the shared x axis, the panels' places.
    struct Layout {
        let width: Double
        let height: Double
        let panelHeight: Double
        /// The plotting area's left and right edges.
        let left: Double
        let right: Double
        /// The top of the first panel.
        let top: Double
        let x: ChartScale

        /// Vertical room between panels, for the x tick labels.
        static let gap = 36.0

        /// Text is measured at 0.6 em per character: generous for a sans-serif font.
        static func textWidth(_ string: String, size: Double) -> Double { Double(string.count) * size * 0.6 }

        /// `text` at `size`, or smaller (down to `smallest`) so it fits `width`; still too long at
        /// `smallest`, it is cut short with an ellipsis.
        static func fit(_ text: String, size: Double, smallest: Double, width: Double) -> (text: String, size: Double) {
            guard textWidth(text, size: size) > width else { return (text, size) }
            let fitted = width / (Double(text.count) * 0.6)
            if fitted >= smallest { return (text, (fitted * 10).rounded(.down) / 10) }
            let count = max(Int(width / (smallest * 0.6)) - 1, 1)
            return (String(text.prefix(count)) + "…", smallest)
        }

        init(_ chart: LineChart) {
            func textWidth(_ string: String, size: Double) -> Double { Self.textWidth(string, size: size) }
            width = max(chart.width.isFinite ? chart.width : 720, 240)
            panelHeight = max(chart.panelHeight.isFinite ? chart.panelHeight : 200, 60)
            x = ChartScale(covering: chart.panels.lazy.flatMap { $0.series.lazy.flatMap { $0.points.lazy.map(\.x) } })
            var widestTick = 0.0
            for panel in chart.panels {
                let y = ChartScale(covering: panel.series.lazy.flatMap { $0.points.lazy.map(\.y) })
                for tick in y.ticks { widestTick = max(widestTick, textWidth(y.label(tick), size: 11)) }
            }
            left = 30 + widestTick + 10
            let widestName = chart.panels.flatMap(\.series).map { textWidth($0.name, size: 12) }.max() ?? 0
            let legend = min(max(widestName + 40, 90), 260)
            right = max(width - legend - 8, left + 60)
            top = chart.subtitle == nil ? 50 : 72
            let panels = Double(chart.panels.count)
            height = top + panels * panelHeight + max(panels - 1, 0) * Self.gap + (panels > 0 ? 60 : 0)
        }

        func panelTop(_ index: Int) -> Double { top + Double(index) * (panelHeight + Self.gap) }

        func xPosition(_ value: Double) -> Double { x.position(value, from: left, to: right) }
    }
}
