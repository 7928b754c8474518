import Foundation
import Kinema
import KinemaCairo
import Testing

/// Shadows, as `DisplayList.Shadow` documents them and the SVG renderer's filter draws them
/// (`SVGRendererTests.shadowsAreDefinedOncePerDistinctShadow`): the content's alpha, blurred with
/// σ = radius / 2, in the shadow's colour, offset by (x, y) host points after the item's
/// transform, under the content; the item's opacity applies to both.
@Suite("Cairo shadows", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoShadowTests {
    static let square = CGRect(x: 50, y: 50, width: 50, height: 50)

    /// A hard black shadow offset by (20, 20) covers (70…120, 70…120): pixel (110, 110) is black
    /// where the item is not, (75, 75) is the item over its shadow, (60, 60) the item alone, and
    /// (40, 40) background.
    @Test func anOffsetShadowDarkensWhereTheItemIsNot() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square,
                                              shadow: .init(color: Pure.black, radius: 0, x: 20, y: 20))])
        #expect(image.at(110, 110) == .black)
        #expect(image.at(75, 75) == .red)
        #expect(image.at(60, 60) == .red)
        #expect(image.at(40, 40) == .white)
        #expect(image.at(125, 110) == .white)
    }

    /// SwiftUI's default shadow colour, black at 33 %, over white: 255 · 0.67 ≈ 171.
    @Test func theDefaultShadowIsTranslucentBlack() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square, shadow: .init(radius: 0, x: 20, y: 20))])
        #expect(image.at(110, 110).isNear(RGBA(171, 171, 171), within: 2), "\(image.at(110, 110))")
    }

    /// A blurred shadow (radius 10: σ = 5) with no offset darkens a ramp around the item: 1.5
    /// outside the edge a fraction Φ(−0.3) ≈ 0.38 of black, 255 · 0.62 ≈ 158; far away nothing.
    @Test func aBlurredShadowFadesOut() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square,
                                              shadow: .init(color: Pure.black, radius: 10))])
        let near = image.at(48, 75)
        #expect(near.r == near.g && near.g == near.b)
        #expect(abs(near.r - 158) <= 12, "\(near)")
        #expect(image.at(10, 10) == .white)
        #expect(image.at(75, 75) == .red)
    }

    /// The offset is in host points, not scaled by the item's transform: a 20 × 20 square scaled
    /// 2× from the origin covers (0…40); a shadow offset by x = 10 covers (10…50), not (20…60).
    @Test func theOffsetIgnoresTheTransform() throws {
        let image = try CairoTest.draw([.init(
            content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 20, height: 20),
            transform: CGAffineTransform(scaleX: 2, y: 2), shadow: .init(color: Pure.black, radius: 0, x: 10, y: 0))])
        #expect(image.at(45, 20) == .black)
        #expect(image.at(55, 20) == .white)
        #expect(image.at(30, 20) == .red)
    }

    /// Opacity 0.5 applies to the item and its shadow together: the shadow alone shows black at
    /// 0.5 (128 ± 2 grey), the item red at 0.5, and the item does not let its shadow through
    /// ((75, 75) equals (60, 60)).
    @Test func opacityAppliesToTheItemAndShadowTogether() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square, opacity: 0.5,
                                              shadow: .init(color: Pure.black, radius: 0, x: 20, y: 20))])
        #expect(image.at(110, 110).isNear(RGBA(128, 128, 128), within: 2), "\(image.at(110, 110))")
        #expect(image.at(60, 60).isNear(RGBA(255, 128, 128), within: 2), "\(image.at(60, 60))")
        #expect(image.at(75, 75) == image.at(60, 60))
    }

    /// A clear shadow is left out; a NaN radius gives a hard shadow (as in SVG:
    /// `SVGRendererTests.badShadowRadiiGiveAHardShadow`).
    @Test func invisibleAndBadShadows() throws {
        let clear = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square,
                                              shadow: .init(color: .clear, radius: 5, x: 20, y: 20))])
        #expect(clear.at(110, 110) == .white)
        let hard = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square,
                                             shadow: .init(color: Pure.black, radius: .nan, x: 20, y: 20))])
        #expect(hard.at(110, 110) == .black)
        #expect(hard.at(60, 60) == .red)
    }

    /// A shadow whose offset is not finite still draws its item: the SVG renderer writes the
    /// offset as 0 and draws the item.
    @Test func aNonFiniteShadowOffsetStillDrawsTheItem() throws {
        for offset in [CGFloat.nan, .infinity] {
            let image = try CairoTest.draw([
                .init(content: .color(Pure.red), frame: Self.square, shadow: .init(color: Pure.black, radius: 0, x: offset, y: 0)),
                .init(content: .color(Pure.blue), frame: CGRect(x: 150, y: 150, width: 20, height: 20)),
            ])
            #expect(image.at(60, 60) == .red, "offset \(offset)")
            #expect(image.at(160, 160) == .blue, "offset \(offset)")
        }
    }
}
