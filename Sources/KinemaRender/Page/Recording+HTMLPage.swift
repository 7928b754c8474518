import Foundation
import KinemaDisplay

extension Recording {
    /// The recording as one self-contained, animated HTML page.
    ///
    /// ```swift
    /// let page = recording.htmlPage(title: "Bouncy avatar")
    /// try page.write(toFile: "avatar.html", atomically: true, encoding: .utf8)
    /// // Open avatar.html in a browser, or avatar.html#time=0.25 to stop a quarter second in.
    /// ```
    ///
    /// The page needs nothing else: no network, no other file; its style, data and script are
    /// inline, and it works when opened from disk. It shows:
    ///
    /// - The drawing, exactly the SVG document ``svgFrames(renderer:background:images:)`` gives for
    ///   the frame shown, playing at ``framesPerSecond`` (real speed) and looping.
    /// - A play/pause button, a scrubber with one step per frame, buttons to step one frame back
    ///   and forward, and the current time and frame number. Space plays and pauses; the left and
    ///   right arrow keys step — wherever the focus is (a focused button or scrubber does not take
    ///   the keys for itself); only a text field would keep them.
    /// - Beside the drawing, a line chart per entry of ``tracks``: each attribute that changes
    ///   (scale, offset, rotation, opacity, shadow, frame…) over the recording, with the current
    ///   time marked and the current value written out; value labels get the margin they need, so
    ///   a long negative value keeps its minus sign. An item's painted colour gets one chart: a
    ///   strip of the colour itself over time above a line per component (red, green, blue,
    ///   opacity, 0…1), with the current colour written out (`rgb(250 58 47)`) beside a swatch.
    ///   "Nothing changes in this recording" shows only when no track changes.
    ///
    /// The address's fragment picks how it opens: `#frame=12` or `#time=0.2` opens paused at
    /// that frame (the frame shown at that time), `#paused` opens paused at frame 0, and
    /// `#picture` hides everything but the drawing, which then sits at 1:1 scale at the top-left
    /// corner of the page, so a screenshot's pixels are the host's points. Combine them:
    /// `page.html#time=0.25&picture`. Without a frame or time, the page plays from frame 0.
    ///
    /// Scripts (a headless browser test, say) drive it through `window.kinema`:
    ///
    /// ```js
    /// kinema.frameCount        // number of frames
    /// kinema.fps               // frames per second
    /// kinema.showFrame(30)     // pauses and shows frame 30 (clamped to the frames), synchronously
    /// kinema.currentFrame      // 30
    /// kinema.svg(30)           // frame 30's SVG document, as svgFrames()[30]
    /// kinema.play(); kinema.pause(); kinema.playing
    /// kinema.speed = 0.25      // slow motion (clamped to 0.1…2)
    /// kinema.loop = false      // stop at the last frame
    /// kinema.replay()          // frame 0, playing
    /// kinema.markers           // [{time: 0.25, label: "tap", frame: 15}]
    /// kinema.value("image “cat”", "scale")     // the value shown at the current frame
    /// kinema.velocity("image “cat”", "scale")  // its velocity there, per second
    /// ```
    ///
    /// The root element also carries the frame shown as `data-frame`.
    ///
    /// Each distinct line of the frames' SVG is stored once, and each frame as the lines that
    /// differ from the frame before, so a page costs little more than frame 0 plus the changed
    /// transforms, and an embedded image is stored once.
    ///
    /// With ``HTMLPageDetails`` the page also shows an explanation, a link back, download links,
    /// related pages, and the Swift source highlighted with a button that copies it.
    ///
    /// Playback: a speed slider plays from 0.1× to 2× (slow motion for a spring's overshoot),
    /// a checkbox turns looping off (playback then stops on the last frame), and Replay plays from
    /// the start. The ``markers`` (taps, presses, state changes) are marked under the timeline
    /// and as dashed lines on every chart; a marker's button replays from just before it. Each
    /// value's chart has a velocity chart beside it: the change per second between neighbouring
    /// frames (central differences; one-sided at the ends and where the item is not drawn).
    /// The page follows the system's light or dark appearance (the drawing keeps its own
    /// background) and fits a phone's width.
    ///
    /// - Parameters:
    ///   - title: The page's title and heading (escaped for HTML).
    ///   - details: What to show around the player (default nothing).
    ///   - renderer: Draws each frame (default: two decimals).
    ///   - background: Fills each frame first, or `nil` for transparent (default white).
    ///   - images: PNG, JPEG or SVG bytes by image name (they win over the registry), embedded in the page.
    /// - Returns: The page, UTF-8 HTML5 text ending in a newline.
    public func htmlPage(
        title: String,
        details: HTMLPageDetails = HTMLPageDetails(),
        renderer: SVGRenderer = SVGRenderer(),
        background: Color? = .white,
        images: [String: Data] = [:]
    ) -> String {
        HTMLPage.document(
            title: title,
            recording: self,
            svgFrames: svgFrames(renderer: renderer, background: background, images: images),
            details: details
        )
    }

    /// Writes ``htmlPage(title:details:renderer:background:images:)`` to `url`, creating its folder when
    /// missing and replacing any file there.
    ///
    /// ```swift
    /// try recording.writeHTMLPage(to: URL(filePath: "gallery/avatar.html"), title: "Bouncy avatar")
    /// ```
    ///
    /// - Throws: The file system's error when the folder cannot be created or the file written.
    public func writeHTMLPage(
        to url: URL,
        title: String,
        details: HTMLPageDetails = HTMLPageDetails(),
        renderer: SVGRenderer = SVGRenderer(),
        background: Color? = .white,
        images: [String: Data] = [:]
    ) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let page = htmlPage(title: title, details: details, renderer: renderer, background: background, images: images)
        try Data(page.utf8).write(to: url, options: .atomic)
    }

    /// Recordings side by side on one page, played on one clock: one player steps them all, and
    /// each chart overlays the attribute in every recording that has it (one colour each), so a
    /// difference in motion shows as two curves apart.
    ///
    /// ```swift
    /// let page = Recording.comparisonPage(
    ///     title: "Straight lines or arcs",
    ///     [("Not Animatable", straight), ("Animatable", arcs)]
    /// )
    /// ```
    ///
    /// The page has the controls, markers, velocity charts, appearance and `window.kinema`
    /// of ``htmlPage(title:details:renderer:background:images:)``, with `kinema.runs` (the labels)
    /// and `kinema.svg(frame, run)`. The timeline spans the longest recording at the highest
    /// frame rate; a shorter one holds its last frame, and each shows the frame it has at the
    /// clock's time. An empty list gives a page with no frames.
    ///
    /// - Parameters:
    ///   - title: The page's title and heading.
    ///   - recordings: Each recording with the label shown over its drawing and in the charts.
    ///   - details: What to show around the player (default nothing).
    ///   - renderer: Draws each frame.
    ///   - background: Fills each frame first, or `nil` for transparent (default white).
    ///   - images: Image bytes by name, as for a single recording's page.
    public static func comparisonPage(
        title: String,
        _ recordings: [(label: String, recording: Recording)],
        details: HTMLPageDetails = HTMLPageDetails(),
        renderer: SVGRenderer = SVGRenderer(),
        background: Color? = .white,
        images: [String: Data] = [:]
    ) -> String {
        HTMLPage.comparison(title: title, runs: recordings.map { run in
            (run.label, run.recording, run.recording.svgFrames(renderer: renderer, background: background, images: images))
        }, details: details)
    }
}
