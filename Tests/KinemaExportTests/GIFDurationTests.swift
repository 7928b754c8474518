import Foundation
import KinemaExport
import Testing

/// A GIF written from a recording lasts as long as the recording: its delays, read back from the
/// file, add up to frames ÷ fps in hundredths of a second. Read twice: by walking the file's
/// graphic control extensions, and by `ffprobe` (Debian package `ffmpeg`) when it is installed.
/// Without `rsvg-convert` or `ffmpeg` the export's documented error is checked instead.
@Suite("GIF duration")
struct GIFDurationTests {
    /// `avatar-bouncy` records 1.5 s at 60 fps: 90 frames, 150 hundredths (it used to last 1.8 s).
    @Test(arguments: [(90, 60.0, 150), (45, 30.0, 150), (36, 24.0, 150), (30, 120.0, 25)])
    func delaysReadBackAddUpToTheRecordingsDuration(frames count: Int, framesPerSecond: Double, hundredths: Int) async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = CGSize(width: 32, height: 24)
        guard let data = try RasterExporterTests.gif(
            frames: count, framesPerSecond: framesPerSecond, in: directory,
            frames: ExportFixtures.movingSquare(frames: count, size: size), size: size)
        else { return }

        let delays = try ExportFixtures.gifStructure(data).delays
        #expect(delays.reduce(0, +) == hundredths, "\(delays)")
        #expect(delays.allSatisfy { $0 >= 2 }, "browsers show 0 and 1 as 10: \(delays)")

        guard let ffprobe = ExternalTools.locate("ffprobe") else { return }
        let durations = try await ExportFixtures.packetDurations(directory.appendingPathComponent("out.gif"), ffprobe: ffprobe)
        #expect(durations == delays, "ffprobe reads the same delays")
        #expect(durations.reduce(0, +) == hundredths)
    }
}
