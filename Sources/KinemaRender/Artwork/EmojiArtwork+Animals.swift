import Foundation

// Animal faces and fish, in the 100-unit design square of `EmojiArtwork`. Original drawings.

extension EmojiArtwork {
    private static let ink = "#3b2a20"

    static let animals: [String: String] = [
        // 🐶 dog face: floppy brown ears, a tan face, a pale muzzle
        "1F436": "<ellipse cx=\"18\" cy=\"46\" rx=\"12\" ry=\"26\" fill=\"#8d5a34\" transform=\"rotate(18 18 46)\"/>"
            + "<ellipse cx=\"82\" cy=\"46\" rx=\"12\" ry=\"26\" fill=\"#8d5a34\" transform=\"rotate(-18 82 46)\"/>"
            + "<ellipse cx=\"50\" cy=\"54\" rx=\"34\" ry=\"38\" fill=\"#e9b77c\"/>"
            + "<ellipse cx=\"50\" cy=\"72\" rx=\"19\" ry=\"15\" fill=\"#fff4e6\"/>"
            + "<ellipse cx=\"37\" cy=\"48\" rx=\"4.5\" ry=\"5.5\" fill=\"\(ink)\"/>"
            + "<ellipse cx=\"63\" cy=\"48\" rx=\"4.5\" ry=\"5.5\" fill=\"\(ink)\"/>"
            + "<ellipse cx=\"50\" cy=\"63\" rx=\"8\" ry=\"6\" fill=\"\(ink)\"/>"
            + "<path d=\"M50 68V73Q45 79 40 76M50 73Q55 79 60 76\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>",
        // 🐱 cat face: pointed ears, an orange face, whiskers
        "1F431": "<path d=\"M14 46L18 6L46 26Z\" fill=\"#f2a53f\"/><path d=\"M86 46L82 6L54 26Z\" fill=\"#f2a53f\"/>"
            + "<path d=\"M21 34L23 16L37 27Z\" fill=\"#f6b7c3\"/><path d=\"M79 34L77 16L63 27Z\" fill=\"#f6b7c3\"/>"
            + "<ellipse cx=\"50\" cy=\"56\" rx=\"40\" ry=\"35\" fill=\"#f7b548\"/>"
            + "<path d=\"M44 24V33M50 22V34M56 24V33\" stroke=\"#d98a20\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
            + "<ellipse cx=\"35\" cy=\"52\" rx=\"4.5\" ry=\"7\" fill=\"\(ink)\"/>"
            + "<ellipse cx=\"65\" cy=\"52\" rx=\"4.5\" ry=\"7\" fill=\"\(ink)\"/>"
            + "<path d=\"M45 63H55L50 68Z\" fill=\"#e8798f\" stroke=\"#e8798f\" stroke-width=\"2\" stroke-linejoin=\"round\"/>"
            + "<path d=\"M50 68Q47 75 41 72M50 68Q53 75 59 72\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>"
            + "<path d=\"M30 64L6 60M30 69L7 72M70 64L94 60M70 69L93 72\" stroke=\"#8a5a20\" stroke-width=\"1.8\" stroke-linecap=\"round\"/>",
        // 🐰 rabbit face: tall ears with pink insides, a pale grey face
        "1F430": "<g fill=\"#ececf0\" stroke=\"#a9a9b8\" stroke-width=\"2.5\">"
            + "<ellipse cx=\"35\" cy=\"26\" rx=\"10\" ry=\"23\" transform=\"rotate(-8 35 26)\"/>"
            + "<ellipse cx=\"65\" cy=\"26\" rx=\"10\" ry=\"23\" transform=\"rotate(8 65 26)\"/>"
            + "<circle cx=\"50\" cy=\"64\" r=\"32\"/></g>"
            + "<ellipse cx=\"35\" cy=\"27\" rx=\"4.5\" ry=\"16\" fill=\"#f6b7c3\" transform=\"rotate(-8 35 27)\"/>"
            + "<ellipse cx=\"65\" cy=\"27\" rx=\"4.5\" ry=\"16\" fill=\"#f6b7c3\" transform=\"rotate(8 65 27)\"/>"
            + "<circle cx=\"38\" cy=\"60\" r=\"4.5\" fill=\"\(ink)\"/><circle cx=\"62\" cy=\"60\" r=\"4.5\" fill=\"\(ink)\"/>"
            + "<ellipse cx=\"50\" cy=\"70\" rx=\"5\" ry=\"3.5\" fill=\"#e8798f\"/>"
            + "<path d=\"M50 73V77Q46 82 42 79M50 77Q54 82 58 79\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2.2\" stroke-linecap=\"round\"/>"
            + "<circle cx=\"30\" cy=\"72\" r=\"5\" fill=\"#f6b7c3\" opacity=\"0.7\"/><circle cx=\"70\" cy=\"72\" r=\"5\" fill=\"#f6b7c3\" opacity=\"0.7\"/>",
        // 🦊 fox face: orange, with dark ear tips, a white lower face and a black nose
        "1F98A": "<path d=\"M10 14L38 30H62L90 14L84 52Q74 82 50 92Q26 82 16 52Z\" fill=\"#f2762e\"/>"
            + "<path d=\"M16 24L32 33L20 44Z\" fill=\"#5a2e1a\"/><path d=\"M84 24L68 33L80 44Z\" fill=\"#5a2e1a\"/>"
            + "<path d=\"M17 54Q36 56 50 70Q64 56 83 54Q74 82 50 92Q26 82 17 54Z\" fill=\"#fff4e6\"/>"
            + "<ellipse cx=\"36\" cy=\"50\" rx=\"4\" ry=\"5.5\" fill=\"\(ink)\"/><ellipse cx=\"64\" cy=\"50\" rx=\"4\" ry=\"5.5\" fill=\"\(ink)\"/>"
            + "<ellipse cx=\"50\" cy=\"84\" rx=\"6.5\" ry=\"5\" fill=\"\(ink)\"/>",
        // 🐟 fish: blue, facing left
        "1F41F": "<path d=\"M68 50L94 28Q90 50 94 72Z\" fill=\"#3a8fd9\" stroke=\"#3a8fd9\" stroke-width=\"3\" stroke-linejoin=\"round\"/>"
            + "<path d=\"M36 34Q48 18 62 34Z\" fill=\"#3a8fd9\"/>"
            + "<ellipse cx=\"42\" cy=\"52\" rx=\"34\" ry=\"21\" fill=\"#5dadec\"/>"
            + "<path d=\"M32 40Q38 52 32 64\" fill=\"none\" stroke=\"#3a8fd9\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
            + "<circle cx=\"22\" cy=\"47\" r=\"5.5\" fill=\"#ffffff\"/><circle cx=\"21\" cy=\"47\" r=\"3\" fill=\"\(ink)\"/>"
            + "<path d=\"M44 62Q52 66 60 62\" fill=\"none\" stroke=\"#8ecdf5\" stroke-width=\"3\" stroke-linecap=\"round\"/>",
        // 🐠 tropical fish: yellow-orange with white stripes and blue fins
        "1F420": "<path d=\"M68 52L94 28Q90 52 94 76Z\" fill=\"#3a8fd9\" stroke=\"#3a8fd9\" stroke-width=\"3\" stroke-linejoin=\"round\"/>"
            + "<path d=\"M26 34Q44 6 66 34Z\" fill=\"#3a8fd9\"/><path d=\"M40 72Q50 90 60 72Z\" fill=\"#3a8fd9\"/>"
            + "<ellipse cx=\"44\" cy=\"52\" rx=\"32\" ry=\"24\" fill=\"#ffb020\"/>"
            + "<path d=\"M36 30Q44 52 36 75M56 30Q64 52 56 75\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"7\"/>"
            + "<circle cx=\"24\" cy=\"48\" r=\"5.5\" fill=\"#ffffff\"/><circle cx=\"23\" cy=\"48\" r=\"3\" fill=\"\(ink)\"/>",
    ]
}
