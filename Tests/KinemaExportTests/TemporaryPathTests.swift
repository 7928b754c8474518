import Foundation
@testable import KinemaExport
import Testing

/// An export's error never shows the private temporary folder or the hidden file a GIF or MP4 is
/// encoded into: those paths are gone when the message is read. A tool's message names the
/// destination instead, or says "a temporary file".
///
/// The tools are stand-ins (shell scripts), so this runs without rsvg-convert or ffmpeg: the
/// rasteriser succeeds without drawing, and the encoder fails, echoing its arguments, which hold
/// the frame pattern in the temporary folder and the hidden output file.
@Suite("Temporary paths in export errors")
struct TemporaryPathTests {
    @Test(arguments: [ExportFormat.gif, .mp4])
    func aFailingEncoderNamesTheDestinationNotTheTemporaryFiles(format: ExportFormat) throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rasteriser = directory.appendingPathComponent("rsvg-convert")
        let encoder = directory.appendingPathComponent("ffmpeg")
        #expect(ExportFixtures.makeFile(rasteriser, contents: "#!/bin/sh\nexit 0\n", executable: true))
        #expect(ExportFixtures.makeFile(encoder, contents: "#!/bin/sh\necho \"$@\" >&2\nexit 1\n", executable: true))
        let exporter = RasterExporter(
            size: CGSize(width: 16, height: 16), framesPerSecond: 30, rsvgConvert: rasteriser, ffmpeg: encoder)
        let destination = directory.appendingPathComponent("out.\(format.rawValue)")
        let frames = ExportFixtures.movingSquare(frames: 2, size: CGSize(width: 16, height: 16))

        let error = try #require(throws: ExportError.self) {
            if format == .gif { try exporter.writeGIF(frames, to: destination) } else { try exporter.writeMP4(frames, to: destination) }
        }
        let message = error.description
        #expect(message.hasPrefix("ffmpeg "), "\(message)")
        // The scratch folder is kinema-export-UUID; the test's own folder is kinema-export-tests-UUID.
        #expect(message.range(of: "kinema-export-[0-9A-F]{8}-", options: .regularExpression) == nil,
                "no temporary folder: \(message)")
        #expect(!message.contains(".partial"), "no hidden file: \(message)")
        #expect(message.contains("a temporary file"), "\(message)")
        if format == .mp4 {
            #expect(message.contains(destination.standardizedFileURL.path), "the MP4 is named by its destination: \(message)")
        }
        #expect(ExportFixtures.contents(of: directory) == ["ffmpeg", "rsvg-convert"], "nothing is left behind")
    }

    @Test func replacingAPathCoversFileURLsAndNamesInside() {
        let error = ExportError("ffmpeg failed: file:/tmp/k1/frame-%04d.png: No such file; cannot write in /tmp/k1")
        let replaced = error.replacing(path: "/tmp/k1") { $0.isEmpty ? "/tmp" : "a temporary file" }
        #expect(replaced.description == "ffmpeg failed: a temporary file: No such file; cannot write in /tmp")
        #expect(ExportError("no path here").replacing(path: "/tmp/k1") { _ in "x" } == ExportError("no path here"))
    }
}
