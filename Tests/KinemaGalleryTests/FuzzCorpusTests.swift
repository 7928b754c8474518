import Foundation
import KinemaTestSupport
import Testing

/// The fuzz targets' seed corpora (`Fuzz/Corpus/TARGET`, with every input that once failed) are
/// replayed by the targets' programs built without libFuzzer (`fuzz-parser` and friends, beside
/// the test bundle): each must read every input and exit 0. A failed check aborts the program,
/// so a regression is a non-zero exit here, not a crash of the test process.
@Suite("Fuzz corpora")
struct FuzzCorpusTests {
    static let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    static func program(_ name: String) -> URL? {
        let url = directory.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    @Test(arguments: ["parser", "animations", "keyframes", "views"])
    func theSeedCorpusReplaysCleanly(target: String) async throws {
        let program = try #require(Self.program("fuzz-\(target)"), "fuzz-\(target) is not built: run `swift build`")
        let corpus = KinemaTool.packageRoot.appendingPathComponent("Fuzz/Corpus/\(target)")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
        #expect(inputs.count >= 10, "a seed corpus of some size")
        let run = try await ChildProcess.run(program, [corpus.path], mergingError: true, timeout: .seconds(300))
        let text = run.outputText
        #expect(run.status == 0, "\(text.prefix(2000))")
        #expect(text.contains("replayed \(inputs.count) inputs"), "\(text.prefix(2000))")
    }
}
