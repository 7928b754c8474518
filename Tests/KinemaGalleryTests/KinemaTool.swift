import Foundation
import KinemaTestSupport
import Testing

/// Runs the built `kinema` executable, for the end-to-end tests in `ToolTests`.
///
/// The binary is looked for, in order: at `KINEMA_BINARY`; beside the test bundle
/// (`.build/<triple>/debug/`, where `swift test` puts every product); in the package's
/// `.build/debug/`. A test cannot build it, so when none is there the suite is skipped with a
/// message saying how to build it — except under `CI=true`, where it fails instead.
enum KinemaTool {
    /// The executable, or `nil` when it is not built.
    static let binary: URL? = {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["KINEMA_BINARY"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        candidates.append(
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kinema"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/kinema"))
        return candidates.first { isExecutableFile($0.path) }
    }()

    /// Another executable of this package built beside the tests (`swift test` builds every
    /// executable target), or `nil` when it is not there.
    static func builtExecutable(_ name: String) -> URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            packageRoot.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.first { isExecutableFile($0.path) }
    }

    static var isCI: Bool { TestEnvironment.underCI }

    /// Whether the suite should run: the binary is built, or we are in CI (and then fail on it).
    static let shouldRun = binary != nil || isCI

    /// Why the suite is skipped.
    static let skipReason: Comment = """
        the kinema tool is not built: run `swift build --product kinema` first \
        (or set KINEMA_BINARY); under CI=true this is a failure
        """

    /// The package's root directory (this file is `Tests/KinemaGalleryTests/KinemaTool.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first executable regular file called `name` on `PATH`.
    static func locate(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where directory.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if isExecutableFile(candidate.path) { return candidate }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    /// What one run of the tool did.
    struct Run: CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        /// Whether a signal ended it (a trap, say) rather than `exit`.
        var crashed: Bool
        var output: String
        var error: String
        /// Standard output's bytes, for binary output (`--out -` with a GIF, say).
        var outputData = Data()

        /// The lines of standard error.
        var errorLines: [String] { error.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }

        /// The lines of standard error that report an error (`Error: …`).
        var errorMessages: [String] { errorLines.filter { $0.hasPrefix("Error: ") } }

        var description: String {
            "kinema \(arguments.joined(separator: " ")) → exit \(status)\n--- stdout\n\(output)--- stderr\n\(error)"
        }
    }

    /// Thrown when the binary is missing (only reached under `CI=true`; otherwise the suite is
    /// disabled) or a run does not finish in time.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `kinema arguments` in `directory` (the test's current directory by default), with
    /// `PATH` replaced by `path` when given (and `binary` for the built tool), and returns what it printed and its exit status.
    /// The wait does not hold a thread of the test process (see `ChildProcess`).
    static func run(
        _ arguments: [String], in directory: URL? = nil, path: String? = nil, variables: [String: String] = [:],
        timeout: TimeInterval = 300, binary: URL? = binary
    ) async throws -> Run {
        guard let binary else {
            throw Failure(description: "the kinema tool is not built (CI=true): run `swift build --product kinema`")
        }
        var environment: [String: String]?
        if path != nil || !variables.isEmpty {
            environment = ProcessInfo.processInfo.environment
            if let path { environment?["PATH"] = path }
            environment?.merge(variables) { $1 }
        }
        let child = try await ChildProcess.run(
            binary, arguments, in: directory, environment: environment, timeout: .seconds(timeout))
        if child.timedOut {
            throw Failure(description: "kinema \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s")
        }
        return Run(
            arguments: arguments,
            status: child.status,
            crashed: child.crashed,
            output: child.outputText,
            error: child.errorText,
            outputData: child.output)
    }

    /// A fresh empty directory; the caller removes it.
    static func temporaryDirectory(_ label: String = "tool") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names in `directory`, sorted (empty when it cannot be read).
    static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// `url`'s path with symbolic links resolved, to compare paths the tool prints
    /// (`/tmp` is `/private/tmp` on macOS).
    static func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` (as the tool printed it) with symbolic links resolved.
    static func canonical(_ path: String) -> String {
        canonical(URL(fileURLWithPath: path))
    }
}

/// Just enough of the image formats to check that a file is one, and its size.
enum ImageHeader {
    /// The pixel size in a PNG's `IHDR` chunk, or `nil` when `data` is not a PNG.
    static func png(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// The logical screen size of a GIF, or `nil` when `data` is not a GIF.
    static func gif(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(10))
        guard bytes.count == 10, bytes[0..<6].elementsEqual(Array("GIF89a".utf8)) || bytes[0..<6].elementsEqual(Array("GIF87a".utf8))
        else { return nil }
        return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// The number of images in a GIF: its image descriptors, found by walking the blocks.
    static func gifFrameCount(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        guard gif(data) != nil, bytes.count >= 13 else { return nil }
        var index = 13
        if bytes[10] & 0x80 != 0 { index += 3 << (Int(bytes[10] & 0x07) + 1) }
        var frames = 0
        func skipSubBlocks() -> Bool {
            while index < bytes.count {
                let length = Int(bytes[index])
                index += 1
                if length == 0 { return true }
                index += length
            }
            return false
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x3B:  // trailer
                return frames
            case 0x21:  // extension: label, then sub-blocks
                index += 2
                guard skipSubBlocks() else { return nil }
            case 0x2C:  // image descriptor, optional local colour table, LZW code size, sub-blocks
                guard index + 10 <= bytes.count else { return nil }
                let packed = bytes[index + 9]
                index += 10
                if packed & 0x80 != 0 { index += 3 << (Int(packed & 0x07) + 1) }
                index += 1
                guard skipSubBlocks() else { return nil }
                frames += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether `data` starts like an ISO media (MP4) file: a `ftyp` box first.
    static func isMP4(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(12))
        return bytes.count == 12 && bytes[4..<8].elementsEqual(Array("ftyp".utf8))
    }
}
