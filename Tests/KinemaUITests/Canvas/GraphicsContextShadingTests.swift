import Foundation
import Kinema
import Testing

// Gradient shadings carry their geometry in the user space of the operation; the display list
// holds gradients in units of the item's frame (the path's bounds), so the points are divided
// into it: u = (p − frame.origin) / frame.size. A shape style's unit geometry is kept as it is:
// SwiftUI maps it "to the rectangle associated with the drawn object".

@MainActor
@Suite("GraphicsContext gradient shadings")
struct GraphicsContextShadingTests {
    private func draw(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayList.Item] {
        ViewHost(Canvas(renderer: renderer), size: CGSize(width: 200, height: 200)).displayList.items
    }

    private let gradient = Gradient(colors: [.red, .blue])

    @Test func linearGradientPointsAreMappedIntoTheFrame() throws {
        let gradient = self.gradient
        let items = draw { context, _ in
            context.fill(
                Path(CGRect(x: 20, y: 40, width: 100, height: 50)),
                with: .linearGradient(gradient, startPoint: CGPoint(x: 20, y: 40), endPoint: CGPoint(x: 70, y: 90)))
        }
        let item = try #require(items.first)
        #expect(item.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(item.pathDrawing == .gradientFill(
            .linearGradient(stops: gradient.stops, startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 0.5, y: 1)),
            eoFill: false))
    }

    @Test func radialGradientKeepsItsRadiiInPoints() throws {
        let gradient = self.gradient
        let items = draw { context, _ in
            context.fill(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)),
                with: .radialGradient(gradient, center: CGPoint(x: 50, y: 25), startRadius: 5, endRadius: 50))
        }
        #expect(try #require(items.first).pathDrawing == .gradientFill(
            .radialGradient(stops: gradient.stops, center: UnitPoint(x: 0.5, y: 0.25), startRadius: 5, endRadius: 50),
            eoFill: false))
    }

    /// A conic gradient goes once around its centre from `angle`: equal start and end angles.
    @Test func conicGradientTurnsOnceFromItsAngle() throws {
        let gradient = self.gradient
        let items = draw { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 80, height: 40)),
                with: .conicGradient(gradient, center: CGPoint(x: 40, y: 20), angle: .degrees(90)))
        }
        #expect(try #require(items.first).pathDrawing == .gradientFill(
            .angularGradient(stops: gradient.stops, center: .center, startAngle: .degrees(90), endAngle: .degrees(90)),
            eoFill: false))
    }

    @Test func anyGradientOverloadsUseItsStops() throws {
        let items = draw { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                with: .linearGradient(AnyGradient(Gradient(colors: [.green, .yellow])), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
        }
        #expect(try #require(items.first).pathDrawing == .gradientFill(
            .linearGradient(
                stops: Gradient(colors: [.green, .yellow]).stops, startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 0)),
            eoFill: false))
    }

    /// A stroke's rectangle is the line's extent: a horizontal gradient along a vertical line
    /// still has width to run across.
    @Test func strokeGradientsMapIntoTheLinesExtent() throws {
        let gradient = self.gradient
        let items = draw { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 50, y: 0))
            line.addLine(to: CGPoint(x: 50, y: 100))
            context.stroke(
                line, with: .linearGradient(gradient, startPoint: CGPoint(x: 45, y: 0), endPoint: CGPoint(x: 55, y: 0)),
                lineWidth: 10)
        }
        let item = try #require(items.first)
        #expect(item.frame == CGRect(x: 45, y: -5, width: 10, height: 110))
        #expect(item.pathDrawing == .gradientStroke(
            .linearGradient(stops: gradient.stops, startPoint: UnitPoint(x: 0, y: 5.0 / 110), endPoint: UnitPoint(x: 1, y: 5.0 / 110)),
            StrokeStyle(lineWidth: 10)))
    }

    @Test func shapeStyleGradientsKeepTheirUnitGeometry() throws {
        let style = LinearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing)
        let items = draw { context, _ in
            context.fill(Path(CGRect(x: 30, y: 30, width: 40, height: 40)), with: .style(style))
        }
        #expect(try #require(items.first).pathDrawing == .gradientFill(ResolvedPaint(style), eoFill: false))
    }

    /// Hierarchical styles resolve against the default foreground.
    @Test func hierarchicalStylesResolveToTheirDefaultColour() throws {
        let items = draw { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .style(.secondary))
        }
        #expect(try #require(items.first).pathDrawing == .fill(.secondary, eoFill: false))
    }

    /// A tiled image fills the path as the image tiled from the origin: an image item whose
    /// frame starts on a tile boundary, clipped to the path.
    @Test func tiledImageIsClippedToThePath() throws {
        let items = draw { context, _ in
            context.fill(
                Path(CGRect(x: 130, y: 20, width: 50, height: 50)),
                with: .tiledImage(Image("brick"), origin: CGPoint(x: 0, y: 0), scale: 0.5))
        }
        let item = try #require(items.first)
        guard case .image(let content) = item.content else {
            Issue.record("not an image")
            return
        }
        // An unregistered image is 100 × 100; at scale 0.5 a tile is 50 × 50, so the frame starts
        // at (100, 0), the tile corner at or before the path's.
        #expect(content.naturalSize == CGSize(width: 50, height: 50))
        #expect(content.resizingMode == .tile)
        #expect(item.frame == CGRect(x: 100, y: 0, width: 80, height: 70))
        #expect(item.clipPaths.last == Path(CGRect(x: 130, y: 20, width: 50, height: 50)))
    }
}
