import Foundation
import Kinema
import KinemaGallery
import KinemaExport
import KinemaTestSupport
import Testing

/// A real browser opens the bouncy avatar's page at a given time, and the screenshot's pixels show
/// the avatar at the scale the spring gives for that time.
///
/// Headless Chromium (Debian's `chromium`) loads `avatar-bouncy.html#time=T&picture`: the page
/// opens paused at the frame shown at `T`, with only the drawing, at 1:1, in the top-left corner,
/// so a 400 × 400 window shows the 400 × 400 pt host at one pixel per point. ffmpeg decodes the
/// screenshot to raw RGB, and the edges of the cat's picture (``PetArtwork``: a rounded square
/// tile of one flat colour, #9fd3f5, on white) are found in it to a fraction of a pixel. The drawn side must be 100 × scale within 2 pixels, where
/// scale is 1 plus what SwiftUI's `.bouncy` (`SwiftUIReference.FluidSpring`) covers of 0.5 at
/// t − 0.25 (the scene taps at 0.25 s), and the box must be centred on the host's centre
/// (200, 200) within 2 pixels.
///
/// Needs `chromium` (or `chromium-browser`) and `ffmpeg`, which `bash .ci/install-tools`
/// installs. Under CI (`CI=true`) a missing one fails the test; elsewhere the test is skipped
/// with a note saying how to install them.
@Suite("Browser page", .serialized)
struct BrowserPageTests {
    /// Times (multiples of 1/60 s, so exactly a frame's time at 60 fps) while the avatar grows,
    /// when its side is clearly neither 100 nor 150 px (the bouncy spring overshoots 1.5 by under
    /// 0.025, too little to tell from the target at this tolerance).
    @Test(
        .enabled(if: BrowserTools.canRun, BrowserTools.skipNote),
        .timeLimit(.minutes(10)),
        arguments: [0.3, 0.35, 0.4]
    )
    func chromiumShowsTheAvatarAtTheSpringsScale(time: Double) async throws {
        let chromium = try #require(BrowserTools.chromium, BrowserTools.missingNote("chromium"))
        let ffmpeg = try #require(ExternalTools.ffmpeg, BrowserTools.missingNote("ffmpeg"))

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-browser-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let fps = 60.0
        let page = directory.appendingPathComponent("avatar-bouncy.html")
        try await Self.writePage(scene: "avatar-bouncy", framesPerSecond: fps, to: page)

        // The frame the page shows for #time=T, as its script picks it, and the spring there.
        // The spring is stepped on its own 1/300 s grid, so one call at the frame's time gives what
        // the frames before it reached; mid-growth it has not finished.
        let frameTime = (time * fps + 1e-6).rounded(.down) / fps
        var spring = SwiftUIReference.FluidSpring.bouncy
        let covered = spring.value(delta: 0.5, time: frameTime - 0.25)
        let scale = 1 + (try #require(covered))
        #expect(abs(100 * scale - 100) > 5 && abs(100 * scale - 150) > 5,
                "pick a time when the avatar is clearly growing")

        let screenshot = directory.appendingPathComponent("shot.png")
        let pixels = directory.appendingPathComponent("shot.rgb")
        try await BrowserTools.run(ExternalTool(name: chromium.lastPathComponent, debianPackage: "chromium"),
                                   chromium, in: directory, arguments: [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--disable-dev-shm-usage", "--force-device-scale-factor=1",
            "--user-data-dir=" + directory.appendingPathComponent("profile").path,
            "--window-size=400,400", "--screenshot=" + screenshot.path,
            page.absoluteString + "#time=\(time)&picture",
        ], task: "taking a screenshot at \(time) s")
        try await BrowserTools.run(.ffmpeg, ffmpeg, in: directory, arguments: [
            "-v", "error", "-y", "-i", screenshot.path, "-f", "rawvideo", "-pix_fmt", "rgb24", pixels.path,
        ], task: "decoding the screenshot")

        let image = try RGBImage(raw: Data(contentsOf: pixels), width: 400, height: 400)
        // The tile's darkest channel is 0x9f: an edge pixel is that dark times its coverage.
        let box = try #require(image.edgeBox(edgeDarkness: 255 - 0x9F), "the screenshot at \(time) s is blank")
        let expected = 100 * scale
        let report = "t = \(time) s: scale \(scale.fixed(3)), expected side \(expected.fixed(2)) px; "
            + "measured \(box.width.fixed(2)) × \(box.height.fixed(2)) px centred at "
            + "(\(box.centreX.fixed(2)), \(box.centreY.fixed(2)))"
        #expect(abs(box.width - expected) <= 2, "\(report)")
        #expect(abs(box.height - expected) <= 2, "\(report)")
        #expect(abs(box.centreX - 200) <= 2 && abs(box.centreY - 200) <= 2, "\(report)")
    }

    /// Records `scene` and writes its page.
    @MainActor
    private static func writePage(scene name: String, framesPerSecond: Double, to url: URL) throws {
        let scene = try #require(Gallery.scene(named: name))
        try scene.record(framesPerSecond: framesPerSecond).writeHTMLPage(to: url, title: scene.title)
    }
}

/// The browser and decoder the test runs, and the rules for when they are missing.
enum BrowserTools {
    /// Debian's Chromium: `chromium`, or `chromium-browser` where it is called that.
    static let chromium = ExternalTools.locate("chromium") ?? ExternalTools.locate("chromium-browser")

    static var underCI: Bool { TestEnvironment.underCI }

    /// Run the test when the tools are there, and always under CI (where it then fails, saying why).
    static var canRun: Bool { underCI || (chromium != nil && ExternalTools.ffmpeg != nil) }

    /// Why the test is skipped on a machine without the tools.
    static var skipNote: Comment {
        let missing = [chromium == nil ? "chromium" : nil, ExternalTools.ffmpeg == nil ? "ffmpeg" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        return "needs \(missing), not found on PATH: run `bash .ci/install-tools` (as root) to install it"
    }

    static func missingNote(_ tool: String) -> Comment {
        "\(tool) is missing: run `bash .ci/install-tools` (as root) to install it; the browser test must run under CI"
    }

    /// Runs `executable` without a shell, off the test's thread pool (it blocks while it waits),
    /// stopping it after 30 s.
    static func run(
        _ tool: ExternalTool, _ executable: URL, in scratch: URL, arguments: [String], task: String
    ) async throws {
        let process = ToolProcess(tool: tool, executable: executable, scratch: scratch)
        // Browsers queue for the lane (see ``BrowserLane``); other tools run at once.
        let isBrowser = executable.lastPathComponent.hasPrefix("chromium")
        if isBrowser { await BrowserLane.shared.acquire() }
        defer { if isBrowser { BrowserLane.shared.release() } }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try process.run(arguments, task: task, timeout: 30) })
            }
        }
    }
}

extension BrowserTools {
    /// Headless Chromium's 400 × 400 screenshot of `address` (one pixel per point), decoded by
    /// ffmpeg to raw RGB; the files go in `directory`.
    static func screenshot(of address: String, in directory: URL, task: String) async throws -> RGBImage {
        let chromium = try #require(chromium, missingNote("chromium"))
        let ffmpeg = try #require(ExternalTools.ffmpeg, missingNote("ffmpeg"))
        let screenshot = directory.appendingPathComponent("shot.png")
        let pixels = directory.appendingPathComponent("shot.rgb")
        try await run(ExternalTool(name: chromium.lastPathComponent, debianPackage: "chromium"),
                      chromium, in: directory, arguments: [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--disable-dev-shm-usage", "--force-device-scale-factor=1",
            "--user-data-dir=" + directory.appendingPathComponent("profile").path,
            "--window-size=400,400", "--screenshot=" + screenshot.path, address,
        ], task: task)
        try await run(.ffmpeg, ffmpeg, in: directory, arguments: [
            "-v", "error", "-y", "-i", screenshot.path, "-f", "rawvideo", "-pix_fmt", "rgb24", pixels.path,
        ], task: "decoding the screenshot")
        return try RGBImage(raw: Data(contentsOf: pixels), width: 400, height: 400)
    }
}

/// An 8-bit RGB raster, rows top to bottom.
struct RGBImage {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    struct SizeMismatch: Error, CustomStringConvertible {
        let description: String
    }

    init(raw: Data, width: Int, height: Int) throws {
        guard raw.count == width * height * 3 else {
            throw SizeMismatch(description: "expected a \(width) × \(height) RGB raster, got \(raw.count) bytes")
        }
        self.width = width
        self.height = height
        self.bytes = [UInt8](raw)
    }

    /// The pixel's red, green and blue, 0…255.
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let index = (y * width + x) * 3
        return (Int(bytes[index]), Int(bytes[index + 1]), Int(bytes[index + 2]))
    }

    /// How far the pixel is from white: 255 − its darkest channel (0 for white).
    func darkness(_ x: Int, _ y: Int) -> Int {
        let index = (y * width + x) * 3
        return 255 - Int(min(bytes[index], bytes[index + 1], bytes[index + 2]))
    }

    /// The drawn edges of a picture whose outline is one colour, in pixels, to a fraction of one.
    ///
    /// The picture's edge (a flat tile, or a stroke at least a pixel wide) is `edgeDarkness`
    /// dark on white, so the outermost touched pixel of a row or column is covered by the edge
    /// alone, for a fraction `darkness / edgeDarkness` of its width: that fraction puts the edge
    /// inside the pixel. Each edge is the median over the middle rows (or columns) of the box,
    /// away from the rounded corners.
    func edgeBox(edgeDarkness: Int) -> Box? {
        let strokeDarkness = Double(edgeDarkness)
        let touched = 3  // darkness that counts as drawn (anything less is white to the eye)
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<height {
            for x in 0..<width where darkness(x, y) >= touched {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        func coverage(_ x: Int, _ y: Int) -> Double { min(1, Double(darkness(x, y)) / strokeDarkness) }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

        let middleRows = ((minY + maxY) / 2 - 10)...((minY + maxY) / 2 + 10)
        let middleColumns = ((minX + maxX) / 2 - 10)...((minX + maxX) / 2 + 10)
        var lefts: [Double] = [], rights: [Double] = [], tops: [Double] = [], bottoms: [Double] = []
        for y in middleRows {
            guard let first = (0..<width).first(where: { darkness($0, y) >= touched }),
                let last = (0..<width).last(where: { darkness($0, y) >= touched }) else { continue }
            lefts.append(Double(first + 1) - coverage(first, y))
            rights.append(Double(last) + coverage(last, y))
        }
        for x in middleColumns {
            guard let first = (0..<height).first(where: { darkness(x, $0) >= touched }),
                let last = (0..<height).last(where: { darkness(x, $0) >= touched }) else { continue }
            tops.append(Double(first + 1) - coverage(x, first))
            bottoms.append(Double(last) + coverage(x, last))
        }
        guard !lefts.isEmpty, !tops.isEmpty else { return nil }
        return Box(left: median(lefts), right: median(rights), top: median(tops), bottom: median(bottoms))
    }

    struct Box {
        let left, right, top, bottom: Double
        var width: Double { right - left }
        var height: Double { bottom - top }
        var centreX: Double { (left + right) / 2 }
        var centreY: Double { (top + bottom) / 2 }
    }
}

private extension Double {
    func fixed(_ decimals: Int) -> String { String(format: "%.\(decimals)f", self) }
}
