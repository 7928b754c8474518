import Foundation
import Kinema
import KinemaExport
import KinemaPreviewServer
import KinemaWindow

// What `@main struct MyApp: App` runs on Linux: by default its first window in a native window
// where there is a display (KinemaWindow: SDL 2 and cairo), else the app live in the browser,
// served by the preview server (each window a page, each page a fresh launch); with a recording
// option, its first window played headless for a few seconds of virtual time and written as a
// scene page, SVG frames, a GIF, an MP4 or a Lottie animation.

extension App {
    /// Runs the app. With no options, where there is a display (X or Wayland) and SDL 2 and cairo
    /// are installed (Debian's `libsdl2-2.0-0` and `libcairo2`), it opens the first window (or the
    /// one `--window ID` names) as a native window, until it is closed. Otherwise it serves the
    /// app live: it prints a local address, and each window of the app is a page there that runs
    /// the app, taking taps and drags, until Ctrl-C. `--show window` or `--show browser`
    /// (`KINEMA_APP_SHOW`) chooses; `--port` means the browser. With a recording option it plays
    /// the first window (or the one `--window ID` names) headless and writes it, printing the path
    /// written.
    ///
    /// ```sh
    /// swift run MyApp                                    # a native window, or MyApp: http://127.0.0.1:PORT/?token=…
    /// swift run MyApp --show browser                     # served live even on a desktop
    /// swift run MyApp --port 8080                        # a port of your choice
    /// swift run MyApp --record html                      # MyApp.html: the scene page
    /// swift run MyApp --record gif --seconds 5 --out /tmp/app.gif
    /// KINEMA_APP_RECORD=mp4 swift run MyApp             # MyApp.mp4
    /// ```
    ///
    /// Serving: `--port N` (`KINEMA_APP_PORT`, default 0: any free port); the server listens on
    /// this machine only (127.0.0.1). Recording, chosen by any of `--record`, `--seconds` or
    /// `--out`: `--record html|svg|gif|mp4|lottie` (`KINEMA_APP_RECORD`, default `html`), `--seconds S`
    /// (`KINEMA_APP_SECONDS`, default 3, at most 600), `--out PATH` (`KINEMA_APP_OUT`, default the
    /// app's name and the format's extension in the current folder; a folder for `svg`). Both:
    /// `--size WIDTHxHEIGHT` (`KINEMA_APP_SIZE`, default the window's `defaultSize`, else
    /// 390 × 844, a phone) and `--window ID` (`KINEMA_APP_WINDOW`: only that window). GIF and MP4
    /// need `rsvg-convert` and `ffmpeg`. A bad option, a taken port or a failed write prints one
    /// line and exits with status 1.
    @MainActor
    public static func main() async {
        let name = String(describing: Self.self)
        do {
            let options = try AppRunOptions(
                arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
            if options.records {
                try await record(options, name: name)
            } else if options.show == "window" || (options.show == nil && !options.choosesPort && NativeWindow.canOpen) {
                try await showWindow(options, name: name)
            } else {
                try await serve(options, name: name) { url, windows in
                    // Written at once and unbuffered, so a program reading the address gets it now.
                    var text = "\(name): \(url.absoluteString)\n"
                    for window in windows {
                        text += "  \(window.title): \(url.appendingPathComponent("scene/\(window.name)").absoluteString)\n"
                    }
                    text += "Ctrl-C stops it.\n"
                    FileHandle.standardOutput.write(Data(text.utf8))
                }
            }
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }

    /// The windows to run: all of them, or the one `--window ID` names, with their places
    /// among the app's windows.
    @MainActor
    static func chosenWindows(_ options: AppRunOptions) throws -> [(index: Int, window: SceneWindow)] {
        let chosen = Self().body._windows().enumerated().filter { options.window == nil || $0.element.id == options.window }
        guard !chosen.isEmpty else {
            throw AppRunError(options.window.map { "no window group has the id \($0)" } ?? "the app has no window group")
        }
        return chosen.map { (index: $0.offset, window: $0.element) }
    }

    /// The app's windows as the server's scenes: named by their ids (`main` for the first window
    /// without one, `window-N` for the N-th), each host a fresh launch of the app.
    @MainActor
    static func liveWindows(_ options: AppRunOptions, name: String) throws -> [GalleryScene] {
        try chosenWindows(options).map { index, window in
            let (id, title, defaultSize) = (window.id, window.title, window.defaultSize)
            let sceneName = id ?? (index == 0 ? "main" : "window-\(index + 1)")
            let size: CGSize = options.size ?? defaultSize ?? AppRunOptions.phone
            return GalleryScene(
                name: sceneName, title: title ?? (index == 0 ? name : sceneName),
                summary: "A window of \(name).", size: size
            ) { fps in
                // A fresh app for each page, so each page is a launch with its own state.
                let windows = Self().body._windows()
                let content = index < windows.count ? windows[index].content : AnyView(EmptyView())
                // The phase is the host's environment (active by default), so the page's
                // visibility can change it.
                return ViewHost(content, size: size, framesPerSecond: fps)
            }
        }
    }

    /// Serves the app until SIGINT or SIGTERM (or the task is cancelled); `onStart` gets the
    /// index's address and the windows.
    @MainActor
    static func serve(
        _ options: AppRunOptions, name: String, handlingSignals: Bool = true,
        onStart: @escaping @Sendable (URL, [(name: String, title: String)]) async -> Void
    ) async throws {
        let scenes = try liveWindows(options, name: name)
        let listed = scenes.map { (name: $0.name, title: $0.title) }
        // A token per run in the printed address, so other users and pages cannot attach.
        let server = PreviewServer(configuration: .init(
            port: options.port, previews: scenes, app: name, secret: PreviewServer.Configuration.makeSecret()))
        try await server.run(handlingSignals: handlingSignals) { url in await onStart(url, listed) }
    }

    /// Opens the chosen window natively and runs it until it is closed.
    @MainActor
    private static func showWindow(_ options: AppRunOptions, name: String) async throws {
        let window = try chosenWindows(options)[0].window
        let size = options.size ?? window.defaultSize ?? AppRunOptions.phone
        let host = ViewHost(window.content, size: size)
        try await NativeWindow(title: window.title ?? name, host: host).run()
    }

    @MainActor
    private static func record(_ options: AppRunOptions, name: String) async throws {
        let window = try chosenWindows(options)[0].window
        let size = options.size ?? window.defaultSize ?? AppRunOptions.phone
        let host = ViewHost(window.content, size: size)
        let format = options.format ?? "html"
        let framesPerSecond: Double = format == "gif" || format == "mp4" ? 30 : 60
        let recording = await Recording.play(host, duration: options.seconds, framesPerSecond: framesPerSecond)
        let fileExtension = format == "lottie" ? "json" : format
        let out = URL(fileURLWithPath: options.out ?? (format == "svg" ? "\(name)-svg-frames" : "\(name).\(fileExtension)"))
        switch format {
        case "svg":
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try recording.writeSVGFrames(to: out)
        case "lottie":
            let lottie = recording.lottie(name: window.title ?? name) { SVGRasterizer.png(from: $0, width: $1, height: $2) }
            try lottie.data.write(to: out)
            for loss in lottie.approximations {
                FileHandle.standardError.write(Data("lottie: \(loss.feature) → \(loss.becomes)\n".utf8))
            }
        case "gif", "mp4":
            let exporter = RasterExporter(size: size, framesPerSecond: framesPerSecond)
            let frames = recording.svgFrames()
            let drawings = recording.frames.map(\.displayList)
            if format == "gif" {
                try exporter.writeGIF(frames, drawings: drawings, to: out)
            } else {
                try exporter.writeMP4(frames, drawings: drawings, to: out)
            }
        default:
            try recording.writeHTMLPage(to: out, title: window.title ?? name)
        }
        print(out.path)
    }
}

/// A reason the app could not run, in one line.
struct AppRunError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The runner's options, from arguments first, then environment variables.
struct AppRunOptions {
    /// The recording's format; `nil` when none was asked for.
    var format: String?
    var seconds: TimeInterval = 3
    var size: CGSize?
    var window: String?
    var out: String?
    /// The port to serve on; 0 for any free one.
    var port = 0
    /// Whether any recording option was given: then the app is recorded instead of served.
    var records = false
    /// `window` or `browser` when chosen; `nil` for a window where a display exists.
    var show: String?
    /// Whether a port was chosen, which means serving in the browser.
    var choosesPort = false

    /// The size of a window that sets none: a phone's, in points.
    static let phone = CGSize(width: 390, height: 844)

    init(arguments: [String], environment: [String: String]) throws {
        var values: [String: String] = [:]
        for (key, variable) in [("record", "KINEMA_APP_RECORD"), ("seconds", "KINEMA_APP_SECONDS"),
                                ("size", "KINEMA_APP_SIZE"), ("window", "KINEMA_APP_WINDOW"), ("out", "KINEMA_APP_OUT"),
                                ("port", "KINEMA_APP_PORT"), ("show", "KINEMA_APP_SHOW")] {
            if let value = environment[variable], !value.isEmpty { values[key] = value }
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), ["record", "seconds", "size", "window", "out", "port", "show"].contains(String(argument.dropFirst(2))) else {
                throw AppRunError("unknown argument \(argument) (use --show, --port, --record, --seconds, --size, --window, --out)")
            }
            guard index + 1 < arguments.count else { throw AppRunError("\(argument) needs a value") }
            values[String(argument.dropFirst(2))] = arguments[index + 1]
            index += 2
        }
        if let record = values["record"] {
            guard ["html", "svg", "gif", "mp4", "lottie"].contains(record) else {
                throw AppRunError("unknown format \(record) (html, svg, gif, mp4 or lottie)")
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
        if let text = values["port"] {
            guard let port = Int(text), (0...65535).contains(port) else {
                throw AppRunError("port must be a number from 0 to 65535, not \(text)")
            }
            self.port = port
            choosesPort = true
        }
        if let text = values["show"] {
            guard ["window", "browser"].contains(text) else { throw AppRunError("show must be window or browser, not \(text)") }
            show = text
        }
        records = values["record"] != nil || values["seconds"] != nil || values["out"] != nil
    }
}
