import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPTypes
import KinemaPreviewServer
import Logging
import Testing
import WSClient

/// A server with a per-run secret (what `kinema preview` and apps served live make): the printed
/// address carries `?token=`, opening it sets a cookie named for the port, and a request with
/// neither gets 403 — pages, stills and WebSocket upgrades alike; `/health` stays open.
@Suite("The per-run secret", .serialized)
struct SecretTokenTests {
    static let secret = "0123456789abcdef0123456789abcdef"

    /// A session that neither stores nor sends cookies of its own accord.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        // The server answers on the main actor, which the rest of a full `swift test` keeps busy:
        // under that load an answer can take longer than URLSession's default 60 s.
        configuration.timeoutIntervalForRequest = 300
        return URLSession(configuration: configuration)
    }()

    static func status(_ url: URL, cookie: String? = nil) async throws -> (Int, HTTPURLResponse) {
        var request = URLRequest(url: url)
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        let (_, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http)
    }

    @Test(.timeLimit(.minutes(6)))
    func onlyRequestsWithTheTokenOrItsCookieAreAnswered() async throws {
        let server = try await TestServer.start(secret: Self.secret)
        defer { Task { await server.stop() } }
        let printed = server.url
        #expect(printed.query == "token=\(Self.secret)", "the address the server reports carries the token")
        let port = try #require(printed.port)
        var bare = URLComponents(url: printed, resolvingAgainstBaseURL: false)!
        bare.query = nil
        let base = try #require(bare.url)

        #expect(try await Self.status(base).0 == 403)
        #expect(try await Self.status(base.appendingPathComponent("scene/avatar-bouncy/frame.svg")).0 == 403)
        #expect(try await Self.status(URL(string: base.absoluteString + "?token=wrong")!).0 == 403)
        #expect(try await Self.status(base.appendingPathComponent("health")).0 == 200, "/health needs no token")

        let (opened, response) = try await Self.status(printed)
        #expect(opened == 200)
        let cookie = try #require(response.value(forHTTPHeaderField: "Set-Cookie"))
        #expect(cookie == "kinema-token-\(port)=\(Self.secret); Path=/; HttpOnly; SameSite=Strict")

        let jar = "kinema-token-\(port)=\(Self.secret)"
        #expect(try await Self.status(base.appendingPathComponent("scene/avatar-bouncy"), cookie: jar).0 == 200)
        #expect(try await Self.status(base.appendingPathComponent("tune"), cookie: "other=1; " + jar).0 == 200)
        #expect(try await Self.status(base, cookie: "kinema-token-\(port + 1)=\(Self.secret)").0 == 403,
                "another port's cookie is another server's")
        #expect(try await Self.status(printed.appendingPathComponent("scene/avatar-bouncy/frame.svg")).0 == 200)
    }

    @Test(.timeLimit(.minutes(6)))
    func aWebSocketNeedsTheTokenToo() async throws {
        let server = try await TestServer.start(secret: Self.secret)
        var logger = Logger(label: "secret-test")
        logger.logLevel = .critical
        let url = server.webSocket("/ws/scene/avatar-bouncy")
        // The page's own origin, but no token: refused.
        await #expect(throws: (any Error).self) {
            try await WebSocketClient.connect(
                url: url, configuration: .init(additionalHeaders: pageOrigin(of: url)), logger: logger
            ) { _, _, _ in }
        }
        // With the token in the URL (or the cookie a page carries): the scene's hello.
        let received = Received()
        try await WebSocketClient.connect(
            url: url + "?token=\(Self.secret)",
            configuration: .init(maxFrameSize: 1 << 22, additionalHeaders: pageOrigin(of: url)), logger: logger
        ) { inbound, outbound, _ in
            for try await message in inbound.messages(maxSize: 1 << 22) {
                if case .text(let text) = message { await received.set(text); break }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        await server.stop()
        #expect(await received.text?.contains(#""type":"hello""#) == true)
    }

    @Test func secretsAreFreshAndLong() {
        let secrets = (0..<100).map { _ in PreviewServer.Configuration.makeSecret() }
        #expect(Set(secrets).count == 100)
        #expect(secrets.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(PreviewServer.Configuration(secret: "").secret == nil, "an empty secret is none")
    }

    actor Received {
        var text: String?
        func set(_ value: String) { text = value }
    }
}
