import Foundation
import Kinema
import KinemaTestSupport
import Testing

@Suite("LineChart")
struct LineChartTests {
    static let ramp = LineChart.Series(name: "ramp", points: [(0, 0), (0.5, 0.5), (1, 1)])
    static let chart = LineChart(title: "Ramp", subtitle: "a test", xLabel: "time (s)", yLabel: "value", series: [ramp])

    /// The numbers of a path's data, in order: `M1 2L3 4` → [1, 2, 3, 4].
    static func numbers(_ d: String) -> [Double] {
        d.split(whereSeparator: { "MLHV ".contains($0) }).compactMap { Double($0) }
    }

    /// The elements whose `class` is `name`.
    static func elements(_ root: XMLTree, class name: String) -> [XMLTree] {
        ([root] + root.children.flatMap { [$0] + elements($0, class: name) }).filter { $0["class"] == name }
            .reduce(into: []) { result, element in if !result.contains(where: { $0 === element }) { result.append(element) } }
    }

    // MARK: - SVG

    @Test func writesAWellFormedSVG11Document() throws {
        let svg = Self.chart.svg()
        #expect(svg.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(svg.hasSuffix("</svg>\n"))
        let root = try XMLTree.parse(svg)
        #expect(root.name == "svg")
        #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root["version"] == "1.1")
        #expect(root["width"] == "720")
        #expect(root["viewBox"] == "0 0 720 \(root["height"] ?? "")")
    }

    @Test func writesTheTitlesAxisLabelsAndLegend() throws {
        let root = try XMLTree.parse(Self.chart.svg())
        #expect(Self.elements(root, class: "title").map(\.text) == ["Ramp"])
        #expect(Self.elements(root, class: "subtitle").map(\.text) == ["a test"])
        #expect(Self.elements(root, class: "x-label").map(\.text) == ["time (s)"])
        #expect(Self.elements(root, class: "y-label").map(\.text) == ["value"])
        #expect(Self.elements(root, class: "legend").first?.all(named: "text").map(\.text) == ["ramp"])
    }

    @Test func ticksAreNiceNumbersCoveringTheData() throws {
        let root = try XMLTree.parse(Self.chart.svg())
        // 0…1 in about five steps: steps of 0.2 (Heckbert's 1-2-5 rule).
        let yTicks = Self.elements(root, class: "y-ticks").first?.all(named: "text").map(\.text)
        #expect(yTicks == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
        let xTicks = Self.elements(root, class: "x-ticks").first?.all(named: "text").map(\.text)
        #expect(xTicks == ["0", "0.2", "0.4", "0.6", "0.8", "1"])

        let wide = LineChart(title: "", xLabel: "", yLabel: "", series: [.init(name: "s", points: [(0, -27), (3, 58)])])
        let wideTicks = try Self.elements(XMLTree.parse(wide.svg()), class: "y-ticks").first?.all(named: "text").map(\.text)
        // A range of 85 in five steps is 17, rounded up to 20; the axis is widened to −40…60.
        #expect(wideTicks == ["-40", "-20", "0", "20", "40", "60"])
    }

    @Test func plotsEachPointInsideTheFrame() throws {
        let root = try XMLTree.parse(Self.chart.svg())
        let frame = try #require(Self.elements(root, class: "frame").first)
        let left = try #require(Double(frame["x"] ?? "")), top = try #require(Double(frame["y"] ?? ""))
        let width = try #require(Double(frame["width"] ?? "")), height = try #require(Double(frame["height"] ?? ""))
        let series = Self.elements(root, class: "series")
        #expect(series.count == 1)
        #expect(series.first?.all(named: "title").first?.text == "ramp")
        let d = try #require(series.first?.all(named: "path").first?["d"])
        #expect(d.hasPrefix("M"))
        #expect(d.filter { $0 == "L" }.count == 2)
        let numbers = Self.numbers(d)
        // The axis is exactly 0…1 both ways: the ramp runs from the bottom-left corner to the top-right.
        #expect(numbers.count == 6)
        #expect(abs(numbers[0] - left) < 0.01 && abs(numbers[1] - (top + height)) < 0.01)
        #expect(abs(numbers[2] - (left + width / 2)) < 0.01 && abs(numbers[3] - (top + height / 2)) < 0.01)
        #expect(abs(numbers[4] - (left + width)) < 0.01 && abs(numbers[5] - top) < 0.01)
    }

    @Test func nonFinitePointsBreakTheLine() throws {
        let series = LineChart.Series(name: "gappy", points: [(0, 0), (1, 1), (2, .nan), (3, 3), (.infinity, 1), (4, 4), (5, 5)])
        let chart = LineChart(title: "", xLabel: "x", yLabel: "y", series: [series])
        let d = try #require(Self.elements(XMLTree.parse(chart.svg()), class: "series").first?.all(named: "path").first?["d"])
        #expect(d.filter { $0 == "M" }.count == 3)
        #expect(d.filter { $0 == "L" }.count == 2)
    }

    @Test func emptySeriesStillAppearInTheLegend() throws {
        let chart = LineChart(title: "", xLabel: "x", yLabel: "y", series: [.init(name: "nothing", points: [LineChart.Point]())])
        let root = try XMLTree.parse(chart.svg())
        #expect(Self.elements(root, class: "series").first?.all(named: "path").isEmpty == true)
        #expect(Self.elements(root, class: "legend").first?.all(named: "text").map(\.text) == ["nothing"])
    }

    @Test func colorsComeFromThePaletteUnlessGiven() throws {
        let chart = LineChart(title: "", xLabel: "x", panels: [
            .init(yLabel: "a", series: [.init(name: "one", points: [(0, 0), (1, 1)])]),
            .init(yLabel: "b", series: [
                .init(name: "two", points: [(0, 1), (1, 0)]),
                .init(name: "three", points: [(0, 1), (1, 1)], color: Color(red: 1, green: 0, blue: 0)),
            ]),
        ])
        let root = try XMLTree.parse(chart.svg())
        #expect(Self.elements(root, class: "panel").count == 2)
        let strokes = Self.elements(root, class: "series").map { $0.all(named: "path").first?["stroke"] }
        #expect(strokes == ["#1f77b4", "#ff7f0e", "#ff0000"])
        #expect(Self.elements(root, class: "y-label").map(\.text) == ["a", "b"])
    }

    @Test func markersInsideTheAxisAreDrawnAcrossEveryPanel() throws {
        var chart = LineChart(title: "", xLabel: "x", panels: [
            .init(yLabel: "a", series: [Self.ramp]), .init(yLabel: "b", series: [Self.ramp]),
        ])
        chart.markers = [.init(x: 0.5, label: "half"), .init(x: 7, label: "outside"), .init(x: .nan, label: "nan")]
        let root = try XMLTree.parse(chart.svg())
        let markers = Self.elements(root, class: "marker")
        #expect(markers.count == 1)
        #expect(markers.first?.all(named: "text").map(\.text) == ["half"])
        let rule = Self.numbers(try #require(markers.first?.all(named: "path").first?["d"]))
        let frames = Self.elements(root, class: "frame")
        let firstTop = try #require(Double(frames.first?["y"] ?? ""))
        let last = try #require(frames.last)
        #expect(rule[1] == firstTop)
        #expect(abs(rule[2] - (Double(last["y"]!)! + Double(last["height"]!)!)) < 0.01)
    }

    @Test func escapesText() throws {
        let chart = LineChart(title: "a < b & \"c\"", xLabel: "x'", yLabel: "<y>", series: [.init(name: "s&p", points: [(0, 1)])])
        let root = try XMLTree.parse(chart.svg())
        #expect(Self.elements(root, class: "title").first?.text == "a < b & \"c\"")
        #expect(Self.elements(root, class: "y-label").first?.text == "<y>")
        #expect(Self.elements(root, class: "series").first?.all(named: "title").first?.text == "s&p")
    }

    @Test func quantisesCoordinatesToThePrecision() throws {
        let series = LineChart.Series(name: "s", points: (0...30).map { (x: Double($0) / 7, y: sin(Double($0) / 3)) })
        var chart = LineChart(title: "", xLabel: "x", yLabel: "y", series: [series])
        chart.precision = 1
        let d = try #require(Self.elements(XMLTree.parse(chart.svg()), class: "series").first?.all(named: "path").first?["d"])
        let fractions = d.split(whereSeparator: { "MLHV ".contains($0) }).map { $0.split(separator: ".").dropFirst().first?.count ?? 0 }
        #expect(fractions.allSatisfy { $0 <= 1 })
        #expect(chart.svg() == chart.svg())
    }

    @Test func longTitlesShrinkAndThenAreCutShort() throws {
        let long = String(repeating: "spring(duration: 0.3).", count: 3)  // 66 characters
        let root = try XMLTree.parse(LineChart(title: long, xLabel: "x", yLabel: "y", series: [Self.ramp]).svg())
        let title = try #require(Self.elements(root, class: "title").first)
        #expect(title.text == long)
        #expect(try #require(Double(title["font-size"] ?? "")) < 18)
        let longer = String(repeating: "x", count: 400)
        let cut = try XMLTree.parse(LineChart(title: longer, xLabel: "x", yLabel: "y", series: [Self.ramp]).svg())
        let cutTitle = try #require(Self.elements(cut, class: "title").first)
        #expect(cutTitle.text.hasSuffix("…"))
        #expect(cutTitle.text.count < 100)
        #expect(cutTitle["font-size"] == "11")
    }

    @Test func aChartWithoutPanelsIsStillADocument() throws {
        let chart = LineChart(title: "nothing", xLabel: "x", panels: [])
        let root = try XMLTree.parse(chart.svg())
        #expect(Self.elements(root, class: "panel").isEmpty)
        #expect(Self.elements(root, class: "title").first?.text == "nothing")
    }

    @Test func flatAndEmptyDataGetAUsableAxis() throws {
        let flat = LineChart(title: "", xLabel: "x", yLabel: "y", series: [.init(name: "one", points: [(0, 1), (1, 1)])])
        let ticks = try Self.elements(XMLTree.parse(flat.svg()), class: "y-ticks").first?.all(named: "text").map(\.text)
        // Widened by half the value each way: 0.5…1.5.
        #expect(ticks == ["0.4", "0.6", "0.8", "1", "1.2", "1.4", "1.6"])
        let empty = LineChart(title: "", xLabel: "x", yLabel: "y", series: [])
        let emptyTicks = try Self.elements(XMLTree.parse(empty.svg()), class: "y-ticks").first?.all(named: "text").map(\.text)
        #expect(emptyTicks == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    }

    // MARK: - CSV

    @Test func csvHasAColumnForXAndOnePerSeries() {
        let chart = LineChart(title: "", xLabel: "time (s)", panels: [
            .init(yLabel: "a", series: [.init(name: "a", points: [(0, 0), (0.5, 0.25)])]),
            .init(yLabel: "b", series: [.init(name: "b", points: [(0.5, 1), (0.25, .nan), (1, 1.0 / 3)])]),
        ])
        #expect(chart.csv() == """
            time (s),a,b
            0,0,
            0.25,,
            0.5,0.25,1
            1,,0.333333

            """)
    }

    @Test func csvQuotesNamesThatNeedIt() {
        let chart = LineChart(title: "", xLabel: "x, s", yLabel: "", series: [.init(name: "say \"hi\"", points: [(1, 2)])])
        #expect(chart.csv() == "\"x, s\",\"say \"\"hi\"\"\"\n1,2\n")
    }
}
