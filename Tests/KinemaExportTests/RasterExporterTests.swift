import Foundation
import KinemaExport
import Testing

/// The raster exporter's input checks and PNG frames. GIF and MP4 tests are in the
/// `RasterExporterTests+GIF` and `+MP4` files.
///
/// Tests that need `rsvg-convert` or `ffmpeg` are never skipped: when a tool is missing they check
/// that the export fails with the documented error instead (`.ci/install-tools` installs both).
@Suite("RasterExporter")
struct RasterExporterTests {
    static let size = CGSize(width: 64, height: 48)

    /// The raster formats.
    static let formats: [ExportFormat] = [.png, .gif, .mp4]

    /// Writes `frames` in a raster `format` into `directory` (PNG) or `directory/out.<format>`.
    static func write(
        _ format: ExportFormat, _ frames: [String], with exporter: RasterExporter, in directory: URL
    ) throws {
        switch format {
        case .png: _ = try exporter.writePNGFrames(frames, to: directory)
        case .gif: try exporter.writeGIF(frames, to: directory.appendingPathComponent("out.gif"))
        case .mp4: try exporter.writeMP4(frames, to: directory.appendingPathComponent("out.mp4"))
        case .svg, .html, .lottie: Issue.record("not a raster format: \(format)")
        }
    }

    /// The documented error for the tools `format` needs that are not installed, or `nil` when all
    /// are.
    static func missingToolError(for format: ExportFormat) -> ExportError? {
        let rsvgMissing = ExternalTools.rsvgConvert == nil
        let ffmpegMissing = format != .png && ExternalTools.ffmpeg == nil
        switch (rsvgMissing, ffmpegMissing) {
        case (false, false): return nil
        case (true, false): return ExportError("rsvg-convert not found: install the Debian package librsvg2-bin")
        case (false, true): return ExportError("ffmpeg not found: install the Debian package ffmpeg")
        case (true, true):
            return ExportError("rsvg-convert and ffmpeg not found: install the Debian packages librsvg2-bin and ffmpeg")
        }
    }

    // MARK: - Input checks

    @Test(arguments: formats)
    func rejectsAnEmptyFrameList(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: ExportError("there are no frames to export")) {
            try Self.write(format, [], with: RasterExporter(size: Self.size, framesPerSecond: 30), in: directory)
        }
    }

    @Test(arguments: formats)
    func rejectsSizesThatAreNotPositiveAndFinite(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = ExportFixtures.movingSquare(frames: 1, size: Self.size)
        let cases: [(CGSize, String)] = [
            (CGSize(width: 0, height: 48), "0 × 48"),
            (CGSize(width: 64, height: -1), "64 × -1"),
            (CGSize(width: CGFloat.nan, height: 48), "nan × 48"),
            (CGSize(width: 64, height: CGFloat.infinity), "64 × inf"),
        ]
        for (size, text) in cases {
            #expect(throws: ExportError("the image size must be positive and finite, not \(text)")) {
                try Self.write(format, frames, with: RasterExporter(size: size, framesPerSecond: 30), in: directory)
            }
        }
        #expect(throws: ExportError("the image size 40000 × 48 is too large: at most 32767 pixels a side")) {
            let exporter = RasterExporter(size: CGSize(width: 40000, height: 48), framesPerSecond: 30)
            try Self.write(format, frames, with: exporter, in: directory)
        }
    }

    @Test(arguments: formats)
    func rejectsFrameRatesThatAreNotPositiveAndFinite(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = ExportFixtures.movingSquare(frames: 1, size: Self.size)
        for rate in [0, -30, Double.nan, Double.infinity] {
            #expect(throws: ExportError("the frame rate must be positive and finite, not \(rate)")) {
                let exporter = RasterExporter(size: Self.size, framesPerSecond: rate)
                try Self.write(format, frames, with: exporter, in: directory)
            }
        }
    }

    @Test(arguments: formats)
    func rejectsADestinationInsideAFile(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("plain-file")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)))
        let frames = ExportFixtures.movingSquare(frames: 2, size: Self.size)
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30)
        if let missing = Self.missingToolError(for: format) {
            // Tools are looked for before the destination is touched.
            #expect(throws: missing) { try Self.write(format, frames, with: exporter, in: file) }
            return
        }
        // A file where a directory should be, and a directory that cannot be created inside it.
        #expect(throws: ExportError("cannot write to \(file.path): it is a file, not a directory")) {
            try Self.write(.png, frames, with: exporter, in: file)
        }
        #expect(throws: ExportError("cannot create the directory \(file.path)/sub")) {
            try Self.write(format, frames, with: exporter, in: file.appendingPathComponent("sub"))
        }
        #expect(ExportFixtures.contents(of: directory) == ["plain-file"])
    }

    @Test(arguments: [ExportFormat.gif, .mp4])
    func rejectsADestinationThatIsADirectory(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.\(format.rawValue)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30)
        let frames = ExportFixtures.movingSquare(frames: 2, size: Self.size)
        let expected = Self.missingToolError(for: format)
            ?? ExportError("cannot write to \(target.path): it is a directory")
        #expect(throws: expected) { try Self.write(format, frames, with: exporter, in: directory) }
    }

    @Test(arguments: ["", "a/b", ".", ".."])
    func rejectsAFramePrefixThatIsNotAFileName(prefix: String) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: ExportError("the frame file prefix must be a plain file name, not \"\(prefix)\"")) {
            try RasterExporter(size: Self.size, framesPerSecond: 30)
                .writePNGFrames(ExportFixtures.movingSquare(frames: 1, size: Self.size), to: directory, prefix: prefix)
        }
    }

    // MARK: - Missing and failing tools

    @Test(arguments: formats)
    func namesThePackageOfAMissingRasteriser(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exporter = RasterExporter(
            size: Self.size,
            framesPerSecond: 30,
            rsvgConvert: URL(fileURLWithPath: "/nonexistent/kinema/rsvg-convert"),
            ffmpeg: ExternalTools.ffmpeg
        )
        let ffmpegMissing = format != .png && ExternalTools.ffmpeg == nil
        let expected = ffmpegMissing
            ? "rsvg-convert and ffmpeg not found: install the Debian packages librsvg2-bin and ffmpeg"
            : "rsvg-convert not found: install the Debian package librsvg2-bin"
        let output = directory.appendingPathComponent("output")
        #expect(throws: ExportError(expected)) {
            try Self.write(format, ExportFixtures.movingSquare(frames: 2, size: Self.size), with: exporter, in: output)
        }
        // Nothing was created.
        #expect(ExportFixtures.contents(of: directory).isEmpty)
    }

    @Test(arguments: [ExportFormat.gif, .mp4])
    func namesThePackageOfAMissingEncoder(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exporter = RasterExporter(
            size: Self.size,
            framesPerSecond: 30,
            rsvgConvert: ExternalTools.rsvgConvert,
            ffmpeg: URL(fileURLWithPath: "/nonexistent/kinema/ffmpeg")
        )
        let expected = ExternalTools.rsvgConvert == nil
            ? "rsvg-convert and ffmpeg not found: install the Debian packages librsvg2-bin and ffmpeg"
            : "ffmpeg not found: install the Debian package ffmpeg"
        #expect(throws: ExportError(expected)) {
            let frames = ExportFixtures.movingSquare(frames: 2, size: Self.size)
            try Self.write(format, frames, with: exporter, in: directory)
        }
        #expect(ExportFixtures.contents(of: directory).isEmpty)
    }

    @Test func reportsARasteriserThatFails() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = try #require(ExternalTools.locate("false"))
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30, rsvgConvert: failing, ffmpeg: nil)
        #expect(throws: ExportError("rsvg-convert on frame 0 failed (exit status 1)")) {
            try exporter.writePNGFrames(ExportFixtures.movingSquare(frames: 2, size: Self.size), to: directory)
        }
    }

    @Test func reportsTheFirstFrameTheRasteriserFailsOn() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A stand-in rasteriser that fails on frames 3 and later, whichever finishes first.
        let script = directory.appendingPathComponent("fake-rsvg-convert")
        let fake = """
            #!/bin/sh
            for input; do :; done
            case "$input" in */frame-[0-2].svg) exit 0 ;; esac
            number=${input##*/frame-}
            echo "cannot draw frame ${number%.svg}" >&2
            exit 4
            """
        #expect(ExportFixtures.makeFile(script, contents: fake, executable: true))
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30, rsvgConvert: script, ffmpeg: nil)
        let frames = ExportFixtures.movingSquare(frames: 12, size: Self.size)
        #expect(throws: ExportError("rsvg-convert on frame 3 failed (exit status 4): cannot draw frame 3")) {
            try exporter.writePNGFrames(frames, to: directory.appendingPathComponent("frames"))
        }
    }

    @Test(arguments: [ExportFormat.gif, .mp4])
    func leavesNothingBehindWhenTheEncoderFails(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = try #require(ExternalTools.locate("false"))
        let exporter = RasterExporter(
            size: Self.size, framesPerSecond: 30, rsvgConvert: ExternalTools.rsvgConvert, ffmpeg: failing
        )
        let frames = ExportFixtures.movingSquare(frames: 2, size: Self.size)
        if let missing = Self.missingToolError(for: .png) {
            #expect(throws: missing) { try Self.write(format, frames, with: exporter, in: directory) }
            return
        }
        let task = format == .gif ? "making the GIF palette" : "encoding the MP4"
        #expect(throws: ExportError("ffmpeg \(task) failed (exit status 1)")) {
            try Self.write(format, frames, with: exporter, in: directory)
        }
        #expect(ExportFixtures.contents(of: directory).isEmpty)
    }

    // MARK: - PNG frames

    @Test func writesOnePNGPerFrameAtTheSize() async throws {
        let root = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("nested/frames")
        let frames = ExportFixtures.movingSquare(frames: 5, size: Self.size)
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30)
        if let missing = Self.missingToolError(for: .png) {
            #expect(throws: missing) { try exporter.writePNGFrames(frames, to: directory) }
            return
        }
        let urls = try exporter.writePNGFrames(frames, to: directory)

        #expect(urls.map(\.lastPathComponent) == (0..<5).map { "frame-000\($0).png" })
        #expect(urls.allSatisfy { $0.deletingLastPathComponent().path == directory.path })
        #expect(ExportFixtures.contents(of: directory) == urls.map(\.lastPathComponent))
        for url in urls {
            let data = try Data(contentsOf: url)
            let header = try #require(ExportFixtures.pngHeader(data), "\(url.lastPathComponent) is not a PNG")
            #expect(header.width == 64)
            #expect(header.height == 48)
        }
        // `file` (libmagic) agrees, where it is installed.
        if let file = ExternalTools.locate("file") {
            let description = try await ExportFixtures.output(of: file, ["--brief", urls[0].path])
            #expect(description.hasPrefix("PNG image data, 64 x 48"))
        }
    }

    @Test func usesThePrefixAndReplacesEarlierFrames() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30)
        let frames = ExportFixtures.movingSquare(frames: 3, size: Self.size)
        if let missing = Self.missingToolError(for: .png) {
            #expect(throws: missing) { try exporter.writePNGFrames(frames, to: directory, prefix: "avatar") }
            return
        }
        #expect(ExportFixtures.makeFile(directory.appendingPathComponent("avatar-0001.png"), contents: "old"))
        let urls = try exporter.writePNGFrames(frames, to: directory, prefix: "avatar")
        #expect(urls.map(\.lastPathComponent) == ["avatar-0000.png", "avatar-0001.png", "avatar-0002.png"])
        #expect(ExportFixtures.pngHeader(try Data(contentsOf: urls[1])) != nil)
    }

    @Test func roundsTheSizeToWholePixels() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = CGSize(width: 40.4, height: 30.6)
        let exporter = RasterExporter(size: size, framesPerSecond: 30)
        let frames = ExportFixtures.movingSquare(frames: 1, size: size)
        if let missing = Self.missingToolError(for: .png) {
            #expect(throws: missing) { try exporter.writePNGFrames(frames, to: directory) }
            return
        }
        let url = try #require(try exporter.writePNGFrames(frames, to: directory).first)
        let header = try #require(ExportFixtures.pngHeader(try Data(contentsOf: url)))
        #expect(header.width == 40)
        #expect(header.height == 31)
    }

    @Test func drawsEachFramesPicture() async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30)
        let frames = ExportFixtures.movingSquare(frames: 3, size: Self.size)
        if let missing = Self.missingToolError(for: .png) {
            #expect(throws: missing) { try exporter.writePNGFrames(frames, to: directory) }
            return
        }
        let urls = try exporter.writePNGFrames(frames, to: directory)
        // Reading pixels needs a PNG decoder: ffmpeg's, when it is installed.
        guard let ffmpeg = ExternalTools.ffmpeg else { return }
        let firstFrames = try await ExportFixtures.rgbFrames(urls[0], ffmpeg: ffmpeg, width: 64, height: 48)
        let lastFrames = try await ExportFixtures.rgbFrames(urls[2], ffmpeg: ffmpeg, width: 64, height: 48)
        let first = try #require(firstFrames.first)
        let last = try #require(lastFrames.first)
        // The square spans x 0…10 in the first frame and 54…64 in the last, y 19…29.
        #expect(ExportFixtures.isRed(ExportFixtures.pixel(first, width: 64, x: 5, y: 24)))
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(first, width: 64, x: 58, y: 24)))
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(last, width: 64, x: 5, y: 24)))
        #expect(ExportFixtures.isRed(ExportFixtures.pixel(last, width: 64, x: 58, y: 24)))
    }
}
