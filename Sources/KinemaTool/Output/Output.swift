import ArgumentParser
import Foundation
import KinemaExport

/// The one rule every command follows for `--out`, as `kinema --help` states it.
enum OutputRules {
    /// The paragraph in `kinema --help`.
    static let help = """
        Output, the same for every command: --out PATH names the file (or, for frames and the \
        gallery, the folder) to write, and missing folders on the way to it are created. \
        --out - writes the one file a command makes to standard output: plot, and render and \
        preview-render as html, gif or mp4; export prints there unless --out names a file; commands that write a folder (the gallery, svg and \
        png frames) refuse it. The path written is printed on standard output; progress goes to \
        standard error. A path that cannot be written fails before any work, with one line naming \
        it and the reason (exit status 1); a bad argument exits with 64.
        """

    /// The `--out` help of a command that writes one file.
    static func fileHelp(default name: String) -> ArgumentHelp {
        ArgumentHelp("The file to write, - for standard output (default: \(name)).", valueName: "path")
    }
}

/// Where a command that writes one file writes it: a file, or standard output for `--out -`.
///
/// ```swift
/// let output = FileOutput(out: out, defaultPath: "avatar-bouncy.html")
/// try output.prepare()                   // fails early, naming the path, when it cannot be written
/// try output.write(Data(page.utf8))
/// output.reportWritten()                 // prints the path (nothing for standard output)
/// ```
struct FileOutput {
    /// The file, or `nil` for standard output.
    let file: URL?

    init(out: String?, defaultPath: String) {
        file = out == "-" ? nil : URL(fileURLWithPath: out ?? defaultPath).standardizedFileURL
    }

    /// The path, or "standard output".
    var name: String { file?.path ?? "standard output" }

    /// Creates the folders on the way to the file and checks a file can be made there.
    ///
    /// - Throws: The exit code, after printing `Error: cannot write PATH: REASON`.
    func prepare() throws {
        guard let file else { return }
        if FileSystem.entry(at: file.path) == .directory { throw failure("cannot write \(file.path): it is a directory") }
        let folder = file.deletingLastPathComponent()
        if let problem = FileSystem.createDirectory(folder) ?? FileSystem.checkWritable(directory: folder) {
            throw failure("cannot write \(file.path): \(problem)")
        }
    }

    /// Writes the whole file, or the bytes to standard output.
    func write(_ data: Data) throws {
        guard let file else {
            FileHandle.standardOutput.write(data)
            return
        }
        if let problem = FileSystem.write(data, to: file) { throw failure("cannot write \(file.path): \(problem)") }
    }

    /// Runs `export` with a file to write — the destination, or for standard output a temporary
    /// file whose bytes are then written out — and reports an ``ExportError`` as one line that
    /// names the destination.
    func export(named fileName: String, _ export: (URL) throws -> Void) throws {
        let scratch = file == nil
            ? FileManager.default.temporaryDirectory.appendingPathComponent("kinema-out-\(UUID().uuidString)") : nil
        defer { scratch.map { try? FileManager.default.removeItem(at: $0) } }
        let destination = file ?? scratch!.appendingPathComponent(fileName)
        do {
            if let scratch, let problem = FileSystem.createDirectory(scratch) {
                throw failure("cannot write a temporary file: \(problem)")
            }
            try export(destination)
            if file == nil { try write(Data(contentsOf: destination)) }
        } catch let error as ExportError {
            let message = scratch.map { error.replacing(path: $0.appendingPathComponent(fileName).path) { _ in "standard output" } }
            throw failure((message ?? error).description)
        } catch let code as ExitCode {
            throw code
        } catch {
            throw failure(writeProblem(destination, error))
        }
    }

    /// Prints the path written on standard output; nothing when the file went there.
    func reportWritten() {
        if let file { print(file.path) }
    }
}

/// Where a command that writes several files writes them: a folder. `--out -` is refused.
struct FolderOutput {
    let folder: URL

    /// - Parameter refusal: Why standard output will not do, for `--out -`.
    /// - Throws: The usage exit code for `--out -`, after printing why.
    init(out: String?, defaultPath: String, refusal: String) throws {
        if out == "-" { throw badArgument("--out - (standard output) takes one file, but \(refusal)") }
        folder = URL(fileURLWithPath: out ?? defaultPath, isDirectory: true).standardizedFileURL
    }

    /// Creates the folder and its parents, and checks a file can be made in it.
    func prepare() throws {
        if FileSystem.entry(at: folder.path) == .file {
            throw failure("cannot write \(folder.path): it is a file, not a directory")
        }
        if let problem = FileSystem.createDirectory(folder) ?? FileSystem.checkWritable(directory: folder) {
            throw failure("cannot write \(folder.path): \(problem)")
        }
    }

    /// Writes one file into the folder.
    func write(_ data: Data, named name: String) throws {
        let file = folder.appendingPathComponent(name)
        if let problem = FileSystem.write(data, to: file) { throw failure("cannot write \(file.path): \(problem)") }
    }

    /// `frame-0000.svg`: frame numbers of four digits, or more for 10,000 frames and up, so files
    /// sort in frame order.
    static func frameName(_ index: Int, count: Int, extension pathExtension: String) -> String {
        let digits = max(4, String(max(count - 1, 0)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(digits - number.count, 0)) + number + "." + pathExtension
    }
}
