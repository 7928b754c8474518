import Foundation

/// The compiler errors in a `swift build` log, as the lines a page shows: `file:line: message`.
///
/// ```swift
/// BuildDiagnostics.errors(in: log, relativeTo: package)
/// // ["Sources/MyViews/Card.swift:12: cannot find 'colour' in scope"]
/// ```
package enum BuildDiagnostics {
    /// The most errors kept: the first ones are the ones to fix, and later ones often follow
    /// from them.
    package static let maximumCount = 50

    /// The errors of `log` in order, each once (SwiftPM may print a diagnostic twice): lines of
    /// the form `PATH:LINE:COLUMN: error: MESSAGE` become `PATH:LINE: MESSAGE`, with `PATH`
    /// relative to `root` when it is inside it. Only when there is none are the errors without a
    /// place kept (`error: MESSAGE`, a linker's or SwiftPM's own), without the `error:`; the
    /// compiler's drawings of the code under a diagnostic (`` `- error: ``) are never taken.
    package static func errors(in log: String, relativeTo root: URL? = nil) -> [String] {
        let prefix = root.map { $0.standardizedFileURL.path.hasSuffix("/") ? $0.standardizedFileURL.path : $0.standardizedFileURL.path + "/" }
        var located: [String] = []
        var unplaced: [String] = []
        for rawLine in log.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard let marker = line.range(of: "error: ") else { continue }
            let location = line[..<marker.lowerBound].trimmingCharacters(in: .whitespaces)
            let message = String(line[marker.upperBound...])
            if location.isEmpty {
                unplaced.append(message)
                continue
            }
            // PATH:LINE:COLUMN: — the path may itself hold colons, so read from the end.
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 4, parts.last == "", Int(parts[parts.count - 2]) != nil, Int(parts[parts.count - 3]) != nil
            else { continue }
            var path = parts[..<(parts.count - 3)].joined(separator: ":")
            if let prefix, path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
            located.append("\(path):\(parts[parts.count - 3]): \(message)")
        }
        var seen: Set<String> = []
        return Array((located.isEmpty ? unplaced : located).filter { seen.insert($0).inserted }.prefix(maximumCount))
    }
}
