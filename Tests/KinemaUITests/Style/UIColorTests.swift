import Foundation
import Kinema
import Testing

// The UIColor stand-in carries UIKit's published light-appearance values, so `Color(.system…)`
// draws as on iOS in light mode.
@MainActor
@Suite("UIColor")
struct UIColorTests {
    @Test func systemColoursHaveUIKitsLightValues() {
        #expect(Color(.systemBackground) == .white)
        #expect(Color(uiColor: .systemGroupedBackground) == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(Color(.secondaryLabel) == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
        #expect(Color(.separator) == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
        #expect(Color(.systemGray6) == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(Color(.systemBlue) == Color.blue)
        #expect(Color(.systemRed) == Color.red)
        #expect(Color(.label) == .black)
    }

    @Test func constructedColours() {
        #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(UIColor(white: 0.5, alpha: 0.5)) == Color(white: 0.5, opacity: 0.5))
        #expect(Color(UIColor.red.withAlphaComponent(0.25)) == Color(red: 1, green: 0, blue: 0, opacity: 0.25))
        #expect(Color(UIColor(Color.mint)) == .mint)
        // Bad components are clamped, as `Color`'s are.
        #expect(Color(UIColor(red: .nan, green: 2, blue: -1, alpha: 1)) == Color(red: 0, green: 1, blue: 0))
    }

    @Test func aSystemColourFillsAView() {
        let host = ViewHost(Color(.systemIndigo).frame(width: 10, height: 10))
        #expect(Containers.frames(host, color: Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)).count == 1)
    }
}
