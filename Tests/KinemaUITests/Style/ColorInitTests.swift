import Foundation
import Kinema
import PropertyBased
import Testing

@Suite("Color: initialisers")
struct ColorInitTests {
    private func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-12) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
    }

    // The hexcone HSB → RGB conversion at the primaries, secondaries and greys.
    @Test(arguments: [
        (0.0, 1.0, 1.0, 1.0, 0.0, 0.0),          // red
        (1.0 / 6, 1.0, 1.0, 1.0, 1.0, 0.0),      // yellow
        (1.0 / 3, 1.0, 1.0, 0.0, 1.0, 0.0),      // green
        (0.5, 1.0, 1.0, 0.0, 1.0, 1.0),          // cyan
        (2.0 / 3, 1.0, 1.0, 0.0, 0.0, 1.0),      // blue
        (5.0 / 6, 1.0, 1.0, 1.0, 0.0, 1.0),      // magenta
        (1.0, 1.0, 1.0, 1.0, 0.0, 0.0),          // a full turn is red again
        (0.3, 0.0, 0.4, 0.4, 0.4, 0.4),          // no saturation: grey at the brightness
        (0.7, 1.0, 0.0, 0.0, 0.0, 0.0),          // no brightness: black
        (1.0 / 12, 1.0, 1.0, 1.0, 0.5, 0.0),     // 30°: orange, halfway red → yellow
        (0.0, 0.5, 1.0, 1.0, 0.5, 0.5),          // half-saturated red: pink
        (2.0 / 3, 0.5, 0.5, 0.25, 0.25, 0.5),    // navy-ish: p = 0.25, v = 0.5
    ] as [(Double, Double, Double, Double, Double, Double)])
    func hueSaturationBrightnessFollowTheHexconeFormula(
        hue: Double, saturation: Double, brightness: Double, red: Double, green: Double, blue: Double
    ) {
        let color = Color(hue: hue, saturation: saturation, brightness: brightness)
        #expect(close(color, Color(red: red, green: green, blue: blue)))
    }

    @Test func hueWrapsAndBadInputIsDefined() {
        #expect(close(Color(hue: -0.25, saturation: 1, brightness: 1), Color(hue: 0.75, saturation: 1, brightness: 1)))
        #expect(close(Color(hue: 2.5, saturation: 1, brightness: 1), Color(hue: 0.5, saturation: 1, brightness: 1)))
        #expect(Color(hue: .nan, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: .infinity, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 0, saturation: 2, brightness: 5) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 0.4, saturation: .nan, brightness: 0.5) == Color(white: 0.5))
        #expect(Color(hue: 0.4, saturation: 1, brightness: .nan) == .black)
        #expect(Color(hue: 0, saturation: 1, brightness: 1, opacity: 0.25).opacity == 0.25)
    }

    @Test func hsbKeepsItsInvariantsForEveryInput() async {
        // max(r, g, b) is the brightness and (max − min) / max the saturation, for any hue.
        let unit = Gen.double(in: 0...1)
        await propertyCheck(count: 300, input: Gen.double(in: -3...3), unit, unit) { hue, saturation, brightness in
            let color = Color(hue: hue, saturation: saturation, brightness: brightness)
            let high = max(color.red, color.green, color.blue), low = min(color.red, color.green, color.blue)
            #expect(abs(high - brightness) < 1e-12)
            if brightness > 1e-9 { #expect(abs((high - low) / high - saturation) < 1e-9) }
        }
    }

    @Test func rgbInitialisersAgree() {
        let plain = Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)
        #expect(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4) == plain)
        #expect(Color(.sRGB, white: 0.5) == Color(white: 0.5))
        #expect(Color(white: 0.5, opacity: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5))
        // Linear 0.5 is encoded 1.055 · 0.5^(1/2.4) − 0.055 (IEC 61966-2-1).
        let encoded = 1.055 * pow(0.5, 1 / 2.4) - 0.055
        #expect(close(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1), Color(red: encoded, green: 0, blue: 1)))
    }

    @Test func opacityMultipliesAndStaysInRange() {
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.8).opacity(0.5).opacity == 0.4)
        #expect(Color(hue: 0.5, saturation: 1, brightness: 1).opacity(0.25).opacity(0.5).opacity == 0.125)
        #expect(Color.red.opacity(-3).opacity == 0)
    }

    @Test func accentColourIsTheSystemBlue() {
        #expect(Color.accentColor == Color(red: 0, green: 122 / 255, blue: 1))
        #expect(Color.accentColor.description == "accentColor")
        #expect(Color.accentColor.opacity(0.5).description == "50% accentColor")
    }

    @Test func codableKeepsTheAccentColoursName() throws {
        let data = try JSONEncoder().encode(Color.accentColor)
        #expect(try JSONDecoder().decode(Color.self, from: data).description == "accentColor")
    }
}
