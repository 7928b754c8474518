import Foundation
import Kinema
import KinemaCairo
import Testing

/// Fill rules, as the SVG renderer writes `fill-rule="evenodd"` (`SVGPathItemTests.anEvenOddFillSaysSo`):
/// a ring of two concentric circles drawn the same way round has a hole under the even-odd rule
/// (the centre is inside two outlines) and none under non-zero winding (winding number 2).
@Suite("Cairo fill rules", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoFillRuleTests {
    /// Circles of radius 80 and 40 about (100, 100).
    static let ring: Path = {
        var path = Path()
        path.addEllipse(in: CGRect(x: 20, y: 20, width: 160, height: 160))
        path.addEllipse(in: CGRect(x: 60, y: 60, width: 80, height: 80))
        return path
    }()

    static func fill(eoFill: Bool) throws -> CairoImage {
        try CairoTest.draw([.init(content: .path(ring, .fill(Pure.red, eoFill: eoFill)), frame: CGRect(x: 0, y: 0, width: 200, height: 200))])
    }

    @Test func evenOddLeavesTheRingsHole() throws {
        let image = try Self.fill(eoFill: true)
        #expect(image.at(100, 100) == .white)      // the centre
        #expect(image.at(100, 70) == .white)       // 29.5 from the centre: inside the inner circle
        #expect(image.at(100, 40) == .red)         // 59.5 from the centre: in the ring
        #expect(image.at(160, 100) == .red)
        #expect(image.at(5, 5) == .white)          // outside both
    }

    @Test func nonZeroFillsTheHole() throws {
        let image = try Self.fill(eoFill: false)
        #expect(image.at(100, 100) == .red)
        #expect(image.at(100, 40) == .red)
        #expect(image.at(5, 5) == .white)
    }

    /// A gradient fill honours the rule too.
    @Test func aGradientFillHonoursEvenOdd() throws {
        let paint = ResolvedPaint.linearGradient(
            stops: [.init(color: Pure.blue, location: 0), .init(color: Pure.blue, location: 1)], startPoint: .leading, endPoint: .trailing)
        let image = try CairoTest.draw([.init(content: .path(Self.ring, .gradientFill(paint, eoFill: true)),
                                              frame: CGRect(x: 0, y: 0, width: 200, height: 200))])
        #expect(image.at(100, 100) == .white)
        #expect(image.at(100, 40) == .blue)
    }
}
