import Foundation

extension DisplayList {
    /// Text measured and broken into lines: styled runs, the lines they make for a width, and how
    /// those lines align.
    ///
    /// ```swift
    /// let title = DisplayList.TextLayout("Hello, world", font: .title)
    /// title.size                 // one 34-point line, as wide as the advances of its characters
    /// let wrapped = title.fitted(to: CGSize(width: 100, height: 200))
    /// wrapped.lines.map(\.string)   // ["Hello,", "world"]
    /// ```
    ///
    /// ## Measurement
    ///
    /// A character is as wide as its glyph's advance in the run's DejaVu face × size ÷ units per
    /// em, plus the run's tracking; a line is the sum of its characters (kerning and ligatures
    /// are not applied). A line is as high as its tallest run: each run's line height, with the
    /// baseline placed so that the space the line height adds beyond the face's ascender +
    /// descender is shared equally above and below.
    ///
    /// ## Line breaking
    ///
    /// Line breaks (`\n`, `\r\n`, U+2028…) always start a new line. Given a width, lines break
    /// greedily at spaces (not at no-break spaces); the spaces where a line breaks are dropped; a
    /// word wider than the width is broken between characters, at least one character per line.
    /// Given a line limit (or a height that fits fewer lines), the last line that fits holds as
    /// much of the rest of its paragraph as fits with "…" after it; at least one line is always
    /// kept, even when it does not fit the height.
    public struct TextLayout: Hashable, Sendable {
        /// The styled runs, in order.
        public internal(set) var runs: [TextRun]
        /// How the lines line up with one another, and in a frame wider than the text.
        public let alignment: TextAlignment
        /// The most lines shown (at least 1), or `nil` for no limit.
        public let lineLimit: Int?
        /// Where a line that is cut short loses its text.
        public let truncationMode: Text.TruncationMode
        /// The space added between lines, in points (0 or more; `lineSpacing(_:)`).
        public let lineSpacing: CGFloat
        /// The width the lines were broken for, or `nil` for none (one line per paragraph).
        public let maxWidth: CGFloat?
        /// The height the lines were limited to, or `nil` for none.
        public let maxHeight: CGFloat?
        /// The lines, top to bottom.
        public let lines: [TextLine]
        /// The size of the lines: the widest line's width and the sum of the line heights.
        public let size: CGSize
        /// Whether the line limit or the height cut text off (the last line ends with "…").
        public let isTruncated: Bool

        /// Lays out runs of text.
        ///
        /// ```swift
        /// let font = DisplayList.ResolvedFont(face: .sans, size: 17, lineHeight: 22)
        /// let layout = DisplayList.TextLayout(
        ///     runs: [.init("Hello ", font: font), .init("world", font: font, color: .red)],
        ///     alignment: .center,
        ///     maxWidth: 60
        /// )
        /// ```
        ///
        /// - Parameters:
        ///   - runs: The styled runs, in order.
        ///   - alignment: How lines align (default leading).
        ///   - lineLimit: The most lines to show, or `nil` (default) for no limit. Values below 1
        ///     count as 1.
        ///   - truncationMode: Where a cut line loses its text (default tail).
        ///   - maxWidth: The width to break lines for, or `nil` (default) for none. NaN and +∞
        ///     count as none; negative widths as 0 (one character per line).
        ///   - maxHeight: The height the lines must fit in, or `nil` (default) for any. NaN and
        ///     +∞ count as none; at least one line is kept.
        public init(
            runs: [TextRun],
            alignment: TextAlignment = .leading,
            lineLimit: Int? = nil,
            truncationMode: Text.TruncationMode = .tail,
            lineSpacing: CGFloat = 0,
            maxWidth: CGFloat? = nil,
            maxHeight: CGFloat? = nil
        ) {
            self.runs = runs
            self.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
            self.alignment = alignment
            self.lineLimit = lineLimit.map { max($0, 1) }
            self.truncationMode = truncationMode
            self.maxWidth = Self.limit(maxWidth)
            self.maxHeight = Self.limit(maxHeight)
            let result = TextLineBreaker(runs: runs).layout(
                width: self.maxWidth, height: self.maxHeight, lineLimit: self.lineLimit, mode: truncationMode,
                lineSpacing: self.lineSpacing)
            lines = result.lines
            isTruncated = result.isTruncated
            size = CGSize(
                width: lines.reduce(0) { max($0, $1.width) },
                height: lines.last.map { $0.y + $0.height } ?? 0)
        }

        /// Lays out a string in one font, resolved as a `Text` with no other modifiers would be.
        ///
        /// ```swift
        /// let label = DisplayList.TextLayout("Done", font: .headline, alignment: .center)
        /// ```
        public init(
            _ string: String,
            font: Font = .body,
            alignment: TextAlignment = .leading,
            lineLimit: Int? = nil
        ) {
            var environment = TextEnvironment()
            environment.font = font
            environment.multilineTextAlignment = alignment
            environment.lineLimit = lineLimit
            self = Text(verbatim: string).resolve(in: environment)
        }

        /// A width or height limit made safe: NaN and +∞ mean none, negative means 0.
        private static func limit(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN, value != .infinity else { return nil }
            return max(value, 0)
        }

        /// The text of every run.
        public var string: String {
            runs.map(\.string).joined()
        }

        /// The size the text takes for a proposal, as SwiftUI sizes a `Text`: its ideal (one line
        /// per paragraph) size when the proposal is `nil` or wide enough; otherwise the widest
        /// line and the total height of the lines broken for the proposed width, limited to the
        /// proposed height (at least one line).
        ///
        /// ```swift
        /// let layout = DisplayList.TextLayout("Hello, world")
        /// layout.sizeThatFits(.unspecified) == layout.size   // the ideal size
        /// layout.sizeThatFits(ProposedViewSize(width: 60, height: nil)).width <= 60
        /// ```
        public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            fitted(width: proposal.width, height: proposal.height).size
        }

        /// The same text broken into lines for a frame: what to draw in a frame of `size`.
        ///
        /// ```swift
        /// let drawn = layout.fitted(to: item.frame.size)
        /// ```
        public func fitted(to size: CGSize) -> TextLayout {
            fitted(width: size.width, height: size.height)
        }

        private func fitted(width: CGFloat?, height: CGFloat?) -> TextLayout {
            let width = Self.limit(width), height = Self.limit(height)
            if width == maxWidth && height == maxHeight { return self }
            // The ideal layout already fits: nothing would break or be cut.
            if maxWidth == nil, maxHeight == nil,
               width.map({ $0 >= size.width }) ?? true, height.map({ $0 >= size.height }) ?? true {
                return self
            }
            return TextLayout(
                runs: runs, alignment: alignment, lineLimit: lineLimit, truncationMode: truncationMode,
                lineSpacing: lineSpacing, maxWidth: width, maxHeight: height)
        }

        /// Whether the two layouts measure alike for any proposal: the same characters in the same
        /// fonts, tracking and offsets, and the same limits. Colours, decorations and alignment do
        /// not change a text's size.
        package func measuresLike(_ other: TextLayout) -> Bool {
            lineLimit == other.lineLimit && truncationMode == other.truncationMode && lineSpacing == other.lineSpacing
                && runs.count == other.runs.count
                && zip(runs, other.runs).allSatisfy {
                    $0.string == $1.string && $0.font == $1.font && $0.tracking == $1.tracking
                        && $0.baselineOffset == $1.baselineOffset
                }
        }

        /// Where line `line` starts, from the left of a box `width` wide, for this alignment.
        ///
        /// ```swift
        /// let x = frame.minX + layout.offset(of: layout.lines[0], in: frame.width)
        /// ```
        public func offset(of line: TextLine, in width: CGFloat) -> CGFloat {
            alignment.offset(lineWidth: line.width, in: width)
        }
    }

    /// One laid-out line: pieces of runs, left to right.
    ///
    /// ```swift
    /// for line in layout.lines {
    ///     let baselineY = top + line.y + line.baseline
    ///     for fragment in line.fragments { draw(fragment.string, style: layout.runs[fragment.run]) }
    /// }
    /// ```
    public struct TextLine: Hashable, Sendable, Codable {
        /// The pieces of runs on the line, in order; empty for an empty line.
        public let fragments: [Fragment]
        /// The line's width: the sum of its fragments'.
        public let width: CGFloat
        /// The top of the line, from the top of the text.
        public let y: CGFloat
        /// The line's height.
        public let height: CGFloat
        /// The baseline, from the top of the line.
        public let baseline: CGFloat
        /// The run that sets an empty line's height (the run its line break belongs to).
        public let run: Int

        /// The line's characters.
        public var string: String {
            fragments.map(\.string).joined()
        }

        /// A piece of one run on a line.
        public struct Fragment: Hashable, Sendable, Codable {
            /// The index of the run in ``TextLayout/runs``.
            public let run: Int
            /// The characters.
            public let string: String
            /// Where the piece starts, from the start of the line.
            public let x: CGFloat
            /// The piece's width: its characters' advances plus tracking.
            public let width: CGFloat
        }
    }
}

// MARK: - Codable

// Everything is written, so a reader of the archive has the lines without laying text out; only
// the inputs are read back, and the lines laid out again, so a decoded layout is always consistent
// (no fragment names a run that is not there) and its numbers are sanitised like any other.

extension DisplayList.TextLayout: Codable {
    private enum CodingKeys: String, CodingKey {
        case runs, alignment, lineLimit, truncationMode, lineSpacing, maxWidth, maxHeight, lines, size, isTruncated
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            runs: try container.decode([DisplayList.TextRun].self, forKey: .runs),
            alignment: try container.decode(TextAlignment.self, forKey: .alignment),
            lineLimit: try container.decodeIfPresent(Int.self, forKey: .lineLimit),
            truncationMode: try container.decodeIfPresent(Text.TruncationMode.self, forKey: .truncationMode) ?? .tail,
            lineSpacing: try container.decodeIfPresent(CGFloat.self, forKey: .lineSpacing) ?? 0,
            maxWidth: try container.decodeIfPresent(CGFloat.self, forKey: .maxWidth),
            maxHeight: try container.decodeIfPresent(CGFloat.self, forKey: .maxHeight))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(runs, forKey: .runs)
        try container.encode(alignment, forKey: .alignment)
        try container.encodeIfPresent(lineLimit, forKey: .lineLimit)
        try container.encode(truncationMode, forKey: .truncationMode)
        if lineSpacing != 0 { try container.encode(lineSpacing, forKey: .lineSpacing) }
        try container.encodeIfPresent(maxWidth, forKey: .maxWidth)
        try container.encodeIfPresent(maxHeight, forKey: .maxHeight)
        try container.encode(lines, forKey: .lines)
        try container.encode(size, forKey: .size)
        try container.encode(isTruncated, forKey: .isTruncated)
    }
}

extension Text.TruncationMode: Codable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        switch name {
        case "head": self = .head
        case "tail": self = .tail
        case "middle": self = .middle
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "unknown truncation mode \(name)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .head: try container.encode("head")
        case .tail: try container.encode("tail")
        case .middle: try container.encode("middle")
        }
    }
}
