import Foundation
import HTTPTypes
@testable import KinemaPreviewServer
import Logging
import Testing
import WSClient

/// After `kinema preview --package` rebuilds, the server tells its open scene pages over their
/// sockets: reload, or here are the build's errors (which pages opened later get too).
@Suite("Live reload")
struct LiveReloadTests {
    /// The messages one scene socket receives, other than frames.
    actor Inbox {
        var messages: [String] = []
        var frames = 0
        func add(_ text: String) { messages.append(text) }
        func addFrame() { frames += 1 }
        func first(containing needle: String) -> String? { messages.first { $0.contains(needle) } }
    }

    /// Opens a scene socket on `server`, runs `body` once the scene's hello arrived, and keeps
    /// reading until `done` says so (or 150 s pass: the server's main actor is shared with every
    /// other test of the process, and a loaded machine delays its frames).
    static func withScenePage(
        _ server: TestServer, inbox: Inbox, afterHello body: @escaping @Sendable () async -> Void,
        until done: @escaping @Sendable (Inbox) async -> Bool
    ) async throws {
        var logger = Logger(label: "live-reload-test")
        logger.logLevel = .critical
        let url = server.webSocket("/ws/scene/avatar-bouncy")
        try await WebSocketClient.connect(
            url: url, configuration: .init(maxFrameSize: 1 << 22, additionalHeaders: pageOrigin(of: url)), logger: logger
        ) { inbound, outbound, _ in
            let deadline = ContinuousClock.now + .seconds(150)
            for try await message in inbound.messages(maxSize: 1 << 22) {
                guard case .text(let text) = message else { continue }
                if text.hasPrefix(#"{"type":"frame""#) { await inbox.addFrame() } else { await inbox.add(text) }
                if text.contains(#""type":"hello""#) { await body() }
                if await done(inbox) || ContinuousClock.now > deadline { break }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
    }

    @Test(.timeLimit(.minutes(3)))
    func aReloadReachesAnOpenPage() async throws {
        let reload = LiveReload()
        let server = try await TestServer.start(liveReload: reload)
        let inbox = Inbox()
        try await Self.withScenePage(server, inbox: inbox, afterHello: {
            // The page's subscription starts with its connection: wait until it is there.
            while reload.pageCount == 0 { try? await Task.sleep(for: .milliseconds(10)) }
            reload.reload()
        }, until: { await $0.first(containing: #""type":"reload""#) != nil })
        await server.stop()
        #expect(await inbox.first(containing: #""type":"reload""#) == #"{"type":"reload"}"#)
    }

    /// A page opened while the build is broken gets the errors first; a reload clears them for
    /// pages opened after it.
    @Test(.timeLimit(.minutes(3)))
    func buildErrorsReachPagesOpenedLater() async throws {
        let reload = LiveReload()
        let server = try await TestServer.start(liveReload: reload)
        reload.apply(command: LiveReload.buildFailedCommand(errors: ["Sources/A/B.swift:3: expected '}' <here>"]))
        let inbox = Inbox()
        try await Self.withScenePage(server, inbox: inbox, afterHello: {}, until: {
            await $0.first(containing: #""type":"build""#) != nil
        })
        let message = try #require(await inbox.first(containing: #""type":"build""#))
        #expect(message.contains(#""ok":false"#))
        #expect(message.contains(#""errors":["Sources/A/B.swift:3: expected '}' <here>"]"#))
        #expect(message.contains("expected &#39;}&#39; &lt;here&gt;"), "the html is escaped")

        reload.reload()
        let later = Inbox()
        // Frames follow anything queued before them, so three frames in, the news would be there.
        try await Self.withScenePage(server, inbox: later, afterHello: {}, until: { await $0.frames >= 3 })
        #expect(await later.frames >= 3)
        await server.stop()
        #expect(await later.first(containing: #""type":"build""#) == nil)
    }

    /// The commands the tool writes on the server program's input, read back.
    @Test func commandsAreReadBack() async throws {
        let reload = LiveReload()
        let news = reload.subscribe()
        reload.apply(command: LiveReload.buildFailedCommand(errors: ["a.swift:1: x"]))
        reload.apply(command: "not json")
        reload.apply(command: #"{"type":"launch"}"#)
        reload.apply(command: LiveReload.reloadCommand)
        var iterator = news.makeAsyncIterator()
        let first = try #require(await iterator.next())
        let second = try #require(await iterator.next())
        #expect(first.contains(#""type":"build""#) && first.contains("a.swift:1: x"))
        #expect(second == #"{"type":"reload"}"#)
    }

    /// `followCommands` reads lines from a pipe until it closes, then says so.
    @Test(.timeLimit(.minutes(1)))
    func commandsFollowedFromAPipeEndWithIt() async throws {
        let reload = LiveReload()
        let news = reload.subscribe()
        let pipe = Pipe()
        let (ended, endedContinuation) = AsyncStream<Void>.makeStream()
        reload.followCommands(from: pipe.fileHandleForReading) { endedContinuation.yield() }
        try pipe.fileHandleForWriting.write(contentsOf: Data((LiveReload.reloadCommand + "\n").utf8))
        var iterator = news.makeAsyncIterator()
        #expect(await iterator.next() == #"{"type":"reload"}"#)
        try pipe.fileHandleForWriting.close()
        var endIterator = ended.makeAsyncIterator()
        #expect(await endIterator.next() != nil)
    }
}

/// The index follows rebuilds too, on `/ws/reload`, when the server has a channel.
@Suite("Live reload: the index")
struct IndexReloadTests {
    actor Inbox {
        var messages: [String] = []
        func add(_ text: String) { messages.append(text) }
    }

    @Test func theIndexFollowsReloadsOnlyWithAChannel() {
        let live = Pages.index(scenes: [], previews: [], liveReload: true)
        #expect(live.contains(#"+ "/ws/reload""#) && live.contains(#"<div id="build" hidden></div>"#))
        #expect(!Pages.index(scenes: [], previews: []).contains("/ws/reload"))
    }

    @Test(.timeLimit(.minutes(2)))
    func theReloadSocketForwardsTheNews() async throws {
        let reload = LiveReload()
        let server = try await TestServer.start(liveReload: reload)
        var logger = Logger(label: "index-reload-test")
        logger.logLevel = .critical
        let url = server.webSocket("/ws/reload")
        let inbox = Inbox()
        try await WebSocketClient.connect(
            url: url, configuration: .init(additionalHeaders: pageOrigin(of: url)), logger: logger
        ) { inbound, outbound, _ in
            // The subscription starts once the socket is open: news before it is not for this page.
            while reload.pageCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
            reload.showBuildErrors(["a.swift:1: x"])
            reload.reload()
            for try await message in inbound.messages(maxSize: 1 << 20) {
                guard case .text(let text) = message else { continue }
                await inbox.add(text)
                if await inbox.messages.count == 2 { break }
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        await server.stop()
        let messages = await inbox.messages
        #expect(messages.count == 2)
        #expect(messages.first?.contains(#""type":"build""#) == true)
        #expect(messages.last == #"{"type":"reload"}"#)
    }

    /// Without a channel there is no such socket.
    @Test(.timeLimit(.minutes(2)))
    func noChannelNoSocket() async throws {
        let server = try await TestServer.start()
        var logger = Logger(label: "index-reload-test")
        logger.logLevel = .critical
        let url = server.webSocket("/ws/reload")
        await #expect(throws: (any Error).self) {
            try await WebSocketClient.connect(
                url: url, configuration: .init(additionalHeaders: pageOrigin(of: url)), logger: logger
            ) { _, _, _ in }
        }
        await server.stop()
    }
}
