import Foundation

extension Text {
    /// The style of the line drawn under text (``Text/underline(_:color:)``) or through it
    /// (``Text/strikethrough(_:color:)``).
    ///
    /// ```swift
    /// let dotted = Text.LineStyle(pattern: .dot, color: .red)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public var pattern: Pattern
        /// The colour of the line, or `nil` for the text's colour.
        public var color: Color?

        /// Creates a line style.
        ///
        /// - Parameters:
        ///   - pattern: The pattern of the line (default solid).
        ///   - color: The colour of the line. If not provided, the foreground colour of text is
        ///     used.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// Draw a single solid line.
        public static let single = LineStyle()

        /// The pattern, that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: Name

            enum Name: String, Codable, Sendable {
                case solid, dot, dash, dashDot, dashDotDot
            }

            /// Draw a solid line.
            public static let solid = Pattern(name: .solid)
            /// Draw a line of dots.
            public static let dot = Pattern(name: .dot)
            /// Draw a line of dashes.
            public static let dash = Pattern(name: .dash)
            /// Draw a line of alternating dashes and dots.
            public static let dashDot = Pattern(name: .dashDot)
            /// Draw a line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(name: .dashDotDot)
        }
    }
}

extension Text.LineStyle: Codable {
    private enum CodingKeys: String, CodingKey {
        case pattern, color
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pattern = Pattern(name: try container.decode(Pattern.Name.self, forKey: .pattern))
        color = try container.decodeIfPresent(Color.self, forKey: .color)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pattern.name, forKey: .pattern)
        try container.encodeIfPresent(color, forKey: .color)
    }
}
