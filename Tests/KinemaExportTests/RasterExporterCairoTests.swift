import Foundation
import Kinema
import KinemaCairo
import KinemaExport
import Testing

/// Frames given as display lists (`drawings`, as many as the SVG frames) are drawn with cairo in
/// this process when cairo is installed and the exporter was made with `init(size:framesPerSecond:)`:
/// PNG frames, GIF and MP4 then hold the display lists' pixels, as `CairoRenderer` draws them. A
/// `drawings` count that does not match, or an exporter given tool paths, runs `rsvg-convert` on
/// the SVG frames instead.
///
/// The tests tell the two paths apart by giving them different pictures: the SVG frames show a
/// red square, the display lists a green one. `KINEMA_RASTERIZER=rsvg-convert` turns cairo off,
/// and these tests with it.
@Suite(
    "RasterExporter with cairo", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"),
    .enabled(if: ProcessInfo.processInfo.environment["KINEMA_RASTERIZER"] != "rsvg-convert", "KINEMA_RASTERIZER=rsvg-convert"))
struct RasterExporterCairoTests {
    static let size = CGSize(width: 32, height: 24)

    /// Frame k: an opaque white background item, when `background`, then a 10 × 10 square of
    /// `colour` with its left edge at x = 4 + 8k, y = 7…17.
    static func lists(count: Int, colour: Color, background: Bool = true) -> [DisplayList] {
        (0..<count).map { k in
            var items: [DisplayList.Item] = []
            if background { items.append(.init(content: .color(.white), frame: CGRect(origin: .zero, size: size))) }
            items.append(.init(content: .color(colour), frame: CGRect(x: 4 + 8 * CGFloat(k), y: 7, width: 10, height: 10)))
            items.append(.init(content: .shape(.circle, fill: Color(red: 0, green: 0, blue: 1, opacity: 0.5)),
                               frame: CGRect(x: 20, y: 2, width: 10, height: 10)))
            return DisplayList(items: items)
        }
    }

    /// The SVG renderer's documents of `lists`, on its default white background.
    static func svgs(_ lists: [DisplayList]) -> [String] {
        lists.map { SVGRenderer().render($0, size: size) }
    }

    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)

    /// How two pictures differ, briefly: their sizes, or how many pixels differ and the first.
    static func differences(_ a: CairoImage, _ b: CairoImage) -> String {
        guard a.width == b.width, a.height == b.height else { return "\(a.width) × \(a.height) vs \(b.width) × \(b.height)" }
        let differing = (0..<(a.width * a.height)).filter { a.rgba[$0 * 4..<$0 * 4 + 4] != b.rgba[$0 * 4..<$0 * 4 + 4] }
        guard let first = differing.first else { return "the same" }
        let (x, y) = (first % a.width, first / a.width)
        return "\(differing.count) pixels differ, first (\(x), \(y)): \(pixel(a, x, y)) vs \(pixel(b, x, y))"
    }

    /// The pixel (x, y) of a decoded PNG frame, as bytes.
    static func pixel(_ image: CairoImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [p.r, p.g, p.b, p.a]
    }

    /// One PNG per frame, named `frame-0000.png` …, each holding exactly the pixels
    /// `CairoRenderer().render(list, size:)` draws for its display list.
    @Test func pngFramesHoldTheDisplayListsPixels() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lists = Self.lists(count: 3, colour: Self.green)
        let urls = try RasterExporter(size: Self.size, framesPerSecond: 30)
            .writePNGFrames(Self.svgs(Self.lists(count: 3, colour: Self.red)), drawings: lists, to: directory)
        #expect(urls.map(\.lastPathComponent) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        #expect(ExportFixtures.contents(of: directory) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        for (url, list) in zip(urls, lists) {
            let written = try CairoImage(pngData: Data(contentsOf: url))
            let expected = try CairoImage(pngData: CairoRenderer().render(list, size: Self.size).pngData())
            let same = written == expected
            #expect(same, "\(url.lastPathComponent): \(Self.differences(written, expected))")
        }
        // Frame 1's square (x = 12…22) is the display list's green, not the SVG's red.
        let second = try CairoImage(pngData: Data(contentsOf: urls[1]))
        #expect(Self.pixel(second, 16, 12) == [0, 255, 0, 255])
        #expect(ExportFixtures.pngHeader(try Data(contentsOf: urls[1])).map { [$0.width, $0.height] } == [32, 24])
    }

    /// The prefix names the files.
    @Test func thePrefixNamesTheFiles() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lists = Self.lists(count: 2, colour: Self.green)
        let urls = try RasterExporter(size: Self.size, framesPerSecond: 30)
            .writePNGFrames(Self.svgs(lists), drawings: lists, to: directory, prefix: "shot")
        #expect(urls.map(\.lastPathComponent) == ["shot-0000.png", "shot-0001.png"])
    }

    /// Where no item covers the picture, the SVG frame shows its white background — the SVG
    /// renderer's default, and what `rsvg-convert` draws from it and `render(list, size:)`
    /// draws — so the PNG frame drawn from the display list is white there too.
    @Test func theUncoveredBackgroundIsTheSVGFramesWhite() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lists = Self.lists(count: 1, colour: Self.green, background: false)
        let svg = Self.svgs(lists)
        #expect(svg[0].contains("<rect width=\"32\" height=\"24\" fill=\"#ffffff\"/>"))
        let urls = try RasterExporter(size: Self.size, framesPerSecond: 30).writePNGFrames(svg, drawings: lists, to: directory)
        let written = try CairoImage(pngData: Data(contentsOf: urls[0]))
        #expect(Self.pixel(written, 8, 12) == [0, 255, 0, 255])
        let rendered = try CairoRenderer().render(lists[0], size: Self.size)
        #expect(Self.pixel(written, 1, 1) == [255, 255, 255, 255])
        let same = written == rendered
        #expect(same, "\(Self.differences(written, rendered))")
    }

    /// A `drawings` count that differs from the SVG frames' falls back to `rsvg-convert`: three
    /// files, showing the SVG frames' red square.
    @Test(.enabled(if: ExternalTools.rsvgConvert != nil, "needs rsvg-convert (librsvg2-bin)"))
    func aMismatchedDrawingsCountFallsBackToRsvgConvert() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svgs = Self.svgs(Self.lists(count: 3, colour: Self.red))
        let urls = try RasterExporter(size: Self.size, framesPerSecond: 30)
            .writePNGFrames(svgs, drawings: Self.lists(count: 2, colour: Self.green), to: directory)
        #expect(urls.count == 3)
        #expect(ExportFixtures.contents(of: directory).count == 3)
        let second = try CairoImage(pngData: Data(contentsOf: urls[1]))
        let square = Self.pixel(second, 16, 12)
        #expect(square.count == 4 && square[0] > 240 && square[1] < 15 && square[3] == 255, "\(square)")
    }

    /// An exporter given tool paths never draws with cairo, even with matching drawings.
    @Test(.enabled(if: ExternalTools.rsvgConvert != nil, "needs rsvg-convert (librsvg2-bin)"))
    func anExporterWithToolPathsUsesThem() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let exporter = RasterExporter(size: Self.size, framesPerSecond: 30, rsvgConvert: ExternalTools.rsvgConvert, ffmpeg: nil)
        let urls = try exporter.writePNGFrames(
            Self.svgs(Self.lists(count: 1, colour: Self.red)), drawings: Self.lists(count: 1, colour: Self.green), to: directory)
        let square = Self.pixel(try CairoImage(pngData: Data(contentsOf: urls[0])), 8, 12)
        #expect(square.count == 4 && square[0] > 240 && square[1] < 15, "\(square)")
    }

    /// The exporter accepts sides up to 32,767 pixels (its documented limit, `rsvg-convert`'s);
    /// a 17,000 × 1 frame given as a display list must still be written, though cairo's
    /// renderer stops at 16,384.
    @Test(.enabled(if: ExternalTools.rsvgConvert != nil, "needs rsvg-convert (librsvg2-bin)"))
    func framesWiderThanCairosLimitAreStillWritten() throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = CGSize(width: 17_000, height: 1)
        let list = DisplayList(items: [.init(content: .color(Self.green), frame: CGRect(origin: .zero, size: size))])
        let svg = SVGRenderer().render(list, size: size)
        let urls = try RasterExporter(size: size, framesPerSecond: 30).writePNGFrames([svg], drawings: [list], to: directory)
        #expect(ExportFixtures.pngHeader(try Data(contentsOf: urls[0])).map(\.width) == 17_000)
    }

    /// A GIF from display lists shows the display lists' square (green), not the SVG frames'.
    @Test(.enabled(if: ExternalTools.ffmpeg != nil, "needs ffmpeg"))
    func aGIFIsDrawnFromTheDisplayLists() async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.gif")
        let lists = Self.lists(count: 3, colour: Self.green)
        try RasterExporter(size: Self.size, framesPerSecond: 10)
            .writeGIF(Self.svgs(Self.lists(count: 3, colour: Self.red)), drawings: lists, to: url)
        #expect(try ExportFixtures.gifStructure(Data(contentsOf: url)).imageCount == 3)
        let frames = try await ExportFixtures.rgbFrames(url, ffmpeg: #require(ExternalTools.ffmpeg), width: 32, height: 24)
        #expect(frames.count == 3)
        for (k, frame) in frames.enumerated() {
            // The square's centre in frame k: (9 + 8k, 12).
            let square = ExportFixtures.pixel(frame, width: 32, x: 9 + 8 * k, y: 12)
            #expect(square.green > 200 && square.red < 60 && square.blue < 60, "frame \(k): \(square)")
        }
    }

    /// An MP4 from display lists draws them on white, as the SVG path does: uncovered pixels are
    /// white, the square green.
    @Test(.enabled(if: ExternalTools.ffmpeg != nil, "needs ffmpeg"))
    func anMP4IsDrawnFromTheDisplayListsOnWhite() async throws {
        let directory = try ExportFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.mp4")
        let lists = Self.lists(count: 3, colour: Self.green, background: false)
        try RasterExporter(size: Self.size, framesPerSecond: 10)
            .writeMP4(Self.svgs(Self.lists(count: 3, colour: Self.red)), drawings: lists, to: url)
        let frames = try await ExportFixtures.rgbFrames(url, ffmpeg: #require(ExternalTools.ffmpeg), width: 32, height: 24)
        #expect(frames.count == 3)
        let first = try #require(frames.first)
        #expect(ExportFixtures.isWhite(ExportFixtures.pixel(first, width: 32, x: 2, y: 21)))
        let square = ExportFixtures.pixel(first, width: 32, x: 9, y: 12)
        #expect(square.green > 200 && square.red < 60 && square.blue < 60, "\(square)")
    }
}
