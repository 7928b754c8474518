import Foundation
import WSClient
import KinemaTestSupport
import Logging
import Testing

/// A small Chrome DevTools Protocol client over a WebSocket: enough to open a page in headless
/// Chromium, evaluate scripts in it and send real mouse events.
///
/// Commands are JSON-RPC: `{"id", "method", "params", "sessionId"}` out, a reply with the same
/// `id` back (`result` or `error`); events (messages without an `id`) are ignored.
actor DevTools {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var outbound: WebSocketOutboundWriter?
    private var waiting: [Int: CheckedContinuation<Data, any Error>] = [:]
    private var nextID = 1
    private var connection: Task<Void, any Error>?
    private var closed = false

    /// Connects to the browser's endpoint `ws://127.0.0.1:PORT/devtools/browser/ID`.
    static func connect(to url: String) async throws -> DevTools {
        let client = DevTools()
        let (ready, continuation) = AsyncStream<WebSocketOutboundWriter>.makeStream()
        let task = Task {
            // A failed connection must end the wait below, not leave it hanging.
            defer { continuation.finish() }
            var logger = Logger(label: "cdp")
            logger.logLevel = .error
            try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 24), logger: logger) {
                inbound, outbound, _ in
                continuation.yield(outbound)
                continuation.finish()
                for try await message in inbound.messages(maxSize: 1 << 26) {
                    if case .text(let text) = message { await client.receive(text) }
                }
                await client.failAll("the DevTools connection closed")
            }
        }
        await client.start(task)
        for await writer in ready {
            await client.attach(writer)
            return client
        }
        do { try await task.value } catch { throw Failure(description: "could not connect to \(url): \(error)") }
        throw Failure(description: "could not connect to \(url)")
    }

    private func start(_ task: Task<Void, any Error>) { connection = task }
    private func attach(_ writer: WebSocketOutboundWriter) { outbound = writer }

    /// Sends `method` with `params` (a JSON object's text) to the browser or, with `session`, to
    /// an attached page; returns the reply's `result` as JSON data.
    func send(_ method: String, _ params: String = "{}", session: String? = nil, timeout: Duration = .seconds(20)) async throws -> Data {
        guard let outbound, !closed else { throw Failure(description: "not connected") }
        let id = nextID
        nextID += 1
        var message = #"{"id":\#(id),"method":"\#(method)","params":\#(params)"#
        if let session { message += #","sessionId":"\#(session)""# }
        message += "}"
        let timer = Task {
            try await Task.sleep(for: timeout)
            self.fail(id, "\(method) timed out")
        }
        defer { timer.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            waiting[id] = continuation
            Task {
                do { try await outbound.write(.text(message)) } catch { self.fail(id, "\(error)") }
            }
        }
    }

    private func fail(_ id: Int, _ reason: String) {
        waiting.removeValue(forKey: id)?.resume(throwing: Failure(description: reason))
    }

    private func failAll(_ reason: String) {
        closed = true
        for id in waiting.keys { fail(id, reason) }
    }

    private func receive(_ text: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let id = object["id"] as? Int, let continuation = waiting.removeValue(forKey: id)
        else { return }
        if let error = object["error"] {
            continuation.resume(throwing: Failure(description: "DevTools error: \(error)"))
        } else {
            let result = object["result"] ?? [String: Any]()
            continuation.resume(returning: (try? JSONSerialization.data(withJSONObject: result)) ?? Data("{}".utf8))
        }
    }

    func close() async {
        if let outbound { try? await outbound.close(.normalClosure, reason: nil) }
        connection?.cancel()
        failAll("closed")
    }
}

/// A page of headless Chromium, driven through ``DevTools``.
struct BrowserPage {
    let devTools: DevTools
    let session: String

    /// Opens `url` in a new tab and attaches to it.
    static func open(_ url: URL, in devTools: DevTools) async throws -> BrowserPage {
        let created = try JSON(await devTools.send("Target.createTarget", #"{"url":"\#(url.absoluteString)"}"#))
        let target = try #require(created["targetId"] as? String)
        let attached = try JSON(await devTools.send("Target.attachToTarget", #"{"targetId":"\#(target)","flatten":true}"#))
        let session = try #require(attached["sessionId"] as? String)
        return BrowserPage(devTools: devTools, session: session)
    }

    /// Evaluates `expression` in the page and returns its value (JSON-compatible), awaiting
    /// promises.
    func evaluate(_ expression: String) async throws -> Any? {
        var params = ""
        let object: [String: Any] = ["expression": expression, "returnByValue": true, "awaitPromise": true]
        params = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let reply = try JSON(await devTools.send("Runtime.evaluate", params, session: session))
        if let exception = reply["exceptionDetails"] {
            throw DevTools.Failure(description: "script failed: \(exception)")
        }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` until it is truthy, every 50 ms, for at most `timeout`.
    func wait(until expression: String, timeout: Duration = .seconds(60)) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let value = try await evaluate("Boolean(\(expression))") as? Bool, value { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw DevTools.Failure(description: "timed out waiting for \(expression)")
    }

    /// Presses and releases the left mouse button at (x, y) in CSS pixels: the page gets real
    /// pointerdown / pointerup / click events.
    func click(x: Double, y: Double) async throws {
        for type in ["mousePressed", "mouseReleased"] {
            _ = try await devTools.send("Input.dispatchMouseEvent",
                #"{"type":"\#(type)","x":\#(x),"y":\#(y),"button":"left","buttons":1,"clickCount":1}"#, session: session)
        }
    }

    /// Drags with the left button as a hand would: moves to `points[0]`, presses there, moves
    /// through the rest, waiting `pause` after each move, and releases at the last one unless
    /// `release` is false. The page gets real pointerdown / pointermove / pointerup events.
    func drag(through points: [(x: Double, y: Double)], pause: Duration = .milliseconds(30), release: Bool = true) async throws {
        guard let start = points.first, let end = points.last else { return }
        try await mouse("mouseMoved", x: start.x, y: start.y, buttons: 0)
        try await mouse("mousePressed", x: start.x, y: start.y, buttons: 1)
        for point in points.dropFirst() {
            try await mouse("mouseMoved", x: point.x, y: point.y, buttons: 1)
            try await Task.sleep(for: pause)
        }
        if release { try await mouse("mouseReleased", x: end.x, y: end.y, buttons: 0) }
    }

    /// Releases the left button at (x, y).
    func release(x: Double, y: Double) async throws {
        try await mouse("mouseReleased", x: x, y: y, buttons: 0)
    }

    /// One mouse event: `mouseMoved`, `mousePressed` or `mouseReleased` (of the left button),
    /// with `buttons` the buttons held (1 while the left one is down).
    private func mouse(_ type: String, x: Double, y: Double, buttons: Int) async throws {
        let button = type == "mouseMoved" && buttons == 0 ? "none" : "left"
        let clicks = type == "mouseMoved" ? 0 : 1
        _ = try await devTools.send("Input.dispatchMouseEvent",
            #"{"type":"\#(type)","x":\#(x),"y":\#(y),"button":"\#(button)","buttons":\#(buttons),"clickCount":\#(clicks)}"#,
            session: session)
    }

    /// Presses and releases a key as a keyboard does: `key` is the `KeyboardEvent.key` the page
    /// sees (`"a"`, `"Enter"`), `text` what it types, if anything.
    func press(key: String, text: String? = nil) async throws {
        for type in [text == nil ? "rawKeyDown" : "keyDown", "keyUp"] {
            var event: [String: Any] = ["type": type, "key": key]
            if let text, type == "keyDown" { event["text"] = text }
            let json = String(decoding: try JSONSerialization.data(withJSONObject: event), as: UTF8.self)
            _ = try await devTools.send("Input.dispatchKeyEvent", json, session: session)
        }
    }

    /// Types `text` into the focused element one character at a time, as keystrokes do: each
    /// character is inserted on its own and fires its own `input` event.
    func type(_ text: String) async throws {
        for character in text {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: ["text": String(character)]), as: UTF8.self)
            _ = try await devTools.send("Input.insertText", json, session: session)
        }
    }
}

func JSON(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// Headless Chromium with remote debugging on a free port, in a scratch profile.
final class Chromium: @unchecked Sendable {
    let process = Process()
    let profile: URL
    let endpoint: String
    /// Whether this browser still holds the test process's `BrowserLane`.
    private var holdsLane = false

    /// Debian's Chromium, or `nil`.
    static let executable: URL? = ["chromium", "chromium-browser"].lazy.compactMap { name -> URL? in
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }.first

    static var underCI: Bool { TestEnvironment.underCI }
    static var canRun: Bool { underCI || executable != nil }
    static let skipNote: Comment = "needs chromium, not found on PATH: run `bash .ci/install-tools` (as root) to install it"

    init() async throws {
        let executable = try #require(Self.executable, "chromium is missing: run `bash .ci/install-tools` (as root); the browser test must run under CI")
        // One browser at a time in the test process (see `BrowserLane`), held until `stop()`.
        await BrowserLane.shared.acquire()
        holdsLane = true
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-cdp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1000,900",
            "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1",
            // The WebSocket client sends an Origin header, which DevTools refuses unless allowed;
            // the browser is this test's own, on loopback, with a throw-away profile.
            "--remote-allow-origins=*",
            "--user-data-dir=" + profile.path, "about:blank",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            BrowserLane.shared.release()
            throw error
        }
        // Chromium writes the port it picked, and the browser endpoint's path, into the profile.
        let file = profile.appendingPathComponent("DevToolsActivePort")
        let deadline = ContinuousClock.now + .seconds(30)
        var found: String?
        while ContinuousClock.now < deadline, process.isRunning {
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                let lines = text.split(separator: "\n")
                if lines.count >= 2 { found = "ws://127.0.0.1:\(lines[0])\(lines[1])"; break }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        guard let found else {
            if process.isRunning { process.terminate() }
            try? FileManager.default.removeItem(at: profile)
            BrowserLane.shared.release()
            throw DevTools.Failure(description: "Chromium did not open its DevTools port within 30 s")
        }
        endpoint = found
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
        if holdsLane {
            holdsLane = false
            BrowserLane.shared.release()
        }
    }
}
