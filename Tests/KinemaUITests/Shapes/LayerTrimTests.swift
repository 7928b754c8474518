import Foundation
import Kinema
import Testing

/// A stroke or fill of a trimmed shape draws the inner shape and does the trim itself, so that
/// the trim animates packed beside the colour and cuts an outline the layer keeps. What it draws
/// must be what the trimmed shape's own path is: the part of the inner outline between the two
/// fractions of its length.
///
/// Expected points come from the outline's geometry: a circle's path in a 100 × 100 frame starts at
/// the middle of the right edge and runs clockwise on screen through (50, 100), (0, 50) and
/// (50, 0), four arcs of equal length; a rectangle's runs from (0, 0) through (100, 0), (100, 100)
/// and (0, 100), four sides of 100.
@MainActor
@Suite("A layer that does its shape's trim")
struct LayerTrimTests {
    private static let size = CGSize(width: 100, height: 100)

    private func path(_ host: ViewHost<some View>) throws -> (Path, DisplayList.PathDrawing) {
        let found = host.displayList.items.lazy.compactMap { item -> (Path, DisplayList.PathDrawing)? in
            if case .path(let path, let drawing) = item.content { return (path, drawing) }
            return nil
        }.first
        return try #require(found)
    }

    private func ends(of path: Path) -> (start: CGPoint, end: CGPoint)? {
        var first: CGPoint?, last: CGPoint?
        path.forEach { element in
            switch element {
            case .move(let point): if first == nil { first = point }; last = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): last = point
            case .closeSubpath: last = first
            }
        }
        guard let first, let last else { return nil }
        return (first, last)
    }

    private func isNear(_ point: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool {
        abs(point.x - x) < 1e-6 && abs(point.y - y) < 1e-6
    }

    @Test func aStaticTrimDrawsTheOutlineBetweenItsFractions() throws {
        let host = ViewHost(
            Circle().trim(from: 0.25, to: 0.75).stroke(Color.red, lineWidth: 2).frame(width: 100, height: 100),
            size: Self.size)
        let (drawn, drawing) = try path(host)
        let (start, end) = try #require(ends(of: drawn))
        #expect(isNear(start, 50, 100))
        #expect(isNear(end, 50, 0))
        guard case .stroke(let colour, let style) = drawing else {
            Issue.record("a stroke, not \(drawing)")
            return
        }
        #expect(colour == .red)
        #expect(style.lineWidth == 2)
        // The same path the trimmed shape describes.
        #expect(drawn == Circle().trim(from: 0.25, to: 0.75).path(in: CGRect(origin: .zero, size: Self.size)))
    }

    struct Filling: View {
        @State var full = false
        var body: some View {
            Circle()
                .trim(from: 0, to: full ? 1 : 0.5)
                .stroke(lineWidth: 4)
                .frame(width: 100, height: 100)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { full.toggle() } }
        }
    }

    @Test func anAnimatedTrimCutsAtTheAnimatedFraction() throws {
        let host = ViewHost(Filling(), size: Self.size)
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        // Linear over a second, 0.5 → 1: a quarter of the way the end is at 0.625 of the length,
        // half way at 0.75, the top of the circle.
        host.advance(by: 0.5)
        let (half, _) = try path(host)
        #expect(isNear(try #require(ends(of: half)).end, 50, 0))
        #expect(half == Circle().path(in: CGRect(origin: .zero, size: Self.size)).trimmedPath(from: 0, to: 0.75))
        // Every frame cuts afresh into the last frame's storage: a later frame is still exact.
        host.advance(by: 0.25)
        let (later, _) = try path(host)
        #expect(later == Circle().path(in: CGRect(origin: .zero, size: Self.size)).trimmedPath(from: 0, to: 0.875))
        host.advance(by: 1)
        // At 1 the trim is the whole outline: the circle's own path.
        #expect(try path(host).0 == Circle().path(in: CGRect(origin: .zero, size: Self.size)))
    }

    @Test func aTrimOfATrimCutsTheInnerTrimsOutline() throws {
        let host = ViewHost(
            Circle().trim(from: 0, to: 0.5).trim(from: 0, to: 0.5).stroke(Color.blue).frame(width: 100, height: 100),
            size: Self.size)
        // Half of the half circle: the quarter that ends at the bottom.
        let (start, end) = try #require(ends(of: try path(host).0))
        #expect(isNear(start, 100, 50))
        #expect(isNear(end, 50, 100))
    }

    @Test func aGradientStrokeTrims() throws {
        let host = ViewHost(
            Circle()
                .trim(from: 0, to: 0.5)
                .stroke(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), lineWidth: 3)
                .frame(width: 100, height: 100),
            size: Self.size)
        let (drawn, drawing) = try path(host)
        #expect(isNear(try #require(ends(of: drawn)).end, 0, 50))
        guard case .gradientStroke(_, let style) = drawing else {
            Issue.record("a gradient stroke, not \(drawing)")
            return
        }
        #expect(style.lineWidth == 3)
    }

    /// A rectangle with seven animatable numbers: too many to pack beside a trim, so the trimmed
    /// shape is drawn as a whole.
    struct Seven: Shape {
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0, e = 0.0, f = 0.0, g = 0.0
        var animatableData: AnimatablePair<
            AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>,
            AnimatablePair<AnimatablePair<Double, Double>, Double>
        > {
            get { AnimatablePair(AnimatablePair(AnimatablePair(a, b), AnimatablePair(c, d)), AnimatablePair(AnimatablePair(e, f), g)) }
            set {
                (a, b, c, d) = (newValue.first.first.first, newValue.first.first.second, newValue.first.second.first, newValue.first.second.second)
                (e, f, g) = (newValue.second.first.first, newValue.second.first.second, newValue.second.second)
            }
        }
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    struct Tracing: View {
        @State var far = false
        var body: some View {
            Seven()
                .trim(from: 0, to: far ? 1 : 0.5)
                .stroke(Color.green)
                .frame(width: 100, height: 100)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { far.toggle() } }
        }
    }

    @Test func aShapeTooLargeToPackBesideATrimStillTrims() throws {
        let host = ViewHost(Tracing(), size: Self.size)
        #expect(isNear(try #require(ends(of: try path(host).0)).end, 100, 100))
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.5)
        // 0.75 of a 400-point perimeter: 300 points, the bottom-left corner.
        #expect(isNear(try #require(ends(of: try path(host).0)).end, 0, 100))
    }

    struct Rounding: View {
        @State var round = false
        var body: some View {
            RoundedRectangle(cornerRadius: round ? 20 : 0)
                .fill(round ? Color.orange : Color.blue)
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { round.toggle() } }
        }
    }

    /// A packed layer sets its shape's data only when the shape's numbers moved: when they do, the
    /// shape must still follow them.
    @Test func aShapesOwnNumbersStillAnimateBesideItsColour() throws {
        let host = ViewHost(Rounding(), size: Self.size)
        #expect(host.tap(at: CGPoint(x: 50, y: 50)))
        host.advance(by: 0.5)
        let content = try #require(host.displayList.items.first?.content)
        guard case .shape(.roundedRectangle(let radius), let fill) = content else {
            Issue.record("a rounded rectangle, not \(content)")
            return
        }
        #expect(abs(radius - 10) < 1e-9)
        #expect(fill != .orange && fill != .blue)
    }
}
