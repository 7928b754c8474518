import Foundation
import Kinema
import Testing

// Text drawn into a canvas is a text item sized as a Text view sizes itself: DejaVu advances
// × size ÷ 2048 wide, one 22-point line per paragraph at the body size (the HIG's line height).
// Expected widths come from the advances in DejaVuReference, read from the font files.

@MainActor
@Suite("GraphicsContext text")
struct GraphicsContextTextTests {
    private func draw(
        _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 300, height: 200)).displayList.items
    }

    private let helloWidth = DejaVuReference.width("Hello")

    @Test func drawAtPointCentresTheIdealSizeOnIt() throws {
        let items = draw { context, _ in
            context.draw(Text("Hello"), at: CGPoint(x: 100, y: 50))
        }
        let item = try #require(items.first)
        #expect(close(item.frame, CGRect(x: 100 - helloWidth / 2, y: 50 - 11, width: helloWidth, height: 22)))
        guard case .text(let layout) = item.content else {
            Issue.record("not text")
            return
        }
        #expect(layout.string == "Hello")
        #expect(item.foregroundColor == nil)
    }

    @Test func anchorPlacesThatPointOfTheText() throws {
        let items = draw { context, _ in
            context.draw(Text("Hello"), at: CGPoint(x: 100, y: 50), anchor: .topLeading)
            context.draw(Text("Hello"), at: CGPoint(x: 100, y: 50), anchor: .bottomTrailing)
        }
        #expect(close(items[0].frame, CGRect(x: 100, y: 50, width: helloWidth, height: 22)))
        #expect(close(items[1].frame, CGRect(x: 100 - helloWidth, y: 28, width: helloWidth, height: 22)))
    }

    /// measure(in:) sizes the text as a Text view does for the proposal: ideal when it fits,
    /// wrapped at spaces when narrower.
    @Test func resolvedTextMeasuresLikeAText() {
        final class Box { var sizes: [CGSize] = [] }
        let box = Box()
        _ = draw { context, _ in
            let resolved = context.resolve(Text("Hello Hello"))
            box.sizes.append(resolved.measure(in: CGSize(width: 1000, height: 1000)))
            box.sizes.append(resolved.measure(in: CGSize(width: DejaVuReference.width("Hello") + 1, height: 1000)))
            box.sizes.append(resolved.measure(in: CGSize(width: 50, height: 10)))
        }
        #expect(close(box.sizes[0].width, DejaVuReference.width("Hello Hello")))
        #expect(close(box.sizes[0].height, 22))
        // Wrapped: two lines, as wide as one word.
        #expect(close(box.sizes[1].width, helloWidth))
        #expect(close(box.sizes[1].height, 44))
        // Cut to the height: one line is always kept.
        #expect(close(box.sizes[2].height, 22))
    }

    /// The first baseline sits where the 22-point line puts it: the extra height beyond the
    /// face's ascent and descent is shared above and below.
    @Test func baselinesFollowTheLineMetrics() {
        final class Box { var values: [CGFloat] = [] }
        let box = Box()
        _ = draw { context, _ in
            let resolved = context.resolve(Text("Hello Hello"))
            box.values.append(resolved.firstBaseline(in: CGSize(width: 1000, height: 1000)))
            box.values.append(resolved.lastBaseline(in: CGSize(width: DejaVuReference.width("Hello") + 1, height: 1000)))
        }
        let ascent = 17 * DejaVuReference.ascender / DejaVuReference.unitsPerEm
        let descent = 17 * DejaVuReference.descender / DejaVuReference.unitsPerEm
        let baseline = (22 - ascent - descent) / 2 + ascent
        #expect(close(box.values[0], baseline, 1e-9))
        #expect(close(box.values[1], 22 + baseline, 1e-9))
    }

    /// draw(_:in:) lays the text out in the rectangle from its top: wrapped to its width.
    @Test func drawInRectWrapsToItsWidth() throws {
        let items = draw { context, _ in
            context.draw(Text("Hello Hello"), in: CGRect(x: 10, y: 20, width: DejaVuReference.width("Hello") + 1, height: 100))
        }
        let item = try #require(items.first)
        #expect(close(item.frame, CGRect(x: 10, y: 20, width: helloWidth + 1, height: 44)))
        guard case .text(let layout) = item.content else {
            Issue.record("not text")
            return
        }
        #expect(layout.lines.map(\.string) == ["Hello", "Hello"])
    }

    /// Fonts set around the canvas apply to the text it resolves, as they do to a Text there.
    @Test func fontsAroundTheCanvasApply() throws {
        let items = ViewHost(
            Canvas { context, _ in context.draw(Text("Hello"), at: .zero, anchor: .topLeading) }.font(.system(size: 40)),
            size: CGSize(width: 300, height: 200)
        ).displayList.items
        #expect(close(try #require(items.first).frame.width, DejaVuReference.width("Hello", size: 40)))
    }

    /// The shading colours the text's uncoloured runs: the item's foreground colour.
    @Test func shadingColoursTheText() throws {
        let items = draw { context, _ in
            var resolved = context.resolve(Text("Hello"))
            resolved.shading = .color(.red)
            context.draw(resolved, at: CGPoint(x: 50, y: 50))
            resolved.shading = .backdrop
            context.draw(resolved, at: CGPoint(x: 50, y: 50))
        }
        #expect(items.count == 1)
        #expect(items.first?.foregroundColor == .red)
    }

    @Test func textMovesWithTheTransform() throws {
        let items = draw { context, _ in
            context.translateBy(x: 40, y: 0)
            context.scaleBy(x: 2, y: 2)
            context.draw(Text("Hello"), at: .zero, anchor: .topLeading)
        }
        let item = try #require(items.first)
        #expect(close(item.frame.applying(item.transform), CGRect(x: 40, y: 0, width: 2 * helloWidth, height: 44), 1e-9))
    }
}
