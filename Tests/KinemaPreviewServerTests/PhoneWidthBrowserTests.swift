import Foundation
import Kinema
import KinemaPreviewServer
import KinemaTestSupport
import Testing

/// The preview server's pages at a phone's width (390 CSS pixels, an iPhone 15's) in real
/// headless Chromium: nothing is wider than the screen.
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("Server pages at a phone's width", .serialized)
struct PhoneWidthBrowserTests {
    static let probe = """
        (function () {
          var widest = 0, who = "";
          [].forEach.call(document.querySelectorAll("body *"), function (element) {
            var r = element.getBoundingClientRect();
            if (r.width > 0 && r.right > widest) { widest = r.right; who = element.tagName + "." + element.className; }
          });
          return [window.innerWidth, document.documentElement.scrollWidth, widest, who];
        })()
        """

    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func theIndexAndASceneFitAPhone() async throws {
        try await TestServer.serving { server in
            try await LivePage.withChromium { devTools in
                for path in ["", "scene/avatar-bouncy", "tune"] {
                    let page = try await BrowserPage.open(server.url.appendingPathComponent(path), in: devTools)
                    _ = try await devTools.send(
                        "Emulation.setDeviceMetricsOverride",
                        #"{"width":390,"height":844,"deviceScaleFactor":1,"mobile":true}"#, session: page.session)
                    // The pages' stills are drawn on this process's main actor (see the timeout).
                    try await page.wait(until: "document.readyState === 'complete'", timeout: TestServer.firstFrameTimeout)
                    try await Task.sleep(for: .milliseconds(300))
                    let out = try #require(try await page.evaluate(Self.probe) as? [Any])
                    let viewport = try #require(out[0] as? Double)
                    #expect(viewport == 390, "/\(path)")
                    #expect((out[1] as? Double ?? .infinity) <= viewport, "/\(path) is \(out[1]) wide")
                    #expect((out[2] as? Double ?? .infinity) <= viewport + 0.5, "/\(path): \(out[3]) ends at \(out[2])")
                }
            }
        }
    }
}
