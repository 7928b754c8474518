import Foundation
import KinemaDisplay

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension RasterExporter {
    /// Encodes the frames as a looping GIF that lasts exactly as long as the recording, as near as
    /// GIF's hundredths of a second allow.
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
    /// Timing: ``GIFTiming`` chooses the frames and their delays, and the delays are written into
    /// the file after encoding. The GIF lasts `svgFrames.count / framesPerSecond` seconds rounded to
    /// the nearest hundredth. Up to 50 fps every frame is kept, its delay rounded so the animation
    /// does not drift (3, 4, 3, 3, 4, 3, … at 30 fps). Browsers show a delay of 1 hundredth as 10,
    /// so above 50 fps the GIF shows one frame every 2 hundredths, chosen evenly from the first
    /// frame to the last: a 60 fps recording keeps 5 frames in 6 and plays at its real speed.
    ///
    /// - Parameters:
    ///   - svgFrames: The SVG documents, one per frame, in order.
    ///   - url: The GIF file to write, replaced if it exists. Its directory is created if needed.
    /// - Throws: ``ExportError`` for bad input, an unwritable destination, a missing
    ///   `rsvg-convert` or `ffmpeg`, or a tool that fails. Messages name `url`, never the
    ///   temporary files. On failure, a file already at `url` is left as it was.
    package func writeGIF(_ svgFrames: [String], drawings: [DisplayList]? = nil, to url: URL) throws {
        try validate(svgFrames)
        let cairo = usesCairo(drawings, count: svgFrames.count)
        let tools = try executables(for: cairo ? [.ffmpeg] : [.rsvgConvert, .ffmpeg])
        let ffmpeg = tools[tools.count - 1]
        let destination = try Self.prepareDestinationFile(url)
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }

        let timing = GIFTiming(frameCount: svgFrames.count, framesPerSecond: framesPerSecond)
        try Self.hidingScratch(scratch.url) {
            let frames: [URL]
            if cairo, let drawings {
                frames = try rasterise(timing.frames.map { drawings[$0] }, into: scratch.url, prefix: "frame")
            } else {
                let shown = timing.frames.map { svgFrames[$0] }
                frames = try rasterise(shown, with: tools[0], into: scratch.url, prefix: "frame", scratch: scratch.url)
            }
            let encoder = ToolProcess(tool: .ffmpeg, executable: ffmpeg, scratch: scratch.url)
            // The rate only orders the frames: their delays are rewritten below.
            let input = Self.ffmpegFrameInput(
                scratch: scratch.url,
                digits: Self.frameDigits(count: frames.count),
                framesPerSecond: min(framesPerSecond, 50)
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
                    timeout: timeout,
                    naming: [partial.path: destination.path]
                )
                try Self.setDelays(timing.delays, in: partial)
            }
        }
    }

    /// Writes `delays` into the GIF at `file`.
    static func setDelays(_ delays: [Int], in file: URL) throws {
        do {
            var bytes = [UInt8](try Data(contentsOf: file))
            try GIFDelays.rewrite(&bytes, to: delays)
            try Data(bytes).write(to: file)
        } catch let error as GIFDelays.FormatError {
            throw ExportError("ffmpeg wrote a GIF Kinema cannot time: \(error.description)")
        } catch {
            throw ExportError("cannot set the GIF's frame delays: \(error.localizedDescription)")
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
    ///   libx264). Messages name `url`, never the temporary files. On failure, a file already at
    ///   `url` is left as it was.
    package func writeMP4(_ svgFrames: [String], drawings: [DisplayList]? = nil, to url: URL) throws {
        try validate(svgFrames)
        let cairo = usesCairo(drawings, count: svgFrames.count)
        let tools = try executables(for: cairo ? [.ffmpeg] : [.rsvgConvert, .ffmpeg])
        let ffmpeg = tools[tools.count - 1]
        let destination = try Self.prepareDestinationFile(url)
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }

        try Self.hidingScratch(scratch.url) {
            let frames: [URL]
            if cairo, let drawings {
                frames = try rasterise(drawings, into: scratch.url, prefix: "frame", background: .white)
            } else {
                frames = try rasterise(
                    svgFrames, with: tools[0], into: scratch.url, prefix: "frame", scratch: scratch.url, background: "white"
                )
            }
            let encoder = ToolProcess(tool: .ffmpeg, executable: ffmpeg, scratch: scratch.url)
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
                    timeout: Self.encoderTimeout(frames: frames.count),
                    naming: [partial.path: destination.path]
                )
            }
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
    /// failure the partial file is removed, and an error's message that names the hidden file
    /// names `destination` instead. that names the hidden file names `destination` instead.
    static func encode(to destination: URL, _ write: (URL) throws -> Void) throws {
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try write(partial)
        } catch let error as ExportError {
            try? FileManager.default.removeItem(at: partial)
            throw error.replacing(path: partial.path, with: { _ in destination.path })
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

    /// Runs `body`; an ``ExportError`` it throws that names a file in `scratch` says "a temporary
    /// file" instead, and one that names `scratch` itself names the system's temporary folder, so
    /// no message shows a path that is gone once the export ends.
    static func hidingScratch<Result>(_ scratch: URL, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as ExportError {
            let temporary = scratch.deletingLastPathComponent().path
            throw error.replacing(path: scratch.path) { file in file.isEmpty ? temporary : "a temporary file" }
        }
    }
}
