import Foundation
import Kinema
import KinemaTestSupport

/// Frames, scratch folders and minimal file readers shared by the export tests.
enum ExportFixtures {
    /// A red 10 × 10 square moving from the left edge to the right edge of a white canvas, one
    /// SVG document per frame; frame `k` has the square's left edge at `k × step`.
    static func movingSquare(frames: Int, size: CGSize, background: Color? = .white) -> [String] {
        let step = frames > 1 ? (size.width - 10) / CGFloat(frames - 1) : 0
        return (0..<frames).map { frame in
            let square = DisplayList.Item(
                content: .color(Color(red: 1, green: 0, blue: 0)),
                frame: CGRect(x: CGFloat(frame) * step, y: (size.height - 10) / 2, width: 10, height: 10)
            )
            return SVGRenderer().render(DisplayList(items: [square]), size: size, background: background)
        }
    }

    /// A new empty directory for one test; remove it with `FileManager.removeItem`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-export-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Creates a file with `contents`, executable or not, and returns whether that worked.
    static func makeFile(_ url: URL, contents: String = "", executable: Bool = false) -> Bool {
        let permissions = executable ? 0o755 : 0o644
        return FileManager.default.createFile(
            atPath: url.path, contents: Data(contents.utf8), attributes: [.posixPermissions: permissions]
        )
    }

    /// The names of the files in `directory`, sorted.
    static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    // MARK: - PNG

    /// What a PNG file's signature and IHDR chunk say.
    struct PNGHeader: Equatable {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colourType: Int
    }

    /// Reads the signature and the first chunk, which the PNG specification requires to be IHDR;
    /// `nil` when they are not there.
    static func pngHeader(_ data: Data) -> PNGHeader? {
        let bytes = [UInt8](data.prefix(26))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 26, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func uint32(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return PNGHeader(width: uint32(16), height: uint32(20), bitDepth: Int(bytes[24]), colourType: Int(bytes[25]))
    }

    // MARK: - GIF

    /// The parts of a GIF file the tests check.
    struct GIFStructure: Equatable {
        var version: String
        var width: Int
        var height: Int
        /// The number of image descriptors (`0x2C` blocks): the frames.
        var imageCount: Int
        /// Each graphic control extension's delay, in hundredths of a second.
        var delays: [Int]
        /// The NETSCAPE2.0 loop count (0: forever), or `nil` without that extension.
        var loopCount: Int?
    }

    struct GIFFormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// Walks a GIF's blocks (GIF89a specification, sections 17–27) without decoding images.
    static func gifStructure(_ data: Data) throws -> GIFStructure {
        let bytes = [UInt8](data)
        var position = 0
        func byte() throws -> Int {
            guard position < bytes.count else { throw GIFFormatError(description: "truncated at \(position)") }
            defer { position += 1 }
            return Int(bytes[position])
        }
        func uint16() throws -> Int {
            let low = try byte()
            return try byte() << 8 | low
        }
        func skipSubBlocks() throws {
            while true {
                let length = try byte()
                if length == 0 { return }
                position += length
            }
        }
        guard bytes.count >= 13 else { throw GIFFormatError(description: "shorter than a header") }
        let version = String(decoding: bytes[0..<6], as: UTF8.self)
        position = 6
        let width = try uint16(), height = try uint16()
        var gif = GIFStructure(
            version: version, width: width, height: height, imageCount: 0, delays: [], loopCount: nil
        )
        let flags = try byte()
        position += 2  // background colour index, pixel aspect ratio
        if flags & 0x80 != 0 { position += 3 << ((flags & 7) + 1) }
        while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let start = position
                if label == 0xF9, try byte() == 4 {
                    _ = try byte()  // packed fields
                    gif.delays.append(try uint16())
                } else if label == 0xFF, try byte() == 11,
                    String(decoding: bytes[position..<min(position + 11, bytes.count)], as: UTF8.self) == "NETSCAPE2.0"
                {
                    position += 11
                    if try byte() == 3, try byte() == 1 { gif.loopCount = try uint16() }
                }
                position = start
                try skipSubBlocks()
            case 0x2C:
                position += 8  // left, top, width, height
                let imageFlags = try byte()
                if imageFlags & 0x80 != 0 { position += 3 << ((imageFlags & 7) + 1) }
                position += 1  // LZW minimum code size
                try skipSubBlocks()
                gif.imageCount += 1
            case 0x3B:
                return gif
            case let other:
                throw GIFFormatError(description: "unexpected block 0x\(String(other, radix: 16)) at \(position - 1)")
            }
        }
    }

    // MARK: - Running tools

    /// Runs `executable` with `arguments` and returns its standard output; the wait does not hold
    /// a thread of the test process (see `ChildProcess`).
    static func output(of executable: URL, _ arguments: [String]) async throws -> String {
        try await ChildProcess.run(executable, arguments, timeout: .seconds(300)).outputText
    }

    /// What ffprobe reports about a file's first video stream, as `key=value` pairs (frames
    /// counted by decoding).
    static func probe(_ url: URL, ffprobe: URL) async throws -> [String: String] {
        let text = try await output(of: ffprobe, [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames,r_frame_rate",
            "-of", "default=noprint_wrappers=1", url.path,
        ])
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    /// Each packet's duration in the first video stream, as ffprobe reads it, in hundredths of a
    /// second (for a GIF: each image's delay).
    static func packetDurations(_ url: URL, ffprobe: URL) async throws -> [Int] {
        let text = try await output(of: ffprobe, [
            "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration_time",
            "-of", "csv=p=0", url.path,
        ])
        return text.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            .map { Int(($0 * 100).rounded()) }
    }

    /// Decodes every frame of an image or video with ffmpeg into 8-bit RGB, frame after frame,
    /// row after row.
    static func rgbFrames(_ url: URL, ffmpeg: URL, width: Int, height: Int) async throws -> [[UInt8]] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let raw = directory.appendingPathComponent("frames.rgb")
        let arguments = ["-nostdin", "-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path]
        _ = try await output(of: ffmpeg, arguments)
        let bytes = [UInt8](try Data(contentsOf: raw))
        let frameLength = width * height * 3
        guard frameLength > 0 else { return [] }
        return stride(from: 0, to: bytes.count - frameLength + 1, by: frameLength).map {
            Array(bytes[$0..<$0 + frameLength])
        }
    }

    /// The RGB colour at a pixel of a decoded frame.
    static func pixel(_ frame: [UInt8], width: Int, x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        let offset = (y * width + x) * 3
        return (Int(frame[offset]), Int(frame[offset + 1]), Int(frame[offset + 2]))
    }

    /// Whether a colour is close to pure red, allowing for dithering and video compression.
    static func isRed(_ colour: (red: Int, green: Int, blue: Int)) -> Bool {
        colour.red > 200 && colour.green < 60 && colour.blue < 60
    }

    /// Whether a colour is close to white.
    static func isWhite(_ colour: (red: Int, green: Int, blue: Int)) -> Bool {
        colour.red > 235 && colour.green > 235 && colour.blue > 235
    }
}
