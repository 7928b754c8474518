import Foundation
import Testing

/// A chart as a page shows it, read back into numbers: the first series of a panel, its points
/// turned from the SVG's pixels into (time, value) through the panel's own axes.
///
/// The charts (KinemaPlotting's) draw a grid line at each tick and label it with the tick's value;
/// a label sits next to its line (a few pixels below a horizontal one, for the baseline). Each
/// label is paired with the nearest grid line, and the two pairs furthest apart fix the linear
/// map from pixels to values on that axis.
struct PlottedChart {
    /// The series' points, in data units.
    var points: [(time: Double, value: Double)]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the first series of panel `panel` (0-based) of the SVG chart inside the element with
    /// id `container`.
    static func read(_ container: String, panel: Int = 0, in page: BrowserPage) async throws -> PlottedChart {
        let raw = try #require(try await page.evaluate("""
            (function () {
              var panel = document.querySelectorAll("#\(container) svg g.panel")[\(panel)];
              if (!panel) return null;
              function ticks(name, attribute) {
                return [].map.call(panel.querySelectorAll("g." + name + " text"), function (t) {
                  return [Number(t.getAttribute(attribute)), Number(t.textContent)];
                });
              }
              return { x: ticks("x-ticks", "x"), y: ticks("y-ticks", "y"),
                grid: panel.querySelector("path.grid").getAttribute("d"),
                series: panel.querySelector("g.series path").getAttribute("d") };
            })()
            """) as? [String: Any], "no panel \(panel) in #\(container)")
        let grid = try #require(raw["grid"] as? String)
        let series = try #require(raw["series"] as? String)
        // "M59.8 72V272" is a vertical grid line at x = 59.8; "M59.8 272H622" a horizontal one at y = 272.
        let vertical = grid.matches(of: /M(-?[\d.]+) -?[\d.]+V/).compactMap { Double($0.output.1) }
        let horizontal = grid.matches(of: /M-?[\d.]+ (-?[\d.]+)H/).compactMap { Double($0.output.1) }
        let toTime = try axis(raw["x"], lines: vertical, name: "x")
        let toValue = try axis(raw["y"], lines: horizontal, name: "y")
        let points = series.matches(of: /[ML](-?[\d.]+) (-?[\d.]+)/).compactMap { match -> (Double, Double)? in
            guard let x = Double(match.output.1), let y = Double(match.output.2) else { return nil }
            return (toTime(x), toValue(y))
        }
        return PlottedChart(points: points.map { (time: $0.0, value: $0.1) })
    }

    /// The map from a pixel coordinate to a value on one axis.
    private static func axis(_ ticks: Any?, lines: [Double], name: String) throws -> (Double) -> Double {
        let pairs = try #require(ticks as? [[Double]], "no \(name) ticks").compactMap { tick -> (pixel: Double, value: Double)? in
            guard tick.count == 2, let line = lines.min(by: { abs($0 - tick[0]) < abs($1 - tick[0]) }),
                  abs(line - tick[0]) < 8 else { return nil }
            return (line, tick[1])
        }
        guard let low = pairs.min(by: { $0.value < $1.value }), let high = pairs.max(by: { $0.value < $1.value }),
              high.value > low.value else {
            throw Failure(description: "the \(name) axis has fewer than two labelled grid lines: \(pairs)")
        }
        let scale = (high.value - low.value) / (high.pixel - low.pixel)
        return { pixel in low.value + (pixel - low.pixel) * scale }
    }
}

/// SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)` (CSS's `cubic-bezier`): the
/// curve B(t) = 3(1 − t)²t·P1 + 3(1 − t)t²·P2 + t³ from (0, 0) to (1, 1); its value at progress x
/// is B's y where B's x is x (x(t) increases, as both control points' x are in 0…1).
func unitBezier(x1: Double, y1: Double, x2: Double, y2: Double, at progress: Double) -> Double {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<80 {
        let middle = (low + high) / 2
        if b(middle, x1, x2) < progress { low = middle } else { high = middle }
    }
    return b((low + high) / 2, y1, y2)
}
