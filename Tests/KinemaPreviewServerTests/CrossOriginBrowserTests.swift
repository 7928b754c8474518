import FlyingFox
import Foundation
import Kinema
import KinemaGallery
import KinemaPreviewServer
import KinemaTestSupport
import Testing

/// The server answers only its own pages (issue 29, item 7), checked in real headless Chromium:
/// a page served from another origin — another port of this machine, as a site the user visits
/// would be — cannot open the server's WebSocket, and the server's own page can.
///
/// Needs Debian's `chromium`; without it the test is skipped with a note, except under `CI=true`.
@Suite("Another origin in Chromium", .serialized)
struct CrossOriginBrowserTests {
    static let scene = GalleryScene(
        name: "dot", title: "Dot", summary: "A dot.", size: CGSize(width: 100, height: 100)
    ) { fps in
        ViewHost(Circle().frame(width: 20, height: 20), size: CGSize(width: 100, height: 100), framesPerSecond: fps)
    }

    /// A page that tries to open `socket` and records what happened in `window.outcome`.
    static func foreignPage(socket: String) -> String {
        """
        <!doctype html><title>elsewhere</title><script>
        window.outcome = null;
        var ws = new WebSocket(\(socket.debugDescription));
        ws.onopen = function () { window.outcome = 'open'; };
        ws.onmessage = function () { window.outcome = 'message'; };
        ws.onerror = function () { if (window.outcome === null) window.outcome = 'error'; };
        ws.onclose = function () { if (window.outcome === null) window.outcome = 'closed'; };
        </script>
        """
    }

    @Test(.enabled(if: Chromium.canRun, Chromium.skipNote), .timeLimit(.minutes(10)))
    func aPageOfAnotherOriginCannotOpenTheWebSocketButTheServersOwnCan() async throws {
        try await TestServer.serving(previews: [Self.scene]) { server in
            let page = Self.foreignPage(socket: server.webSocket("/ws/scene/dot"))
            let elsewhere = HTTPServer(
                address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0),
                handler: ClosureHTTPHandler { _ in
                    HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(page.utf8))
                })
            let elsewhereTask = Task { try await elsewhere.run() }
            defer { elsewhereTask.cancel() }
            try await elsewhere.waitUntilListening()
            guard case .ip4(_, let port)? = await elsewhere.listeningAddress else {
                throw DevTools.Failure(description: "the other server has no port")
            }
            try await LivePage.withChromium { devTools in
                let foreign = try await BrowserPage.open(URL(string: "http://127.0.0.1:\(port)/")!, in: devTools)
                try await foreign.wait(until: "typeof window.outcome === 'string'", timeout: .seconds(30))
                let outcome = try await foreign.evaluate("window.outcome") as? String
                #expect(outcome == "error" || outcome == "closed", "the upgrade from another origin is refused: \(outcome ?? "nil")")

                let own = try await BrowserPage.open(server.url.appendingPathComponent("scene/dot"), in: devTools)
                try await own.wait(
                    until: "window.kinema && window.kinema.connected && window.kinema.svgFrames > 0",
                    timeout: TestServer.firstFrameTimeout)
            }
        }
    }
}
