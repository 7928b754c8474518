import KinemaRender
import Mustache

/// The gallery's `index.html`, from `Resources/index.mustache` and `index.css`: a card per
/// comparison (both thumbnails), then a card per scene (its animated thumbnail, tagline and the
/// command that renders it).
struct IndexPage {
    struct ComparisonCard {
        /// The comparison's page.
        var href: String
        /// Each scene's thumbnail file.
        var thumbnails: [String]
        var title: String
        /// The labels of its sides, "A vs B".
        var labels: String
    }

    struct SceneCard {
        var name: String
        var title: String
        var tagline: String
        /// `swift run kinema render NAME`.
        var command: String
    }

    var comparisons: [ComparisonCard]
    var scenes: [SceneCard]

    /// The page, HTML5.
    var html: String {
        PageTemplates.render("gallery-index", Model(comparisons: comparisons, scenes: scenes), in: Self.library)
    }

    private struct Model {
        var icon = PageIcon.link
        var style = String(decoding: PackageResources.index_css, as: UTF8.self)
        var comparisons: [ComparisonCard]
        var scenes: [SceneCard]
    }

    private static let library: MustacheLibrary = {
        var library = PageTemplates.library
        PageTemplates.register(&library, ["gallery-index": PackageResources.index_mustache])
        return library
    }()
}
