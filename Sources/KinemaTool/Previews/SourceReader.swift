import Foundation
import KinemaPreviewDiscovery

/// The previews in a package's Swift files, read by `kinema-source`, the program of this package
/// that parses Swift with swift-syntax.
///
/// swift-syntax is most of a cold build of this tool and only the preview commands read Swift, so
/// the parser lives in that program: it is found beside this one (where `swift build` puts every
/// product), and built there the first time a preview command needs it when this tool runs from
/// its package's build folder.
enum SourceReader {
    /// The previews in `files` (paths relative to `root`, reported as given), in file order.
    static func previews(in files: [String], root: URL) throws -> [DiscoveredPreview] {
        guard !files.isEmpty else { return [] }
        let result = try ChildProcess.run(try program(), ["scan", "--root", root.path] + files)
        guard result.succeeded else {
            throw failure("kinema-source could not read the previews: " + result.error.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        do {
            return try JSONDecoder().decode([DiscoveredPreview].self, from: Data(result.output.utf8))
        } catch {
            throw failure("kinema-source printed previews this tool cannot read (built from another version?): \(error)")
        }
    }

    /// This tool's own executable, symbolic links resolved (Foundation reads it from the system:
    /// `/proc/self/exe` on Linux, the loader on Apple's platforms).
    static var executable: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    }

    /// `kinema-source` beside this tool, built first if it is missing and this tool sits in its
    /// package's build folder (`<scratch>/<triple>/<configuration>/kinema`).
    static func program() throws -> URL {
        let folder = executable.deletingLastPathComponent()
        let program = folder.appendingPathComponent("kinema-source")
        if FileManager.default.isExecutableFile(atPath: program.path) { return program }
        let configuration = folder.lastPathComponent
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
        guard ["debug", "release"].contains(configuration),
              FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path)
        else {
            throw failure("""
                the preview commands read Swift with kinema-source, which is not beside \(executable.path): \
                build it in Kinema's folder with `swift build --product kinema-source` and put it beside kinema
                """)
        }
        printError("Building kinema-source, which reads Swift for the preview commands (once: swift-syntax, about two minutes of CPU)…")
        let swift = try ChildProcess.swift()
        let build = try ChildProcess.run(swift, [
            "build", "--package-path", packageRoot.path, "--scratch-path", scratch.path,
            "--configuration", configuration, "--product", "kinema-source",
        ])
        guard build.succeeded, FileManager.default.isExecutableFile(atPath: program.path) else {
            throw failure("building kinema-source failed:\n" + build.output + build.error)
        }
        return program
    }

    /// Kinema's package folder, where this tool was built from (this file is
    /// `Sources/KinemaTool/Previews/SourceReader.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
