import Foundation
import KinemaCairo
import KinemaDisplay

extension RasterExporter {
    /// The output image size in whole pixels: each side rounded, at least 1.
    var pixelSize: (width: Int, height: Int) {
        (max(1, Int(size.width.rounded())), max(1, Int(size.height.rounded())))
    }

    /// The number of digits in frame file names: four, or enough for the last frame's number.
    static func frameDigits(count: Int) -> Int {
        max(4, String(max(count - 1, 0)).count)
    }

    /// The name of frame `index`'s image: `prefix-0007.png`.
    static func frameFileName(prefix: String, index: Int, digits: Int) -> String {
        let number = String(index)
        return "\(prefix)-\(String(repeating: "0", count: max(digits - number.count, 0)))\(number).png"
    }

    /// Draws every frame to `prefix-NNNN.png` in `directory` with cairo, in this process, as many
    /// at once as there are processors, on white, as the SVG frames are. After a failure no later
    /// frames are started, and the error of the first frame that fails is thrown.
    func rasterise(_ drawings: [DisplayList], into directory: URL, prefix: String, background: Color? = .white) throws -> [URL] {
        let (width, height) = pixelSize
        let pictureSize = CGSize(width: width, height: height)
        let digits = Self.frameDigits(count: drawings.count)
        let outputs = drawings.indices.map { index in
            directory.appendingPathComponent(Self.frameFileName(prefix: prefix, index: index, digits: digits))
        }
        let failures = FrameFailures()
        DispatchQueue.concurrentPerform(iterations: drawings.count) { index in
            guard !failures.isSkipped(index) else { return }
            do {
                let png = try CairoRenderer().pngData(drawings[index], size: pictureSize, background: background)
                do {
                    try png.write(to: outputs[index])
                } catch {
                    throw ExportError("cannot write \(outputs[index].lastPathComponent): \(error.localizedDescription)")
                }
            } catch let error as CairoError {
                failures.record(ExportError("cannot draw frame \(index): \(error)"), at: index)
            } catch {
                failures.record(error, at: index)
            }
        }
        if let error = failures.first { throw error }
        return outputs
    }

    /// Renders every frame to `prefix-NNNN.png` in `directory` with the `rsvg-convert` at
    /// `executable`, through SVG files in `scratch`.
    ///
    /// `rsvg-convert` draws one file per run and most of a run is starting up, so as many run at
    /// once as there are processors. After a failure no later frames are started, and the error of
    /// the first frame that fails is thrown.
    ///
    /// - Parameter background: A colour `rsvg-convert` paints under each frame (CSS syntax), or
    ///   `nil` to keep transparency.
    func rasterise(
        _ svgFrames: [String],
        with executable: URL,
        into directory: URL,
        prefix: String,
        scratch: URL,
        background: String? = nil
    ) throws -> [URL] {
        let rsvg = ToolProcess(tool: .rsvgConvert, executable: executable, scratch: scratch)
        let (width, height) = pixelSize
        let digits = Self.frameDigits(count: svgFrames.count)
        let options = ["--width", String(width), "--height", String(height), "--format", "png"]
            + (background.map { ["--background-color", $0] } ?? [])
        let outputs = svgFrames.indices.map { index in
            directory.appendingPathComponent(Self.frameFileName(prefix: prefix, index: index, digits: digits))
        }

        let failures = FrameFailures()
        DispatchQueue.concurrentPerform(iterations: svgFrames.count) { index in
            guard !failures.isSkipped(index) else { return }
            let input = scratch.appendingPathComponent("frame-\(index).svg")
            defer { try? FileManager.default.removeItem(at: input) }
            do {
                do {
                    try Data(svgFrames[index].utf8).write(to: input)
                } catch {
                    throw ExportError("cannot write a temporary file in \(scratch.path)")
                }
                let arguments = options + ["--output", outputs[index].path, input.path]
                try rsvg.run(arguments, task: "on frame \(index)", timeout: 120)
            } catch {
                failures.record(error, at: index)
            }
        }
        if let error = failures.first { throw error }
        return outputs
    }
}

/// The earliest failure among frames rendered at the same time.
private final class FrameFailures: @unchecked Sendable {
    // Every access holds `lock`.
    private let lock = NSLock()
    private var earliest: (index: Int, error: any Error)?

    /// Whether frame `index` need not run: an earlier frame has failed already. Frames before a
    /// failure still run, so the error kept is that of the first failing frame, whatever the order
    /// in which frames finish.
    func isSkipped(_ index: Int) -> Bool {
        lock.withLock { earliest.map { index > $0.index } ?? false }
    }

    /// The error of the earliest failed frame.
    var first: (any Error)? {
        lock.withLock { earliest?.error }
    }

    func record(_ error: any Error, at index: Int) {
        lock.withLock {
            if earliest.map({ index < $0.index }) ?? true { earliest = (index, error) }
        }
    }
}
