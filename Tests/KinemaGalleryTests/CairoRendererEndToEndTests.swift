import Foundation
import KinemaCairo
import KinemaExport
import KinemaGallery
import KinemaRender
import KinemaTestSupport
import Testing

/// The cairo rasteriser against `rsvg-convert` drawing the SVG renderer's document of the same
/// display list: every gallery scene at five frames (the first, the quarters and the last).
///
/// Over white, the mean difference of a channel is at most 0.5 % and at most 2 % of 2 × 2 pixel
/// blocks differ by more than 10 % in a channel: the two draw edges, text (`rsvg-convert` kerns
/// it, cairo draws Kinema's unkerned layout) and blurs (three boxes here, a true Gaussian there)
/// a little differently, and nothing else. (Measured at this check's introduction: at most 0.23 %
/// and 1.5 %, on the scaled avatar's edges.)
@Suite(
    "Cairo against rsvg-convert",
    .enabled(if: endToEndIsEnabled, "records every scene and draws it twice: .ci/run runs it with KINEMA_END_TO_END=1"))
struct CairoRendererEndToEndTests {
    @Test(.timeLimit(.minutes(20)))
    func everySceneDrawsAsRsvgDrawsIt() async throws {
        #expect(CairoRenderer.isAvailable, "cairo is missing: run .ci/install-tools")
        guard CairoRenderer.isAvailable, let rsvg = ExternalTools.rsvgConvert else {
            Issue.record("rsvg-convert is missing: run .ci/install-tools")
            return
        }
        let directory = try KinemaTool.temporaryDirectory("cairo-rsvg")
        defer { try? FileManager.default.removeItem(at: directory) }
        var failures: [String] = []
        // Recorded on the main actor, drawn and compared off it (see the Lottie check).
        let recordings = await MainActor.run { Gallery.scenes.map { ($0, $0.record(framesPerSecond: 60)) } }
        for (scene, recording) in recordings {
            let count = recording.frames.count
            for frame in [0, count / 4, count / 2, 3 * count / 4, count - 1] {
                let list = recording.frames[frame].displayList
                let svg = directory.appendingPathComponent("\(scene.name)-\(frame).svg")
                let png = directory.appendingPathComponent("\(scene.name)-\(frame).png")
                try SVGRenderer().render(list, size: recording.size, background: .white).write(to: svg, atomically: true, encoding: .utf8)
                try LottieRlottieEndToEndTests.run(rsvg, [svg.path, "--output", png.path])
                let reference = try CairoImage(pngData: Data(contentsOf: png))
                let drawn = try CairoRenderer().render(list, size: recording.size)
                let difference = PixelDifference(drawn, reference)
                if difference.mean > 0.005 || difference.blocksOver > 0.02 {
                    failures.append("\(scene.name) frame \(frame): mean \(difference.mean), blocks over 10 % \(difference.blocksOver)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

/// How two pictures of one size differ over white: the mean difference of a channel (0…1), and
/// the fraction of 2 × 2 blocks whose mean differs by more than 10 % in some channel.
struct PixelDifference {
    var mean = 0.0
    var blocksOver = 0.0

    init(_ a: CairoImage, _ b: CairoImage) {
        guard a.width == b.width, a.height == b.height, a.width > 1, a.height > 1 else {
            mean = 1
            blocksOver = 1
            return
        }
        // Premultiplied over white: c + (255 − alpha).
        func channel(_ image: CairoImage, _ x: Int, _ y: Int, _ k: Int) -> Double {
            let index = (y * image.width + x) * 4
            return Double(Int(image.rgba[index + k]) + 255 - Int(image.rgba[index + 3])) / 255
        }
        var total = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                for k in 0..<3 { total += abs(channel(a, x, y, k) - channel(b, x, y, k)) }
            }
        }
        mean = total / Double(a.width * a.height * 3)
        var over = 0, blocks = 0
        for y in stride(from: 0, to: a.height - 1, by: 2) {
            for x in stride(from: 0, to: a.width - 1, by: 2) {
                blocks += 1
                let worst = (0..<3).map { k -> Double in
                    let points = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
                    let first = points.map { channel(a, $0.0, $0.1, k) }.reduce(0, +) / 4
                    let second = points.map { channel(b, $0.0, $0.1, k) }.reduce(0, +) / 4
                    return abs(first - second)
                }.max() ?? 0
                if worst > 0.1 { over += 1 }
            }
        }
        blocksOver = Double(over) / Double(max(blocks, 1))
    }
}
