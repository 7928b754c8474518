import ArgumentParser
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaExport
import KinemaGallery
import KinemaGraph
import KinemaRender
import KinemaUI

/// `kinema gallery` (the default): every scene rendered into one folder.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every scene of the WWDC23 sessions and the article into a folder with an index.html, and print its path.",
        discussion: """
            Each scene gets a self-contained page that plays the animation at any speed from \
            0.1× to 2×, loops, pauses, scrubs and replays it, plots its values and velocities over \
            time with its events marked, shows its Swift source, and links its GIF and MP4; \
            comparison pages play two scenes side by side. Open index.html in a browser. \
            The GIF and MP4 downloads need rsvg-convert and ffmpeg (Debian: librsvg2-bin, ffmpeg); \
            without them, or with --no-media, the pages have no downloads.
            """
    )

    @Option(help: ArgumentHelp("The folder to write the gallery into; created if missing.", valueName: "path"))
    var out = "kinema-gallery"

    @Option(parsing: .unconditional, help: "Frames per second to record at.")
    var fps: Double = 60

    @Flag(inversion: .prefixedNo, help: "Write a GIF and an MP4 of each scene for its page's downloads.")
    var media = true

    mutating func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw badArgument("--fps must be between 1 and 240.") }
        _ = try FolderOutput(out: out, defaultPath: out, refusal: "the gallery is a folder of pages: give a folder")
    }

    func run() throws {
        let output = try FolderOutput(out: out, defaultPath: out, refusal: "the gallery is a folder of pages")
        try output.prepare()
        let directory = output.folder
        let fps = self.fps
        let media = self.media ? GalleryMedia.writer(framesPerSecond: fps) : nil
        let index: URL
        do {
            index = try MainActor.assumeIsolated {
                try Gallery.write(to: directory, framesPerSecond: fps, media: media) { scene in
                    printError("rendering \(scene.name)…")
                }
            }
        } catch {
            throw failure(writeProblem(directory.appendingPathComponent("index.html"), error))
        }
        print(index.standardizedFileURL.path)
    }
}

/// The GIF and MP4 of each gallery scene, for its page's downloads.
enum GalleryMedia {
    /// The GIF's frame rate: half the recording's above 30 fps, which halves its size and the
    /// time to draw it while its delays stay exact (``GIFTiming``).
    static func gifFramesPerSecond(recordedAt fps: Double) -> Double {
        fps > 30 ? fps / 2 : fps
    }

    /// A writer for `Gallery.write`, or `nil` (with a note on standard error) when rsvg-convert
    /// or ffmpeg is missing.
    static func writer(framesPerSecond fps: Double) -> Gallery.MediaWriter? {
        do {
            try RasterExporter(size: CGSize(width: 1, height: 1), framesPerSecond: fps).requireTools(for: .mp4)
        } catch {
            printError("note: no GIF or MP4 downloads — \(error)")
            return nil
        }
        return { scene, recording, directory in
            let frames = recording.svgFrames()
            // Drawn with cairo where it is installed: no rsvg-convert process per frame.
            let drawings = recording.frames.map(\.displayList)
            let gifRate = gifFramesPerSecond(recordedAt: recording.framesPerSecond)
            let stride = max(Int((recording.framesPerSecond / gifRate).rounded()), 1)
            let gifIndices = Array(Swift.stride(from: 0, to: frames.count, by: stride))
            let gif = directory.appendingPathComponent("\(scene.name).gif")
            let mp4 = directory.appendingPathComponent("\(scene.name).mp4")
            try RasterExporter(size: recording.size, framesPerSecond: recording.framesPerSecond / Double(stride))
                .writeGIF(gifIndices.map { frames[$0] }, drawings: gifIndices.map { drawings[$0] }, to: gif)
            try RasterExporter(size: recording.size, framesPerSecond: recording.framesPerSecond)
                .writeMP4(frames, drawings: drawings, to: mp4)
            return [
                HTMLPageDetails.Link(title: "GIF", href: gif.lastPathComponent),
                HTMLPageDetails.Link(title: "MP4", href: mp4.lastPathComponent),
            ]
        }
    }
}

/// `kinema list`: the scenes.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes the gallery and `render` know.")

    func run() {
        let width = Gallery.scenes.map(\.name.count).max() ?? 0
        for scene in Gallery.scenes {
            print(pad(scene.name, width + 2) + "\(format(scene.duration, 2)) s  \(scene.title)")
        }
    }
}

/// `kinema render SCENE`: one scene, in one format.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one scene as SVG frames, an HTML page, PNG frames, a GIF, an MP4 or a Lottie animation.",
        discussion: """
            html, gif, mp4 and lottie write one file (default SCENE.html, SCENE.gif, SCENE.mp4, SCENE.json; \
            --out - for standard output); svg and png write a folder of numbered frames (default SCENE-svg-frames/ or SCENE-png-frames/). \
            PNG needs rsvg-convert (Debian: librsvg2-bin); GIF and MP4 need ffmpeg (Debian: ffmpeg). lottie is \
            `kinema export lottie` at this command's --fps and --duration.
            """
    )

    @Argument(help: "The scene (see `kinema list`).")
    var scene: String

    @Option(help: "svg (a folder of frames), html, png (a folder of frames), gif, mp4 or lottie.")
    var format: String = "html"

    @Option(parsing: .unconditional, help: "Frames per second.")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "Seconds to record (the scene's own by default).")
    var duration: Double?

    @Option(help: "The picture's size in pixels, as WIDTHxHEIGHT (the scene's own by default).")
    var size: String?

    @Option(help: ArgumentHelp(
        "Where to write: a file for html, gif, mp4 and lottie (- for standard output), a folder for svg and png "
            + "(default: SCENE.FORMAT, or SCENE-svg-frames/ and SCENE-png-frames/).",
        valueName: "path"))
    var out: String?

    mutating func validate() throws {
        guard Gallery.scene(named: scene) != nil else {
            throw unknownScene(scene)
        }
        guard let kind = ExportFormat(rawValue: format) else {
            throw badArgument("unknown format '\(format)': use svg, html, png, gif, mp4 or lottie.")
        }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw badArgument("--fps must be between 1 and 240.") }
        if let duration {
            guard duration.isFinite, duration > 0, duration <= 600 else {
                throw badArgument("--duration must be in 0 < duration ≤ 600 seconds.")
            }
        }
        if let size { _ = try Self.parseSize(size) }
        if kind.writesFolder, out == "-" { _ = try FolderOutput(out: out, defaultPath: "", refusal: kind.folderRefusal) }
    }

    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 1, height >= 1, width <= 8192, height <= 8192 else {
            throw badArgument("--size must look like 400x400 (1…8192 pixels each way).")
        }
        return CGSize(width: width, height: height)
    }

    func run() throws {
        guard let scene = Gallery.scene(named: scene), let kind = ExportFormat(rawValue: format) else { return }
        let fps = self.fps
        let duration = self.duration
        let pictureSize = try size.map(Self.parseSize) ?? scene.size
        let exporter = RasterExporter(size: pictureSize, framesPerSecond: fps)
        // Checked before recording, so a missing tool or a path that cannot be written fails at once.
        let writer = try OutputWriter(kind: kind, out: out, name: scene.name)
        try writer.prepare(exporter: exporter)
        printError("recording \(scene.name) at \(Int(fps)) fps…")
        let recording = MainActor.assumeIsolated { scene.record(framesPerSecond: fps, duration: duration) }
        try writer.write(
            svgFrames: recording.svgFrames(), drawings: recording.frames.map(\.displayList), html: {
                // A page on its own: the explanation and source, no links to pages it does not come with.
                var details = Gallery.pageDetails(for: scene)
                details.backLink = nil
                details.related = []
                return recording.htmlPage(title: scene.title, details: details)
            }, lottie: { lottieData(recording, name: scene.name) }, exporter: exporter)
    }
}

/// A recording as a Lottie document, its SVG images drawn by `rsvg-convert` where installed; what
/// did not translate is listed on standard error.
func lottieData(_ recording: Recording, name: String, tolerance: Double = 0.25) -> Data {
    let lottie = recording.lottie(name: name, tolerance: tolerance) { SVGRasterizer.png(from: $0, width: $1, height: $2) }
    for loss in lottie.approximations {
        printError("lottie: \(loss.feature) → \(loss.becomes) (\(loss.itemCount) item\(loss.itemCount == 1 ? "" : "s"))")
    }
    return lottie.data
}

/// Writes a progress or error line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
