import Foundation

/// A PDF file's first page as SVG, through Poppler's `pdftocairo` (Debian: `poppler-utils`) when
/// it is installed: how an asset catalogue's PDF image set is drawn. Without it the set keeps the
/// placeholder, and the one-line warning says what to install.
///
/// One PDF point is one point, as in Xcode: the page's `width` and `height`, which `pdftocairo`
/// writes in `pt`, become plain numbers, so the image's natural size is the page's size in
/// points (the drawing keeps its `viewBox`).
enum PDFPage {
    /// The environment variable naming the `pdftocairo` program to use instead of the one on
    /// `PATH`.
    static let toolVariable = "KINEMA_PDFTOCAIRO"

    /// The longest a conversion may take; past it the program is stopped and the set keeps its
    /// placeholder.
    static let timeout: TimeInterval = 10

    /// Whether `data` starts as a PDF file does.
    static func isPDF(_ data: Data) -> Bool {
        data.starts(with: Array("%PDF-".utf8))
    }

    /// The `pdftocairo` program: the environment's choice, else the first on `PATH`.
    static func tool() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[toolVariable], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("pdftocairo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The first page of the PDF at `url` as an SVG document sized in points, or `nil` when no
    /// converter is installed, it fails, or it takes longer than ``timeout``.
    static func svg(firstPageOf url: URL) -> String? {
        guard let tool = tool() else { return nil }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["-svg", "-f", "1", "-l", "1", url.path, "-"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return nil }
        // Read while it runs, so a large page cannot fill the pipe and stall it.
        let reader = OutputReader(output.fileHandleForReading)
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0, let text = String(data: reader.wait(), encoding: .utf8) else { return nil }
        return pointsAsPixels(text)
    }

    /// The root element's `width="24pt"` and `height="24pt"` as `24`: a PDF point is a point.
    static func pointsAsPixels(_ svg: String) -> String {
        guard let root = svg.range(of: "<svg"), let end = svg[root.upperBound...].firstIndex(of: ">") else { return svg }
        var tag = String(svg[root.lowerBound..<end])
        for attribute in ["width", "height"] {
            guard let range = tag.range(of: #"\#(attribute)="[0-9.]+pt""#, options: .regularExpression) else { continue }
            // `width="24pt"` → `width="24"`: drop the unit before the closing quote.
            let value = tag[range].dropLast(3) + "\""
            tag.replaceSubrange(range, with: value)
        }
        return String(svg[..<root.lowerBound]) + tag + String(svg[end...])
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class OutputReader: @unchecked Sendable {
        // `data` is written once, before `done` is signalled, and read after.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
