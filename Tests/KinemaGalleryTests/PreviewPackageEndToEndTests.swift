import Foundation
import KinemaTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Whether the slow end-to-end checks run (`KINEMA_END_TO_END=1`).
let endToEndIsEnabled = ProcessInfo.processInfo.environment["KINEMA_END_TO_END"] == "1"

/// README's preview commands, each one, on a package made by `swift package init` — a folder, a
/// package and a target all called `MyViews` — with only a dependency on this checkout added.
///
/// It builds that package's preview runner, Kinema, swift-syntax and the server included, from
/// nothing: about ten minutes on two cores. So `swift test` skips it (and says so), and `.ci/run`
/// runs it as its own step: `KINEMA_END_TO_END=1 swift test --filter EndToEndTests`.
@Suite(
    "README's preview commands on a new package",
    .enabled(if: endToEndIsEnabled, "builds a package from scratch: .ci/run runs it with KINEMA_END_TO_END=1"))
struct PreviewPackageEndToEndTests {
    /// `swift package init --type library --name MyViews` in a folder `MyViews`, with Kinema added
    /// to its dependencies and the fixture's previews added to its target.
    static func makePackage(in parent: URL) async throws -> URL {
        let root = parent.appendingPathComponent("MyViews", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let swift = try #require(KinemaTool.locate("swift"))
        let initialised = try await ChildProcess.run(
            swift, ["package", "init", "--type", "library", "--name", "MyViews"], in: root, mergingError: true,
            timeout: .seconds(120))
        #expect(initialised.status == 0, "\(initialised)")

        // The two changes README tells a user to make.
        let manifestURL = root.appendingPathComponent("Package.swift")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let kinema = KinemaTool.packageRoot.standardizedFileURL
        let targets = try #require(manifest.range(of: "\n    targets: ["), "swift package init wrote:\n\(manifest)")
        manifest.insert(contentsOf: "\n    dependencies: [.package(path: \"\(kinema.path)\")],", at: targets.lowerBound)
        let target = try #require(manifest.range(of: "name: \"MyViews\"\n"), "swift package init wrote:\n\(manifest)")
        manifest.replaceSubrange(
            target,
            with: "name: \"MyViews\",\n            dependencies: [.product(name: \"Kinema\", package: \"\(kinema.lastPathComponent)\")]\n")
        try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: PreviewRunnerFixtureTests.fixture.appendingPathComponent("PreviewDemo/Pulse.swift"),
            to: root.appendingPathComponent("Sources/MyViews/Pulse.swift"))
        return root
    }

    @Test(.timeLimit(.minutes(60)))
    func everyPreviewCommandWorksOnAPackageMadeBySwiftPackageInit() async throws {
        let parent = try KinemaTool.temporaryDirectory("end-to-end")
        defer { try? FileManager.default.removeItem(at: parent) }
        let package = try await Self.makePackage(in: parent)

        // swift run kinema previews --package ../MyViews
        let list = try await KinemaTool.run(["previews", "--package", "MyViews"], in: parent, timeout: 300)
        #expect(list.status == 0, "\(list)")
        #expect(list.output == """
            MyViews: 3 previews
              1  Pulse            Sources/MyViews/Pulse.swift:12
              2  Badge            Sources/MyViews/Pulse.swift:16
              3  Hidden_Previews  Sources/MyViews/Pulse.swift:23  (cannot render: 'Hidden_Previews' is private or \
            fileprivate: make it internal so the preview runner can reach it)

            """, "\(list)")

        // swift run kinema preview-render Loader --package ../MyViews --target MyViews --format gif --out /tmp/Loader.gif
        let gif = parent.appendingPathComponent("Pulse.gif")
        let render = try await KinemaTool.run(
            ["preview-render", "Pulse", "--package", "MyViews", "--target", "MyViews", "--format", "gif",
             "--duration", "0.5", "--fps", "10", "--out", gif.path],
            in: parent, timeout: 2_400)
        #expect(render.status == 0, "\(render)")
        let data = try Data(contentsOf: gif)
        let size = try #require(ImageHeader.gif(data), "not a GIF: \(render)")
        // fixedLayout(width: 120, height: 80), at the exporter's scale.
        #expect(Double(size.width) / Double(size.height) == 1.5, "\(size)")
        #expect(ImageHeader.gifFrameCount(data) == 5)

        // Another preview of the target, by number: the runner is already built.
        let page = parent.appendingPathComponent("badge.html")
        let second = try await KinemaTool.run(
            ["preview-render", "2", "--package", package.path, "--format", "html", "--duration", "0.2", "--out", page.path],
            timeout: 600)
        #expect(second.status == 0, "\(second)")
        #expect(second.output == "\(page.standardizedFileURL.path)\n", "\(second)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("Badge"))

        // swift run kinema preview --package ../MyViews
        try await servesThePreviewsLive(package)
    }

    /// `kinema preview --package` builds the runner's server and becomes it: the URL it prints
    /// serves the previews first on the index.
    private func servesThePreviewsLive(_ package: URL) async throws {
        let binary = try #require(KinemaTool.binary)
        let capture = try ChildProcess.Capture()
        defer { capture.remove() }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["preview", "--package", package.path, "--port", "0"]
        capture.attach(to: process)
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The build compiles the runner and the server (FlyingFox) the first time: minutes.
        let url = try await capture.firstURL(printedBy: process, timeout: .seconds(2_400))
        let server = try #require(url, """
            kinema preview --package printed no URL; it wrote:
            \(capture.outputText)\(capture.errorText)
            """)
        let (data, response) = try await URLSession.shared.data(from: server)
        let index = String(decoding: data, as: UTF8.self)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(index.contains("href=\"/scene/preview-pulse\"") && index.contains("href=\"/scene/preview-badge\""), "\(index.prefix(3000))")
        #expect(await ChildProcess.terminate(process) == 0, "Ctrl-C and SIGTERM stop the server cleanly")
    }
}
