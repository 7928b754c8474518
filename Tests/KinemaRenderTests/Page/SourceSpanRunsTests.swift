import KinemaRender
import PropertyBased
import Testing

/// Styled runs as text (`offset length letter`, UTF-8 bytes) and back: the form in which a
/// highlighting is saved apart from its source.
@Suite("HTML page source: styled runs as text")
struct SourceSpanRunsTests {
    typealias Span = HTMLPageDetails.SourceSpan

    @Test func namesOnlyTheStyledRunsInBytes() {
        let spans: [Span] = [.init("let", style: .keyword), .init(" é = "), .init("1", style: .number), .init(" // x", style: .comment)]
        // "é" is two bytes, so "1" starts at byte 9.
        #expect(Span.encodedRuns(spans) == "0 3 k 9 1 n 10 5 c")
        #expect(Span.encodedRuns([.init("plain")]) == "")
    }

    @Test func decodingFillsTheGapsWithPlainText() {
        let source = "let é = 1 // x"
        #expect(Span.spans(decoding: "0 3 k 9 1 n", of: source) == [
            .init("let", style: .keyword), .init(" é = "), .init("1", style: .number), .init(" // x"),
        ])
        #expect(Span.spans(decoding: "", of: source) == [.init(source)])
        #expect(Span.spans(decoding: "", of: "") == [])
    }

    @Test(arguments: [
        "0 3",          // not triples
        "0 3 q",        // no such style
        "0 3 kk",       // a letter is one character
        "0 0 k",        // an empty run
        "0 99 k",       // past the end
        "4 2 k 0 3 k",  // out of order
        "0 3 k 2 3 k",  // overlapping
        "0 5 k",        // ends inside "é"
        "-1 3 k",       // before the start
        "x 3 k",        // not a number
    ])
    func malformedRunsDecodeToNothing(runs: String) {
        #expect(Span.spans(decoding: Substring(runs), of: "let é = 1") == nil)
    }

    /// Any spans survive the trip: the same text and the same styled runs, plain neighbours merged.
    @Test func anySpansRoundTrip() async {
        let texts = ["let", " ", "é", "🐶", "\n", "x", "\"", ""]
        let styles: [Span.Style?] = [nil] + Span.Style.allCases
        let span = zip(Gen.int(in: 0...(texts.count - 1)), Gen.int(in: 0...(styles.count - 1)))
            .map { Span(texts[$0], style: styles[$1]) }
        await propertyCheck(count: 300, input: span.array(of: 0...12)) { spans in
            let source = spans.map(\.text).joined()
            let decoded = Span.spans(decoding: Substring(Span.encodedRuns(spans)), of: source)
            #expect(decoded?.map(\.text).joined() == source)
            // The styled runs are the non-empty styled spans, in order.
            let styled = spans.filter { $0.style != nil && !$0.text.isEmpty }
            #expect(decoded?.filter { $0.style != nil } == styled)
        }
    }
}
