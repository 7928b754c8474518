import Foundation
import HTTPTypes
import KinemaPreviewServer
import KinemaSourceHighlighting
import Testing

/// A preview server on a free loopback port, in this process, for one test.
struct TestServer {
    let url: URL
    let task: Task<Void, any Error>

    /// How long a page of this in-process server may wait for its first frame. Its scene
    /// sessions run on the test process's main actor, behind every main-actor test still queued
    /// in a parallel run, which on a busy 2-core machine can take minutes; past that queue,
    /// frames come at once. (Under CI, `LivePage` serves from its own process instead.)
    static let firstFrameTimeout: Duration = .seconds(300)

    static func start(
        framesPerSecond: Double = 60, previews: [GalleryScene] = [], app: String? = nil, secret: String? = nil,
        liveReload: LiveReload? = nil
    ) async throws -> TestServer {
        let (started, continuation) = AsyncStream<URL>.makeStream()
        let task = Task {
            defer { continuation.finish() }
            // Sources coloured as `kinema preview` colours them.
            try await PreviewServer(configuration: .init(
                port: 0, framesPerSecond: framesPerSecond, previews: previews, app: app, secret: secret,
                liveReload: liveReload, highlightSource: SwiftSourceHighlighter.highlighter))
                .run(handlingSignals: false) { url in continuation.yield(url) }
        }
        for await url in started {
            return TestServer(url: url, task: task)
        }
        // The server stopped before it listened: surface its error.
        try await task.value
        throw DevTools.Failure(description: "the server did not start")
    }

    /// `ws://127.0.0.1:PORT/ws/…`.
    func webSocket(_ path: String) -> String {
        "ws://\(url.host ?? "127.0.0.1"):\(url.port ?? 0)\(path)"
    }

    func stop() async {
        task.cancel()
        _ = try? await task.value
    }

    /// A server for `body`, stopped afterwards whether `body` returned or threw.
    static func serving(
        previews: [GalleryScene] = [], app: String? = nil, _ body: (TestServer) async throws -> Void
    ) async throws {
        let server = try await start(previews: previews, app: app)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}

/// The `Origin` a browser sends from one of the server's own pages, for the WebSocket URL `url`
/// (`ws://HOST:PORT/…` → `http://HOST:PORT`): the server refuses upgrades without it.
func pageOrigin(of url: String) -> HTTPFields {
    let components = URLComponents(string: url)
    let host = components?.host ?? "127.0.0.1"
    let port = components?.port.map { ":\($0)" } ?? ""
    return [.origin: "http://\(host)\(port)"]
}
