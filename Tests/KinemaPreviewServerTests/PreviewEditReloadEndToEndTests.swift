import Foundation
import KinemaTestSupport
import Testing

/// `kinema preview --package` on a package made by `swift package init`, in headless Chromium,
/// through an edit that breaks the build and one that fixes it: the open page shows the
/// compiler's error while the old build keeps running, then reloads with the new view at the
/// time it had reached.
///
/// It builds that package's preview runner from nothing (Kinema, swift-syntax and the server:
/// about ten minutes on two cores), so it runs only with `KINEMA_END_TO_END=1`, in `.ci/run`'s
/// end-to-end step, beside `PreviewPackageEndToEndTests`.
@Suite(
    "Live preview through an edit and a reload",
    .enabled(if: ProcessInfo.processInfo.environment["KINEMA_END_TO_END"] == "1",
             "builds a package from scratch: .ci/run runs it with KINEMA_END_TO_END=1"),
    .serialized)
struct PreviewEditReloadEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A square whose colour the test edits, springing from 1 to 1.2× over its first seconds,
    /// so the scene's time is visible in its scale.
    static func card(color: String, broken: Bool = false) -> String {
        """
        import Kinema

        struct Card: View {
            @State private var grown = false
            var body: some View {
                Rectangle()
                    .fill(\(color))
                    .frame(width: 100, height: 100)
                    .scaleEffect(grown ? 1.2 : 1)
                    .onAppear { withAnimation(.linear(duration: 30)) { grown = true } }\(broken ? "\n        undefinedName" : "")
            }
        }

        #Preview("Card") { Card() }

        """
    }

    /// `swift package init --type library --name MyViews`, with this checkout added to its
    /// dependencies and to its target's, and the card as its source.
    static func makePackage(in parent: URL) async throws -> URL {
        let root = parent.appendingPathComponent("MyViews", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        let swift = try #require(
            path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) },
            "swift is not on PATH")
        let initialised = try await ChildProcess.run(
            URL(fileURLWithPath: swift), ["package", "init", "--type", "library", "--name", "MyViews"], in: root,
            mergingError: true, timeout: .seconds(120))
        #expect(initialised.status == 0, "\(initialised)")
        let manifestURL = root.appendingPathComponent("Package.swift")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let targets = try #require(manifest.range(of: "\n    targets: ["), "swift package init wrote:\n\(manifest)")
        manifest.insert(contentsOf: "\n    dependencies: [.package(path: \"\(packageRoot.path)\")],", at: targets.lowerBound)
        let target = try #require(manifest.range(of: "name: \"MyViews\"\n"), "swift package init wrote:\n\(manifest)")
        manifest.replaceSubrange(
            target,
            with: "name: \"MyViews\",\n            dependencies: [.product(name: \"Kinema\", package: \"\(packageRoot.lastPathComponent)\")]\n")
        try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
        try card(color: "Color.red").write(to: root.appendingPathComponent("Sources/MyViews/Card.swift"), atomically: true, encoding: .utf8)
        return root
    }

    /// Evaluates `expression` until it is true, tolerating the moments a reload leaves no page
    /// to ask.
    static func wait(_ page: BrowserPage, until expression: String, timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let value = try? await page.evaluate("Boolean(\(expression))") as? Bool, value { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw DevTools.Failure(description: "timed out waiting for \(expression)")
    }

    @Test(.enabled(if: Chromium.canRun && ServerProcess.canRun, Chromium.skipNote), .timeLimit(.minutes(60)))
    func anEditThatBreaksThenOneThatFixesTheBuild() async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-edit-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let package = try await Self.makePackage(in: parent)
        let source = package.appendingPathComponent("Sources/MyViews/Card.swift")

        let capture = try ChildProcess.Capture()
        defer { capture.remove() }
        let process = Process()
        guard let binary = ServerProcess.binary else { throw DevTools.Failure(description: "the kinema tool is not built") }
        process.executableURL = binary
        process.arguments = ["preview", "--package", package.path, "--port", "0"]
        capture.attach(to: process)
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The first build compiles Kinema, swift-syntax and the server for the runner: minutes.
        let url = try await capture.firstURL(printedBy: process, timeout: .seconds(2_400))
        let server = try #require(url, "no URL; the tool wrote:\n\(capture.outputText)\(capture.errorText)")
        let token = try #require(server.query)
        let scene = try #require(URL(string: "/scene/preview-card?\(token)", relativeTo: server))

        try await LivePage.withChromium { devTools in
            let page = try await BrowserPage.open(scene.absoluteURL, in: devTools)
            try await Self.wait(page, until: "window.kinema && window.kinema.svgFrames > 0 && window.kinema.time > 1", timeout: .seconds(60))
            #expect(try await page.evaluate("document.getElementById('stage').innerHTML.indexOf('#ff3b30') >= 0") as? Bool == true,
                    "the card is red (Kinema's Color.red)")

            // An edit that does not compile: the page shows the error and keeps running.
            try Self.card(color: "Color.red", broken: true).write(to: source, atomically: true, encoding: .utf8)
            try await Self.wait(page, until: "window.kinema.buildErrors.length > 0", timeout: .seconds(900))
            let errors = try #require(try await page.evaluate("window.kinema.buildErrors") as? [String])
            #expect(errors.contains { $0.hasPrefix("Sources/MyViews/Card.swift:") && $0.contains("undefinedName") }, "\(errors)")
            #expect(try await page.evaluate("document.getElementById('build').hidden") as? Bool == false)
            let framesThen = try #require(try await page.evaluate("window.kinema.frames") as? Double)
            try await Task.sleep(for: .seconds(1))
            #expect(try #require(try await page.evaluate("window.kinema.frames") as? Double) > framesThen, "the old build still streams")

            // An edit that does: the page reloads, blue, at the time it had reached.
            let timeBefore = try #require(try await page.evaluate("window.kinema.time") as? Double)
            try Self.card(color: "Color.blue").write(to: source, atomically: true, encoding: .utf8)
            try await Self.wait(
                page, until: "window.kinema && window.kinema.restoredTime !== null && window.kinema.svgFrames > 0",
                timeout: .seconds(900))
            let restored = try #require(try await page.evaluate("window.kinema.restoredTime") as? Double)
            #expect(restored >= timeBefore, "the page kept its time: \(restored) after \(timeBefore)")
            try await Self.wait(page, until: "window.kinema.frames > 3", timeout: .seconds(30))
            let time = try #require(try await page.evaluate("window.kinema.time") as? Double)
            #expect(time >= restored - 1e-6, "the new host resumed at \(restored), shows \(time)")
            #expect(try await page.evaluate("document.getElementById('stage').innerHTML.indexOf('#007aff') >= 0") as? Bool == true,
                    "the card is blue now")
            #expect(try await page.evaluate("document.getElementById('build').hidden") as? Bool == true)
        }
        #expect(await ChildProcess.terminate(process) == 0, "SIGTERM stops the tool and its server cleanly")
        #expect(capture.errorText.contains("rebuilding the previews"), "\(capture.errorText)")
    }
}
