import Foundation
import KinemaCairo
import KinemaDisplay

/// Writes SVG frames as PNG images, an animated GIF or an MP4 video, with real tools: librsvg's
/// `rsvg-convert` rasterises each frame, `ffmpeg` encodes GIF and MP4.
///
/// ```swift
/// let size = CGSize(width: 400, height: 400)
/// let host = ViewHost(Avatar(), size: size, framesPerSecond: 30)
/// host.tap(at: CGPoint(x: 200, y: 200))
/// var frames: [String] = []
/// for _ in 0..<60 {
///     frames.append(host.svg())
///     host.advance(by: 1.0 / 30)
/// }
/// let exporter = RasterExporter(size: size, framesPerSecond: 30)
/// let pngs = try exporter.writePNGFrames(frames, to: URL(fileURLWithPath: "out/frames"))
/// try exporter.writeGIF(frames, to: URL(fileURLWithPath: "out/avatar.gif"))
/// try exporter.writeMP4(frames, to: URL(fileURLWithPath: "out/avatar.mp4"))
/// ```
///
/// The tools are looked up on `PATH` (``ExternalTools``) at each call. When one is missing, the
/// call throws an ``ExportError`` naming the Debian package to install:
/// `rsvg-convert not found: install the Debian package librsvg2-bin`, or
/// `ffmpeg not found: install the Debian package ffmpeg`.
///
/// Every frame is drawn at ``size`` rounded to whole pixels (at least 1). Intermediate files live
/// in a private temporary directory that is removed afterwards, whether the export succeeds or
/// not. A GIF or MP4 is encoded next to its destination under a hidden name and renamed into
/// place at the end, so a failed export never leaves a truncated file behind.
///
/// Each call checks its input first and throws an ``ExportError`` with one line for an empty frame
/// list, a size or frame rate that is not positive and finite, a size over 32767 pixels a side
/// (the rasteriser's limit), and a destination that cannot be created or written. A tool that fails
/// reports its own error message; one that runs far too long (minutes per frame) is stopped.
package struct RasterExporter: Sendable {
    /// The size of every frame in points; one point is one pixel.
    package let size: CGSize
    /// How many frames make one second of GIF or MP4.
    package let framesPerSecond: Double

    /// The rasteriser to run, or `nil` to look for it on `PATH` at each call.
    let rsvgConvertOverride: URL?
    /// The encoder to run, or `nil` to look for it on `PATH` at each call.
    let ffmpegOverride: URL?
    /// Whether frames given as display lists are drawn with cairo where it is installed, rather
    /// than by one `rsvg-convert` run per frame.
    private(set) var drawsWithCairo: Bool

    /// The largest image side in pixels: cairo, which librsvg draws with, cannot make larger ones.
    static let maximumPixels = 32767

    /// Creates an exporter for frames of one size and rate.
    ///
    /// ```swift
    /// let exporter = RasterExporter(size: CGSize(width: 400, height: 300), framesPerSecond: 60)
    /// ```
    ///
    /// Nothing is checked here: a bad size or rate makes each `write…` call throw.
    ///
    /// - Parameters:
    ///   - size: The size of the SVG documents, in points. Output images are this size in pixels,
    ///     each side rounded to the nearest whole pixel.
    ///   - framesPerSecond: The frame rate the SVG frames were recorded at; it sets the timing of
    ///     GIF and MP4 output.
    ///
    /// Frames given as display lists are drawn with cairo where it is installed, unless the
    /// environment variable `KINEMA_RASTERIZER` is `rsvg-convert`.
    package init(size: CGSize, framesPerSecond: Double) {
        self.init(size: size, framesPerSecond: framesPerSecond, rsvgConvert: nil, ffmpeg: nil)
        drawsWithCairo = ProcessInfo.processInfo.environment["KINEMA_RASTERIZER"] != "rsvg-convert"
    }

    /// Creates an exporter that runs the given executables instead of looking for them on `PATH`;
    /// a path that is not an executable file fails like a tool missing from `PATH`. Frames are
    /// drawn by the given rasteriser: never with cairo.
    package init(size: CGSize, framesPerSecond: Double, rsvgConvert: URL?, ffmpeg: URL?) {
        self.size = size
        self.framesPerSecond = framesPerSecond
        self.rsvgConvertOverride = rsvgConvert
        self.ffmpegOverride = ffmpeg
        drawsWithCairo = rsvgConvert == nil && ffmpeg == nil
    }

    /// Whether frames given as display lists (`drawings`, as many as the SVG frames) will be drawn
    /// with cairo: it is installed and this exporter may use it.
    func usesCairo(_ drawings: [DisplayList]?, count: Int) -> Bool {
        guard let drawings, drawings.count == count else { return false }
        // Beyond cairo's largest picture, rsvg-convert (up to 32,767 pixels) still draws it.
        let (width, height) = pixelSize
        guard width <= CairoRenderer.maximumDimension, height <= CairoRenderer.maximumDimension else { return false }
        return drawsWithCairo && CairoRenderer.isAvailable
    }

    /// Renders each SVG to frame-0000.png … in `directory` (created if needed); returns the URLs.
    ///
    /// ```swift
    /// let urls = try RasterExporter(size: size, framesPerSecond: 60)
    ///     .writePNGFrames(frames, to: URL(fileURLWithPath: "out"), prefix: "avatar")
    /// // out/avatar-0000.png, out/avatar-0001.png, …
    /// ```
    ///
    /// Frame numbers start at 0 and have four digits, or more when there are more than 10 000
    /// frames, so the files sort in frame order. Existing files with the same names are replaced;
    /// other files in the directory are left alone. Transparent areas of the SVG stay transparent.
    ///
    /// - Parameters:
    ///   - svgFrames: The SVG documents, one per frame, in order.
    ///   - directory: Where to write the images; created, with its parents, if needed.
    ///   - prefix: The start of each file name, before `-` and the frame number. It must be a
    ///     plain file name: not empty, without `/`.
    /// - Returns: The URLs of the images written, one per frame, in frame order.
    /// - Throws: ``ExportError`` for bad input, an unwritable directory, a missing `rsvg-convert`
    ///   or one that fails on a frame (frames before it stay written).
    ///   - drawings: The same frames as display lists, drawn with cairo instead where it is
    ///     installed (``KinemaCairo``), in this process; `nil` (the default) always runs
    ///     `rsvg-convert`.
    package func writePNGFrames(
        _ svgFrames: [String], drawings: [DisplayList]? = nil, to directory: URL, prefix: String = "frame"
    ) throws -> [URL] {
        try validate(svgFrames)
        guard !prefix.isEmpty, !prefix.contains("/"), prefix != ".", prefix != ".." else {
            throw ExportError("the frame file prefix must be a plain file name, not \"\(prefix)\"")
        }
        if usesCairo(drawings, count: svgFrames.count), let drawings {
            try Self.prepareDirectory(directory)
            return try rasterise(drawings, into: directory, prefix: prefix)
        }
        let rsvg = try executables(for: [.rsvgConvert])[0]
        try Self.prepareDirectory(directory)
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        return try rasterise(svgFrames, with: rsvg, into: directory, prefix: prefix, scratch: scratch.url)
    }

    // MARK: - Checks

    /// Checks that the tools `format` needs are installed, so a caller can fail before doing any
    /// work: `rsvg-convert` for PNG, and `ffmpeg` too for GIF and MP4; nothing for SVG, HTML and Lottie.
    ///
    /// ```swift
    /// try RasterExporter(size: size, framesPerSecond: 60).requireTools(for: .gif)
    /// ```
    ///
    /// - Throws: The same ``ExportError`` the `write…` call would throw, naming the Debian packages.
    /// With cairo installed (and no tool paths given), frames are drawn with it: PNG needs
    /// nothing then, GIF and MP4 only `ffmpeg`.
    package func requireTools(for format: ExportFormat) throws {
        let rasteriser: [ExternalTool] = drawsWithCairo && CairoRenderer.isAvailable ? [] : [.rsvgConvert]
        switch format {
        case .svg, .html, .lottie: return
        case .png: _ = try executables(for: rasteriser)
        case .gif, .mp4: _ = try executables(for: rasteriser + [.ffmpeg])
        }
    }

    /// The executables to run for `tools`, in order: the overrides, else the ones on `PATH`.
    ///
    /// - Throws: ``ExportError`` naming every tool that is missing and the packages to install.
    func executables(for tools: [ExternalTool]) throws -> [URL] {
        var found: [URL] = []
        var missing: [ExternalTool] = []
        for tool in tools {
            let override = tool == .ffmpeg ? ffmpegOverride : rsvgConvertOverride
            let url = override.map { ExternalTools.isExecutableFile($0.path) ? $0 : nil }
                ?? ExternalTools.locate(tool.name)
            if let url { found.append(url) } else { missing.append(tool) }
        }
        guard missing.isEmpty else { throw ExportError.missingTools(missing) }
        return found
    }

    /// Checks the frames, size and frame rate.
    func validate(_ svgFrames: [String]) throws {
        guard !svgFrames.isEmpty else { throw ExportError("there are no frames to export") }
        let sides = [size.width, size.height]
        guard sides.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            throw ExportError("the image size must be positive and finite, not \(Self.describe(size))")
        }
        guard sides.allSatisfy({ $0.rounded() <= CGFloat(Self.maximumPixels) }) else {
            throw ExportError(
                "the image size \(Self.describe(size)) is too large: at most \(Self.maximumPixels) pixels a side"
            )
        }
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw ExportError("the frame rate must be positive and finite, not \(framesPerSecond)")
        }
    }

    /// Creates `directory` and its parents if needed, and checks it is a writable directory.
    static func prepareDirectory(_ directory: URL) throws {
        guard directory.isFileURL else { throw ExportError("cannot write to \(directory): not a file URL") }
        let path = directory.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ExportError("cannot write to \(path): it is a file, not a directory")
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw ExportError("cannot create the directory \(path)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw ExportError("cannot write to the directory \(path): permission denied")
        }
    }

    /// `400 × 300`, with decimals only where there are some.
    static func describe(_ size: CGSize) -> String {
        func number(_ value: CGFloat) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        return "\(number(size.width)) × \(number(size.height))"
    }
}
