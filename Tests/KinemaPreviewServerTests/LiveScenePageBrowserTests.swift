import Foundation
import KinemaTestSupport
import Testing

/// A live scene's page in real headless Chromium looks like a recording's page and works like
/// one: a click on the bouncy avatar is marked "tap" on the timeline and by a dashed line on the
/// charts, and the scale that moves gets a value chart and a velocity chart (each a whole line),
/// with the current value in the caption; the scene's source is shown highlighted under the
/// player.
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("Live scene page in Chromium", .serialized)
struct LiveScenePageBrowserTests {
    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func aTapIsMarkedAndTheScaleIsCharted() async throws {
        try await LivePage.open("scene/avatar-bouncy") { page in
            try await page.wait(until: "window.kinema && window.kinema.connected && window.kinema.svgFrames > 0")
            #expect(try await page.evaluate("document.getElementById('no-plots').hidden") as? Bool == false,
                    "before anything moves, the page says so")
            let centre = try #require(try await page.evaluate("""
                (function(){var r=document.getElementById('stage').getBoundingClientRect();
                  return [r.left+r.width/2, r.top+r.height/2];})()
                """) as? [Double])
            try await page.click(x: centre[0], y: centre[1])
            // The charts are redrawn four times a second: wait for the spring to be charted.
            try await page.wait(until: """
                document.querySelectorAll('#plots .plot').length >= 2
                  && document.querySelectorAll('#plots .plot-marker').length >= 2
                """, timeout: .seconds(30))
            let out = try #require(try await page.evaluate("""
                (function(){
                  var plots = document.querySelectorAll('#plots .plot');
                  return {
                    markers: Array.prototype.map.call(document.querySelectorAll('#markers .timeline-marker'),
                      function(m){return m.textContent;}),
                    stripHidden: document.getElementById('markers').hidden,
                    captions: Array.prototype.map.call(plots, function(p){return p.querySelector('figcaption span').textContent;}),
                    readout: plots[0].querySelector('.plot-value').textContent,
                    velocity: document.querySelectorAll('#plots .plot-velocity').length,
                    lines: Array.prototype.map.call(document.querySelectorAll('#plots path.plot-line'),
                      function(p){return p.getAttribute('d');}),
                    noPlots: document.getElementById('no-plots').hidden,
                    keywords: document.querySelectorAll('#source-code .tok-kw').length,
                    copy: document.getElementById('copy-source').textContent
                  };})()
                """) as? [String: Any])
            let markers = try #require(out["markers"] as? [String])
            #expect(markers == ["tap"], "timeline: \(markers)")
            #expect(out["stripHidden"] as? Bool == false)
            let captions = try #require(out["captions"] as? [String])
            #expect(captions.contains("scale") && captions.contains("scale velocity"), "\(captions)")
            #expect((out["readout"] as? String)?.hasSuffix("×") == true, "\(out)")
            #expect(out["velocity"] as? Int ?? 0 >= 1)
            let lines = try #require(out["lines"] as? [String])
            #expect(lines.count >= 2 && lines.allSatisfy { $0.hasPrefix("M") && !$0.contains("NaN") }, "\(lines)")
            #expect(out["noPlots"] as? Bool == true)
            #expect(out["keywords"] as? Int ?? 0 > 0, "the source is highlighted")
            #expect(out["copy"] as? String == "Copy")
        }
    }
}
