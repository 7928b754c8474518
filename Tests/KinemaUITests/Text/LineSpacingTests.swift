import Foundation
import Kinema
import Testing

// `lineSpacing(_:)` adds its amount between lines, not above the first or below the last.
// The body font's lines are 22 points tall (DejaVu Sans at 17 points, as the text metrics tests
// derive).
@MainActor
@Suite("Line spacing")
struct LineSpacingTests {
    @Test func spacingGoesBetweenLines() {
        #expect(abs(Text("one\ntwo\nthree").lineSpacing(6).layout(in: 400).height - (3 * 22 + 2 * 6)) < 1e-9)
        #expect(abs(Text("one").lineSpacing(6).layout(in: 400).height - 22) < 1e-9)
    }

    @Test func aNegativeOrNonFiniteSpacingIsNone() {
        for spacing: CGFloat in [-10, .nan, .infinity] {
            #expect(abs(Text("one\ntwo").lineSpacing(spacing).layout(in: 400).height - 44) < 1e-9, "\(spacing)")
        }
    }

    @Test func wrappedLinesAreSpacedToo() {
        let words = String(repeating: "word ", count: 30)
        let plain = Text(words).layout(in: 100)
        let spaced = Text(words).lineSpacing(4).layout(in: 100)
        let lines = (plain.height / 22).rounded()
        #expect(lines > 1)
        #expect(abs(spaced.height - (plain.height + 4 * (lines - 1))) < 1e-9)
    }
}

extension View {
    /// The size the view takes in a host `width` wide.
    @MainActor
    fileprivate func layout(in width: CGFloat) -> CGSize {
        let host = ViewHost(self.fixedSize(horizontal: false, vertical: true), size: CGSize(width: width, height: 2000))
        return host.displayList.items.first?.frame.size ?? .zero
    }
}
