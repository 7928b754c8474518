import Foundation
import Kinema
import KinemaCairo
import Testing

/// Item opacity and compositing groups. An item at opacity α over white shows
/// c·α + 255·(1 − α) per channel; a compositing group (`SVGGroupTests.blendModesAndCompositingGroups`:
/// an isolated `<g>` with the opacity) draws its items together first, so where they overlap
/// they do not show through each other.
@Suite("Cairo opacity", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoOpacityTests {
    static let square = CGRect(x: 20, y: 20, width: 100, height: 100)
    static let shifted = CGRect(x: 80, y: 80, width: 100, height: 100)

    /// Opacity 0.5 red over white: (255, 128 ± 2, 128 ± 2).
    @Test func halfOpacityBlendsHalfway() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square, opacity: 0.5)])
        #expect(image.at(50, 50).isNear(RGBA(255, 128, 128), within: 2), "\(image.at(50, 50))")
        #expect(image.at(5, 5) == .white)
    }

    /// Opacity 0 draws nothing; above 1 clamps to 1; below 0 draws nothing.
    @Test func opacityIsClamped() throws {
        #expect(try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square, opacity: 0)]).at(50, 50) == .white)
        #expect(try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square, opacity: 3)]).at(50, 50) == .red)
        #expect(try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square, opacity: -1)]).at(50, 50) == .white)
    }

    /// Two overlapping red squares at 0.5 each, drawn separately, stack: 1 − 0.5² = 0.75 red
    /// where they overlap, (255, 64 ± 2, 64 ± 2), and 0.5 elsewhere.
    @Test func separateTranslucentItemsStack() throws {
        let image = try CairoTest.draw([
            .init(content: .color(Pure.red), frame: Self.square, opacity: 0.5),
            .init(content: .color(Pure.red), frame: Self.shifted, opacity: 0.5),
        ])
        #expect(image.at(100, 100).isNear(RGBA(255, 64, 64), within: 2), "\(image.at(100, 100))")
        #expect(image.at(40, 40).isNear(RGBA(255, 128, 128), within: 2), "\(image.at(40, 40))")
    }

    /// The same two squares, opaque, in a compositing group at 0.5 are one 50 % layer: the
    /// overlap pixel equals the non-overlap pixel, (255, 128 ± 2, 128 ± 2).
    @Test func aCompositingGroupIsOneLayer() throws {
        let group = DisplayList.Group(id: 3, effect: .compositing(opacity: 0.5))
        let image = try CairoTest.draw([
            .init(content: .color(Pure.red), frame: Self.square, groups: [group]),
            .init(content: .color(Pure.red), frame: Self.shifted, groups: [group]),
        ])
        #expect(image.at(100, 100) == image.at(40, 40))
        #expect(image.at(160, 160) == image.at(40, 40))
        #expect(image.at(40, 40).isNear(RGBA(255, 128, 128), within: 2), "\(image.at(40, 40))")
        #expect(image.at(5, 5) == .white)
    }

    /// In a group, the later item covers the earlier one before the group's opacity applies: blue
    /// over red at 0.5 is 0.5 blue over white, (128, 128, 255) ± 2, with no red showing through.
    @Test func aCompositingGroupHidesWhatItsItemsCover() throws {
        let group = DisplayList.Group(id: 3, effect: .compositing(opacity: 0.5))
        let image = try CairoTest.draw([
            .init(content: .color(Pure.red), frame: Self.square, groups: [group]),
            .init(content: .color(Pure.blue), frame: Self.shifted, groups: [group]),
        ])
        #expect(image.at(100, 100).isNear(RGBA(128, 128, 255), within: 2), "\(image.at(100, 100))")
    }

    /// A compositing group's opacity is clamped, NaN being 0.
    @Test func aCompositingGroupsOpacityIsClamped() throws {
        for (opacity, expected) in [(Double.nan, RGBA.white), (-2, .white), (5, .red)] {
            let group = DisplayList.Group(id: 3, effect: .compositing(opacity: opacity))
            let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.square, groups: [group])])
            #expect(image.at(50, 50) == expected, "opacity \(opacity)")
        }
    }

    /// A translucent colour in a translucent item multiplies: 0.5 × 0.5 = 0.25 red over white,
    /// (255, 191 ± 2, 191 ± 2).
    @Test func colourAndItemOpacityMultiply() throws {
        let image = try CairoTest.draw([.init(content: .color(Pure.red.opacity(0.5)), frame: Self.square, opacity: 0.5)])
        #expect(image.at(50, 50).isNear(RGBA(255, 191, 191), within: 2), "\(image.at(50, 50))")
    }
}
