import KinemaRender
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift source split into styled runs for a page, by swift-syntax: the parser's tokens and
/// trivia, each token styled as SwiftIDEUtils' classifier (`classifications`) classes it, so
/// keywords, literals, comments, attributes and type names are what the parser sees, not what a
/// pattern guesses.
///
/// ```swift
/// SwiftSourceHighlighter.spans("@State var on = false // off")
/// // [@State: attribute] [ ] [var: keyword] [ on = ] [false: keyword] [ ] [// off: comment]
/// ```
///
/// A few refinements where the classifier, which does no type checking, leaves a name plain: a
/// name after `.` is a member (`.bouncy`, `.scaleEffect`), a capitalised name is a type
/// (`Image("cat")`), `#` and the name after it are a macro (`#Preview`, styled as an attribute),
/// and a raw string's `#` delimiters belong to the string. Interpolations are code, as in Xcode.
/// The texts of the runs, joined, are always the source, whatever it holds (unterminated
/// literals, stray characters): the parser keeps every byte.
package enum SwiftSourceHighlighter {
    package typealias Style = HTMLPageDetails.SourceSpan.Style

    /// The highlighter pages take (``HTMLPageDetails/Highlighter``).
    package static let highlighter: HTMLPageDetails.Highlighter = { spans($0) }

    /// `source` as styled runs, neighbours of one style merged.
    package static func spans(_ source: String) -> [HTMLPageDetails.SourceSpan] {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var spans: [HTMLPageDetails.SourceSpan] = []
        var position = 0
        func append(upTo end: Int, _ style: Style?) {
            let end = min(end, bytes.count)
            guard end > position else { return }
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            position = end
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(HTMLPageDetails.SourceSpan(text, style: style))
            }
        }
        func append(_ trivia: Trivia) {
            for piece in trivia {
                append(upTo: position + piece.sourceLength.utf8Length, isComment(piece) ? .comment : nil)
            }
        }
        // The classifier's ranges over the whole tree: a token's kind there takes its context
        // into account (the name of an attribute is the attribute's), which one token alone cannot.
        let ranges = tree.classifications.map { ($0.range.lowerBound.utf8Offset, $0.kind) }
        func kind(at offset: Int) -> SyntaxClassification {
            // The last range starting at or before `offset`.
            var low = 0, high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].0 <= offset { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? ranges[low - 1].1 : .none
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            append(upTo: token.position.utf8Offset, nil)
            append(token.leadingTrivia)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            append(upTo: token.endPositionBeforeTrailingTrivia.utf8Offset, style(of: token, kind(at: start)))
            append(token.trailingTrivia)
        }
        append(upTo: bytes.count, nil)
        return spans
    }

    private static func isComment(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
        default: false
        }
    }

    private static func style(of token: TokenSyntax, _ kind: SyntaxClassification) -> Style? {
        let previous = token.previousToken(viewMode: .sourceAccurate)
        switch token.tokenKind {
        case .rawStringPoundDelimiter, .regexPoundDelimiter:
            return .string
        case .pound:
            // `#Preview`: the `#` takes the style of the macro's name right after it.
            guard let next = token.nextToken(viewMode: .sourceAccurate), case .identifier = next.tokenKind,
                  token.trailingTrivia.isEmpty, next.leadingTrivia.isEmpty
            else { return nil }
            return .attribute
        default:
            break
        }
        switch kind {
        case .keyword, .ifConfigDirective: return .keyword
        case .stringLiteral, .regexLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .type: return .type
        case .attribute: return .attribute
        case .identifier:
            guard case .identifier(let name) = token.tokenKind else { return nil }
            if previous?.tokenKind == .pound, token.leadingTrivia.isEmpty { return .attribute }
            if previous?.tokenKind == .period { return .member }
            return name.first?.isUppercase == true ? .type : nil
        default:
            return nil
        }
    }
}
