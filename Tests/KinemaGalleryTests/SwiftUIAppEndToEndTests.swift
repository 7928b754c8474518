import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KinemaCairo
import KinemaTestSupport
import Testing

/// README's "SwiftUI code on Linux" on a whole app: `Tests/Fixtures/NotesApp` — an `@main` app
/// with two window groups whose sources say `import SwiftUI` and `import Combine` and name
/// `SwiftUI.Color`, with an asset catalogue — built against this checkout with only a
/// `Package.swift` (README's product and plugin lines), then run headless: its first window's
/// frames show the fixture's red square, the catalogue's colour and image, and its timer's ticks
/// on the virtual clock; `--window second` records the other window.
///
/// It builds Kinema from scratch for that package (several minutes on two cores), so it runs
/// with the other slow checks: `KINEMA_END_TO_END=1 swift test --filter EndToEndTests`.
@Suite(
    "A SwiftUI app built on Linux",
    .enabled(if: endToEndIsEnabled, "builds a package from scratch: .ci/run runs it with KINEMA_END_TO_END=1"))
struct SwiftUIAppEndToEndTests {
    static var fixture: URL {
        KinemaTool.packageRoot.appendingPathComponent("Tests/Fixtures/NotesApp", isDirectory: true)
    }

    /// The fixture's sources and a manifest with README's two lines.
    static func makePackage(in parent: URL) throws -> URL {
        let root = parent.appendingPathComponent("NotesApp", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("Sources"), to: root.appendingPathComponent("Sources"))
        let kinema = KinemaTool.packageRoot.standardizedFileURL
        let identity = kinema.lastPathComponent
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "NotesApp",
                platforms: [.macOS(.v14), .iOS(.v17)],
                dependencies: [.package(path: "\(kinema.path)")],
                targets: [
                    .executableTarget(
                        name: "NotesApp",
                        dependencies: [
                            .product(name: "SwiftUI", package: "\(identity)", condition: .when(platforms: [.linux])),
                            .product(name: "Combine", package: "\(identity)", condition: .when(platforms: [.linux])),
                        ],
                        resources: [.process("Assets.xcassets")],
                        plugins: [.plugin(name: "KinemaAssetSymbols", package: "\(identity)")]
                    ),
                ]
            )

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test(.timeLimit(.minutes(60)))
    func theAppBuildsAndRecordsItsWindows() async throws {
        let parent = try KinemaTool.temporaryDirectory("app-end-to-end")
        defer { try? FileManager.default.removeItem(at: parent) }
        let package = try Self.makePackage(in: parent)
        let swift = try #require(KinemaTool.locate("swift"))
        let built = try await ChildProcess.run(
            swift, ["build", "--package-path", package.path], in: parent, mergingError: true, timeout: .seconds(3000))
        try #require(built.status == 0, "\(built)")
        let app = package.appendingPathComponent(".build/debug/NotesApp")

        // The first window: 1.2 s at 60 fps, as SVG frames.
        let frames = parent.appendingPathComponent("frames", isDirectory: true)
        let run = try await ChildProcess.run(
            app, ["--record", "svg", "--seconds", "1.2", "--out", frames.path], in: parent, mergingError: true,
            timeout: .seconds(300))
        try #require(run.status == 0, "\(run)")
        #expect(run.outputText.trimmingCharacters(in: .whitespacesAndNewlines) == frames.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(names.count == 72, "1.2 s at 60 fps, frames at 0 to 71/60 s: \(names.count)")
        let first = try String(contentsOf: frames.appendingPathComponent(try #require(names.first)), encoding: .utf8)
        let last = try String(contentsOf: frames.appendingPathComponent(try #require(names.last)), encoding: .utf8)
        // The window's default size, the red square, and the timer's ticks at 0.5 and 1 s.
        #expect(first.contains("width=\"300\" height=\"300\""))
        #expect(first.contains("#ff0000"))
        #expect(first.contains(">Ticks 0<"))
        #expect(last.contains(">Ticks 2<"))
        // The asset catalogue: the brand colour set's (51, 102, 204) and the 40 × 20 @2x logo.
        #expect(first.contains("#3366cc"))
        #expect(first.contains("width=\"20\" height=\"10\""))
        #expect(first.contains("data:image/png;base64,"))

        // The second window, by its id, as a scene page.
        let page = parent.appendingPathComponent("second.html")
        let second = try await ChildProcess.run(
            app, ["--window", "second", "--seconds", "0.5", "--out", page.path], in: parent, mergingError: true,
            timeout: .seconds(300))
        try #require(second.status == 0, "\(second)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("Second window"))

        // With no options the app is served live: it prints its address, serves its windows, and
        // SIGTERM ends it cleanly.
        let live = Process()
        live.executableURL = app
        live.arguments = ["--port", "0"]
        let output = Pipe()
        live.standardOutput = output
        live.standardError = FileHandle.nullDevice
        try live.run()
        defer { if live.isRunning { live.terminate() } }
        let printed = await ChildProcess.firstLine(of: output.fileHandleForReading)
        let address = try #require(printed.range(of: "http://").flatMap { URL(string: String(printed[$0.lowerBound...])) }, "\(printed)")
        #expect(printed.hasPrefix("NotesApp: http://127.0.0.1:"))
        let (index, _) = try await URLSession.shared.data(from: address)
        #expect(String(decoding: index, as: UTF8.self).contains("href=\"/scene/second\""))
        let (still, _) = try await URLSession.shared.data(from: address.appendingPathComponent("scene/main/frame.svg"))
        #expect(String(decoding: still, as: UTF8.self).contains("#ff0000"), "the first window's red square")
        live.terminate()
        live.waitUntilExit()
        #expect(live.terminationStatus == 0, "SIGTERM stops the server cleanly")

        // Where there is a display, no option opens the first window natively (SDL 2 and cairo):
        // under Xvfb its screenshot shows the red square and the catalogue's colour.
        let shot = parent.appendingPathComponent("window.png")
        let script = """
            set -eu
            '\(app.path)' &
            pid=$!
            for i in $(seq 100); do xdotool search --pid "$pid" >/dev/null 2>&1 && break; sleep 0.1; done
            sleep 1
            id=$(xdotool search --pid "$pid" | head -n 1)
            xwd -id "$id" -silent > '\(parent.path)/window.xwd'
            kill "$pid"
            ffmpeg -v error -y -i '\(parent.path)/window.xwd' '\(shot.path)'
            """
        let xvfb = try await ChildProcess.run(
            try #require(KinemaTool.locate("xvfb-run"), "xvfb-run is missing: run .ci/install-tools"),
            ["-a", "-s", "-screen 0 640x480x24", "sh", "-c", script], in: parent, mergingError: true, timeout: .seconds(120))
        try #require(xvfb.status == 0, "\(xvfb)")
        let screenshot = try CairoImage(pngData: Data(contentsOf: shot))
        #expect(screenshot.width == 300 && screenshot.height == 300, "the window's default size: \(screenshot.width) × \(screenshot.height)")
        func count(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
            var found = 0
            for y in 0..<screenshot.height {
                for x in 0..<screenshot.width {
                    if let p = screenshot.pixel(x: x, y: y), abs(Int(p.r) - Int(r)) <= 2, abs(Int(p.g) - Int(g)) <= 2,
                       abs(Int(p.b) - Int(b)) <= 2 { found += 1 }
                }
            }
            return found
        }
        #expect(count(255, 0, 0) > 100, "the red square in the native window")
        #expect(count(51, 102, 204) > 20, "the brand colour in the native window")

        // A bad option: one line, status 1.
        let bad = try await ChildProcess.run(app, ["--record", "png"], in: parent, mergingError: true, timeout: .seconds(60))
        #expect(bad.status == 1)
        #expect(bad.outputText.split(separator: "\n").count == 1, "\(bad.outputText)")
    }
}
