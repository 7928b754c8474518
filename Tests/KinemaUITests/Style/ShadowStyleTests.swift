import Foundation
import Kinema
import Testing

// `ShapeStyle.shadow(_:)`: a drop shadow on a shape's fill or a foreground style is drawn as
// `shadow(color:radius:x:y:)` draws it (the item's shadow); the paint is the base style's; an inner
// shadow is accepted and not drawn.
@MainActor
@Suite("Shadow styles")
struct ShadowStyleTests {
    static func firstItem(_ view: some View) -> DisplayList.Item? {
        ViewHost(view, size: CGSize(width: 200, height: 200)).displayList.items.first
    }

    @Test func aDropShadowOnAFillIsTheItemsShadow() throws {
        let item = try #require(Self.firstItem(
            Circle().fill(.blue.shadow(.drop(color: .black, radius: 6, x: 1, y: 3))).frame(width: 50, height: 50)))
        #expect(item.shadow == DisplayList.Shadow(color: .black, radius: 6, x: 1, y: 3))
        #expect(item.foregroundColor == nil || item.foregroundColor == .blue)
        if case .shape(.circle, let fill) = item.content {
            #expect(fill == .blue)
        } else if case .path(_, .fill(let color, _)) = item.content {
            #expect(color == .blue)
        } else {
            Issue.record("not a blue circle: \(item.content)")
        }
    }

    @Test func aDropShadowOnAForegroundStyleShadowsTheView() throws {
        let item = try #require(Self.firstItem(
            Image(systemName: "heart.fill").foregroundStyle(.red.shadow(.drop(radius: 2)))))
        #expect(item.shadow?.radius == 2)
        #expect(item.foregroundColor == .red)
    }

    @Test func anInnerShadowIsAcceptedAndNotDrawn() throws {
        let item = try #require(Self.firstItem(
            Rectangle().fill(.green.shadow(.inner(radius: 4))).frame(width: 50, height: 50)))
        #expect(item.shadow == nil || item.shadow?.color.opacity == 0)
    }
}
