import Foundation
import KinemaExport
import Testing

extension RasterExporterTests {
    /// Writes an MP4 of the moving square and returns its URL, or checks the documented
    /// missing-tool error and returns `nil` when `rsvg-convert` or `ffmpeg` is not installed.
    static func mp4(frames count: Int, size: CGSize, framesPerSecond: Double, in directory: URL) throws -> URL? {
        let exporter = RasterExporter(size: size, framesPerSecond: framesPerSecond)
        let frames = ExportFixtures.movingSquare(frames: count, size: size)
        let url = directory.appendingPathComponent("out.mp4")
        if let missing = missingToolError(for: .mp4) {
            let before = try? Data(contentsOf: url)
            #expect(throws: missing) { try exporter.writeMP4(frames, to: url) }
            #expect((try? Data(contentsOf: url)) == before)
            return nil
        }
        try exporter.writeMP4(frames, to: url)
        // An MP4 starts with its `ftyp` box.
        #expect(try Data(contentsOf: url).dropFirst(4).starts(with: Array("ftyp".utf8)))
        #expect(ExportFixtures.contents(of: directory) == ["out.mp4"])
        return url
    }

    @Test func writesAnH264VideoWithOneFramePerFrame() async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let url = try Self.mp4(frames: 15, size: Self.size, framesPerSecond: 30, in: directory) else { return }
        guard let ffprobe = ExternalTools.locate("ffprobe") else { return }
        let stream = try await ExportFixtures.probe(url, ffprobe: ffprobe)
        #expect(stream["codec_name"] == "h264")
        #expect(stream["pix_fmt"] == "yuv420p")
        #expect(stream["width"] == "64")
        #expect(stream["height"] == "48")
        #expect(stream["nb_read_frames"] == "15")
        #expect(stream["r_frame_rate"] == "30/1")
    }

    @Test func keepsAFractionalFrameRate() async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let url = try Self.mp4(frames: 4, size: Self.size, framesPerSecond: 12.5, in: directory),
            let ffprobe = ExternalTools.locate("ffprobe")
        else { return }
        let stream = try await ExportFixtures.probe(url, ffprobe: ffprobe)
        #expect(stream["r_frame_rate"] == "25/2")
        #expect(stream["nb_read_frames"] == "4")
    }

    @Test func padsOddSizesWithWhiteToEvenOnes() async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A transparent background, so the white must come from the exporter.
        let size = CGSize(width: 63, height: 47)
        let exporter = RasterExporter(size: size, framesPerSecond: 30)
        let frames = ExportFixtures.movingSquare(frames: 3, size: size, background: nil)
        let url = directory.appendingPathComponent("odd.mp4")
        if let missing = Self.missingToolError(for: .mp4) {
            #expect(throws: missing) { try exporter.writeMP4(frames, to: url) }
            return
        }
        try exporter.writeMP4(frames, to: url)
        let ffmpeg = try #require(ExternalTools.ffmpeg)
        let decoded = try await ExportFixtures.rgbFrames(url, ffmpeg: ffmpeg, width: 64, height: 48)
        try #require(decoded.count == 3)
        // The square spans x 0…10, y 18.5…28.5 in the first frame; the rest is white, padding too.
        #expect(ExportFixtures.isRed(ExportFixtures.pixel(decoded[0], width: 64, x: 5, y: 23)))
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(decoded[0], width: 64, x: 40, y: 23)))
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(decoded[0], width: 64, x: 63, y: 23)))
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(decoded[0], width: 64, x: 30, y: 47)))
        #expect(ExportFixtures.isRed(ExportFixtures.pixel(decoded[2], width: 64, x: 57, y: 23)))
    }
}
