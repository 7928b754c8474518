import Foundation
import KinemaCore
import KinemaDisplay
import Testing

// An item's shadow, foreground colour and projection share one box that copies of the item hold
// together: the item must still behave as a value — a change to one copy never shows in another,
// and an item whose effects were set and cleared equals one that never had them.
@Suite("Display list item's rare effects")
struct ItemRareEffectsTests {
    private let shadow = DisplayList.Shadow(color: .black, radius: 4, x: 1, y: 2)
    private let projection = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))

    private func plain() -> DisplayList.Item {
        DisplayList.Item(content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func eachEffectReadsBackAsSet() {
        var item = plain()
        #expect(item.shadow == nil && item.foregroundColor == nil && item.projection == nil)
        item.shadow = shadow
        item.foregroundColor = .blue
        item.projection = projection
        #expect(item.shadow == shadow)
        #expect(item.foregroundColor == .blue)
        #expect(item.projection == projection)
    }

    @Test func changingACopyLeavesTheOriginal() {
        var original = plain()
        original.shadow = shadow
        var copy = original
        copy.shadow = DisplayList.Shadow(radius: 9)
        copy.foregroundColor = .green
        #expect(original.shadow == shadow)
        #expect(original.foregroundColor == nil)
        #expect(copy.shadow == DisplayList.Shadow(radius: 9))
        // And the other way round: the original changes alone once the copy has its own box.
        original.projection = projection
        #expect(copy.projection == nil)
    }

    @Test func clearedEffectsEqualNoneAtAll() {
        var item = plain()
        item.shadow = shadow
        item.foregroundColor = .blue
        #expect(item != plain())
        item.shadow = nil
        #expect(item != plain())
        item.foregroundColor = nil
        #expect(item == plain())
    }

    @Test func equalEffectsInSeparateBoxesAreEqual() {
        var first = plain()
        var second = plain()
        first.shadow = shadow
        second.shadow = shadow
        #expect(first == second)
        second.projection = projection
        #expect(first != second)
    }

    @Test func theInitialiserAndTheSettersAgree() {
        var set = plain()
        set.shadow = shadow
        set.foregroundColor = .blue
        let made = DisplayList.Item(
            content: .color(.red), frame: CGRect(x: 0, y: 0, width: 10, height: 10), shadow: shadow, foregroundColor: .blue)
        #expect(made == set)
    }

    @Test func codingKeepsTheEffects() throws {
        var item = plain()
        item.shadow = shadow
        item.projection = projection
        let decoded = try JSONDecoder().decode(DisplayList.Item.self, from: JSONEncoder().encode(item))
        #expect(decoded == item)
        #expect(decoded.foregroundColor == nil)
    }
}
