import Foundation
import KinemaGallery
import KinemaRender
import KinemaSourceHighlighting
import Testing

/// The gallery colours its scenes' sources from styles saved beside them, so the tool never
/// builds swift-syntax to write it. The saved styles must be what swift-syntax's classifier
/// gives the sources as they are now.
@Suite("Gallery: saved source styles")
struct GallerySourceStylesTests {
    @Test func theSavedStylesAreTheClassifiersForEverySceneSource() throws {
        let sources = Gallery.scenes.compactMap(\.sourceCode)
        try #require(!sources.isEmpty, "the gallery's sources are read beside the package's files")
        let stale = sources.filter { Gallery.savedSourceStyles($0) != SwiftSourceHighlighter.spans($0) }
        #expect(stale.isEmpty, """
            \(stale.count) scene sources changed since their styles were saved: \
            run `swift run kinema-source gallery-styles`
            """)
    }

    @Test func theFileIsExactlyWhatTheRewriteWrites() throws {
        let saved = try String(contentsOf: GallerySourceStyles.file, encoding: .utf8)
        #expect(saved == GallerySourceStyles(highlight: SwiftSourceHighlighter.highlighter).text,
                "run `swift run kinema-source gallery-styles`")
    }

    @Test func aSourceWithoutSavedStylesIsPlain() {
        let source = "struct NotInTheGallery {}"
        #expect(Gallery.savedSourceStyles(source) == [HTMLPageDetails.SourceSpan(source)])
    }

    @Test func readingSkipsCommentsAndMalformedLines() {
        let styles = GallerySourceStyles(text: "# header\nshort 0 1 k\n0123abcd 0 3 k\n\n")
        #expect(styles.runs == ["0123abcd": "0 3 k"])
        #expect(GallerySourceStyles(text: styles.text) == styles)
    }
}
