import Foundation
import Kinema
import KinemaRender
import KinemaTestSupport
import PropertyBased
import Testing

// Text holding emoji, drawn with Kinema's artwork (`SVGRenderer(emoji: .artwork)`): each emoji is
// Kinema's drawing, a square as wide as its advance (Noto Color Emoji's, 2550/2048 em) on the
// baseline, at the x the text layout measured for it; the text around it is tspans at their
// measured x; no emoji reaches the SVG as a visible glyph.
@MainActor
@Suite("SVG emoji")
struct SVGEmojiTests {
    /// The SVG of `layout` drawn in a frame of its own size at (10, 20).
    private static func render(_ layout: DisplayList.TextLayout) throws -> (svg: String, root: XMLTree) {
        let frame = CGRect(origin: CGPoint(x: 10, y: 20), size: layout.size)
        let item = DisplayList.Item(content: .text(layout), frame: frame)
        let svg = SVGRenderer(emoji: .artwork).render(DisplayList(items: [item]), size: CGSize(width: 400, height: 200), background: nil)
        return (svg, try XMLTree.parse(svg))
    }

    /// The emoji groups and the translation of each (the matrix's e and f) and its scale.
    private static func emojiGroups(_ root: XMLTree) -> [(code: String, scale: Double, x: Double, y: Double, node: XMLTree)] {
        root.all(named: "g").filter { $0["class"] == "emoji" }.compactMap { group in
            guard let transform = group["transform"], transform.hasPrefix("matrix(") else { return nil }
            let numbers = transform.dropFirst(7).dropLast().split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 6 else { return nil }
            return (group["data-emoji"] ?? "", numbers[0], numbers[4], numbers[5], group)
        }
    }

    /// Visible text: what the tspans (or the text) show, leaving out invisible ones.
    private static func visibleText(_ root: XMLTree) -> String {
        root.all(named: "text").map { text in
            text.children.isEmpty ? text.text : text.children.filter { $0["fill-opacity"] != "0" }.map(\.text).joined()
        }.joined()
    }

    @Test func anEmojiIsADrawingNotAGlyph() throws {
        let layout = DisplayList.TextLayout("🐶", font: .system(size: 40))
        let (svg, root) = try Self.render(layout)
        #expect(!svg.contains("🐶"))
        #expect(root.all(named: "text").isEmpty)
        let group = try #require(Self.emojiGroups(root).first)
        #expect(group.code == "1F436")
        #expect(!group.node.all(named: "path").isEmpty || !group.node.all(named: "ellipse").isEmpty)
        // The emoji's advance (2550/2048 em) per 100 design units; the top 0.96 em above the baseline.
        #expect(abs(group.scale - 2550.0 / 2048 * 40 / 100) < 1e-6)   // written to six decimals
        #expect(group.x == 10)
        let line = try #require(layout.lines.first)
        let baseline = 20 + line.y + line.baseline
        #expect(abs(group.y - (baseline - 0.96 * 40)) < 0.01)
        // The layout gave the emoji Noto Color Emoji's advance.
        #expect(abs(layout.size.width - 2550.0 / 2048 * 40) < 1e-9)
    }

    @Test func textAroundAnEmojiStartsWhereTheLayoutMeasuredIt() throws {
        let layout = DisplayList.TextLayout("I ❤️ Swift", font: .system(size: 20))
        let font = layout.runs[0].font
        let (svg, root) = try Self.render(layout)
        #expect(!svg.contains("❤"))
        let spans = root.all(named: "tspan")
        #expect(spans.map(\.text) == ["I ", " Swift"])
        let xs = spans.compactMap { Double($0["x"] ?? "") }, expected = [10, Double(10 + font.width(of: "I ") + 2550.0 / 2048 * 20)]
        #expect(xs.count == 2 && zip(xs, expected).allSatisfy { abs($0 - $1) < 0.01 }, "\(xs) vs \(expected)")
        let heart = try #require(Self.emojiGroups(root).first)
        #expect(heart.code == "2764 FE0F")
        #expect(abs(heart.x - (10 + font.width(of: "I "))) < 0.01)
        #expect(Set(spans.map { $0["y"] }).count == 1, "one baseline")
    }

    @Test func centredLinesPlaceEmojiFromTheLinesStart() throws {
        let layout = DisplayList.TextLayout("a\n🔥🔥", font: .system(size: 10), alignment: .center)
        let (_, root) = try Self.render(layout)
        let fires = Self.emojiGroups(root)
        #expect(fires.count == 2)
        // The second line is two emoji advances wide, centred in a frame as wide as the widest line.
        let advance = 2550.0 / 2048 * 10
        let start = 10 + (Double(layout.size.width) - 2 * advance) / 2
        let expected: [Double] = [start, start + advance]
        for (fire, x) in zip(fires, expected) { #expect(abs(fire.x - x) < 0.01) }
    }

    /// An emoji without artwork is the neutral tile, with its character kept invisible.
    @Test func anEmojiWithoutArtworkIsATileWithAnInvisibleGlyph() throws {
        let (_, root) = try Self.render(DisplayList.TextLayout("🦄!", font: .system(size: 30)))
        let tile = try #require(Self.emojiGroups(root).first)
        #expect(tile.code == "1F984")
        #expect(tile.node.children.map(\.name) == ["rect"])
        let hidden = root.all(named: "tspan").filter { $0["fill-opacity"] == "0" }
        #expect(hidden.map(\.text) == ["🦄"])
        #expect(Self.visibleText(root) == "!")
    }

    @Test func zeroSizedTextDrawsNothing() throws {
        for size: CGFloat in [0, -4, .nan] {
            let (svg, root) = try Self.render(DisplayList.TextLayout("🐶 dog", font: .system(size: size)))
            #expect(Self.emojiGroups(root).isEmpty)
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }

    /// Over random strings of letters, spaces and emoji (drawn or not), at random sizes: every
    /// emoji is a group at the x the layout measured (the advances before it), no emoji shows as a
    /// glyph, and every other character is shown.
    @Test func everyEmojiSitsAtItsMeasuredAdvance() async {
        let pieces: [String] = ["a", "W", " ", "ij", "🐶", "❤️", "✨", "🦄", "👍🏽", "☀️", "1️⃣"]
        let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...8).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 150, input: text, Gen.int(in: 6...60)) { string, size in
            let layout = DisplayList.TextLayout(string, font: .system(size: CGFloat(size)))
            let font = layout.runs[0].font
            guard let (svg, root) = try? Self.render(layout) else {
                Issue.record("not well-formed for \(string)")
                return
            }
            var expected: [Double] = [], x: CGFloat = 10, plain = ""
            for character in string {
                if EmojiArtwork.isEmoji(character) { expected.append(Double(x)) } else { plain.append(character) }
                x += font.advance(of: character)
            }
            let groups = Self.emojiGroups(root)
            #expect(groups.count == expected.count, "\(string)")
            for (group, x) in zip(groups, expected) { #expect(abs(group.x - x) < 0.01, "\(string) at \(size)") }
            #expect(groups.allSatisfy { abs($0.scale - 2550.0 / 2048 * Double(size) / 100) < 1e-6 })
            #expect(Self.visibleText(root) == plain, "\(string)")
            #expect(!svg.contains("nan"))
        }
    }
}
