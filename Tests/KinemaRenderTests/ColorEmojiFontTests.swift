import Foundation
import Kinema
@testable import KinemaRender
import KinemaTestSupport
import Testing

// Emoji drawn with the installed colour emoji font (Noto Color Emoji, which `.ci/install-tools`
// installs): each emoji is its glyph's PNG, placed by the glyph's bitmap metrics at the x the
// text layout measured with the font's advance. Under CI the font must be there; elsewhere these
// tests are skipped without it.
@Suite("Colour emoji font")
struct ColorEmojiFontTests {
    static var underCI: Bool { TestEnvironment.underCI }
    static var canRun: Bool { underCI || ColorEmojiFont.installed != nil }
    static let note: Comment = "needs Noto Color Emoji: run `bash .ci/install-tools` (as root)"

    /// The width and height a PNG's IHDR chunk records (bytes 16…23, big-endian).
    static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        let width = bytes[16...19].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20...23].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    @Test(.enabled(if: canRun, note))
    func theLayoutsEmojiAdvanceIsTheFonts() throws {
        let font = try #require(ColorEmojiFont.installed, Self.note)
        for emoji: Character in ["🎉", "🐶", "👩‍💻", "🇫🇷", "👍🏽", "1️⃣", "❤️"] {
            let advance = try #require(font.advance(of: emoji), "\(emoji)")
            #expect(abs(advance - 2550.0 / 2048) < 1e-12, "\(emoji)")
        }
    }

    /// Sequences are one glyph of their own, not their first emoji: the font's ligatures apply
    /// (variation selectors dropped first, as the font writes its ligatures without them).
    @Test(.enabled(if: canRun, note))
    func sequencesBecomeOneGlyph() throws {
        let font = try #require(ColorEmojiFont.installed, Self.note)
        let pairs: [(Character, Character)] = [("👩‍💻", "👩"), ("🇫🇷", "🇩🇪"), ("👍🏽", "👍"), ("❤️‍🔥", "❤️"), ("1️⃣", "2️⃣")]
        for (sequence, other) in pairs {
            let joined = try #require(font.glyphID(for: sequence), "\(sequence)")
            #expect(joined != font.glyphID(for: other), "\(sequence) vs \(other)")
            #expect(font.glyph(for: sequence) != nil, "\(sequence) has a picture")
        }
        // Text characters the font lacks have no glyph.
        #expect(font.glyphID(for: "A") == nil)
    }

    @Test(.enabled(if: canRun, note))
    func aGlyphsPictureIsAPNGOfItsMetricsSize() throws {
        let font = try #require(ColorEmojiFont.installed, Self.note)
        let glyph = try #require(font.glyph(for: "🎉"))
        let size = try #require(Self.pngSize(glyph.png))
        #expect(size.width == glyph.width && size.height == glyph.height)
        #expect(glyph.ppem > 0 && glyph.bearingY > 0)
    }

    /// `Text("Party 🎉")`: the emoji is an `<image>` of the glyph's PNG, `ppem` pixels to the em,
    /// starting where the layout measured it, its top `bearingY` above the baseline; the
    /// character stays in the document as invisible text.
    @MainActor
    @Test(.enabled(if: canRun, note))
    func theSVGDrawsTheGlyphsPictureWhereTheLayoutMeasuredIt() throws {
        let font = try #require(ColorEmojiFont.installed, Self.note)
        let glyph = try #require(font.glyph(for: "🎉"))
        let layout = DisplayList.TextLayout("Party 🎉", font: .system(size: 30))
        let frame = CGRect(origin: CGPoint(x: 10, y: 20), size: layout.size)
        let svg = SVGRenderer().render(
            DisplayList(items: [DisplayList.Item(content: .text(layout), frame: frame)]),
            size: CGSize(width: 400, height: 200), background: nil)
        let root = try XMLTree.parse(svg)
        let image = try #require(root.all(named: "image").first { $0["data-emoji"] == "1F389" })
        let run = layout.runs[0].font
        let line = try #require(layout.lines.first)
        let baseline = 20 + line.y + line.baseline
        let scale = 30 / Double(glyph.ppem)
        let expected = [
            Double(10 + run.width(of: "Party ")) + Double(glyph.bearingX) * scale,
            Double(baseline) - Double(glyph.bearingY) * scale,
            Double(glyph.width) * scale, Double(glyph.height) * scale,
        ]
        let box = ["x", "y", "width", "height"].compactMap { Double(image[$0] ?? "") }
        #expect(box.count == 4 && zip(box, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(box) vs \(expected)")
        let href = try #require(image["xlink:href"])
        #expect(href == "data:image/png;base64," + glyph.png.base64EncodedString())
        let hidden = root.all(named: "tspan").filter { $0["fill-opacity"] == "0" }
        #expect(hidden.map(\.text) == ["🎉"])
        // The layout gave the emoji the font's advance.
        #expect(abs(layout.size.width - (run.width(of: "Party ") + 2550.0 / 2048 * 30)) < 1e-9)
    }

    /// Any prefix of the font file, and bytes that are not a font, read as no font or as a font
    /// whose lookups answer without trapping.
    @Test(.enabled(if: canRun, note))
    func truncatedOrForeignDataIsNoFont() throws {
        let path = try #require(ColorEmojiFont.searchPaths.first { FileManager.default.fileExists(atPath: $0) }, Self.note)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let cut = Int.random(in: 0..<data.count, using: &generator)
            if let font = ColorEmojiFont(data: data.prefix(cut)) {
                _ = font.glyph(for: "🎉")
                _ = font.glyph(for: "👩‍💻")
            }
        }
        #expect(ColorEmojiFont(data: Data("not a font".utf8)) == nil)
        #expect(ColorEmojiFont(data: Data()) == nil)
        #expect(ColorEmojiFont(data: Data(repeating: 0xFF, count: 4096)) == nil)
    }
}
