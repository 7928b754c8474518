import Foundation
import Kinema
import KinemaGallery
import Testing

/// The gallery's index page in real headless Chromium, opened from the folder the gallery was
/// written to: scrolled from card to card as a person would (the thumbnails load lazily), every
/// scene has a card, in the gallery's order, with its title, its one-line summary, a thumbnail
/// the browser loaded and decoded at the scene's size, and a link that resolves to the scene's
/// page in that folder; each comparison's card likewise.
@MainActor
@Suite("Gallery index in a browser", .serialized, .enabled(if: BrowserProbe.canRun, BrowserProbe.skipNote))
struct GalleryIndexBrowserTests {
    @Test(.timeLimit(.minutes(10)))
    func everySceneHasACardWithItsThumbnailSummaryAndPage() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-gallery-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Ten frames a second keeps it quick; the pages and thumbnails are the same files.
        let index = try Gallery.write(to: directory, framesPerSecond: 10)
        // The probe's page is a copy of the index in the browser's scratch folder: a <base> makes
        // its relative links and images resolve in the gallery's folder, as the index's own do.
        let html = try String(contentsOf: index, encoding: .utf8)
            .replacingOccurrences(of: "<head>", with: "<head>\n<base href=\"\(directory.absoluteString)\">")
        let report = try await BrowserProbe.run(page: html, probe: """
            var cards = [].slice.call(document.querySelectorAll("a.card"));
            var position = 0;
            function images(card) { return [].slice.call(card.querySelectorAll("img")); }
            function loaded(img) { return img.complete && img.naturalWidth > 0; }
            // Scroll to each card and wait for its thumbnails (at most 3 s each) before the next.
            function next() {
              if (position >= cards.length) { finish(); return; }
              var card = cards[position++];
              card.scrollIntoView({ block: "center" });
              var waiting = images(card).filter(function (img) { return !loaded(img); }), left = waiting.length;
              if (!left) { setTimeout(next, 0); return; }
              var moved = false;
              function one() { if (--left === 0 && !moved) { moved = true; next(); } }
              waiting.forEach(function (img) { img.addEventListener("load", one); img.addEventListener("error", one); });
              setTimeout(function () { if (!moved) { moved = true; next(); } }, 3000);
            }
            function finish() {
              report(cards.map(function (card) {
                var title = card.querySelector("h2"), line = card.querySelector("p");
                return { compare: card.classList.contains("compare"), href: card.href,
                  title: title ? title.textContent : null, summary: line ? line.textContent : null,
                  visible: card.getBoundingClientRect().width > 0,
                  images: images(card).map(function (img) {
                    return { src: img.currentSrc, loaded: loaded(img), width: img.naturalWidth, height: img.naturalHeight };
                  }) };
              }));
            }
            next();
            """, virtualTimeBudget: 60000) as? [[String: Any]]
        let cards = try #require(report)
        let sceneCards = cards.filter { $0["compare"] as? Bool == false }
        let comparisonCards = cards.filter { $0["compare"] as? Bool == true }
        #expect(sceneCards.count == Gallery.scenes.count)
        #expect(comparisonCards.count == Gallery.comparisons.count)

        for (scene, card) in zip(Gallery.scenes, sceneCards) {
            let page = directory.appendingPathComponent("\(scene.name).html")
            #expect(card["href"] as? String == page.absoluteString, "\(scene.name)'s card links \(card["href"] ?? "nothing")")
            #expect(card["title"] as? String == scene.title)
            #expect(card["summary"] as? String == scene.tagline)
            #expect(!scene.tagline.contains("\n"), "\(scene.name)'s summary is one line")
            #expect(card["visible"] as? Bool == true)
            // The link resolves, as the browser resolved it, to the scene's page.
            let link = try #require((card["href"] as? String).flatMap(URL.init(string:)))
            #expect(link.isFileURL)
            let linked = try String(contentsOf: link, encoding: .utf8)
            #expect(linked.contains("<title>\(Self.escape(scene.title))</title>"), "\(link.lastPathComponent) is \(scene.name)'s page")

            let images = try #require(card["images"] as? [[String: Any]])
            #expect(images.count == 1, "\(scene.name): one thumbnail")
            for image in images {
                #expect(image["src"] as? String == directory.appendingPathComponent("\(scene.name).svg").absoluteString)
                #expect(image["loaded"] as? Bool == true, "\(scene.name)'s thumbnail did not load")
                // The thumbnail is drawn at the scene's size, in points.
                #expect(image["width"] as? Double == Double(scene.size.width), "\(scene.name): \(image)")
                #expect(image["height"] as? Double == Double(scene.size.height), "\(scene.name): \(image)")
            }
        }

        for (comparison, card) in zip(Gallery.comparisons, comparisonCards) {
            #expect(card["href"] as? String == directory.appendingPathComponent(comparison.fileName).absoluteString)
            #expect(card["title"] as? String == comparison.title)
            let link = try #require((card["href"] as? String).flatMap(URL.init(string:)))
            #expect(FileManager.default.fileExists(atPath: link.path), "\(comparison.fileName) is missing")
            let images = try #require(card["images"] as? [[String: Any]])
            #expect(images.map { $0["src"] as? String } == comparison.scenes.map { directory.appendingPathComponent("\($0.name).svg").absoluteString })
            #expect(images.allSatisfy { $0["loaded"] as? Bool == true && ($0["width"] as? Double ?? 0) > 0 }, "\(comparison.title): \(images)")
        }
    }

    /// Text as the pages escape it in HTML.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
