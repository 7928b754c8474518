import Foundation
import KinemaTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `kinema previews` and `kinema preview-render` on a small package made for the test, which
/// depends on this checkout of Kinema by path.
///
/// The render test builds a package — Kinema and swift-syntax included — so it is the one slow
/// test (minutes the first time; its build folder is removed afterwards). It needs `swift` on
/// `PATH`; without it the test is skipped with a note, except under `CI=true`, where it fails.
@Suite("kinema previews", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct PreviewToolTests {
    static let swiftIsAvailable = KinemaTool.locate("swift") != nil

    /// The test package: one library target with a `#Preview` and a `PreviewProvider`.
    static func makePackage() throws -> URL {
        let root = try KinemaTool.temporaryDirectory("previews")
        let sources = root.appendingPathComponent("Sources/Demo", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let kinema = KinemaTool.packageRoot.standardizedFileURL
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Demo",
                products: [.library(name: "Demo", targets: ["Demo"])],
                dependencies: [.package(path: "\(kinema.path)")],
                targets: [
                    .target(name: "Demo", dependencies: [.product(name: "Kinema", package: "\(kinema.lastPathComponent)")]),
                ]
            )

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let source = """
            import Kinema

            struct Pulse: View {
                var body: some View {
                    Circle()
                        .phaseAnimator([0.5, 1.0]) { content, scale in
                            content.scaleEffect(scale)
                        } animation: { _ in .linear(duration: 0.25) }
                }
            }

            #Preview("Pulse", traits: .fixedLayout(width: 120, height: 80)) {
                Pulse()
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Capsule().frame(width: 50, height: 20).previewDisplayName("Badge").previewLayout(.sizeThatFits)
                }
            }

            """
        try source.write(to: sources.appendingPathComponent("Pulse.swift"), atomically: true, encoding: .utf8)
        return root
    }

    /// Lists both previews, renders the `#Preview` to SVG frames of its fixed size, then the
    /// provider (by number) to an HTML page; the second render rebuilds only the runner. Then
    /// serves both live with `kinema preview --package` (the same runner package, so only the
    /// server is compiled on top) and reads them from the server.
    @Test(
        .enabled(if: swiftIsAvailable || KinemaTool.isCI, "swift is not on PATH: the test builds a package"),
        .timeLimit(.minutes(40)))
    func listsRendersAndServesThePreviewsOfAPackage() async throws {
        let package = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: package) }

        let list = try await KinemaTool.run(["previews", "--package", package.path], timeout: 120)
        #expect(list.status == 0, "\(list)")
        #expect(list.output == """
            Demo: 2 previews
              1  Pulse  Sources/Demo/Pulse.swift:12
              2  Badge  Sources/Demo/Pulse.swift:16

            """, "\(list)")

        let frames = package.appendingPathComponent("frames", isDirectory: true)
        let render = try await KinemaTool.run(
            ["preview-render", "Pulse", "--package", package.path, "--target", "Demo", "--format", "svg",
             "--duration", "0.5", "--fps", "10", "--out", frames.path],
            timeout: 1_500)
        #expect(render.status == 0, "\(render)")
        #expect(render.output == "5 frames in \(frames.standardizedFileURL.path)\n", "\(render)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".svg") }.sorted()
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

        let page = package.appendingPathComponent("badge.html")
        let second = try await KinemaTool.run(
            ["preview-render", "2", "--package", package.path, "--format", "html", "--duration", "0.2", "--out", page.path],
            timeout: 600)
        #expect(second.status == 0, "\(second)")
        #expect(second.output == "\(page.standardizedFileURL.path)\n", "\(second)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("Badge"))

        try await servesThePreviewsLive(package)
    }

    /// `kinema preview --package` builds the runner's server and becomes it: the URL it prints
    /// serves the previews first on the index, and their stills are the previews' own frames.
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

        // The build compiles the server (Hummingbird and NIO) the first time: minutes.
        var url: URL?
        let deadline = ContinuousClock.now + .seconds(1_500)
        while url == nil, process.isRunning, ContinuousClock.now < deadline {
            let text = capture.outputText
            if let range = text.range(of: "http://") {
                url = URL(string: String(text[range.lowerBound...].prefix { !$0.isWhitespace }))
            } else {
                try await Task.sleep(for: .milliseconds(500))
            }
        }
        let server = try #require(url, """
            kinema preview --package printed no URL; it wrote:
            \(capture.outputText)\(capture.errorText)
            """)

        func get(_ path: String) async throws -> (String, Int) {
            let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: path, relativeTo: server)))
            return (String(decoding: data, as: UTF8.self), (response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        let (index, status) = try await get("/")
        #expect(status == 200)
        #expect(index.contains("href=\"/scene/preview-pulse\"") && index.contains("href=\"/scene/preview-badge\""), "\(index.prefix(3000))")
        // The gallery is still there, after the previews.
        #expect(index.contains("href=\"/scene/avatar-bouncy\""))
        let (pulsePage, pageStatus) = try await get("/scene/preview-pulse")
        #expect(pageStatus == 200 && pulsePage.contains("Pulse"))
        // The phase animator runs from the start: the still at 0.1 s differs from the first, and
        // both have the preview's fixed size.
        let (first, _) = try await get("/scene/preview-pulse/frame.svg?t=0")
        let (later, _) = try await get("/scene/preview-pulse/frame.svg?t=0.1")
        #expect(first.contains(#"width="120" height="80""#), "\(first)")
        #expect(first != later)

        #expect(await ChildProcess.terminate(process) == 0, "Ctrl-C and SIGTERM stop the server cleanly")
    }

    @Test(.enabled(if: swiftIsAvailable, "swift is not on PATH"))
    func listingAFolderWithoutAPackageFails() async throws {
        let folder = try KinemaTool.temporaryDirectory("no-package")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await KinemaTool.run(["previews", "--package", folder.path])
        #expect(run.status == 1)
        #expect(run.errorMessages == [
            "Error: no Package.swift in \(folder.standardizedFileURL.path): --package names a Swift package's folder"
        ])
    }

    @Test(arguments: [
        (["preview-render", "1", "--format", "jpeg"], "Error: unknown format 'jpeg': use svg, html, png, gif or mp4."),
        (["preview-render", "1", "--duration", "0"], "Error: --duration must be in 0 < duration ≤ 600 seconds."),
        (["preview-render", "1", "--fps", "nan"], "Error: --fps must be between 1 and 240."),
        (["preview", "--target", "Demo"], "Error: --target needs --package: it chooses among the package's targets"),
    ])
    func badRenderArgumentsFailBeforeReadingThePackage(arguments: [String], message: String) async throws {
        let run = try await KinemaTool.run(arguments)
        #expect(run.status == 64)
        #expect(run.errorMessages == [message])
    }
}
