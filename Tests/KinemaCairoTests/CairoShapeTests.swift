import Foundation
import Kinema
import KinemaCairo
import Testing

/// Colours and the built-in shapes land on the pixels their geometry covers, as in the SVG
/// renderer's tests (`SVGRendererTests.shapesFitTheFrameAsSwiftUIDoes`). A pixel (x, y) is the
/// unit square from (x, y) to (x + 1, y + 1); its centre is (x + 0.5, y + 0.5). Edges on whole
/// pixels are drawn without blending, so pixels clear of an edge are exact.
@Suite("Cairo colours and shapes", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoShapeTests {
    /// A 100 × 100 red colour at (50, 50): pixel (100, 100) is red, pixel (10, 10) the white
    /// background; the frame's edges x = 50 and x = 150 split pixels 49 | 50 and 149 | 150.
    @Test func aColourFillsExactlyItsFrame() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: CGRect(x: 50, y: 50, width: 100, height: 100))])
        #expect(image.width == 200 && image.height == 200)
        #expect(image.at(100, 100) == .red)
        #expect(image.at(10, 10) == .white)
        #expect(image.at(50, 100) == .red)
        #expect(image.at(49, 100) == .white)
        #expect(image.at(149, 149) == .red)
        #expect(image.at(150, 100) == .white)
        #expect(image.at(100, 150) == .white)
    }

    /// Later items paint over earlier ones.
    @Test func itemsPaintInOrderBackToFront() throws {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let image = try CairoTest.draw(
            [.init(content: .color(Pure.red), frame: frame), .init(content: .color(Pure.blue), frame: frame.insetBy(dx: 25, dy: 25))],
            size: CGSize(width: 100, height: 100))
        #expect(image.at(10, 10) == .red)
        #expect(image.at(50, 50) == .blue)
    }

    /// A circle in a 200 × 100 frame has the shorter side, 100, as its diameter, centred at
    /// (100, 50): radius 50. Pixel (60, 50) is 39.5 from the centre (inside); pixel (40, 50) is
    /// 59.5 away (outside, though inside the frame); the frame's corner pixel is outside.
    @Test func aCircleIsTheLargestCentredInItsFrame() throws {
        let image = try CairoTest.draw(
            [.init(content: .shape(.circle, fill: Pure.blue), frame: CGRect(x: 0, y: 0, width: 200, height: 100))],
            size: CGSize(width: 200, height: 100))
        #expect(image.at(100, 50) == .blue)
        #expect(image.at(60, 50) == .blue)
        #expect(image.at(100, 3) == .blue)         // 46.5 above the centre
        #expect(image.at(40, 50) == .white)
        #expect(image.at(10, 50) == .white)
        // (55.5, 5.5) is 44.5√2 ≈ 62.9 from the centre: outside, in the circle's bounding square.
        #expect(image.at(55, 5) == .white)
    }

    /// An ellipse fills the frame: (x − 100)² / 100² + (y − 50)² / 50² ≤ 1.
    @Test func anEllipseIsInscribedInItsFrame() throws {
        let image = try CairoTest.draw(
            [.init(content: .shape(.ellipse, fill: Pure.blue), frame: CGRect(x: 0, y: 0, width: 200, height: 100))],
            size: CGSize(width: 200, height: 100))
        #expect(image.at(10, 50) == .blue)         // (−89.5 / 100)² + 0 ≈ 0.80
        #expect(image.at(190, 50) == .blue)
        #expect(image.at(10, 10) == .white)        // 0.80 + (39.5 / 50)² ≈ 1.43
    }

    /// A rounded rectangle of radius 20: the corner pixel (0, 0) is cut away — whatever the corner
    /// style, the curve passes no nearer the corner than a circular arc, which crosses the
    /// diagonal at 20 (1 − 1/√2) ≈ 5.9 — while the edges beyond the corner's reach (x ≥ 40 for a
    /// continuous corner of 1.53 r) and the middle are filled.
    @Test func aRoundedRectangleCutsItsCorners() throws {
        let image = try CairoTest.draw(
            [.init(content: .shape(.roundedRectangle(cornerRadius: 20), fill: Pure.red), frame: CGRect(x: 0, y: 0, width: 100, height: 100))],
            size: CGSize(width: 100, height: 100))
        #expect(image.at(0, 0) == .white)
        #expect(image.at(1, 1) == .white)
        #expect(image.at(98, 98) == .white)
        #expect(image.at(50, 0) == .red)
        #expect(image.at(0, 50) == .red)
        #expect(image.at(50, 50) == .red)
        #expect(image.at(20, 20) == .red)
    }

    /// A 200 × 100 capsule has ends of radius 50: the corners are background, the straight top
    /// edge between the ends is filled, and so is the left end's middle (it reaches x = 0 at
    /// y = 50).
    @Test func aCapsuleHasRoundEnds() throws {
        let image = try CairoTest.draw(
            [.init(content: .shape(.capsule, fill: Pure.red), frame: CGRect(x: 0, y: 0, width: 200, height: 100))],
            size: CGSize(width: 200, height: 100))
        #expect(image.at(2, 2) == .white)
        #expect(image.at(197, 97) == .white)
        #expect(image.at(100, 1) == .red)
        #expect(image.at(3, 50) == .red)
        #expect(image.at(196, 50) == .red)
    }

    /// A shape without a fill takes the item's foreground colour, else black (primary).
    @Test func aShapeWithoutFillUsesTheForegroundThenBlack() throws {
        let frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let tinted = try CairoTest.draw([.init(content: .shape(.rectangle, fill: nil), frame: frame, foregroundColor: Pure.green)],
                                        size: frame.size)
        #expect(tinted.at(25, 25) == .green)
        let plain = try CairoTest.draw([.init(content: .shape(.rectangle, fill: nil), frame: frame)], size: frame.size)
        #expect(plain.at(25, 25) == .black)
    }

    /// A translucent colour is blended over white: 0.5 of red over white is
    /// (255, 255 · 0.5, 255 · 0.5) ≈ (255, 128, 128).
    @Test func aTranslucentColourBlendsWithTheBackground() throws {
        let image = try CairoTest.draw(
            [.init(content: .color(Pure.red.opacity(0.5)), frame: CGRect(x: 0, y: 0, width: 20, height: 20))],
            size: CGSize(width: 20, height: 20))
        #expect(image.at(10, 10).isNear(RGBA(255, 128, 128), within: 2), "\(image.at(10, 10))")
    }

    /// The background is painted first; `nil` leaves the picture transparent (premultiplied
    /// zeros), and a translucent item on it keeps its alpha: 0.5 red is (128, 0, 0, 128).
    @Test func theBackgroundIsOptional() throws {
        let size = CGSize(width: 20, height: 20)
        let blue = try CairoTest.draw([], size: size, background: Pure.blue)
        #expect(blue.at(5, 5) == .blue)
        let clear = try CairoTest.draw(
            [.init(content: .color(Pure.red.opacity(0.5)), frame: CGRect(x: 10, y: 0, width: 10, height: 20))],
            size: size, background: nil)
        #expect(clear.at(5, 5) == .transparent)
        #expect(clear.at(15, 5).isNear(RGBA(128, 0, 0, 128), within: 2), "\(clear.at(15, 5))")
    }
}
