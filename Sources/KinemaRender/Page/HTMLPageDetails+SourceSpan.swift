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
    /// gallery passes in spans from swift-syntax's classifier, saved by `kinema-source`.
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

extension HTMLPageDetails.SourceSpan {
    /// `spans` as text that names only their styled runs, so a highlighting can be kept apart from
    /// its source (in a file, or sent by another program): `offset length style` per styled run,
    /// in UTF-8 bytes, space separated, the style as its first letter (`k`, `s`, `n`, `c`, `t`,
    /// `a`, `m`).
    ///
    /// ```swift
    /// let spans: [HTMLPageDetails.SourceSpan] = [.init("let", style: .keyword), .init(" x = "), .init("1", style: .number)]
    /// HTMLPageDetails.SourceSpan.encodedRuns(spans)   // "0 3 k 8 1 n"
    /// ```
    package static func encodedRuns(_ spans: [Self]) -> String {
        var fields: [String] = []
        var offset = 0
        for span in spans {
            let length = span.text.utf8.count
            if let style = span.style, length > 0 { fields += [String(offset), String(length), String(style.letter)] }
            offset += length
        }
        return fields.joined(separator: " ")
    }

    /// `source` split as ``encodedRuns(_:)`` wrote `runs`; `nil` when `runs` is malformed, out of
    /// order, or does not fit `source` (a run past its end, or cutting a character in two).
    package static func spans(decoding runs: Substring, of source: String) -> [Self]? {
        let bytes = Array(source.utf8)
        let fields = runs.split(separator: " ")
        guard fields.count % 3 == 0 else { return nil }
        var spans: [Self] = []
        var position = 0
        func text(_ range: Range<Int>) -> String? {
            // A range that cuts a character in two does not spell the source back.
            let slice = bytes[range]
            let text = String(decoding: slice, as: UTF8.self)
            return text.utf8.elementsEqual(slice) ? text : nil
        }
        for index in stride(from: 0, to: fields.count, by: 3) {
            guard let offset = Int(fields[index]), let length = Int(fields[index + 1]),
                  fields[index + 2].count == 1, let style = Style(letter: fields[index + 2].first!),
                  offset >= position, length > 0, length <= bytes.count - offset
            else { return nil }
            if offset > position {
                guard let plain = text(position..<offset) else { return nil }
                spans.append(Self(plain))
            }
            guard let styled = text(offset..<(offset + length)) else { return nil }
            spans.append(Self(styled, style: style))
            position = offset + length
        }
        if position < bytes.count {
            guard let plain = text(position..<bytes.count) else { return nil }
            spans.append(Self(plain))
        }
        return spans
    }
}

extension HTMLPageDetails.SourceSpan.Style {
    /// Its letter in ``HTMLPageDetails/SourceSpan/encodedRuns(_:)``.
    var letter: Character {
        switch self {
        case .keyword: "k"
        case .string: "s"
        case .number: "n"
        case .comment: "c"
        case .type: "t"
        case .attribute: "a"
        case .member: "m"
        }
    }

    init?(letter: Character) {
        guard let style = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = style
    }
}
