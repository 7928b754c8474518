import Foundation
import Kinema
import KinemaCairo
import Testing

/// Gradients fitted to the item's frame, as the SVG renderer's paint servers place them
/// (`SVGPaintTests`): colours interpolated linearly in sRGB between stops, the end colours beyond
/// the ends (SVG's `spreadMethod="pad"`). The colour at fraction t of red → blue is
/// (255 (1 − t), 0, 255 t).
@Suite("Cairo gradients", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoGradientTests {
    static let redToBlue: [Gradient.Stop] = [.init(color: Pure.red, location: 0), .init(color: Pure.blue, location: 1)]

    /// The colour at fraction `t` of red → blue.
    static func mix(_ t: Double) -> RGBA {
        RGBA(Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()))
    }

    static func fill(_ paint: ResolvedPaint, size: CGSize) throws -> CairoImage {
        let frame = CGRect(origin: .zero, size: size)
        return try CairoTest.draw([.init(content: .path(Path(frame), .gradientFill(paint, eoFill: false)), frame: frame)], size: size)
    }

    /// Red → blue from the leading to the trailing edge of a 200-wide frame: pixel x has its
    /// centre at t = (x + 0.5) / 200, so x = 100 is halfway, (127 ± 3, 0, 128 ± 3).
    @Test func aLinearGradientIsHalfwayAtItsMidpoint() throws {
        let image = try Self.fill(.linearGradient(stops: Self.redToBlue, startPoint: .leading, endPoint: .trailing),
                                  size: CGSize(width: 200, height: 100))
        #expect(image.at(100, 50).isNear(RGBA(127, 0, 128), within: 3), "\(image.at(100, 50))")
        #expect(image.at(50, 50).isNear(Self.mix(50.5 / 200), within: 3), "\(image.at(50, 50))")
        #expect(image.at(0, 50).isNear(.red, within: 3))
        #expect(image.at(199, 50).isNear(.blue, within: 3))
        // Constant across the gradient's direction.
        #expect(image.at(100, 5) == image.at(100, 95))
    }

    /// From top to bottom instead: the colour changes with y, not x.
    @Test func aVerticalLinearGradientFollowsY() throws {
        let image = try Self.fill(.linearGradient(stops: Self.redToBlue, startPoint: .top, endPoint: .bottom),
                                  size: CGSize(width: 100, height: 200))
        #expect(image.at(50, 150).isNear(Self.mix(150.5 / 200), within: 3), "\(image.at(50, 150))")
        #expect(image.at(5, 150) == image.at(95, 150))
    }

    /// A gradient spanning only the middle half (x = 50…150) pads: the end colours beyond it.
    @Test func aLinearGradientPadsBeyondItsEnds() throws {
        let image = try Self.fill(
            .linearGradient(stops: Self.redToBlue, startPoint: UnitPoint(x: 0.25, y: 0.5), endPoint: UnitPoint(x: 0.75, y: 0.5)),
            size: CGSize(width: 200, height: 100))
        #expect(image.at(10, 50) == .red)
        #expect(image.at(190, 50) == .blue)
        #expect(image.at(100, 50).isNear(Self.mix(50.5 / 100), within: 3))
    }

    /// Radial, red at the centre of a 100 × 100 frame to blue at radius 50: the centre pixel is
    /// 0.7 from the centre (t ≈ 0.01), (75, 50) is 25.5 away (t = 0.51), and the corner, beyond
    /// the end radius, is blue.
    @Test func aRadialGradientRunsFromTheCentreOut() throws {
        let image = try Self.fill(.radialGradient(stops: Self.redToBlue, center: .center, startRadius: 0, endRadius: 50),
                                  size: CGSize(width: 100, height: 100))
        #expect(image.at(50, 50).isNear(.red, within: 6), "\(image.at(50, 50))")
        #expect(image.at(75, 50).isNear(Self.mix(25.5 / 50), within: 3), "\(image.at(75, 50))")
        #expect(image.at(1, 1) == .blue)
        // Circular: the same colour at the same distance in another direction.
        #expect(image.at(75, 50).isNear(image.at(50, 75), within: 1))
    }

    /// A start radius moves the first stop out: red → blue from radius 20 to 40 is red inside 20
    /// and halfway at 30 ((80, 50) is 30.5 from the centre: t = 10.5 / 20).
    @Test func aRadialGradientStartsAtItsStartRadius() throws {
        let image = try Self.fill(.radialGradient(stops: Self.redToBlue, center: .center, startRadius: 20, endRadius: 40),
                                  size: CGSize(width: 100, height: 100))
        #expect(image.at(55, 50).isNear(.red, within: 3), "\(image.at(55, 50))")
        #expect(image.at(80, 50).isNear(Self.mix(10.5 / 20), within: 4), "\(image.at(80, 50))")
        #expect(image.at(95, 50) == .blue)
    }

    /// Elliptical, stretched to a 200 × 100 frame, red at the centre to blue at half the frame:
    /// a fraction f of the way out along x is 200 f points, along y 100 f, so (150, 50) — 50.5
    /// right, f = 0.2525 — and (100, 75) — 25.5 down, f = 0.255 — are both about halfway.
    @Test func anEllipticalGradientStretchesToTheFrame() throws {
        let image = try Self.fill(
            .ellipticalGradient(stops: Self.redToBlue, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5),
            size: CGSize(width: 200, height: 100))
        #expect(image.at(150, 50).isNear(Self.mix(0.2525 / 0.5), within: 3), "\(image.at(150, 50))")
        #expect(image.at(100, 75).isNear(Self.mix(0.255 / 0.5), within: 3), "\(image.at(100, 75))")
        #expect(image.at(1, 1) == .blue)
    }

    /// Angular, red → blue over a full turn from angle 0 (the positive x axis, turning clockwise
    /// on screen towards +y) about the centre of a 100 × 100 frame: the colour at angle θ is
    /// red → blue at t = θ / 360°. Just below the axis on the right (θ ≈ 3.5°) is red, straight
    /// down (90°) a quarter of the way, (191, 0, 64), on the left (180°) halfway, and just above
    /// the axis on the right (≈ 356.5°) nearly blue. Wedges of a couple of degrees each carry one
    /// colour, hence the tolerance.
    ///
    /// The hue is checked apart from the white that shows through seams between the wedges (see
    /// `anAngularGradientHasNoSeams`): a colour (r, 0, b) over white at coverage α is
    /// (r α + w, w, b α + w) with w = 255 (1 − α), so t = (b − g) / ((r − g) + (b − g)).
    @Test func anAngularGradientTurnsClockwiseFromTheXAxis() throws {
        let image = try Self.fill(
            .angularGradient(stops: Self.redToBlue, center: .center, startAngle: .zero, endAngle: .degrees(360)),
            size: CGSize(width: 100, height: 100))
        func fraction(_ x: Int, _ y: Int) -> Double {
            var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if angle < 0 { angle += 2 * .pi }
            return angle / (2 * .pi)
        }
        let samples = [(90, 52), (50, 90), (10, 50), (90, 47), (20, 20), (80, 20), (50, 10)]
        for (x, y) in samples {
            let p = image.at(x, y)
            let hue = Double(p.b - p.g) / Double((p.r - p.g) + (p.b - p.g))
            #expect(abs(hue - fraction(x, y)) < 0.03, "(\(x), \(y)): \(p) has t = \(hue), expected \(fraction(x, y))")
        }
        #expect(image.at(10, 50).isNear(RGBA(127, 0, 128), within: 6), "\(image.at(10, 50))")
        for (x, y) in samples {
            #expect(image.at(x, y).isNear(Self.mix(fraction(x, y)), within: 6), "(\(x), \(y)): \(image.at(x, y)) vs \(Self.mix(fraction(x, y)))")
        }
    }

    /// The wedges meet without seams, as the SVG renderer's wedges (`shape-rendering="crispEdges"`)
    /// do: no pixel of an opaque angular gradient lets the white background through, so every
    /// pixel is a mix of red and blue alone (green stays 0, and red and blue add up to 255 within
    /// rounding).
    @Test func anAngularGradientHasNoSeams() throws {
        let image = try Self.fill(
            .angularGradient(stops: Self.redToBlue, center: .center, startAngle: .zero, endAngle: .degrees(360)),
            size: CGSize(width: 100, height: 100))
        let seams = image.pixels { $0.g > 2 || abs($0.r + $0.b - 255) > 3 }
        let seamCount = seams.count
        #expect(seamCount == 0, "\(seams.count) of 10000 pixels show the background, first \(seams.prefix(5).map { "(\($0.x), \($0.y)): \(image.at($0.x, $0.y))" })")
    }

    /// A gradient stroke is painted along the stroke: red → blue across the frame, stroked with a
    /// 10-wide line along y = 50, is halfway at x = 100 and white off the line.
    @Test func aGradientStrokeIsPaintedAlongTheLine() throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 200, y: 50))
        let paint = ResolvedPaint.linearGradient(stops: Self.redToBlue, startPoint: .leading, endPoint: .trailing)
        let image = try CairoTest.draw(
            [.init(content: .path(line, .gradientStroke(paint, StrokeStyle(lineWidth: 10))), frame: CGRect(x: 0, y: 0, width: 200, height: 100))],
            size: CGSize(width: 200, height: 100))
        #expect(image.at(100, 50).isNear(RGBA(127, 0, 128), within: 3), "\(image.at(100, 50))")
        #expect(image.at(100, 20) == .white)
    }

    /// One stop paints its colour; none paints nothing.
    @Test func degenerateGradientsPaintSolidOrNothing() throws {
        let one = try Self.fill(.linearGradient(stops: [.init(color: Pure.green, location: 0.3)], startPoint: .leading, endPoint: .trailing),
                                size: CGSize(width: 20, height: 20))
        #expect(one.at(10, 10) == .green)
        let none = try Self.fill(.linearGradient(stops: [], startPoint: .leading, endPoint: .trailing), size: CGSize(width: 20, height: 20))
        #expect(none.at(10, 10) == .white)
    }
}
