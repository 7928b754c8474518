import Foundation
import Kinema
import KinemaGallery
import KinemaTestSupport
import Testing

/// A gallery scene page's copy button in real headless Chromium, clicked with the mouse: the
/// clipboard then holds the scene's Swift source, character for character.
///
/// The page is the gallery's own (`Gallery.pageDetails`), opened from a file. The browser is
/// driven over the DevTools protocol (this target's ``DevTools``), which can click as a person
/// does — a click the page's `navigator.clipboard.writeText` accepts as a user's gesture — and
/// grant the page the clipboard, so the test reads back what was written. (Without a user's
/// gesture the page falls back to selecting the source: `ScenePageCopyTests` in the gallery's
/// tests checks that path.)
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("Scene page copy button in Chromium", .serialized)
struct ScenePageClipboardTests {
    /// The canvas scene: its source has `&` and `<`, which the highlighted HTML escapes and the
    /// copy must give back as written.
    static let sceneName = "canvas-orbits"

    @MainActor
    static func page() throws -> (page: String, source: String) {
        let scene = try #require(Gallery.scene(named: sceneName))
        let source = try #require(scene.sourceCode, "the gallery's sources are in the package")
        let page = scene.record(framesPerSecond: 5).htmlPage(title: scene.title, details: Gallery.pageDetails(for: scene))
        return (page, source)
    }

    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func clickingCopyPutsTheSourceOnTheClipboard() async throws {
        let (html, source) = try await Self.page()
        #expect(source.contains("&context") && source.contains("..<"), "the source exercises escaping")
        // The declaration is the gallery file's own text.
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/KinemaGallery/CanvasSceneViews.swift").standardized
        #expect(try String(contentsOf: file, encoding: .utf8).contains(source.dropLast()), "the source is \(file.lastPathComponent)'s")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("\(Self.sceneName).html")
        try Data(html.utf8).write(to: url)

        let chromium = try await Chromium()
        let devTools = try await DevTools.connect(to: chromium.endpoint)
        do {
            // What a person grants when the browser asks: the page may write, and the test read.
            _ = try await devTools.send("Browser.grantPermissions", #"{"permissions":["clipboardReadWrite","clipboardSanitizedWrite"]}"#)
            let page = try await BrowserPage.open(url, in: devTools)
            try await page.wait(until: "document.readyState === 'complete' && window.kinema && document.getElementById('copy-source')")
            #expect(try await page.evaluate("document.getElementById('copy-source').textContent") as? String == "Copy")
            let centre = try #require(try await page.evaluate("""
                (function () { var b = document.getElementById("copy-source"); b.scrollIntoView({ block: "center" });
                  var r = b.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
                """) as? [Double])
            try await page.click(x: centre[0], y: centre[1])
            try await page.wait(until: "document.getElementById('copy-source').textContent !== 'Copy'")
            #expect(try await page.evaluate("document.getElementById('copy-source').textContent") as? String == "Copied")
            let copied = try #require(try await page.evaluate("navigator.clipboard.readText()") as? String)
            #expect(copied == source, "the clipboard holds \(copied.count) characters, the source \(source.count)")
            // The label goes back after a moment, for the next copy.
            try await page.wait(until: "document.getElementById('copy-source').textContent === 'Copy'", timeout: .seconds(5))
        } catch {
            await devTools.close()
            chromium.stop()
            throw error
        }
        await devTools.close()
        chromium.stop()
    }
}
