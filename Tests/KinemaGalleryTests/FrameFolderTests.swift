import Foundation
import Testing

/// Frames go to a folder named as a folder — `avatar-bouncy-svg-frames/` — not one named like a
/// file (`avatar-bouncy.png/`, which image viewers and file managers take for a picture); SVG and
/// PNG frames of one scene go to different folders, so the two never mix.
@Suite("kinema frame folders", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct FrameFolderTests {
    @Test(arguments: ["svg", "png"])
    func framesGoToASceneFramesFolderByDefault(format: String) async throws {
        if format == "png", KinemaTool.locate("rsvg-convert") == nil { return }
        let directory = try KinemaTool.temporaryDirectory("frames")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(
            ["render", "avatar-bouncy", "--format", format, "--fps", "5", "--duration", "0.4", "--size", "40x40"], in: directory)
        #expect(run.status == 0, "\(run)")
        #expect(KinemaTool.contents(of: directory) == ["avatar-bouncy-\(format)-frames"], "\(KinemaTool.contents(of: directory))")
        let folder = directory.appendingPathComponent("avatar-bouncy-\(format)-frames")
        #expect(KinemaTool.contents(of: folder) == ["frame-0000.\(format)", "frame-0001.\(format)"])
        #expect(run.output == "2 frames in \(folder.standardizedFileURL.path)\n", "\(run)")
    }
}
