import KinemaDisplay
import Mustache

/// The pages' templates, style sheet and scripts: files in `Page/Resources/` that a browser, a
/// linter and an editor read as what they are, compiled into the module as bytes
/// (SwiftPM's `embedInCode`), so a program that writes pages needs no resource bundle beside it.
///
/// The preview server's live pages share these: it registers its own templates in a copy of
/// ``library`` (so they can include `page-header`, `plots` and `source`) and inlines
/// ``stylesheet`` and ``chartScript`` before its own.
package enum PageTemplates {
    /// The style sheet of every Kinema page: player, charts, source, light and dark.
    package static let stylesheet = text(PackageResources.page_css)
    /// `KinemaCharts`: value and velocity charts and the event timeline.
    package static let chartScript = text(PackageResources.charts_js)
    /// The source block's copy button.
    package static let sourceScript = text(PackageResources.source_js)
    /// A recording's player; needs ``chartScript`` before it.
    static let playerScript = text(PackageResources.player_js)

    /// The name of the content type templates declare (`{{% CONTENT_TYPE: KinemaMarkup}}`) so
    /// that `{{value}}` is escaped by ``MarkupText``, the one HTML and XML escaper of Kinema
    /// (it also replaces the control characters XML forbids, which Mustache's own HTML escaping
    /// keeps).
    package static let markupContentType = "KinemaMarkup"

    /// KinemaRender's templates by name: `recording`, and the parts a live page shares with it
    /// (`page-header`, `plots`, `source`).
    package static let library: MustacheLibrary = {
        MustacheContentTypes.register(MarkupContentType(), named: markupContentType)
        var library = MustacheLibrary()
        register(&library, [
            "recording": PackageResources.recording_mustache,
            "page-header": PackageResources.page_header_mustache,
            "plots": PackageResources.plots_mustache,
            "source": PackageResources.source_mustache,
        ])
        return library
    }()

    /// Adds templates given as UTF-8 bytes to `library`. A template that does not parse is a
    /// mistake in this package's own files, caught by any test that renders a page, so it stops
    /// the program with the parser's error instead of writing a broken page.
    package static func register(_ library: inout MustacheLibrary, _ templates: [String: [UInt8]]) {
        for (name, bytes) in templates {
            do {
                try library.register(text(bytes), named: name)
            } catch {
                preconditionFailure("the page template '\(name)' does not parse: \(error)")
            }
        }
    }

    /// The page `template` of `library` makes of `model` (a value whose stored properties the
    /// template names).
    package static func render(_ template: String, _ model: Any, in library: MustacheLibrary = library) -> String {
        guard let page = library.render(model, withTemplate: template) else {
            preconditionFailure("no page template named '\(template)'")
        }
        return page
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Escapes `{{value}}`s with ``MarkupText``.
private struct MarkupContentType: MustacheContentType {
    func escapeText(_ text: String) -> String {
        MarkupText.escaped(text)
    }
}
