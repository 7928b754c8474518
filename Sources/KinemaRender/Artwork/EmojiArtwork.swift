import Foundation
import KinemaDisplay

/// Kinema's own colour drawings of common emoji, drawn where no colour emoji font is installed
/// (or with ``SVGRenderer/EmojiStyle/artwork``, for output that does not depend on the machine).
///
/// Each drawing is SVG markup in a 100 × 100 design square (y down), original artwork written for
/// Kinema. The renderer scales the square to the emoji's advance (the colour emoji font's,
/// `FontMetricsTable.emojiAdvance` ems, which the text layout measures every emoji with) and
/// sits it on the baseline where the font's glyph would be (see
/// ``placement(x:baseline:fontSize:)``), so layout and drawing agree.
///
/// An emoji without a drawing (``fallback``) is a neutral rounded square, with the character kept
/// as invisible text so the SVG still contains it.
package enum EmojiArtwork {
    /// The side of the design square.
    package static let designSize: CGFloat = 100

    /// Where the design square's top sits above the baseline, in ems: the square's centre is
    /// where Noto Color Emoji centres its pictures (0.34 em above the baseline).
    package static let ascent: CGFloat = 0.96

    /// The side of the drawn square, in ems: an emoji's advance.
    package static var side: CGFloat { CGFloat(FontMetricsTable.emojiAdvance) }

    /// Whether `character` is drawn as an emoji: its first scalar has the Emoji_Presentation
    /// property (🐶), or the cluster asks for emoji presentation with U+FE0F (❤️, ☀️).
    ///
    /// Text-presentation characters without U+FE0F (❤, ☀) stay text, as they are in SwiftUI.
    package static func isEmoji(_ character: Character) -> Bool {
        FontMetricsTable.isEmoji(character)
    }

    /// The drawing of `character` in the design square, or `nil` when Kinema has none.
    ///
    /// Variation selectors and skin-tone modifiers are ignored: 👍🏽 is drawn as 👍, in the
    /// default yellow.
    package static func drawing(for character: Character) -> String? {
        drawings[key(character)]
    }

    /// The characters Kinema draws, in a stable order.
    package static var characters: [Character] {
        drawings.keys.sorted().compactMap { key in
            let scalars = key.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return String(text).first
        }
    }

    /// What stands in for an emoji without a drawing: a light grey rounded square with a grey
    /// border, like an empty tile.
    package static let fallback =
        ##"<rect x="12" y="10" width="76" height="80" rx="16" fill="#f2f2f7" stroke="#c7c7cc" stroke-width="5"/>"##

    /// The transform that maps the design square onto an emoji ``side`` ems wide (at `fontSize`)
    /// whose advance starts at `x`, on the baseline at `baseline`: scale, then translate.
    package static func placement(x: CGFloat, baseline: CGFloat, fontSize: CGFloat) -> (scale: CGFloat, x: CGFloat, y: CGFloat) {
        (side * fontSize / designSize, x, baseline - ascent * fontSize)
    }

    /// The lookup key: the cluster's scalars in hex, without variation selectors and skin tones.
    private static func key(_ character: Character) -> String {
        character.unicodeScalars
            .filter { !(0xFE00...0xFE0F).contains($0.value) && !(0x1F3FB...0x1F3FF).contains($0.value) }
            .map { String($0.value, radix: 16, uppercase: true) }
            .joined(separator: " ")
    }

    /// Every drawing, by key.
    private static let drawings: [String: String] = faces.merging(animals) { first, _ in first }
        .merging(symbols) { first, _ in first }
        .merging(things) { first, _ in first }
}

// MARK: - Building blocks shared by the drawings

extension EmojiArtwork {
    /// A heart `width` wide with its top-left corner at (`x`, `y`), 0.9 × `width` tall.
    static func heart(x: CGFloat, y: CGFloat, width: CGFloat, fill: String) -> String {
        "<path transform=\"translate(\(number(x)) \(number(y))) scale(\(number(width / 100)))\" "
            + "d=\"M50 90C20 70 0 50 0 28C0 12 12 0 27 0C38 0 46 7 50 16C54 7 62 0 73 0C88 0 100 12 100 28"
            + "C100 50 80 70 50 90Z\" fill=\"\(fill)\"/>"
    }

    /// A five-pointed star round (`cx`, `cy`): tips `radius` out, valleys at 0.42 of it.
    static func star(cx: CGFloat, cy: CGFloat, radius: CGFloat) -> String {
        let points = (0..<10).map { index -> String in
            let r = index.isMultiple(of: 2) ? radius : 0.42 * radius
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            return number(cx + r * cos(angle)) + " " + number(cy + r * sin(angle))
        }
        return "M" + points.joined(separator: "L") + "Z"
    }

    /// A four-pointed sparkle round (`cx`, `cy`) whose edges curve in.
    static func sparkle(cx: CGFloat, cy: CGFloat, radius r: CGFloat, fill: String) -> String {
        let k = 0.12 * r
        func pt(_ x: CGFloat, _ y: CGFloat) -> String { number(cx + x) + " " + number(cy + y) }
        return "<path d=\"M\(pt(0, -r))Q\(pt(k, -k)) \(pt(r, 0))Q\(pt(k, k)) \(pt(0, r))Q\(pt(-k, k)) \(pt(-r, 0))"
            + "Q\(pt(-k, -k)) \(pt(0, -r))Z\" fill=\"\(fill)\"/>"
    }

    /// A number in the drawings: at most two decimals, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        DecimalText.fixed(value, decimals: 2)
    }
}
