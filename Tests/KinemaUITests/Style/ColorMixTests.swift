import Foundation
import Kinema
import Testing

@Suite("Color: mixing")
struct ColorMixTests {
    private func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func deviceMixingIsLinearInTheComponents(fraction: Double) {
        let a = Color(red: 0.2, green: 0.4, blue: 1, opacity: 1)
        let b = Color(red: 1, green: 0, blue: 0.5, opacity: 0.5)
        let mixed = a.mix(with: b, by: fraction, in: .device)
        let expected = Color(
            red: 0.2 + 0.8 * fraction, green: 0.4 - 0.4 * fraction, blue: 1 - 0.5 * fraction,
            opacity: 1 - 0.5 * fraction)
        #expect(close(mixed, expected))
    }

    @Test func perceptualMixingEndsAtBothColoursAndKeepsGreysGrey() {
        #expect(close(Color.red.mix(with: .blue, by: 0), .red, 1e-6))
        #expect(close(Color.red.mix(with: .blue, by: 1), .blue, 1e-6))
        // Oklab's a and b are 0 for every grey, so a mix of greys is a grey.
        let grey = Color.black.mix(with: .white, by: 0.5)
        #expect(abs(grey.red - grey.green) < 1e-6 && abs(grey.green - grey.blue) < 1e-6)
        // Oklab L is the cube root of luminance for greys: L = 0.5 gives luminance 0.125, which
        // the sRGB transfer function encodes as 1.055 · 0.125^(1/2.4) − 0.055.
        #expect(abs(grey.red - (1.055 * pow(0.125, 1 / 2.4) - 0.055)) < 1e-6)
        #expect(Color.red.mix(with: .blue, by: 0.5) == Color.red.mix(with: .blue, by: 0.5, in: .perceptual))
    }

    @Test func fractionIsClampedAndNaNMeansNone() {
        #expect(Color.red.mix(with: .blue, by: 3, in: .device) == .blue)
        #expect(Color.red.mix(with: .blue, by: -1, in: .device) == .red)
        #expect(Color.red.mix(with: .blue, by: .nan, in: .device) == .red)
    }
}
