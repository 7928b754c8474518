import Foundation

/// Kinema's one-line warnings on standard error (a name found in no asset catalogue, repeated
/// `ForEach` ids, a hierarchy too deep to lay out): each said once per process, however often
/// its cause comes back, so a frame loop cannot flood the log.
enum Warnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said: Set<String> = []

    /// Writes `line` (built only the first time) unless a warning with `key` was written before.
    static func once(_ key: String, _ line: @autoclosure () -> String) {
        let first = lock.withLock { said.insert(key).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data(("Kinema: " + line() + "\n").utf8))
    }
}
