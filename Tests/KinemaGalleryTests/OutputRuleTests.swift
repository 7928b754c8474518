import Foundation
import Testing

/// The one `--out` rule every command follows, as `kinema --help` states it: `--out -` is standard
/// output for each command that writes one file and is refused by each that writes a folder;
/// missing folders on the way are created by every command; a path that cannot be written fails
/// before any work with one line naming it and the system's reason.
@Suite("kinema --out rule", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct OutputRuleTests {
    /// Short recordings: 2 frames.
    static let short = ["--fps", "5", "--duration", "0.4"]

    static let hasRasterTools = KinemaTool.locate("rsvg-convert") != nil && KinemaTool.locate("ffmpeg") != nil

    // MARK: - Standard output

    @Test func plotAndRenderHTMLWriteTheirFileToStandardOutput() async throws {
        let directory = try KinemaTool.temporaryDirectory("stdout")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plot = try await KinemaTool.run(["plot", "bouncy", "--out", "-"], in: directory)
        #expect(plot.status == 0, "\(plot)")
        #expect(plot.output.hasPrefix("<?xml"), "the SVG itself, not a path: \(plot)")
        let page = try await KinemaTool.run(["render", "avatar-bouncy"] + Self.short + ["--out", "-"], in: directory)
        #expect(page.status == 0, "\(page)")
        #expect(page.output.hasPrefix("<!DOCTYPE html>"), "the page itself: \(page.output.prefix(80))")
        #expect(page.output.hasSuffix("</html>\n"))
        #expect(KinemaTool.contents(of: directory).isEmpty, "no file named '-' or anything else: \(KinemaTool.contents(of: directory))")
    }

    @Test(.enabled(if: hasRasterTools, "rsvg-convert or ffmpeg is not installed"), arguments: ["gif", "mp4"])
    func renderWritesAGIFOrMP4ToStandardOutput(format: String) async throws {
        let directory = try KinemaTool.temporaryDirectory("stdout")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(
            ["render", "avatar-bouncy", "--format", format, "--size", "40x40"] + Self.short + ["--out", "-"], in: directory)
        #expect(run.status == 0, "\(run.error)")
        if format == "gif" {
            #expect(ImageHeader.gif(run.outputData)?.width == 40, "a 40 × 40 GIF")
            #expect(ImageHeader.gifFrameCount(run.outputData) == 2)
        } else {
            #expect(ImageHeader.isMP4(run.outputData), "an MP4: \(run.outputData.prefix(12) as NSData)")
        }
        #expect(KinemaTool.contents(of: directory).isEmpty)
    }

    @Test(arguments: [
        (["render", "avatar-bouncy", "--format", "svg"], "svg writes a folder of frames"),
        (["render", "avatar-bouncy", "--format", "png"], "png writes a folder of frames"),
        (["gallery"], "the gallery is a folder of pages"),
        ([], "the gallery is a folder of pages"),
    ])
    func commandsThatWriteAFolderRefuseStandardOutput(arguments: [String], reason: String) async throws {
        let directory = try KinemaTool.temporaryDirectory("stdout")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(arguments + ["--out", "-"], in: directory)
        #expect(run.status == 64, "\(run)")
        let message = run.errorMessages.first ?? ""
        #expect(message.hasPrefix("Error: --out - (standard output) takes one file, but \(reason)"), "\(run)")
        #expect(run.output.isEmpty)
        #expect(KinemaTool.contents(of: directory).isEmpty)
    }

    // MARK: - Missing folders

    /// Every command creates the folders on the way to --out.
    @Test(arguments: [
        ["plot", "bouncy"],
        ["plot", "bouncy", "--format", "csv"],
        ["render", "avatar-bouncy", "--fps", "5", "--duration", "0.4"],
        ["render", "avatar-bouncy", "--format", "svg", "--fps", "5", "--duration", "0.4"],
        // With media: ToolTests.galleryWithMediaWritesAGIFAndAnMP4PerScene.
        ["gallery", "--fps", "2", "--no-media"],
    ])
    func everyCommandCreatesMissingFolders(arguments: [String]) async throws {
        let directory = try KinemaTool.temporaryDirectory("nested")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("a/b/c/out")
        let run = try await KinemaTool.run(arguments + ["--out", out.path])
        #expect(run.status == 0, "\(run)")
        #expect(FileManager.default.fileExists(atPath: out.path), "\(run)")
    }

    // MARK: - Paths that cannot be written

    /// `/proc` refuses new files even to root, whose permission bits say yes: the message names
    /// the path and gives the system's reason, never Foundation's "The file doesn't exist", and
    /// nothing is recorded first.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc"), arguments: [
        ["plot", "bouncy"],
        ["render", "avatar-bouncy", "--fps", "5", "--duration", "0.4"],
        ["render", "avatar-bouncy", "--format", "svg", "--fps", "5", "--duration", "0.4"],
        ["gallery", "--fps", "2"],
    ])
    func anUnwritablePathIsNamedWithTheSystemsReason(arguments: [String]) async throws {
        let out = "/proc/kinema-\(UUID().uuidString)/out"
        let run = try await KinemaTool.run(arguments + ["--out", out])
        #expect(run.status == 1, "\(run)")
        #expect(run.errorLines == ["Error: cannot write \(out): cannot create the directory \((out as NSString).deletingLastPathComponent): No such file or directory"]
                || run.errorLines == ["Error: cannot write \(out): cannot create the directory \(out): No such file or directory"],
                "one line, before any progress: \(run)")
        #expect(!run.error.contains("doesn’t exist") && !run.error.contains("doesn't exist"), "\(run)")
        let direct = try await KinemaTool.run(arguments + ["--out", "/proc/kinema-out.svg"])
        #expect(direct.status == 1, "\(direct)")
        let expected = arguments.contains("svg") || arguments.first == "gallery"
            ? "Error: cannot write /proc/kinema-out.svg: cannot create the directory /proc/kinema-out.svg: No such file or directory"
            : "Error: cannot write /proc/kinema-out.svg: No such file or directory"
        #expect(direct.errorLines == [expected], "\(direct)")
    }
}
