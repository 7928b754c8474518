import Foundation
import Kinema
import KinemaGallery
import Testing

/// A scene whose only change is a colour — the overdue reminder, red and primary alternating —
/// plots that colour: a strip of the colour itself and a line per component, never "Nothing
/// changes in this recording". The page's data is checked in Swift; the drawing in real Chromium.
@Suite("Scene page colour plots", .serialized)
struct ScenePageColorPlotTests {
    @MainActor
    static func page() throws -> (page: String, recording: Recording) {
        let scene = try #require(Gallery.scene(named: "overdue-reminder"))
        let recording = scene.record(framesPerSecond: 20)
        return (recording.htmlPage(title: scene.title), recording)
    }

    @Test @MainActor func theReminderRecordsItsColourComponents() throws {
        let recording = try Self.page().recording
        let tracks = recording.tracks
        #expect(tracks.map(\.attribute) == [.red, .green, .blue, .colorOpacity], "\(tracks.map(\.attribute))")
        let red = try #require(tracks.first).values.compactMap { $0 }
        // easeInOut(duration: 1) between black (primary) and the system red, back and forth.
        #expect(red.min() == 0)
        #expect(abs((red.max() ?? 0) - Color.red.red) < 1e-6)
        #expect(red.filter { $0 > 0.05 && $0 < 0.95 }.count > 10, "frames between the two colours")
    }

    @Test(.enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote), .timeLimit(.minutes(10)))
    func chromiumDrawsAColourStripAndComponentLines() async throws {
        let page = try await Self.page().page
        let report = try await BrowserProbe.run(page: page, probe: """
            kinema.showFrame(10);
            var strips = document.querySelectorAll(".plot-color .plot-strip rect");
            var fills = {};
            Array.prototype.forEach.call(strips, function (rect) { fills[rect.getAttribute("fill")] = true; });
            report({
              noPlotsShown: !document.getElementById("no-plots").hidden,
              colorFigures: document.querySelectorAll(".plot-color").length,
              distinctFills: Object.keys(fills).length,
              lines: Array.prototype.map.call(document.querySelectorAll(".plot-color path.plot-line"),
                function (path) { return path.getAttribute("class"); }),
              readout: document.querySelector(".plot-color .plot-value").textContent,
              swatch: getComputedStyle(document.querySelector(".plot-color .plot-swatch")).backgroundColor
            });
            """) as? [String: Any]
        let result = try #require(report)
        #expect(result["noPlotsShown"] as? Bool == false, "never “Nothing changes”: \(result)")
        #expect(result["colorFigures"] as? Int == 1, "\(result)")
        #expect((result["distinctFills"] as? Int ?? 0) > 10, "the strip passes through the colours: \(result)")
        #expect(result["lines"] as? [String] == [
            "plot-line plot-line-red", "plot-line plot-line-green", "plot-line plot-line-blue", "plot-line plot-line-opacity",
        ], "\(result)")
        let readout = try #require(result["readout"] as? String)
        #expect(readout.hasPrefix("rgb("), "the current colour is written out: \(readout)")
        let swatch = try #require(result["swatch"] as? String)
        #expect(readout.replacingOccurrences(of: " ", with: "") .dropFirst(4).dropLast() == swatch.replacingOccurrences(of: ",", with: "")
                    .replacingOccurrences(of: " ", with: "").dropFirst(4).dropLast(),
                "the swatch shows the colour written: \(readout) / \(swatch)")
    }
}
