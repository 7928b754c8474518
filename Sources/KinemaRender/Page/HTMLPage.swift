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
        return page(title: title, summary: summary(recording), details: details, stages: [(nil, recording.size)],
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
        let summary = runs.map { "\(MarkupText.escaped($0.label)): \(Self.summary($0.recording))" }.joined(separator: "<br />")
        return page(title: title, summary: summary, details: details,
                    stages: runs.map { ($0.label, $0.recording.size) }, frameCount: count, data: data)
    }

    /// The page around the data: header, stages, controls, charts, source and script.
    private static func page(
        title: String, summary: String, details: HTMLPageDetails, stages: [(label: String?, size: CGSize)],
        frameCount count: Int, data: String
    ) -> String {
        let escapedTitle = MarkupText.escaped(title)
        let stageWidths = stages.map { max(Int($0.size.width.rounded(.up)) + 2, 160) }
        let width = max(stageWidths.reduce(0, +) + 16 * (stages.count - 1), 320)
        let stageMarkup = zip(stages.indices, stages).map { index, stage in
            let id = index == 0 ? "stage" : "stage-\(index)"
            let caption = stage.label.map { "<figcaption>\(MarkupText.escaped($0))</figcaption>" } ?? ""
            return "<figure class=\"stage-box\">\(caption)<div id=\"\(id)\" class=\"stage\"></div></figure>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="color-scheme" content="light dark" />
            <meta name="generator" content="Kinema" />
            \(PageIcon.link)
            <title>\(escapedTitle)</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header>
            \(details.backLink.map { "<nav class=\"back\"><a href=\"\(MarkupText.escaped($0.href))\">\u{2190} \(MarkupText.escaped($0.title))</a></nav>\n" } ?? "")<h1>\(escapedTitle)</h1>
            \(details.explanation.map { "<p class=\"explanation\">\(MarkupText.escaped($0))</p>\n" } ?? "")<p class="summary">\(summary)</p>
            \(linkList(details.related, id: "related", lead: "See also:"))</header>
            <main>
            <section class="player" style="max-width: \(width)px" aria-label="Animation">
            <div class="stages">
            \(stageMarkup)
            </div>
            <div class="controls">
            <button type="button" id="play" aria-pressed="false">Play</button>
            <button type="button" id="previous" title="Previous frame (left arrow)" aria-label="Previous frame">\u{25C0}</button>
            <input type="range" id="scrubber" min="0" max="\(max(count - 1, 0))" step="1" value="0" aria-label="Frame" />
            <button type="button" id="next" title="Next frame (right arrow)" aria-label="Next frame">\u{25B6}</button>
            <output id="clock" for="scrubber">0.000 s</output>
            </div>
            <div id="markers" class="timeline-markers" aria-label="Events"></div>
            <div class="controls secondary">
            <button type="button" id="replay" title="Play again from the start (R)">\u{21BA} Replay</button>
            <label class="speed" for="speed">Speed <input type="range" id="speed" min="0.1" max="2" step="0.05" value="1" aria-label="Playback speed" /> <output id="speed-value" for="speed">1\u{00D7}</output></label>
            <label class="loop"><input type="checkbox" id="loop" checked="checked" /> Loop</label>
            </div>
            <p class="hint">Space plays and pauses; the arrow keys step one frame; R replays. A marker under the timeline replays from just before its event.</p>
            \(linkList(details.downloads, id: "downloads", lead: "Download:", download: true))</section>
            <section class="plots" aria-label="Presentation values over time">
            <h2>Presentation values</h2>
            <p class="plots-note">Each value beside its velocity (change per second); dashed lines mark events.</p>
            <div id="plots"></div>
            <p id="no-plots" hidden="hidden">Nothing changes in this recording.</p>
            </section>
            </main>
            \(sourceSection(details.sourceCode))<script type="application/json" id="kinema-data">
            \(data)
            </script>
            <script>
            //<![CDATA[
            \(script)
            //]]>
            </script>
            </body>
            </html>

            """
    }

    /// A paragraph of links after `lead`, or nothing when there are none.
    private static func linkList(_ links: [HTMLPageDetails.Link], id: String, lead: String, download: Bool = false) -> String {
        guard !links.isEmpty else { return "" }
        let anchors = links.map { link in
            "<a href=\"\(MarkupText.escaped(link.href))\"\(download ? " download=\"\"" : "")>\(MarkupText.escaped(link.title))</a>"
        }
        return "<p id=\"\(id)\" class=\"links\">\(MarkupText.escaped(lead)) " + anchors.joined(separator: " \u{00B7} ") + "</p>\n"
    }

    /// The highlighted source with its copy button, or nothing.
    private static func sourceSection(_ source: String?) -> String {
        guard let source, !source.isEmpty else { return "" }
        return """
            <section class="source" aria-label="Source">
            <div class="source-head"><h2>Source</h2><button type="button" id="copy-source">Copy</button></div>
            <pre><code id="source-code" class="language-swift">\(SwiftHighlighter.html(source))</code></pre>
            </section>

            """
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
