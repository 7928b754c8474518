import Foundation
import Kinema
import Testing

// Backgrounds and overlays take the modified view's size and are aligned on it (SwiftUI's
// secondary-view layout); a background paints first, an overlay last. The host is 400 × 400 and
// centres its content.
@MainActor
@Suite("Backgrounds and overlays")
struct DecorationTests {
    @Test func aBackgroundTakesTheViewsSizeAndPaintsFirst() {
        let host = ViewHost(Color.red.frame(width: 40, height: 20).background(Color.blue))
        #expect(host.displayList.items.count == 2)
        // A colour is a style: it fills the view's bounds.
        #expect(host.displayList.items[0].content == .shape(.rectangle, fill: .blue))
        #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 190, width: 40, height: 20))
        #expect(host.displayList.items[1].content == .color(.red))
    }

    @Test func anOverlayIsAlignedAndPaintsLast() {
        let host = ViewHost(
            Color.red.frame(width: 40, height: 40)
                .overlay(alignment: .topTrailing) { Color.green.frame(width: 10, height: 10) })
        #expect(host.displayList.items.count == 2)
        #expect(host.displayList.items[1].content == .color(.green))
        // Top trailing corner of the 40 × 40 square at (180, 180).
        #expect(host.displayList.items[1].frame == CGRect(x: 210, y: 180, width: 10, height: 10))
    }

    /// `background(_:in:)` fills the shape at the view's size.
    @Test func aShapeBackground() {
        let host = ViewHost(Color.clear.frame(width: 60, height: 20).background(.orange, in: Capsule()))
        #expect(host.displayList.items[0].content == .shape(.capsule, fill: .orange))
        #expect(host.displayList.items[0].frame == CGRect(x: 170, y: 190, width: 60, height: 20))
    }

    /// A border is a stroke inset by half its width, over the view.
    @Test func aBorderStaysInside() {
        let host = ViewHost(Color.yellow.frame(width: 40, height: 40).border(.red, width: 4))
        #expect(host.displayList.items.count == 2)
        #expect(host.displayList.items[1].content == .path(Path(CGRect(x: 2, y: 2, width: 36, height: 36)), .stroke(.red, StrokeStyle(lineWidth: 4))))
    }

    /// The decoration does not change the view's size: a stack lays out the decorated view alone.
    @Test func decorationsDoNotChangeLayout() {
        let host = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 100, height: 100), alignment: .center)
            Color.green.frame(width: 20, height: 20)
        })
        // The stack is 40 wide: the overlay's 100 points do not count.
        #expect(host.displayList.items[0].frame == CGRect(x: 180, y: 190, width: 20, height: 20))
        #expect(host.displayList.items[2].frame == CGRect(x: 200, y: 190, width: 20, height: 20))
    }
}
