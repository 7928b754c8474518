import Foundation
import Kinema
import Testing

// `MeshGradient` drawn as its documented facets: the background first, then 12 × 12 facets a
// patch, each filled (and outlined, to close seams) with the bilinear mix of the patch's corner
// colours at the facet's centre. Expected colours are that mix, restated here.
@MainActor
@Suite("MeshGradient")
struct MeshGradientTests {
    /// The fills drawn, in order.
    private func fills<Root: View>(_ host: ViewHost<Root>) -> [(rect: CGRect, color: Color?)] {
        host.displayList.items.compactMap { item in
            guard case .path(let path, .fill(let color, _)) = item.content else { return nil }
            return (path.boundingRect.offsetBy(dx: item.frame.minX, dy: item.frame.minY), color)
        }
    }

    /// The bilinear mix of four corner colours' components, restated.
    private func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ u: Double, _ v: Double) -> Double {
        (a * (1 - u) + b * u) * (1 - v) + (c * (1 - u) + d * u) * v
    }

    @Test func aTwoByTwoMeshFillsItsFrameWithBackgroundThenFacets() throws {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [.red, .blue, .green, .white], background: .black)
        let host = ViewHost(mesh.frame(width: 120, height: 120), size: CGSize(width: 120, height: 120))
        let drawn = fills(host)
        // The background, then 144 facets.
        #expect(drawn.count == 1 + 144)
        #expect(drawn[0].color == .black)
        #expect(drawn[0].rect == CGRect(x: 0, y: 0, width: 120, height: 120))
        // The first facet: the top leading 10 × 10 square, its colour the mix at (1/24, 1/24).
        let first = drawn[1]
        #expect(abs(first.rect.width - 10) < 1e-9 && abs(first.rect.height - 10) < 1e-9)
        let color = try #require(first.color)
        let (u, v) = (1.0 / 24, 1.0 / 24)
        let red = Color.red, blue = Color.blue, green = Color.green, white = Color.white
        #expect(abs(color.red - mix(red.red, blue.red, green.red, white.red, u, v)) < 1e-6)
        #expect(abs(color.green - mix(red.green, blue.green, green.green, white.green, u, v)) < 1e-6)
        #expect(abs(color.blue - mix(red.blue, blue.blue, green.blue, white.blue, u, v)) < 1e-6)
        // The last facet sits at the bottom trailing corner, nearly white.
        let last = drawn[144]
        #expect(abs(last.rect.maxX - 120) < 1e-9 && abs(last.rect.maxY - 120) < 1e-9)
        let lastColor = try #require(last.color)
        let (u2, v2) = (23.0 / 24, 23.0 / 24)
        #expect(abs(lastColor.green - mix(red.green, blue.green, green.green, white.green, u2, v2)) < 1e-6)
    }

    @Test func movedPointsMoveThePatches() {
        // The middle column pulled to x = 0.25: the left patch is a quarter of the width.
        let mesh = MeshGradient(
            width: 3, height: 2, points: [[0, 0], [0.25, 0], [1, 0], [0, 1], [0.25, 1], [1, 1]],
            colors: [.red, .red, .blue, .red, .red, .blue])
        let host = ViewHost(mesh.frame(width: 200, height: 100), size: CGSize(width: 200, height: 100))
        let drawn = fills(host)
        #expect(drawn.count == 1 + 2 * 144)
        // The left patch's last facet of its first row ends at x = 50.
        #expect(abs(drawn[1 + 11].rect.maxX - 50) < 1e-9)
    }

    @Test func aMalformedMeshDrawsOnlyItsBackground() {
        let short = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red], background: .yellow)
        let host = ViewHost(short.frame(width: 50, height: 50), size: CGSize(width: 50, height: 50))
        #expect(fills(host).count == 1)
        #expect(fills(host).first?.color == .yellow)
        let nonFinite = MeshGradient(
            width: 2, height: 2, points: [[.nan, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red])
        let other = ViewHost(nonFinite.frame(width: 50, height: 50), size: CGSize(width: 50, height: 50))
        #expect(fills(other).count == 1)
    }

    @Test func asAShapeStyleItPaintsTheMeanOfItsColours() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.black, .black, .white, .white])
        #expect(mesh._paint == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
    }
}
