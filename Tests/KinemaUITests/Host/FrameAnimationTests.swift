import Kinema
import Testing

@MainActor
@Suite("Layout changes animate")
struct FrameAnimationTests {
    private struct Row: View {
        @State var wide = false
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: wide ? 100 : 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
            .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
        }
    }

    /// The row is centred in 400 points: 100 wide at first (red 150…200, blue 200…250), 150 wide
    /// after (red 125…225, blue 225…275). Under a linear 1 s animation, the blue square's origin
    /// moves from 200 to 225 in a straight line: 212.5 at 0.5 s; the red one widens 50 → 75.
    @Test func aLayoutChangeUnderAnAnimationMovesLinearly() {
        let host = ViewHost(Row())
        #expect(host.displayList.items[1].frame.minX == 200)
        host.tap(at: CGPoint(x: 175, y: 200))
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[1].frame.minX - 212.5) < 1e-9)
        #expect(abs(host.displayList.items[0].frame.width - 75) < 1e-9)
        host.advance(by: 0.6)
        #expect(host.displayList.items[1].frame.minX == 225)
    }

    private struct Jump: View {
        @State var wide = false
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: wide ? 100 : 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
            .onTapGesture { wide.toggle() }
        }
    }

    @Test func withoutAnAnimationItJumps() {
        let host = ViewHost(Jump())
        host.tap(at: CGPoint(x: 175, y: 200))
        #expect(host.displayList.items[1].frame.minX == 225)
        #expect(!host.isAnimating)
    }
}
