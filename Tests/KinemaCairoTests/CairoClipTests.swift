import Foundation
import Kinema
import KinemaCairo
import Testing

/// Clip groups, as the SVG renderer's `<clipPath>` in host coordinates (`SVGGroupTests.aClipIsAClipPath`):
/// only what lies inside the path is seen, and the clip ends where the items' groups stop listing it.
@Suite("Cairo clips", .enabled(if: CairoRenderer.isAvailable, "needs libcairo2"))
struct CairoClipTests {
    static let whole = CGRect(x: 0, y: 0, width: 200, height: 200)

    /// A red colour over the whole picture clipped to (50…150, 50…150): outside is background.
    @Test func outsideTheClipIsBackground() throws {
        let clip = DisplayList.Group(id: 1, effect: .clip(Path(CGRect(x: 50, y: 50, width: 100, height: 100)), eoFill: false))
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.whole, groups: [clip])])
        #expect(image.at(100, 100) == .red)
        #expect(image.at(50, 50) == .red)
        #expect(image.at(10, 10) == .white)
        #expect(image.at(49, 100) == .white)
        #expect(image.at(150, 100) == .white)
    }

    /// The clip is in host coordinates: an item's transform does not move it.
    @Test func theClipIgnoresTheItemsTransform() throws {
        let clip = DisplayList.Group(id: 1, effect: .clip(Path(CGRect(x: 0, y: 0, width: 100, height: 200)), eoFill: false))
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.whole,
                                              transform: CGAffineTransform(translationX: 50, y: 0), groups: [clip])])
        #expect(image.at(75, 100) == .red)
        #expect(image.at(25, 100) == .white)     // not drawn: the item starts at x = 50
        #expect(image.at(125, 100) == .white)    // drawn, but clipped
    }

    /// A circular clip: the frame's corner is outside the circle.
    @Test func aCircularClipRoundsTheCorners() throws {
        let clip = DisplayList.Group(id: 1, effect: .clip(Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200)), eoFill: false))
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.whole, groups: [clip])])
        #expect(image.at(100, 100) == .red)
        #expect(image.at(3, 3) == .white)
        #expect(image.at(100, 2) == .red)
    }

    /// An even-odd clip of a ring hides the hole.
    @Test func anEvenOddClipHasAHole() throws {
        let clip = DisplayList.Group(id: 1, effect: .clip(CairoFillRuleTests.ring, eoFill: true))
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.whole, groups: [clip])])
        #expect(image.at(100, 100) == .white)
        #expect(image.at(100, 40) == .red)
        #expect(image.at(5, 5) == .white)
    }

    /// Two items in one clip are both clipped; an item after the group is not.
    @Test func theClipEndsWithItsGroup() throws {
        let clip = DisplayList.Group(id: 1, effect: .clip(Path(CGRect(x: 50, y: 50, width: 100, height: 100)), eoFill: false))
        let image = try CairoTest.draw([
            .init(content: .color(Pure.red), frame: CGRect(x: 0, y: 0, width: 100, height: 200), groups: [clip]),
            .init(content: .color(Pure.blue), frame: CGRect(x: 100, y: 0, width: 100, height: 200), groups: [clip]),
            .init(content: .color(Pure.green), frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
        ])
        #expect(image.at(75, 100) == .red)
        #expect(image.at(125, 100) == .blue)
        #expect(image.at(25, 100) == .white)
        #expect(image.at(175, 100) == .white)
        #expect(image.at(10, 10) == .green)
    }

    /// Nested clips intersect: (0…120) ∩ (80…200) horizontally leaves 80…120.
    @Test func nestedClipsIntersect() throws {
        let left = DisplayList.Group(id: 1, effect: .clip(Path(CGRect(x: 0, y: 0, width: 120, height: 200)), eoFill: false))
        let right = DisplayList.Group(id: 2, effect: .clip(Path(CGRect(x: 80, y: 0, width: 120, height: 200)), eoFill: false))
        let image = try CairoTest.draw([.init(content: .color(Pure.red), frame: Self.whole, groups: [left, right])])
        #expect(image.at(100, 100) == .red)
        #expect(image.at(70, 100) == .white)
        #expect(image.at(130, 100) == .white)
    }
}
