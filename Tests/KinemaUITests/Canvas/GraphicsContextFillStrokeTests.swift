import Foundation
import Kinema
import Testing

// fill(_:with:style:) and stroke(_:with:…) make one path item each, in paint order: the path in
// the item's own coordinates (its frame is the path's bounding rectangle, grown by half the line
// width for a stroke), painted as the shading says.

@MainActor
@Suite("GraphicsContext fill and stroke")
struct GraphicsContextFillStrokeTests {
    /// A host exactly the canvas's size, so canvas and host coordinates agree.
    private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 200, height: 100)).displayList.items
    }

    @Test func fillMakesAPathItemFramedByThePathsBounds() throws {
        let rect = CGRect(x: 20, y: 10, width: 60, height: 30)
        let items = draw { context, _ in context.fill(Path(rect), with: .color(.red)) }
        let item = try #require(items.first)
        #expect(item.frame == rect)
        #expect(item.transform == .identity)
        #expect(item.opacity == 1)
        #expect(item.content == .path(Path(CGRect(x: 0, y: 0, width: 60, height: 30)), .fill(.red, eoFill: false)))
    }

    @Test func fillStyleChoosesTheRule() {
        let items = draw { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue), style: FillStyle(eoFill: true))
        }
        #expect(items.first?.pathDrawing == .fill(.blue, eoFill: true))
    }

    /// `stroke(_:with:lineWidth:)` defaults to a width of 1; the item's frame is the line's
    /// extent (the bounds grown by half the width).
    @Test func strokeWithALineWidth() throws {
        let items = draw { context, _ in
            context.stroke(Path(CGRect(x: 10, y: 10, width: 40, height: 20)), with: .color(.green))
            context.stroke(Path(CGRect(x: 10, y: 10, width: 40, height: 20)), with: .color(.green), lineWidth: 6)
        }
        #expect(items.count == 2)
        #expect(items[0].pathDrawing == .stroke(.green, StrokeStyle(lineWidth: 1)))
        #expect(items[0].frame == CGRect(x: 9.5, y: 9.5, width: 41, height: 21))
        #expect(items[1].pathDrawing == .stroke(.green, StrokeStyle(lineWidth: 6)))
        #expect(items[1].frame == CGRect(x: 7, y: 7, width: 46, height: 26))
        // Drawn where the path is, whatever the frame.
        #expect(close(try #require(items[1].hostPath).boundingRect, CGRect(x: 10, y: 10, width: 40, height: 20)))
    }

    @Test func strokeStyleIsKept() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [4, 2], dashPhase: 1)
        let items = draw { context, _ in
            context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black), style: style)
        }
        #expect(items.first?.pathDrawing == .stroke(.black, style))
    }

    @Test func operationsKeepPaintOrder() {
        let items = draw { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.green))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        #expect(items.map(\.pathDrawing) == [
            .fill(.red, eoFill: false), .fill(.green, eoFill: false), .stroke(.blue, StrokeStyle(lineWidth: 1)),
        ])
    }

    /// "Both contexts draw into the same view because you created one context as a copy of the
    /// other" (GraphicsContext overview).
    @Test func aCopyDrawsIntoTheSameCanvas() {
        let items = draw { context, _ in
            let copy = context
            copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(.blue))
            copy.fill(Path(CGRect(x: 40, y: 0, width: 10, height: 10)), with: .color(.green))
        }
        #expect(items.map { $0.frame.minX } == [0, 20, 40])
    }

    /// `.foreground` paints with the foreground style around the canvas; colour shadings
    /// (`.color(red:green:blue:opacity:)`, `.color(white:)`, `.style(Color)`) paint their colour.
    @Test func shadingsPaintTheirColour() {
        let items = ViewHost(
            Canvas { context, _ in
                let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
                context.fill(square, with: .foreground)
                context.fill(square, with: .color(red: 1, green: 0.5, blue: 0, opacity: 0.25))
                context.fill(square, with: .color(white: 0.5))
                context.fill(square, with: .style(Color.purple))
                context.fill(square, with: .style(.foreground))
            }
            .foregroundStyle(.orange),
            size: CGSize(width: 100, height: 100)
        ).displayList.items
        #expect(items.map(\.pathDrawing) == [
            .fill(nil, eoFill: false),
            .fill(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25), eoFill: false),
            .fill(Color(white: 0.5), eoFill: false),
            .fill(.purple, eoFill: false),
            .fill(nil, eoFill: false),
        ])
        // A foreground fill takes the style set around the canvas; a colour keeps its own.
        #expect(items[0].foregroundColor == .orange)
        #expect(items[4].foregroundColor == .orange)
    }

    /// `.backdrop` cannot be drawn from SVG: the operation draws nothing.
    @Test func backdropDrawsNothing() {
        let items = draw { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .backdrop)
        }
        #expect(items.isEmpty)
    }

    /// A palette draws with its first shading.
    @Test func paletteDrawsItsFirstShading() {
        let items = draw { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .palette([.color(.red), .color(.blue)]))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .palette([]))
        }
        #expect(items.map(\.pathDrawing) == [.fill(.red, eoFill: false), .fill(nil, eoFill: false)])
    }
}
