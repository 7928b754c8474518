import Testing

/// A mistyped command gets a suggestion, not the default command's usage (the gallery, which takes
/// no words).
@Suite("kinema unknown commands", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct UnknownCommandTests {
    @Test(arguments: [
        ("lsit", "list"), ("rendr", "render"), ("plto", "plot"), ("galery", "gallery"), ("previws", "previews"),
        ("keyframe", "keyframes"),
    ])
    func aMistypedCommandSuggestsTheNearestOne(typed: String, meant: String) async throws {
        let run = try await KinemaTool.run([typed])
        #expect(run.status == 64, "\(run)")
        #expect(run.errorLines == ["Error: unknown command '\(typed)' — did you mean '\(meant)'? `kinema --help` lists the commands."],
                "\(run)")
        #expect(run.output.isEmpty)
    }

    @Test func aWordFarFromEveryCommandPointsToHelp() async throws {
        let run = try await KinemaTool.run(["xyzzy"])
        #expect(run.status == 64, "\(run)")
        #expect(run.errorLines == ["Error: unknown command 'xyzzy'. `kinema --help` lists the commands."], "\(run)")
    }

    /// Options of the default command and `help` still work.
    @Test func optionsAndHelpAreNotCommands() async throws {
        let help = try await KinemaTool.run(["help", "list"])
        #expect(help.status == 0, "\(help)")
        #expect(help.output.contains("USAGE: kinema list"), "\(help)")
        let bad = try await KinemaTool.run(["--fps", "0"])
        #expect(bad.errorLines.first == "Error: --fps must be between 1 and 240.", "\(bad)")
    }
}
