import Foundation
import Kinema
@testable import KinemaUI
import Testing

// A `TextRenderer` as WWDC24's examples write one: it walks the layout's lines, runs and glyphs,
// moves or fades each glyph, and animates through `animatableData`. Expected positions come
// from the text's own layout (the glyph advances a plain `Text` is drawn with), restated.
@MainActor
@Suite("TextRenderer")
struct TextRendererTests {
    /// Draws each glyph on its own, lifted by `lift × index` points.
    struct Staircase: TextRenderer {
        var lift: Double

        var animatableData: Double {
            get { lift }
            set { lift = newValue }
        }

        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for (index, glyph) in run.enumerated() {
                        var copy = ctx
                        copy.translateBy(x: 0, y: -lift * Double(index))
                        copy.draw(glyph)
                    }
                }
            }
        }
    }

    private func textItems<Root: View>(_ host: ViewHost<Root>) -> [DisplayList.Item] {
        host.displayList.items.filter { item in
            if case .text = item.content { return true }
            return false
        }
    }

    @Test func eachGlyphIsDrawnWhereThePlainTextDrawsIt() throws {
        let plain = ViewHost(Text("Wave"), size: CGSize(width: 200, height: 100))
        let plainItem = try #require(textItems(plain).first)
        let host = ViewHost(Text("Wave").textRenderer(Staircase(lift: 0)), size: CGSize(width: 200, height: 100))
        let glyphs = textItems(host)
        // One item a glyph, and no other text drawn.
        #expect(glyphs.map { item -> String in
            if case .text(let layout) = item.content { return layout.string }
            return ""
        } == ["W", "a", "v", "e"])
        // The first glyph starts where the text starts, on its baseline; each next one starts
        // where the one before ends (the advances of "W", "a", "v").
        let first = try #require(glyphs.first)
        #expect(abs(first.frame.minX.applyingTransform(first) - plainItem.frame.minX.applyingTransform(plainItem)) < 1e-6)
        for (left, right) in zip(glyphs, glyphs.dropFirst()) {
            #expect(abs(left.frame.maxX.applyingTransform(left) - right.frame.minX.applyingTransform(right)) < 1e-6)
        }
        let last = try #require(glyphs.last)
        #expect(abs(last.frame.maxX.applyingTransform(last) - plainItem.frame.maxX.applyingTransform(plainItem)) < 1e-6)
    }

    @Test func theRendererMovesGlyphsThroughTheContext() throws {
        let host = ViewHost(Text("abc").textRenderer(Staircase(lift: 10)), size: CGSize(width: 200, height: 100))
        let glyphs = textItems(host)
        #expect(glyphs.count == 3)
        let tops = glyphs.map { CGPoint(x: $0.frame.minX, y: $0.frame.minY).applying($0.transform).y }
        // Each glyph 10 points above the one before.
        #expect(abs((tops[0] - tops[1]) - 10) < 1e-6)
        #expect(abs((tops[1] - tops[2]) - 10) < 1e-6)
    }

    private struct Animated: View {
        @State private var lifted = false
        var body: some View {
            Text("ab")
                .textRenderer(Staircase(lift: lifted ? 20 : 0))
                .onTapGesture { withAnimation(.linear(duration: 1)) { lifted = true } }
                .frame(width: 200, height: 100)
        }
    }

    @Test func theRenderersDataAnimates() throws {
        let host = ViewHost(Animated(), size: CGSize(width: 200, height: 100))
        func rise() -> Double {
            let glyphs = textItems(host)
            guard glyphs.count == 2 else { return .nan }
            let tops = glyphs.map { CGPoint(x: $0.frame.minX, y: $0.frame.minY).applying($0.transform).y }
            return tops[0] - tops[1]
        }
        #expect(abs(rise()) < 1e-6)
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.5)
        // Linear: half way, the second glyph is 10 points up.
        #expect(abs(rise() - 10) < 1e-3)
        host.advance(by: 1)
        #expect(abs(rise() - 20) < 1e-6)
    }

    @Test func theLayoutDescribesLinesRunsAndBounds() {
        let layout = DisplayList.TextLayout("Hi there", font: .body)
        let plain = DisplayList.TextLayout("Hi", font: .body)
        let lines = Text.Layout(layout, width: layout.size.width)
        #expect(lines.count == 1)
        #expect(lines.isTruncated == false)
        let run = lines[0][0]
        #expect(run.count == 8)
        // The slice of the first two glyphs is as wide as the text "Hi".
        let slice = Text.Layout.RunSlice(run: run, indices: 0..<2)
        #expect(abs(slice.typographicBounds.width - plain.size.width) < 1e-9)
        #expect(slice.characterIndices == [0, 1])
        #expect(abs(lines[0].typographicBounds.width - layout.size.width) < 1e-9)
        // The origin is on the baseline.
        #expect(abs(lines[0].origin.y - (layout.lines[0].y + layout.lines[0].baseline)) < 1e-9)
    }
}

private extension CGFloat {
    /// This x coordinate of `item`'s frame, where the item's transform draws it.
    func applyingTransform(_ item: DisplayList.Item) -> CGFloat {
        CGPoint(x: self, y: item.frame.midY).applying(item.transform).x
    }
}
