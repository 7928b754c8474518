import Foundation

// DejaVu advances, in font units (2048 to the em), read from the TrueType files with
// `python3 Scripts/generate-font-metrics.py --print <face> <text>` — not from Kinema. Tests compute
// expected widths from them by the documented formula: width = Σ advance × size ÷ 2048 (+ tracking
// per character); DejaVu Sans Oblique has the same advances as DejaVu Sans, DejaVu Sans Mono 1233
// for every character.

enum DejaVuReference {
    static let unitsPerEm: CGFloat = 2048
    /// `hhea` ascender and descender of DejaVu Sans (and Sans Bold, Serif).
    static let ascender: CGFloat = 1901
    static let descender: CGFloat = 483
    /// Every DejaVu Sans Mono advance.
    static let monoAdvance = 1233

    /// DejaVu Sans (Book), U+0020…U+007E, and a few others.
    static let sans: [Character: Int] = [
        " ": 651, "!": 821, "\"": 942, "#": 1716, "$": 1303, "%": 1946, "&": 1597, "'": 563, "(": 799, ")": 799,
        "*": 1024, "+": 1716, ",": 651, "-": 739, ".": 651, "/": 690, "0": 1303, "1": 1303, "2": 1303, "3": 1303,
        "4": 1303, "5": 1303, "6": 1303, "7": 1303, "8": 1303, "9": 1303, ":": 690, ";": 690, "<": 1716, "=": 1716,
        ">": 1716, "?": 1087, "@": 2048, "A": 1401, "B": 1405, "C": 1430, "D": 1577, "E": 1294, "F": 1178, "G": 1587,
        "H": 1540, "I": 604, "J": 604, "K": 1343, "L": 1141, "M": 1767, "N": 1532, "O": 1612, "P": 1235, "Q": 1612,
        "R": 1423, "S": 1300, "T": 1251, "U": 1499, "V": 1401, "W": 2025, "X": 1403, "Y": 1251, "Z": 1403, "[": 799,
        "\\": 690, "]": 799, "^": 1716, "_": 1024, "`": 1024, "a": 1255, "b": 1300, "c": 1126, "d": 1300, "e": 1260,
        "f": 721, "g": 1300, "h": 1298, "i": 569, "j": 569, "k": 1186, "l": 569, "m": 1995, "n": 1298, "o": 1253,
        "p": 1300, "q": 1300, "r": 842, "s": 1067, "t": 803, "u": 1298, "v": 1212, "w": 1675, "x": 1212, "y": 1212,
        "z": 1075, "{": 1303, "|": 690, "}": 1303, "~": 1716,
        "\u{E9}": 1260, "…": 2048, "•": 1208, "€": 1303, "°": 1024, "×": 1716, "÷": 1716, "–": 1024, "—": 2048,
        "★": 1836, "\u{A0}": 651,
    ]

    /// DejaVu Sans Bold, U+0020…U+007E.
    static let sansBold: [Character: Int] = [
        " ": 713, "!": 934, "\"": 1067, "#": 1716, "$": 1425, "%": 2052, "&": 1786, "'": 627, "(": 936, ")": 936,
        "*": 1071, "+": 1716, ",": 778, "-": 850, ".": 778, "/": 748, "0": 1425, "1": 1425, "2": 1425, "3": 1425,
        "4": 1425, "5": 1425, "6": 1425, "7": 1425, "8": 1425, "9": 1425, ":": 819, ";": 819, "<": 1716, "=": 1716,
        ">": 1716, "?": 1188, "@": 2048, "A": 1585, "B": 1561, "C": 1503, "D": 1700, "E": 1399, "F": 1399, "G": 1681,
        "H": 1714, "I": 762, "J": 762, "K": 1587, "L": 1305, "M": 2038, "N": 1714, "O": 1741, "P": 1501, "Q": 1741,
        "R": 1577, "S": 1475, "T": 1397, "U": 1663, "V": 1585, "W": 2259, "X": 1579, "Y": 1483, "Z": 1485, "[": 936,
        "\\": 748, "]": 936, "^": 1716, "_": 1024, "`": 1024, "a": 1382, "b": 1466, "c": 1214, "d": 1466, "e": 1389,
        "f": 891, "g": 1466, "h": 1458, "i": 702, "j": 702, "k": 1362, "l": 702, "m": 2134, "n": 1458, "o": 1407,
        "p": 1466, "q": 1466, "r": 1010, "s": 1219, "t": 979, "u": 1458, "v": 1335, "w": 1892, "x": 1321, "y": 1335,
        "z": 1192, "{": 1458, "|": 748, "}": 1458, "~": 1716,
    ]

    /// DejaVu Serif (Book), U+0020…U+007E.
    static let serif: [Character: Int] = [
        " ": 651, "!": 823, "\"": 942, "#": 1716, "$": 1303, "%": 1946, "&": 1823, "'": 563, "(": 799, ")": 799,
        "*": 1024, "+": 1716, ",": 651, "-": 692, ".": 651, "/": 690, "0": 1303, "1": 1303, "2": 1303, "3": 1303,
        "4": 1303, "5": 1303, "6": 1303, "7": 1303, "8": 1303, "9": 1303, ":": 690, ";": 690, "<": 1716, "=": 1716,
        ">": 1716, "?": 1098, "@": 2048, "A": 1479, "B": 1505, "C": 1567, "D": 1642, "E": 1495, "F": 1421, "G": 1636,
        "H": 1786, "I": 809, "J": 821, "K": 1530, "L": 1360, "M": 2097, "N": 1792, "O": 1679, "P": 1378, "Q": 1679,
        "R": 1542, "S": 1403, "T": 1366, "U": 1726, "V": 1479, "W": 2105, "X": 1458, "Y": 1352, "Z": 1423, "[": 799,
        "\\": 690, "]": 799, "^": 1716, "_": 1024, "`": 1024, "a": 1221, "b": 1311, "c": 1147, "d": 1311, "e": 1212,
        "f": 758, "g": 1311, "h": 1319, "i": 655, "j": 635, "k": 1241, "l": 655, "m": 1942, "n": 1319, "o": 1233,
        "p": 1311, "q": 1311, "r": 979, "s": 1051, "t": 823, "u": 1319, "v": 1157, "w": 1753, "x": 1155, "y": 1157,
        "z": 1079, "{": 1303, "|": 690, "}": 1303, "~": 1716,
    ]

    /// The sum of the advances of `string`'s characters in `face`, in font units. Characters the
    /// tables here lack are wide (emoji): one em, as Kinema's documented rule says.
    static func units(_ string: String, in face: [Character: Int] = sans) -> Int {
        string.reduce(0) { $0 + (face[$1] ?? Int(unitsPerEm)) }
    }

    /// The width of `string` in `face` at `size` points: Σ advance × size ÷ 2048.
    static func width(_ string: String, size: CGFloat = 17, in face: [Character: Int] = sans) -> CGFloat {
        CGFloat(units(string, in: face)) * size / unitsPerEm
    }
}
