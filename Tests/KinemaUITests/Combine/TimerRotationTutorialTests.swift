import Foundation
import Kinema
import Testing

// The tutorial loop: a timer made with `Timer.publish(every:on:in:).autoconnect()` as a view
// property, and `.onReceive` turning a shape a quarter turn per tick under `withAnimation(.linear)`.
// A linear animation covers (t − t₀)/duration of its change, so between ticks at 0.5 s intervals
// the angle is 90° × (number of ticks − 1) + 90° × (t − last tick)/0.5.
// `Animation.linear` is SwiftUI's Bézier (0, 0)–(1, 1), solved to 2⁻²⁰: values between the ends
// agree with the straight line to 1e-4 of a change of 100.

@MainActor
@Suite("Timer tutorial: a rotating square")
struct TimerRotationTutorialTests {
    struct RotatingSquare: View {
        @State private var angle = 0.0
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

        var body: some View {
            Rectangle()
                .fill(.blue)
                .frame(width: 100, height: 100)
                .rotationEffect(.degrees(angle))
                .onReceive(timer) { _ in
                    withAnimation(.linear(duration: 0.5)) {
                        angle += 90
                    }
                }
        }
    }

    private func degrees(_ host: ViewHost<RotatingSquare>) -> Double {
        let transform = host.displayList.items[0].transform
        return atan2(transform.b, transform.a) * 180 / .pi
    }

    @Test func eachTickTurnsTheSquareAQuarterTurnLinearly() {
        let host = ViewHost(RotatingSquare())
        host.advance(by: 0.5)       // the first tick, at 0.5: the animation starts there
        #expect(abs(degrees(host)) < 1e-9)
        host.advance(by: 0.25)
        #expect(abs(degrees(host) - 45) < 1e-4)
        host.advance(by: 0.25)      // the frame at 1.0 ends the first turn; the second tick follows
        #expect(abs(degrees(host) - 90) < 1e-6)
        host.advance(by: 0.25)
        #expect(abs(degrees(host) - 135) < 1e-4)
        host.advance(by: 1.0 / 6)   // 1.4167: 90 + 90 × (0.4167 / 0.5)
        #expect(abs(degrees(host) - 165) < 1e-4)
    }

    @Test func theSquareTurnsAboutItsCentre() {
        let host = ViewHost(RotatingSquare())
        host.advance(by: 0.75)
        let item = host.displayList.items[0]
        let centre = CGPoint(x: item.frame.midX, y: item.frame.midY)
        let moved = centre.applying(item.transform)
        #expect(abs(moved.x - 200) < 1e-6 && abs(moved.y - 200) < 1e-6)
    }
}
