import Foundation

extension Font {
    /// A dynamic text style to use for fonts.
    ///
    /// ```swift
    /// Text("Section").font(.system(.title3, weight: .semibold))
    /// ```
    ///
    /// Sizes, default weights and line heights are those of iOS at the default Dynamic Type size
    /// ("Large"), from Apple's Human Interface Guidelines typography table.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The font style for large titles: 34 pt on 41 pt lines.
        case largeTitle
        /// The font used for first level hierarchical headings: 28 pt on 34 pt lines.
        case title
        /// The font used for second level hierarchical headings: 22 pt on 28 pt lines.
        case title2
        /// The font used for third level hierarchical headings: 20 pt on 25 pt lines.
        case title3
        /// The font used for headings: 17 pt semibold on 22 pt lines.
        case headline
        /// The font used for subheadings: 15 pt on 20 pt lines.
        case subheadline
        /// The font used for body text: 17 pt on 22 pt lines.
        case body
        /// The font used for callouts: 16 pt on 21 pt lines.
        case callout
        /// The font used in footnotes: 13 pt on 18 pt lines.
        case footnote
        /// The font used for standard captions: 12 pt on 16 pt lines.
        case caption
        /// The font used for alternate captions: 11 pt on 13 pt lines.
        case caption2

        /// The point size at the default Dynamic Type size.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The line height (the HIG's "leading") at the default Dynamic Type size.
        var lineHeight: CGFloat {
            switch self {
            case .largeTitle: 41
            case .title: 34
            case .title2: 28
            case .title3: 25
            case .headline, .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        }

        /// The weight the style has when none is given.
        var defaultWeight: Weight {
            self == .headline ? .semibold : .regular
        }
    }

    /// A weight to use for fonts.
    ///
    /// ```swift
    /// Text("Bold").font(.system(size: 20, weight: .bold))
    /// ```
    ///
    /// Kinema draws three DejaVu weights: weights up to `.light` use DejaVu Sans ExtraLight (for
    /// upright sans-serif text; other designs have no light face and use their book face),
    /// `.regular` and `.medium` the book face, and `.semibold` and heavier the bold face. The
    /// same thresholds are how CSS picks among those faces, so an SVG viewer draws the face that
    /// was measured.
    public struct Weight: Hashable, Sendable {
        /// The weight on Apple's scale (−1…1, regular 0), used to order weights.
        let value: Double

        /// Ultra light: `UIFont.Weight.ultraLight`, −0.8.
        public static let ultraLight = Weight(value: -0.8)
        /// Thin, −0.6.
        public static let thin = Weight(value: -0.6)
        /// Light, −0.4.
        public static let light = Weight(value: -0.4)
        /// Regular, 0.
        public static let regular = Weight(value: 0)
        /// Medium, 0.23.
        public static let medium = Weight(value: 0.23)
        /// Semibold, 0.3.
        public static let semibold = Weight(value: 0.3)
        /// Bold, 0.4.
        public static let bold = Weight(value: 0.4)
        /// Heavy, 0.56.
        public static let heavy = Weight(value: 0.56)
        /// Black, 0.62.
        public static let black = Weight(value: 0.62)
    }

    /// A design to use for fonts.
    ///
    /// ```swift
    /// Text("42").font(.system(size: 48, design: .rounded))
    /// ```
    ///
    /// `.default` and `.rounded` are measured and drawn with DejaVu Sans (DejaVu has no rounded
    /// design), `.serif` with DejaVu Serif and `.monospaced` with DejaVu Sans Mono.
    public enum Design: Hashable, Sendable {
        /// The system's default design.
        case `default`
        /// A design with serifs.
        case serif
        /// A design with rounded terminals.
        case rounded
        /// A design whose characters all take the same width.
        case monospaced
    }

    /// A width to use for fonts that have multiple widths.
    ///
    /// ```swift
    /// Text("Wide").fontWidth(.expanded)
    /// ```
    ///
    /// > Note: Kinema keeps the width but measures and draws the standard width.
    public struct Width: Hashable, Sendable {
        /// The width on Apple's scale (standard 0, narrower below).
        public var value: CGFloat

        /// Creates a width from a value on Apple's scale.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width, −0.3.
        public static let compressed = Width(-0.3)
        /// A narrow width, −0.2.
        public static let condensed = Width(-0.2)
        /// The standard width, 0.
        public static let standard = Width(0)
        /// A wide width, 0.2.
        public static let expanded = Width(0.2)
    }

    /// A line spacing adjustment that you can apply to a font.
    ///
    /// ```swift
    /// let myFont = Font.body.leading(.loose)
    /// ```
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing: 2 points less.
        case tight
        /// Increased line spacing: 2 points more.
        case loose
    }
}
