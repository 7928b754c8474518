import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension RasterExporter {
    /// GIF frame delays are whole hundredths of a second, and browsers show delays of 0 or 1
    /// hundredth as 10: GIFs play at most this many frames per second.
    static let maximumGIFFramesPerSecond = 50.0

    /// Encodes the frames as a looping GIF at the recording's frame rate, as near as GIF's
    /// hundredths of a second allow.
    ///
    /// ```swift
    /// try RasterExporter(size: CGSize(width: 400, height: 400), framesPerSecond: 30)
    ///     .writeGIF(frames, to: URL(fileURLWithPath: "avatar.gif"))
    /// ```
    ///
    /// The GIF loops forever. `ffmpeg` makes one 256-colour palette for the whole animation from
    /// all its frames (`palettegen`), then maps every frame onto it with error-diffusion dithering
    /// (`paletteuse`), which looks far better than a fixed palette. Pixels less than half opaque
    /// become transparent.
    ///
    /// Timing: a GIF gives each frame a delay in whole hundredths of a second (centiseconds). Frame
    /// *k* starts at *k* × 100 / fps centiseconds rounded to the nearest (halves up) and lasts until
    /// the next one starts; the last frame repeats the delay before it. Delays therefore alternate
    /// between the two whole numbers around 100 / fps and the animation does not drift: at 30 fps
    /// they are 3, 4, 3, 3, 4, 3, …; at 24 fps 4, 4, 5, 4, 4, 4, …. Above 50 fps this would give
    /// 1-centisecond delays, which browsers stretch to 10, so every frame lasts 2 centiseconds
    /// instead: the GIF plays at 50 fps, slower than recorded (a 60 fps recording takes 1.2 times
    /// as long). Every frame is kept either way.
    ///
    /// - Parameters:
    ///   - svgFrames: The SVG documents, one per frame, in order.
    ///   - url: The GIF file to write, replaced if it exists. Its directory is created if needed.
    /// - Throws: ``ExportError`` for bad input, an unwritable destination, a missing
    ///   `rsvg-convert` or `ffmpeg`, or a tool that fails. On failure, a file already at `url` is
    ///   left as it was.
    package func writeGIF(_ svgFrames: [String], to url: URL) throws {
        try validate(svgFrames)
        let tools = try executables(for: [.rsvgConvert, .ffmpeg])
        let destination = try Self.prepareDestinationFile(url)
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }

        let frames = try rasterise(svgFrames, with: tools[0], into: scratch.url, prefix: "frame", scratch: scratch.url)
        let encoder = ToolProcess(tool: .ffmpeg, executable: tools[1], scratch: scratch.url)
        let input = Self.ffmpegFrameInput(
            scratch: scratch.url,
            digits: Self.frameDigits(count: frames.count),
            framesPerSecond: min(framesPerSecond, Self.maximumGIFFramesPerSecond)
        )
        let timeout = Self.encoderTimeout(frames: frames.count)
        let palette = scratch.url.appendingPathComponent("palette.png")
        try encoder.run(
            Self.ffmpegOptions + input
                + ["-vf", "palettegen=stats_mode=full", "-frames:v", "1", "-update", "1"]
                + ["-f", "image2", "file:" + palette.path],
            task: "making the GIF palette",
            timeout: timeout
        )
        try Self.encode(to: destination) { partial in
            try encoder.run(
                Self.ffmpegOptions + input
                    + ["-i", "file:" + palette.path, "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a"]
                    + ["-loop", "0", "-f", "gif", "file:" + partial.path],
                task: "encoding the GIF",
                timeout: timeout
            )
        }
    }

    /// Encodes the frames as an H.264 MP4 (yuv420p, even dimensions) at the frame rate.
    ///
    /// ```swift
    /// try RasterExporter(size: CGSize(width: 400, height: 400), framesPerSecond: 60)
    ///     .writeMP4(frames, to: URL(fileURLWithPath: "avatar.mp4"))
    /// ```
    ///
    /// The video has exactly one frame per SVG frame at a constant `framesPerSecond`, encoded with
    /// libx264 at constant quality 18 (visually lossless) in 4:2:0 chroma (`yuv420p`), which every
    /// player and browser decodes; the index is at the start of the file, so it plays while it
    /// downloads. 4:2:0 needs even dimensions: an odd width or height gets one more column or row
    /// of white on the right or bottom edge. Video has no transparency: transparent areas are
    /// drawn on white, the default background of ``SVGRenderer``.
    ///
    /// - Parameters:
    ///   - svgFrames: The SVG documents, one per frame, in order.
    ///   - url: The MP4 file to write, replaced if it exists. Its directory is created if needed.
    /// - Throws: ``ExportError`` for bad input, an unwritable destination, a missing
    ///   `rsvg-convert` or `ffmpeg`, or a tool that fails (for example an `ffmpeg` built without
    ///   libx264). On failure, a file already at `url` is left as it was.
    package func writeMP4(_ svgFrames: [String], to url: URL) throws {
        try validate(svgFrames)
        let tools = try executables(for: [.rsvgConvert, .ffmpeg])
        let destination = try Self.prepareDestinationFile(url)
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }

        let frames = try rasterise(
            svgFrames, with: tools[0], into: scratch.url, prefix: "frame", scratch: scratch.url, background: "white"
        )
        let encoder = ToolProcess(tool: .ffmpeg, executable: tools[1], scratch: scratch.url)
        let input = Self.ffmpegFrameInput(
            scratch: scratch.url,
            digits: Self.frameDigits(count: frames.count),
            framesPerSecond: framesPerSecond
        )
        let (width, height) = pixelSize
        let pad = "pad=\(width + width % 2):\(height + height % 2):0:0:color=white,format=yuv420p"
        try Self.encode(to: destination) { partial in
            try encoder.run(
                Self.ffmpegOptions + input
                    + ["-vf", pad, "-c:v", "libx264", "-crf", "18", "-pix_fmt", "yuv420p"]
                    + ["-movflags", "+faststart", "-f", "mp4", "file:" + partial.path],
                task: "encoding the MP4",
                timeout: Self.encoderTimeout(frames: frames.count)
            )
        }
    }

    // MARK: - ffmpeg

    /// Options for every ffmpeg run: no banner or prompts, errors only, overwrite outputs.
    static let ffmpegOptions = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y"]

    /// The input options that read the numbered frames in `scratch` at a frame rate.
    static func ffmpegFrameInput(scratch: URL, digits: Int, framesPerSecond: Double) -> [String] {
        // `%` starts ffmpeg's frame-number pattern, so any in the directory's path is doubled.
        let pattern = scratch.path.replacingOccurrences(of: "%", with: "%%") + "/frame-%0\(digits)d.png"
        return ["-f", "image2", "-framerate", frameRate(framesPerSecond), "-start_number", "0", "-i", "file:" + pattern]
    }

    /// A frame rate as ffmpeg reads it: a whole number, or thousandths as a fraction.
    static func frameRate(_ framesPerSecond: Double) -> String {
        if framesPerSecond == framesPerSecond.rounded(), framesPerSecond < 1e9 {
            return String(Int(framesPerSecond))
        }
        return "\(max(Int((framesPerSecond * 1000).rounded()), 1))/1000"
    }

    /// A generous limit for one ffmpeg run: five minutes, plus two seconds a frame.
    static func encoderTimeout(frames: Int) -> TimeInterval {
        300 + 2 * TimeInterval(frames)
    }

    // MARK: - Destination

    /// Checks `url` can be written as a file: a file URL, not a directory; creates its directory.
    static func prepareDestinationFile(_ url: URL) throws -> URL {
        guard url.isFileURL else { throw ExportError("cannot write to \(url): not a file URL") }
        let file = url.standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ExportError("cannot write to \(file.path): it is a directory")
        }
        try prepareDirectory(file.deletingLastPathComponent())
        return file
    }

    /// Runs `write` on a hidden file next to `destination`, then renames it into place; on
    /// failure the partial file is removed.
    static func encode(to destination: URL, _ write: (URL) throws -> Void) throws {
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try write(partial)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
        guard rename(partial.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: partial)
            throw ExportError("cannot write to \(destination.path): \(reason)")
        }
    }
}
