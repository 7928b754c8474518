import Foundation
import KinemaTestSupport
import Testing

/// `kinema-soak` (beside the test bundle): a scene of endless animations — a repeating phase
/// animator, a repeating keyframe animator, a `repeatForever` rotation — advanced frame by frame.
/// Its resident memory stays flat and two runs draw byte-identical frames. CI runs 60,000 frames
/// (over 16 minutes of animation); the note has the million-frame figures.
@Suite("Soak")
struct SoakTests {
    struct Sample: Equatable {
        var frame: Int
        var residentKiB: Int
        var svgHash: String
    }

    static func run(frames: Int, every: Int) async throws -> [Sample] {
        let program = try #require(FuzzCorpusTests.program("kinema-soak"), "kinema-soak is not built: run `swift build`")
        let run = try await ChildProcess.run(program, [String(frames), String(every)], timeout: .seconds(540))
        #expect(run.status == 0, "\(run.errorText.prefix(2000))")
        return run.outputText.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 6, let frame = Int(words[1]), let rss = Int(words[3]) else { return nil }
            return Sample(frame: frame, residentKiB: rss, svgHash: String(words[5]))
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func memoryStaysFlatAndRunsAreIdentical() async throws {
        let first = try await Self.run(frames: 60_000, every: 6_000)
        #expect(first.map(\.frame) == Array(stride(from: 6_000, through: 60_000, by: 6_000)))
        // The frames keep changing: the animations never end.
        #expect(Set(first.map(\.svgHash)).count > 5)
        // Flat: after the first sample (caches warm), no sample more than 1 MiB above it.
        let baseline = try #require(first.first).residentKiB
        #expect(baseline > 0, "reads /proc/self/statm")
        for sample in first.dropFirst() {
            #expect(sample.residentKiB <= baseline + 1_024, "frame \(sample.frame): \(sample.residentKiB) KiB against \(baseline) KiB")
        }
        // Deterministic: a second run draws the same frames.
        let second = try await Self.run(frames: 60_000, every: 6_000)
        #expect(second.map(\.svgHash) == first.map(\.svgHash))
    }
}
