import Foundation
import Kinema
import Testing

// Canvas(renderer:symbols:): the tagged views are laid out at their ideal size and drawn only
// through the renderer: resolveSymbol(id:) finds one by its tag, and each draw places its items
// with the context's state.

@MainActor
@Suite("Canvas symbols")
struct CanvasSymbolTests {
    @Test func symbolsAreFoundByTagAndDrawnWhereTheRendererSays() throws {
        let host = ViewHost(
            Canvas { context, _ in
                guard let dot = context.resolveSymbol(id: "dot") else { return }
                for index in 0..<3 {
                    context.draw(dot, at: CGPoint(x: 20 + CGFloat(index) * 30, y: 50))
                }
            } symbols: {
                Circle().fill(.red).frame(width: 10, height: 10).tag("dot")
            },
            size: CGSize(width: 200, height: 100))
        let items = host.displayList.items
        // Three copies; the symbol itself is not drawn.
        #expect(items.count == 3)
        for (index, item) in items.enumerated() {
            let drawn = item.frame.applying(item.transform)
            #expect(close(drawn, CGRect(x: 15 + CGFloat(index) * 30, y: 45, width: 10, height: 10)), "\(index)")
            #expect(item.content == .shape(.circle, fill: .red))
        }
    }

    @Test func resolvedSymbolHasItsIdealSize() {
        final class Box { var sizes: [CGSize?] = [] }
        let box = Box()
        _ = ViewHost(
            Canvas { context, _ in
                box.sizes.append(context.resolveSymbol(id: 1)?.size)
                box.sizes.append(context.resolveSymbol(id: 2)?.size)
                box.sizes.append(context.resolveSymbol(id: 3)?.size)
            } symbols: {
                Color.blue.frame(width: 30, height: 12).tag(1)
                Text("Hi").tag(2)
            },
            size: CGSize(width: 200, height: 100)
        ).displayList
        #expect(box.sizes[0] == CGSize(width: 30, height: 12))
        #expect(box.sizes[1].map { close($0.width, DejaVuReference.width("Hi")) && close($0.height, 22) } == true)
        #expect(box.sizes[2] == .some(nil))
    }

    /// Drawn in a rectangle, a symbol is scaled from its size to the rectangle's; the context's
    /// opacity multiplies the symbol's own.
    @Test func drawInRectScalesAndFades() throws {
        let host = ViewHost(
            Canvas { context, _ in
                guard let bar = context.resolveSymbol(id: 0) else { return }
                context.opacity = 0.5
                context.draw(bar, in: CGRect(x: 10, y: 10, width: 60, height: 40))
            } symbols: {
                Color.green.frame(width: 30, height: 20).opacity(0.8).tag(0)
            },
            size: CGSize(width: 200, height: 100))
        let item = try #require(host.displayList.items.first)
        #expect(close(item.frame.applying(item.transform), CGRect(x: 10, y: 10, width: 60, height: 40)))
        #expect(close(item.opacity, 0.4))
    }

    /// Symbols can come from a ForEach: each view is tagged with its element's id.
    @Test func forEachSymbolsAreTaggedByID() {
        final class Box { var found: [Bool] = [] }
        let box = Box()
        _ = ViewHost(
            Canvas { context, _ in
                box.found = (0..<4).map { context.resolveSymbol(id: $0) != nil }
            } symbols: {
                ForEach(0..<3, id: \.self) { index in
                    Color.red.frame(width: CGFloat(index + 1) * 10, height: 10)
                }
            },
            size: CGSize(width: 200, height: 100)
        ).displayList
        #expect(box.found == [true, true, true, false])
    }
}
