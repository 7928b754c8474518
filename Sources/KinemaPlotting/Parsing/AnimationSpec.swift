import Foundation
import KinemaCore

/// The syntax of an animation written as in Swift — `spring(duration: 0.3, bounce: 0.7).delay(0.1)`
/// — and its reading into a ``PlotSubject``.
///
/// Reading happens in two steps. ``parse(_:)`` turns the text into an ``Expression``: names joined
/// by dots, each with an optional parenthesised argument list (`label: value`, the value a number,
/// `true`, `false` or another expression). Then the resolution in `AnimationSpec+Resolution.swift`
/// looks the names up in the tables of `AnimationSpec+Catalog.swift` and matches arguments to
/// parameters as Swift does (`AnimationSpec+Signature.swift`).
///
/// Grammar (whitespace is allowed between any two tokens):
///
/// ```
/// subject    := "keyframes" ":" identifier | expression
/// expression := "."? call ("." call)*
/// call       := identifier ("(" (argument ("," argument)*)? ")")?
/// argument   := (identifier ":")? value
/// value      := number | "true" | "false" | expression
/// number     := [+-]? digit (digit | "_")* ("." digit (digit | "_")*)? ([eE] [+-]? digit+)?
/// ```
enum AnimationSpec {
    /// Dotted calls: `Animation.bouncy(duration: 0.4).delay(0.2)`.
    struct Expression {
        /// Whether the expression starts with a dot, as an implicit member does: `.bouncy`.
        var hasLeadingDot: Bool
        /// The calls, left to right; never empty.
        var calls: [Call]
        /// The expression's source text, for messages.
        var text: String
    }

    /// A name with an optional argument list: `bouncy`, `bouncy()`, `delay(0.2)`.
    struct Call {
        var name: String
        /// `nil` when the name has no parentheses at all.
        var arguments: [Argument]?
    }

    /// One argument of a call.
    struct Argument {
        var label: String?
        var value: Value
        /// The value's source text, for messages.
        var text: String
    }

    /// An argument's value before it is matched to a parameter.
    enum Value {
        /// A number literal; `isInteger` when written without a fraction or exponent.
        case number(Double, isInteger: Bool)
        case boolean(Bool)
        case expression(Expression)
    }

    /// Reads a whole subject: an expression or `keyframes:NAME`.
    static func subject(from text: String) throws -> PlotSubject {
        var parser = try Parser(text)
        if case .identifier("keyframes") = parser.peek.kind, case .colon = parser.peek(1).kind {
            parser.advance()
            parser.advance()
            let names = PlotSubject.keyframeTimelineNames.joined(separator: ", ")
            guard case .identifier(let name) = parser.peek.kind else {
                throw PlotSubject.ParseError("expected a keyframes name after 'keyframes:', one of: \(names)")
            }
            parser.advance()
            try parser.expectEnd(after: "keyframes:\(name)")
            guard let tracks = PlotSubject.keyframeTracks(named: name) else {
                let hint = suggestion(for: name, among: PlotSubject.keyframeTimelineNames)
                throw PlotSubject.ParseError("unknown keyframes '\(name)'" + (hint.isEmpty ? "; expected one of: \(names)" : hint))
            }
            return .keyframes(name: name, tracks: tracks)
        }
        if case .end = parser.peek.kind {
            throw PlotSubject.ParseError(
                "empty animation; expected a name such as 'bouncy' or 'spring(duration: 0.3, bounce: 0.7)'")
        }
        let expression = try parser.expression()
        try parser.expectEnd(after: expression.text)
        return try resolveSubject(expression)
    }

    // MARK: - Tokens

    struct Token {
        enum Kind: Equatable {
            case identifier(String)
            case number(Double, isInteger: Bool)
            case dot, comma, colon, openParenthesis, closeParenthesis
            case end
        }
        var kind: Kind
        /// Offset of the first character, in characters from the start of the text.
        var start: Int
        /// Offset just past the last character.
        var end: Int
    }

    struct Parser {
        let characters: [Character]
        private(set) var tokens: [Token] = []
        private var index = 0
        /// How many argument lists the parser is inside; bounded by ``AnimationSpec/maximumNesting``.
        private var depth = 0

        init(_ text: String) throws {
            characters = Array(text)
            tokens = try Self.tokenize(characters)
        }

        var peek: Token { peek(0) }

        func peek(_ offset: Int) -> Token { tokens[min(index + offset, tokens.count - 1)] }

        mutating func advance() { index = min(index + 1, tokens.count - 1) }

        func text(from start: Int, to end: Int) -> String { String(characters[start..<max(start, end)]) }

        /// The source text of a token, or "the end" for the end of input.
        func describe(_ token: Token) -> String {
            token.kind == .end ? "the end" : "'\(text(from: token.start, to: token.end))' at column \(token.start + 1)"
        }

        mutating func expectEnd(after what: String) throws {
            guard peek.kind == .end else {
                throw PlotSubject.ParseError("unexpected \(describe(peek)) after '\(what)'")
            }
        }

        mutating func expression() throws -> Expression {
            let start = peek.start
            var hasLeadingDot = false
            if peek.kind == .dot {
                hasLeadingDot = true
                advance()
            }
            var calls = [try call()]
            while peek.kind == .dot {
                advance()
                calls.append(try call())
            }
            let end = tokens[max(index - 1, 0)].end
            return Expression(hasLeadingDot: hasLeadingDot, calls: calls, text: text(from: start, to: end))
        }

        private mutating func call() throws -> Call {
            guard case .identifier(let name) = peek.kind else {
                if case .number = peek.kind, index > 0, tokens[index - 1].kind == .dot {
                    throw PlotSubject.ParseError(
                        "bad number \(describe(peek)): write a digit before the point, as in 0.5")
                }
                throw PlotSubject.ParseError("expected a name, found \(describe(peek))")
            }
            advance()
            guard peek.kind == .openParenthesis else { return Call(name: name, arguments: nil) }
            guard depth < AnimationSpec.maximumNesting else {
                throw PlotSubject.ParseError(
                    "the animation nests argument lists more than \(AnimationSpec.maximumNesting) deep "
                        + "(at \(describe(peek))); Kinema reads at most \(AnimationSpec.maximumNesting) levels")
            }
            depth += 1
            defer { depth -= 1 }
            advance()
            var arguments: [Argument] = []
            if peek.kind == .closeParenthesis {
                advance()
                return Call(name: name, arguments: arguments)
            }
            while true {
                arguments.append(try argument())
                switch peek.kind {
                case .comma:
                    advance()
                case .closeParenthesis:
                    advance()
                    return Call(name: name, arguments: arguments)
                default:
                    throw PlotSubject.ParseError(
                        "expected ',' or ')' in the arguments of '\(name)', found \(describe(peek))")
                }
            }
        }

        private mutating func argument() throws -> Argument {
            var label: String?
            if case .identifier(let name) = peek.kind, peek(1).kind == .colon {
                label = name
                advance()
                advance()
            }
            let start = peek.start
            let value: Value
            switch peek.kind {
            case .number(let number, let isInteger):
                value = .number(number, isInteger: isInteger)
                advance()
            case .identifier("true"):
                value = .boolean(true)
                advance()
            case .identifier("false"):
                value = .boolean(false)
                advance()
            case .identifier, .dot:
                value = .expression(try expression())
            default:
                let what = label.map { "after '\($0):'" } ?? "as an argument"
                throw PlotSubject.ParseError("expected a value \(what), found \(describe(peek))")
            }
            return Argument(label: label, value: value, text: text(from: start, to: tokens[max(index - 1, 0)].end))
        }

        private static func tokenize(_ characters: [Character]) throws -> [Token] {
            var tokens: [Token] = []
            var i = 0
            func isDigit(_ at: Int) -> Bool { at < characters.count && characters[at].isASCII && characters[at].isNumber }
            while i < characters.count {
                let c = characters[i]
                let start = i
                if c.isWhitespace {
                    i += 1
                    continue
                }
                let single: Token.Kind? =
                    switch c {
                    case ".": .dot
                    case ",": .comma
                    case ":": .colon
                    case "(": .openParenthesis
                    case ")": .closeParenthesis
                    default: nil
                    }
                if let single {
                    tokens.append(Token(kind: single, start: i, end: i + 1))
                    i += 1
                } else if c.isLetter || c == "_" {
                    while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" {
                        i += 1
                    }
                    tokens.append(Token(kind: .identifier(String(characters[start..<i])), start: start, end: i))
                } else if isDigit(i) || ((c == "-" || c == "+") && isDigit(i + 1)) {
                    tokens.append(try number(characters, from: &i))
                } else {
                    throw PlotSubject.ParseError("unexpected character '\(c)' at column \(i + 1)")
                }
            }
            tokens.append(Token(kind: .end, start: characters.count, end: characters.count))
            return tokens
        }

        /// A Swift decimal literal with an optional sign.
        private static func number(_ characters: [Character], from i: inout Int) throws -> Token {
            let start = i
            func isDigit(_ at: Int) -> Bool { at < characters.count && characters[at].isASCII && characters[at].isNumber }
            func digits() { while isDigit(i) || (i < characters.count && characters[i] == "_") { i += 1 } }
            if characters[i] == "-" || characters[i] == "+" { i += 1 }
            digits()
            var isInteger = true
            if i < characters.count, characters[i] == ".", isDigit(i + 1) {
                isInteger = false
                i += 1
                digits()
            }
            if i < characters.count, characters[i] == "e" || characters[i] == "E" {
                var j = i + 1
                if j < characters.count, characters[j] == "-" || characters[j] == "+" { j += 1 }
                if isDigit(j) {
                    isInteger = false
                    i = j
                    while isDigit(i) { i += 1 }
                }
            }
            // A number running straight into letters or a second point is a malformed literal.
            var end = i
            while end < characters.count,
                characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                    || (characters[end] == "." && end + 1 < characters.count && characters[end + 1].isNumber)
            {
                end += 1
            }
            let text = String(characters[start..<end])
            guard end == i else {
                throw PlotSubject.ParseError("bad number '\(text)' at column \(start + 1)")
            }
            guard let value = Double(text.replacingOccurrences(of: "_", with: "")) else {
                throw PlotSubject.ParseError("bad number '\(text)' at column \(start + 1)")
            }
            guard value.isFinite else {
                throw PlotSubject.ParseError("number '\(text)' at column \(start + 1) is too large")
            }
            return Token(kind: .number(value, isInteger: isInteger), start: start, end: end)
        }
    }
}
