import Foundation

/// A page of a live test server open in headless Chromium: starts the server, Chromium and a
/// DevTools session, opens `path` on the server, runs `body` with the page, and stops all three
/// afterwards, whether `body` returned or threw.
enum LivePage {
    static func open(_ path: String, _ body: (BrowserPage) async throws -> Void) async throws {
        let server = try await TestServer.start()
        let chromium = try await Chromium()
        let devTools = try await DevTools.connect(to: chromium.endpoint)
        do {
            let page = try await BrowserPage.open(server.url.appendingPathComponent(path), in: devTools)
            try await body(page)
        } catch {
            await devTools.close()
            chromium.stop()
            await server.stop()
            throw error
        }
        await devTools.close()
        chromium.stop()
        await server.stop()
    }
}
