import Foundation

/// A private temporary directory for intermediate files, removed with everything in it by
/// ``remove()`` (call it in a `defer`).
struct ScratchDirectory {
    /// The directory, inside the system's temporary directory.
    let url: URL

    /// Creates a new, empty directory with a unique name.
    ///
    /// - Throws: ``ExportError`` when the temporary directory is not writable.
    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-export-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ExportError("cannot create a temporary directory in \(FileManager.default.temporaryDirectory.path)")
        }
        self.url = url
    }

    /// Deletes the directory and its contents; errors are ignored (the system cleans up anyway).
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
