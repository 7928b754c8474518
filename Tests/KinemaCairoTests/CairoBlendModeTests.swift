import Foundation
import Kinema
import KinemaCairo
import Testing

/// Blend modes, as CSS's `mix-blend-mode` (`SVGGroupTests.blendModesAndCompositingGroups`) defines
/// them for opaque colours Cs over Cb (each 0…1): multiply Cs·Cb, screen Cs + Cb − Cs·Cb,
/// darken min, lighten max, difference |Cs − Cb|. Where the blended item does not reach, what
/// is under it is unchanged.
@Suite("Cairo blend modes", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoBlendModeTests {
    /// The backdrop (0.2, 0.4, 0.8) everywhere, and (1, 0.5, 0.5) at (50…150, 50…150) in `mode`.
    static func blend(_ mode: BlendMode) throws -> CairoImage {
        let group = DisplayList.Group(id: 5, effect: .blendMode(mode))
        return try CairoTest.draw([
            .init(content: .color(Color(red: 0.2, green: 0.4, blue: 0.8)), frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            .init(content: .color(Color(red: 1, green: 0.5, blue: 0.5)), frame: CGRect(x: 50, y: 50, width: 100, height: 100), groups: [group]),
        ])
    }

    static func bytes(_ r: Double, _ g: Double, _ b: Double) -> RGBA {
        RGBA(Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
    }

    /// Multiply: (1·0.2, 0.5·0.4, 0.5·0.8) = (0.2, 0.2, 0.4) → (51, 51, 102).
    @Test func multiplyGivesTheProduct() throws {
        let image = try Self.blend(.multiply)
        #expect(image.at(100, 100).isNear(Self.bytes(0.2, 0.2, 0.4), within: 2), "\(image.at(100, 100))")
        #expect(image.at(10, 10).isNear(Self.bytes(0.2, 0.4, 0.8), within: 1))
    }

    /// Screen: (1, 0.5 + 0.4 − 0.2, 0.5 + 0.8 − 0.4) = (1, 0.7, 0.9) → (255, 179, 230).
    @Test func screenLightens() throws {
        let image = try Self.blend(.screen)
        #expect(image.at(100, 100).isNear(Self.bytes(1, 0.7, 0.9), within: 2), "\(image.at(100, 100))")
    }

    /// Darken: (min(1, 0.2), min(0.5, 0.4), min(0.5, 0.8)) = (0.2, 0.4, 0.5); lighten the max,
    /// (1, 0.5, 0.8).
    @Test func darkenAndLightenPickPerChannel() throws {
        #expect(try Self.blend(.darken).at(100, 100).isNear(Self.bytes(0.2, 0.4, 0.5), within: 2))
        #expect(try Self.blend(.lighten).at(100, 100).isNear(Self.bytes(1, 0.5, 0.8), within: 2))
    }

    /// Difference: (|1 − 0.2|, |0.5 − 0.4|, |0.5 − 0.8|) = (0.8, 0.1, 0.3).
    @Test func differenceSubtracts() throws {
        let image = try Self.blend(.difference)
        #expect(image.at(100, 100).isNear(Self.bytes(0.8, 0.1, 0.3), within: 2), "\(image.at(100, 100))")
    }

    /// Normal draws the item as it is.
    @Test func normalDrawsOver() throws {
        #expect(try Self.blend(.normal).at(100, 100).isNear(Self.bytes(1, 0.5, 0.5), within: 1))
    }
}
