import KinemaDisplay

extension HTMLPageDetails {
    /// A run of ``sourceCode`` with the style a syntax highlighter gave it, or none.
    ///
    /// ```swift
    /// let spans: [HTMLPageDetails.SourceSpan] = [.init("let", style: .keyword), .init(" x = "), .init("1", style: .number)]
    /// let details = HTMLPageDetails(sourceCode: "let x = 1", highlightedSource: spans)
    /// ```
    ///
    /// KinemaRender has no Swift parser of its own, so that its clients never build one: the
    /// `kinema` tool highlights with swift-syntax's classifier and passes the spans in.
    public struct SourceSpan: Sendable, Hashable {
        /// What the run is, for its colour.
        public enum Style: String, Sendable, Hashable, CaseIterable {
            /// A keyword (`struct`, `var`, `some`, `false`) or a compiler directive (`#if`).
            case keyword
            /// A string or regex literal's text.
            case string
            /// An integer or floating-point literal.
            case number
            /// A comment, documentation comments included.
            case comment
            /// A type's name.
            case type
            /// An attribute (`@State`) or a macro (`#Preview`).
            case attribute
            /// A member's name after `.` (`.bouncy`, `.scaleEffect`).
            case member
        }

        /// The run's text, exactly as in the source.
        public var text: String
        /// Its style; `nil` for plain text (identifiers, punctuation, white space).
        public var style: Style?

        /// A run of `text` in `style` (plain by default).
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }
    }

    /// Something that splits Swift source into ``SourceSpan``s whose texts, joined, are the
    /// source.
    public typealias Highlighter = @Sendable (_ source: String) -> [SourceSpan]

    /// The source as HTML for the page: escaped text, each styled run in a `<span>` of class
    /// `tok-kw`, `tok-str`, `tok-num`, `tok-com`, `tok-type`, `tok-attr` or `tok-member` (the
    /// style sheet's), or plain escaped text when there are no spans or they do not spell the
    /// source.
    package var sourceHTML: String? {
        guard let source = sourceCode, !source.isEmpty else { return nil }
        guard let spans = highlightedSource, spans.map(\.text).joined() == source else { return MarkupText.escaped(source) }
        return spans.map { span in
            guard let style = span.style else { return MarkupText.escaped(span.text) }
            return "<span class=\"\(style.className)\">\(MarkupText.escaped(span.text))</span>"
        }.joined()
    }
}

extension HTMLPageDetails.SourceSpan.Style {
    /// The class `page.css` colours it by.
    var className: String {
        switch self {
        case .keyword: "tok-kw"
        case .string: "tok-str"
        case .number: "tok-num"
        case .comment: "tok-com"
        case .type: "tok-type"
        case .attribute: "tok-attr"
        case .member: "tok-member"
        }
    }
}
