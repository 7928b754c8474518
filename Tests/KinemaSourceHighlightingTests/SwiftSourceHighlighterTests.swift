import Foundation
import KinemaRender
import KinemaSourceHighlighting
import PropertyBased
import Testing

/// Swift source split into styled runs by swift-syntax's parser and classifier.
@Suite("Swift source highlighting")
struct SwiftSourceHighlighterTests {
    typealias Style = HTMLPageDetails.SourceSpan.Style

    /// The texts styled `style`, in order.
    static func texts(_ style: Style, in spans: [HTMLPageDetails.SourceSpan]) -> [String] {
        spans.filter { $0.style == style }.map(\.text)
    }

    @Test func classifiesTheTokensOfAView() {
        let source = """
            /// A pet.
            struct Avatar: View {
                @State private var selected = false
                var body: some View {
                    Image("cat")
                        .scaleEffect(selected ? 1.5 : 1.0) // grows
                        .onTapGesture { withAnimation(.bouncy) { selected.toggle() } }
                }
            }
            """
        let spans = SwiftSourceHighlighter.spans(source)
        #expect(spans.map(\.text).joined() == source)
        #expect(Self.texts(.keyword, in: spans) == ["struct", "private", "var", "false", "var", "some"])
        #expect(Self.texts(.type, in: spans) == ["Avatar", "View", "View", "Image"])
        #expect(Self.texts(.attribute, in: spans) == ["@State"])
        #expect(Self.texts(.string, in: spans) == ["\"cat\""])
        #expect(Self.texts(.number, in: spans) == ["1.5", "1.0"])
        #expect(Self.texts(.comment, in: spans) == ["/// A pet.", "// grows"])
        #expect(Self.texts(.member, in: spans) == ["scaleEffect", "onTapGesture", "bouncy", "toggle"])
    }

    /// Literal text is a string; an interpolation is code, coloured as code (as Xcode does). A
    /// raw string's `#`s belong to the string.
    @Test func stringsKeepTheirRawAndMultilineFormsAndInterpolationsAreCode() {
        let interpolated = #"Text("Row \(row) of \(rows.count)")"#
        let escaped = #""a\"b""#
        let raw = ##"#"raw "quoted""#"##
        let multiline = "\"\"\"\nline \"one\"\n\"\"\""
        let source = interpolated + " + " + escaped + " + " + raw + " + " + multiline + "\nlet after = 1"
        let spans = SwiftSourceHighlighter.spans(source)
        #expect(spans.map(\.text).joined() == source)
        // A multi-line string's line breaks are white space between its pieces.
        #expect(Self.texts(.string, in: spans) == [
            "\"Row ", " of ", "\"", #""a\"b""#, ##"#"raw "quoted""#"##, "\"\"\"", "line \"one\"", "\"\"\"",
        ])
        #expect(Self.texts(.member, in: spans) == ["count"])
        #expect(Self.texts(.keyword, in: spans) == ["let"])
        #expect(Self.texts(.number, in: spans) == ["1"])
    }

    @Test func nestedBlockCommentsMacrosAndDirectives() {
        let source = "/* outer /* inner */ still */ #Preview { Text(\"x\") }\n#if DEBUG\nlet x = 1\n#endif"
        let spans = SwiftSourceHighlighter.spans(source)
        #expect(spans.map(\.text).joined() == source)
        #expect(Self.texts(.comment, in: spans) == ["/* outer /* inner */ still */"])
        #expect(Self.texts(.attribute, in: spans) == ["#Preview"])
        #expect(Self.texts(.keyword, in: spans).contains("#if") && Self.texts(.keyword, in: spans).contains("#endif"))
    }

    @Test func runsAreNeverEmptyAndNeighboursDiffer() {
        let spans = SwiftSourceHighlighter.spans("let a = 1, b = 2 // two\nlet c = a + b")
        #expect(spans.allSatisfy { !$0.text.isEmpty })
        #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.style != $1.style })
    }

    @Test func unterminatedInputStillRoundTrips() {
        for source in ["\"open", "/* open", "#\"open", "\"\"\"\nopen", "x.", "@", "#", "1.", "\\(", "&<>", "", "\u{0}x"] {
            #expect(SwiftSourceHighlighter.spans(source).map(\.text).joined() == source, "\(source.debugDescription)")
        }
    }

    /// Whatever the input, the runs' text is the input: nothing lost, nothing added.
    @Test func anyInputRoundTrips() async {
        let pieces = ["let", " ", "\"", "\\(", ")", "//", "/*", "*/", "\n", "#", "@State", ".bouncy", "1.5", "Image",
                      "&", "<", "x", "\"\"\"", "'", "é", "🐶", "_", "#if", "/", "`"]
        await propertyCheck(count: 400, input: Gen<String?>.element(of: pieces).array(of: 0...40)) { parts in
            let source = parts.compactMap { $0 }.joined()
            #expect(SwiftSourceHighlighter.spans(source).map(\.text).joined() == source)
        }
    }

    /// The highlighter the tool hands to pages is the same function.
    @Test func theHighlighterIsTheSpans() {
        let source = "var x = 2"
        #expect(SwiftSourceHighlighter.highlighter(source) == SwiftSourceHighlighter.spans(source))
    }
}
