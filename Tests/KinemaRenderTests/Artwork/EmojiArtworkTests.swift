import Foundation
import KinemaRender
import KinemaTestSupport
import Testing

// The emoji Kinema draws: which characters count as emoji, which have drawings, and that every
// drawing is well-formed SVG of shapes only.
@Suite("Emoji artwork")
struct EmojiArtworkTests {
    /// The emoji issue 14 asks for, each as typed (with U+FE0F where the character needs it).
    static let required: [Character] = [
        "🐶", "🐱", "🐟", "🐠", "❤️", "⭐", "🌟", "👍", "🎉", "🔥", "😀", "😂", "😍", "🥳", "🚀",
        "✨", "💯", "✅", "❌", "🌈", "🍕", "☀️", "🌙", "⚡", "🎈", "💬", "👋", "🙌", "🐰", "🦊",
    ]

    @Test(arguments: required)
    func everyRequiredEmojiIsDrawn(_ emoji: Character) throws {
        #expect(EmojiArtwork.isEmoji(emoji))
        let drawing = try #require(EmojiArtwork.drawing(for: emoji), "no drawing for \(emoji)")
        // Well-formed, shapes only: no text, no images, no links, no ids to clash with a frame's.
        let tree = try XMLTree.parse("<svg xmlns=\"http://www.w3.org/2000/svg\">" + drawing + "</svg>")
        let shapes = ["path", "circle", "ellipse", "rect"].flatMap { tree.all(named: $0) }
        #expect(shapes.count >= 1)
        for name in ["text", "tspan", "image", "use"] { #expect(tree.all(named: name).isEmpty, "\(emoji) has <\(name)>") }
        #expect(!drawing.contains("id=") && !drawing.contains("href") && !drawing.contains("nan"))
        #expect(EmojiArtwork.characters.contains { EmojiArtwork.drawing(for: $0) == drawing })
    }

    /// Emoji presentation: Emoji_Presentation characters, or U+FE0F after an emoji character.
    /// Text-presentation characters alone (❤ U+2764, ☀ U+2600) and letters, digits and CJK stay
    /// text.
    @Test func emojiPresentationDecidesWhatIsAnEmoji() {
        for emoji: Character in ["🐶", "⚡", "❤️", "☀️", "🦄", "1️⃣", "👍🏽"] { #expect(EmojiArtwork.isEmoji(emoji), "\(emoji)") }
        for text: Character in ["❤", "☀", "A", "1", "é", " ", "漢", "\u{FE0F}"] {
            #expect(!EmojiArtwork.isEmoji(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    @Test func skinTonesAndSelectorsShareTheDefaultDrawing() {
        #expect(EmojiArtwork.drawing(for: "👍🏽") == EmojiArtwork.drawing(for: "👍"))
        #expect(EmojiArtwork.drawing(for: "❤️") == EmojiArtwork.drawing(for: "❤"))
        #expect(EmojiArtwork.drawing(for: "🦄") == nil)
        #expect(EmojiArtwork.drawing(for: "A") == nil)
    }

    /// The design square is an emoji's advance (Noto Color Emoji's 2550/2048 em) wide: scale
    /// advance ÷ 100, top 0.96 em above the baseline.
    @Test func placementMapsTheDesignSquareOntoTheAdvance() {
        let place = EmojiArtwork.placement(x: 12, baseline: 40, fontSize: 20)
        #expect(abs(place.scale - 2550.0 / 2048 * 20 / 100) < 1e-12)
        #expect(place.x == 12)
        #expect(abs(place.y - (40 - 0.96 * 20)) < 1e-12)
    }
}
