import Foundation
import KinemaExport

/// Runs a program to completion with its output in files (a pipe nobody reads can fill up and
/// stall it), for the preview commands' calls to `swift` and to the preview runner.
struct ChildProcess {
    /// What one run printed, and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var error: String
        var succeeded: Bool { status == 0 }
    }

    /// Runs `executable` with `arguments` in `directory` and waits for it.
    ///
    /// - Throws: A tool failure when the program cannot be started or its output read.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-child-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw failure("cannot run \(executable.path): \(error.localizedDescription)")
        }
        exited.wait()
        try? output.close()
        try? error.close()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Result(
            status: status,
            output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
            error: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
    }

    /// `swift`, from `PATH`.
    static func swift() throws -> URL {
        guard let swift = ExternalTools.locate("swift") else {
            throw failure("swift is not on PATH: previews are read and built with the Swift toolchain (https://swift.org/install)")
        }
        return swift
    }
}
