import Foundation
import Kinema
import KinemaGallery
import KinemaTestSupport
import Testing

/// Real headless Chromium plays a scene's animated SVG (`Recording.animatedSVG`, what
/// `kinema export svg` writes): with the document's SMIL clock paused and moved to a time, the
/// one group shown is the recorded frame on screen at that time.
///
/// Needs Debian's `chromium` (`bash .ci/install-tools`); skipped without it, failing under
/// `CI=true`, as the other browser tests.
@Suite("Animated SVG in a browser", .serialized)
struct AnimatedSVGBrowserTests {
    @Test(.enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote), .timeLimit(.minutes(10)))
    func chromiumShowsTheFrameOfEachMoment() async throws {
        let recording = try await MainActor.run { () throws -> Recording in
            try #require(Gallery.scene(named: "avatar-bouncy")).record(framesPerSecond: 30)
        }
        let svg = recording.animatedSVG(loops: false)
        // Times inside frames' slices (not on their edges), and after the end, where the last
        // frame holds.
        let times = [0.01, 0.12, 0.35, 0.51, 0.77, 1.01, 1.31, recording.duration + 0.5]
        let page = "<!DOCTYPE html><html><body>\(svg)</body></html>"
        // SMIL's timeline starts with the document's load, and applies a seek on its next tick:
        // each reading waits a (virtual) moment after its seek.
        let report = try await BrowserProbe.run(page: page, probe: """
            var root = document.querySelector("body > svg");
            var times = \(times), shown = [];
            function next(index) {
              if (index === times.length) { report(shown); return; }
              root.setCurrentTime(times[index]);
              setTimeout(function () {
                var visible = [];
                root.querySelectorAll(":scope > g").forEach(function (g, k) {
                  if (getComputedStyle(g).visibility === "visible") visible.push(k);
                });
                shown.push(visible);
                next(index + 1);
              }, 10);
            }
            window.addEventListener("load", function () { root.pauseAnimations(); next(0); });
            """, virtualTimeBudget: 5_000)
        let shown = try #require(report as? [[Int]])
        let frameCount = recording.frames.count
        let expected = times.map { t in [min(Int(t * 30), frameCount - 1)] }
        #expect(shown == expected)
    }
}
