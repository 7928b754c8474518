import Foundation
import Kinema
import KinemaTestSupport
import Testing

// A card turned 45° about the y axis with rotation3DEffect's default perspective is drawn as a
// trapezoid: its corners are where the projection formula puts them, not a narrower rectangle.
//
// The formula, restated: a point p of the view, relative to the anchor a (the centre), turns by θ
// about y — x′ = cos θ · pₓ, y′ = p_y, z′ = −sin θ · pₓ — and is seen from a viewer at distance
// d = max(width, height) / perspective: it lands at a + (x′, y′) / (1 − z′ / d).
@MainActor
@Suite("SVG perspective")
struct SVGPerspectiveTests {
    struct Card: View {
        var body: some View {
            Color.blue.frame(width: 200, height: 100)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        }
    }

    /// The four corners of the card's 200 × 100 frame (laid out at (100, 150) in a 400 × 400
    /// host), projected by the formula: top-left, top-right, bottom-right, bottom-left.
    static func expectedCorners(perspective: Double = 1) -> [CGPoint] {
        let anchor = CGPoint(x: 200, y: 200), theta = Double.pi / 4, distance = 200 / perspective
        return [(-100.0, -50.0), (100, -50), (100, 50), (-100, 50)].map { px, py in
            let x = cos(theta) * px, y = py, z = -sin(theta) * px
            let w = 1 - z / distance
            return CGPoint(x: anchor.x + x / w, y: anchor.y + y / w)
        }
    }

    /// The points of an SVG path's data (M/L commands with x y pairs).
    static func points(_ data: String) -> [CGPoint] {
        let numbers = data.split(whereSeparator: { " MLZ".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
    }

    @Test func theItemCarriesTheExactProjection() throws {
        let host = ViewHost(Card(), size: CGSize(width: 400, height: 400))
        let item = try #require(host.displayList.items.first)
        let projection = try #require(item.projection)
        let frame = item.frame
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY)]
        for (corner, expected) in zip(corners.map { $0.applying(projection) }, Self.expectedCorners()) {
            #expect(abs(corner.x - expected.x) < 1e-9 && abs(corner.y - expected.y) < 1e-9, "\(corner) vs \(expected)")
        }
    }

    @Test func theSVGDrawsATrapezoidAtTheProjectedCorners() throws {
        let host = ViewHost(Card(), size: CGSize(width: 400, height: 400))
        let root = try XMLTree.parse(host.svg())
        let path = try #require(root.all(named: "path").first { $0["fill"] != nil && $0["d"] != nil })
        let drawn = Self.points(try #require(path["d"]))
        let expected = Self.expectedCorners()
        #expect(drawn.count == 4, "\(drawn)")
        for (point, corner) in zip(drawn, expected) {
            #expect(abs(point.x - corner.x) < 0.01 && abs(point.y - corner.y) < 0.01, "\(point) vs \(corner)")
        }
        // A trapezoid: the nearer (left) edge is taller than the farther (right) one.
        let left = expected[3].y - expected[0].y, right = expected[2].y - expected[1].y
        #expect(left > right + 10)
        // No affine matrix is left on the item's group.
        #expect(!root.all(named: "g").contains { ($0["transform"] ?? "").contains("matrix") && $0.children.contains { $0 === path } })
    }

    @Test func textIsDrawnAsProjectedOutlines() throws {
        struct Label: View {
            var body: some View {
                Text("Tilt").font(.system(size: 40))
                    .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
            }
        }
        let host = ViewHost(Label(), size: CGSize(width: 400, height: 400))
        let item = try #require(host.displayList.items.first)
        #expect(item.projection != nil)
        let root = try XMLTree.parse(host.svg())
        // Where DejaVu Sans is installed, glyph outlines; never a <text> under an affine matrix.
        if FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") {
            #expect(root.all(named: "text").isEmpty)
            let glyphs = try #require(root.all(named: "path").first)
            let points = Self.points(glyphs["d"] ?? "")
            #expect(points.count > 20)
            // Every outline point lies inside the item's projected frame.
            let frame = item.frame, projection = try #require(item.projection)
            let box = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)]
                .map { $0.applying(projection) }
            let minX = box.map(\.x).min()!, maxX = box.map(\.x).max()!, minY = box.map(\.y).min()!, maxY = box.map(\.y).max()!
            #expect(points.allSatisfy { $0.x >= minX - 0.5 && $0.x <= maxX + 0.5 && $0.y >= minY - 0.5 && $0.y <= maxY + 0.5 })
        }
    }

    @Test func aRotationWithoutPerspectiveStaysAffine() throws {
        struct Flat: View {
            var body: some View {
                Color.blue.frame(width: 200, height: 100)
                    .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0)
            }
        }
        let host = ViewHost(Flat(), size: CGSize(width: 400, height: 400))
        let item = try #require(host.displayList.items.first)
        #expect(item.projection == nil)
        // cos 45° wide, as an orthographic view shows it.
        #expect(abs(item.transform.a - cos(Double.pi / 4)) < 1e-9)
    }

    /// A perspective inside effects that overflow (an offset of the largest double) leaves no
    /// infinity in the display list: the exact map is dropped and the affine fit stands.
    @Test func anOverflowingEffectAroundAPerspectiveLeavesNoInfinity() {
        let view = Color.blue.frame(width: 200, height: 100)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
            .offset(x: 1.7976931348623157e308)
            .scaleEffect(1e300)
        let host = ViewHost(view, size: CGSize(width: 400, height: 400))
        #expect(host.displayList.hasOnlyFiniteNumbers)
        #expect(!host.svg().contains("nan") && !host.svg().contains("inf"))
    }
}
