import ArgumentParser
import Foundation
import KinemaGallery

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
    return "cannot write \(path): \(reason(for: nsError))"
}

/// Foundation's error in the system's words where it has them: its POSIX code's `strerror`, so
/// messages read the same as the tool's own ("No such file or directory", "Permission denied")
/// rather than "The operation could not be completed. The file doesn't exist."
private func reason(for error: NSError) -> String {
    guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
    let code: Int32? = switch CocoaError.Code(rawValue: error.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
    case .fileWriteNoPermission, .fileReadNoPermission: EACCES
    case .fileWriteOutOfSpace: ENOSPC
    case .fileWriteVolumeReadOnly: EROFS
    case .fileWriteFileExists: EEXIST
    case .fileWriteInvalidFileName, .fileReadInvalidFileName: EINVAL
    default: nil
    }
    return code.map { String(cString: strerror($0)) } ?? error.localizedDescription
}

/// The error for a scene name the gallery does not have, with the closest name when one is near:
/// `unknown scene 'avatar-bouncey' — did you mean 'avatar-bouncy'? `kinema list` shows the scenes.`
func unknownScene(_ scene: String) -> ExitCode {
    let hint = Suggestion.closest(to: scene, among: Gallery.scenes.map(\.name)).map { " — did you mean '\($0)'?" } ?? ":"
    return badArgument("unknown scene '\(scene)'\(hint) `kinema list` shows the scenes.")
}
