import Foundation

extension Font {
    /// The size in points at the default Dynamic Type size, before clamping.
    var pointSize: CGFloat {
        switch base {
        case .textStyle(let style): style.pointSize
        case .system(let size): size
        case .custom(_, let size, _): size
        }
    }

    /// Resolves the font, with the traits text and environment modifiers add, to the DejaVu face
    /// and size that measure it.
    ///
    /// - Parameters:
    ///   - weight: The weight from modifiers, or `nil` for the font's own (a text style's default).
    ///   - design: The design from modifiers, or `nil` for the font's own.
    ///   - italic: Whether the text slants.
    ///   - monospacedDigit: Whether digits take the widest digit's advance.
    func resolved(
        weight: Weight?, design: Design?, italic: Bool, monospacedDigit: Bool
    ) -> DisplayList.ResolvedFont {
        var weight = weight ?? self.weight
        var design = isMonospaced ? .monospaced : (design ?? self.design ?? .default)
        var italic = italic
        var name: String?
        if case .custom(let fontName, _, _) = base {
            name = fontName
            let traits = Self.traits(ofFontNamed: fontName)
            if self.design == nil && !isMonospaced, let named = traits.design { design = named }
            weight = weight ?? traits.weight
            italic = italic || traits.italic
        }
        let resolvedWeight: Weight = if let weight { weight } else if case .textStyle(let style) = base {
            style.defaultWeight
        } else {
            .regular
        }
        let face = DisplayList.FontFace.matching(design: design, weight: resolvedWeight, italic: italic)
        let size = DisplayList.ResolvedFont.clampedSize(pointSize)
        let adjustment: CGFloat = switch leading {
        case .standard: 0
        case .tight: -2
        case .loose: 2
        }
        // Text styles use the HIG's line height; other fonts the face's own (NaN here asks the
        // resolved font for it).
        let lineHeight: CGFloat = if case .textStyle(let style) = base {
            max(style.lineHeight + adjustment, 0)
        } else {
            .nan
        }
        var font = DisplayList.ResolvedFont(
            face: face, size: size, lineHeight: lineHeight, monospacedDigits: monospacedDigit, name: name)
        if adjustment != 0, lineHeight.isNaN {
            font.lineHeight = max(font.lineHeight + adjustment, 0)
        }
        return font
    }

    /// What a custom font's name says about its design, weight and slant.
    static func traits(ofFontNamed name: String) -> (design: Design?, weight: Weight?, italic: Bool) {
        let name = name.lowercased()
        func has(_ words: String...) -> Bool { words.contains { name.contains($0) } }
        let design: Design? =
            if has("mono", "courier", "menlo", "consolas") { .monospaced }
            else if (has("serif") && !has("sans")) || has("times", "georgia", "garamond", "baskerville", "palatino", "new york") { .serif }
            else { nil }
        let weight: Weight? =
            if has("bold", "heavy", "black", "semibold") { .bold }
            else if has("light", "thin") { .light }
            else { nil }
        return (design, weight, has("italic", "oblique"))
    }
}
