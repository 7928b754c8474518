import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import SwiftUI
import Testing

// `swift run` of an app with no options serves it live: the index lists its windows, each
// window is a page with a first frame, and nothing of the gallery is served beside it.

@MainActor
@Suite("App served live")
struct AppLiveServingTests {
    @Test func windowsAreNamedByTheirIdsAndLaunchFresh() throws {
        let windows = try NotesApp.liveWindows(try AppRunOptions(arguments: [], environment: [:]), name: "NotesApp")
        #expect(windows.map(\.name) == ["main", "inspector", "extra", "photo"])
        #expect(windows.map(\.title) == ["NotesApp", "Inspector", "extra", "photo"])
        #expect(windows[0].size == CGSize(width: 600, height: 400), "the window's defaultSize")
        #expect(windows[1].size == CGSize(width: 390, height: 844), "a phone, when the window sets no size")

        let only = try NotesApp.liveWindows(try AppRunOptions(arguments: ["--window", "photo"], environment: [:]), name: "NotesApp")
        #expect(only.map(\.name) == ["photo"])
        #expect(throws: AppRunError.self) {
            try NotesApp.liveWindows(try AppRunOptions(arguments: ["--window", "nope"], environment: [:]), name: "NotesApp")
        }
    }

    // The server starts and answers on the main actor, which the rest of a full `swift test`
    // keeps busy: minutes, not seconds, before it counts as a hang.
    @Test(.timeLimit(.minutes(6)))
    func theIndexAndEachWindowAreServed() async throws {
        let options = try AppRunOptions(arguments: [], environment: [:])
        let (started, starting) = AsyncStream.makeStream(of: (URL, [String]).self)
        let server = Task {
            try await NotesApp.serve(options, name: "NotesApp", handlingSignals: false) { url, windows in
                starting.yield((url, windows.map(\.name)))
            }
        }
        defer { server.cancel() }
        var iterator = started.makeAsyncIterator()
        let (url, names) = try #require(await iterator.next())
        #expect(url.host == "127.0.0.1" && url.port != 0, "any free port on this machine only: \(url)")
        #expect(names == ["main", "inspector", "extra", "photo"])
        #expect(url.query?.hasPrefix("token=") == true, "the address carries this run's token: \(url)")

        let index = try await Self.get(url)
        #expect(index.status == 200)
        #expect(index.text.contains("<h1>NotesApp</h1>"))
        for name in names { #expect(index.text.contains("href=\"/scene/\(name)\"")) }
        #expect(!index.text.contains("/tune"), "an app's server has no tuning panel")

        let page = try await Self.get(url.appendingPathComponent("scene/inspector"))
        #expect(page.status == 200 && page.text.contains("/ws/scene/"))
        let still = try await Self.get(url.appendingPathComponent("scene/main/frame.svg"))
        #expect(still.status == 200)
        #expect(still.text.contains(">Notes<"), "the first window's text")

        #expect(try await Self.get(url.appendingPathComponent("scene/avatar-bouncy")).status == 404, "no gallery scenes")
        #expect(try await Self.get(url.appendingPathComponent("tune")).status == 404)
    }

    static func get(_ url: URL) async throws -> (status: Int, text: String) {
        var request = URLRequest(url: url)
        request.timeoutInterval = 300
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}
