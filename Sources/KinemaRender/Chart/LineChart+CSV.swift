import Foundation

extension LineChart {
    /// Writes the chart's data as CSV (RFC 4180): one column for x, then one per series.
    ///
    /// ```swift
    /// let chart = LineChart(title: "t", xLabel: "time (s)", yLabel: "value", series: [
    ///     .init(name: "a", points: [(0, 0), (0.5, 0.25)]),
    ///     .init(name: "b", points: [(0.5, 1)]),
    /// ])
    /// chart.csv()
    /// // time (s),a,b
    /// // 0,0,
    /// // 0.5,0.25,1
    /// ```
    ///
    /// The header row holds ``xLabel`` and the series' names, panel by panel; names holding a
    /// comma, a quote or a line break are quoted. There is a row for every distinct finite x of
    /// any series, in increasing order; a series with no point at that x (or a NaN or infinite y
    /// there) leaves its cell empty. When a series has several points at one x, the last one
    /// counts. Numbers keep six decimals, without trailing zeros, whatever ``precision`` says.
    /// Lines end in `\n`.
    public func csv() -> String {
        let columns = panels.flatMap(\.series)
        var rows: [Double: [String]] = [:]
        for (index, series) in columns.enumerated() {
            for point in series.points where point.x.isFinite {
                var row = rows[point.x] ?? Array(repeating: "", count: columns.count)
                row[index] = point.y.isFinite ? Self.csvNumber(point.y) : ""
                rows[point.x] = row
            }
        }
        var csv = ([xLabel] + columns.map(\.name)).map(Self.csvField).joined(separator: ",") + "\n"
        for x in rows.keys.sorted() {
            csv += ([Self.csvNumber(x)] + rows[x]!).joined(separator: ",") + "\n"
        }
        return csv
    }

    static func csvNumber(_ value: Double) -> String {
        DecimalText.fixed(value, decimals: 6)
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
