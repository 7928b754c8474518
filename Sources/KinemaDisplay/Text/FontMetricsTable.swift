import Foundation

/// The glyph metrics Kinema measures text with, generated from the DejaVu fonts by
/// `Scripts/generate-font-metrics.py` (see `FontMetricsTable+DejaVu.swift`).
package enum FontMetricsTable {
    /// Where a code point's advance sits in a face's table, or `nil` when it has none.
    ///
    /// Basic Latin U+0020…U+007E is at 0…94, Latin-1 U+00A0…U+00FF at 95…190, then
    /// ``extraScalars`` in order.
    static func index(of value: UInt32) -> Int? {
        switch value {
        case 0x20...0x7E: return Int(value) - 0x20
        case 0xA0...0xFF: return Int(value) - 0xA0 + 95
        default:
            var low = 0, high = extraScalars.count
            while low < high {
                let middle = (low + high) / 2
                if extraScalars[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low < extraScalars.count && extraScalars[low] == value ? 191 + low : nil
        }
    }

    /// Characters that never take space: zero-width space, joiners, word joiner, byte order mark,
    /// variation selectors.
    static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x200B...0x200D, 0x2060, 0xFEFF, 0xFE00...0xFE0F: true
        default: false
        }
    }

    /// The advance of an emoji, in ems: Noto Color Emoji's (2550 units of 2048), the colour
    /// emoji font the renderer draws emoji with. Every glyph of that font has this advance.
    package static let emojiAdvance: Double = 2550.0 / 2048.0

    /// Whether `character` is drawn as an emoji: its first scalar has the Emoji_Presentation
    /// property (🐶), or the cluster asks for emoji presentation with U+FE0F (❤️, ☀️, 1️⃣).
    /// Text-presentation characters without U+FE0F (❤, ☀) stay text, as they are in SwiftUI.
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        // No scalar below U+231A (⌚) has emoji presentation by default: skip the property lookup.
        if first.value >= Self.firstEmojiPresentation, first.properties.isEmojiPresentation { return true }
        return scalars.count > 1 && scalars.contains { $0.value == 0xFE0F } && first.properties.isEmoji
    }

    /// Characters drawn one em wide by the fonts a viewer falls back to: East Asian wide
    /// characters (Hangul, CJK, fullwidth forms) and emoji.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.value >= firstEmojiPresentation && scalar.properties.isEmojiPresentation
        }
    }

    /// The first scalar with the Emoji_Presentation property (U+231A WATCH, Unicode's emoji data).
    static let firstEmojiPresentation: UInt32 = 0x231A
}

/// One face's metrics, in font units (``unitsPerEm`` to the em).
package struct FontFaceMetrics: Sendable {
    let unitsPerEm: Int
    /// The `hhea` ascender: how far the face reaches above the baseline.
    let ascender: Int
    /// The `hhea` descender, positive: how far the face reaches below the baseline.
    let descender: Int
    /// The `hhea` line gap: extra space the face asks for between lines.
    package let lineGap: Int
    /// The top of "H".
    let capHeight: Int
    /// The top of "x".
    let xHeight: Int
    /// The `post` underline position (negative: below the baseline) and thickness.
    let underlinePosition: Int
    let underlineThickness: Int
    /// The `OS/2` strikeout position (above the baseline) and size.
    let strikeoutPosition: Int
    let strikeoutSize: Int
    /// The advance of a character the table does not list: the face's mean lowercase letter.
    let defaultAdvance: Int
    /// For a monospaced face, the advance of every character in the table (then `advances` is
    /// empty).
    let fixedAdvance: Int?
    /// Advances by ``FontMetricsTable/index(of:)``; 0xFFFF where no face has the glyph.
    let advances: [UInt16]

    /// The advance of a code point in the table, or `nil` when the table does not list it.
    func tableAdvance(of value: UInt32) -> Int? {
        if FontMetricsTable.isZeroWidth(value) { return 0 }
        guard let index = FontMetricsTable.index(of: value) else { return nil }
        if let fixedAdvance { return fixedAdvance }
        let advance = advances[index]
        return advance == 0xFFFF ? nil : Int(advance)
    }

    /// The advance of one character (a grapheme cluster), in font units.
    ///
    /// A cluster is as wide as its first scalar: combining marks add nothing. An emoji (a whole
    /// sequence: 👩‍💻, 🇫🇷, 👍🏽) takes the colour emoji font's advance,
    /// ``FontMetricsTable/emojiAdvance``; other wide characters take one em. A letter the table lacks is measured as its base letter when it has one
    /// (ř as r), else as ``defaultAdvance``. Control characters, tabs included, measure as a space:
    /// SVG viewers draw them as one.
    func advance(of character: Character) -> Int {
        // Most text is ASCII: one table read, without the Unicode property lookups below (which
        // give the same answer for it: no ASCII character is emoji, wide or decomposable).
        if let ascii = character.asciiValue {
            if ascii < 0x20 || ascii == 0x7F { return tableAdvance(of: 0x20) ?? defaultAdvance }
            return tableAdvance(of: UInt32(ascii)) ?? defaultAdvance
        }
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.properties.generalCategory == .control {
            return tableAdvance(of: 0x20) ?? defaultAdvance
        }
        if FontMetricsTable.isEmoji(character) {
            return Int((FontMetricsTable.emojiAdvance * Double(unitsPerEm)).rounded())
        }
        if FontMetricsTable.isWide(first)
            || (character.unicodeScalars.count > 1 && character.unicodeScalars.contains { $0.value == 0xFE0F }) {
            return unitsPerEm
        }
        if let advance = tableAdvance(of: first.value) { return advance }
        let decomposed = String(first).decomposedStringWithCanonicalMapping.unicodeScalars
        if decomposed.count > 1, let base = decomposed.first, let advance = tableAdvance(of: base.value) {
            return advance
        }
        return defaultAdvance
    }

    /// The widest digit's advance: what `monospacedDigit()` gives every digit.
    var digitAdvance: Int {
        (0x30...0x39).compactMap { tableAdvance(of: UInt32($0)) }.max() ?? defaultAdvance
    }
}
