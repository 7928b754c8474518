import Foundation

// Hearts, stars, marks and sparkles, in the 100-unit design square of `EmojiArtwork`. Original
// drawings.

extension EmojiArtwork {
    static let gold = "#ffc83d"
    static let red = "#e63946"
    static let green = "#3db35a"

    static let symbols: [String: String] = [
        // ❤️ red heart
        "2764": heart(x: 6, y: 10, width: 88, fill: red),
        // ⭐ star
        "2B50": "<path d=\"\(star(cx: 50, cy: 53, radius: 47))\" fill=\"\(gold)\" stroke=\"\(gold)\" stroke-width=\"6\" stroke-linejoin=\"round\"/>",
        // 🌟 glowing star: a star with an orange rim and rays
        "1F31F": "<path d=\"\(star(cx: 50, cy: 54, radius: 38))\" fill=\"#ffd43b\" stroke=\"#f4a300\" stroke-width=\"4\" stroke-linejoin=\"round\"/>"
            + "<path d=\"M50 2V10M8 40L15 43M92 40L85 43M22 92L27 86M78 92L73 86\" stroke=\"#f4a300\" stroke-width=\"4\" stroke-linecap=\"round\"/>",
        // ✨ sparkles
        "2728": sparkle(cx: 40, cy: 58, radius: 36, fill: gold) + sparkle(cx: 78, cy: 20, radius: 16, fill: gold)
            + sparkle(cx: 82, cy: 80, radius: 11, fill: "#f4a300"),
        // ✅ check mark button
        "2705": "<rect x=\"6\" y=\"6\" width=\"88\" height=\"88\" rx=\"18\" fill=\"\(green)\"/>"
            + "<path d=\"M26 52L43 68L75 32\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"12\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        // ❌ cross mark
        "274C": "<path d=\"M20 20L80 80M80 20L20 80\" stroke=\"\(red)\" stroke-width=\"16\" stroke-linecap=\"round\"/>",
        // 💯 hundred points: red strokes, underlined twice
        "1F4AF": "<g transform=\"rotate(-8 50 50)\" fill=\"none\" stroke=\"\(red)\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
            + "<path d=\"M12 30L21 23V63\" stroke-width=\"8\"/>"
            + "<ellipse cx=\"45\" cy=\"43\" rx=\"11\" ry=\"19\" stroke-width=\"8\"/>"
            + "<ellipse cx=\"77\" cy=\"43\" rx=\"11\" ry=\"19\" stroke-width=\"8\"/>"
            + "<path d=\"M10 78H92M18 91H84\" stroke-width=\"6\"/></g>",
        // ⚡ high voltage
        "26A1": "<path d=\"M60 3L16 57H46L38 97L84 39H54Z\" fill=\"\(gold)\" stroke=\"#f4a300\" stroke-width=\"3\" stroke-linejoin=\"round\"/>",
        // ☀️ sun: a disc and eight rays
        "2600": "<circle cx=\"50\" cy=\"50\" r=\"22\" fill=\"\(gold)\"/>"
            + "<path d=\"" + (0..<8).map { index -> String in
                let angle = CGFloat(index) * .pi / 4
                return "M" + number(50 + 31 * cos(angle)) + " " + number(50 + 31 * sin(angle))
                    + "L" + number(50 + 44 * cos(angle)) + " " + number(50 + 44 * sin(angle))
            }.joined() + "\" stroke=\"\(gold)\" stroke-width=\"7\" stroke-linecap=\"round\"/>",
        // 🌙 crescent moon: a disc minus a disc up and to the right
        "1F319": "<path d=\"M46.08 12A42 42 0 1 0 86.61 64.7A34 34 0 0 1 46.08 12Z\" fill=\"#ffd43b\"/>",
        // 💬 speech balloon
        "1F4AC": "<path d=\"M18 12H82Q94 12 94 24V60Q94 72 82 72H42L22 90L27 72H18Q6 72 6 60V24Q6 12 18 12Z\" "
            + "fill=\"#ffffff\" stroke=\"#9aa9b8\" stroke-width=\"4\" stroke-linejoin=\"round\"/>"
            + "<circle cx=\"32\" cy=\"42\" r=\"5.5\" fill=\"#9aa9b8\"/><circle cx=\"50\" cy=\"42\" r=\"5.5\" fill=\"#9aa9b8\"/>"
            + "<circle cx=\"68\" cy=\"42\" r=\"5.5\" fill=\"#9aa9b8\"/>",
    ]
}
