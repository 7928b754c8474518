import Foundation

/// A page of a live preview server open in headless Chromium: starts the server, Chromium and a
/// DevTools session, opens `path` on the server, runs `body` with the page, and stops all three
/// afterwards, whether `body` returned or threw.
///
/// The server is the built `kinema preview` in its own process when there is one (always under
/// `CI=true`): an in-process server shares this process's main actor with every `@MainActor`
/// test, and while one of those computed for a minute on a loaded machine the page got no
/// frames and timed out. Without the binary it runs in this process.
enum LivePage {
    static func open(_ path: String, _ body: (BrowserPage) async throws -> Void) async throws {
        let server = try await Server.start()
        do {
            try await withChromium { devTools in
                try await body(try await BrowserPage.open(server.url.appendingPathComponent(path), in: devTools))
            }
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Chromium and a DevTools session for `body`, both closed afterwards, whether `body`
    /// returned or threw.
    static func withChromium(_ body: (DevTools) async throws -> Void) async throws {
        let chromium = try await Chromium()
        defer { chromium.stop() }
        let devTools = try await DevTools.connect(to: chromium.endpoint)
        do {
            try await body(devTools)
        } catch {
            await devTools.close()
            throw error
        }
        await devTools.close()
    }

    /// The server behind the page: its own process, or this one's.
    private enum Server {
        case process(ServerProcess)
        case inProcess(TestServer)

        static func start() async throws -> Server {
            if ServerProcess.underCI || ServerProcess.binary != nil {
                return .process(try await ServerProcess())
            }
            return .inProcess(try await TestServer.start())
        }

        var url: URL {
            switch self {
            case .process(let server): server.url
            case .inProcess(let server): server.url
            }
        }

        func stop() async {
            switch self {
            case .process(let server): _ = await server.stop()
            case .inProcess(let server): await server.stop()
            }
        }
    }
}
