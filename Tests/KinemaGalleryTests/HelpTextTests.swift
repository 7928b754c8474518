import Foundation
import Testing

/// The help says the `--out` rule once, for every command, and speaks the user's language: no
/// "seeds" (the project's word for its source material, meaningless to a user).
@Suite("kinema help text", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct HelpTextTests {
    static let commands = ["gallery", "list", "render", "plot", "sample", "keyframes", "previews", "preview-render"]

    @Test func theRootHelpStatesTheOutputRule() async throws {
        let run = try await KinemaTool.run(["--help"])
        #expect(run.status == 0, "\(run)")
        let text = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in [
            "Output, the same for every command:", "missing folders on the way to it are created",
            "--out - writes the one file a command makes to standard output",
            "commands that write a folder (the gallery, svg and png frames) refuse it",
            "with one line naming it and the reason",
        ] {
            #expect(text.contains(phrase), "missing “\(phrase)” in: \(text)")
        }
    }

    @Test(arguments: [nil] + commands)
    func helpNeverSpeaksOfSeeds(command: String?) async throws {
        let run = try await KinemaTool.run((command.map { [$0] } ?? []) + ["--help"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.output.lowercased().contains("seed"), "\(run.output)")
    }

    /// Each command that writes says where by default and what `-` does.
    @Test(arguments: ["render", "plot", "preview-render"])
    func writingCommandsDocumentStandardOutput(command: String) async throws {
        let run = try await KinemaTool.run([command, "--help"])
        let text = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("- for standard output"), "\(text)")
    }
}
