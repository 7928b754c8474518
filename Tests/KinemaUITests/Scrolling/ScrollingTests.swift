import Foundation
import Kinema
import Testing

// A scroll view scrolls in a host as on a device: the content follows a drag and coasts after it
// at UIScrollView's normal deceleration rate (speed × 0.998 per millisecond: it travels the
// release speed × 1 / (1000 ln(1 / 0.998)) ≈ 0.4995 s further), never rests past the content's
// edges, settles on pages with `.paging`, and scrolls to a view with ScrollViewProxy.scrollTo —
// animated under withAnimation.

private let travelTime = 1 / (1000 * log(1 / 0.998))

/// Twenty rows 50 points tall in a 400-point-tall scroll view: 1,000 points of content, 600 of
/// them beyond the bottom.
private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Color.blue.frame(height: 50).id(index)
                }
            }
        }
    }
}

@MainActor
@Suite("Scrolling")
struct ScrollingTests {
    private func firstRowY(_ host: ViewHost<some View>) -> CGFloat? {
        host.displayList.items.first.map(\.frame.minY)
    }

    @Test func scrollingByADeltaMovesTheContent() {
        let host = ViewHost(Rows())
        #expect(firstRowY(host) == 0)
        #expect(host.scroll(by: CGSize(width: 0, height: 300)))
        #expect(firstRowY(host) == -300)
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 300))
    }

    @Test func scrollingStopsAtTheContentsEdges() {
        let host = ViewHost(Rows())
        host.scroll(by: CGSize(width: 0, height: 10_000))
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 600))
        host.scroll(by: CGSize(width: 0, height: -10_000))
        #expect(host.scrollOffset() == .zero)
        // Across an axis that does not scroll, nothing moves.
        host.scroll(by: CGSize(width: 50, height: 0))
        #expect(host.scrollOffset() == .zero)
    }

    @Test func theContentFollowsADragThenCoastsToRest() {
        let host = ViewHost(Rows())
        #expect(host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 1))
        // Released at 200 points per second upwards: 200 with the finger, then about 0.4995 s × 200.
        let released = host.scrollOffset()?.y ?? 0
        #expect(abs(released - 200) < 1e-6)
        host.advance(by: 5)
        let rest = host.scrollOffset()?.y ?? 0
        #expect(abs(rest - (200 + 200 * travelTime)) < 1)
        #expect(!host.isAnimating)
    }

    @Test func aFlickPastTheEndComesToRestOnTheEdge() {
        let host = ViewHost(Rows())
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 50), duration: 0.1)
        host.advance(by: 5)
        #expect(host.scrollOffset() == CGPoint(x: 0, y: 600))
    }

    @Test func scrollToPutsTheViewAtTheAnchorUnderTheAnimation() {
        struct Jumping: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.red.frame(width: 40, height: 40)
                            .onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(10, anchor: .top) } }
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<20, id: \.self) { index in Color.blue.frame(height: 50).id(index) }
                            }
                        }
                        .frame(height: 300)
                    }
                }
            }
        }
        let host = ViewHost(Jumping())
        // The 340-point stack is centred in the 400-point host: the red square spans y 30 to 70.
        host.tap(at: CGPoint(x: 200, y: 50))
        // Row 10 starts at 500 in the content: the offset goes 0 → 500 over a second.
        host.advance(by: 0.5)
        #expect(abs((host.scrollOffset()?.y ?? 0) - 250) < 1e-6)
        host.advance(by: 0.6)
        #expect(host.scrollOffset()?.y == 500)
    }

    @Test func scrollToWithoutAnAnchorMovesAsLittleAsItTakes() {
        struct Jumping: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                Color.blue.frame(height: 50).id(index)
                                    .onTapGesture { proxy.scrollTo(index == 0 ? 12 : 3) }
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Jumping())
        host.tap(at: CGPoint(x: 200, y: 25))
        // Row 12 (600…650) shows at the bottom: 650 − 400.
        #expect(host.scrollOffset()?.y == 250)
        // Row 3 (150…200) is above the viewport now (250…650): it shows at the top.
        host.tap(at: CGPoint(x: 200, y: 25))
        #expect(host.scrollOffset()?.y == 150)
    }

    @Test func pagingSettlesOnTheNextPageAfterAFlick() {
        struct Pages: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        ForEach(0..<5, id: \.self) { _ in Color.green.frame(width: 400, height: 400) }
                    }
                }
                .scrollTargetBehavior(.paging)
            }
        }
        let host = ViewHost(Pages())
        // 120 points leftwards in 0.1 s: a flick, settling one page on.
        host.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 180, y: 200), duration: 0.1)
        host.advance(by: 3)
        #expect(host.scrollOffset() == CGPoint(x: 400, y: 0))
        // A slow drag of 100 points settles back on the nearest page.
        host.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 2)
        host.advance(by: 3)
        #expect(host.scrollOffset() == CGPoint(x: 400, y: 0))
    }

    @Test func aDisabledScrollViewIgnoresDrags() {
        let host = ViewHost(Rows().scrollDisabled(true))
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.5)
        host.advance(by: 2)
        #expect(host.scrollOffset() == .zero)
    }

    @Test func theContentsTapsStillWork() {
        struct Tappable: View {
            @State private var taps = 0
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Text("taps \(taps)").frame(height: 50).onTapGesture { taps += 1 }
                        ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 50) }
                    }
                }
            }
        }
        let host = ViewHost(Tappable())
        Fidelity.tap(host, text: "taps")
        #expect(Fidelity.texts(host) == ["taps 1"])
    }
}
