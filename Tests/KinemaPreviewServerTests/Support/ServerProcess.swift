import Foundation
import KinemaTestSupport
import Testing

/// `kinema preview --port 0` run as its own process: its main actor serves only its pages, as
/// when a person runs it, rather than the tests of this process.
///
/// The binary is looked for at `KINEMA_BINARY`, then beside the test bundle, where `swift test`
/// puts every product; without it the test is skipped with a note, except under `CI=true`, where
/// it fails.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let url: URL
    private let output: Pipe

    static let binary: URL? = {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["KINEMA_BINARY"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kinema"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var underCI: Bool { TestEnvironment.underCI }
    static var canRun: Bool { underCI || binary != nil }
    static let skipNote: Comment = "the kinema tool is not built: run `swift build --product kinema` first (or set KINEMA_BINARY)"

    /// Starts the server and waits (up to 60 s) for the URL it prints.
    init() async throws {
        let binary = try #require(Self.binary, "the kinema tool is not built; under CI=true this is a failure")
        process.executableURL = binary
        process.arguments = ["preview", "--port", "0"]
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The first line is "Kinema preview: http://127.0.0.1:PORT/".
        let line = await ChildProcess.firstLine(of: output.fileHandleForReading)
        guard let range = line.range(of: "http://"), let url = URL(string: String(line[range.lowerBound...].prefix { !$0.isWhitespace })) else {
            process.terminate()
            throw DevTools.Failure(description: "kinema preview printed no URL: \(line)")
        }
        self.url = url
    }

    /// Sends SIGTERM and returns the exit status (0 for a clean shutdown), waiting off the
    /// test's threads.
    func stop() async -> Int32 {
        await ChildProcess.terminate(process)
    }
}
