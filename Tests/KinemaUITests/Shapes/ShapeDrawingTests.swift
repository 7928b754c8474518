import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Shapes as views: fills and strokes reach the display list with the shape's path at the item's
// size, and everything that animates in SwiftUI (a trim's ends, a custom shape's data, a fill's
// colour) is interpolated frame by frame. Expected paths are built with `Path`'s own geometry,
// whose numbers the Path tests check against the documented formulas.

/// A bar whose height animates through its own `animatableData`.
private struct Bar: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.maxY - rect.height * fraction, width: rect.width, height: rect.height * fraction))
    }
}

private struct Loader: View {
    var progress: CGFloat

    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            .frame(width: 40, height: 40)
    }
}

private struct Chart: View {
    var fraction: Double

    var body: some View {
        Bar(fraction: fraction).fill(.green).frame(width: 20, height: 100)
    }
}

private struct Swatch: View {
    var on: Bool

    var body: some View {
        Circle().fill(on ? Color.red : Color.blue).frame(width: 40, height: 40)
    }
}

@MainActor
@Suite("Shapes as views")
struct ShapeDrawingTests {
    private let square = CGRect(x: 0, y: 0, width: 40, height: 40)

    @Test func aFilledBuiltInShapeIsDrawnNatively() {
        let host = ViewHost(Circle().fill(.red).frame(width: 40, height: 40))
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].content == .shape(.circle, fill: .red))
        #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 180, width: 40, height: 40))
    }

    @Test func aShapeOnItsOwnFillsWithTheForeground() {
        let host = ViewHost(Capsule().frame(width: 60, height: 20))
        #expect(host.displayList.items[0].content == .shape(.capsule, fill: nil))
    }

    @Test func aStrokeIsThePathAtTheItemsSize() {
        let host = ViewHost(Circle().stroke(.blue, lineWidth: 4).frame(width: 40, height: 40))
        let expected = DisplayList.Content.path(Circle().path(in: square), .stroke(.blue, StrokeStyle(lineWidth: 4)))
        #expect(host.displayList.items[0].content == expected)
    }

    /// `strokeBorder` insets the shape by half the line width, so the stroke stays in the frame.
    @Test func aBorderStrokeIsInsetByHalfItsWidth() {
        let host = ViewHost(Circle().strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40))
        guard case .path(let path, _) = host.displayList.items[0].content else {
            Issue.record("expected a path")
            return
        }
        #expect(path == Circle().path(in: CGRect(x: 2, y: 2, width: 36, height: 36)))
        #expect(path.boundingRect.minX >= 2 - 1e-9 && path.boundingRect.maxX <= 38 + 1e-9)
    }

    /// `fill` then `stroke` draws both, the stroke over the fill.
    @Test func fillsAndStrokesChain() {
        let host = ViewHost(Capsule().fill(.yellow).stroke(.blue, lineWidth: 8).frame(width: 80, height: 40))
        #expect(host.displayList.items.count == 2)
        #expect(host.displayList.items[0].content == .shape(.capsule, fill: .yellow))
        let outline = Capsule().path(in: CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(host.displayList.items[1].content == .path(outline, .stroke(.blue, StrokeStyle(lineWidth: 8))))
    }

    /// A trimmed ring animates its end: at t the path is the circle trimmed to linear(t) — the
    /// classic loader, drawn by `path(in:)` on every frame without any body.
    @Test func aTrimAnimatesFrameByFrame() {
        let host = ViewHost(Loader(progress: 0))
        withAnimation(.linear(duration: 1)) { host.rootView = Loader(progress: 1) }
        let bodies = host.bodyEvaluationCount
        for frame in [15, 30, 45] {
            host.advance(by: 15.0 / 60)
            let t = Double(frame) / 60
            let end = SwiftUIReference.Bezier.linear.value(at: t)
            let expected = Circle().path(in: square).trimmedPath(from: 0, to: end)
            guard case .path(let path, .stroke(let color, let style)) = host.displayList.items[0].content else {
                Issue.record("expected a stroked path")
                return
            }
            #expect(path == expected, "frame \(frame)")
            #expect(color == .blue)
            #expect(style.lineCap == .round)
        }
        #expect(host.bodyEvaluationCount == bodies)
        host.advance(by: 1)
        guard case .path(let path, _) = host.displayList.items[0].content else { return }
        #expect(path == Circle().path(in: square).trimmedPath(from: 0, to: 1))
    }

    /// A custom shape's `path(in:)` runs with its interpolated data on every frame.
    @Test func aCustomShapesDataInterpolates() {
        let host = ViewHost(Chart(fraction: 0.2))
        withAnimation(.linear(duration: 1)) { host.rootView = Chart(fraction: 1) }
        host.advance(by: 0.5)
        let fraction = 0.2 + 0.8 * SwiftUIReference.Bezier.linear.value(at: 0.5)
        guard case .path(let path, .fill(.green, eoFill: false)) = host.displayList.items[0].content else {
            Issue.record("expected a green path")
            return
        }
        // The bar is 100 × fraction high, standing on the bottom edge.
        #expect(abs(path.boundingRect.height - 100 * fraction) < 1e-9)
        #expect(abs(path.boundingRect.maxY - 100) < 1e-9)
        host.advance(by: 1)
        #expect(host.displayList.items[0].content == .path(Bar(fraction: 1).path(in: CGRect(x: 0, y: 0, width: 20, height: 100)), .fill(.green, eoFill: false)))
    }

    /// A fill's colour animates: half way through a linear animation the colour's animatable data
    /// is half way between the two.
    @Test func aFillColourAnimates() {
        let host = ViewHost(Swatch(on: false))
        withAnimation(.linear(duration: 1)) { host.rootView = Swatch(on: true) }
        host.advance(by: 0.5)
        let t = SwiftUIReference.Bezier.linear.value(at: 0.5)
        var expected = Color.blue
        expected.animatableData = Color.blue.animatableData + (Color.red.animatableData - Color.blue.animatableData).scaled(by: t)
        guard case .shape(.circle, let fill?) = host.displayList.items[0].content else {
            Issue.record("expected a filled circle")
            return
        }
        #expect((fill.animatableData - expected.animatableData).magnitudeSquared < 1e-18)
        host.advance(by: 1)
        #expect(host.displayList.items[0].content == .shape(.circle, fill: .red))
    }

    /// Shape modifiers transform the path: an offset moves it, a rotation turns it about the centre.
    @Test func shapeModifiersTransformThePath() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().offset(x: 5, y: 3).path(in: rect) == Path(rect).offsetBy(dx: 5, dy: 3))
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
        #expect(abs(turned.midX - 20) < 1e-9 && abs(turned.midY - 10) < 1e-9)
        let scaled = Circle().scale(0.5).path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect
        #expect(abs(scaled.width - 20) < 1e-9 && abs(scaled.minX - 10) < 1e-9)
    }

    /// Built-in shapes' outlines: a circle takes the shorter side, centred; a capsule's radius is
    /// half the shorter side; `inset(by:)` shrinks the frame on every side.
    @Test func builtInOutlines() {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 20)
        #expect(Circle().path(in: rect) == Path(ellipseIn: CGRect(x: 20, y: 0, width: 20, height: 20)))
        #expect(Capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 10, style: .circular))
        #expect(Rectangle().inset(by: 5).path(in: rect) == Path(CGRect(x: 5, y: 5, width: 50, height: 10)))
        #expect(AnyShape(Ellipse()).path(in: rect) == Path(ellipseIn: rect))
        // A rounded rectangle's corners shrink with its inset.
        #expect(RoundedRectangle(cornerRadius: 8).inset(by: 3).path(in: rect)
            == Path(roundedRect: CGRect(x: 3, y: 3, width: 54, height: 14), cornerRadius: 5))
        #expect(RoundedRectangle(cornerRadius: 8).style == .continuous)
    }

    /// The same spellings SwiftUI code uses compile and draw.
    @Test func swiftUISpellingsCompile() {
        let views: [any View] = [
            Rectangle().fill(.blue),
            Circle().stroke(lineWidth: 2),
            RoundedRectangle(cornerRadius: 12, style: .continuous).stroke(Color.red, style: StrokeStyle(lineWidth: 3, dash: [4, 2])),
            Capsule().strokeBorder(.green, lineWidth: 2),
            UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).fill(.orange),
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 10, y: 10))
            }.stroke(.black, lineWidth: 1),
            Circle().trim(from: 0.25, to: 0.5).stroke(.pink, lineWidth: 4),
            Ellipse().fill(.foreground),
        ]
        for view in views {
            let host = ViewHost(AnyView(view))
            #expect(!host.displayList.items.isEmpty)
        }
    }
}
