import Foundation
import KinemaTestSupport
import Testing

/// `kinema previews` and the preview commands' arguments, on a small package made for the test.
/// Nothing here builds a package: the runner programs run in `PreviewRunnerFixtureTests`, and the
/// whole way through SwiftPM in `PreviewPackageEndToEndTests` (a step of `.ci/run`).
@Suite("kinema previews", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct PreviewToolTests {
    static let swiftIsAvailable = KinemaTool.locate("swift") != nil

    /// A package whose one target, `Demo`, holds the fixture's previews and depends on this
    /// checkout's Kinema.
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
        try FileManager.default.copyItem(
            at: PreviewRunnerFixtureTests.fixture.appendingPathComponent("PreviewDemo/Pulse.swift"),
            to: sources.appendingPathComponent("Pulse.swift"))
        return root
    }

    @Test(.enabled(if: swiftIsAvailable || KinemaTool.isCI, "swift is not on PATH: the tool reads packages with it"))
    func listsThePreviewsOfAPackage() async throws {
        let package = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: package) }

        let list = try await KinemaTool.run(["previews", "--package", package.path], timeout: 120)
        #expect(list.status == 0, "\(list)")
        #expect(list.output == """
            Demo: 3 previews
              1  Pulse            Sources/Demo/Pulse.swift:12
              2  Badge            Sources/Demo/Pulse.swift:16
              3  Hidden_Previews  Sources/Demo/Pulse.swift:23  (cannot render: 'Hidden_Previews' is private or \
            fileprivate: make it internal so the preview runner can reach it)

            """, "\(list)")
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
        (["preview-render", "1", "--format", "jpeg"], "Error: unknown format 'jpeg': use svg, html, png, gif, mp4 or lottie."),
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
