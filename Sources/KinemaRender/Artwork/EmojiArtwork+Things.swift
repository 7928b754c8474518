import Foundation

// Objects, food and celebrations, in the 100-unit design square of `EmojiArtwork`. Original
// drawings.

extension EmojiArtwork {
    static let things: [String: String] = [
        // 🔥 fire: an orange flame round a yellow core
        "1F525": "<path d=\"M50 4C58 24 80 34 80 62C80 82 66 96 50 96C34 96 20 82 20 62C20 48 28 40 32 30C36 42 40 46 44 46"
            + "C40 30 44 16 50 4Z\" fill=\"#f4700b\"/>"
            + "<path d=\"M50 44C54 56 66 62 66 76C66 88 58 95 50 95C42 95 34 88 34 76C34 66 42 60 50 44Z\" fill=\"\(gold)\"/>",
        // 🚀 rocket, climbing to the upper right
        "1F680": "<g transform=\"rotate(45 50 50)\">"
            + "<path d=\"M44 74H56L50 98Z\" fill=\"#f4a300\"/>"
            + "<path d=\"M32 54L17 76L33 73ZM68 54L83 76L67 73Z\" fill=\"\(red)\"/>"
            + "<path d=\"M50 4C64 16 69 34 69 54V74H31V54C31 34 36 16 50 4Z\" fill=\"#e8eef4\" stroke=\"#9aa9b8\" stroke-width=\"2.5\"/>"
            + "<path d=\"M50 4C57 10 61 16 64 22H36C39 16 43 10 50 4Z\" fill=\"\(red)\"/>"
            + "<circle cx=\"50\" cy=\"40\" r=\"8\" fill=\"#5dadec\" stroke=\"#3a6f99\" stroke-width=\"3\"/>"
            + "</g>",
        // 🎉 party popper: a striped cone and confetti
        "1F389": "<path d=\"M6 94L28 38L62 72Z\" fill=\"#f4a300\"/>"
            + "<path d=\"M17 66L40 80M22 52L50 68\" stroke=\"\(red)\" stroke-width=\"5\"/>"
            + "<path d=\"M38 44Q44 22 62 22M56 60Q70 46 88 54M48 50Q58 36 54 14\" fill=\"none\" stroke=\"#7b61ff\" stroke-width=\"4\" stroke-linecap=\"round\"/>"
            + "<circle cx=\"74\" cy=\"14\" r=\"5\" fill=\"#3a8fd9\"/><circle cx=\"88\" cy=\"36\" r=\"4\" fill=\"\(green)\"/>"
            + "<rect x=\"64\" y=\"30\" width=\"8\" height=\"8\" fill=\"\(red)\" transform=\"rotate(25 68 34)\"/>"
            + "<rect x=\"84\" y=\"70\" width=\"7\" height=\"7\" fill=\"#ffd43b\" transform=\"rotate(-20 87 73)\"/>"
            + "<rect x=\"36\" y=\"8\" width=\"7\" height=\"7\" fill=\"\(green)\" transform=\"rotate(15 39 11)\"/>",
        // 🌈 rainbow: six bands and two small clouds
        "1F308": "<g fill=\"none\" stroke-width=\"7\">"
            + [("#e63946", 44.0), ("#f4a300", 37.5), ("#ffd43b", 31.0), ("#3db35a", 24.5), ("#3a8fd9", 18.0), ("#7b61ff", 11.5)]
                .map { color, radius in
                    "<path d=\"M\(number(50 - radius)) 80A\(number(radius)) \(number(radius)) 0 0 1 \(number(50 + radius)) 80\" "
                        + "stroke=\"\(color)\"/>"
                }.joined()
            + "</g>"
            + "<g fill=\"#ffffff\" stroke=\"#c7c7cc\" stroke-width=\"2.5\">"
            + "<path d=\"M4 88A8 8 0 0 1 12 78A9 9 0 0 1 28 80A7 7 0 0 1 30 94H8A5 5 0 0 1 4 88Z\"/>"
            + "<path d=\"M70 88A8 8 0 0 1 78 78A9 9 0 0 1 94 80A7 7 0 0 1 96 94H74A5 5 0 0 1 70 88Z\"/>"
            + "</g>",
        // 🍕 pizza slice: crust at the top, pepperoni on the cheese
        "1F355": "<path d=\"M12 20Q50 6 88 20L50 96Z\" fill=\"#ffd43b\" stroke=\"#f4a300\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>"
            + "<path d=\"M9 16Q50 -1 91 16L88 27Q50 11 12 27Z\" fill=\"#d9822b\"/>"
            + "<circle cx=\"38\" cy=\"37\" r=\"7\" fill=\"\(red)\"/><circle cx=\"62\" cy=\"40\" r=\"6.5\" fill=\"\(red)\"/>"
            + "<circle cx=\"50\" cy=\"62\" r=\"6\" fill=\"\(red)\"/>",
        // 🎈 balloon on a string
        "1F388": "<path d=\"M50 79Q42 87 52 98\" fill=\"none\" stroke=\"#8a8a8e\" stroke-width=\"2.2\"/>"
            + "<path d=\"M45 80H55L50 73Z\" fill=\"#c1121f\"/>"
            + "<ellipse cx=\"50\" cy=\"40\" rx=\"30\" ry=\"35\" fill=\"\(red)\"/>"
            + "<ellipse cx=\"39\" cy=\"27\" rx=\"6\" ry=\"10\" fill=\"#ffffff\" opacity=\"0.45\" transform=\"rotate(20 39 27)\"/>",
    ]
}
