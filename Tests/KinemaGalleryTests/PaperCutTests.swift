import Foundation
import KinemaRender
import Testing

/// Issue 30's paper cuts, each as a user meets it: a negative number read as a value (and
/// refused by its own rule), a GIF asked for faster than GIF can play says so, SVG and PNG frames
/// go to different folders (FrameFolderTests), and every page has an icon.
@Suite("Paper cuts", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct PaperCutTests {
    @Test(arguments: [
        ["render", "avatar-bouncy", "--duration", "-1"],
        ["plot", "spring", "--duration", "-1"],
        ["render", "avatar-bouncy", "--fps", "-5"],
        ["sample", "spring", "--duration", "-2"],
    ])
    func aNegativeNumberIsReadAsAValueAndRefusedByItsRule(arguments: [String]) async throws {
        let directory = try KinemaTool.temporaryDirectory("paper-cuts")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(arguments, in: directory)
        #expect(run.status == 64, "\(run)")
        #expect(!run.error.contains("Missing value"), "\(run)")
        let option = arguments[arguments.count - 2]
        #expect(run.error.contains("\(option) must"), "the option's own rule says what is wrong: \(run)")
    }

    @Test func aGIFAskedForAt60FPSSaysItIsWrittenAt50() async throws {
        guard KinemaTool.locate("ffmpeg") != nil, KinemaTool.locate("rsvg-convert") != nil else { return }
        let directory = try KinemaTool.temporaryDirectory("paper-cuts-gif")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fast = try await KinemaTool.run(
            ["render", "avatar-bouncy", "--format", "gif", "--fps", "60", "--duration", "0.2", "--size", "40x40"], in: directory)
        #expect(fast.status == 0, "\(fast)")
        #expect(fast.error.contains("60 fps is written at 50 fps"), "\(fast)")
        let slow = try await KinemaTool.run(
            ["render", "avatar-bouncy", "--format", "gif", "--fps", "30", "--duration", "0.2", "--size", "40x40", "--out", "slow.gif"],
            in: directory)
        #expect(slow.status == 0 && !slow.error.contains("note:"), "30 fps keeps its rate (delays of 3 and 4 hundredths): \(slow)")
    }

    @Test func everyPageHasAnInlineIcon() {
        #expect(PageIcon.link.hasPrefix(#"<link rel="icon" href="data:image/svg+xml,"#))
        #expect(!PageIcon.link.contains("&") && PageIcon.link.hasSuffix(" />"), "fits the pages' XML-checkable markup")
    }

    @Test(arguments: [["render", "avatar-bouncey"], ["export", "keyframes", "avatar-bouncey"]])
    func aMistypedSceneNameGetsTheClosestName(arguments: [String]) async throws {
        let directory = try KinemaTool.temporaryDirectory("paper-cuts-names")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(arguments, in: directory)
        #expect(run.status == 64, "\(run)")
        #expect(run.error.contains("did you mean 'avatar-bouncy'?"), "\(run)")
    }
}
