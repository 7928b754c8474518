import Foundation
import KinemaTestSupport
import Testing

/// The tuning panel's keyframe table in real headless Chromium: a row's value and duration are
/// typed into its fields and a row is added with its button, as a person would, and the code, the
/// animated preview and the chart follow — a linear keyframe interpolates in a straight line,
/// v(t) = v₀ + (v₁ − v₀)·t / d.
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("Keyframe table in Chromium", .serialized)
struct KeyframeTableBrowserTests {
    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func editingALinearKeyframeRecomputesCodePreviewAndChart() async throws {
        try await LivePage.open("tune") { page in
            try await page.wait(until: "window.kinema && window.kinema.keyframes && window.kinema.results >= 3")
            // The table starts with a linear keyframe to 1.5 over 0.3 s and a spring one back to 1.
            #expect(try await page.evaluate("window.kinema.keyframes.code") as? String == """
                KeyframeTrack(\\.value) {
                    LinearKeyframe(1.5, duration: 0.3)
                    SpringKeyframe(1, duration: 0.5)
                }
                """)

            // The first row's value becomes 2 and its duration 0.6: each field is clicked, its
            // text selected (as a double-click or Ctrl+A would) and the new number typed.
            for (field, text) in [("value", "2"), ("duration", "0.6")] {
                let centre = try #require(try await page.evaluate("""
                    (function () {
                      var input = document.querySelector('#keyframes tr[data-i="0"] input[data-f="\(field)"]');
                      input.scrollIntoView({ block: "center" });
                      var r = input.getBoundingClientRect();
                      return [r.left + r.width / 2, r.top + r.height / 2];
                    })()
                    """) as? [Double])
                try await page.click(x: centre[0], y: centre[1])
                #expect(try await page.evaluate("document.activeElement.getAttribute('data-f')") as? String == field)
                _ = try await page.evaluate("document.activeElement.select()")
                try await page.type(text)
            }
            let code = """
                KeyframeTrack(\\.value) {
                    LinearKeyframe(2, duration: 0.6)
                    SpringKeyframe(1, duration: 0.5)
                }
                """
            try await page.wait(until: "window.kinema.last.kind === 'keyframes' && window.kinema.keyframes.code === \(Self.literal(code))")
            #expect(try await page.evaluate("document.getElementById('code').textContent") as? String == code)
            #expect(try await page.evaluate("window.kinema.errors.length") as? Int == 0)
            let parameters = try #require(try await page.evaluate("window.kinema.keyframes.parameters") as? [String: Double])
            #expect(parameters["initial"] == 1 && parameters["count"] == 2)
            // The track lasts the sum of its keyframes' durations: 0.6 + 0.5 s.
            #expect(abs(parameters["duration", default: 0] - 1.1) < 1e-9)

            // From the initial value 1 to 2 over 0.6 s: v(t) = 1 + t / 0.6, so frame k at 60 fps
            // (k ≤ 36) holds 1 + k / 36.
            let preview = try #require(try await page.evaluate("window.kinema.keyframes.preview.values") as? [Double])
            #expect(preview.count >= 66, "1.1 s at 60 fps")
            for frame in 0...36 {
                #expect(abs(preview[frame] - (1 + Double(frame) / 36)) < 1e-9, "preview frame \(frame): \(preview[frame])")
            }
            // The chart the page shows, read through its axes: the same straight line up to 0.6 s,
            // and samples on to the track's end at 1.1 s.
            let chart = try await PlottedChart.read("chart", in: page)
            let linear = chart.points.filter { $0.time <= 0.6 + 1e-3 }
            #expect(linear.count == 37, "frames 0…36 of the linear keyframe")
            for point in linear {
                let frame = (point.time * 60).rounded()
                #expect(abs(point.time * 60 - frame) < 0.05, "a sample off the 1/60 s grid: \(point.time)")
                #expect(abs(point.value - (1 + frame / 36)) < 1e-3, "chart at \(point.time) s: \(point.value)")
            }
            #expect(abs((chart.points.last?.time ?? 0) - 1.1) < 1e-3, "the chart runs to the track's end")

            // "Add keyframe" appends a linear keyframe to 1 over a quarter of a second.
            let add = try #require(try await page.evaluate("""
                (function () { var b = document.getElementById("add-keyframe"); b.scrollIntoView({ block: "center" });
                  var r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
                """) as? [Double])
            try await page.click(x: add[0], y: add[1])
            try await page.wait(until: "window.kinema.keyframes.parameters.count === 3")
            #expect(try await page.evaluate("window.kinema.keyframes.code") as? String == """
                KeyframeTrack(\\.value) {
                    LinearKeyframe(2, duration: 0.6)
                    SpringKeyframe(1, duration: 0.5)
                    LinearKeyframe(1, duration: 0.25)
                }
                """)
            let longer = try #require(try await page.evaluate("window.kinema.keyframes.parameters.duration") as? Double)
            #expect(abs(longer - 1.35) < 1e-9)
            #expect(try await page.evaluate("document.querySelectorAll('#keyframes tr').length") as? Int == 3)
        }
    }

    /// `text` as a JavaScript string literal.
    static func literal(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }
}
