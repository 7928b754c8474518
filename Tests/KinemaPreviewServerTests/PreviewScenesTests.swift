import Foundation
import HTTPTypes
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WSClient
import Kinema
import KinemaPreviewServer
import Logging
import Testing

/// A package's previews served live beside the gallery (what `kinema preview --package` gives the
/// server): listed first on the index with a still, their pages and stills served, and a page's
/// WebSocket streaming the preview's own host, at the preview's size.
@Suite("Previews on the server", .serialized)
struct PreviewScenesTests {
    /// A preview as the runner makes one: a bar that grows linearly from 20 to 120 points wide
    /// over one second once it appears.
    struct Grower: View {
        @State private var grown = false
        var body: some View {
            Color.blue.frame(width: grown ? 120 : 20, height: 10)
                .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
        }
    }

    static let size = CGSize(width: 160, height: 40)

    static let preview = GalleryScene(
        name: "preview-grower", title: "Grower", summary: "Demo · Sources/Demo/Grower.swift:3", size: size
    ) { fps in
        ViewHost(Grower(), size: size, framesPerSecond: fps)
    }

    static func get(_ url: URL) async throws -> (String, Int) {
        // The server runs in this process (it serves previews made here), so it answers when the
        // main actor is free; a loaded machine running `@MainActor` tests side by side kept it
        // busy past URLSession's default minute. The test's own limit bounds the wait.
        var request = URLRequest(url: url)
        request.timeoutInterval = 240
        let (data, response) = try await URLSession.shared.data(for: request)
        return (String(decoding: data, as: UTF8.self), (response as? HTTPURLResponse)?.statusCode ?? 0)
    }

    @Test(.timeLimit(.minutes(5)))
    func theIndexPageAndStillsServeThePreview() async throws {
        let server = try await TestServer.start(previews: [Self.preview])
        do {
            let (index, status) = try await Self.get(server.url)
            #expect(status == 200)
            #expect(index.contains("href=\"/scene/preview-grower\""))
            #expect(index.contains("Your previews"))
            let (page, pageStatus) = try await Self.get(server.url.appendingPathComponent("scene/preview-grower"))
            #expect(pageStatus == 200)
            #expect(page.contains("Grower"))
            // The still at 0.5 s: the linear animation is half-way, 20 + 100 × 0.5 = 70 pt wide
            // (the curve is SwiftUI's linear Bézier, which is the identity at ½).
            let (still, stillStatus) = try await Self.get(URL(string: "scene/preview-grower/frame.svg?t=0.5", relativeTo: server.url)!)
            #expect(stillStatus == 200)
            #expect(still.hasPrefix("<svg") || still.hasPrefix("<?xml"))
            #expect(still.contains(#"width="70""#), "\(still)")
            let (first, _) = try await Self.get(URL(string: "scene/preview-grower/frame.svg", relativeTo: server.url)!)
            #expect(first.contains(#"width="20""#), "\(first)")
            let (_, missing) = try await Self.get(server.url.appendingPathComponent("scene/preview-nothing"))
            #expect(missing == 404)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test(.timeLimit(.minutes(5)))
    func aPreviewPageStreamsItsOwnHost() async throws {
        let server = try await TestServer.start(previews: [Self.preview])
        var logger = Logger(label: "preview-test")
        logger.logLevel = .error
        let collected = Collected()
        do {
            try await WebSocketClient.connect(
                url: server.webSocket("/ws/scene/preview-grower"),
                configuration: .init(maxFrameSize: 1 << 22, additionalHeaders: pageOrigin(of: server.webSocket("/"))), logger: logger
            ) { inbound, outbound, _ in
                for try await message in inbound.messages(maxSize: 1 << 22) {
                    guard case .text(let text) = message else { continue }
                    if await collected.add(text) >= 10 { break }
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        let messages = await collected.messages
        let hello = try #require(messages.first { $0.contains(#""type":"hello""#) })
        #expect(hello.contains(#""scene":"preview-grower""#))
        #expect(hello.contains(#""width":160"#) && hello.contains(#""height":40"#))
        let frames = messages.filter { $0.hasPrefix(#"{"type":"frame""#) }
        #expect(frames.count >= 9)
        // The preview's own view is drawn: a blue bar.
        #expect(frames.contains { $0.contains("svg") && $0.contains("rect") })
    }

    actor Collected {
        var messages: [String] = []
        func add(_ text: String) -> Int {
            messages.append(text)
            return messages.count
        }
    }
}
