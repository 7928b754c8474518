import Foundation
import PropertyBased
@testable import KinemaRender
import Testing

@Suite("Swift source highlighting")
struct SwiftHighlighterTests {
    /// The text of highlighted HTML: tags dropped, the five escapes undone.
    static func text(of html: String) -> String {
        var text = html.replacingOccurrences(of: #"<span class="tok-[a-z]+">"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "</span>", with: "")
        for (escape, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: escape, with: character)
        }
        return text
    }

    /// The tokens given `kind`, in order.
    static func tokens(_ kind: String, in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "<span class=\"\(kind)\">(.*?)</span>", options: .dotMatchesLineSeparators)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map { String(html[Range($0.range(at: 1), in: html)!]) }
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
        let html = SwiftHighlighter.html(source)
        #expect(Self.text(of: html) == source)
        #expect(Self.tokens("tok-kw", in: html) == ["struct", "private", "var", "false", "var", "some"])
        #expect(Self.tokens("tok-type", in: html) == ["Avatar", "View", "View", "Image"])
        #expect(Self.tokens("tok-attr", in: html) == ["@State"])
        #expect(Self.tokens("tok-str", in: html) == ["&quot;cat&quot;"])
        #expect(Self.tokens("tok-num", in: html) == ["1.5", "1.0"])
        #expect(Self.tokens("tok-com", in: html) == ["/// A pet.", "// grows"])
        #expect(Self.tokens("tok-member", in: html) == ["scaleEffect", "onTapGesture", "bouncy", "toggle"])
    }

    @Test func stringsKeepTheirInterpolationsAndRawAndMultilineForms() {
        let interpolated = #"Text("Row \(row) of \(rows.count)")"#
        let escaped = #""a\"b""#
        let raw = ##"#"raw "quoted""#"##
        let multiline = "\"\"\"\nline \"one\"\n\"\"\""
        let source = interpolated + " + " + escaped + " + " + raw + " + " + multiline + "\nlet after = 1"
        let html = SwiftHighlighter.html(source)
        #expect(Self.text(of: html) == source)
        let strings = Self.tokens("tok-str", in: html).map(Self.text(of:))
        #expect(strings == [#""Row \(row) of \(rows.count)""#, #""a\"b""#, ##"#"raw "quoted""#"##,
                            "\"\"\"\nline \"one\"\n\"\"\""])
        #expect(Self.tokens("tok-kw", in: html) == ["let"])
    }

    @Test func nestedBlockCommentsAndDirectives() {
        let source = "/* outer /* inner */ still */ #Preview { Text(\"x\") }"
        let html = SwiftHighlighter.html(source)
        #expect(Self.tokens("tok-com", in: html) == ["/* outer /* inner */ still */"])
        #expect(Self.tokens("tok-attr", in: html) == ["#Preview"])
    }

    @Test func unterminatedInputStillRoundTrips() {
        for source in ["\"open", "/* open", "#\"open", "\"\"\"\nopen", "x.", "@", "#", "1.", "\\(", "&<>"] {
            #expect(Self.text(of: SwiftHighlighter.html(source)) == source, "\(source)")
        }
    }

    /// Whatever the input, the output's text is the input: nothing lost, nothing added.
    @Test func anyInputRoundTrips() async {
        let pieces = ["let", " ", "\"", "\\(", ")", "//", "/*", "*/", "\n", "#", "@State", ".bouncy", "1.5", "Image",
                      "&", "<", "x", "\"\"\"", "'", "é", "🐶", "_"]
        await propertyCheck(count: 400, input: Gen<String?>.element(of: pieces).array(of: 0...40)) { parts in
            let source = parts.compactMap { $0 }.joined()
            #expect(Self.text(of: SwiftHighlighter.html(source)) == source)
        }
    }
}
