import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one external program to completion: arguments passed as they are (no shell), standard
/// input empty, standard output discarded, standard error kept in a file (a pipe nobody reads can
/// fill up and stall the program) and quoted, folded to one line, when the program fails.
///
/// Foundation learns that a program exited when a socket it inherited closes, so descendants that
/// outlive it (a shell's background jobs) delay the notice until they exit too. `rsvg-convert`
/// and `ffmpeg` start no other programs; every wait here is bounded all the same.
package struct ToolProcess: Sendable {
    /// The program, as found by ``ExternalTools``.
    package let tool: ExternalTool
    /// Its executable.
    package let executable: URL
    /// A directory for the standard error file.
    package let scratch: URL

    /// Creates a runner; nothing runs until ``run(_:task:timeout:)``.
    package init(tool: ExternalTool, executable: URL, scratch: URL) {
        self.tool = tool
        self.executable = executable
        self.scratch = scratch
    }

    /// Runs the program and waits for it to exit.
    ///
    /// The program's error output is quoted with its paths made readable: a file in ``scratch``
    /// reads "a temporary file" (``scratch`` itself, its parent folder), and each path in
    /// `naming` reads as its name there, so no message shows a path that is gone after the run.
    ///
    /// - Parameters:
    ///   - arguments: The program's arguments, one string each.
    ///   - task: What the run does, for messages ("on frame 3"); may be empty.
    ///   - timeout: Seconds after which the program is stopped (terminated, then killed) and the
    ///     run fails, so a stuck tool cannot hang an export.
    ///   - naming: Paths to show by another name in the error output, such as a hidden file the
    ///     program writes that is renamed into place afterwards.
    /// - Throws: ``ExportError`` when the program cannot be started, exits with a non-zero status,
    ///   is killed by a signal, or runs past `timeout`.
    package func run(
        _ arguments: [String], task: String = "", timeout: TimeInterval, naming: [String: String] = [:]
    ) throws {
        guard ExternalTools.isExecutableFile(executable.path) else { throw ExportError.missingTool(tool) }
        let errorFile = scratch.appendingPathComponent("\(tool.name)-\(UUID().uuidString).stderr")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
            let errorHandle = try? FileHandle(forWritingTo: errorFile)
        else {
            throw ExportError("cannot create a temporary file in \(scratch.path)")
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            try? errorHandle.close()
            let path = executable.path, package = tool.debianPackage
            throw ExportError("\(tool.name) could not be started (\(path)): reinstall the Debian package \(package)")
        }
        let finished = exited.wait(timeout: .now() + timeout) == .success
        if !finished {
            process.terminate()
            if exited.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                // Bounded too: the exit notice can lag (see the type's comment).
                _ = exited.wait(timeout: .now() + 5)
            }
        }
        try? errorHandle.close()

        let prefix = tool.name + (task.isEmpty ? "" : " " + task)
        guard finished else {
            let seconds = timeout == timeout.rounded() && timeout < 1e9 ? String(Int(timeout)) : String(timeout)
            throw ExportError("\(prefix) did not finish within \(seconds) s and was stopped")
        }
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            throw ExportError("\(prefix) was killed by signal \(status)")
        }
        guard status == 0 else {
            var output = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            for (path, name) in naming {
                output = ExportError.replacing(path: path, in: output) { _ in name }
            }
            let temporary = scratch.deletingLastPathComponent().path
            output = ExportError.replacing(path: scratch.path, in: output) { $0.isEmpty ? temporary : "a temporary file" }
            let message = ExportError.oneLine(output, limit: 300)
            throw ExportError("\(prefix) failed (exit status \(status))" + (message.isEmpty ? "" : ": " + message))
        }
    }
}
