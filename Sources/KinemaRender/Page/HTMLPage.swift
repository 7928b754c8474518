import Foundation
import KinemaDisplay

/// Builds the self-contained HTML page of a ``Recording``: markup, style, data and player in one
/// file.
///
/// The page is HTML5 written so that it is also well-formed XML (void elements closed with `/>`,
/// every attribute quoted, the player script in a commented CDATA section, the data escaped to
/// have no `<`, `>` or `&`), so tests can check its structure with an XML parser.
enum HTMLPage {
    /// The whole document of one recording.
    static func document(
        title: String, recording: Recording, svgFrames: [String], details: HTMLPageDetails = HTMLPageDetails()
    ) -> String {
        let data = "{" + HTMLPageData(svgFrames: svgFrames).fields(for: recording) + "}"
        return page(title: title, summary: [summary(recording)], details: details, stages: [(nil, recording.size)],
                    frameCount: recording.frames.count, data: data)
    }

    /// The document of recordings shown side by side: one player steps them all on one clock, and
    /// their charts overlay the attributes they share.
    static func comparison(
        title: String, runs: [(label: String, recording: Recording, svgFrames: [String])],
        details: HTMLPageDetails = HTMLPageDetails()
    ) -> String {
        let fps = runs.map(\.recording.framesPerSecond).max() ?? 60
        let duration = runs.map(\.recording.duration).max() ?? 0
        let count = Int((duration * fps).rounded())
        let members = runs.map { run in
            "{\"label\":\(JSONText.string(run.label)),"
                + HTMLPageData(svgFrames: run.svgFrames).fields(for: run.recording) + "}"
        }
        let data = "{\"fps\":\(JSONText.number(fps, decimals: 6)),\"frameCount\":\(count),\n\"runs\":[\n"
            + members.joined(separator: ",\n") + "]}"
        let summary = runs.map { "\($0.label): \(Self.summary($0.recording))" }
        return page(title: title, summary: summary, details: details,
                    stages: runs.map { ($0.label, $0.recording.size) }, frameCount: count, data: data)
    }

    /// The page around the data: header, stages, controls, charts, source and script
    /// (`Resources/recording.mustache`).
    private static func page(
        title: String, summary: [String], details: HTMLPageDetails, stages: [(label: String?, size: CGSize)],
        frameCount count: Int, data: String
    ) -> String {
        let stageWidths = stages.map { max(Int($0.size.width.rounded(.up)) + 2, 160) }
        let model = Model(
            title: title, style: PageTemplates.stylesheet,
            backLink: details.backLink, explanation: details.explanation, summary: summary, related: details.related,
            width: max(stageWidths.reduce(0, +) + 16 * (stages.count - 1), 320),
            stages: stages.indices.map { Model.Stage(id: $0 == 0 ? "stage" : "stage-\($0)", label: stages[$0].label) },
            lastFrame: max(count - 1, 0), downloads: details.downloads,
            sourceHTML: details.sourceHTML,
            data: data, script: PageTemplates.chartScript + PageTemplates.sourceScript + PageTemplates.playerScript)
        return PageTemplates.render("recording", model)
    }

    /// What `recording.mustache` names. Text is escaped by the template; `style`, `data`,
    /// `script` and `sourceHTML` are inserted as they are.
    private struct Model {
        struct Stage {
            var id: String
            var label: String?
        }

        var icon = PageIcon.link
        var title: String
        var style: String
        var backLink: HTMLPageDetails.Link?
        var explanation: String?
        /// Lines of the summary, one per recording.
        var summary: [String]
        var related: [HTMLPageDetails.Link]
        var width: Int
        var stages: [Stage]
        var lastFrame: Int
        var downloads: [HTMLPageDetails.Link]
        var plotsEmpty = "Nothing changes in this recording."
        var sourceHTML: String?
        var data: String
        var script: String
    }

    /// "90 frames at 60 fps · 1.5 s · 400 × 400 pt".
    private static func summary(_ recording: Recording) -> String {
        let fps = DecimalText.fixed(recording.framesPerSecond, decimals: 3)
        let seconds = DecimalText.fixed(recording.duration, decimals: 3)
        let width = DecimalText.fixed(Double(recording.size.width), decimals: 2)
        let height = DecimalText.fixed(Double(recording.size.height), decimals: 2)
        let frames = recording.frames.count == 1 ? "1 frame" : "\(recording.frames.count) frames"
        return "\(frames) at \(fps) fps \u{00B7} \(seconds) s \u{00B7} \(width) \u{00D7} \(height) pt"
    }
}
