import ArgumentParser
import Foundation
import KinemaGallery
import KinemaPreviewDiscovery
import KinemaPreviewScanning
import KinemaSourceHighlighting

/// `kinema-source`: the `kinema` tool's Swift reading, on swift-syntax, in a program of its own.
///
/// swift-syntax is most of a cold build of `kinema`, and only a package's previews need it, so
/// `kinema` runs this program for them (and builds it the first time): a cold `swift run kinema`
/// never compiles a Swift parser. `scan` prints JSON for `kinema`; `gallery-styles` rewrites a
/// file of this package after a gallery scene's source changed.
@main
struct KinemaSourceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinema-source",
        abstract: "Reads Swift source with swift-syntax for the kinema tool.",
        subcommands: [Scan.self, GalleryStyles.self]
    )

    /// The previews in files, as JSON: `kinema previews` and the commands that build them.
    struct Scan: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints the previews declared in Swift files, as a JSON array.")

        @Option(help: "The folder the file paths are relative to; they are reported as given.")
        var root: String = "."

        @Argument(help: "The Swift files, relative to --root.")
        var files: [String] = []

        func run() throws {
            let root = URL(fileURLWithPath: root, isDirectory: true)
            var found: [DiscoveredPreview] = []
            for file in files {
                let url = root.appendingPathComponent(file)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                    throw ValidationError("cannot read \(url.path)")
                }
                found += PreviewScanner.scan(source: text, fileName: file)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            FileHandle.standardOutput.write(try encoder.encode(found))
        }
    }

    /// Rewrites the gallery's saved source styles after a scene's source changed.
    struct GalleryStyles: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "gallery-styles",
            abstract: "Rewrites the saved styles of the gallery scenes' sources (SceneSourceStyles.txt).")

        func run() throws {
            let styles = GallerySourceStyles(highlight: SwiftSourceHighlighter.highlighter)
            try styles.text.write(to: GallerySourceStyles.file, atomically: true, encoding: .utf8)
            print("Wrote \(GallerySourceStyles.file.path) (\(styles.runs.count) sources).")
        }
    }
}
