import Foundation
import Kinema
import KinemaRender
import KinemaTestSupport
import Testing

/// The page's source block: highlighted runs from a syntax highlighter become classed spans the
/// style sheet colours; without runs, or with runs that do not spell the source, the source is
/// plain escaped text. Either way the block's text is the source exactly.
@MainActor
@Suite("Recording: HTML page source")
struct HTMLPageSourceTests {
    /// The text of highlighted HTML: tags dropped, the five escapes undone.
    static func text(of html: String) -> String {
        var text = html.replacingOccurrences(of: #"<span class="tok-[a-z]+">"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "</span>", with: "")
        for (escape, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: escape, with: character)
        }
        return text
    }

    /// The `<code>` element's inner HTML on `details`' page.
    static func code(_ details: HTMLPageDetails) throws -> String {
        let page = HTMLPageTests.avatarRecording(duration: 0.1).htmlPage(title: "Source", details: details)
        _ = try XMLTree.parse(page)
        let opening = try #require(page.range(of: #"<code id="source-code" class="language-swift">"#))
        let closing = try #require(page.range(of: "</code>", range: opening.upperBound..<page.endIndex))
        return String(page[opening.upperBound..<closing.lowerBound])
    }

    static let source = "let s = \"<&>\" // 'why'"
    static let spans: [HTMLPageDetails.SourceSpan] = [
        .init("let", style: .keyword), .init(" s = "), .init("\"<&>\"", style: .string), .init(" "),
        .init("// 'why'", style: .comment),
    ]

    @Test func runsBecomeClassedSpans() throws {
        let html = try Self.code(HTMLPageDetails(sourceCode: Self.source, highlightedSource: Self.spans))
        #expect(html == #"<span class="tok-kw">let</span> s = <span class="tok-str">&quot;&lt;&amp;&gt;&quot;</span> "#
            + #"<span class="tok-com">// &#39;why&#39;</span>"#)
        #expect(Self.text(of: html) == Self.source)
    }

    @Test func everyStyleHasTheClassTheStyleSheetColours() throws {
        let spans = HTMLPageDetails.SourceSpan.Style.allCases.map { HTMLPageDetails.SourceSpan("x", style: $0) }
        let html = try Self.code(HTMLPageDetails(sourceCode: String(repeating: "x", count: spans.count), highlightedSource: spans))
        let classes = html.matches(of: /class="(tok-[a-z]+)"/).map { String($0.output.1) }
        #expect(classes == ["tok-kw", "tok-str", "tok-num", "tok-com", "tok-type", "tok-attr", "tok-member"])
        let page = HTMLPageTests.avatarRecording(duration: 0.1).htmlPage(title: "Style")
        for name in classes { #expect(page.contains(".\(name) {"), "page.css colours \(name)") }
    }

    @Test(arguments: [nil, [HTMLPageDetails.SourceSpan("let", style: .keyword)]])
    func withoutRunsThatSpellTheSourceItIsPlain(spans: [HTMLPageDetails.SourceSpan]?) throws {
        let html = try Self.code(HTMLPageDetails(sourceCode: Self.source, highlightedSource: spans))
        #expect(!html.contains("<span"))
        #expect(Self.text(of: html) == Self.source)
    }
}
