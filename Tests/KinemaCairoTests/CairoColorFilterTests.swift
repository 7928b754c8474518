import Foundation
import Kinema
import KinemaCairo
import Testing

/// Colour filters on a group's pixels, with the Filter Effects matrices the SVG renderer writes
/// (`SVGGroupTests.colourFiltersAreSpelledOut`), in sRGB (`color-interpolation-filters="sRGB"`),
/// each result clamped to 0…1. A pure red square in the filter group over white: pixels outside
/// the square are not filtered.
@Suite("Cairo colour filters", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoColorFilterTests {
    static func filtered(_ filter: DisplayList.Filter, colour: Color = Pure.red) throws -> CairoImage {
        let group = DisplayList.Group(id: 9, effect: .filter(filter))
        return try CairoTest.draw([.init(content: .color(colour), frame: CGRect(x: 50, y: 50, width: 100, height: 100), groups: [group])])
    }

    static func bytes(_ r: Double, _ g: Double, _ b: Double) -> RGBA {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return RGBA(byte(r), byte(g), byte(b))
    }

    /// feColorMatrix `hueRotate` θ (Filter Effects 1, §9.6), restated: with c = cos θ, s = sin θ,
    ///   R′ = (0.213 + 0.787c − 0.213s) R + (0.715 − 0.715c − 0.715s) G + (0.072 − 0.072c + 0.928s) B
    ///   G′ = (0.213 − 0.213c + 0.143s) R + (0.715 + 0.285c + 0.140s) G + (0.072 − 0.072c − 0.283s) B
    ///   B′ = (0.213 − 0.213c − 0.787s) R + (0.715 − 0.715c + 0.715s) G + (0.072 + 0.928c + 0.072s) B
    /// For red (1, 0, 0) at 180° (c = −1, s = 0): R′ = −0.574 → 0, G′ = B′ = 0.426 → (0, 109, 109).
    @Test func hueRotationBy180DegreesTurnsRedTeal() throws {
        let image = try Self.filtered(.hueRotation(.degrees(180)))
        #expect(image.at(100, 100).isNear(Self.bytes(0, 0.426, 0.426), within: 2), "\(image.at(100, 100))")
        #expect(image.at(10, 10) == .white)
    }

    /// At 90° (c = 0, s = 1) red becomes (0.213 − 0.213, 0.213 + 0.143, 0.213 − 0.787) =
    /// (0, 0.356, −0.574) → (0, 91, 0).
    @Test func hueRotationBy90Degrees() throws {
        let image = try Self.filtered(.hueRotation(.degrees(90)))
        #expect(image.at(100, 100).isNear(Self.bytes(0, 0.356, 0), within: 2), "\(image.at(100, 100))")
    }

    /// Inverting (slope −1, intercept 1: SVG's table "1 0") turns red into cyan.
    @Test func colourInvertTurnsRedCyan() throws {
        let image = try Self.filtered(.colorInvert)
        #expect(image.at(100, 100).isNear(RGBA(0, 255, 255), within: 1), "\(image.at(100, 100))")
        #expect(image.at(10, 10) == .white)
    }

    /// Saturation 0: every channel is the luminance 0.213 R + 0.715 G + 0.072 B; red → 0.213,
    /// (54, 54, 54).
    @Test func saturationZeroIsGrey() throws {
        let image = try Self.filtered(.saturation(0))
        #expect(image.at(100, 100).isNear(Self.bytes(0.213, 0.213, 0.213), within: 2), "\(image.at(100, 100))")
    }

    /// Brightness adds: 0.25 on (0.2, 0.4, 0.6) gives (0.45, 0.65, 0.85).
    @Test func brightnessAdds() throws {
        let image = try Self.filtered(.brightness(0.25), colour: Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(image.at(100, 100).isNear(Self.bytes(0.45, 0.65, 0.85), within: 2), "\(image.at(100, 100))")
    }

    /// Contrast 2 doubles each channel's distance from 0.5: (0.2, 0.4, 0.6) → (−0.1, 0.3, 0.7),
    /// clamped to (0, 0.3, 0.7).
    @Test func contrastScalesAboutMidGrey() throws {
        let image = try Self.filtered(.contrast(2), colour: Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(image.at(100, 100).isNear(Self.bytes(0, 0.3, 0.7), within: 2), "\(image.at(100, 100))")
    }

    /// Colour multiply by (0.5, 1, 1) halves the red: (0.5, 0, 0) → (128, 0, 0).
    @Test func colourMultiplyScalesEachChannel() throws {
        let image = try Self.filtered(.colorMultiply(Color(red: 0.5, green: 1, blue: 1)))
        #expect(image.at(100, 100).isNear(Self.bytes(0.5, 0, 0), within: 2), "\(image.at(100, 100))")
    }

    /// Luminance to alpha: the colour becomes black at alpha 0.2125 R + 0.7154 G + 0.0721 B, so
    /// white becomes opaque black and red black at 0.2125 (over white: 255 · 0.7875 ≈ 201).
    @Test func luminanceToAlphaMakesBlackOfLightness() throws {
        let white = try Self.filtered(.luminanceToAlpha, colour: Pure.white)
        #expect(white.at(100, 100).isNear(.black, within: 1), "\(white.at(100, 100))")
        let red = try Self.filtered(.luminanceToAlpha)
        #expect(red.at(100, 100).isNear(RGBA(201, 201, 201), within: 2), "\(red.at(100, 100))")
    }
}
