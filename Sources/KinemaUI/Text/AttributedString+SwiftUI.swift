import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws from an `AttributedString`.
    ///
    /// ```swift
    /// var greeting = AttributedString("Hello, world")
    /// greeting.font = .title.bold()
    /// greeting.foregroundColor = .orange
    /// if let range = greeting.range(of: "world") { greeting[range].underlineStyle = .single }
    /// Text(greeting)
    /// ```
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the run.
        public let font: FontAttribute
        /// The colour of the run's glyphs.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run (accepted; Kinema's text draws no run backgrounds).
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character, in points.
        public let kern: KerningAttribute
        /// Extra space between characters, in points.
        public let tracking: TrackingAttribute
        /// How far the run sits above the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links).
        public let foundation: FoundationAttributes

        /// The font attribute.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The foreground colour attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The background colour attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The strikethrough attribute.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The underline attribute.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The kerning attribute.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// The tracking attribute.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// The baseline offset attribute.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope, for `AttributedString(_:including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font`, `string.foregroundColor`, … on an `AttributedString` or a run.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// Creates a text view that displays an attributed string, each run with its attributes.
    ///
    /// ```swift
    /// var message = AttributedString("Saved. Undo")
    /// message.foregroundColor = .secondary
    /// if let undo = message.range(of: "Undo") {
    ///     message[undo].foregroundColor = .blue
    ///     message[undo].font = .body.bold()
    /// }
    /// Text(message)
    /// ```
    ///
    /// SwiftUI's attributes apply as the `Text` modifiers of the same names (font, foreground
    /// colour, underline, strikethrough, kerning, tracking, baseline offset), and a Foundation
    /// `link` draws in the accent colour, as SwiftUI draws links. Attributes the view sets around
    /// the text (`.font`, `.foregroundStyle`) apply to runs that set none.
    ///
    /// > Note: `backgroundColor` is accepted and not drawn.
    public init(_ attributedContent: AttributedString) {
        var result: Text?
        for run in attributedContent.runs {
            let piece = Self.run(String(attributedContent[run.range].characters), attributes: run.attributes)
            result = result.map { $0 + piece } ?? piece
        }
        self = result ?? Text(verbatim: "")
    }

    private static func run(_ characters: String, attributes: AttributeContainer) -> Text {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        typealias Foundation = AttributeScopes.FoundationAttributes
        var text = Text(verbatim: characters)
        if let font = attributes[SwiftUI.FontAttribute.self] { text = text.font(font) }
        if attributes[Foundation.LinkAttribute.self] != nil { text = text.foregroundColor(.accentColor) }
        if let color = attributes[SwiftUI.ForegroundColorAttribute.self] { text = text.foregroundColor(color) }
        if let style = attributes[SwiftUI.StrikethroughStyleAttribute.self] {
            text = text.strikethrough(pattern: style.pattern, color: style.color)
        }
        if let style = attributes[SwiftUI.UnderlineStyleAttribute.self] {
            text = text.underline(pattern: style.pattern, color: style.color)
        }
        if let kern = attributes[SwiftUI.KerningAttribute.self] { text = text.kerning(kern) }
        if let tracking = attributes[SwiftUI.TrackingAttribute.self] { text = text.tracking(tracking) }
        if let offset = attributes[SwiftUI.BaselineOffsetAttribute.self] { text = text.baselineOffset(offset) }
        return text
    }
}
