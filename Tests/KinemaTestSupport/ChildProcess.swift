import Foundation

/// Runs a program and waits for it without holding a thread of the test process.
///
/// Swift Testing runs every test on the cooperative pool, which has one thread per core: two on
/// the CI machine. A test that blocked in `waitUntilExit()` while a child built a package or
/// stepped a million frames held one of those two threads for minutes, and tests that only await
/// (the load test's fifty WebSocket clients, say) could not run at all and overran their time
/// limits. Here the wait is a continuation resumed by the process's termination handler, and the
/// output goes through files, so a chatty child cannot fill a pipe and stall either.
///
/// ```swift
/// let run = try await ChildProcess.run(program, ["--version"], timeout: .seconds(60))
/// #expect(run.status == 0, "\(run)")
/// ```
public enum ChildProcess {
    /// The first line a still-running program writes to `reader` (without its newline), read off
    /// the test's threads: what a server prints when it listens. Empty when it ends first.
    public static func firstLine(of reader: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var text = ""
                while !text.contains("\n") {
                    let data = reader.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                }
                continuation.resume(returning: String(text.prefix { $0 != "\n" }))
            }
        }
    }

    /// What a finished child left behind.
    public struct Outcome: Sendable, CustomStringConvertible {
        public var arguments: [String]
        /// The exit status, or the signal's number when ``crashed``.
        public var status: Int32
        /// The child ended by a signal (its own crash, or ours after a timeout).
        public var crashed: Bool
        /// The child outlived its timeout and was terminated.
        public var timedOut: Bool
        public var output: Data
        public var error: Data

        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: error, as: UTF8.self) }

        public var description: String {
            "\(arguments.joined(separator: " ")) → exit \(status)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(outputText)--- stderr\n\(errorText)"
        }
    }

    /// Thrown when the program cannot be started.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `executable` with `arguments` and returns its status and output.
    ///
    /// - Parameters:
    ///   - directory: the child's current directory (the test's by default).
    ///   - environment: the child's whole environment (the test's by default).
    ///   - mergingError: standard error goes to ``Outcome/output`` too, in order.
    ///   - timeout: after this the child is sent SIGTERM and the outcome says ``Outcome/timedOut``.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, mergingError: Bool = false,
        timeout: Duration = .seconds(600)
    ) async throws -> Outcome {
        let capture = try Capture()
        defer { capture.remove() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        capture.attach(to: process, mergingError: mergingError)
        let exit = Exit()
        process.terminationHandler = { _ in exit.signal() }
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(executable.path) could not start: \(error)")
        }
        let child = Unchecked(process)
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            exit.markTimedOut()
            if child.value.isRunning { child.value.terminate() }
        }
        await exit.wait()
        watchdog.cancel()
        // The handler runs once the child is reaped, so its status is final here.
        process.waitUntilExit()
        return Outcome(
            arguments: [executable.lastPathComponent] + arguments,
            status: process.terminationStatus,
            crashed: process.terminationReason == .uncaughtSignal,
            timedOut: exit.timedOut,
            output: capture.output,
            error: mergingError ? Data() : capture.error)
    }

    /// A child's standard output and error, written to two files of a scratch folder and read
    /// back as they grow: a pipe nobody reads can fill up and stall the child. Call ``remove()``
    /// when done.
    ///
    /// ```swift
    /// let capture = try ChildProcess.Capture()
    /// defer { capture.remove() }
    /// capture.attach(to: server)
    /// try server.run()
    /// print(capture.outputText)   // what it printed so far
    /// ```
    public final class Capture: @unchecked Sendable {
        public let folder: URL
        public let outputURL: URL
        public let errorURL: URL
        private let outputHandle: FileHandle
        private let errorHandle: FileHandle

        public init() throws {
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("kinema-child-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            outputURL = folder.appendingPathComponent("stdout")
            errorURL = folder.appendingPathComponent("stderr")
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
            outputHandle = try FileHandle(forWritingTo: outputURL)
            errorHandle = try FileHandle(forWritingTo: errorURL)
        }

        /// Sends `process`'s output (and its error, or both to the output when `mergingError`)
        /// to the files, and gives it no input.
        public func attach(to process: Process, mergingError: Bool = false) {
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = outputHandle
            process.standardError = mergingError ? outputHandle : errorHandle
        }

        /// What the child wrote to its standard output so far.
        public var output: Data { (try? Data(contentsOf: outputURL)) ?? Data() }
        /// What the child wrote to its standard error so far.
        public var error: Data { (try? Data(contentsOf: errorURL)) ?? Data() }
        public var outputText: String { String(decoding: output, as: UTF8.self) }
        public var errorText: String { String(decoding: error, as: UTF8.self) }

        /// The first `http://` URL the child printed, waited for while it runs (a look every
        /// `interval`, up to `timeout`): what a server prints once it listens. `nil` when the child
        /// exited first or the time ran out.
        public func firstURL(
            printedBy process: Process, timeout: Duration, interval: Duration = .milliseconds(500)
        ) async throws -> URL? {
            let deadline = ContinuousClock.now + timeout
            while process.isRunning, ContinuousClock.now < deadline {
                let text = outputText
                if let range = text.range(of: "http://") {
                    return URL(string: String(text[range.lowerBound...].prefix { !$0.isWhitespace }))
                }
                try await Task.sleep(for: interval)
            }
            return nil
        }

        /// Closes the files and removes the folder.
        public func remove() {
            try? outputHandle.close()
            try? errorHandle.close()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Sends SIGTERM to a running `process` (when it still runs) and waits for it to exit, off the
    /// cooperative pool; returns its status.
    public static func terminate(_ process: Process, timeout: Duration = .seconds(60)) async -> Int32 {
        if process.isRunning { process.terminate() }
        let child = Unchecked(process)
        let reaped: Void = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                child.value.waitUntilExit()
                continuation.resume()
            }
        }
        _ = reaped
        return process.terminationStatus
    }

    /// The child's exit, awaited once, signalled once (possibly before anyone awaits).
    private final class Exit: @unchecked Sendable {
        private let lock = NSLock()
        private var exited = false
        private var waiter: CheckedContinuation<Void, Never>?
        private var expired = false

        var timedOut: Bool { lock.withLock { expired } }

        func markTimedOut() { lock.withLock { expired = true } }

        func signal() {
            let waiting = lock.withLock { () -> CheckedContinuation<Void, Never>? in
                exited = true
                defer { waiter = nil }
                return waiter
            }
            waiting?.resume()
        }

        func wait() async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let done = lock.withLock { () -> Bool in
                    if exited { return true }
                    waiter = continuation
                    return false
                }
                if done { continuation.resume() }
            }
        }
    }

    /// `Process` is a reference the child's watchdog shares; it is only asked whether it runs and
    /// told to terminate, both of which Foundation allows from any thread.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
