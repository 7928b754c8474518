import Foundation
import Hummingbird
import HummingbirdWebSocket
import Kinema
@_exported import KinemaGallery
import Logging
import NIOCore
import Synchronization

/// The live preview server behind `kinema preview`: the gallery's scenes running in server-side
/// hosts, streamed to the browser over WebSockets, and a tuning panel for springs, Bézier curves
/// and keyframes.
///
/// ```swift
/// let server = PreviewServer(configuration: .init(port: 0))   // any free port
/// try await server.run { url in print("Kinema preview: \(url)") }
/// ```
///
/// Each scene page opens a WebSocket and gets its own host, advanced on a real-time clock at
/// ``Configuration/framesPerSecond``; the page sends pointer events and control changes, the
/// server streams frames. <doc:Protocol> lists the messages.
public struct PreviewServer: Sendable {
    /// Where the server listens and how it streams.
    ///
    /// ```swift
    /// let configuration = PreviewServer.Configuration(host: "127.0.0.1", port: 8080)
    /// ```
    public struct Configuration: Sendable {
        /// The address to bind: loopback by default, so nothing outside the machine sees it.
        public var host: String
        /// The port; 0 picks a free one (``PreviewServer/run(handlingSignals:onStart:)`` reports it).
        public var port: Int
        /// Frames per second streamed to each live page; clamped to 1…240.
        public var framesPerSecond: Double
        /// The most live pages (scene and tuning connections) at once; a page over the limit gets
        /// an error message and is closed.
        public var maximumConnections: Int
        /// A package's own previews, served live beside the gallery's scenes and listed first on
        /// the index (`kinema preview --package` makes them from the package's `#Preview`s). A
        /// preview with the name of a gallery scene hides that scene.
        public var previews: [GalleryScene]

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - host: The address to bind (default `127.0.0.1`).
        ///   - port: The port (default 8080; 0 for any free port). Outside 0…65535 it is clamped.
        ///   - framesPerSecond: The streaming rate (default 60); NaN reads as 60, others clamp to 1…240.
        ///   - maximumConnections: The most live pages at once (default 256, at least 1).
        ///   - previews: Scenes of the package's previews to serve (default none).
        public init(
            host: String = "127.0.0.1", port: Int = 8080, framesPerSecond: Double = 60,
            maximumConnections: Int = 256, previews: [GalleryScene] = []
        ) {
            self.host = host
            self.port = min(max(port, 0), 65535)
            self.framesPerSecond = framesPerSecond.isNaN ? 60 : min(max(framesPerSecond, 1), 240)
            self.maximumConnections = max(maximumConnections, 1)
            self.previews = previews
        }
    }

    /// The server's settings.
    public let configuration: Configuration

    /// Creates a server; nothing listens until ``run(handlingSignals:onStart:)``.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Runs the server until it is cancelled, or, when `handlingSignals` is true, until the
    /// process gets SIGINT (Ctrl-C) or SIGTERM; then it stops accepting, closes its connections
    /// and returns.
    ///
    /// ```swift
    /// try await PreviewServer().run { url in print(url) }   // http://127.0.0.1:8080/
    /// ```
    ///
    /// - Parameters:
    ///   - handlingSignals: Whether SIGINT and SIGTERM shut the server down gracefully (default
    ///     true; tests that run a server in-process cancel its task instead).
    ///   - onStart: Called once the server listens, with its address (the real port when the
    ///     configuration asked for 0).
    /// - Throws: The binding error when the address is taken or not this machine's.
    public func run(
        handlingSignals: Bool = true, onStart: @escaping @Sendable (URL) async -> Void = { _ in }
    ) async throws {
        var logger = Logger(label: "kinema.preview")
        logger.logLevel = .warning
        let host = configuration.host
        let app = Application(
            router: routes(),
            server: .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: 1 << 22))) {
                request, _, _ in
                upgrade(path: request.path ?? "")
            },
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "kinema-preview"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let name = host.contains(":") ? "[\(host)]" : host
                await onStart(URL(string: "http://\(name):\(port)/")!)
            },
            logger: logger
        )
        try await app.runService(gracefulShutdownSignals: handlingSignals ? [.sigterm, .sigint] : [])
    }

    // MARK: - HTTP

    private func routes() -> Router<BasicRequestContext> {
        let router = Router()
        let previews = configuration.previews
        let configuration = configuration
        router.get("/") { _, _ in html(Pages.index(scenes: Gallery.scenes, previews: previews)) }
        router.get("/scene/:name") { _, context in
            guard let name = context.parameters.get("name"), let scene = configuration.scene(named: name) else {
                return html(Pages.notFound(), status: .notFound)
            }
            return html(Pages.scene(scene))
        }
        router.get("/scene/:name/frame.svg") { request, context in
            guard let name = context.parameters.get("name"), let scene = configuration.scene(named: name) else {
                return html(Pages.notFound(), status: .notFound)
            }
            let time = request.uri.queryParameters.get("t").flatMap(Double.init) ?? 0
            let svg = await Self.still(of: scene, at: time, framesPerSecond: configuration.framesPerSecond)
            return Response(
                status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
        }
        router.get("/tune") { _, _ in html(Pages.tuning()) }
        router.get("/health") { _, _ in "ok" }
        return router
    }

    // MARK: - WebSockets

    private func upgrade(path: String) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        let path = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        let limit = Self.connections
        let maximum = configuration.maximumConnections
        let fps = configuration.framesPerSecond
        if path == "/ws/tune" {
            return .upgrade([:]) { inbound, outbound, _ in
                guard limit.enter(maximum: maximum) else { return try await refuse(outbound, maximum) }
                defer { limit.leave() }
                try await Self.tune(inbound: inbound, outbound: outbound)
            }
        }
        let prefix = "/ws/scene/"
        guard path.hasPrefix(prefix) else { return .dontUpgrade }
        let name = String(path.dropFirst(prefix.count))
        return .upgrade([:]) { inbound, outbound, _ in
            guard limit.enter(maximum: maximum) else { return try await refuse(outbound, maximum) }
            defer { limit.leave() }
            guard let scene = configuration.scene(named: name) else {
                try await outbound.write(.text(WireJSON.object([
                    "type": .string("error"), "message": .string("no scene named '\(name)'"),
                ])))
                return
            }
            try await Self.stream(scene: scene, framesPerSecond: fps, inbound: inbound, outbound: outbound)
        }
    }

    /// The longest a still (`/scene/NAME/frame.svg?t=…`) plays its scene before drawing it.
    package static let maximumStillTime: TimeInterval = 60

    /// The scene's frame at `time` seconds after it appears, with no interaction, as SVG: a fresh
    /// host advanced to the frame at or before `time`. NaN and negative times read as 0; times
    /// past ``maximumStillTime`` as that.
    @MainActor
    package static func still(of scene: GalleryScene, at time: TimeInterval, framesPerSecond: Double) -> String {
        let host = scene.makeLiveHost(framesPerSecond: framesPerSecond)
        let clamped = time.isNaN ? 0 : min(max(time, 0), maximumStillTime)
        let frames = (clamped * framesPerSecond + 1e-6).rounded(.down)
        if frames > 0 { host.advance(by: frames / framesPerSecond) }
        return SVGRenderer().render(host.displayList, size: host.size)
    }

    /// The live pages open now, across every server in the process.
    package static let connections = ConnectionCount()

    /// Runs one scene page: reads its messages into the session while a second task ticks the
    /// session at the frame rate and writes what each tick produces. All writes come from the
    /// ticking task, so messages keep their order.
    static func stream(
        scene: GalleryScene, framesPerSecond fps: Double,
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws {
        let session = await SceneSession(scene: scene, framesPerSecond: fps)
        try await outbound.write(.text(WireJSON.object([
            "type": .string("hello"), "scene": .string(scene.name), "title": .string(scene.title),
            "summary": .string(scene.summary), "width": .number(Double(scene.size.width)),
            "height": .number(Double(scene.size.height)), "framesPerSecond": .number(fps),
        ])))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for try await message in inbound.messages(maxSize: TuningRequest.maximumMessageLength) {
                    if case .text(let text) = message { await session.receive(text) }
                }
            }
            group.addTask {
                let clock = ContinuousClock()
                let interval = Duration.seconds(1 / fps)
                var encoder = FrameEncoder()
                var deadline = clock.now
                while !Task.isCancelled {
                    deadline += interval
                    // Behind by more than a frame (a busy machine): drop the missed frames rather
                    // than send a burst; host time follows real time either way.
                    let now = clock.now
                    if deadline < now - interval { deadline = now }
                    try await Task.sleep(until: deadline, clock: clock)
                    let tick = await session.tick(at: clock.now)
                    for message in tick.messages { try await outbound.write(.text(message)) }
                    try await outbound.write(.text(encoder.message(for: tick)))
                }
            }
            // Either the page closed (the reader ends) or a write failed: stop both.
            try await group.next()
            group.cancelAll()
        }
    }

    /// Runs one tuning page: each request is computed and answered in turn.
    static func tune(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for try await message in inbound.messages(maxSize: TuningRequest.maximumMessageLength) {
            guard case .text(let text) = message else { continue }
            let reply: String
            do {
                let result = TuningResult.compute(try TuningRequest.decode(text))
                reply = String(decoding: try encoder.encode(result), as: UTF8.self)
            } catch {
                reply = WireJSON.object(["type": .string("error"), "message": .string("\(error)")])
            }
            try await outbound.write(.text(reply))
        }
    }
}

/// Counts open live pages against the limit.
package final class ConnectionCount: Sendable {
    private let count = Atomic<Int>(0)

    /// Takes a place if one is free.
    func enter(maximum: Int) -> Bool {
        let now = count.add(1, ordering: .relaxed).newValue
        if now > maximum {
            count.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func leave() { count.subtract(1, ordering: .relaxed) }

    /// The pages open now.
    package var current: Int { count.load(ordering: .relaxed) }
}

private func refuse(_ outbound: WebSocketOutboundWriter, _ maximum: Int) async throws {
    try await outbound.write(.text(WireJSON.object([
        "type": .string("error"), "message": .string("too many live pages: at most \(maximum) at once"),
    ])))
}

private func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
        status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
}

extension PreviewServer.Configuration {
    /// The preview or gallery scene called `name`: previews first.
    package func scene(named name: String) -> GalleryScene? {
        previews.first { $0.name == name } ?? Gallery.scene(named: name)
    }
}
