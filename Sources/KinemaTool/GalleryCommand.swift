import ArgumentParser
import Foundation
import Kinema
import KinemaExport
import KinemaGallery

/// `kinema gallery` (the default): every seed animation rendered into one folder.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every animation of the seeds into a folder with an index.html, and print its path.",
        discussion: """
            Each scene gets a self-contained page that plays, loops, pauses and scrubs the \
            animation and plots its values over time. Open index.html in a browser.
            """
    )

    @Option(help: "Folder to write the gallery into.")
    var out = "kinema-gallery"

    @Option(help: "Frames per second to record at.")
    var fps: Double = 60

    mutating func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw badArgument("--fps must be between 1 and 240.") }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let fps = self.fps
        let index: URL
        do {
            index = try MainActor.assumeIsolated {
                try Gallery.write(to: directory, framesPerSecond: fps) { scene in
                    printError("rendering \(scene.name)…")
                }
            }
        } catch {
            throw failure(writeProblem(directory.appendingPathComponent("index.html"), error))
        }
        print(index.standardizedFileURL.path)
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
        abstract: "Render one scene as SVG frames, an HTML page, PNG frames, a GIF or an MP4.",
        discussion: "PNG needs rsvg-convert (Debian: librsvg2-bin); GIF and MP4 need ffmpeg (Debian: ffmpeg)."
    )

    @Argument(help: "The scene (see `kinema list`).")
    var scene: String

    @Option(help: "svg (a folder of frames), html, png (a folder of frames), gif or mp4.")
    var format: String = "html"

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: "Seconds to record (the scene's own by default).")
    var duration: Double?

    @Option(help: "The picture's size in pixels, as WIDTHxHEIGHT (the scene's own by default).")
    var size: String?

    @Option(help: "Where to write (a file for html/gif/mp4, a folder for svg/png); default: SCENE.FORMAT.")
    var out: String?

    mutating func validate() throws {
        guard Gallery.scene(named: scene) != nil else {
            throw badArgument("unknown scene '\(scene)': `kinema list` shows the scenes.")
        }
        guard ExportFormat(rawValue: format) != nil else {
            throw badArgument("unknown format '\(format)': use svg, html, png, gif or mp4.")
        }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw badArgument("--fps must be between 1 and 240.") }
        if let duration {
            guard duration.isFinite, duration > 0, duration <= 600 else {
                throw badArgument("--duration must be in 0 < duration ≤ 600 seconds.")
            }
        }
        if let size { _ = try Self.parseSize(size) }
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
        printError("recording \(scene.name) at \(Int(fps)) fps…")
        let recording = MainActor.assumeIsolated { scene.record(framesPerSecond: fps, duration: duration) }
        let frames = recording.svgFrames()
        let pictureSize = try size.map(Self.parseSize) ?? scene.size
        let destination = URL(fileURLWithPath: out ?? "\(scene.name).\(kind.rawValue)")
        do {
            switch kind {
            case .svg:
                let urls = try recording.writeSVGFrames(to: destination)
                print("\(urls.count) frames in \(destination.standardizedFileURL.path)")
                return
            case .html:
                try recording.writeHTMLPage(to: destination, title: scene.title)
            case .png:
                let urls = try RasterExporter(size: pictureSize, framesPerSecond: fps).writePNGFrames(frames, to: destination)
                print("\(urls.count) frames in \(destination.standardizedFileURL.path)")
                return
            case .gif:
                try RasterExporter(size: pictureSize, framesPerSecond: fps).writeGIF(frames, to: destination)
            case .mp4:
                try RasterExporter(size: pictureSize, framesPerSecond: fps).writeMP4(frames, to: destination)
            }
        } catch let error as ExportError {
            throw failure(error.description)
        } catch {
            throw failure(writeProblem(destination, error, expectsDirectory: kind == .svg || kind == .png))
        }
        print(destination.standardizedFileURL.path)
    }
}

/// Writes a progress or error line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
