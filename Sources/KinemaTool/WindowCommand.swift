import ArgumentParser
import Foundation
import KinemaGallery
import KinemaWindow

/// `kinema window SCENE`: a gallery scene in a native window, live.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Show a scene live in a native window: click, drag and type as in the browser preview.",
        discussion: """
            SDL 2 opens the window and reads the mouse and keyboard; cairo draws each frame. Both are \
            found when the command runs, not linked (Debian: libsdl2-2.0-0 and libcairo2; librsvg2-2 \
            draws SVG images), and a display must exist (X or Wayland; under CI, xvfb-run). The \
            scene's clock follows the wall clock at --fps; the window closes when you close it, or \
            after --seconds. --frame-log writes one line per presented frame: its number, the wall \
            clock when its time was taken and the scene's clock, in seconds, and 1 when it was redrawn.
            """
    )

    @Argument(help: "The scene (see `kinema list`).")
    var scene: String

    @Option(parsing: .unconditional, help: "Frames per second (1…240).")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "Pixels per point (1…4).")
    var scale: Double = 1

    @Option(parsing: .unconditional, help: "Close the window after this many seconds.")
    var seconds: Double?

    @Option(name: .customLong("frame-log"), help: ArgumentHelp("Write each presented frame's times here.", valueName: "path"))
    var frameLog: String?

    mutating func validate() throws {
        guard Gallery.scene(named: scene) != nil else { throw unknownScene(scene) }
        guard fps.isFinite, fps >= 1, fps <= 240 else { throw badArgument("--fps must be between 1 and 240, not '\(fps)'.") }
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw badArgument("--scale must be between 1 and 4, not '\(scale)'.") }
        if let seconds, !(seconds.isFinite && seconds > 0) { throw badArgument("--seconds must be above 0, not '\(seconds)'.") }
    }

    func run() throws {
        guard let scene = Gallery.scene(named: scene) else { return }
        var options = NativeWindow.Options()
        options.framesPerSecond = fps
        options.scale = CGFloat(scale)
        options.duration = seconds
        options.frameLog = frameLog.map { URL(fileURLWithPath: $0) }
        let window = try MainActor.assumeIsolated {
            do {
                return try NativeWindow(title: scene.title, host: scene.makeLiveHost(framesPerSecond: fps), options: options)
            } catch let error as WindowError {
                throw failure(error.description)
            }
        }
        // The window's loop runs on the main actor, so the main thread serves the main queue
        // rather than blocking; the task exits the process when the window closes.
        Task { @MainActor in
            do {
                try await window.run()
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("kinema window: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }
}
