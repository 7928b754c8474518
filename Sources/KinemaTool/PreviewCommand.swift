import ArgumentParser
import Dispatch
import Foundation
import KinemaGallery
import KinemaPreviewDiscovery
import KinemaPreviewServer

/// `kinema preview`: the live preview server. Runs until Ctrl-C or SIGTERM, then exits 0.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve the gallery live in the browser, with a tuning panel for springs, curves and keyframes.",
        discussion: """
            Prints its URL (http://127.0.0.1:8080/?token=… by default) and serves until Ctrl-C. Each open scene \
            page gets its own host on the server, advanced in real time at --fps frames per second: \
            taps and drags on the page go to the host, and every frame is streamed back. The tuning \
            panel (/tune) computes spring, Bézier and keyframe charts and Swift code as you move its \
            controls. Pages use no network beyond this server.

            It binds to 127.0.0.1 unless --host says otherwise; --port 0 picks a free port. Its \
            WebSockets open only for its own pages (their Origin is checked), so other sites open \
            in the same browser cannot drive or watch a scene; and every request must carry the \
            run's token, which the printed URL has (opening it once sets a cookie), so other users \
            of the machine cannot attach.

            With --package, the package's previews (#Preview and PreviewProvider, of the target \
            --target names or the only target that has any) are served live too, first on the \
            index. They are compiled into a small runner package written to \
            PACKAGE/.build/kinema-previews/TARGET/, the one `kinema preview-render` uses, and the \
            runner serves them: the target must be in a library product of the package and depend \
            on Kinema's Kinema product. This builds and runs the package's code, as `swift run` \
            would: use it on packages you trust. The first build compiles Kinema and the server (minutes); \
            later ones only what changed. The package's Sources/**/*.swift and Package.swift are \
            watched: after an edit the runner is rebuilt while the old one keeps serving, and open \
            preview pages reload at the time they had reached, or, when the build fails, show the \
            compiler's errors and keep running the last build that worked.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(parsing: .unconditional, help: "Frames per second streamed to each page (1…240).")
    var fps = 60.0

    @Option(help: "A package whose previews to serve live as well.")
    var package: String?

    @Option(help: "With --package: the target whose previews to serve (default: the only target with previews).")
    var target: String?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be 0…65535 (0 picks a free port), not \(port)")
        }
        guard fps.isFinite, (1...240).contains(fps) else {
            throw ValidationError("--fps must be 1…240")
        }
        if target != nil, package == nil {
            throw ValidationError("--target needs --package: it chooses among the package's targets")
        }
    }

    func run() throws {
        if !["127.0.0.1", "localhost", "::1"].contains(host.lowercased()) {
            printError("warning: listening on \(host): other machines that reach this address can open the pages"
                + (package == nil ? "" : " and run the package's previews"))
        }
        if let package { try servePreviews(of: package) }
        // A token per run in the printed address, so other users and pages cannot attach.
        let server = PreviewServer(configuration: .init(
            host: host, port: port, framesPerSecond: fps, secret: PreviewServer.Configuration.makeSecret(),
            highlightSource: Gallery.savedSourceStyles))
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
            } catch let error as PreviewServerError {
                FileHandle.standardError.write(Data("kinema preview: \(error)\n".utf8))
                Foundation.exit(1)
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

    /// Builds the runner that serves the previews of the package at `path` beside the gallery,
    /// runs it, and rebuilds and restarts it as the package's sources change (``PreviewWatch``).
    /// Returns only by throwing, when the first build fails.
    private func servePreviews(of path: String) throws {
        try PreviewWatch(packagePath: path, targetName: target, host: host, port: port, framesPerSecond: fps).run()
    }
}
