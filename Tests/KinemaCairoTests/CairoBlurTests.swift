import Foundation
import Kinema
import KinemaCairo
import Testing

/// Blur groups: a Gaussian of standard deviation radius / 2 (the SVG renderer's
/// `feGaussianBlur stdDeviation`, `SVGGroupTests.oneGroupForConsecutiveItems`), drawn as three box
/// blurs "within a few percent of a Gaussian's weights". Across a straight edge a Gaussian of σ
/// leaves the fraction Φ(d / σ) of the colour at signed distance d inside the edge (Φ the
/// normal distribution's CDF), so the hard edge becomes a ramp.
@Suite("Cairo blur", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoBlurTests {
    /// The standard normal CDF.
    static func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }

    /// A red 100 × 100 square at (50, 50) blurred with radius 10: σ = 5 px.
    static func blurred(radius: CGFloat = 10, opaque: Bool = false, scale: CGFloat = 1) throws -> CairoImage {
        let group = DisplayList.Group(id: 2, effect: .filter(.blur(radius: radius, opaque: opaque)))
        return try CairoTest.draw(
            [.init(content: .color(Pure.red), frame: CGRect(x: 50, y: 50, width: 100, height: 100), groups: [group])], scale: scale)
    }

    /// The green (and blue) byte over white where a fraction `coverage` of red is seen.
    static func greenOverWhite(coverage: Double) -> Int { Int((255 * (1 - coverage)).rounded()) }

    /// Pixel (48, 100) is 1.5 outside the left edge: coverage Φ(−0.3) ≈ 0.38, green ≈ 158; pixel
    /// (51, 100) is 1.5 inside: Φ(0.3) ≈ 0.62, green ≈ 97 — neither background nor full colour.
    /// The far field, 45 px = 9σ from the square, is background; the centre, 10σ in, is red.
    @Test func anEdgeBecomesARamp() throws {
        let image = try Self.blurred()
        let outside = image.at(48, 100), inside = image.at(51, 100)
        #expect(outside != .white && outside != .red)
        #expect(abs(outside.g - Self.greenOverWhite(coverage: Self.phi(-1.5 / 5))) <= 12, "\(outside)")
        #expect(abs(inside.g - Self.greenOverWhite(coverage: Self.phi(1.5 / 5))) <= 12, "\(inside)")
        #expect(outside.r == 255 && inside.r == 255)
        #expect(image.at(5, 5) == .white)
        #expect(image.at(100, 100) == .red)
    }

    /// Blurring spreads the colour out without adding any: the ramp rises monotonically across
    /// the edge, from 3σ outside to 3σ inside.
    @Test func theRampIsMonotonic() throws {
        let image = try Self.blurred()
        let greens = (35...65).map { image.at($0, 100).g }
        #expect(zip(greens, greens.dropFirst()).allSatisfy { $0 >= $1 }, "\(greens)")
        #expect(greens.first! > 240 && greens.last! < 15, "\(greens)")
    }

    /// The radius is in points: at scale 2, σ = 10 px. A 30-point square at (15, 15) in a
    /// 60-point picture has its left edge at x = 30 px; the pixel (26, 60), 3.5 px outside it,
    /// shows Φ(−3.5 / 10) of red, where σ = 5 px would give the paler Φ(−0.7).
    @Test func theRadiusScalesWithThePicture() throws {
        let group = DisplayList.Group(id: 2, effect: .filter(.blur(radius: 10, opaque: false)))
        let image = try CairoTest.draw(
            [.init(content: .color(Pure.red), frame: CGRect(x: 15, y: 15, width: 30, height: 30), groups: [group])],
            size: CGSize(width: 60, height: 60), scale: 2)
        #expect(image.width == 120)
        let outside = image.at(26, 60)
        #expect(abs(outside.g - Self.greenOverWhite(coverage: Self.phi(-3.5 / 10))) <= 12, "\(outside)")
    }

    /// A radius of 0, negative or NaN leaves the pixels as they are.
    @Test func noRadiusNoBlur() throws {
        for radius in [0, -5, CGFloat.nan] {
            let image = try Self.blurred(radius: radius)
            #expect(image.at(49, 100) == .white, "radius \(radius)")
            #expect(image.at(50, 100) == .red, "radius \(radius)")
        }
    }

    /// An opaque blur (`blur(radius:opaque: true)`) lets no transparency in at the edges — SVG's
    /// `edgeMode="duplicate"`, the `opaque` flag's documented meaning — so a colour filling the
    /// whole picture stays that colour to its corners.
    @Test func anOpaqueBlurKeepsTheEdgesOpaque() throws {
        let group = DisplayList.Group(id: 2, effect: .filter(.blur(radius: 10, opaque: true)))
        let image = try CairoTest.draw(
            [.init(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 200, height: 200), groups: [group])])
        #expect(image.at(100, 100) == .red)
        #expect(image.at(0, 100).isNear(.red, within: 2), "\(image.at(0, 100))")
        #expect(image.at(0, 0).isNear(.red, within: 2), "\(image.at(0, 0))")
    }
}
