/// Why an export could not be written: one line, fit to show a person as is.
///
/// ```swift
/// do {
///     try RasterExporter(size: size, framesPerSecond: 60).writeGIF(frames, to: url)
/// } catch let error as ExportError {
///     print("error: \(error)")   // error: ffmpeg not found: install the Debian package ffmpeg
/// }
/// ```
///
/// The messages name what went wrong and, where it helps, what to do about it: a missing tool
/// names the Debian package that installs it; a failing tool's message quotes the tool's own
/// error output, folded to one line.
package struct ExportError: Error, CustomStringConvertible, Equatable {
    /// The message: a single line without a trailing newline.
    package let description: String
}

extension ExportError {
    /// Creates an error with a message; line breaks in it are folded into spaces.
    ///
    /// ```swift
    /// throw ExportError("unknown scene \"podium2\"")
    /// ```
    package init(_ description: String) {
        self.init(description: Self.oneLine(description))
    }

    /// The error for tools that cannot be found or run, naming the Debian packages to install:
    /// `"rsvg-convert not found: install the Debian package librsvg2-bin"`, or for both,
    /// `"rsvg-convert and ffmpeg not found: install the Debian packages librsvg2-bin and ffmpeg"`.
    ///
    /// The message is the same whether a tool was looked for on `PATH` or at a given path.
    static func missingTools(_ tools: [ExternalTool]) -> ExportError {
        let names = tools.map(\.name).joined(separator: " and ")
        let packages = tools.map(\.debianPackage).joined(separator: " and ")
        let noun = tools.count == 1 ? "package" : "packages"
        return ExportError("\(names) not found: install the Debian \(noun) \(packages)")
    }

    /// ``missingTools(_:)`` for one tool.
    static func missingTool(_ tool: ExternalTool) -> ExportError {
        missingTools([tool])
    }

    /// The error with every mention of `path` replaced: see ``replacing(path:in:with:)``.
    ///
    /// ```swift
    /// ExportError("ffmpeg failed: file:/tmp/x/frame-%04d.png: No such file")
    ///     .replacing(path: "/tmp/x") { $0.isEmpty ? "/tmp" : "a temporary file" }
    /// // ffmpeg failed: a temporary file: No such file
    /// ```
    package func replacing(path: String, with replacement: (String) -> String) -> ExportError {
        ExportError(description: Self.replacing(path: path, in: description, with: replacement))
    }

    /// `text` with every mention of `path` — bare, as a `file:` URL, or followed by `/` and a
    /// file name inside it — replaced by `replacement(rest)`, where `rest` is the text after `path`
    /// (empty, or `/` and the name up to the next white space, colon or quote).
    static func replacing(path: String, in text: String, with replacement: (String) -> String) -> String {
        guard !path.isEmpty else { return text }
        var text = text[...]
        var result = ""
        while let found = text.range(of: path) {
            var start = found.lowerBound
            let prefix = "file:"
            if text[text.startIndex..<start].hasSuffix(prefix) {
                start = text.index(start, offsetBy: -prefix.count)
            }
            result += text[text.startIndex..<start]
            var end = found.upperBound
            if end < text.endIndex, text[end] == "/" {
                end = text[end...].firstIndex { $0.isWhitespace || $0 == ":" || $0 == "'" || $0 == "\"" } ?? text.endIndex
            }
            result += replacement(String(text[found.upperBound..<end]))
            text = text[end...]
        }
        return result + text
    }

    /// `text` on one line: whitespace runs (line breaks included) become one space, and text past
    /// `limit` characters is cut with an ellipsis.
    static func oneLine(_ text: String, limit: Int = 400) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        let line = words.joined(separator: " ")
        guard line.count > limit else { return line }
        return String(line.prefix(limit)) + "…"
    }
}
