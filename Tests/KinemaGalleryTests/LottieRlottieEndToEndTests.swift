import Foundation
import KinemaExport
import KinemaGallery
import KinemaRender
import KinemaTestSupport
import Testing

/// Issue 31's check of the Lottie export with a real Lottie renderer: every gallery scene's
/// Lottie document, drawn by Samsung's rlottie (Debian's `librlottie0-1`, through
/// `Tools/lottie-check/lottie_compare.py`), against Kinema's own frame drawn by `rsvg-convert`,
/// pixel by pixel at five frames per scene (the first, the quarters and the last).
///
/// The error stated in the `LottieExport` article: over white, the mean difference of a channel
/// is at most 0.5 % and at most 2 % of 2 × 2 pixel blocks differ by more than 10 % in a channel.
/// The two rasterisers draw edges a little differently, images registered as SVG are pixels in
/// Lottie, and `rsvg-convert` kerns text that Kinema lays out without kerning; nothing else
/// should differ. A scene listing a blur or a shadow among its approximations (Lottie players
/// such as rlottie draw neither) may differ by twice that.
///
/// It records all 21 scenes and runs a Python program per scene, so it runs with the other slow
/// checks: `KINEMA_END_TO_END=1 swift test --filter EndToEndTests`.
@Suite(
    "Lottie files drawn by rlottie",
    .enabled(if: endToEndIsEnabled, "records every scene and draws it twice: .ci/run runs it with KINEMA_END_TO_END=1"))
struct LottieRlottieEndToEndTests {
    /// The comparison's numbers for one frame.
    struct Comparison: Decodable {
        var frame: Int
        var mean: Double
        var over2: Double
    }

    struct Report: Decodable {
        var frames: [Comparison]
    }

    static let script = KinemaTool.packageRoot.appendingPathComponent("Tools/lottie-check/lottie_compare.py")

    @Test(.timeLimit(.minutes(20)))
    func everySceneMatchesItsFramesInRlottie() async throws {
        guard let rsvg = ExternalTools.rsvgConvert else {
            Issue.record("rsvg-convert is missing: run .ci/install-tools")
            return
        }
        let directory = try KinemaTool.temporaryDirectory("lottie-rlottie")
        defer { try? FileManager.default.removeItem(at: directory) }
        var failures: [String] = []
        // Recorded on the main actor, all at once; drawn and compared off it, so the other
        // end-to-end checks' main-actor work is not held up for minutes.
        let recordings = await MainActor.run { Gallery.scenes.map { ($0, $0.record(framesPerSecond: 60)) } }
        for (scene, recording) in recordings {
            let lottie = recording.lottie(name: scene.name) { SVGRasterizer.png(from: $0, width: $1, height: $2) }
            let document = directory.appendingPathComponent("\(scene.name).json")
            try lottie.data.write(to: document)

            let count = recording.frames.count
            let chosen = [0, count / 4, count / 2, 3 * count / 4, count - 1]
            var arguments = [Self.script.path, document.path]
            for frame in chosen {
                let svg = directory.appendingPathComponent("\(scene.name)-\(frame).svg")
                let png = directory.appendingPathComponent("\(scene.name)-\(frame).png")
                try SVGRenderer().render(recording.frames[frame].displayList, size: recording.size, background: .white)
                    .write(to: svg, atomically: true, encoding: .utf8)
                try Self.run(rsvg, [svg.path, "--output", png.path])
                arguments += ["--frame", "\(frame):\(png.path)"]
            }
            let output = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
            let report = try JSONDecoder().decode(Report.self, from: output)
            #expect(report.frames.map(\.frame) == chosen, "\(scene.name): the frames compared")

            let losesPixels = lottie.approximations.contains { $0.feature == "blur" || $0.feature == "shadow" }
            let meanBound = losesPixels ? 0.01 : 0.005
            let blockBound = losesPixels ? 0.04 : 0.02
            for comparison in report.frames where comparison.mean > meanBound || comparison.over2 > blockBound {
                failures.append("\(scene.name) frame \(comparison.frame): mean \(comparison.mean), "
                    + "blocks over 10 % \(comparison.over2) (bounds \(meanBound), \(blockBound))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Runs a program to completion and returns its standard output; a failure is an error with
    /// its standard error.
    @discardableResult
    static func run(_ executable: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a full pipe would stall the program.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(description: "\(executable.lastPathComponent) \(arguments.first ?? "") failed "
                + "(\(process.terminationStatus)): \(String(decoding: message, as: UTF8.self))")
        }
        return data
    }

    struct ToolFailure: Error, CustomStringConvertible {
        var description: String
    }
}
