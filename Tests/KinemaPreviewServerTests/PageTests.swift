import Foundation
import KinemaGallery
@testable import KinemaPreviewServer
import Testing

/// The pages work offline, in light and dark, at phone width.
@Suite("Pages")
struct PageTests {
    static let pages: [(String, String)] = [
        ("index", Pages.index(scenes: Gallery.scenes, previews: ["App: Avatar"])),
        ("scene", Pages.scene(Gallery.scenes[0])),
        ("tuning", Pages.tuning()),
        ("not found", Pages.notFound()),
    ]

    @Test(arguments: pages.map(\.0))
    func selfContainedLightDarkAndNarrow(name: String) throws {
        let page = try #require(Self.pages.first { $0.0 == name }?.1)
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("src=\"//"),
                "no external URL: the page must work offline")
        #expect(page.contains("@media (prefers-color-scheme: dark)"))
        #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
    }

    @Test func indexLinksEveryScenePreviewsAndTheTuningPanel() {
        let index = Pages.index(scenes: Gallery.scenes, previews: ["App: Avatar <bouncy>"])
        for scene in Gallery.scenes { #expect(index.contains("href=\"/scene/\(scene.name)\"")) }
        #expect(index.contains("href=\"/tune\""))
        #expect(index.contains("App: Avatar &lt;bouncy&gt;"))
    }

    @Test func scriptStringsCannotCloseTheScript() {
        #expect(Pages.script("</script><b>") == #""\u003c/script>\u003cb>""#)
    }
}
