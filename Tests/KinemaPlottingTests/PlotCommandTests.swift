import Foundation
import KinemaTestSupport
import Testing

/// The built `kinema` tool: beside the test bundle (`.build/<triple>/debug/`), else in the
/// package's `.build/debug/`; `KINEMA_BINARY` names another build to test.
private let kinemaBinary: URL? = {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["KINEMA_BINARY"] { candidates.append(URL(fileURLWithPath: path)) }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kinema"))
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/kinema"))
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
}()

/// What a run of the tool did.
private struct Run {
    var status: Int32
    var output: String
    var error: String
}

/// Thrown when the tool is not built (the suite is disabled then, so it is never seen).
private struct MissingBinary: Error {}

/// Runs `kinema` with `arguments` in `directory`, waiting off the test's threads.
private func kinema(_ arguments: [String], in directory: URL? = nil) async throws -> Run {
    guard let binary = kinemaBinary else { throw MissingBinary() }
    let run = try await ChildProcess.run(binary, arguments, in: directory, timeout: .seconds(300))
    return Run(status: run.status, output: run.outputText, error: run.errorText)
}

/// A fresh empty directory.
private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-plot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("kinema plot", .enabled(if: kinemaBinary != nil, "the kinema tool is not built (swift build --product kinema)"))
struct PlotCommandTests {
    @Test func writesAnSVGChartAndPrintsItsPath() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("bouncy.svg")
        let run = try await kinema(["plot", "bouncy", "--out", out.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == out.standardizedFileURL.path + "\n")
        let root = try XMLTree.parse(String(contentsOf: out, encoding: .utf8))
        #expect(root.name == "svg")
        let panels = root.all(named: "g").filter { $0["class"] == "panel" }
        #expect(panels.count == 2)
        #expect(root.all(named: "text").contains { $0["class"] == "title" && $0.text == "bouncy" })
    }

    @Test func namesTheDefaultFileAfterTheAnimation() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await kinema(["plot", "spring(duration:0.3,bounce:0.7).delay(0.1)"], in: directory)
        #expect(run.status == 0, "\(run.error)")
        let expected = directory.appendingPathComponent("spring-duration-0.3-bounce-0.7-delay-0.1.svg")
        #expect(FileManager.default.fileExists(atPath: expected.path))
        let csv = try await kinema(["plot", "keyframes:reaction", "--format", "csv"], in: directory)
        #expect(csv.status == 0, "\(csv.error)")
        let table = try String(contentsOf: directory.appendingPathComponent("keyframes-reaction.csv"), encoding: .utf8)
        #expect(table.hasPrefix("time (s),angle (°),vertical stretch,scale,vertical offset\n"))
    }

    @Test func writesCSVToStandardOutput() async throws {
        let run = try await kinema(["plot", "linear(duration: 1)", "--format", "csv", "--fps", "10", "--out", "-"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.first == "time (s),value,velocity")
        #expect(lines.dropFirst().first == "0,0,1")
        #expect(lines.last == "1.1,1,0")
        #expect(lines.count == 13)
        let longer = try await kinema(["plot", "linear(duration: 1)", "--format", "csv", "--fps", "10", "--duration", "2", "--out", "-"])
        #expect(longer.output.split(separator: "\n").last == "2,1,0")
    }

    @Test(arguments: [
        (["plot", "bounce"], "Error: unknown animation 'bounce' — did you mean 'bouncy'?"),
        (["plot", "spring(duraton: 1)"], "Error: unknown label 'duraton:' in spring(…) — did you mean 'duration:'?"),
        (["plot", "linear(duration: 0.5.1)"], "Error: bad number '0.5.1' at column 18"),
        (["plot", "spring(duration:-1)"],
         "Error: 'duration:' of spring(duration:bounce:blendDuration:) must be greater than 0, not '-1'"),
        (["plot", "bouncy.speed(-1)"], "Error: 'speed' (argument 1) of speed(_:) must be greater than 0, not '-1'"),
        (["plot", String(repeating: "spring(", count: 2_000) + String(repeating: ")", count: 2_000)],
         "Error: the animation nests argument lists more than 32 deep (at '(' at column 231); "
            + "Kinema reads at most 32 levels"),
    ])
    func badAnimationsFailWithOneLine(arguments: [String], message: String) async throws {
        let run = try await kinema(arguments)
        #expect(run.status == 64)
        #expect(run.error == message + "\n")
        #expect(run.output.isEmpty)
    }

    /// Missing folders on the way to --out are created, as every command does; a path that is a
    /// directory fails with one line naming it.
    @Test func createsMissingFoldersAndRefusesDirectories() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("no/such/dir/chart.svg")
        let run = try await kinema(["plot", "bouncy", "--out", nested.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == nested.standardizedFileURL.path + "\n")
        #expect(FileManager.default.fileExists(atPath: nested.path))
        let onDirectory = try await kinema(["plot", "bouncy", "--out", directory.path])
        #expect(onDirectory.status == 1)
        #expect(onDirectory.error == "Error: cannot write \(directory.path): it is a directory\n")
    }

    @Test func badOptionsFail() async throws {
        let run = try await kinema(["plot", "bouncy", "--fps", "0", "--out", "-"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: --fps must be in 0 < fps ≤ 1000."))
        let format = try await kinema(["plot", "bouncy", "--format", "png", "--out", "-"])
        #expect(format.status == 64)
        #expect(format.output.isEmpty)
    }
}
