import Foundation
import Kinema
import KinemaCairo
import Testing

/// A card turned 45° about the y axis with rotation3DEffect's default perspective is drawn as a
/// trapezoid through its projection, as `SVGPerspectiveTests` checks the SVG renderer does.
///
/// The formula, restated: a point p of the view, relative to the anchor a (the centre), turns by θ
/// about y — x′ = cos θ · pₓ, y′ = p_y, z′ = −sin θ · pₓ — and is seen from a viewer at distance
/// d = max(width, height) / perspective: it lands at a + (x′, y′) / (1 − z′ / d). The near (left)
/// edge is then 154.7 tall at x ≈ 90.6, the far (right) one 73.8 tall at x ≈ 252.2.
@MainActor
@Suite("Cairo perspective", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoPerspectiveTests {
    struct Card: View {
        var body: some View {
            Color.blue.frame(width: 200, height: 100)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        }
    }

    /// The corners of the card's 200 × 100 frame (laid out at (100, 150) in a 400 × 400 host),
    /// projected by the formula: top-left, top-right, bottom-right, bottom-left.
    static let corners: [CGPoint] = {
        let anchor = CGPoint(x: 200, y: 200), theta = Double.pi / 4, distance = 200.0
        return [(-100.0, -50.0), (100, -50), (100, 50), (-100, 50)].map { px, py in
            let x = cos(theta) * px, y = py, z = -sin(theta) * px
            let w = 1 - z / distance
            return CGPoint(x: anchor.x + x / w, y: anchor.y + y / w)
        }
    }()

    /// The signed distance from `point` to the convex polygon's edges: positive inside (the
    /// smallest distance to an edge), negative outside.
    static func depth(of point: CGPoint, in polygon: [CGPoint]) -> CGFloat {
        var smallest = CGFloat.infinity
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let length = hypot(b.x - a.x, b.y - a.y)
            // Clockwise on screen (y down): inside is to the right of each edge.
            let cross = ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length
            smallest = min(smallest, cross)
        }
        return smallest
    }

    @Test func theCardIsATrapezoidAtTheProjectedCorners() throws {
        let host = ViewHost(Card(), size: CGSize(width: 400, height: 400))
        #expect(host.displayList.items.first?.projection != nil)
        let image = try CairoRenderer().render(host.displayList, size: CGSize(width: 400, height: 400))
        let blue = RGBA(Color.blue)
        // Every pixel more than 1.5 px from an edge is blue inside the trapezoid, white outside.
        var wrong: [String] = []
        for y in stride(from: 100, to: 300, by: 3) {
            for x in stride(from: 70, to: 280, by: 3) {
                let depth = Self.depth(of: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), in: Self.corners)
                guard abs(depth) > 1.5 else { continue }
                let expected = depth > 0 ? blue : .white
                if !image.at(x, y).isNear(expected, within: 1) { wrong.append("(\(x), \(y)): \(image.at(x, y))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels wrong, first \(wrong.prefix(5))")
        // A trapezoid, not the affine fit's parallelogram: near the left edge the card reaches
        // y = 130, above the right edge's top (163.1) by far; at the right it does not.
        #expect(image.at(100, 130).isNear(blue, within: 1))
        #expect(image.at(245, 150) == .white)
        #expect(image.at(245, 200).isNear(blue, within: 1))
    }

    /// A projection built by hand maps the same way: scaling x by 2 through W = 1 (an affine map
    /// written as a projection) doubles a 50 × 50 square at the origin to 100 × 50.
    @Test func anAffineProjectionMapsLikeItsTransform() throws {
        var projection = ProjectionTransform()
        projection.m11 = 2
        let image = try CairoTest.draw([.init(
            content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50),
            transform: CGAffineTransform(scaleX: 2, y: 1), projection: projection)])
        #expect(image.at(90, 25) == .red)
        #expect(image.at(110, 25) == .white)
        #expect(image.at(25, 60) == .white)
    }

    /// A projection that sends a corner behind the viewer (W ≤ 0) is not used: the affine
    /// transform draws the item instead, as in the SVG renderer.
    @Test func aProjectionBehindTheViewerFallsBackToTheTransform() throws {
        var projection = ProjectionTransform()
        projection.m13 = -1         // W = 1 − x: ≤ 0 for x ≥ 1
        let image = try CairoTest.draw([.init(
            content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 50, height: 50),
            transform: CGAffineTransform(translationX: 100, y: 100), projection: projection)])
        #expect(image.at(125, 125) == .red)
        #expect(image.at(25, 25) == .white)
    }
}
