import Foundation
import KinemaTestSupport
import Testing

/// The tuning panel's Bézier curve editor in real headless Chromium: the first control point is
/// dragged with the mouse, and the editor's curve, the chart, the animated preview and the code
/// all follow `UnitCurve.bezier` (CSS's `cubic-bezier`) for the new point.
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("Bézier editor in Chromium", .serialized)
struct BezierEditorBrowserTests {
    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func draggingTheFirstControlPointRedrawsCurveChartAndCode() async throws {
        try await LivePage.open("tune") { page in
            // The page asks for keyframes, the curve and a spring once connected.
            try await page.wait(until: "window.kinema && window.kinema.bezier && window.kinema.results >= 3")
            #expect(try await page.evaluate("window.kinema.bezier.code") as? String == ".timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5)")

            // Where the first control point is drawn, and where (0.6, 0.1) of the curve is on the
            // screen: the editor's SVG draws value v at y = −v, so the point is (0.6, −0.1) in it,
            // mapped to the screen by the SVG's own transformation.
            let geometry = try #require(try await page.evaluate("""
                (function () {
                  var editor = document.getElementById("bezier-editor");
                  editor.scrollIntoView({ block: "center" });
                  var p1 = document.getElementById("p1").getBoundingClientRect(), m = editor.getScreenCTM();
                  return [p1.left + p1.width / 2, p1.top + p1.height / 2, m.a * 0.6 + m.c * -0.1 + m.e, m.b * 0.6 + m.d * -0.1 + m.f];
                })()
                """) as? [Double])
            let (startX, startY, endX, endY) = (geometry[0], geometry[1], geometry[2], geometry[3])
            let path = (0...8).map { step -> (x: Double, y: Double) in
                let fraction = Double(step) / 8
                return (startX + (endX - startX) * fraction, startY + (endY - startY) * fraction)
            }
            try await page.drag(through: path)

            let code = ".timingCurve(0.6, 0.1, 0.3, 1, duration: 0.5)"
            try await page.wait(until: "window.kinema.last.kind === 'bezier' && window.kinema.bezier.code === '\(code)'")
            #expect(try await page.evaluate("document.getElementById('code').textContent") as? String == code)
            #expect(try await page.evaluate("document.querySelector('#chart svg text.title').textContent") as? String == code)
            #expect(try await page.evaluate("window.kinema.errors.length") as? Int == 0)

            // The control point is where the mouse let go (the literal rounds to three decimals).
            let parameters = try #require(try await page.evaluate("window.kinema.bezier.parameters") as? [String: Double])
            let x1 = try #require(parameters["x1"]), y1 = try #require(parameters["y1"])
            #expect(abs(x1 - 0.6) < 5e-4 && abs(y1 - 0.1) < 5e-4, "control point (\(x1), \(y1))")
            #expect(parameters["x2"] == 0.3 && parameters["y2"] == 1 && parameters["duration"] == 0.5)
            let drawn = try #require(try await page.evaluate("""
                ["p1", "arm1"].map(function (id) { var e = document.getElementById(id);
                  return id === "p1" ? [Number(e.getAttribute("cx")), Number(e.getAttribute("cy"))]
                                     : [Number(e.getAttribute("x2")), Number(e.getAttribute("y2"))]; })
                """) as? [[Double]])
            for point in drawn {
                #expect(abs(point[0] - x1) < 1e-9 && abs(point[1] + y1) < 1e-9, "handle drawn at \(point)")
            }

            // The editor's curve: (progress, −value) at 65 steps of 1/64.
            let curve = try #require(try await page.evaluate("document.getElementById('curve').getAttribute('d')") as? String)
            let curvePoints = curve.matches(of: /[ML](-?[\d.e-]+) (-?[\d.e-]+)/).compactMap { match -> (Double, Double)? in
                guard let x = Double(match.output.1), let y = Double(match.output.2) else { return nil }
                return (x, -y)
            }
            #expect(curvePoints.count == 65)
            for (progress, value) in curvePoints {
                let expected = unitBezier(x1: x1, y1: y1, x2: 0.3, y2: 1, at: progress)
                #expect(abs(value - expected) < 1e-5, "curve at \(progress): \(value) vs \(expected)")
            }
            // Half-way along, far from the default curve's 0.8-ish: the curve did move.
            let middle = try #require(curvePoints.first { $0.0 == 0.5 })
            #expect(abs(middle.1 - unitBezier(x1: 0.6, y1: 0.1, x2: 0.3, y2: 1, at: 0.5)) < 1e-3)
            #expect(abs(middle.1 - unitBezier(x1: 0.2, y1: 0.8, x2: 0.3, y2: 1, at: 0.5)) > 0.1)

            // The animation over 0.5 s: frame k at 60 fps is at progress k / 30 of the curve, and
            // holds 1 once the duration has passed.
            func expectedValue(frame: Int) -> Double {
                let time = Double(frame) / 60
                return time >= 0.5 ? 1 : unitBezier(x1: x1, y1: y1, x2: 0.3, y2: 1, at: time / 0.5)
            }
            let preview = try #require(try await page.evaluate("window.kinema.bezier.preview.values") as? [Double])
            #expect(preview.count >= 31)
            for (frame, value) in preview.enumerated() {
                #expect(abs(value - expectedValue(frame: frame)) < 1e-5, "preview frame \(frame): \(value)")
            }
            // The chart's value panel, read off the page through its axes (to its 0.01 px drawing).
            let chart = try await PlottedChart.read("chart", in: page)
            #expect(chart.points.count >= 31)
            for point in chart.points {
                let frame = (point.time * 60).rounded()
                #expect(abs(point.time * 60 - frame) < 0.05, "a sample off the 1/60 s grid: \(point.time)")
                let expected = expectedValue(frame: Int(frame))
                #expect(abs(point.value - expected) < 1e-3, "chart at \(point.time) s: \(point.value) vs \(expected)")
            }
        }
    }
}
