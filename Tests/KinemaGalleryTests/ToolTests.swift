import Foundation
import KinemaCairo
import KinemaGallery
import KinemaTestSupport
import Testing

/// End-to-end tests of the `kinema` command-line tool: each runs the real built binary (see
/// `KinemaTool`) and checks what it prints and writes.
@Suite("kinema tool", .enabled(if: KinemaTool.shouldRun, KinemaTool.skipReason))
struct ToolTests {
    // MARK: - The gallery (the default command)

    /// `kinema` with no arguments writes `kinema-gallery/` in the current directory and prints the
    /// path of its index. Run with neither rsvg-convert nor ffmpeg on `PATH`, it says once that
    /// the pages have no downloads (the GIFs and MP4s of sixty-frame recordings take minutes:
    /// `galleryWithMediaWritesAGIFAndAnMP4PerScene` checks them at a low rate).
    @Test func noArgumentsWritesTheGalleryAndPrintsTheIndexPath() async throws {
        let directory = try KinemaTool.temporaryDirectory("gallery")
        defer { try? FileManager.default.removeItem(at: directory) }
        let emptyPath = directory.appendingPathComponent("no-tools", isDirectory: true)
        try FileManager.default.createDirectory(at: emptyPath, withIntermediateDirectories: true)
        let run = try await KinemaTool.run([], in: directory, path: emptyPath.path)
        #expect(run.status == 0, "\(run)")
        let index = directory.appendingPathComponent("kinema-gallery/index.html")
        #expect(run.output.hasSuffix("\n"), "\(run)")
        let printed = run.output.trimmingCharacters(in: .newlines)
        #expect(!printed.contains("\n"), "prints one line: \(run)")
        #expect(KinemaTool.canonical(printed) == KinemaTool.canonical(index), "\(run)")
        #expect(FileManager.default.fileExists(atPath: index.path))
        // Progress goes to standard error, one line a scene, after the note.
        let notes = run.errorLines.filter { $0.hasPrefix("note: no GIF or MP4 downloads") }
        #expect(notes.count == 1, "\(run)")
        #expect(run.errorLines.count == Gallery.scenes.count + 1, "\(run)")
        #expect(run.errorMessages.isEmpty, "\(run)")
        #expect(!KinemaTool.contents(of: directory.appendingPathComponent("kinema-gallery")).contains { $0.hasSuffix(".gif") })
    }

    /// With rsvg-convert and ffmpeg on `PATH`, every scene gets a GIF and an MP4, linked from its
    /// page for download; missing folders on the way to `--out` are made.
    @Test(.enabled(if: KinemaTool.locate("rsvg-convert") != nil && KinemaTool.locate("ffmpeg") != nil, "needs rsvg-convert and ffmpeg (.ci/install-tools)"))
    func galleryWithMediaWritesAGIFAndAnMP4PerScene() async throws {
        let directory = try KinemaTool.temporaryDirectory("gallery-media")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("a/b/gallery")
        let run = try await KinemaTool.run(["--fps", "2", "--out", out.path], timeout: 600)
        #expect(run.status == 0, "\(run)")
        #expect(run.errorLines.count == Gallery.scenes.count, "one line a scene, no note: \(run)")
        for scene in Gallery.scenes {
            for name in ["\(scene.name).gif", "\(scene.name).mp4"] {
                let file = out.appendingPathComponent(name)
                #expect(FileManager.default.fileExists(atPath: file.path), "\(name) is written for the page's downloads")
            }
        }
        let page = try String(contentsOf: out.appendingPathComponent("avatar-bouncy.html"), encoding: .utf8)
        #expect(page.contains(#"href="avatar-bouncy.gif""#) && page.contains(#"href="avatar-bouncy.mp4""#))
        let gif = try Data(contentsOf: out.appendingPathComponent("avatar-bouncy.gif"))
        #expect(ImageHeader.gif(gif).map { [$0.width, $0.height] } == [400, 400])
    }

    /// `kinema --out DIR` writes an index that exists and links a page, with a still, for every
    /// scene `kinema list` lists.
    @Test func galleryIndexLinksEveryListedScene() async throws {
        let directory = try KinemaTool.temporaryDirectory("gallery")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("nested/gallery")
        let run = try await KinemaTool.run(["--no-media", "--out", out.path])
        #expect(run.status == 0, "\(run)")
        let printed = run.output.trimmingCharacters(in: .newlines)
        let index = out.appendingPathComponent("index.html")
        #expect(KinemaTool.canonical(printed) == KinemaTool.canonical(index), "\(run)")
        let page = try String(contentsOf: index, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))

        let listed = try await listedScenes().map(\.name)
        #expect(!listed.isEmpty)
        // Scene links; the comparison pages and the inline icon (a data URI) are not scenes.
        let links = matches(of: #"href="([^"]+)""#, in: page).filter { !$0.hasPrefix("compare-") && !$0.hasPrefix("data:") }
        #expect(links == listed.map { "\($0).html" }, "the index links each listed scene once, in order")
        #expect(!page.contains(".gif"), "--no-media writes no downloads")
        for name in listed {
            let scenePage = out.appendingPathComponent("\(name).html")
            #expect(FileManager.default.fileExists(atPath: scenePage.path), "missing \(scenePage.lastPathComponent)")
            #expect(page.contains(#"src="\#(name).svg""#), "no still for \(name)")
            let still = try String(contentsOf: out.appendingPathComponent("\(name).svg"), encoding: .utf8)
            #expect(try XMLTree.parse(still).name == "svg", "\(name).svg")
        }
    }

    // MARK: - list

    /// `kinema list` prints one line a scene: its name, its duration in seconds and its title, as
    /// the gallery defines them.
    @Test func listShowsNamesAndDurations() async throws {
        let scenes = try await listedScenes()
        #expect(scenes.map(\.name) == Gallery.scenes.map(\.name))
        for (listed, scene) in zip(scenes, Gallery.scenes) {
            #expect(abs(listed.duration - scene.duration) < 0.005, "\(listed.name): \(listed.duration) s")
            #expect(listed.title == scene.title, "\(listed.name)")
        }
        for expected in ["avatar-bouncy", "podium", "podium-animatable", "phase-emoji", "overdue-reminder",
                         "keyframe-reaction", "camera-tour"] {
            #expect(scenes.contains { $0.name == expected }, "missing \(expected)")
        }
    }

    // MARK: - render

    /// 30 fps for 2 s: exactly 60 well-formed SVG frames, named in order, and the avatar moves.
    @Test func renderWritesSixtyWellFormedSVGFrames() async throws {
        let directory = try KinemaTool.temporaryDirectory("svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("frames")
        let run = try await KinemaTool.run(["render", "avatar-bouncy", "--format", "svg", "--fps", "30", "--duration", "2",
                                      "--out", out.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.errorMessages.isEmpty, "\(run)")
        #expect(run.output.contains("60 frames"), "\(run)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.count == 60)
        #expect(files.allSatisfy { $0.hasSuffix(".svg") })
        #expect(files.first == "frame-0000.svg")
        #expect(files.last == "frame-0059.svg")
        var documents: Set<String> = []
        for file in files {
            let text = try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8)
            let root = try XMLTree.parse(text)
            #expect(root.name == "svg", "\(file)")
            #expect(root["width"] == "400" && root["height"] == "400", "\(file)")
            documents.insert(text)
        }
        #expect(documents.count > 1, "the tapped avatar animates, so the frames are not all the same")
    }

    /// `--format html` writes one self-contained page carrying every frame.
    @Test func renderWritesAnHTMLPage() async throws {
        let directory = try KinemaTool.temporaryDirectory("html")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("avatar.html")
        let run = try await KinemaTool.run(["render", "avatar-bouncy", "--format", "html", "--fps", "30", "--duration", "2",
                                      "--out", out.path])
        #expect(run.status == 0, "\(run)")
        #expect(KinemaTool.canonical(run.output.trimmingCharacters(in: .newlines)) == KinemaTool.canonical(out), "\(run)")
        let page = try String(contentsOf: out, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>Pet avatar, withAnimation(.bouncy)</title>"))
        #expect(page.hasSuffix("</html>\n") || page.hasSuffix("</html>"))
        for external in [#"src="http"#, #"href="http"#, "url(http", "@import"] {
            #expect(!page.contains(external), "the page loads nothing from the network (\(external))")
        }
        // The frames ride in a JSON block: 60 of them at 30 fps.
        let json = try #require(
            firstMatch(of: #"<script type="application/json" id="kinema-data">([\s\S]*?)</script>"#, in: page))
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "the page's data is a JSON object")
        #expect(data["fps"] as? Double == 30)
        #expect(data["frameCount"] as? Int == 60)
        #expect((data["frames"] as? [Any])?.count == 60)
    }

    /// `--format png` writes a folder of PNG frames at `--size` (when `rsvg-convert` is installed).
    @Test(.enabled(if: KinemaTool.locate("rsvg-convert") != nil, "rsvg-convert is not installed"))
    func renderWritesPNGFrames() async throws {
        let directory = try KinemaTool.temporaryDirectory("png")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("frames")
        let run = try await KinemaTool.run(["render", "avatar-bouncy", "--format", "png", "--fps", "10", "--duration", "0.5",
                                      "--size", "120x90", "--out", out.path])
        #expect(run.status == 0, "\(run)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.count == 5, "\(files)")
        for file in files {
            let header = ImageHeader.png(try Data(contentsOf: out.appendingPathComponent(file)))
            #expect(header?.width == 120 && header?.height == 90, "\(file) is not a 120×90 PNG")
        }
    }

    /// `--format gif` writes one GIF with a frame per recorded frame (when `rsvg-convert` and
    /// `ffmpeg` are installed).
    @Test(.enabled(if: KinemaTool.locate("rsvg-convert") != nil && KinemaTool.locate("ffmpeg") != nil,
                   "rsvg-convert or ffmpeg is not installed"))
    func renderWritesAGIF() async throws {
        let directory = try KinemaTool.temporaryDirectory("gif")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("avatar.gif")
        let run = try await KinemaTool.run(["render", "avatar-bouncy", "--format", "gif", "--fps", "10", "--duration", "0.5",
                                      "--size", "100x100", "--out", out.path])
        #expect(run.status == 0, "\(run)")
        #expect(KinemaTool.canonical(run.output.trimmingCharacters(in: .newlines)) == KinemaTool.canonical(out), "\(run)")
        let data = try Data(contentsOf: out)
        let header = try #require(ImageHeader.gif(data), "not a GIF")
        #expect(header.width == 100 && header.height == 100)
        #expect(ImageHeader.gifFrameCount(data) == 5)
    }

    /// `--format mp4` writes an ISO media file (when `rsvg-convert` and `ffmpeg` are installed).
    @Test(.enabled(if: KinemaTool.locate("rsvg-convert") != nil && KinemaTool.locate("ffmpeg") != nil,
                   "rsvg-convert or ffmpeg is not installed"))
    func renderWritesAnMP4() async throws {
        let directory = try KinemaTool.temporaryDirectory("mp4")
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("avatar.mp4")
        let run = try await KinemaTool.run(["render", "avatar-bouncy", "--format", "mp4", "--fps", "10", "--duration", "0.5",
                                      "--size", "100x100", "--out", out.path])
        #expect(run.status == 0, "\(run)")
        let data = try Data(contentsOf: out)
        #expect(data.count > 100)
        #expect(ImageHeader.isMP4(data), "no ftyp box")
    }

    /// Without the rasteriser or encoder, raster and video formats fail with one line naming the
    /// Debian packages, and write nothing. The tools are hidden by running with a `PATH` that
    /// holds only what is asked for, so this runs whether or not they are installed; cairo is set
    /// aside (`KINEMA_RASTERIZER=rsvg-convert`), so rsvg-convert is the rasteriser asked for.
    @Test(arguments: [
        ("png", [String](), "rsvg-convert not found: install the Debian package librsvg2-bin"),
        ("gif", [], "rsvg-convert and ffmpeg not found: install the Debian packages librsvg2-bin and ffmpeg"),
        ("mp4", [], "rsvg-convert and ffmpeg not found: install the Debian packages librsvg2-bin and ffmpeg"),
        ("gif", ["rsvg-convert"], "ffmpeg not found: install the Debian package ffmpeg"),
        ("mp4", ["rsvg-convert"], "ffmpeg not found: install the Debian package ffmpeg"),
    ])
    func missingToolsNameTheDebianPackage(format: String, available: [String], message: String) async throws {
        let directory = try KinemaTool.temporaryDirectory("missing")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bin = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in available {
            guard let real = KinemaTool.locate(tool) else { return }  // cannot offer it: nothing to test
            try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent(tool), withDestinationURL: real)
        }
        let out = directory.appendingPathComponent("avatar.\(format)")
        let run = try await KinemaTool.run(["render", "avatar-bouncy", "--format", format, "--fps", "10", "--duration", "0.5",
                                      "--out", out.path], path: bin.path, variables: ["KINEMA_RASTERIZER": "rsvg-convert"])
        #expect(run.status != 0, "\(run)")
        #expect(run.errorMessages == ["Error: \(message)"], "\(run)")
        expectNoCrash(run)
        #expect(run.output.isEmpty, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written")
    }

    /// With cairo installed, frames are drawn in the process: PNG frames need no external
    /// program, and GIF and MP4 only ffmpeg, whose absence is still one line.
    @Test(.enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
    func withCairoOnlyTheEncoderIsNeeded() async throws {
        let directory = try KinemaTool.temporaryDirectory("cairo")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bin = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let frames = directory.appendingPathComponent("frames")
        let png = try await KinemaTool.run(["render", "avatar-bouncy", "--format", "png", "--fps", "10", "--duration", "0.5",
                                            "--out", frames.path], path: bin.path)
        #expect(png.status == 0, "\(png)")
        #expect(KinemaTool.contents(of: frames).count == 5, "0.5 s at 10 fps")
        let gif = directory.appendingPathComponent("avatar.gif")
        let run = try await KinemaTool.run(["render", "avatar-bouncy", "--format", "gif", "--fps", "10", "--duration", "0.5",
                                            "--out", gif.path], path: bin.path)
        #expect(run.status != 0, "\(run)")
        #expect(run.errorMessages == ["Error: ffmpeg not found: install the Debian package ffmpeg"], "\(run)")
        #expect(!FileManager.default.fileExists(atPath: gif.path), "nothing is written")
    }

    // MARK: - Bad input

    /// Bad arguments fail before recording, with one `Error:` line (ArgumentParser adds its usage
    /// lines after it) and the usage-error status, 64.
    @Test(arguments: [
        (["render", "no-such-scene"], "Error: unknown scene 'no-such-scene': `kinema list` shows the scenes."),
        (["render", "avatar-bouncy", "--format", "jpeg"], "Error: unknown format 'jpeg': use svg, html, png, gif, mp4 or lottie."),
        (["render", "avatar-bouncy", "--fps", "0"], "Error: --fps must be between 1 and 240."),
        (["render", "avatar-bouncy", "--fps", "1000"], "Error: --fps must be between 1 and 240."),
        (["render", "avatar-bouncy", "--fps", "nan"], "Error: --fps must be between 1 and 240."),
        (["render", "avatar-bouncy", "--fps", "fast"], "Error: The value 'fast' is invalid for '--fps <fps>'"),
        (["render", "avatar-bouncy", "--size", "400"], "Error: --size must look like 400x400 (1…8192 pixels each way)."),
        (["render", "avatar-bouncy", "--size", "0x400"], "Error: --size must look like 400x400 (1…8192 pixels each way)."),
        (["render", "avatar-bouncy", "--size", "wide x tall"],
         "Error: --size must look like 400x400 (1…8192 pixels each way)."),
        (["render", "avatar-bouncy", "--duration", "0"], "Error: --duration must be in 0 < duration ≤ 600 seconds."),
        (["--fps", "0"], "Error: --fps must be between 1 and 240."),
    ])
    func badArgumentsFailWithOneClearLine(arguments: [String], message: String) async throws {
        let directory = try KinemaTool.temporaryDirectory("bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await KinemaTool.run(arguments + ["--out", directory.appendingPathComponent("out").path], in: directory)
        #expect(run.status == 64, "\(run)")
        #expect(run.errorLines.first == message, "\(run)")
        #expect(run.errorMessages.count == 1, "\(run)")
        expectNoCrash(run)
        #expect(run.output.isEmpty, "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing is written")
    }

    /// An `--out` that cannot be written (beneath a regular file, which even root cannot write
    /// through) fails with one `Error:` line naming the path, and exit status 1.
    @Test(arguments: [
        ["render", "avatar-bouncy", "--format", "html"],
        ["render", "avatar-bouncy", "--format", "svg"],
        ["render", "avatar-bouncy", "--format", "png"],
        ["render", "avatar-bouncy", "--format", "gif"],
        ["render", "avatar-bouncy", "--format", "mp4"],
        ["gallery"],
    ])
    func unwritableOutputFailsWithOneClearLine(arguments: [String]) async throws {
        let directory = try KinemaTool.temporaryDirectory("unwritable")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a-file")
        try Data("not a directory".utf8).write(to: file)
        let out = file.appendingPathComponent("out")
        let short = arguments.first == "render" ? ["--fps", "10", "--duration", "0.3"] : ["--fps", "5"]
        let run = try await KinemaTool.run(arguments + short + ["--out", out.path])
        #expect(run.status == 1, "\(run)")
        #expect(run.errorMessages.count == 1, "\(run)")
        // The last line is the error; lines before it are progress.
        #expect(run.errorLines.last?.hasPrefix("Error: ") == true, "\(run)")
        expectNoCrash(run)
        #expect(run.output.isEmpty, "\(run)")
        let message = run.errorMessages.first ?? ""
        let formatNeedsTools = ["png", "gif", "mp4"].contains(arguments.last ?? "")
        if !formatNeedsTools || KinemaTool.locate("rsvg-convert") != nil && KinemaTool.locate("ffmpeg") != nil {
            #expect(message.contains(file.path), "the line names the path: \(message)")
        }
        // The reason is said in words, not Foundation's "(NSCocoaErrorDomain error 512.)".
        #expect(!message.contains("NSCocoaErrorDomain"), "\(message)")
        #expect(message.contains("is a file, not a directory") || formatNeedsTools, "\(message)")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType == .typeRegular)
    }

    // MARK: - Helpers

    /// A scene as `kinema list` prints it.
    private struct ListedScene {
        var name: String
        var duration: Double
        var title: String
    }

    /// Runs `kinema list` and parses its lines: `NAME  DURATION s  TITLE`.
    private func listedScenes() async throws -> [ListedScene] {
        let run = try await KinemaTool.run(["list"])
        #expect(run.status == 0, "\(run)")
        #expect(run.error.isEmpty, "\(run)")
        let pattern = try NSRegularExpression(pattern: #"^(\S+)\s+([0-9]+(?:\.[0-9]+)?) s  (.+)$"#)
        return try run.output.split(separator: "\n").map { line in
            let line = String(line)
            let range = NSRange(line.startIndex..., in: line)
            let match = try #require(pattern.firstMatch(in: line, range: range), "unexpected list line: \(line)")
            func group(_ index: Int) -> String { String(line[Range(match.range(at: index), in: line)!]) }
            return ListedScene(name: group(1), duration: try #require(Double(group(2))), title: group(3))
        }
    }

    /// No crash, trap or stack trace in a run's standard error.
    private func expectNoCrash(_ run: KinemaTool.Run, sourceLocation: SourceLocation = #_sourceLocation) {
        for marker in ["Fatal error", "Stack dump", "Current stack trace", "Illegal instruction", "Segmentation fault",
                       "💣", "Program crashed"] {
            #expect(!run.error.contains(marker), "\(run)", sourceLocation: sourceLocation)
        }
        #expect(!run.crashed, "killed by a signal: \(run)", sourceLocation: sourceLocation)
    }

    /// The first capture group of every match of `pattern` in `text`.
    private func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The first capture group of the first match of `pattern` in `text`.
    private func firstMatch(of pattern: String, in text: String) -> String? {
        matches(of: pattern, in: text).first
    }
}
