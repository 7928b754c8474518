import Foundation

/// Finds the command-line programs that raster and video export run: `rsvg-convert` and `ffmpeg`.
///
/// ```swift
/// if ExternalTools.ffmpeg == nil {
///     print("GIF and MP4 export need ffmpeg: apt-get install ffmpeg")
/// }
/// let dot = ExternalTools.locate("dot")   // file:///usr/bin/dot, or nil
/// ```
///
/// Programs are looked up in the directories of the `PATH` environment variable, in order, as a
/// shell would, but without running one. On Debian, `apt-get install librsvg2-bin ffmpeg`
/// installs both; Kinema's `.ci/install-tools` does that when they are missing.
package struct ExternalTools: Sendable {
    /// The directories searched when `PATH` is not set.
    static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// The first executable file called `name` in the directories of `PATH`.
    ///
    /// ```swift
    /// ExternalTools.locate("rsvg-convert")   // file:///usr/bin/rsvg-convert
    /// ExternalTools.locate("no-such-tool")   // nil
    /// ExternalTools.locate("/opt/bin/ffmpeg") // that file, if it is executable
    /// ```
    ///
    /// - Parameter name: A program name, or a path (any name containing `/`), which is checked as
    ///   is and not searched for.
    /// - Returns: The program's file URL, or `nil` when there is no executable regular file (or
    ///   link to one) by that name. Empty names, and empty or relative `PATH` entries (which a
    ///   shell would take as the current directory), never match. Without `PATH`,
    ///   `/usr/local/bin:/usr/bin:/bin` is searched.
    package static func locate(_ name: String) -> URL? {
        locate(name, searchPath: ProcessInfo.processInfo.environment["PATH"])
    }

    /// `rsvg-convert` from librsvg (Debian package `librsvg2-bin`), which rasterises SVG to PNG;
    /// `nil` when it is not on `PATH`.
    ///
    /// ```swift
    /// guard let rsvg = ExternalTools.rsvgConvert else { throw … }
    /// ```
    package static var rsvgConvert: URL? {
        locate(ExternalTool.rsvgConvert.name)
    }

    /// `ffmpeg` (Debian package `ffmpeg`), which encodes GIF and MP4; `nil` when it is not on
    /// `PATH`.
    ///
    /// ```swift
    /// let canEncodeVideo = ExternalTools.ffmpeg != nil
    /// ```
    package static var ffmpeg: URL? {
        locate(ExternalTool.ffmpeg.name)
    }

    /// ``locate(_:)`` in the given colon-separated directory list (`nil`: the default list).
    package static func locate(_ name: String, searchPath: String?) -> URL? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") {
            return isExecutableFile(name) ? URL(fileURLWithPath: name) : nil
        }
        for directory in (searchPath ?? defaultSearchPath).split(separator: ":") where directory.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: String(directory), isDirectory: true).appendingPathComponent(name)
            if isExecutableFile(candidate.path) { return candidate }
        }
        return nil
    }

    /// Whether `path` is an executable regular file, following symbolic links (`isExecutableFile`
    /// alone also accepts searchable directories).
    static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// A program export runs, with the Debian package that provides it.
package struct ExternalTool: Sendable, Equatable {
    /// The program's file name.
    package let name: String
    /// The Debian package that installs it.
    package let debianPackage: String

    /// Describes a program and the Debian package that installs it.
    package init(name: String, debianPackage: String) {
        self.name = name
        self.debianPackage = debianPackage
    }

    /// librsvg's rasteriser.
    package static let rsvgConvert = ExternalTool(name: "rsvg-convert", debianPackage: "librsvg2-bin")
    /// The encoder.
    package static let ffmpeg = ExternalTool(name: "ffmpeg", debianPackage: "ffmpeg")
}
