import Foundation
import KinemaPreviewDiscovery
import KinemaPreviewScanning
import KinemaTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The preview runner's programs, run as `kinema` writes them, without building a package.
///
/// `Tests/Fixtures/PreviewDemo` holds a target with previews (`PreviewDemo`) and the two programs
/// `kinema preview-render` and `kinema preview --package` write for it, committed as written and
/// built with the tests (`PreviewDemoRecorder`, `PreviewDemoServer`). These tests check that the
/// tool still writes exactly those programs, then run them. What only a real package shows —
/// SwiftPM building the runner against a user's manifest — is `PreviewPackageEndToEndTests`, which
/// `.ci/run` runs as its own step.
///
/// When the generator changes on purpose, `KINEMA_RECORD_FIXTURES=1 swift test --filter
/// PreviewRunnerFixtureTests` rewrites the programs (the test then fails once, saying so).
@Suite("Preview runner programs")
struct PreviewRunnerFixtureTests {
    static let fixture = KinemaTool.packageRoot.appendingPathComponent("Tests/Fixtures/PreviewDemo", isDirectory: true)

    /// The fixture target's previews, as the tool finds them in a package whose target
    /// `PreviewDemo` is at `Sources/PreviewDemo`.
    static func source() throws -> PreviewRunnerSource {
        let file = fixture.appendingPathComponent("PreviewDemo/Pulse.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let previews = PreviewScanner.scan(source: text, fileName: "Sources/PreviewDemo/Pulse.swift")
        return PreviewRunnerSource(moduleName: "PreviewDemo", targetName: "PreviewDemo", previews: previews)
    }

    @Test(arguments: ["Recorder", "Server"])
    func theCommittedProgramsAreWhatTheToolWrites(folder: String) throws {
        let file = Self.fixture.appendingPathComponent("\(folder)/main.swift")
        let source = try Self.source()
        let expected = folder == "Recorder" ? source.recorder : source.server
        let committed = try? String(contentsOf: file, encoding: .utf8)
        if committed != expected, ProcessInfo.processInfo.environment["KINEMA_RECORD_FIXTURES"] == "1" {
            try expected.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(file.path): build and run the tests again")
            return
        }
        #expect(committed == expected, """
            \(file.path) is not what the tool writes for the fixture: if the generator changed on purpose, \
            run KINEMA_RECORD_FIXTURES=1 swift test --filter PreviewRunnerFixtureTests
            """)
    }

    @Test func theTableHoldsTheReachablePreviewsUnderTheirSceneNames() throws {
        let source = try Self.source()
        #expect(source.previews.map(\.title) == ["Pulse", "Badge"])
        #expect(source.names == ["preview-pulse", "preview-badge"])
        #expect(!source.recorder.contains("Hidden_Previews"))
    }

    /// The recorder takes the preview's name, so another preview of the target runs the same
    /// binary: the `#Preview` to SVG frames of its fixed size, then the provider to a page.
    @Test func theRecorderRecordsEachPreviewByName() async throws {
        let recorder = try #require(KinemaTool.builtExecutable("PreviewDemoRecorder"), "swift build builds PreviewDemoRecorder")
        let folder = try KinemaTool.temporaryDirectory("preview-runner")
        defer { try? FileManager.default.removeItem(at: folder) }

        let frames = folder.appendingPathComponent("frames", isDirectory: true)
        let pulse = try await ChildProcess.run(recorder, ["svg", "10", "0.5", frames.path, "preview-pulse"], timeout: .seconds(300))
        #expect(pulse.status == 0, "\(pulse)")
        #expect(pulse.outputText == "size 120.0 80.0\nframes 5\n", "\(pulse)")
        let names = KinemaTool.contents(of: frames).filter { $0.hasSuffix(".svg") }
        #expect(names.count == 5)
        var documents: [String] = []
        for name in names {
            let svg = try String(contentsOf: frames.appendingPathComponent(name), encoding: .utf8)
            // "fixedLayout(width:height:): Center the preview in a fixed size container."
            #expect(svg.contains(#"width="120" height="80""#), "\(name)")
            documents.append(svg)
        }
        // The phase animator loops from the start with no interaction: frames differ.
        #expect(Set(documents).count > 1)

        let page = folder.appendingPathComponent("badge.html")
        let badge = try await ChildProcess.run(recorder, ["html", "10", "0.2", page.path, "preview-badge"], timeout: .seconds(300))
        #expect(badge.status == 0, "\(badge)")
        // sizeThatFits: the capsule's own frame.
        #expect(badge.outputText == "size 50.0 20.0\nframes 2\n", "\(badge)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("Badge"))
    }

    @Test func theRecorderRefusesAnUnknownName() async throws {
        let recorder = try #require(KinemaTool.builtExecutable("PreviewDemoRecorder"))
        let run = try await ChildProcess.run(recorder, ["svg", "10", "0.5", "/tmp/unused", "preview-hidden"], timeout: .seconds(300))
        #expect(run.status == 64, "\(run)")
        #expect(run.errorText.hasPrefix("usage: KinemaPreviewRunner"), "\(run)")
    }

    /// The live program serves the previews first on the index, beside the gallery, and their
    /// stills are the previews' own frames.
    @Test(.timeLimit(.minutes(10))) func theServerServesThePreviewsBesideTheGallery() async throws {
        let program = try #require(KinemaTool.builtExecutable("PreviewDemoServer"), "swift build builds PreviewDemoServer")
        let capture = try ChildProcess.Capture()
        defer { capture.remove() }
        let process = Process()
        process.executableURL = program
        process.arguments = ["127.0.0.1", "0", "60"]
        capture.attach(to: process)
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let url = try await capture.firstURL(printedBy: process, timeout: .seconds(120), interval: .milliseconds(100))
        let server = try #require(url, "the server printed no URL; it wrote:\n\(capture.outputText)\(capture.errorText)")

        // The printed address carries the run's token; every request takes it along.
        let token = try #require(server.query, "the printed address has the token: \(server)")
        func get(_ path: String) async throws -> (String, Int) {
            let withToken = path + (path.contains("?") ? "&" : "?") + token
            let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: withToken, relativeTo: server)))
            return (String(decoding: data, as: UTF8.self), (response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        let (index, status) = try await get("/")
        #expect(status == 200)
        let pulseLink = try #require(index.range(of: "href=\"/scene/preview-pulse\""), "\(index.prefix(3000))")
        let badgeLink = try #require(index.range(of: "href=\"/scene/preview-badge\""), "\(index.prefix(3000))")
        let galleryLink = try #require(index.range(of: "href=\"/scene/avatar-bouncy\""), "the gallery is still there")
        #expect(pulseLink.lowerBound < badgeLink.lowerBound && badgeLink.lowerBound < galleryLink.lowerBound)
        let (pulsePage, pageStatus) = try await get("/scene/preview-pulse")
        #expect(pageStatus == 200 && pulsePage.contains("Pulse"))
        #expect(pulsePage.contains("PreviewDemo · Sources/PreviewDemo/Pulse.swift:12"))
        // The phase animator runs from the start: the still at 0.1 s differs from the first, and
        // both have the preview's fixed size.
        let (first, _) = try await get("/scene/preview-pulse/frame.svg?t=0")
        let (later, _) = try await get("/scene/preview-pulse/frame.svg?t=0.1")
        #expect(first.contains(#"width="120" height="80""#), "\(first)")
        #expect(first != later)

        #expect(await ChildProcess.terminate(process) == 0, "Ctrl-C and SIGTERM stop the server cleanly")
    }

    @Test(arguments: [
        ([String](), "kinema-preview-runner"),
        (["myviews", "kinema"], "kinema-preview-runner"),
        (["kinema-preview-runner"], "kinema-preview-runner-2"),
        (["kinema-preview-runner", "kinema-preview-runner-2"], "kinema-preview-runner-3"),
    ])
    func theRunnerPackageNeverTakesANameInTheGraph(taken: [String], expected: String) {
        #expect(PreviewRunnerSource.packageFolderName(avoiding: Set(taken)) == expected)
    }

    @Test func sceneNamesAreSlugsNumberedWhenTheyClash() {
        #expect(PreviewRunnerSource.sceneNames(for: ["Loader", "loader", "Ü", "A  b!", ""])
            == ["preview-loader", "preview-loader-2", "preview-untitled", "preview-a-b", "preview-untitled-2"])
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        (#"a "quoted" \ path"#, #""a \"quoted\" \\ path""#),
        ("line\nbreak\ttab", #""line\nbreak\ttab""#),
        ("bell\u{7}", #""bell\u{7}""#),
    ])
    func literalsEscapeWhatSwiftNeeds(text: String, literal: String) {
        #expect(PreviewRunnerSource.literal(text) == literal)
    }
}
