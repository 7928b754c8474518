import Foundation
import Kinema
import KinemaGallery
import Testing

/// The gallery's index and the preview server's index at a phone's width (390 CSS pixels, an
/// iPhone 15's), in real headless Chromium: nothing is wider than the screen, so the page never
/// scrolls sideways.
@MainActor
@Suite("Indexes at a phone's width", .serialized)
struct GalleryIndexPhoneTests {
    static let probe = """
        out.viewport = w.innerWidth;
        out.scrollWidth = d.documentElement.scrollWidth;
        out.widest = 0;
        [].forEach.call(d.querySelectorAll("body *"), function (element) {
          var r = element.getBoundingClientRect();
          if (r.width > 0 && r.right > out.widest) { out.widest = r.right; out.who = element.tagName + "." + element.className; }
        });
        """

    @Test(.enabled(if: BrowserTools.canRun, BrowserTools.skipNote), .timeLimit(.minutes(10)))
    func theGalleryIndexFitsAPhone() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-phone-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try Gallery.write(to: directory, framesPerSecond: 5)
        let page = try String(contentsOf: index, encoding: .utf8)
        for dark in [false, true] {
            let out = try await PageHarness.run(page: page, script: Self.probe, width: 390, dark: dark)
            let viewport = try #require(out["viewport"] as? Double)
            #expect(viewport <= 390)
            #expect((out["scrollWidth"] as? Double ?? .infinity) <= viewport, "the page is \(out["scrollWidth"] ?? "?") wide")
            #expect((out["widest"] as? Double ?? .infinity) <= viewport + 0.5, "an element ends at \(out["widest"] ?? "?"): \(out["who"] ?? "")")
        }
    }
}
