import Foundation
import KinemaDisplay
import KinemaGallery
import KinemaRender

extension Pages {
    /// How many seconds a live page's timeline and charts span.
    static let chartWindow = 5.0

    /// One live scene, laid out as a recording's page: the header, the stage the server's frames
    /// are drawn into with its controls, the timeline of touches, charts of every value that
    /// changes beside its velocity over the last ``chartWindow`` seconds, and the scene's source
    /// when the gallery's sources are at hand, coloured by `highlight` (plain without)
    /// (`scene.mustache`, `live-scene.js`).
    ///
    /// The script exposes what it receives on `window.kinema` (`connected`, `frames`, `time`,
    /// `values`, `samples`, `events`, `errors`, `buildErrors`, `reloading`, `restoredTime`) so
    /// tests can read it. After a rebuild (a `reload` message) the page keeps its scene's time in
    /// the tab's session storage, reloads once the new server answers, and asks for that time
    /// again (`seek`).
    static func scene(_ scene: GalleryScene, highlight: HTMLPageDetails.Highlighter? = nil) -> String {
        struct Model {
            var backLink = HTMLPageDetails.Link(title: "All scenes", href: "/")
            var title: String
            var explanation: String
            var summary: [String]
            var related: [HTMLPageDetails.Link] = []
            var width: Int
            var stageWidth: String
            var stageHeight: String
            var window: String
            var plotsEmpty = "Nothing has moved yet: each value that changes gets a chart here."
            var sourceHTML: String?
        }
        let width = Double(scene.size.width), height = Double(scene.size.height)
        let model = Model(
            title: scene.title, explanation: scene.summary,
            summary: ["Live at the display rate · \(DecimalText.fixed(width, decimals: 2)) × \(DecimalText.fixed(height, decimals: 2)) pt"],
            width: max(Int(width.rounded(.up)), 320),
            stageWidth: DecimalText.fixed(width, decimals: 3), stageHeight: DecimalText.fixed(height, decimals: 3),
            window: DecimalText.fixed(chartWindow, decimals: 1),
            sourceHTML: HTMLPageDetails(sourceCode: scene.sourceCode, highlightedSource: scene.sourceCode.flatMap { highlight?($0) }).sourceHTML)
        // Read by live-scene.js; the name is escaped to be safe inside the `<script>` element.
        let data = "{\"name\":\(script(scene.name)),\"width\":\(WireJSON.number(width)),"
            + "\"height\":\(WireJSON.number(height)),\"window\":\(WireJSON.number(chartWindow))}"
        return page(
            title: "\(scene.title) — Kinema preview", body: render("scene", model),
            scripts: [PageTemplates.chartScript, PageTemplates.sourceScript, reloadScript, liveSceneScript],
            data: data)
    }
}
