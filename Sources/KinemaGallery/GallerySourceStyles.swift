import Foundation
import KinemaRender

extension Gallery {
    /// Colours a gallery scene's source as swift-syntax's classifier does, from the styles saved
    /// beside the gallery's sources (`SceneSourceStyles.txt`); a source they do not cover (edited
    /// since) stays plain.
    ///
    /// ```swift
    /// let scene = Gallery.scene(named: "avatar-bouncy")!
    /// let details = Gallery.pageDetails(for: scene, highlight: Gallery.savedSourceStyles)
    /// ```
    ///
    /// Saved rather than computed, so writing the gallery never builds a Swift parser: swift-syntax
    /// is most of a cold build of the `kinema` tool. `swift run kinema-source gallery-styles`
    /// writes them, and a test fails when a scene's source has changed since.
    public static let savedSourceStyles: HTMLPageDetails.Highlighter = { source in
        GallerySourceStyles.saved.spans(of: source) ?? [HTMLPageDetails.SourceSpan(source)]
    }
}

/// The saved styles of the gallery scenes' sources: one line per distinct source, its
/// ``TextFingerprint`` then its styled runs (``HTMLPageDetails/SourceSpan/encodedRuns(_:)``).
package struct GallerySourceStyles: Sendable, Equatable {
    /// The runs of each source, by the source's fingerprint.
    package var runs: [String: Substring]

    /// Where they are saved: beside the gallery's sources, read when the gallery is written, as
    /// the sources themselves are.
    package static let file = GallerySource.folder.appendingPathComponent("SceneSourceStyles.txt")

    /// The styles in ``file``; none when it cannot be read (a copied binary).
    package static let saved = GallerySourceStyles(text: (try? String(contentsOf: file, encoding: .utf8)) ?? "")

    /// The styles `text` holds; comment lines (`#`) and malformed lines are skipped.
    package init(text: String) {
        var runs: [String: Substring] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let key = line.prefix { $0 != " " }
            guard key.count == 8 else { continue }
            runs[String(key)] = line.dropFirst(key.count).drop { $0 == " " }
        }
        self.runs = runs
    }

    /// The styles of every scene's source as `highlight` gives them.
    package init(highlight: HTMLPageDetails.Highlighter) {
        var runs: [String: Substring] = [:]
        for source in Gallery.scenes.compactMap(\.sourceCode) {
            runs[TextFingerprint.of(source)] = Substring(HTMLPageDetails.SourceSpan.encodedRuns(highlight(source)))
        }
        self.runs = runs
    }

    /// `source` in its saved styles; `nil` when none are saved for it.
    package func spans(of source: String) -> [HTMLPageDetails.SourceSpan]? {
        runs[TextFingerprint.of(source)].flatMap { HTMLPageDetails.SourceSpan.spans(decoding: $0, of: source) }
    }

    /// The file's text: a header that says what it is and how to rewrite it, then a line per
    /// source in fingerprint order, so a rewrite changes only the lines of edited scenes.
    package var text: String {
        let header = """
            # The styles swift-syntax's classifier gives the gallery scenes' sources, so the gallery's
            # pages are coloured without building swift-syntax. Rewrite after editing a scene:
            #     swift run kinema-source gallery-styles

            """
        return header + runs.keys.sorted().map { "\($0) \(runs[$0]!)\n" }.joined()
    }
}
