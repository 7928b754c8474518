import Foundation

// Faces and hands, in the 100-unit design square of `EmojiArtwork`. Original drawings: a yellow
// disc, dark brown features, flat colours.

extension EmojiArtwork {
    static let skin = "#ffc83d"
    static let skinEdge = "#d99a1e"
    static let feature = "#664500"

    /// A face's disc, centred at (50, `cy`).
    private static func face(cy: CGFloat = 50, radius: CGFloat = 46) -> String {
        "<circle cx=\"50\" cy=\"\(number(cy))\" r=\"\(number(radius))\" fill=\"\(skin)\"/>"
    }

    /// Eyes closed in a laugh: two arcs bowed upwards, their ends at height `y`.
    private static func laughingEyes(y: CGFloat = 42) -> String {
        let end = number(y), peak = number(y - 12)
        return "<path d=\"M25 \(end)Q33 \(peak) 41 \(end)M59 \(end)Q67 \(peak) 75 \(end)\" fill=\"none\" "
            + "stroke=\"\(feature)\" stroke-width=\"5\" stroke-linecap=\"round\"/>"
    }

    /// A wide-open grin with a row of top teeth, between `top` and `bottom`.
    private static func grin(top: CGFloat, bottom: CGFloat) -> String {
        let t = number(top), b = number(bottom), tooth = number(top + 8), lip = number(top + 2)
        return "<path d=\"M24 \(t)Q50 \(number(top + 5)) 76 \(t)Q74 \(b) 50 \(b)Q26 \(b) 24 \(t)Z\" fill=\"\(feature)\"/>"
            + "<path d=\"M29 \(lip)Q50 \(number(top + 6)) 71 \(lip)L70 \(tooth)Q50 \(number(top + 11)) 30 \(tooth)Z\" fill=\"#ffffff\"/>"
    }

    /// An open hand, fingers up, as a group to place: palm round (50, 64), about 56 × 84 units.
    static let hand =
        "<g fill=\"\(skin)\" stroke=\"\(skinEdge)\" stroke-width=\"2.5\" stroke-linejoin=\"round\">"
        + "<rect x=\"27\" y=\"18\" width=\"11\" height=\"44\" rx=\"5.5\"/>"
        + "<rect x=\"38.5\" y=\"10\" width=\"11\" height=\"50\" rx=\"5.5\"/>"
        + "<rect x=\"50\" y=\"12\" width=\"11\" height=\"48\" rx=\"5.5\"/>"
        + "<rect x=\"61.5\" y=\"22\" width=\"11\" height=\"40\" rx=\"5.5\"/>"
        + "<rect x=\"12\" y=\"48\" width=\"30\" height=\"12\" rx=\"6\" transform=\"rotate(38 27 54)\"/>"
        + "<rect x=\"27\" y=\"46\" width=\"45.5\" height=\"46\" rx=\"18\"/>"
        + "</g>"

    static let faces: [String: String] = [
        // 😀 grinning face
        "1F600": face()
            + "<ellipse cx=\"35\" cy=\"36\" rx=\"5\" ry=\"8\" fill=\"\(feature)\"/>"
            + "<ellipse cx=\"65\" cy=\"36\" rx=\"5\" ry=\"8\" fill=\"\(feature)\"/>"
            + grin(top: 56, bottom: 84),
        // 😂 face with tears of joy
        "1F602": face() + laughingEyes() + grin(top: 54, bottom: 84)
            + "<path d=\"M14 44Q3 58 8 67Q14 73 21 66Q25 58 14 44Z\" fill=\"#5dadec\"/>"
            + "<path d=\"M86 44Q97 58 92 67Q86 73 79 66Q75 58 86 44Z\" fill=\"#5dadec\"/>",
        // 😍 smiling face with heart-eyes
        "1F60D": face()
            + heart(x: 19, y: 26, width: 26, fill: "#e63946") + heart(x: 55, y: 26, width: 26, fill: "#e63946")
            + "<path d=\"M27 58Q50 62 73 58Q71 82 50 82Q29 82 27 58Z\" fill=\"\(feature)\"/>",
        // 🥳 partying face: a hat, a blower and confetti
        "1F973": face(cy: 56, radius: 40) + laughingEyes(y: 52)
            + "<path d=\"M20 28L44 4L52 26Z\" fill=\"#7b61ff\"/>"
            + "<path d=\"M29 19L47 11M24 24L50 19\" stroke=\"#ffd43b\" stroke-width=\"3\"/>"
            + "<circle cx=\"44\" cy=\"4\" r=\"4\" fill=\"#e63946\"/>"
            + "<path d=\"M50 70Q60 74 70 68\" fill=\"none\" stroke=\"\(feature)\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
            + "<path d=\"M66 70L92 60\" stroke=\"#e63946\" stroke-width=\"7\" stroke-linecap=\"round\"/>"
            + "<path d=\"M92 60L97 72\" stroke=\"#3a8fd9\" stroke-width=\"5\" stroke-linecap=\"round\"/>"
            + "<rect x=\"70\" y=\"8\" width=\"7\" height=\"7\" fill=\"#3db35a\" transform=\"rotate(20 73 11)\"/>"
            + "<rect x=\"86\" y=\"26\" width=\"7\" height=\"7\" fill=\"#e63946\" transform=\"rotate(-15 89 29)\"/>"
            + "<circle cx=\"8\" cy=\"44\" r=\"4\" fill=\"#3a8fd9\"/>",
        // 👍 thumbs up: a fist seen from the side, thumb raised, a blue cuff
        "1F44D": "<rect x=\"8\" y=\"46\" width=\"20\" height=\"48\" rx=\"4\" fill=\"#3a8fd9\"/>"
            + "<g fill=\"\(skin)\" stroke=\"\(skinEdge)\" stroke-width=\"2.5\" stroke-linejoin=\"round\">"
            + "<path d=\"M30 50L44 18Q48 6 56 9Q63 13 59 27L55 44Z\"/>"
            + "<rect x=\"28\" y=\"42\" width=\"40\" height=\"52\" rx=\"10\"/>"
            + "<rect x=\"52\" y=\"42\" width=\"38\" height=\"13\" rx=\"6.5\"/>"
            + "<rect x=\"52\" y=\"55\" width=\"36\" height=\"13\" rx=\"6.5\"/>"
            + "<rect x=\"52\" y=\"68\" width=\"34\" height=\"13\" rx=\"6.5\"/>"
            + "<rect x=\"52\" y=\"81\" width=\"30\" height=\"13\" rx=\"6.5\"/>"
            + "</g>",
        // 👋 waving hand, with motion lines
        "1F44B": "<g transform=\"rotate(-18 50 60)\">" + hand + "</g>"
            + "<path d=\"M84 16Q93 25 91 38M12 70Q8 80 14 90\" fill=\"none\" stroke=\"#5dadec\" stroke-width=\"4\" stroke-linecap=\"round\"/>",
        // 🙌 raising hands: two open hands, a spark between them
        "1F64C": "<g transform=\"translate(-6.4 12) scale(0.7) rotate(-10 50 60)\">" + hand + "</g>"
            + "<g transform=\"translate(106.4 12) scale(-0.7 0.7) rotate(-10 50 60)\">" + hand + "</g>"
            + "<path d=\"M50 4V16M38 8L43 18M62 8L57 18\" stroke=\"#f4a300\" stroke-width=\"3.5\" stroke-linecap=\"round\"/>",
    ]
}
