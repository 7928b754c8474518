import Foundation
import KinemaDisplay
import KinemaGallery
import KinemaRender
import Mustache

/// The server's HTML pages: self-contained (styles and scripts inline, no external URL), light
/// and dark with the system's setting, usable at phone width. Their markup, style and scripts
/// are files in `Pages/Resources/`, filled by Mustache; the style sheet, the charts and the parts
/// a live scene's page shares with a recording's page (header, charts, source) are KinemaRender's.
enum Pages {
    /// The index: the package's previews (when there are any), then a card per gallery scene and
    /// the tuning panel. A preview's card shows its first frame (`/scene/NAME/frame.svg`). With
    /// `liveReload`, the page follows `/ws/reload`: it reloads after a rebuild and shows a failed
    /// build's errors, as scene pages do.
    static func index(scenes: [GalleryScene], previews: [GalleryScene], liveReload: Bool = false) -> String {
        struct Model {
            var scenes: [Card]
            var previews: [Card]
        }
        let body = render("index", Model(scenes: scenes.map { Card($0, still: false) }, previews: previews.map { Card($0, still: true) }))
        return page(title: "Kinema preview", body: body, scripts: liveReload ? [reloadScript, indexReloadScript] : [])
    }

    /// The index of an app served live: one card per window, each with its first frame.
    static func appIndex(app: String, windows: [GalleryScene]) -> String {
        struct Model {
            var app: String
            var windows: [Card]
        }
        return page(title: app, body: render("app-index", Model(app: app, windows: windows.map { Card($0, still: true) })))
    }

    static func notFound() -> String {
        page(title: "Not found", body: render("not-found", ()))
    }

    /// A JavaScript string literal that is safe inside a `<script>` element.
    static func script(_ text: String) -> String {
        JSONString.literal(text, scriptSafe: true)
    }

    /// A scene's card on an index (`card.mustache`): a preview's or a window's shows its first
    /// frame, a gallery scene its name.
    struct Card {
        var name: String
        var title: String
        var summary: String
        var still: Bool

        init(_ scene: GalleryScene, still: Bool) {
            name = scene.name
            title = scene.title
            summary = scene.summary
            self.still = still
        }
    }

    /// The whole document around `body` (`layout.mustache`): KinemaRender's style sheet and the
    /// server's, then `scripts` in one element, after `data` (JSON a script reads) when given.
    static func page(title: String, body: String, scripts: [String] = [], data: String? = nil) -> String {
        struct Model {
            var icon = PageIcon.link
            var title: String
            var style: String
            var body: String
            var data: String?
            var script: String
        }
        return render("layout", Model(
            title: title, style: PageTemplates.stylesheet + stylesheet, body: body, data: data,
            script: scripts.joined()))
    }

    /// `template` of the server's library filled from `model`.
    static func render(_ template: String, _ model: Any) -> String {
        PageTemplates.render(template, model, in: library)
    }

    /// KinemaRender's templates and the server's own (`Pages/Resources/*.mustache`).
    private static let library: MustacheLibrary = {
        var library = PageTemplates.library
        PageTemplates.register(&library, [
            "layout": PackageResources.layout_mustache,
            "index": PackageResources.index_mustache,
            "app-index": PackageResources.app_index_mustache,
            "not-found": PackageResources.not_found_mustache,
            "card": PackageResources.card_mustache,
            "scene": PackageResources.scene_mustache,
            "tuning": PackageResources.tuning_mustache,
            "slider": PackageResources.slider_mustache,
            "build-errors": PackageResources.build_errors_mustache,
        ])
        return library
    }()

    /// The server's own styles, after KinemaRender's.
    static let stylesheet = text(PackageResources.server_css)
    /// `KinemaReload.waitForServer()`, which reloads the page once a rebuilt server answers.
    static let reloadScript = text(PackageResources.reload_js)
    /// The index's part in a live reload.
    static let indexReloadScript = text(PackageResources.index_reload_js)
    /// A live scene's page.
    static let liveSceneScript = text(PackageResources.live_scene_js)
    /// The tuning panel's.
    static let tuningScript = text(PackageResources.tuning_js)

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
