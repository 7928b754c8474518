import Foundation
import Kinema
import Testing

// What a canvas draws is placed with the canvas's frame and the effects around it, as any
// view's content is: the item's transform is the operation's own, then the canvas's origin,
// then the effects (DisplayList.Item: p ↦ p.applying(transform)); clips move with the effects
// outside them. Frames that move an effect patch the items without running the renderer.

@MainActor
@Suite("Canvas under effects")
struct CanvasEffectsTests {
    final class Counter {
        var renders = 0
    }

    @Test func offsetAndScaleEffectsPlaceTheDrawing() throws {
        let host = ViewHost(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            }
            .frame(width: 100, height: 100)
            .scaleEffect(2)
            .offset(x: 30, y: 0),
            size: CGSize(width: 300, height: 300))
        let item = try #require(host.displayList.items.first)
        // The canvas sits at (100, 100); scaled 2× about its centre (150, 150), then moved 30
        // right: a canvas point p is drawn at 2·(p + 100 − 150) + 150 + (30, 0).
        let drawn = try #require(item.hostPath).boundingRect
        #expect(close(drawn, CGRect(x: 2 * (110 - 150) + 180, y: 2 * (110 - 150) + 150, width: 40, height: 40), 1e-9))
        // The canvas's bounds clip scales with it.
        #expect(close(try #require(item.clipPaths.first).boundingRect, CGRect(x: 80, y: 50, width: 200, height: 200), 1e-9))
    }

    private struct Sliding: View {
        let counter: Counter
        @State var moved = false

        var body: some View {
            Canvas { context, _ in
                counter.renders += 1
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
                context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            }
            .frame(width: 50, height: 50)
            .offset(x: moved ? 100 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }

    @Test func animatedEffectsPatchWithoutRendering() throws {
        let counter = Counter()
        let host = ViewHost(Sliding(counter: counter), size: CGSize(width: 300, height: 100))
        host.tap(at: CGPoint(x: 135, y: 35))
        let before = counter.renders
        host.advance(by: 0.5)
        #expect(counter.renders == before)
        let items = host.displayList.items
        #expect(items.count == 2)
        // The canvas sits at (125, 25); half-way, the offset is 50.
        #expect(close(try #require(items[0].hostPath).boundingRect, CGRect(x: 175, y: 25, width: 20, height: 20), 1e-6))
        #expect(close(try #require(items[1].clipPaths.last).boundingRect, CGRect(x: 175, y: 25, width: 10, height: 10), 1e-6))
    }

    /// Each canvas's groups have ids of their own in one display list.
    @Test func twoCanvasesDoNotShareGroups() {
        let canvas = Canvas { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }
        let items = ViewHost(HStack { canvas; canvas }, size: CGSize(width: 200, height: 100)).displayList.items
        #expect(items.count == 2)
        let ids = items.map { Set($0.groups.map(\.id)) }
        #expect(ids[0].isDisjoint(with: ids[1]))
    }
}
