import Foundation
import Kinema
import KinemaExport

// What `@main struct MyApp: App` runs on Linux: the app's first window in a headless host,
// recorded for a few seconds of virtual time (its `.task`s, timers and `onAppear` animations
// play as they would on screen) and written as a scene page, SVG frames, a GIF or an MP4.

extension App {
    /// Runs the app: records its first window (or the one `--window ID` names) headless and
    /// writes it, printing the path written.
    ///
    /// ```sh
    /// swift run MyApp                                    # MyApp.html: the scene page
    /// swift run MyApp --record gif --seconds 5 --out /tmp/app.gif
    /// KINEMA_APP_RECORD=mp4 swift run MyApp             # MyApp.mp4
    /// ```
    ///
    /// Options, each also read from an environment variable: `--record html|svg|gif|mp4`
    /// (`KINEMA_APP_RECORD`, default `html`), `--seconds S` (`KINEMA_APP_SECONDS`, default 3,
    /// at most 600), `--size WIDTHxHEIGHT` (`KINEMA_APP_SIZE`, default the window's
    /// `defaultSize`, else 390 × 844, a phone), `--window ID` (`KINEMA_APP_WINDOW`) and
    /// `--out PATH` (`KINEMA_APP_OUT`, default the app's name and the format's extension in the
    /// current folder; a folder for `svg`). GIF and MP4 need `rsvg-convert` and `ffmpeg`. A bad
    /// option or a failed write prints one line and exits with status 1.
    @MainActor
    public static func main() async {
        let name = String(describing: Self.self)
        do {
            let options = try AppRunOptions(
                arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
            let app = Self()
            let windows = app.body._windows()
            let chosen: SceneWindow?
            if let id = options.window {
                chosen = windows.first { $0.id == id }
            } else {
                chosen = windows.first
            }
            guard let window = chosen else {
                throw AppRunError(options.window.map { "no window group has the id \($0)" } ?? "the app has no window group")
            }
            let size = options.size ?? window.defaultSize ?? CGSize(width: 390, height: 844)
            let host = ViewHost(window.content.environment(\.scenePhase, .active), size: size)
            let framesPerSecond: Double = options.format == "gif" || options.format == "mp4" ? 30 : 60
            let recording = await Recording.play(host, duration: options.seconds, framesPerSecond: framesPerSecond)
            let out = URL(fileURLWithPath: options.out ?? (options.format == "svg" ? "\(name)-frames" : "\(name).\(options.format)"))
            switch options.format {
            case "svg":
                try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                try recording.writeSVGFrames(to: out)
            case "gif", "mp4":
                let exporter = RasterExporter(size: size, framesPerSecond: framesPerSecond)
                let frames = recording.svgFrames()
                if options.format == "gif" { try exporter.writeGIF(frames, to: out) } else { try exporter.writeMP4(frames, to: out) }
            default:
                try recording.writeHTMLPage(to: out, title: window.title ?? name)
            }
            print(out.path)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }
}

/// A reason the app could not run, in one line.
struct AppRunError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The runner's options, from arguments first, then environment variables.
struct AppRunOptions {
    var format = "html"
    var seconds: TimeInterval = 3
    var size: CGSize?
    var window: String?
    var out: String?

    init(arguments: [String], environment: [String: String]) throws {
        var values: [String: String] = [:]
        for (key, variable) in [("record", "KINEMA_APP_RECORD"), ("seconds", "KINEMA_APP_SECONDS"),
                                ("size", "KINEMA_APP_SIZE"), ("window", "KINEMA_APP_WINDOW"), ("out", "KINEMA_APP_OUT")] {
            if let value = environment[variable], !value.isEmpty { values[key] = value }
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), ["record", "seconds", "size", "window", "out"].contains(String(argument.dropFirst(2))) else {
                throw AppRunError("unknown argument \(argument) (use --record, --seconds, --size, --window, --out)")
            }
            guard index + 1 < arguments.count else { throw AppRunError("\(argument) needs a value") }
            values[String(argument.dropFirst(2))] = arguments[index + 1]
            index += 2
        }
        if let record = values["record"] {
            guard ["html", "svg", "gif", "mp4"].contains(record) else {
                throw AppRunError("unknown format \(record) (html, svg, gif or mp4)")
            }
            format = record
        }
        if let text = values["seconds"] {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 600 else {
                throw AppRunError("seconds must be a number above 0 and at most 600, not \(text)")
            }
            self.seconds = seconds
        }
        if let text = values["size"] {
            let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 1 && $0 <= 10_000 }) else {
                throw AppRunError("size must be WIDTHxHEIGHT in points (1 to 10000), not \(text)")
            }
            size = CGSize(width: parts[0], height: parts[1])
        }
        window = values["window"]
        out = values["out"]
    }
}
