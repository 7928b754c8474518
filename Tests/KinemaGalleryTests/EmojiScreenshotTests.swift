import Foundation
import Kinema
import KinemaExport
import KinemaGallery
import KinemaTestSupport
import Testing

/// The phase-emoji scene's dog is drawn in colour, at the same place, by librsvg (the PNG, GIF
/// and MP4 path) and by a real browser (the scene page).
///
/// The scene's first frame (before the tap) is rasterised by `rsvg-convert` at one pixel per
/// point, and its page is opened paused at 0 s (`phase-emoji.html#time=0&picture`) in headless
/// Chromium at 400 × 400; ffmpeg decodes both to raw RGB. The emoji's square is read from the
/// frame's SVG (its `data-emoji="1F436"` picture from the colour emoji font, or Kinema's drawing
/// where none is installed). In both
/// rasters the coloured pixels (a channel spread of 40 or more: not grey, not black, not white)
/// must lie in that square, fill most of its width, and make up at least half of what is drawn there, and
/// the two rasters' coloured boxes must agree within 1.5 pixels.
///
/// Needs `rsvg-convert`, `chromium` and `ffmpeg` (`bash .ci/install-tools`); under CI a missing
/// one fails the test, elsewhere the test is skipped with a note.
@Suite("Emoji in PNG and in the browser", .serialized)
struct EmojiScreenshotTests {
    static var canRun: Bool {
        BrowserTools.underCI || (BrowserTools.chromium != nil && ExternalTools.ffmpeg != nil && ExternalTools.rsvgConvert != nil)
    }

    @Test(.enabled(if: canRun, "needs rsvg-convert, chromium and ffmpeg: run `bash .ci/install-tools` (as root)"),
          .timeLimit(.minutes(10)))
    func theDogIsColouredAtTheSamePlaceInBoth() async throws {
        let chromium = try #require(BrowserTools.chromium, BrowserTools.missingNote("chromium"))
        let ffmpeg = try #require(ExternalTools.ffmpeg, BrowserTools.missingNote("ffmpeg"))
        let rsvg = try #require(ExternalTools.rsvgConvert, BrowserTools.missingNote("rsvg-convert"))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinema-emoji-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let (frame, square) = try await Self.writeScene(to: directory)

        // librsvg: the frame as a PNG.
        let png = directory.appendingPathComponent("frame.png")
        try await BrowserTools.run(.rsvgConvert, rsvg, in: directory, arguments: [
            "--width", "400", "--height", "400", "--output", png.path, frame.path,
        ], task: "rasterising the frame")
        // Chromium: the page paused at 0 s, the drawing alone at 1:1.
        let shot = directory.appendingPathComponent("shot.png")
        try await BrowserTools.run(ExternalTool(name: chromium.lastPathComponent, debianPackage: "chromium"),
                                   chromium, in: directory, arguments: [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--disable-dev-shm-usage", "--force-device-scale-factor=1",
            "--user-data-dir=" + directory.appendingPathComponent("profile").path,
            "--window-size=400,400", "--screenshot=" + shot.path,
            directory.appendingPathComponent("phase-emoji.html").absoluteString + "#time=0&picture",
        ], task: "taking a screenshot of the page")

        var boxes: [RGBImage.Box] = []
        for (name, file) in [("rsvg-convert", png), ("chromium", shot)] {
            let raw = directory.appendingPathComponent(name + ".rgb")
            try await BrowserTools.run(.ffmpeg, ffmpeg, in: directory, arguments: [
                "-v", "error", "-y", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path,
            ], task: "decoding \(name)'s picture")
            let image = try RGBImage(raw: Data(contentsOf: raw), width: 400, height: 400)
            let (box, coloured, drawn) = image.colouredBox()
            let found = try #require(box, "\(name): no coloured pixels (an empty box or a black block)")
            let report = "\(name): coloured box x \(found.left)…\(found.right), y \(found.top)…\(found.bottom); "
                + "emoji square x \(square.minX)…\(square.maxX), y \(square.minY)…\(square.maxY); "
                + "\(coloured) of \(drawn) drawn pixels coloured"
            #expect(found.left >= square.minX - 1 && found.right <= square.maxX + 1, "\(report)")
            #expect(found.top >= square.minY - 1 && found.bottom <= square.maxY + 1, "\(report)")
            #expect(found.width >= 0.6 * square.width, "\(report)")
            #expect(coloured >= 100 && Double(coloured) >= 0.5 * Double(drawn), "\(report)")
            boxes.append(found)
        }
        let (a, b) = (boxes[0], boxes[1])
        #expect(abs(a.left - b.left) <= 1.5 && abs(a.right - b.right) <= 1.5
                && abs(a.top - b.top) <= 1.5 && abs(a.bottom - b.bottom) <= 1.5,
                "rsvg-convert \(a), chromium \(b)")
    }

    /// Writes the scene's first frame (`frame.svg`) and its page; returns the frame's file and the
    /// emoji's square as its SVG places it.
    @MainActor
    private static func writeScene(to directory: URL) throws -> (URL, CGRect) {
        let scene = try #require(Gallery.scene(named: "phase-emoji"))
        let recording = scene.record(framesPerSecond: 60)
        try recording.writeHTMLPage(to: directory.appendingPathComponent("phase-emoji.html"), title: scene.title)
        let svg = try #require(recording.svgFrames().first)
        let frame = directory.appendingPathComponent("frame.svg")
        try svg.write(to: frame, atomically: true, encoding: .utf8)
        // The emoji is the colour font's picture (an `<image>` at its box) where Noto Color Emoji
        // is installed, else Kinema's drawing (a group whose matrix(s 0 0 s x y) maps the 100-unit
        // design square); either inside the item's own transform (identity at rest).
        let root = try XMLTree.parse(svg)
        let square: CGRect
        let element: XMLTree
        if let image = root.all(named: "image").first(where: { $0["data-emoji"] == "1F436" }) {
            let box = ["x", "y", "width", "height"].compactMap { Double(image[$0] ?? "") }
            try #require(box.count == 4)
            square = CGRect(x: box[0], y: box[1], width: box[2], height: box[3])
            element = image
        } else {
            let group = try #require(root.all(named: "g").first { $0["data-emoji"] == "1F436" })
            let numbers = (group["transform"] ?? "").dropFirst(7).dropLast().split(separator: " ").compactMap { Double($0) }
            try #require(numbers.count == 6)
            square = CGRect(x: numbers[4], y: numbers[5], width: 100 * numbers[0], height: 100 * numbers[0])
            element = group
        }
        let item = try #require(root.all(named: "g").first { $0.children.contains { $0 === element } })
        #expect(item["transform"] == "matrix(1 0 0 1 0 0)", "the emoji is at rest in the first frame")
        return (frame, square)
    }
}

extension RGBImage {
    /// The box round the coloured pixels (a channel spread of at least 40 and a brightest channel
    /// of at least 80), with how many there are and how many pixels are drawn at all (not white).
    func colouredBox() -> (box: Box?, coloured: Int, drawn: Int) {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1, coloured = 0, drawn = 0
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = rgb(x, y)
                if darkness(x, y) >= 12 { drawn += 1 }
                guard max(r, g, b) - min(r, g, b) >= 40, max(r, g, b) >= 80 else { continue }
                coloured += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return (nil, 0, drawn) }
        return (Box(left: Double(minX), right: Double(maxX + 1), top: Double(minY), bottom: Double(maxY + 1)), coloured, drawn)
    }
}
