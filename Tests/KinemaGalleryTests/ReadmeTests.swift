import Foundation
import KinemaGallery
import Testing

/// The README says what is true: what `.ci/install-tools` installs, that the first build needs the
/// network, examples that leave nothing in the repository, and commands written as the user types
/// them — as the gallery's cards write them too.
@Suite("README")
struct ReadmeTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: KinemaTool.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README's paragraph about `.ci/install-tools`, on one line.
    static func installParagraph() throws -> String {
        let readme = try text("README.md")
        let paragraph = try #require(readme.components(separatedBy: "\n\n").first { $0.contains("bash .ci/install-tools") })
        return paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Every program the script installs is named, with the count; no "both".
    @Test func theInstallScriptsProgramsAreNamed() throws {
        let script = try Self.text(".ci/install-tools")
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("tools=(") })
        let tools = line.dropFirst("tools=(".count).dropLast().split(separator: " ").map(String.init)
        #expect(tools == ["rsvg-convert", "ffmpeg", "chromium", "dejavu-fonts", "emoji-font", "node", "rlottie", "python3",
                          "cairo", "sdl2", "xvfb-run", "xdotool", "xwd"],
                "update this test with the script")
        let paragraph = try Self.installParagraph()
        #expect(paragraph.contains("installs eight programs"), "\(paragraph)")
        #expect(paragraph.contains("three libraries"), "\(paragraph)")
        for name in ["`rsvg-convert`", "`ffmpeg`", "Chromium", "Node.js", "`python3`", "`xvfb-run`", "`xdotool`", "`xwd`",
                     "rlottie", "`librlottie0-1`", "`libcairo2`", "`libsdl2-2.0-0`", "DejaVu fonts", "`fonts-noto-color-emoji`"] {
            #expect(paragraph.contains(name), "\(name) is not named: \(paragraph)")
        }
        #expect(!paragraph.contains("both") && !paragraph.contains("those two"), "\(paragraph)")
    }

    @Test func theFirstBuildsDownloadsAreMentioned() throws {
        let readme = try Self.text("README.md")
        #expect(!readme.contains("nothing else is needed"))
        let flat = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("The first build fetches Kinema's package dependencies"))
    }

    /// Every `swift run kinema render`, `plot` or `preview-render` example names an `--out` outside the checkout (an
    /// absolute path or standard output), so trying it leaves no file in the repository.
    @Test func examplesWriteOutsideTheRepository() throws {
        let flat = try Self.text("README.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let pattern = try NSRegularExpression(pattern: "`(swift run kinema (?:render|plot|preview-render) [^`]*)`")
        let examples = pattern.matches(in: flat, range: NSRange(flat.startIndex..., in: flat)).compactMap {
            Range($0.range(at: 1), in: flat).map { String(flat[$0]) }
        }
        #expect(examples.count >= 3, "\(examples)")
        for example in examples {
            let words = example.split(separator: " ")
            let out = words.firstIndex(of: "--out").map { words.index(after: $0) }.flatMap { words.indices.contains($0) ? words[$0] : nil }
            #expect(out.map { $0.hasPrefix("/") || $0 == "-" } == true, "\(example) writes into the current folder")
        }
        #expect(examples.contains { $0.contains("--format gif") }, "\(examples)")
    }

    /// `.ci/run` calls README's test command exactly, and the slow end-to-end step README
    /// documents, so nothing README promises is left out of CI.
    @Test func ciRunsReadmesTestCommands() throws {
        let readme = try Self.text("README.md")
        let steps = Set(try Self.text(".ci/run").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let endToEnd = "KINEMA_END_TO_END=1 swift test --filter EndToEndTests"
        #expect(readme.contains("```sh\nswift test\n```"))
        #expect(steps.contains("swift test"))
        #expect(readme.contains("```sh\n\(endToEnd)\n```"))
        #expect(steps.contains(endToEnd))
    }

    /// The cards show the command as the README writes it, `swift run kinema …`, which works in
    /// the package's folder without installing anything.
    @Test @MainActor func galleryCardsShowTheCommandAsTyped() throws {
        let directory = try KinemaTool.temporaryDirectory("cards")
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try String(contentsOf: Gallery.write(to: directory, framesPerSecond: 2), encoding: .utf8)
        for scene in Gallery.scenes {
            #expect(index.contains("<code>swift run kinema render \(scene.name)</code>"), "\(scene.name)")
        }
        #expect(!index.contains("<code>kinema "), "no command the user cannot type as is")
        #expect(try Self.text("README.md").contains("`swift run kinema render "))
    }
}
