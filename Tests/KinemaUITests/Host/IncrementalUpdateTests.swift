import Foundation
import Kinema
import Testing

// An update lays out and draws again only what it changed: a new effect value is patched into
// its item, a new frame size re-lays out, a new colour or a new row rebuilds what is drawn. Each
// test checks the display list against the documented layout model (stacks 8 points apart,
// everything centred in the 400 × 400 host), so a skipped step shows as a stale number.

/// Rows of fixed-size squares; `wide` widens one row, `scaled` scales one, `colour` tints one.
private struct Rows: View {
    var count: Int
    var wide: Int?
    var scaled: Int?
    var tinted: Int?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { row in
                (tinted == row ? Color.blue : Color.red)
                    .frame(width: wide == row ? 40 : 20, height: 10)
                    .scaleEffect(scaled == row ? 2 : 1)
            }
        }
    }
}

@MainActor
@Suite("Incremental updates")
struct IncrementalUpdateTests {
    @Test func aNewEffectValueReachesItsItemAtOnce() {
        let host = ViewHost(Rows(count: 3))
        host.rootView = Rows(count: 3, scaled: 1)
        // Scale 2 about the centre of row 1 (x 190…210, y 195…205): a = d = 2, t = −centre.
        #expect(host.displayList.items[1].transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -200, ty: -200))
        #expect(host.displayList.items[0].transform == .identity)
        #expect(host.displayList.items[2].transform == .identity)
        // Back again: the patched item returns to identity.
        host.rootView = Rows(count: 3)
        #expect(host.displayList.items[1].transform == .identity)
    }

    @Test func anAnimatedEffectStartsWhereItWasAndLeavesLayoutAlone() {
        let host = ViewHost(Rows(count: 3))
        let frames = host.displayList.items.map(\.frame)
        withAnimation(.linear(duration: 1)) { host.rootView = Rows(count: 3, scaled: 2) }
        #expect(host.displayList.items[2].transform == .identity)
        #expect(host.displayList.items.map(\.frame) == frames)
        host.advance(by: 0.5)
        // Halfway: scale 1.5 about row 2's centre (200, 210).
        let item = host.displayList.items[2]
        #expect(abs(item.transform.a - 1.5) < 1e-9)
        #expect(abs(item.transform.ty - (210 - 1.5 * 210)) < 1e-9)
    }

    @Test func aNewFrameSizeReLaysOutTheStack() {
        let host = ViewHost(Rows(count: 3))
        #expect(host.displayList.items[1].frame == CGRect(x: 190, y: 195, width: 20, height: 10))
        host.rootView = Rows(count: 3, wide: 1)
        #expect(host.displayList.items[1].frame == CGRect(x: 180, y: 195, width: 40, height: 10))
        #expect(host.displayList.items[0].frame == CGRect(x: 190, y: 185, width: 20, height: 10))
    }

    @Test func aNewColourRedrawsTheContent() {
        let host = ViewHost(Rows(count: 2))
        host.rootView = Rows(count: 2, tinted: 0)
        #expect(host.displayList.items[0].content == .color(.blue))
        #expect(host.displayList.items[1].content == .color(.red))
    }

    @Test func rowsComingAndGoingAreDrawnAndLaidOut() {
        let host = ViewHost(Rows(count: 2))
        host.rootView = Rows(count: 4)
        #expect(host.displayList.items.count == 4)
        // Four rows of 10 points, centred: the first starts at y 180.
        #expect(host.displayList.items.map(\.frame.minY) == [180, 190, 200, 210])
        host.rootView = Rows(count: 1)
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].frame == CGRect(x: 190, y: 195, width: 20, height: 10))
    }
}
