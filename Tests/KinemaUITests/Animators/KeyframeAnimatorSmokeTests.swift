import Kinema
import Testing

@MainActor
@Suite("KeyframeAnimator: smoke")
struct KeyframeAnimatorSmokeTests {
    private struct Liker: View {
        @State var likes = 0
        var body: some View {
            Rectangle().frame(width: 50, height: 50)
                .keyframeAnimator(initialValue: 0.0, trigger: likes) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(100.0, duration: 1)
                    LinearKeyframe(0.0, duration: 1)
                }
                .onTapGesture { likes += 1 }
        }
    }

    /// The content sees the timeline's value at each frame time: 100·t, then 100·(2 − t).
    @Test func playsOnTrigger() {
        let host = ViewHost(Liker())
        #expect(!host.isAnimating)
        #expect(host.displayList.items[0].transform.tx == 0)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].transform.tx - 50) < 1e-9)
        host.advance(by: 1)
        #expect(abs(host.displayList.items[0].transform.tx - 50) < 1e-9)
        host.advance(by: 1)
        #expect(abs(host.displayList.items[0].transform.tx) < 1e-9)
        #expect(!host.isAnimating)
    }
}
