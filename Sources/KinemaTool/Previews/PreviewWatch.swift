import Dispatch
import Foundation
import KinemaPreviewDiscovery
import KinemaPreviewServer
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `kinema preview --package`: builds the runner that serves the package's previews, runs it, and
/// watches the package's sources. After an edit it rebuilds while the running server keeps
/// serving; when the build works it tells the open pages to reload (``LiveReload``), stops the old
/// server and starts the new one on the same port with the same secret, so the pages come back
/// signed in; when it fails the pages show the compiler's errors and the old server carries on.
///
/// The server program is a child, not `execv`ed as before, because something must outlive it to
/// rebuild and restart it. It reads its commands on standard input and stops when that closes, so
/// it never outlives the tool, however the tool ends.
final class PreviewWatch: Sendable {
    let packagePath: String
    let targetName: String?
    let host: String
    let framesPerSecond: Double
    /// One secret for every server this run starts, so a page's cookie stays good across them.
    let secret = PreviewServer.Configuration.makeSecret()

    /// The port asked for, then the one the first server reported (when 0 asked for any).
    private let port: Mutex<Int>
    /// The running server's process id, for the signal handlers; 0 when none runs.
    private let serverID = Atomic<Int32>(0)

    /// How often the sources are looked at.
    static let pollInterval: TimeInterval = 0.5

    init(packagePath: String, targetName: String?, host: String, port: Int, framesPerSecond: Double) {
        self.packagePath = packagePath
        self.targetName = targetName
        self.host = host
        self.port = Mutex(port)
        self.framesPerSecond = framesPerSecond
    }

    /// Builds and serves until Ctrl-C or SIGTERM (exit 0), or until the server stops on its own
    /// (its status). Throws only when the first build fails.
    func run() throws -> Never {
        var executable = try prepare(initial: true).get()
        let root = URL(fileURLWithPath: packagePath, isDirectory: true).standardizedFileURL
        // A page that closed, or a server that died, must not end the tool with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let signals = handleSignals()
        var server = try start(executable)
        var watcher = SourceWatcher(root: root)
        printError("watching \(root.path)/Sources and Package.swift: the pages reload after each edit that builds")
        while true {
            // Polled: see SourceWatcher for why.
            Thread.sleep(forTimeInterval: Self.pollInterval)
            if !server.process.isRunning {
                server.process.waitUntilExit()
                withExtendedLifetime(signals) {}
                exit(server.process.terminationStatus)
            }
            guard let changed = watcher.poll() else { continue }
            printError("\(Self.describe(changed)) changed: rebuilding the previews…")
            let started = ContinuousClock.now
            switch try prepare(initial: false) {
            case .success(let built):
                executable = built
                printError("rebuilt in \(Self.seconds(since: started)): reloading the open pages")
                server.send(LiveReload.reloadCommand)
                stop(server)
                server = try start(executable)
            case .failure(let failure):
                let count = failure.errors.count
                printError("the build failed (\(count) error\(count == 1 ? "" : "s")): the pages show "
                    + "\(count == 1 ? "it" : "them") and keep the last build that worked")
                for error in failure.errors.prefix(10) { printError("  \(error)") }
                server.send(LiveReload.buildFailedCommand(errors: failure.errors))
            }
        }
    }

    /// Why a rebuild gave no server: the compiler's errors, as the pages show them.
    struct BuildFailure: Error {
        var errors: [String]
    }

    /// Reads the package, writes the runner for its previews and builds the server program.
    /// The first time (`initial`) every problem is the tool's error; afterwards a failure is a
    /// ``BuildFailure`` for the pages.
    private func prepare(initial: Bool) throws -> Result<URL, BuildFailure> {
        do {
            let package = try PreviewPackage.load(at: packagePath)
            let (target, found) = try package.targetWithPreviews(named: targetName)
            let reachable = found.filter { $0.unreachableReason == nil }
            if initial {
                for preview in found {
                    if let reason = preview.unreachableReason { printError("not served: \(preview.title) (\(preview.location)): \(reason)") }
                }
            }
            guard !reachable.isEmpty else { throw failure("target '\(target.name)' has no preview the server can run") }
            let runner = try package.runner(for: target)
            try runner.write(PreviewRunnerSource(moduleName: target.moduleName, targetName: target.name, previews: reachable))
            if initial {
                printError("building the preview server in \(runner.directory.path) (minutes the first time)…")
                return .success(try runner.build(product: PreviewRunner.liveExecutableName))
            }
            switch try runner.attemptBuild(product: PreviewRunner.liveExecutableName) {
            case .built(let executable):
                return .success(executable)
            case .failed(let log):
                return .failure(BuildFailure(errors: BuildDiagnostics.errors(in: log, relativeTo: package.root)))
            }
        } catch where !initial {
            // The tool's own errors are printed where they are made (`failure(_:)`).
            return .failure(BuildFailure(errors: ["the package could not be read or built: the terminal running kinema says why"]))
        }
    }

    // MARK: - The server process

    /// A running server program, and its way in.
    struct Server {
        let process: Process
        let input: FileHandle

        /// Sends one command line; a server that has gone is not an error here (the loop sees it).
        func send(_ line: String) {
            try? input.write(contentsOf: Data((line + "\n").utf8))
        }
    }

    /// Starts the server program on the port (the first one reported, after a `--port 0`), with
    /// this run's secret; its output goes to the tool's, read on the way for the address.
    private func start(_ executable: URL) throws -> Server {
        let process = Process()
        process.executableURL = executable
        process.arguments = [host, String(port.withLock { $0 }), String(framesPerSecond), "--watched"]
        var environment = ProcessInfo.processInfo.environment
        environment["KINEMA_PREVIEW_SECRET"] = secret
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { [self] handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            FileHandle.standardOutput.write(data)
            if let reported = Self.reportedPort(in: String(decoding: data, as: UTF8.self)) {
                port.withLock { if $0 == 0 { $0 = reported } }
            }
        }
        do {
            try process.run()
        } catch {
            throw failure("cannot start the preview server \(executable.path): \(error.localizedDescription)")
        }
        serverID.store(process.processIdentifier, ordering: .relaxed)
        return Server(process: process, input: input.fileHandleForWriting)
    }

    /// Stops a server (SIGTERM: it closes its pages' sockets and exits) and waits for it, so its
    /// port is free for the next; after 10 s it is killed.
    private func stop(_ server: Server) {
        serverID.store(0, ordering: .relaxed)
        server.process.terminate()
        let deadline = Date().addingTimeInterval(10)
        while server.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if server.process.isRunning { kill(server.process.processIdentifier, SIGKILL) }
        server.process.waitUntilExit()
        try? server.input.close()
    }

    /// Ctrl-C and SIGTERM stop the running server, then the tool, with status 0.
    private func handleSignals() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                let id = serverID.load(ordering: .relaxed)
                if id > 0 {
                    kill(id, SIGTERM)
                    // Until it has gone, at most 10 s.
                    for _ in 0..<200 where Self.isAlive(id) { usleep(50_000) }
                }
                exit(0)
            }
            source.resume()
            return source
        }
    }

    /// Whether process `id` still runs: it exists and is not a zombie waiting to be reaped (which
    /// Foundation does on its own thread, in its own time).
    static func isAlive(_ id: Int32) -> Bool {
        guard kill(id, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")")
        else { return true }
        return !stat[close...].hasPrefix(") Z")
    }

    // MARK: - Words

    /// The port in `Kinema preview: http://HOST:PORT/…`.
    static func reportedPort(in text: String) -> Int? {
        guard let start = text.range(of: "http://") else { return nil }
        let address = text[start.upperBound...].prefix { !$0.isWhitespace && $0 != "/" }
        return address.split(separator: ":").last.flatMap { Int($0) }
    }

    /// "Sources/MyViews/Card.swift", or "3 files".
    static func describe(_ changed: [String]) -> String {
        changed.count == 1 ? changed[0] : "\(changed.count) files"
    }

    static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return "\(elapsed.components.seconds) s"
    }
}
