import FlyingFox
import FlyingSocks
import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI
@_exported import KinemaGallery
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
        /// The app whose windows ``previews`` are, when the server runs an app (`swift run` of a
        /// SwiftUI app on Linux): the index is then the app's, and the gallery and tuning panel
        /// are not served.
        public var app: String?
        /// A secret every request must carry, or `nil` for none (the default for servers made in
        /// code; `kinema preview`, package previews and apps served live make one per run, as
        /// Jupyter does). With one, ``PreviewServer/run(handlingSignals:onStart:)`` reports an
        /// address with `?token=SECRET`; opening it sets a cookie (`HttpOnly`, `SameSite=Strict`)
        /// that the pages and their WebSockets then carry, and a request with neither the token
        /// nor the cookie gets 403 — so another user of the machine, or a page that guessed the
        /// port, cannot attach. `/health` needs no token.
        public var secret: String?
        /// Where the server hears that the code behind ``previews`` changed, to tell its open
        /// scene pages to reload or to show the build's errors (`kinema preview --package` sets
        /// one); `nil` for none.
        public var liveReload: LiveReload?
        /// Colours the Swift source a scene's page shows (`kinema preview` passes swift-syntax's
        /// classifier, which this module does not build); `nil` shows it plain.
        public var highlightSource: HTMLPageDetails.Highlighter?

        /// A fresh secret: 128 random bits as 32 hexadecimal digits.
        ///
        /// ```swift
        /// PreviewServer.Configuration(port: 0, secret: PreviewServer.Configuration.makeSecret())
        /// ```
        public static func makeSecret() -> String {
            var generator = SystemRandomNumberGenerator()
            return (0..<2).map { _ in
                let hex = String(generator.next() as UInt64, radix: 16)
                return String(repeating: "0", count: 16 - hex.count) + hex
            }.joined()
        }

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - host: The address to bind (default `127.0.0.1`).
        ///   - port: The port (default 8080; 0 for any free port). Outside 0…65535 it is clamped.
        ///   - framesPerSecond: The streaming rate (default 60); NaN reads as 60, others clamp to 1…240.
        ///   - maximumConnections: The most live pages at once (default 256, at least 1).
        ///   - previews: Scenes of the package's previews to serve (default none).
        ///   - app: The app's name when the previews are an app's windows (default none).
        ///   - secret: The secret every request must carry (default none; see ``secret``).
        ///   - liveReload: Where reloads and build errors come from (default none; see ``liveReload``).
        ///   - highlightSource: Colours a scene page's source (default none: plain; see ``highlightSource``).
        public init(
            host: String = "127.0.0.1", port: Int = 8080, framesPerSecond: Double = 60,
            maximumConnections: Int = 256, previews: [GalleryScene] = [], app: String? = nil,
            secret: String? = nil, liveReload: LiveReload? = nil, highlightSource: HTMLPageDetails.Highlighter? = nil
        ) {
            self.host = host
            self.port = min(max(port, 0), 65535)
            self.framesPerSecond = framesPerSecond.isNaN ? 60 : min(max(framesPerSecond, 1), 240)
            self.maximumConnections = max(maximumConnections, 1)
            self.previews = previews
            self.app = app
            self.secret = secret.flatMap { $0.isEmpty ? nil : $0 }
            self.liveReload = liveReload
            self.highlightSource = highlightSource
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
        let configuration = configuration
        let stills = StillCache()
        let server = HTTPServer(
            address: try Self.bindAddress(host: configuration.host, port: configuration.port),
            timeout: Self.requestTimeout, logger: .disabled,
            handler: ClosureHTTPHandler { [stills] request in
                await Self.respond(to: request, configuration: configuration, stills: stills)
            })
        let stopping = StopRequest()
        let signals = handlingSignals
            ? ShutdownSignals {
                stopping.request()
                Task { await server.stop(timeout: 1) }
            }
            : nil
        defer { signals?.cancel() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await server.run()
                } catch is CancellationError {
                    // Cancelled by the caller: a clean end.
                } catch where stopping.isRequested {
                    // Stopped by a signal: the listening socket closed under the accept loop
                    // (FlyingFox reports it as a disconnection), a clean end.
                } catch SocketError.failed(_, let number, _) where number == EADDRINUSE {
                    throw PreviewServerError(
                        "port \(configuration.port) on \(configuration.host) is in use (another server?): pass --port 0 for any free port")
                }
            }
            group.addTask {
                try await server.waitUntilListening(timeout: 30)
                let port = Self.port(of: await server.listeningAddress) ?? configuration.port
                let host = configuration.host
                let name = host.contains(":") ? "[\(host)]" : host
                let token = configuration.secret.map { "?token=\($0)" } ?? ""
                await onStart(URL(string: "http://\(name):\(port)/\(token)")!)
            }
            // The first error (a taken port) ends the wait for the server to listen too.
            for try await _ in group {}
        }
    }

    /// The longest one HTTP request may take, waiting for the main actor included (a still of a
    /// long scene on a busy main actor); WebSockets are not bound by it. Past it the answer is a
    /// 500.
    static let requestTimeout: TimeInterval = 300

    /// The socket address for `host`: an IPv4 or IPv6 literal, or `localhost` (127.0.0.1).
    static func bindAddress(host: String, port: Int) throws -> any SocketAddress {
        let port = UInt16(clamping: port)
        if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
        if let address = try? sockaddr_in.inet(ip4: host, port: port) { return address }
        if let address = try? sockaddr_in6.inet6(ip6: host, port: port) { return address }
        throw PreviewServerError("cannot listen on '\(host)': give an IP address, such as 127.0.0.1 or ::1")
    }

    private static func port(of address: Socket.Address?) -> Int? {
        switch address {
        case .ip4(_, let port)?, .ip6(_, let port)?: Int(port)
        default: nil
        }
    }

    // MARK: - HTTP

    private static func respond(to request: HTTPRequest, configuration: Configuration, stills: StillCache) async -> HTTPResponse {
        guard let secret = configuration.secret, request.path != "/health" else {
            return await route(request, configuration: configuration, stills: stills)
        }
        let byToken = request.query["token"].map { constantTimeEqual($0, secret) } ?? false
        let cookie = secretCookie(for: request)
        guard byToken || hasSecretCookie(request, named: cookie, secret: secret) else {
            return HTTPResponse(
                statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                body: Data("open the address the server printed: it carries this run's token\n".utf8))
        }
        var response = await route(request, configuration: configuration, stills: stills)
        if byToken, response.statusCode != .switchingProtocols {
            response.headers[.setCookie] = "\(cookie)=\(secret); Path=/; HttpOnly; SameSite=Strict"
        }
        return response
    }

    /// The cookie that carries the secret once an address with the token was opened:
    /// `kinema-token-PORT`, named by the port the request was sent to, since browsers share
    /// cookies among a host's ports and two servers may run side by side.
    static func secretCookie(for request: HTTPRequest) -> String {
        let host = request.headers[.host] ?? ""
        let port = host.split(separator: ":").last.flatMap { Int($0) }.map(String.init) ?? "80"
        return "kinema-token-" + port
    }

    static func hasSecretCookie(_ request: HTTPRequest, named name: String, secret: String) -> Bool {
        guard let header = request.headers[.cookie] else { return false }
        return header.split(separator: ";").contains { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 && parts[0].trimmingCharacters(in: .whitespaces) == name
                && constantTimeEqual(parts[1].trimmingCharacters(in: .whitespaces), secret)
        }
    }

    /// Compares without stopping at the first difference, so timing tells nothing of the secret.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    private static func route(_ request: HTTPRequest, configuration: Configuration, stills: StillCache) async -> HTTPResponse {
        let path = request.path
        if (path == "/ws/tune" && configuration.app == nil) || path.hasPrefix("/ws/scene/")
            || (path == "/ws/reload" && configuration.liveReload != nil) {
            return await upgrade(request, path: path, configuration: configuration)
        }
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed)
        }
        switch path {
        case "/":
            if let app = configuration.app { return html(Pages.appIndex(app: app, windows: configuration.previews)) }
            return html(Pages.index(
                scenes: Gallery.scenes, previews: configuration.previews, liveReload: configuration.liveReload != nil))
        case "/tune" where configuration.app == nil: return html(Pages.tuning())
        case "/health": return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("ok".utf8))
        default: break
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        // "/scene/NAME" and "/scene/NAME/frame.svg"
        guard parts.count >= 3, parts[0].isEmpty, parts[1] == "scene",
              let scene = configuration.scene(named: String(parts[2]))
        else { return html(Pages.notFound(), status: .notFound) }
        if parts.count == 3 { return html(Pages.scene(scene, highlight: configuration.highlightSource)) }
        guard parts.count == 4, parts[3] == "frame.svg" else { return html(Pages.notFound(), status: .notFound) }
        let time = request.query["t"].flatMap(Double.init) ?? 0
        let svg = await still(of: scene, at: time, framesPerSecond: configuration.framesPerSecond, cache: stills)
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8", .cacheControl: "no-store"],
            body: Data(svg.utf8))
    }

    // MARK: - WebSockets

    private static func upgrade(_ request: HTTPRequest, path: String, configuration: Configuration) async -> HTTPResponse {
        guard isOwnPage(request, configuration: configuration) else {
            return HTTPResponse(
                statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                body: Data("only this server's own pages may open its WebSockets\n".utf8))
        }
        let fps = configuration.framesPerSecond
        let work: @Sendable (AsyncStream<String>, LiveOutbound) async throws -> Void
        if path == "/ws/tune" {
            work = { inbound, outbound in try await tune(inbound: inbound, outbound: outbound) }
        } else if path == "/ws/reload", let reload = configuration.liveReload {
            work = { inbound, outbound in try await forward(reload, inbound: inbound, outbound: outbound) }
        } else {
            let name = String(path.dropFirst("/ws/scene/".count))
            work = { inbound, outbound in
                guard let scene = configuration.scene(named: name) else {
                    try outbound.send(WireJSON.object([
                        "type": .string("error"), "message": .string("no scene named '\(name)'"),
                    ]))
                    return
                }
                try await stream(
                    scene: scene, framesPerSecond: fps, inbound: inbound, outbound: outbound, reload: configuration.liveReload)
            }
        }
        let limit = connections
        let maximum = configuration.maximumConnections
        let socket = LiveSocket(maximumMessageLength: TuningRequest.maximumMessageLength) { inbound, outbound in
            guard limit.enter(maximum: maximum) else { return try refuse(outbound, maximum) }
            defer { limit.leave() }
            try await work(inbound, outbound)
        }
        do {
            return try await WebSocketHTTPHandler(handler: socket).handleRequest(request)
        } catch {
            return HTTPResponse(statusCode: .badRequest)
        }
    }

    /// Whether a WebSocket upgrade comes from one of this server's own pages: its `Origin` is
    /// the same scheme, host and port as its `Host`, and that host is this machine's loopback
    /// (or the configured address). Browsers always send `Origin` on WebSocket requests and no
    /// page can forge it, so another site's page — even one open in the same browser — cannot
    /// drive or watch a scene; checking `Host` stops a rebound DNS name from passing as the
    /// server's own. When the server listens on every address (`0.0.0.0`, `::`) any host name
    /// is accepted, still only from its own pages.
    static func isOwnPage(_ request: HTTPRequest, configuration: Configuration) -> Bool {
        guard let host = request.headers[.host]?.lowercased(), !host.isEmpty,
              let origin = request.headers[HTTPHeader("Origin")]?.lowercased(),
              origin == "http://" + host
        else { return false }
        let configured = configuration.host.lowercased()
        if configured == "0.0.0.0" || configured == "::" { return true }
        let name = host.hasPrefix("[")
            ? String(host.dropFirst().prefix { $0 != "]" })
            : String(host.prefix { $0 != ":" })
        return name == "127.0.0.1" || name == "localhost" || name == "::1" || name == configured
    }

    /// The longest a still (`/scene/NAME/frame.svg?t=…`) plays its scene before drawing it.
    package static let maximumStillTime: TimeInterval = 60

    /// The frames a still plays before it lets the main actor go (and live pages draw their next
    /// frames): a still of a long time is drawn in turns, so twenty of them at once slow the live
    /// pages down instead of freezing them.
    package static let stillFramesPerTurn = 30

    /// The scene's frame at `time` seconds after it appears, with no interaction, as SVG: a fresh
    /// host advanced to the frame at or before `time`. NaN and negative times read as 0; times
    /// past ``maximumStillTime`` as that. A still is the same every time it is asked for, so a
    /// server keeps its last ``StillCache/capacity`` in `cache` and asked-for-again ones cost
    /// nothing.
    @MainActor
    package static func still(
        of scene: GalleryScene, at time: TimeInterval, framesPerSecond: Double, cache: StillCache? = nil
    ) async -> String {
        let clamped = time.isNaN ? 0 : min(max(time, 0), maximumStillTime)
        let frames = Int((clamped * framesPerSecond + 1e-6).rounded(.down))
        let key = StillCache.Key(scene: scene.name, frames: frames, framesPerSecond: framesPerSecond)
        if let svg = cache?.svg(for: key) { return svg }
        let host = scene.makeLiveHost(framesPerSecond: framesPerSecond)
        var played = 0
        while played < frames {
            let turn = min(stillFramesPerTurn, frames - played)
            // Frame times are on the clock's grid, so playing in turns gives the frames one
            // advance would.
            host.advance(by: Double(turn) / framesPerSecond)
            played += turn
            if played < frames { await Task.yield() }
        }
        let svg = SVGRenderer().render(host.displayList, size: host.size)
        cache?.insert(svg, for: key)
        return svg
    }

    /// The live pages open now, across every server in the process.
    package static let connections = ConnectionCount()

    /// Runs one scene page: reads its messages into the session while a second task ticks the
    /// session at the frame rate and queues what each tick produces. All sends come from the
    /// ticking task, so messages keep their order; a frame the page has no room for is skipped,
    /// and the next one carries the whole picture again. With `reload`, its news (reload, build
    /// errors) go to the page with the next frame.
    static func stream(
        scene: GalleryScene, framesPerSecond fps: Double, inbound: AsyncStream<String>, outbound: LiveOutbound,
        reload: LiveReload? = nil
    ) async throws {
        let session = await SceneSession(scene: scene, framesPerSecond: fps)
        try outbound.send(WireJSON.object([
            "type": .string("hello"), "scene": .string(scene.name), "title": .string(scene.title),
            "summary": .string(scene.summary), "width": .number(Double(scene.size.width)),
            "height": .number(Double(scene.size.height)), "framesPerSecond": .number(fps),
        ]))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in inbound { await session.receive(text) }
            }
            if let news = reload?.subscribe() {
                group.addTask {
                    for await message in news { await session.post(message) }
                    // The channel is gone: wait for the page to close, as the other tasks do.
                    try await Task.sleep(for: .seconds(86_400 * 365))
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
                    for message in tick.messages { try outbound.send(message) }
                    if try !outbound.send(encoder.message(for: tick)) { encoder.forgetLastFrame() }
                }
            }
            // Either the page closed (the reader ends) or a send failed: stop both.
            try await group.next()
            group.cancelAll()
        }
    }

    /// Runs one index page's `/ws/reload`: the channel's news, until the page goes.
    static func forward(_ reload: LiveReload, inbound: AsyncStream<String>, outbound: LiveOutbound) async throws {
        let news = reload.subscribe()
        try await withThrowingTaskGroup(of: Void.self) { group in
            // The page sends nothing; its stream ends when it goes.
            group.addTask { for await _ in inbound {} }
            group.addTask { for await message in news { try outbound.send(message) } }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Runs one tuning page: each request is computed and answered in turn.
    static func tune(inbound: AsyncStream<String>, outbound: LiveOutbound) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for await text in inbound {
            let reply: String
            do {
                let result = TuningResult.compute(try TuningRequest.decode(text))
                reply = String(decoding: try encoder.encode(result), as: UTF8.self)
            } catch {
                reply = WireJSON.object(["type": .string("error"), "message": .string("\(error)")])
            }
            try outbound.send(reply)
        }
    }
}

/// Why the server could not start.
public struct PreviewServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
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

private func refuse(_ outbound: LiveOutbound, _ maximum: Int) throws {
    try outbound.send(WireJSON.object([
        "type": .string("error"), "message": .string("too many live pages: at most \(maximum) at once"),
    ]))
}

/// A page, with headers that keep it to itself: its scripts, styles and sockets come only from
/// this server (inline ones included, as the pages are single files), and no other site may
/// frame it.
private func html(_ text: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
    HTTPResponse(
        statusCode: status,
        headers: [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
            HTTPHeader("Content-Security-Policy"): pagePolicy,
            HTTPHeader("X-Frame-Options"): "DENY",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
        ],
        body: Data(text.utf8))
}

private let pagePolicy = [
    "default-src 'self'", "script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'",
    "form-action 'none'",
].joined(separator: "; ")

/// Whether a signal asked the server to stop.
private final class StopRequest: Sendable {
    private let flag = Atomic<Bool>(false)
    func request() { flag.store(true, ordering: .relaxed) }
    var isRequested: Bool { flag.load(ordering: .relaxed) }
}

/// SIGINT and SIGTERM, caught while a server runs: the first one calls `stop`, instead of the
/// default of ending the process at once.
private final class ShutdownSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    init(stop: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: stop)
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}

extension PreviewServer.Configuration {
    /// The preview or gallery scene called `name`: previews first; an app's windows only.
    package func scene(named name: String) -> GalleryScene? {
        if let preview = previews.first(where: { $0.name == name }) { return preview }
        return app == nil ? Gallery.scene(named: name) : nil
    }
}

/// The stills one server drew last, by scene, frame and rate: a still of a scene with no
/// interaction is the same every time, and an index page asks for one per card on every load.
/// Each server keeps its own (scene names are the server's).
package final class StillCache: Sendable {
    package struct Key: Hashable, Sendable {
        var scene: String
        var frames: Int
        var framesPerSecond: Double
    }

    /// The most stills kept; the oldest goes first.
    package static let capacity = 64

    private let state = Mutex<(stills: [Key: String], order: [Key])>(([:], []))

    package init() {}

    package func svg(for key: Key) -> String? {
        state.withLock { $0.stills[key] }
    }

    package func insert(_ svg: String, for key: Key) {
        state.withLock { state in
            if state.stills.updateValue(svg, forKey: key) == nil { state.order.append(key) }
            while state.order.count > Self.capacity { state.stills[state.order.removeFirst()] = nil }
        }
    }
}
