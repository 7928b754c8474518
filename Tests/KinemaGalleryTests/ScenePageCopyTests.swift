import Foundation
import Kinema
import KinemaGallery
import Testing

/// A scene page's copy button where the clipboard API is missing — a page served over plain
/// HTTP from another machine is not a secure context and has no `navigator.clipboard` — in real
/// headless Chromium: the click selects the whole source, so Ctrl+C copies it, and the button
/// says so. Without a user's gesture (a script's click) Chromium refuses `execCommand("copy")`,
/// so the label asks for Ctrl+C; it goes back to "Copy" after 1.5 s.
///
/// The clipboard path itself (a real click, the clipboard read back) is checked over the DevTools
/// protocol in the preview server's tests (`ScenePageClipboardTests`).
@Suite("Scene page copy fallback", .serialized, .enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote))
struct ScenePageCopyTests {
    @MainActor
    static func page() throws -> (page: String, source: String) {
        let scene = try #require(Gallery.scene(named: "canvas-orbits"))
        let source = try #require(scene.sourceCode, "the gallery's sources are in the package")
        return (scene.record(framesPerSecond: 5).htmlPage(title: scene.title, details: Gallery.pageDetails(for: scene)), source)
    }

    @Test(.timeLimit(.minutes(10)))
    func withoutTheClipboardAPITheSourceIsSelected() async throws {
        let (page, source) = try await Self.page()
        #expect(source.contains("&context") && source.contains("..<"), "the source exercises the page's escaping")
        let report = try await BrowserProbe.run(page: page, probe: """
            Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
            var copies = [];
            document.addEventListener("copy", function () { copies.push(String(window.getSelection())); });
            var button = document.getElementById("copy-source");
            var result = { before: button.textContent, clipboard: typeof navigator.clipboard };
            button.click();
            result.label = button.textContent;
            result.selection = String(window.getSelection());
            result.rangeInsideSource = window.getSelection().rangeCount === 1
              && document.getElementById("source-code").contains(window.getSelection().getRangeAt(0).commonAncestorContainer);
            result.copies = copies;
            setTimeout(function () { result.later = button.textContent; report(result); }, 2000);
            """, virtualTimeBudget: 5000) as? [String: Any]
        let result = try #require(report)
        #expect(result["clipboard"] as? String == "undefined")
        #expect(result["before"] as? String == "Copy")
        #expect(result["label"] as? String == "Selected: press Ctrl+C", "\(result)")
        #expect(result["copies"] as? [String] == [], "no copy without a user's gesture")
        #expect(result["rangeInsideSource"] as? Bool == true)
        // The selection's text is the source as rendered: all of it but the line break that ends
        // it, which a <pre> does not draw as a line of its own.
        let selection = try #require(result["selection"] as? String)
        #expect(source.hasSuffix("}\n"))
        #expect(selection == String(source.dropLast()), "the selection holds \(selection.count) characters, the source \(source.count)")
        #expect(result["later"] as? String == "Copy")
    }
}
