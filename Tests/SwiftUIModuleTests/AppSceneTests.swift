import Foundation
@testable import SwiftUI
import Testing

// An app written as SwiftUI apps are: its scenes describe its windows, and the runner's options
// read as documented.

struct NotesApp: App {
    @State private var showsInspector = true

    var body: some Scene {
        WindowGroup {
            Text("Notes")
        }
        .defaultSize(width: 600, height: 400)
        WindowGroup("Inspector", id: "inspector") {
            Text("Inspector")
        }
        if showsInspector {
            WindowGroup(id: "extra") { Color.red }
        }
        WindowGroup(id: "photo", for: Int.self) { $photo in
            Text(photo.map { "Photo \($0)" } ?? "No photo")
        }
        Settings {
            Text("Settings")
        }
    }
}

@MainActor
@Suite("App and scenes")
struct AppSceneTests {
    @Test func scenesListTheirWindowsInOrder() throws {
        let windows = NotesApp().body._windows()
        #expect(windows.map(\.id) == [nil, "inspector", "extra", "photo"])
        #expect(windows.map(\.title) == [nil, "Inspector", nil, nil])
        #expect(windows[0].defaultSize == CGSize(width: 600, height: 400))
        #expect(windows[1].defaultSize == nil)
    }

    @Test func aWindowsContentRunsInAHost() {
        let windows = NotesApp().body._windows()
        let host = ViewHost(windows[3].content.environment(\.scenePhase, .active), size: CGSize(width: 300, height: 200))
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let layout) = item.content { return layout.string }
            return nil
        }
        #expect(texts == ["No photo"])
    }

    @Test func runnerOptionsComeFromArgumentsThenTheEnvironment() throws {
        let options = try AppRunOptions(
            arguments: ["--record", "gif", "--size", "320x480"],
            environment: ["KINEMA_APP_RECORD": "mp4", "KINEMA_APP_SECONDS": "2.5", "KINEMA_APP_OUT": "/tmp/app.gif"])
        #expect(options.format == "gif")
        #expect(options.seconds == 2.5)
        #expect(options.size == CGSize(width: 320, height: 480))
        #expect(options.out == "/tmp/app.gif")
        let defaults = try AppRunOptions(arguments: [], environment: [:])
        #expect(defaults.format == nil && defaults.seconds == 3 && defaults.size == nil)
        #expect(options.records && !defaults.records, "no recording option: the app is served live")
        #expect(defaults.port == 0)
        #expect(try AppRunOptions(arguments: ["--out", "/tmp/a.html"], environment: [:]).records)
        #expect(try AppRunOptions(arguments: [], environment: ["KINEMA_APP_SECONDS": "1"]).records)
        #expect(try AppRunOptions(arguments: ["--port", "8123"], environment: [:]).port == 8123)
        #expect(try AppRunOptions(arguments: ["--port", "8123"], environment: [:]).choosesPort, "a port means the browser")
        #expect(!defaults.choosesPort && defaults.show == nil, "no choice: a window where a display exists")
        #expect(try AppRunOptions(arguments: ["--show", "browser"], environment: [:]).show == "browser")
        #expect(try AppRunOptions(arguments: [], environment: ["KINEMA_APP_SHOW": "window"]).show == "window")
    }

    @Test func badOptionsAreOneLineErrors() {
        for arguments in [["--record", "png"], ["--seconds", "nan"], ["--seconds", "-1"], ["--size", "0x10"],
                          ["--frames", "3"], ["--out"], ["--port", "70000"], ["--port", "-1"], ["--port", "x"],
                          ["--show", "tv"]] {
            #expect(throws: AppRunError.self, "\(arguments)") {
                try AppRunOptions(arguments: arguments, environment: [:])
            }
        }
    }
}
