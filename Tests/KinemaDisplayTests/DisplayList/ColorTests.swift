import Foundation
import KinemaDisplay
import Testing

@Suite("Color")
struct ColorTests {
    @Test func storesComponentsAsGiven() {
        let color = Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.4)
        #expect(color.red == 0.25)
        #expect(color.green == 0.5)
        #expect(color.blue == 0.75)
        #expect(color.opacity == 0.4)
        #expect(Color(red: 1, green: 0, blue: 0).opacity == 1)
    }

    @Test(arguments: [
        // (input, stored): out of range clamps, NaN becomes 0.
        (-0.5, 0.0), (1.5, 1.0), (Double.nan, 0.0), (Double.infinity, 1.0), (-Double.infinity, 0.0), (0.3, 0.3),
    ])
    func clampsEveryComponent(input: Double, stored: Double) {
        let color = Color(red: input, green: input, blue: input, opacity: input)
        #expect(color.red == stored)
        #expect(color.green == stored)
        #expect(color.blue == stored)
        #expect(color.opacity == stored)
        #expect(Color(white: input, opacity: input) == color)
    }

    @Test func whiteSetsEqualComponents() {
        let grey = Color(white: 0.2)
        #expect(grey == Color(red: 0.2, green: 0.2, blue: 0.2, opacity: 1))
        #expect(Color(white: 1, opacity: 0.5).opacity == 0.5)
    }

    @Test func opacityMultiplies() {
        #expect(Color.red.opacity(0.5).opacity == 0.5)
        #expect(Color.red.opacity(0.5).opacity(0.5).opacity == 0.25)
        #expect(Color.secondary.opacity(0.5).opacity == 0.3)
        let faded = Color.blue.opacity(0.5)
        #expect(faded.red == Color.blue.red && faded.green == Color.blue.green && faded.blue == Color.blue.blue)
    }

    @Test func opacityFactorIsClamped() {
        #expect(Color.red.opacity(2) == Color.red)
        #expect(Color.red.opacity(-1).opacity == 0)
        #expect(Color.red.opacity(.nan).opacity == 0)
    }

    // Apple's light-mode system colours (HIG "Color" specifications, iOS 15–18; UIKit's
    // `UIColor.systemRed` and siblings), as 8-bit sRGB.
    @Test(arguments: [
        (Color.red, 255, 59, 48), (Color.orange, 255, 149, 0), (Color.yellow, 255, 204, 0),
        (Color.green, 52, 199, 89), (Color.mint, 0, 199, 190), (Color.teal, 48, 176, 199),
        (Color.cyan, 50, 173, 230), (Color.blue, 0, 122, 255), (Color.indigo, 88, 86, 214),
        (Color.purple, 175, 82, 222), (Color.pink, 255, 45, 85), (Color.brown, 162, 132, 94),
        (Color.gray, 142, 142, 147), (Color.white, 255, 255, 255), (Color.black, 0, 0, 0),
    ] as [(Color, Int, Int, Int)])
    func namedColoursHaveAppleLightModeValues(color: Color, red: Int, green: Int, blue: Int) {
        #expect(color == Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255))
    }

    @Test func semanticColoursAreTheLightModeLabelColours() {
        // `UIColor.label` is black; `UIColor.secondaryLabel` is (60, 60, 67) at 60 % opacity.
        #expect(Color.primary == .black)
        #expect(Color.secondary == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
        #expect(Color.clear.opacity == 0)
    }

    @Test func equalityAndHashingIgnoreNames() {
        #expect(Color.primary == Color.black)
        #expect(Color.primary.hashValue == Color.black.hashValue)
        #expect(Set([Color.primary, Color.black, Color(white: 0)]).count == 1)
        #expect(Color.red != Color.orange)
        #expect(Color.red != Color.red.opacity(0.5))
    }

    @Test(arguments: [
        (Color.red, "red"), (Color.primary, "primary"), (Color.secondary, "secondary"), (Color.clear, "clear"),
        (Color.red.opacity(0.5), "50% red"), (Color.blue.opacity(0.5).opacity(0.5), "25% blue"),
        (Color.secondary.opacity(0.5), "50% secondary"), (Color.clear.opacity(0.5), "clear"),
        (Color(red: 1, green: 0.5, blue: 0), "#FF8000FF"), (Color(white: 0, opacity: 0), "#00000000"),
    ])
    func describesNamesOrHex(color: Color, description: String) {
        #expect(color.description == description)
        #expect("\(color)" == description)
    }

    @Test func codableRoundTripKeepsValueAndName() throws {
        for color in [Color.red.opacity(0.25), Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4), Color.secondary] {
            let data = try JSONEncoder().encode(color)
            let decoded = try JSONDecoder().decode(Color.self, from: data)
            #expect(decoded == color)
            #expect(decoded.description == color.description)
        }
    }

    @Test func decodingClampsComponents() throws {
        let json = Data(#"{"red": 2, "green": -1, "blue": 0.5}"#.utf8)
        let color = try JSONDecoder().decode(Color.self, from: json)
        #expect(color == Color(red: 1, green: 0, blue: 0.5, opacity: 1))
    }

    @Test func isSendableAndHashable() {
        func check<T: Sendable & Hashable & Codable>(_: T.Type) {}
        check(Color.self)
    }
}
