import Foundation
import Testing

/// Compares `text` with the snapshot file at `url`, byte for byte (SVG frames, say).
///
/// With `KINEMA_RECORD_SNAPSHOTS=1` in the environment it (re)writes the file instead; recording,
/// like a missing snapshot, is reported as a failure, so it is never left on by accident. On a
/// mismatch the first differing line is reported and the actual text is written next to the
/// temporary directory for inspection.
public func assertTextSnapshot(_ text: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    let name = url.deletingPathExtension().lastPathComponent
    let recording = ProcessInfo.processInfo.environment["KINEMA_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(url.path); run again without KINEMA_RECORD_SNAPSHOTS to compare.",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard text != expected else { return }
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let actualURL = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(name).actual.\(url.pathExtension)")
    try? text.write(to: actualURL, atomically: true, encoding: .utf8)
    Issue.record(
        """
        Snapshot \(name) differs at line \(line + 1):
          expected: \(line < expectedLines.count ? String(expectedLines[line]) : "<end>")
          actual:   \(line < actualLines.count ? String(actualLines[line]) : "<end>")
        Actual output written to \(actualURL.path). Re-record with KINEMA_RECORD_SNAPSHOTS=1.
        """,
        sourceLocation: sourceLocation
    )
}
