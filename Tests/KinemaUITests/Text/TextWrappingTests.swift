import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Wrapping, truncation and sizing for a proposal, with widths from DejaVu Sans advances at 17
// points (DejaVuReference.swift): "Hello" 5191 units, " " 651, "world" 5639.

@Suite("Text wrapping")
struct TextWrappingTests {
    private let hello = DejaVuReference.width("Hello")
    private let space = DejaVuReference.width(" ")
    private let world = DejaVuReference.width("world")

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(b))
    }

    private func lines(_ layout: DisplayList.TextLayout) -> [String] {
        layout.lines.map(\.string)
    }

    @Test func theReferenceWidthsAreTheAdvanceSums() {
        #expect(DejaVuReference.units("Hello") == 1540 + 1260 + 569 + 569 + 1253)
        #expect(DejaVuReference.units("world") == 1675 + 1253 + 842 + 569 + 1300)
    }

    @Test func theIdealSizeIsOneLinePerParagraph() {
        let layout = Text("Hello world").layout
        #expect(lines(layout) == ["Hello world"])
        #expect(close(layout.size.width, hello + space + world))
        #expect(layout.sizeThatFits(.unspecified) == layout.size)
        #expect(layout.sizeThatFits(.infinity) == layout.size)
        #expect(layout.sizeThatFits(ProposedViewSize(width: 1000, height: 1000)) == layout.size)
    }

    @Test func aNarrowerWidthWrapsAtTheSpace() {
        let layout = Text("Hello world").layout
        // Anything from "world" (the wider word) up to just under the whole line puts "world" on
        // a second line.
        for width in [hello + space + world - 0.01, world + 1, world] {
            let wrapped = layout.fitted(to: CGSize(width: width, height: 1000))
            #expect(lines(wrapped) == ["Hello", "world"], "\(width)")
            // The space where the line breaks is dropped: the text is as wide as its widest line.
            #expect(close(wrapped.size.width, max(hello, world)))
            #expect(wrapped.size.height == 44)
            #expect(layout.sizeThatFits(ProposedViewSize(width: width, height: nil)) == wrapped.size)
        }
        // Exactly the ideal width still fits on one line.
        #expect(lines(layout.fitted(to: CGSize(width: hello + space + world, height: 100))) == ["Hello world"])
        // Narrower than "world", the word breaks between characters.
        #expect(lines(layout.fitted(to: CGSize(width: hello + 1, height: 100))) == ["Hello", "worl", "d"])
    }

    @Test func wordsFillEachLineGreedily() {
        let text = Text("aa bb cc dd")
        let aa = DejaVuReference.width("aa"), bbWithSpace = DejaVuReference.width(" bb")
        // Room for two words and a space, not three.
        let layout = text.layout.fitted(to: CGSize(width: aa + bbWithSpace + 0.5, height: .infinity))
        #expect(lines(layout) == ["aa bb", "cc dd"])
    }

    @Test func wordsWiderThanTheLineBreakBetweenCharacters() {
        let layout = Text("abcdef").layout
        let abc = DejaVuReference.width("abc")
        let wrapped = layout.fitted(to: CGSize(width: abc + 0.1, height: .infinity))
        #expect(lines(wrapped) == ["abc", "def"])
        // Narrower than any character: one character per line, overflowing.
        let narrow = layout.fitted(to: CGSize(width: 1, height: CGFloat.infinity))
        #expect(lines(narrow) == ["a", "b", "c", "d", "e", "f"])
        #expect(close(narrow.size.width, DejaVuReference.width("b")))   // b and d are the widest
        // A zero or negative width is the same as the narrowest.
        #expect(lines(layout.fitted(to: CGSize(width: -5, height: CGFloat.infinity))) == lines(narrow))
    }

    @Test func aLongWordAfterOthersStartsItsOwnLine() {
        let layout = Text("a abcdefgh").layout.fitted(to: CGSize(width: DejaVuReference.width("abcd") + 0.1, height: .infinity))
        #expect(lines(layout) == ["a", "abcd", "efgh"])
    }

    @Test func lineBreaksInTheTextAlwaysBreak() {
        let layout = Text("Hello\nworld wide").layout.fitted(to: CGSize(width: hello + space + world, height: .infinity))
        #expect(lines(layout) == ["Hello", "world wide"])
    }

    @Test func noBreakSpacesKeepWordsTogether() {
        // The pair is one word: it breaks between characters, after the no-break space, where a
        // space would have broken (and been dropped).
        let layout = Text("Hello\u{A0}world").layout.fitted(to: CGSize(width: hello + space + 1, height: .infinity))
        #expect(lines(layout) == ["Hello\u{A0}", "world"])
        let spaced = Text("Hello world").layout.fitted(to: CGSize(width: hello + space + 1, height: .infinity))
        #expect(lines(spaced) == ["Hello", "world"])
    }

    @Test func leadingSpacesStayAndTrailingOnesStayWhenTheyFit() {
        #expect(close(Text("  Hi").layout.size.width, 2 * space + DejaVuReference.width("Hi")))
        #expect(close(Text("Hi  ").layout.size.width, 2 * space + DejaVuReference.width("Hi")))
        let layout = Text("Hi  ").layout.fitted(to: CGSize(width: DejaVuReference.width("Hi") + space + 0.1, height: 100))
        #expect(layout.lines.map(\.string) == ["Hi "])
    }

    @Test func aLineLimitCutsTheLastLineWithAnEllipsis() {
        let text = Text("Hello wonderful world")
        var environment = TextEnvironment()
        environment.lineLimit = 1
        let limited = text.resolve(in: environment)
        // Unconstrained, one line fits: nothing is cut.
        #expect(!limited.isTruncated && lines(limited) == ["Hello wonderful world"])
        // 100 points wide: as much of the paragraph as fits with "…" (2048 units) after it.
        let cut = limited.fitted(to: CGSize(width: 100, height: 100))
        #expect(cut.isTruncated)
        #expect(cut.lines.count == 1)
        let shown = cut.lines[0].string
        #expect(shown.hasSuffix("…"))
        let kept = String(shown.dropLast())
        let ellipsis = DejaVuReference.width("…")
        #expect(DejaVuReference.width(kept) + ellipsis <= 100)
        // One more character would not have fitted.
        let next = "Hello wonderful world".dropFirst(kept.count).first!
        #expect(DejaVuReference.width(kept + String(next)) + ellipsis > 100)
        #expect(close(cut.size.width, DejaVuReference.width(kept) + ellipsis))
    }

    @Test func aLineLimitOfTwoKeepsTheFirstLineWhole() {
        var environment = TextEnvironment()
        environment.lineLimit = 2
        let layout = Text("aa bb cc dd ee").resolve(in: environment)
            .fitted(to: CGSize(width: DejaVuReference.width("aa bb") + 0.5, height: .infinity))
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].string == "aa bb")
        // The second line holds what fits of "cc dd ee" with "…": in units, the line is
        // 1255 × 2 + 651 + 1300 × 2 = 5761 (+ 0.5 pt); "cc " + "…" is 2903 + 2048 = 4951, "cc d" + "…"
        // 6251 is too wide; the trailing space is trimmed.
        #expect(layout.lines[1].string == "cc…")
        #expect(layout.isTruncated)
    }

    @Test func aLineLimitOnHardLinesAddsTheEllipsisAfterTheLastKeptLine() {
        var environment = TextEnvironment()
        environment.lineLimit = 2
        let layout = Text("one\ntwo\nthree").resolve(in: environment)
        #expect(lines(layout) == ["one", "two…"])
        #expect(layout.isTruncated)
        #expect(layout.size.height == 44)
        // Values below 1 count as 1.
        environment.lineLimit = 0
        #expect(lines(Text("one\ntwo").resolve(in: environment)) == ["one…"])
        environment.lineLimit = -3
        #expect(Text("one\ntwo").resolve(in: environment).lineLimit == 1)
    }

    @Test func aShortHeightKeepsTheLinesThatFit() {
        let layout = Text("one\ntwo\nthree").layout
        #expect(lines(layout.fitted(to: CGSize(width: 500, height: 50))) == ["one", "two…"])
        #expect(layout.sizeThatFits(ProposedViewSize(width: nil, height: 50)).height == 44)
        // At least one line, even when it does not fit.
        #expect(lines(layout.fitted(to: CGSize(width: 500, height: 5))) == ["one…"])
        #expect(layout.sizeThatFits(ProposedViewSize(width: 500, height: 0)).height == 22)
    }

    @Test func headAndMiddleTruncationCutASingleLine() {
        var environment = TextEnvironment()
        environment.lineLimit = 1
        environment.truncationMode = .head
        let width = DejaVuReference.width("…world") + 0.1
        let head = Text("Hello world").resolve(in: environment).fitted(to: CGSize(width: width, height: 50))
        #expect(lines(head) == ["…world"])
        environment.truncationMode = .middle
        // Width "He…ld" + 0.5 pt = 6717 units + 0.5 pt; without "…" (2048) the budget is 4669 units
        // + 0.5 pt. The head takes at most half (2334.5 units + 0.25 pt): "H" (1540), not "He"
        // (2800). The tail takes what is left (3129 units + 0.25 pt): "rld" (2711), not "orld" (3964).
        let middleWidth = DejaVuReference.width("He…ld") + 0.5
        let middle = Text("Hello world").resolve(in: environment).fitted(to: CGSize(width: middleWidth, height: 50))
        #expect(lines(middle) == ["H…rld"])
    }

    @Test func alignmentPlacesEachLine() {
        var environment = TextEnvironment()
        let text = Text("Hello\nHi")
        let hi = DejaVuReference.width("Hi")
        for (alignment, offset) in [(TextAlignment.leading, 0.0), (.center, (hello - hi) / 2), (.trailing, hello - hi)] {
            environment.multilineTextAlignment = alignment
            let layout = text.resolve(in: environment)
            #expect(layout.alignment == alignment)
            #expect(layout.offset(of: layout.lines[0], in: layout.size.width) == 0)
            #expect(close(layout.offset(of: layout.lines[1], in: layout.size.width), offset))
        }
    }

    @Test func badProposalsAreSafe() {
        let layout = Text("Hello world").layout
        #expect(layout.sizeThatFits(ProposedViewSize(width: .nan, height: .nan)) == layout.size)
        let negative = layout.sizeThatFits(ProposedViewSize(width: -10, height: -10))
        #expect(negative.width.isFinite && negative.height == 22)
        #expect(layout.fitted(to: CGSize(width: CGFloat.infinity, height: .infinity)) == layout)
    }

    /// Laws over many texts and widths: every line fits unless it is a single character, no
    /// characters but the spaces at line breaks are lost, and heights add up.
    @Test func wrappingLaws() {
        var generator = SeededGenerator(seed: 7)
        let words = ["a", "Hi", "Kinema", "animation", "spring", "x", "WWWWWWWWWW", "—", "é"]
        for _ in 0..<300 {
            let string = (0..<Int.random(in: 1...10, using: &generator))
                .map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ")
            let width = CGFloat.random(in: 0...200, using: &generator)
            let layout = Text(verbatim: string).layout.fitted(to: CGSize(width: width, height: .infinity))
            for line in layout.lines where line.string.count > 1 {
                #expect(line.width <= width + 1e-6, "\(string) at \(width): \(line.string)")
            }
            let joined = layout.lines.map(\.string).joined()
            #expect(joined.replacingOccurrences(of: " ", with: "") == string.replacingOccurrences(of: " ", with: ""))
            #expect(layout.size.height == CGFloat(layout.lines.count) * 22)
            #expect(!layout.isTruncated)
            // Fitting the size the text chose gives the same lines back (when nothing overflowed).
            if layout.size.width <= width {
                #expect(lines(layout.fitted(to: layout.size)) == lines(layout), "\(string) at \(width)")
            }
        }
    }
}
