import Foundation
import KinemaTestSupport
import Testing

/// How `kinema` reaches `kinema-source`, the program that parses Swift for the preview commands
/// (so that building `kinema` never builds swift-syntax): beside itself, built there on first
/// use when it runs from a build folder, and a plain error when it runs from anywhere else.
@Suite("kinema-source, found or built", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct SourceReaderTests {
    static let swift = KinemaTool.locate("swift")
    static let sourceProgram = KinemaTool.builtExecutable("kinema-source")

    /// A copy of the built tool at `folder/kinema` (a hard link where the file system allows).
    static func placeTool(in folder: URL) throws -> URL {
        let binary = try #require(KinemaTool.binary)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("kinema")
        do { try FileManager.default.linkItem(at: binary, to: copy) } catch {
            try FileManager.default.copyItem(at: binary, to: copy)
        }
        return copy
    }

    @Test(.enabled(if: (swift != nil && sourceProgram != nil) || KinemaTool.isCI, "needs swift on PATH and kinema-source built"))
    func aToolInABuildFolderBuildsTheReaderThereOnFirstUse() async throws {
        let swift = try #require(Self.swift)
        let realReader = try #require(Self.sourceProgram)
        let scratch = try KinemaTool.temporaryDirectory("scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug", isDirectory: true)
        let tool = try Self.placeTool(in: folder)

        // A `swift` first on PATH that stands in for the build of kinema-source (a real one
        // compiles swift-syntax: minutes) and passes every other command to the real one.
        let bin = scratch.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = scratch.appendingPathComponent("build-arguments")
        let fakeSwift = """
            #!/bin/sh
            case " $* " in
              *" --product kinema-source "*)
                echo "$@" > '\(log.path)'
                printf '#!/bin/sh\\nexec %s "$@"\\n' '\(realReader.path)' > '\(folder.path)/kinema-source'
                chmod +x '\(folder.path)/kinema-source'
                exit 0 ;;
            esac
            exec '\(swift.path)' "$@"

            """
        try fakeSwift.write(to: bin.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("swift").path)

        let package = try PreviewToolTests.makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let list = try await KinemaTool.run(["previews", "--package", package.path], path: path, timeout: 120, binary: tool)
        #expect(list.status == 0, "\(list)")
        #expect(list.output.hasPrefix("Demo: 3 previews\n"), "\(list)")
        #expect(list.error.contains("Building kinema-source"), "\(list)")

        let arguments = try String(contentsOf: log, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
        #expect(arguments == [
            "build", "--package-path", KinemaTool.canonical(KinemaTool.packageRoot), "--scratch-path",
            KinemaTool.canonical(scratch), "--configuration", "debug", "--product", "kinema-source",
        ])

        // Built once: the next run finds it and says nothing about building.
        let again = try await KinemaTool.run(["previews", "--package", package.path], path: path, timeout: 120, binary: tool)
        #expect(again.status == 0, "\(again)")
        #expect(!again.error.contains("Building"), "\(again)")
    }

    @Test(.enabled(if: swift != nil || KinemaTool.isCI, "swift is not on PATH: the tool reads packages with it"))
    func aToolCopiedOutOfItsBuildFolderSaysHowToBuildTheReader() async throws {
        let folder = try KinemaTool.temporaryDirectory("copied-tool")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = try Self.placeTool(in: folder.appendingPathComponent("bin", isDirectory: true))
        let package = try PreviewToolTests.makePackage()
        defer { try? FileManager.default.removeItem(at: package) }

        let list = try await KinemaTool.run(["previews", "--package", package.path], timeout: 120, binary: tool)
        #expect(list.status == 1, "\(list)")
        #expect(list.errorMessages == [
            "Error: the preview commands read Swift with kinema-source, which is not beside "
                + KinemaTool.canonical(tool)
                + ": build it in Kinema's folder with `swift build --product kinema-source` and put it beside kinema"
        ], "\(list)")
    }
}
