import Foundation
import KinemaExport
import Testing

extension RasterExporterTests {
    /// Writes a GIF of the moving square and returns its bytes, or checks the documented
    /// missing-tool error and returns `nil` when `rsvg-convert` or `ffmpeg` is not installed.
    static func gif(
        frames count: Int, framesPerSecond: Double, in directory: URL, frames: [String]? = nil, size: CGSize = size
    ) throws -> Data? {
        let exporter = RasterExporter(size: size, framesPerSecond: framesPerSecond)
        let frames = frames ?? ExportFixtures.movingSquare(frames: count, size: size)
        let url = directory.appendingPathComponent("out.gif")
        if let missing = missingToolError(for: .gif) {
            let before = try? Data(contentsOf: url)
            #expect(throws: missing) { try exporter.writeGIF(frames, to: url) }
            #expect((try? Data(contentsOf: url)) == before)
            return nil
        }
        try exporter.writeGIF(frames, to: url)
        return try Data(contentsOf: url)
    }

    @Test func writesALoopingGIFWithOneImagePerFrame() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let data = try Self.gif(frames: 12, framesPerSecond: 30, in: directory) else { return }

        let gif = try ExportFixtures.gifStructure(data)
        #expect(gif.version == "GIF89a")
        #expect(gif.width == 64)
        #expect(gif.height == 48)
        #expect(gif.imageCount == 12)
        #expect(gif.loopCount == 0)
        // Only the GIF is left: intermediate files live elsewhere and are gone.
        #expect(ExportFixtures.contents(of: directory) == ["out.gif"])
    }

    /// The delays written are `GIFTiming`'s: frame k starts at round(k × 100 / fps) hundredths up
    /// to 50 fps; above, one image every 2 hundredths. The total is the recording's duration.
    @Test(arguments: [
        (30.0, [3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3]),
        (10.0, Array(repeating: 10, count: 12)),
        (50.0, Array(repeating: 2, count: 12)),
        (60.0, Array(repeating: 2, count: 10)),
        (120.0, Array(repeating: 2, count: 5)),
        (24.0, [4, 4, 5, 4, 4, 4, 4, 4, 5, 4, 4, 4]),
        (40.0, [3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2]),
    ])
    func roundsFrameDelaysToHundredthsOfASecond(framesPerSecond: Double, delays: [Int]) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let data = try Self.gif(frames: 12, framesPerSecond: framesPerSecond, in: directory) else { return }
        #expect(try ExportFixtures.gifStructure(data).delays == delays)
    }

    @Test func keepsFramesThatDoNotChange() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let still = Array(repeating: ExportFixtures.movingSquare(frames: 1, size: Self.size)[0], count: 5)
        guard let data = try Self.gif(frames: 5, framesPerSecond: 10, in: directory, frames: still) else { return }
        let gif = try ExportFixtures.gifStructure(data)
        #expect(gif.imageCount == 5)
        #expect(gif.delays.reduce(0, +) == 50)
    }

    @Test func decodesToTheFramesPictures() async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard try Self.gif(frames: 6, framesPerSecond: 30, in: directory) != nil,
            let ffmpeg = ExternalTools.ffmpeg
        else { return }
        let url = directory.appendingPathComponent("out.gif")
        if let ffprobe = ExternalTools.locate("ffprobe") {
            let stream = try await ExportFixtures.probe(url, ffprobe: ffprobe)
            #expect(stream["codec_name"] == "gif")
            #expect(stream["width"] == "64")
            #expect(stream["height"] == "48")
            #expect(stream["nb_read_frames"] == "6")
        }
        let decoded = try await ExportFixtures.rgbFrames(url, ffmpeg: ffmpeg, width: 64, height: 48)
        try #require(decoded.count == 6)
        #expect(ExportFixtures.isRed(ExportFixtures.pixel(decoded[0], width: 64, x: 5, y: 24)))
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(decoded[0], width: 64, x: 58, y: 24)))
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(decoded[5], width: 64, x: 5, y: 24)))
        #expect(ExportFixtures.isRed(ExportFixtures.pixel(decoded[5], width: 64, x: 58, y: 24)))
    }

    @Test func replacesAnExistingGIF() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ExportFixtures.makeFile(directory.appendingPathComponent("out.gif"), contents: "old"))
        guard let data = try Self.gif(frames: 2, framesPerSecond: 30, in: directory) else { return }
        #expect(data.starts(with: Array("GIF89a".utf8)))
        #expect(ExportFixtures.contents(of: directory) == ["out.gif"])
    }
}
