import ArgumentParser
import Dispatch
import Foundation
import KinemaPreviewServer

/// `kinema preview`: the live preview server. Runs until Ctrl-C or SIGTERM, then exits 0.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve the gallery live in the browser, with a tuning panel for springs, curves and keyframes.",
        discussion: """
            Prints its URL (http://127.0.0.1:8080/ by default) and serves until Ctrl-C. Each open scene \
            page gets its own host on the server, advanced in real time at --fps frames per second: \
            taps and drags on the page go to the host, and every frame is streamed back. The tuning \
            panel (/tune) computes spring, Bézier and keyframe charts and Swift code as you move its \
            controls. Pages use no network beyond this server.

            It binds to 127.0.0.1 unless --host says otherwise; --port 0 picks a free port. With \
            --package, the index lists that package's previews (not yet served live: render them \
            with `kinema preview-render`).
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "Frames per second streamed to each page (1…240).")
    var fps = 60.0

    @Option(help: "A package whose previews the index lists.")
    var package: String?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be 0…65535 (0 picks a free port), not \(port)")
        }
        guard fps.isFinite, (1...240).contains(fps) else {
            throw ValidationError("--fps must be 1…240")
        }
    }

    func run() throws {
        let previews = try package.map(Self.previewNames) ?? []
        let server = PreviewServer(configuration: .init(host: host, port: port, framesPerSecond: fps, previews: previews))
        // The server needs the main actor (hosts live there), so the main thread serves the main
        // queue instead of blocking in run(); the task exits the process when the server stops.
        Task {
            do {
                try await server.run { url in
                    // Unbuffered, so a script reading the pipe sees the URL at once.
                    say("Kinema preview: \(url.absoluteString)\nPress Ctrl-C to stop.")
                }
                say("Kinema preview stopped.")
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("kinema preview: cannot serve on \(host):\(port): \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// `TARGET: NAME` for every preview of the package at `path`.
    static func previewNames(at path: String) throws -> [String] {
        let package = try PreviewPackage.load(at: path)
        return try package.targets(named: nil).flatMap { target in
            try package.previews(in: target).map { "\(target.name): \($0.title)" }
        }
    }
}
