import Foundation
import Synchronization

/// Tells a server's open scene pages that the code behind them changed: reload (a rebuild
/// worked) or show the compiler's errors (it failed, and this server keeps serving the last build
/// that worked).
///
/// ```swift
/// let reload = LiveReload()
/// let server = PreviewServer(configuration: .init(previews: scenes, liveReload: reload))
/// // … after a rebuild:
/// reload.showBuildErrors(["Sources/MyViews/Card.swift:12: cannot find 'colour' in scope"])
/// reload.reload()   // every open page reloads once this server has made way for the new one
/// ```
///
/// `kinema preview --package` drives it through the server program's standard input
/// (``followCommands(from:onEnd:)``). A page told to reload keeps its scene's time: it waits for
/// its socket to close (the old server stopping), for the new server to answer, reloads, and asks
/// the new host to move to the time it had reached (see <doc:Protocol>). Build errors are kept
/// and shown to pages opened later, until the next reload.
public final class LiveReload: Sendable {
    private struct State {
        var pages: [Int: AsyncStream<String>.Continuation] = [:]
        var nextPage = 0
        /// The build-errors message, while the last build failed.
        var failure: String?
    }

    private let state = Mutex(State())

    /// Creates a channel with no page listening.
    public init() {}

    deinit {
        // Pages listening end their streams with the channel.
        state.withLock { state in
            for page in state.pages.values { page.finish() }
        }
    }

    /// Tells every open page to reload, and forgets any build errors.
    public func reload() {
        let message = WireJSON.object(["type": .string("reload")])
        broadcast(message, remember: nil)
    }

    /// Shows `errors` (compiler diagnostics, one `file:line: message` each) on every open page,
    /// and on pages opened later until the next ``reload()``. The pages keep their scene running.
    /// An empty list says the build failed without a diagnostic (a linker error, a crash).
    public func showBuildErrors(_ errors: [String]) {
        let message = WireJSON.object([
            "type": .string("build"), "ok": .bool(false),
            "errors": .array(errors.map { .string($0) }), "html": .string(Pages.buildErrors(errors)),
        ])
        broadcast(message, remember: message)
    }

    /// Reads commands, one JSON object a line, from `input` on a thread of its own until it
    /// ends, then calls `onEnd`: `{"type":"reload"}` calls ``reload()``,
    /// `{"type":"buildFailed","errors":[…]}` calls ``showBuildErrors(_:)``; other lines are
    /// ignored. This is how `kinema preview --package` talks to the server program it runs: the
    /// end of its input means the tool is gone, and the program stops with it.
    ///
    /// ```swift
    /// reload.followCommands(from: .standardInput) { exit(0) }
    /// ```
    public func followCommands(from input: FileHandle, onEnd: @escaping @Sendable () -> Void) {
        // A blocking read, so a thread of its own rather than one of the cooperative pool's.
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = input.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    apply(command: String(decoding: pending[..<newline], as: UTF8.self))
                    pending.removeSubrange(...newline)
                }
            }
            onEnd()
        }
    }

    /// The command line that makes a program following its input reload its pages.
    package static let reloadCommand = WireJSON.object(["type": .string("reload")])

    /// The command line that shows `errors` on a program's pages.
    package static func buildFailedCommand(errors: [String]) -> String {
        WireJSON.object(["type": .string("buildFailed"), "errors": .array(errors.map { .string($0) })])
    }

    /// Applies one command line; one that cannot be read changes nothing.
    package func apply(command: String) {
        guard let object = try? JSONObject(command) else { return }
        switch object.optionalString("type") {
        case "reload":
            reload()
        case "buildFailed":
            guard case .array(let values)? = object.values["errors"] else { return }
            showBuildErrors(values.compactMap { value in
                if case .string(let text) = value { text } else { nil }
            })
        default:
            break
        }
    }

    /// The messages for one page, from now until it closes: the build errors first, when the last
    /// build failed.
    package func subscribe() -> AsyncStream<String> {
        // A page needs only the latest news: a reload after errors supersedes them.
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(4))
        let id = state.withLock { state in
            let id = state.nextPage
            state.nextPage += 1
            state.pages[id] = continuation
            if let failure = state.failure { continuation.yield(failure) }
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.pages.removeValue(forKey: id) }
        }
        return stream
    }

    /// The pages listening now.
    package var pageCount: Int {
        state.withLock { $0.pages.count }
    }

    private func broadcast(_ message: String, remember failure: String?) {
        let pages = state.withLock { state in
            state.failure = failure
            return Array(state.pages.values)
        }
        for page in pages { page.yield(message) }
    }
}
