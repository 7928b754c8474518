import Foundation
@testable import KinemaPreviewServer
import Testing

/// The watcher behind `kinema preview --package`: an edit to a package's sources is reported once
/// it has settled; nothing is reported while nothing changes; a burst of writes is one report.
@Suite("Source watcher")
struct SourceWatcherTests {
    /// A package folder with `Package.swift` and one source file, removed afterwards.
    static func withPackage(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-watch-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/MyViews"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "// swift-tools-version: 6.1\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try write("struct Card {}\n", to: root, "Sources/MyViews/Card.swift", modified: 1_000)
        try body(root)
    }

    /// Writes `text` and sets its modification time to `modified` (seconds since 1970), so a
    /// test does not depend on the file system's time resolution.
    static func write(_ text: String, to root: URL, _ path: String, modified: TimeInterval) throws {
        let url = root.appendingPathComponent(path)
        try text.write(to: url, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: modified)], ofItemAtPath: url.path)
    }

    let start = ContinuousClock.now
    func at(_ seconds: Double) -> ContinuousClock.Instant { start + .seconds(seconds) }

    @Test func nothingChangedGivesNoReport() throws {
        try Self.withPackage { root in
            var watcher = SourceWatcher(root: root)
            #expect(watcher.poll(at: at(0)) == nil)
            #expect(watcher.poll(at: at(1)) == nil)
            #expect(watcher.poll(at: at(10)) == nil)
        }
    }

    @Test func anEditIsReportedOnceItHasSettled() throws {
        try Self.withPackage { root in
            var watcher = SourceWatcher(root: root, quietPeriod: .milliseconds(500))
            try Self.write("struct Card { var x = 1 }\n", to: root, "Sources/MyViews/Card.swift", modified: 2_000)
            #expect(watcher.poll(at: at(0)) == nil, "just seen: still settling")
            #expect(watcher.poll(at: at(0.3)) == nil)
            #expect(watcher.poll(at: at(0.5)) == ["Sources/MyViews/Card.swift"])
            #expect(watcher.poll(at: at(1)) == nil, "reported once")
        }
    }

    /// A write every 0.3 s keeps the change settling; the report comes 0.5 s after the last
    /// one, with every file the burst touched.
    @Test func aBurstOfWritesIsOneReport() throws {
        try Self.withPackage { root in
            var watcher = SourceWatcher(root: root, quietPeriod: .milliseconds(500))
            try Self.write("struct Card { var x = 1 }\n", to: root, "Sources/MyViews/Card.swift", modified: 2_000)
            #expect(watcher.poll(at: at(0)) == nil)
            try Self.write("struct Card { var x = 12 }\n", to: root, "Sources/MyViews/Card.swift", modified: 2_001)
            #expect(watcher.poll(at: at(0.3)) == nil)
            try Self.write("struct Badge {}\n", to: root, "Sources/MyViews/Badge.swift", modified: 2_002)
            #expect(watcher.poll(at: at(0.6)) == nil, "changed again 0.3 s ago")
            #expect(watcher.poll(at: at(0.9)) == nil)
            #expect(watcher.poll(at: at(1.1)) == ["Sources/MyViews/Badge.swift", "Sources/MyViews/Card.swift"])
            #expect(watcher.poll(at: at(2)) == nil)
        }
    }

    @Test func theManifestAndRemovedFilesCountOtherFilesDoNot() throws {
        try Self.withPackage { root in
            var watcher = SourceWatcher(root: root, quietPeriod: .zero)
            try "notes".write(to: root.appendingPathComponent("Sources/MyViews/notes.md"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
            try "x".write(to: root.appendingPathComponent(".build/Generated.swift"), atomically: true, encoding: .utf8)
            #expect(watcher.poll(at: at(0)) == nil, "a Markdown file and the build folder are not watched")
            try Self.write("// swift-tools-version: 6.2\n", to: root, "Package.swift", modified: 3_000)
            #expect(watcher.poll(at: at(1)) == nil)
            #expect(watcher.poll(at: at(2)) == ["Package.swift"])
            try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/MyViews/Card.swift"))
            _ = watcher.poll(at: at(3))
            #expect(watcher.poll(at: at(4)) == ["Sources/MyViews/Card.swift"])
        }
    }

    /// An edit put back before it settled is no change.
    @Test func anEditUndoneBeforeItSettlesIsNotReported() throws {
        try Self.withPackage { root in
            var watcher = SourceWatcher(root: root, quietPeriod: .milliseconds(500))
            try Self.write("struct Card { var x = 1 }\n", to: root, "Sources/MyViews/Card.swift", modified: 2_000)
            #expect(watcher.poll(at: at(0)) == nil)
            try Self.write("struct Card {}\n", to: root, "Sources/MyViews/Card.swift", modified: 1_000)
            #expect(watcher.poll(at: at(0.3)) == nil)
            #expect(watcher.poll(at: at(2)) == nil)
        }
    }
}
