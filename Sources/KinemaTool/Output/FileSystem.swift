import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// The few file-system operations the tool writes with, on POSIX calls, so that every failure
/// comes back as the system's own reason (`Permission denied`, `No such file or directory`,
/// `Read-only file system`) for a one-line message, never Foundation's "The file doesn't exist".
///
/// Each returns `nil` on success and the reason, in words, on failure.
enum FileSystem {
    /// The system's description of `code`: `strerror`.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// What is at `path`: nothing, a directory or something else (a file).
    enum Entry {
        case none, directory, file
    }

    static func entry(at path: String) -> Entry {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .none }
        return isDirectory.boolValue ? .directory : .file
    }

    /// Creates `directory` and any missing parents (as `mkdir -p` does).
    ///
    /// - Returns: `nil` when the directory exists afterwards; else why not: `PARENT is a file, not a
    ///   directory`, or `cannot create the directory X: REASON`.
    static func createDirectory(_ directory: URL) -> String? {
        var missing: [URL] = []
        var current = directory.standardizedFileURL
        while true {
            switch entry(at: current.path) {
            case .directory:
                for url in missing.reversed() where mkdir(url.path, 0o777) != 0 && errno != EEXIST {
                    return "cannot create the directory \(url.path): \(reason(errno))"
                }
                return nil
            case .file:
                return "\(current.path) is a file, not a directory"
            case .none:
                missing.append(current)
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { return "cannot create the directory \(directory.path)" }
                current = parent
            }
        }
    }

    /// Whether a new file can be created in `directory`: creates an empty hidden file there and
    /// removes it, which catches read-only file systems and pseudo-file systems (`/proc`) that
    /// permission bits do not show, even to root.
    static func checkWritable(directory: URL) -> String? {
        let probe = directory.appendingPathComponent(".kinema-write-check-\(UUID().uuidString)").path
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return reason(errno) }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// Writes `data` to `file` through a hidden file beside it renamed into place, so a failed
    /// write never leaves half a file where the old one was.
    static func write(_ data: Data, to file: URL) -> String? {
        let partial = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).partial").path
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return reason(errno) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(partial, file.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(partial)
            return reason(failure)
        }
        return nil
    }
}
