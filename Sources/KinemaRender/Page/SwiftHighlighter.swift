/// Swift source as HTML with its tokens in classed spans, for the source shown on a page.
///
/// ```swift
/// SwiftHighlighter.html("let x = 1 // one")
/// // <span class="tok-kw">let</span> x = <span class="tok-num">1</span> <span class="tok-com">// one</span>
/// ```
///
/// A lexer, not a parser: it knows comments, string literals (with interpolations and raw and
/// multi-line forms), numbers, keywords, attributes (`@State`), compiler directives
/// (`#Preview`), type names (capitalised words) and implicit members (`.bouncy`). Anything it
/// does not recognise is written as plain, escaped text, so the text of the output is always
/// the input exactly.
package enum SwiftHighlighter {
    /// The classes used: keyword, string, number, comment, type, attribute, member.
    static let classes = ["tok-kw", "tok-str", "tok-num", "tok-com", "tok-type", "tok-attr", "tok-member"]

    private static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
        "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "mutating", "nil",
        "nonisolated", "open", "operator", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "Self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while", "willSet", "didSet", "get", "set", "override", "final",
        "lazy", "weak", "unowned", "convenience", "required", "indirect", "consuming", "borrowing",
    ]

    /// `source` as HTML: escaped text with tokens wrapped in `<span class="tok-…">`.
    package static func html(_ source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        var output = ""
        var index = 0
        func text(_ range: Range<Int>) -> String {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars[range])
            return MarkupText.escaped(string)
        }
        func emit(_ range: Range<Int>, _ kind: String?) {
            guard !range.isEmpty else { return }
            if let kind { output += "<span class=\"\(kind)\">" + text(range) + "</span>" } else { output += text(range) }
        }
        func at(_ i: Int) -> Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }
        func isIdentifierStart(_ s: Unicode.Scalar) -> Bool { s == "_" || s.properties.isAlphabetic }
        func isIdentifierPart(_ s: Unicode.Scalar) -> Bool { isIdentifierStart(s) || ("0"..."9").contains(s) }

        var plainStart = 0
        func flushPlain(upTo end: Int) { emit(plainStart..<end, nil) }

        while index < scalars.count {
            let scalar = scalars[index]
            var end = index
            var kind: String?
            if scalar == "/", at(index + 1) == "/" {
                end = index
                while end < scalars.count, scalars[end] != "\n" { end += 1 }
                kind = "tok-com"
            } else if scalar == "/", at(index + 1) == "*" {
                end = index + 2
                var depth = 1
                while end < scalars.count, depth > 0 {
                    if scalars[end] == "*", at(end + 1) == "/" { depth -= 1; end += 2 }
                    else if scalars[end] == "/", at(end + 1) == "*" { depth += 1; end += 2 }
                    else { end += 1 }
                }
                end = min(end, scalars.count)
                kind = "tok-com"
            } else if scalar == "\"" || (scalar == "#" && (at(index + 1) == "\"" || at(index + 1) == "#")) {
                end = stringLiteralEnd(scalars, from: index) ?? index
                if end > index { kind = "tok-str" }
            } else if ("0"..."9").contains(scalar), index == 0 || !isIdentifierPart(scalars[index - 1]) {
                end = index
                while end < scalars.count, isIdentifierPart(scalars[end]) || scalars[end] == "."
                    && at(end + 1).map({ ("0"..."9").contains($0) }) == true { end += 1 }
                kind = "tok-num"
            } else if (scalar == "@" || scalar == "#"), let next = at(index + 1), isIdentifierStart(next) {
                end = index + 1
                while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                kind = "tok-attr"
            } else if isIdentifierStart(scalar), index == 0 || !isIdentifierPart(scalars[index - 1]) {
                end = index
                while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                var word = ""
                word.unicodeScalars.append(contentsOf: scalars[index..<end])
                let afterDot = index > 0 && scalars[index - 1] == "." && (index < 2 || scalars[index - 2] != ".")
                if keywords.contains(word), !afterDot { kind = "tok-kw" }
                else if afterDot { kind = "tok-member" }
                else if scalar.properties.isUppercase { kind = "tok-type" }
                else { index = end; continue }  // a plain identifier stays in the plain run
            }
            if let kind, end > index {
                flushPlain(upTo: index)
                emit(index..<end, kind)
                index = end
                plainStart = end
            } else {
                index += 1
            }
        }
        flushPlain(upTo: scalars.count)
        return output
    }

    /// Where the string literal starting at `start` ends (one past its closing quote), or `nil`
    /// when nothing there opens a literal. An unterminated literal runs to the end of the line
    /// (or of the source, for a multi-line one).
    private static func stringLiteralEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        var hashes = 0
        while i < s.count, s[i] == "#" { hashes += 1; i += 1 }
        guard i < s.count, s[i] == "\"" else { return nil }
        let multiline = i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\""
        i += multiline ? 3 : 1
        let closing = multiline ? 3 : 1
        var depth = 0  // open parentheses of an interpolation
        while i < s.count {
            let c = s[i]
            if !multiline, depth == 0, c == "\n" { return i }
            if c == "\\" {
                // An escape; with the literal's hashes it may open an interpolation.
                var j = i + 1, matched = 0
                while matched < hashes, j < s.count, s[j] == "#" { matched += 1; j += 1 }
                if matched == hashes, j < s.count, s[j] == "(" { depth += 1; i = j + 1; continue }
                i = matched == hashes ? j + 1 : i + 1
                continue
            }
            if depth > 0 {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                i += 1
                continue
            }
            if c == "\"" {
                var j = i, quotes = 0
                while quotes < closing, j < s.count, s[j] == "\"" { quotes += 1; j += 1 }
                if quotes == closing {
                    var matched = 0
                    while matched < hashes, j < s.count, s[j] == "#" { matched += 1; j += 1 }
                    if matched == hashes { return j }
                }
                i += 1
                continue
            }
            i += 1
        }
        return s.count
    }
}
