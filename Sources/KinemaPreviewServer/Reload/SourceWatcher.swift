import Foundation

/// Watches a package's sources for edits: `Package.swift` and every `.swift` file under
/// `Sources/`, by modification time and size, read each time it is polled.
///
/// ```swift
/// var watcher = SourceWatcher(root: package)
/// while true {
///     if let changed = watcher.poll() { rebuild(because: changed) }
///     Thread.sleep(forTimeInterval: 0.5)
/// }
/// ```
///
/// Polling rather than the kernel's notifications: a few hundred `stat`s every half second cost
/// nothing measurable, behave the same on Linux, macOS and network file systems, and need no
/// dependency (inotify and FSEvents have no common Swift API in Foundation).
///
/// A change is reported once the files have stood still for ``quietPeriod``: an editor that
/// writes a file in several steps, or a "save all", gives one report, not one per write.
package struct SourceWatcher {
    /// What is known of one file: enough to see an edit without reading it.
    package struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: Int
    }

    /// The package's folder.
    package let root: URL
    /// How long the files must stay unchanged before a change is reported.
    package let quietPeriod: Duration

    /// The files as last reported (or as found at the start), by path relative to ``root``.
    private var baseline: [String: Stamp]
    /// Files that differ from the baseline, as last seen, and since when they have looked so.
    private var pending: (files: [String: Stamp], since: ContinuousClock.Instant)?

    /// Starts watching `root`; what is there now is the baseline, not a change.
    package init(root: URL, quietPeriod: Duration = .milliseconds(500)) {
        self.root = root.standardizedFileURL
        self.quietPeriod = quietPeriod
        self.baseline = Self.files(in: self.root)
    }

    /// The paths (relative to ``root``) added, removed or edited since the last report, once
    /// they have looked the same for ``quietPeriod``; `nil` while nothing changed or the change
    /// is still settling.
    package mutating func poll(at now: ContinuousClock.Instant = .now) -> [String]? {
        let current = Self.files(in: root)
        guard current != baseline else {
            // Edited and put back before it settled: nothing to rebuild.
            pending = nil
            return nil
        }
        guard let pending, pending.files == current else {
            self.pending = (current, now)
            return nil
        }
        guard now - pending.since >= quietPeriod else { return nil }
        let changed = Set(current.keys).union(baseline.keys).filter { current[$0] != baseline[$0] }.sorted()
        baseline = current
        self.pending = nil
        return changed
    }

    /// `Package.swift` and the `.swift` files under `Sources/`, by relative path.
    package static func files(in root: URL) -> [String: Stamp] {
        var files: [String: Stamp] = [:]
        let manager = FileManager.default
        let manifest = root.appendingPathComponent("Package.swift")
        if let stamp = stamp(of: manifest.path) { files["Package.swift"] = stamp }
        let sources = root.appendingPathComponent("Sources", isDirectory: true)
        guard let walker = manager.enumerator(atPath: sources.path) else { return files }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            if let stamp = stamp(of: sources.appendingPathComponent(relative).path) {
                files["Sources/" + relative] = stamp
            }
        }
        return files
    }

    private static func stamp(of path: String) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return Stamp(modified: modified, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}
