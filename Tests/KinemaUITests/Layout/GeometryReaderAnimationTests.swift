import Foundation
import Kinema
import Testing

// A geometry reader under an animated size change: its content is built for the new size in the
// update that makes the change, under that update's transaction, so what the content derives from
// the size animates with it — a frame in a straight line, an opacity linearly — as in SwiftUI.
@MainActor
@Suite("Geometry reader under animation")
struct GeometryReaderAnimationTests {
    final class SizeLog {
        var sizes: [CGSize] = []
    }

    /// A bar half as wide as its reader, opaque once the reader is wider than 150 points; the reader
    /// is 100 or 200 wide, 100 tall, centred in the host.
    struct Resizing: View {
        var wide: Bool
        let log: SizeLog

        var body: some View {
            GeometryReader { proxy in
                let _ = log.sizes.append(proxy.size)
                Color.red
                    .frame(width: proxy.size.width / 2, height: 10)
                    .opacity(proxy.size.width > 150 ? 1 : 0.5)
            }
            .frame(width: wide ? 200 : 100, height: 100)
        }
    }

    // Narrow: the reader is at (150, 150), the bar (150, 150, 50, 10). Wide: the reader is at
    // (100, 150), the bar (100, 150, 100, 10).
    private let narrowBar = CGRect(x: 150, y: 150, width: 50, height: 10)
    private let wideBar = CGRect(x: 100, y: 150, width: 100, height: 10)

    /// Under `withAnimation(.linear(duration: 1))` the content is built once, for the final size (no
    /// old or interpolated proxy), and the bar moves in a straight line: at 0.5 s it is halfway,
    /// (125, 150, 75, 10), at half opacity's way, 0.75; at 1 s it has arrived.
    @Test func theContentAnimatesWithTheParentsSize() {
        let log = SizeLog()
        let host = ViewHost(Resizing(wide: false, log: log))
        #expect(host.displayList.items[0].frame == narrowBar)
        #expect(host.displayList.items[0].opacity == 0.5)
        let builds = log.sizes.count

        withAnimation(.linear(duration: 1)) { host.rootView = Resizing(wide: true, log: log) }
        // Built once in that update, for the size layout gave it.
        #expect(log.sizes.count == builds + 1)
        #expect(log.sizes.last == CGSize(width: 200, height: 100))
        #expect(host.isAnimating)
        // The new size's content is in place, its frame and opacity about to move.
        #expect(host.displayList.items[0].frame == narrowBar)
        #expect(host.displayList.items[0].opacity == 0.5)

        host.advance(by: 0.5)
        #expect(Fidelity.close(host.displayList.items[0].frame, CGRect(x: 125, y: 150, width: 75, height: 10), 1e-4))
        #expect(Fidelity.close(host.displayList.items[0].opacity, 0.75, 1e-4))

        host.advance(by: 0.6)
        #expect(host.displayList.items[0].frame == wideBar)
        #expect(host.displayList.items[0].opacity == 1)
        #expect(!host.isAnimating)
        // Frames run no content: the proxy never saw an in-between size.
        #expect(log.sizes.dropFirst(builds).allSatisfy { $0 == CGSize(width: 200, height: 100) })
    }

    /// Without an animation, the bar jumps.
    @Test func withoutAnimationItJumps() {
        let log = SizeLog()
        let host = ViewHost(Resizing(wide: false, log: log))
        host.rootView = Resizing(wide: true, log: log)
        #expect(host.displayList.items[0].frame == wideBar)
        #expect(host.displayList.items[0].opacity == 1)
        #expect(!host.isAnimating)
    }

    /// A state change inside `withAnimation` that moves the reader (a sibling grows) animates the
    /// content too: the bar, as wide as the reader, travels from x = 200 to 225.
    @Test func aStateChangeThatMovesTheReaderAnimates() {
        struct Row: View {
            @State private var wide = false
            var body: some View {
                HStack(spacing: 0) {
                    Color.blue.frame(width: wide ? 100 : 50, height: 10)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { wide = true } }
                    GeometryReader { proxy in
                        Color.red.frame(width: proxy.frame(in: .global).minX > 210 ? 40 : 20, height: 10)
                    }
                    .frame(width: 50, height: 10)
                }
            }
        }
        let host = ViewHost(Row())
        #expect(host.displayList.items[1].frame == CGRect(x: 200, y: 195, width: 20, height: 10))
        host.tap(at: CGPoint(x: 170, y: 200))
        host.advance(by: 0.5)
        // Halfway from (200, 195, 20, 10) to (225, 195, 40, 10).
        #expect(Fidelity.close(host.displayList.items[1].frame, CGRect(x: 212.5, y: 195, width: 30, height: 10), 1e-4))
        host.advance(by: 0.6)
        #expect(host.displayList.items[1].frame == CGRect(x: 225, y: 195, width: 40, height: 10))
    }
}
