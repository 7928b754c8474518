import Foundation
import Kinema
import KinemaCairo
import Testing

/// Masks, as the display list pairs them (`ClipAndMaskTests`): the masked items come first in a
/// `.mask` group, then the mask's own items in a `.maskSource` group of the same id. The content
/// is seen only where the source is opaque, scaled by its alpha; the source itself is never
/// drawn (the SVG renderer's alpha `<mask>`, `SVGGroupTests.aMaskIsAnAlphaMask`).
@Suite("Cairo masks", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoMaskTests {
    static let whole = CGRect(x: 0, y: 0, width: 200, height: 200)
    static let content = DisplayList.Group(id: 7, effect: .mask)
    static let source = DisplayList.Group(id: 7, effect: .maskSource)

    /// Red everywhere, masked by a black circle of radius 50 about (100, 100): red inside, white
    /// outside; the circle's black is not drawn.
    @Test func contentIsSeenOnlyWhereTheSourceIsOpaque() throws {
        let image = try CairoTest.draw([
            .init(content: .color(Pure.red), frame: Self.whole, groups: [Self.content]),
            .init(content: .shape(.circle, fill: Pure.black), frame: CGRect(x: 50, y: 50, width: 100, height: 100), groups: [Self.source]),
        ])
        #expect(image.at(100, 100) == .red)
        #expect(image.at(100, 55) == .red)
        #expect(image.at(10, 10) == .white)
        #expect(image.at(55, 55) == .white)        // in the circle's square, 63 from its centre
    }

    /// The mask's alpha scales the content's: a source at 50 % shows red at 50 % over white,
    /// (255, 128 ± 2, 128 ± 2); the source's colour does not matter.
    @Test func aTranslucentSourceMakesTheContentTranslucent() throws {
        let image = try CairoTest.draw([
            .init(content: .color(Pure.red), frame: Self.whole, groups: [Self.content]),
            .init(content: .color(Pure.green.opacity(0.5)), frame: Self.whole, groups: [Self.source]),
        ])
        #expect(image.at(100, 100).isNear(RGBA(255, 128, 128), within: 2), "\(image.at(100, 100))")
    }

    /// A source without content draws nothing.
    @Test func aSourceAloneDrawsNothing() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.black), frame: Self.whole, groups: [Self.source])])
        #expect(image.at(100, 100) == .white)
    }

    /// Content whose source never comes is hidden, as by an empty mask (the canvas's rule).
    @Test func contentWithoutASourceIsHidden() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.whole, groups: [Self.content])])
        #expect(image.at(100, 100) == .white)
    }

    /// Items after the mask draw normally.
    @Test func itemsAfterTheMaskAreUnmasked() throws {
        let image = try CairoTest.draw([
            .init(content: .color(Pure.red), frame: Self.whole, groups: [Self.content]),
            .init(content: .color(Pure.black), frame: CGRect(x: 0, y: 0, width: 100, height: 200), groups: [Self.source]),
            .init(content: .color(Pure.blue), frame: CGRect(x: 150, y: 150, width: 50, height: 50)),
        ])
        #expect(image.at(50, 100) == .red)
        #expect(image.at(125, 100) == .white)
        #expect(image.at(175, 175) == .blue)
    }
}
