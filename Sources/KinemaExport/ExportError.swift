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

    /// `text` on one line: whitespace runs (line breaks included) become one space, and text past
    /// `limit` characters is cut with an ellipsis.
    static func oneLine(_ text: String, limit: Int = 400) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        let line = words.joined(separator: " ")
        guard line.count > limit else { return line }
        return String(line.prefix(limit)) + "…"
    }
}
