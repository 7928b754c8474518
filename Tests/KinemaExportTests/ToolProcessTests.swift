import Foundation
import KinemaExport
import Testing

@Suite("ToolProcess")
struct ToolProcessTests {
    static let shellTool = ExternalTool(name: "sh", debianPackage: "dash")

    /// Runs `script` with `sh -c` through a ``ToolProcess``.
    static func runShell(_ script: String, timeout: TimeInterval = 60) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shell = try #require(ExternalTools.locate("sh"))
        try ToolProcess(tool: shellTool, executable: shell, scratch: directory)
            .run(["-c", script], task: "in a test", timeout: timeout)
    }

    @Test func succeedsWhenTheProgramExitsWithZero() throws {
        try Self.runShell("echo to stdout; echo to stderr >&2; exit 0")
    }

    @Test func quotesTheProgramsErrorOutputOnOneLine() {
        #expect(throws: ExportError("sh in a test failed (exit status 3): bad input on line 2")) {
            try Self.runShell("printf 'bad input\\n  on line 2\\n' >&2; exit 3")
        }
    }

    @Test func doesNotStallOnLargeOutputs() throws {
        // Two megabytes on each stream: more than any pipe buffer holds.
        let error = try #require(throws: ExportError.self) {
            try Self.runShell(
                "head -c 2000000 /dev/zero | tr '\\0' x; head -c 2000000 /dev/zero | tr '\\0' y >&2; exit 1"
            )
        }
        #expect(error.description.hasPrefix("sh in a test failed (exit status 1): yyy"))
        #expect(error.description.count < 400)
    }

    @Test func stopsAProgramThatRunsPastItsTimeout() throws {
        let start = Date()
        #expect(throws: ExportError("sh in a test did not finish within 0.3 s and was stopped")) {
            try Self.runShell("exec sleep 30", timeout: 0.3)
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func reportsAMissingExecutableWithItsPackage() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = ToolProcess(
            tool: .ffmpeg,
            executable: URL(fileURLWithPath: "/nonexistent/kinema/ffmpeg"),
            scratch: directory
        )
        #expect(throws: ExportError("ffmpeg not found: install the Debian package ffmpeg")) {
            try process.run(["-version"], timeout: 10)
        }
    }

    @Test func leavesNoFilesInItsScratchDirectory() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shell = try #require(ExternalTools.locate("sh"))
        let process = ToolProcess(tool: Self.shellTool, executable: shell, scratch: directory)
        try process.run(["-c", "echo hi >&2"], timeout: 60)
        #expect(throws: ExportError.self) { try process.run(["-c", "exit 1"], timeout: 60) }
        #expect(ExportFixtures.contents(of: directory).isEmpty)
    }
}
