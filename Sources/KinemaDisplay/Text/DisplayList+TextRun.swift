import Foundation

extension DisplayList {
    /// A font resolved for drawing: the DejaVu face text is measured with, its size and its line
    /// height.
    ///
    /// ```swift
    /// let body = DisplayList.ResolvedFont(face: .sans, size: 17, lineHeight: 22)
    /// body.ascent    // 17 × 1901 / 2048 = 15.78 points above the baseline
    /// ```
    public struct ResolvedFont: Hashable, Sendable {
        /// The face that measures and draws the text.
        public var face: FontFace
        /// The size in points, 0…``Font/maximumSize``.
        public var size: CGFloat
        /// The height of one line in points, at least 0.
        public var lineHeight: CGFloat
        /// Whether every digit takes the widest digit's advance.
        public var monospacedDigits: Bool
        /// The name of a custom font (``Font/custom(_:size:)``), which Kinema draws with `face`.
        public var name: String?

        /// Creates a resolved font.
        ///
        /// ```swift
        /// let code = DisplayList.ResolvedFont(face: .mono, size: 13, lineHeight: 18)
        /// ```
        ///
        /// - Parameters:
        ///   - face: The face.
        ///   - size: The size in points; clamped to 0…``Font/maximumSize``, NaN becomes 0.
        ///   - lineHeight: The line height in points; negative becomes 0, NaN or ±∞ the face's
        ///     own (ascender + descender + line gap at `size`).
        ///   - monospacedDigits: Whether digits all take the widest digit's advance (default no).
        ///   - name: A custom font's name, kept for embedders (default none).
        public init(
            face: FontFace, size: CGFloat, lineHeight: CGFloat, monospacedDigits: Bool = false, name: String? = nil
        ) {
            self.face = face
            self.size = Self.clampedSize(size)
            let metrics = face.metrics
            let natural = CGFloat(metrics.ascender + metrics.descender + metrics.lineGap)
                * self.size / CGFloat(metrics.unitsPerEm)
            self.lineHeight = lineHeight.isFinite ? max(lineHeight, 0) : natural
            self.monospacedDigits = monospacedDigits
            self.name = name
        }

        /// A font size made safe: 0…``Font/maximumSize``, NaN as 0.
        static func clampedSize(_ size: CGFloat) -> CGFloat {
            size.isNaN ? 0 : min(max(size, 0), Font.maximumSize)
        }

        /// Points per font unit.
        package var scale: CGFloat { size / CGFloat(face.metrics.unitsPerEm) }

        /// How far the face reaches above the baseline, in points (its `hhea` ascender).
        public var ascent: CGFloat { CGFloat(face.metrics.ascender) * scale }

        /// How far the face reaches below the baseline, in points (its `hhea` descender).
        public var descent: CGFloat { CGFloat(face.metrics.descender) * scale }

        /// The height of capital letters, in points.
        public var capHeight: CGFloat { CGFloat(face.metrics.capHeight) * scale }

        /// The advance of one character, in points: its glyph's advance × size ÷ units per em.
        ///
        /// ```swift
        /// DisplayList.ResolvedFont(face: .sans, size: 17, lineHeight: 22).advance(of: "H")
        /// // 1540 × 17 / 2048 = 12.78
        /// ```
        public func advance(of character: Character) -> CGFloat {
            let metrics = face.metrics
            if monospacedDigits, let ascii = character.asciiValue, (0x30...0x39).contains(ascii) {
                return CGFloat(metrics.digitAdvance) * scale
            }
            return CGFloat(metrics.advance(of: character)) * scale
        }

        /// The width of a string on one line, without tracking: the sum of its characters'
        /// advances (kerning is not applied).
        public func width(of string: some StringProtocol) -> CGFloat {
            string.reduce(0) { $0 + advance(of: $1) }
        }
    }

    /// A run of text in one style: what a `Text` (or one part of a concatenation) draws.
    ///
    /// ```swift
    /// let run = DisplayList.TextRun(
    ///     "Sale",
    ///     font: DisplayList.ResolvedFont(face: .sansBold, size: 17, lineHeight: 22),
    ///     color: .red,
    ///     strikethrough: .single
    /// )
    /// ```
    public struct TextRun: Hashable, Sendable {
        /// The characters, line breaks included.
        public var string: String
        /// The font.
        public var font: ResolvedFont
        /// The colour, or `nil` for the item's foreground colour.
        public var color: Color?
        /// A paint that is not one colour — a gradient laid out on the item's frame — that draws
        /// the run instead of ``color`` (then its fallback), or `nil`.
        public var paint: ResolvedPaint?
        /// The underline, or `nil` for none.
        public var underline: Text.LineStyle?
        /// The line through the text, or `nil` for none.
        public var strikethrough: Text.LineStyle?
        /// Space added after every character, in points (from `tracking` or `kerning`).
        public var tracking: CGFloat
        /// How far the text is raised above the baseline, in points.
        public var baselineOffset: CGFloat

        /// Creates a run.
        ///
        /// - Parameters:
        ///   - string: The characters.
        ///   - font: The font.
        ///   - color: The colour, or `nil` (default) for the item's foreground colour.
        ///   - paint: A gradient drawn on the item's frame instead of the colour (default none).
        ///   - underline: The underline (default none).
        ///   - strikethrough: The line through the text (default none).
        ///   - tracking: Points added after each character (default 0); NaN or ±∞ become 0, other
        ///     values are clamped to ±``Font/maximumSize``.
        ///   - baselineOffset: Points the text is raised by (default 0); NaN or ±∞ become 0, other
        ///     values are clamped to ±``Font/maximumSize``.
        public init(
            _ string: String,
            font: ResolvedFont,
            color: Color? = nil,
            paint: ResolvedPaint? = nil,
            underline: Text.LineStyle? = nil,
            strikethrough: Text.LineStyle? = nil,
            tracking: CGFloat = 0,
            baselineOffset: CGFloat = 0
        ) {
            self.string = string
            self.font = font
            self.color = color
            self.paint = paint
            self.underline = underline
            self.strikethrough = strikethrough
            self.tracking = Self.clamped(tracking)
            self.baselineOffset = Self.clamped(baselineOffset)
        }

        /// A length made safe: finite, within ±``Font/maximumSize`` (so widths stay finite however
        /// long the text).
        private static func clamped(_ value: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, -Font.maximumSize), Font.maximumSize) : 0
        }

        /// A character's advance in this run: the font's plus tracking, never below 0.
        package func advance(of character: Character) -> CGFloat {
            max(font.advance(of: character) + tracking, 0)
        }
    }
}

// MARK: - Codable

// Decoding goes through the initialisers, so archived numbers are clamped as given ones are.

extension DisplayList.ResolvedFont: Codable {
    private enum CodingKeys: String, CodingKey {
        case face, size, lineHeight, monospacedDigits, name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            face: try container.decode(DisplayList.FontFace.self, forKey: .face),
            size: try container.decode(CGFloat.self, forKey: .size),
            lineHeight: try container.decode(CGFloat.self, forKey: .lineHeight),
            monospacedDigits: try container.decodeIfPresent(Bool.self, forKey: .monospacedDigits) ?? false,
            name: try container.decodeIfPresent(String.self, forKey: .name))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(face, forKey: .face)
        try container.encode(size, forKey: .size)
        try container.encode(lineHeight, forKey: .lineHeight)
        try container.encode(monospacedDigits, forKey: .monospacedDigits)
        try container.encodeIfPresent(name, forKey: .name)
    }
}

extension DisplayList.TextRun: Codable {
    private enum CodingKeys: String, CodingKey {
        case string, font, color, paint, underline, strikethrough, tracking, baselineOffset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .string),
            font: try container.decode(DisplayList.ResolvedFont.self, forKey: .font),
            color: try container.decodeIfPresent(Color.self, forKey: .color),
            paint: try container.decodeIfPresent(ResolvedPaint.self, forKey: .paint),
            underline: try container.decodeIfPresent(Text.LineStyle.self, forKey: .underline),
            strikethrough: try container.decodeIfPresent(Text.LineStyle.self, forKey: .strikethrough),
            tracking: try container.decodeIfPresent(CGFloat.self, forKey: .tracking) ?? 0,
            baselineOffset: try container.decodeIfPresent(CGFloat.self, forKey: .baselineOffset) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(string, forKey: .string)
        try container.encode(font, forKey: .font)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(paint, forKey: .paint)
        try container.encodeIfPresent(underline, forKey: .underline)
        try container.encodeIfPresent(strikethrough, forKey: .strikethrough)
        try container.encode(tracking, forKey: .tracking)
        try container.encode(baselineOffset, forKey: .baselineOffset)
    }
}
