import ArgumentParser
import Foundation

/// Prints `Error: message` as one line on standard error and returns the exit code to throw:
/// every failure of the tool is one clear line and a non-zero exit, never a usage dump or a trace.
func failure(_ message: String, code: ExitCode = .failure) -> ExitCode {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    return code
}

/// A bad argument: one line, exit code 64 (EX_USAGE), as ArgumentParser's own validation uses.
func badArgument(_ message: String) -> ExitCode {
    failure(message, code: .validationFailure)
}

/// Why writing to `url` failed, in words: a parent that is a file, a destination that is a
/// folder, or the system's reason — rather than Foundation's generic "could not be completed".
func writeProblem(_ url: URL, _ error: any Error, expectsDirectory: Bool = false) -> String {
    let path = url.standardizedFileURL.path
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue != expectsDirectory {
        return isDirectory.boolValue
            ? "cannot write \(path): it is a directory" : "cannot write \(path): it is a file, not a directory"
    }
    var parent = url.standardizedFileURL.deletingLastPathComponent()
    while parent.path != "/" {
        if manager.fileExists(atPath: parent.path, isDirectory: &isDirectory) {
            if !isDirectory.boolValue {
                return "cannot write \(path): \(parent.path) is a file, not a directory"
            }
            break
        }
        parent = parent.deletingLastPathComponent()
    }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return "cannot write \(path): \(String(cString: strerror(Int32(underlying.code))))"
    }
    if nsError.domain == NSPOSIXErrorDomain {
        return "cannot write \(path): \(String(cString: strerror(Int32(nsError.code))))"
    }
    return "cannot write \(path): \(nsError.localizedDescription)"
}
