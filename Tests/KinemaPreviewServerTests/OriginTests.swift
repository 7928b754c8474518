import FlyingFox
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPTypes
@testable import KinemaPreviewServer
import KinemaTestSupport
import Logging
import Testing
import WSClient

/// The server's WebSockets open only for its own pages: a page of another site, a `null` or
/// missing origin, and a DNS name rebound to the machine are refused, before any scene runs.
@Suite("Only the server's own pages")
struct OriginTests {
    static func request(host: String?, origin: String?) -> FlyingFox.HTTPRequest {
        var headers: FlyingFox.HTTPHeaders = [:]
        if let host { headers[.host] = host }
        if let origin { headers[HTTPHeader("Origin")] = origin }
        return FlyingFox.HTTPRequest(method: .GET, version: .http11, path: "/ws/scene/avatar-bouncy", query: [], headers: headers, body: HTTPBodySequence(data: Data()))
    }

    @Test(arguments: [
        ("127.0.0.1:8080", "http://127.0.0.1:8080", true),
        ("localhost:8080", "http://localhost:8080", true),
        ("[::1]:8080", "http://[::1]:8080", true),
        ("127.0.0.1:8080", "http://evil.example", false),
        ("127.0.0.1:8080", "null", false),
        ("127.0.0.1:8080", nil, false),
        ("127.0.0.1:8080", "http://127.0.0.1:9999", false),
        ("127.0.0.1:8080", "https://127.0.0.1:8080", false),
        ("evil.example:8080", "http://evil.example:8080", false),
        (nil, "http://127.0.0.1:8080", false),
    ] as [(String?, String?, Bool)])
    func upgradesAreCheckedByOriginAndHost(host: String?, origin: String?, accepted: Bool) {
        let configuration = PreviewServer.Configuration()
        #expect(PreviewServer.isOwnPage(Self.request(host: host, origin: origin), configuration: configuration) == accepted)
    }

    @Test func everyAddressAcceptsAnyHostFromItsOwnPage() {
        let configuration = PreviewServer.Configuration(host: "0.0.0.0")
        #expect(PreviewServer.isOwnPage(Self.request(host: "192.168.1.5:8080", origin: "http://192.168.1.5:8080"), configuration: configuration))
        #expect(!PreviewServer.isOwnPage(Self.request(host: "192.168.1.5:8080", origin: "http://evil.example"), configuration: configuration))
    }

    /// Over the wire: a foreign origin gets no socket (the handshake fails), the page's own
    /// origin gets the scene's hello.
    @Test(.timeLimit(.minutes(2)))
    func aForeignPageCannotOpenASocket() async throws {
        let server = try await TestServer.start()
        var logger = Logger(label: "origin-test")
        logger.logLevel = .critical
        let url = server.webSocket("/ws/scene/avatar-bouncy")
        await #expect(throws: (any Error).self) {
            try await WebSocketClient.connect(
                url: url, configuration: .init(additionalHeaders: [.origin: "http://evil.example"]), logger: logger
            ) { _, _, _ in }
        }
        let hello = Hello()
        try await WebSocketClient.connect(
            url: url, configuration: .init(maxFrameSize: 1 << 22, additionalHeaders: pageOrigin(of: url)), logger: logger
        ) { inbound, outbound, _ in
            for try await message in inbound.messages(maxSize: 1 << 22) {
                if case .text(let text) = message { await hello.set(text); break }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        await server.stop()
        #expect(await hello.text?.contains(#""type":"hello""#) == true)
    }

    /// Pages say where their scripts, styles and sockets may come from, and refuse framing.
    @Test(.timeLimit(.minutes(2)))
    func pagesCarryTheirPolicy() async throws {
        let server = try await TestServer.start()
        let (_, response) = try await URLSession.shared.data(from: server.url)
        await server.stop()
        let http = try #require(response as? HTTPURLResponse)
        let policy = try #require(http.value(forHTTPHeaderField: "Content-Security-Policy"))
        #expect(policy.contains("connect-src 'self'") && policy.contains("frame-ancestors 'none'"))
        #expect(http.value(forHTTPHeaderField: "X-Frame-Options") == "DENY")
    }

    actor Hello {
        var text: String?
        func set(_ value: String) { text = value }
    }
}
