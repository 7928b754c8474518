import Foundation

/// Builds the self-contained HTML page of a ``Recording``: markup, style, data and player in one
/// file.
///
/// The page is HTML5 written so that it is also well-formed XML (void elements closed with `/>`,
/// every attribute quoted, the player script in a commented CDATA section, the data escaped to
/// have no `<`, `>` or `&`), so tests can check its structure with an XML parser.
enum HTMLPage {
    /// The whole document.
    static func document(title: String, recording: Recording, svgFrames: [String]) -> String {
        let data = HTMLPageData(svgFrames: svgFrames).json(for: recording)
        let escapedTitle = escape(title)
        let width = max(Int(recording.size.width.rounded(.up)) + 2, 320)
        let count = recording.frames.count
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="generator" content="Kinema" />
            <title>\(escapedTitle)</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header>
            <h1>\(escapedTitle)</h1>
            <p>\(summary(recording))</p>
            </header>
            <main>
            <section class="player" style="width: \(width)px" aria-label="Animation">
            <div id="stage" class="stage"></div>
            <div class="controls">
            <button type="button" id="play" aria-pressed="false">Play</button>
            <button type="button" id="previous" title="Previous frame (left arrow)" aria-label="Previous frame">\u{25C0}</button>
            <input type="range" id="scrubber" min="0" max="\(max(count - 1, 0))" step="1" value="0" aria-label="Frame" />
            <button type="button" id="next" title="Next frame (right arrow)" aria-label="Next frame">\u{25B6}</button>
            <output id="clock" for="scrubber">0.000 s</output>
            </div>
            <p class="hint">Space plays and pauses; the arrow keys step one frame.</p>
            </section>
            <section class="plots" aria-label="Presentation values over time">
            <h2>Presentation values</h2>
            <div id="plots"></div>
            <p id="no-plots" hidden="hidden">Nothing changes in this recording.</p>
            </section>
            </main>
            <script type="application/json" id="kinema-data">
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

    /// "90 frames at 60 fps · 1.5 s · 400 × 400 pt".
    private static func summary(_ recording: Recording) -> String {
        let fps = SVGFormat.format(recording.framesPerSecond, decimals: 3)
        let seconds = SVGFormat.format(recording.duration, decimals: 3)
        let width = SVGFormat.format(Double(recording.size.width), decimals: 2)
        let height = SVGFormat.format(Double(recording.size.height), decimals: 2)
        let frames = recording.frames.count == 1 ? "1 frame" : "\(recording.frames.count) frames"
        return "\(frames) at \(fps) fps \u{00B7} \(seconds) s \u{00B7} \(width) \u{00D7} \(height) pt"
    }

    /// Escapes text for HTML (and XML) character data and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default:
                // Controls other than white space are not allowed in HTML text (nor in XML).
                if (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || (0x7F...0x9F).contains(scalar.value)
                    || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
