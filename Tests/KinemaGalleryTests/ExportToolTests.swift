import Foundation
import Testing

/// `kinema export css` prints a rule to paste, `kinema export keyframes` a scene's keyframes,
/// `kinema export svg` a scene as one animated SVG, and bad arguments are named.
@Suite("export command", .serialized)
struct ExportToolTests {
    @Test(.enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
    func cssPrintsARuleWithItsPointCountAndError() async throws {
        let directory = try KinemaTool.temporaryDirectory("export")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(["export", "css", "spring(duration:0.5,bounce:0.3).repeatForever()"], in: directory)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasPrefix("/* spring(duration:0.5,bounce:0.3).repeatForever(): "))
        #expect(run.output.contains(" points, maximum error "))
        #expect(run.output.contains("animation-timing-function: linear(0, "))
        #expect(run.output.contains("animation-iteration-count: infinite;"))
        #expect(KinemaTool.contents(of: directory).isEmpty, "printed, not written")
    }

    @Test(.enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
    func keyframesJSONIsWrittenWhereOutSays() async throws {
        let directory = try KinemaTool.temporaryDirectory("export")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("nested/avatar.json")
        let run = try await KinemaTool.run(["export", "keyframes", "avatar-bouncy", "--format", "json", "--out", file.path], in: directory)
        #expect(run.status == 0, "\(run)")
        #expect(run.output == file.standardizedFileURL.path + "\n")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect((object?["elements"] as? [Any])?.isEmpty == false)
    }

    @Test(.enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
    func svgPlaysTheSceneOnceAtItsRate() async throws {
        let directory = try KinemaTool.temporaryDirectory("export")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(["export", "svg", "avatar-bouncy", "--fps", "10", "--once"], in: directory)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // avatar-bouncy lasts 1.5 s: 15 frames at 10 fps, each shown once and the last held.
        #expect(run.output.components(separatedBy: "<g id=\"frame-").count - 1 == 15)
        #expect(run.output.contains("dur=\"1.5s\" fill=\"freeze\""))
        #expect(!run.output.contains("repeatCount"))
        #expect(KinemaTool.contents(of: directory).isEmpty, "printed, not written")
    }

    @Test(.enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason), arguments: [
        (["export", "svg", "avatar-bouncy", "--fps", "120"], "Error: --fps must be between 1 and 60"),
        (["export", "svg", "avatar-bouncy", "--max-kib", "2"], "Error: --max-kib must be at least 16"),
        (["export", "css", "bounc"], "Error: ANIMATION 'bounc': unknown animation 'bounc' — did you mean 'bouncy'?"),
        (["export", "css", "linear(duration:1e9)"], "Error: cannot export 'linear(duration:1e9)': the animation has not finished after 60 s"),
        (["export", "css", "bouncy", "--tolerance", "0"], "Error: --tolerance must be in 0.01…50"),
        (["export", "keyframes", "avatar-bouncyy"], "Error: unknown scene 'avatar-bouncyy' — did you mean 'avatar-bouncy'?"),
    ])
    func badArgumentsAreNamed(arguments: [String], message: String) async throws {
        let directory = try KinemaTool.temporaryDirectory("export")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(arguments, in: directory)
        #expect(run.status == 64, "\(run)")
        #expect(run.errorMessages.first?.hasPrefix(message) == true, "\(run)")
        #expect(run.output.isEmpty)
    }
}
