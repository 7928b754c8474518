import Foundation
import Kinema
import KinemaGallery
@testable import KinemaPreviewServer
import Testing

/// The pages work offline, in light and dark, at phone width.
@Suite("Pages")
struct PageTests {
    /// A package's preview, as `kinema preview --package` serves it.
    static let preview = GalleryScene(
        name: "preview-avatar", title: "Avatar <bouncy>", summary: "App · Sources/App/Avatar.swift:12",
        size: CGSize(width: 120, height: 80)
    ) { fps in
        ViewHost(Color.red.frame(width: 40, height: 40), size: CGSize(width: 120, height: 80), framesPerSecond: fps)
    }

    static let pages: [(String, String)] = [
        ("index", Pages.index(scenes: Gallery.scenes, previews: [preview])),
        ("scene", Pages.scene(Gallery.scenes[0])),
        ("tuning", Pages.tuning()),
        ("not found", Pages.notFound()),
    ]

    @Test(arguments: pages.map(\.0))
    func selfContainedLightDarkAndNarrow(name: String) throws {
        let fetched = try #require(Self.pages.first { $0.0 == name }?.1)
        // The charts' script names the SVG namespace, an identifier no browser fetches.
        let page = fetched.replacingOccurrences(of: "\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("src=\"//"),
                "no external URL: the page must work offline")
        #expect(page.contains("@media (prefers-color-scheme: dark)"))
        #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
    }

    @Test func indexLinksEveryScenePreviewsAndTheTuningPanel() throws {
        let index = Pages.index(scenes: Gallery.scenes, previews: [Self.preview])
        for scene in Gallery.scenes { #expect(index.contains("href=\"/scene/\(scene.name)\"")) }
        #expect(index.contains("href=\"/tune\""))
        // The preview comes first, with its first frame as a still, its title escaped.
        let previewLink = try #require(index.range(of: "href=\"/scene/preview-avatar\""))
        let firstScene = try #require(index.range(of: "href=\"/scene/\(Gallery.scenes[0].name)\""))
        #expect(previewLink.lowerBound < firstScene.lowerBound)
        #expect(index.contains("src=\"/scene/preview-avatar/frame.svg\""))
        #expect(index.contains("Avatar &lt;bouncy&gt;"))
        // Without previews, no section for them.
        #expect(!Pages.index(scenes: Gallery.scenes, previews: []).contains("Your previews"))
    }

    @Test func scriptStringsCannotCloseTheScript() {
        let script = Pages.script("</script><b>")
        #expect(script == #""\u003c/script\u003e\u003cb\u003e""#)
        #expect(!script.contains("<"))
    }
}
