import Foundation
import Kinema
import KinemaGallery
import KinemaTestSupport
import Testing

/// What the gallery's pages hold besides the recordings: explanations, sources, comparisons,
/// thumbnails and the index.
@MainActor
@Suite("Gallery pages")
struct GalleryPagesTests {
    @Test(arguments: Gallery.scenes.map(\.name))
    func everySceneHasItsSourceAndAShortLine(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        let source = try #require(scene.sourceCode, "the gallery's sources are in the package")
        #expect(!scene.sourceTypes.isEmpty)
        for type in scene.sourceTypes {
            #expect(source.contains(type + ":") || source.contains(type + " {") || source.contains("struct \(type)"),
                    "\(type) is in the source")
        }
        // Every declaration is whole: braces balance.
        #expect(source.filter { $0 == "{" }.count == source.filter { $0 == "}" }.count)
        #expect(!scene.tagline.isEmpty && scene.tagline.count <= 90, "\(scene.tagline)")
        #expect(scene.tagline != scene.summary)
    }

    @Test func comparisonsPairScenesThatTeachByContrast() {
        let pairs = Gallery.comparisons.map { $0.scenes.map(\.name) }
        #expect(pairs.contains(["podium", "podium-animatable"]))
        #expect(pairs.contains(["avatar-linear", "avatar-spring-interrupted"]))
        #expect(pairs.contains(["avatar-two-animations", "avatar-scoped"]))
        #expect(Set(Gallery.comparisons.map(\.fileName)).count == Gallery.comparisons.count)
        // A scene's page links the comparisons it is in.
        let related = Gallery.pageDetails(for: Gallery.scene(named: "podium")!).related.map(\.href)
        #expect(related == ["compare-podium.html"])
    }

    @Test func thumbnailsPlayTheRecordingInOneFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try Gallery.write(to: directory, framesPerSecond: 10)
        let html = try String(contentsOf: index, encoding: .utf8)
        for comparison in Gallery.comparisons {
            #expect(html.contains("href=\"\(comparison.fileName)\""))
            let page = try String(contentsOf: directory.appendingPathComponent(comparison.fileName), encoding: .utf8)
            _ = try XMLTree.parse(page)
            #expect(page.contains("\"runs\":["))
        }
        for scene in Gallery.scenes {
            #expect(html.contains(scene.tagline.replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")))
            let thumbnail = try String(contentsOf: directory.appendingPathComponent("\(scene.name).svg"), encoding: .utf8)
            let root = try XMLTree.parse(thumbnail)
            let frames = root.children.filter { $0.name == "g" }
            #expect(frames.count >= 6, "\(scene.name): \(frames.count) frames")
            // Exactly one frame is shown without SMIL, and each frame is shown once per loop.
            #expect(frames.filter { $0["visibility"] == "visible" }.count == 1)
            #expect(root.all(named: "animate").count == frames.count)
            #expect(thumbnail.utf8.count < 1_000_000, "\(scene.name): \(thumbnail.utf8.count) bytes")
            // Ids are unique across frames.
            let ids = thumbnail.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
            #expect(Set(ids).count == ids.count, "\(scene.name)")
            let page = try String(contentsOf: directory.appendingPathComponent("\(scene.name).html"), encoding: .utf8)
            #expect(page.contains("<code id=\"source-code\""), "\(scene.name) shows its source")
            #expect(page.contains("href=\"index.html\""))
        }
    }

    @Test func mediaWriterLinksItsFilesFromThePage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var written: [String] = []
        _ = try Gallery.write(to: directory, framesPerSecond: 5) { scene, recording, folder in
            written.append(scene.name)
            #expect(folder == directory)
            #expect(recording.framesPerSecond == 5)
            return [HTMLPageDetails.Link(title: "GIF", href: "\(scene.name).gif")]
        }
        #expect(written == Gallery.scenes.map(\.name))
        let page = try String(contentsOf: directory.appendingPathComponent("avatar-bouncy.html"), encoding: .utf8)
        #expect(page.contains(#"<a href="avatar-bouncy.gif" download="">GIF</a>"#))
    }
}
