import Kinema
import KinemaTestSupport
import Testing

/// A view that animates through its own body: the offset is computed from `progress` on each frame.
private struct Slider: View, Animatable {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    var body: some View {
        Color.red
            .frame(width: 10, height: 10)
            .offset(x: progress * 100)
    }
}

private struct SliderHost: View {
    @State var end = false

    var body: some View {
        Slider(progress: end ? 1 : 0)
            .onTapGesture {
                withAnimation(.linear(duration: 1)) { end.toggle() }
            }
    }
}

@MainActor
@Suite("Animatable views")
struct AnimatableViewTests {
    /// The slider's body sees linearly interpolated progress on each frame: at t the offset is
    /// 100·linear(t) over 1 s — SwiftUI's linear Bézier on the 2⁻²⁰ grid
    /// (`SwiftUIReference.Bezier.linear`), within 2e-4 of 100·t — and its body runs once per frame
    /// while it moves.
    @Test func bodyRunsEachFrameWithInterpolatedData() {
        let host = ViewHost(SliderHost())
        #expect(host.displayList.items.count == 1)
        #expect(host.displayList.items[0].transform.tx == 0)
        let before = host.bodyEvaluationCount
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        let afterTap = host.bodyEvaluationCount
        // The tap re-runs the host's body and the slider's (at presentation 0).
        #expect(afterTap == before + 2)
        for frame in 1...30 {
            host.advance(by: 1.0 / 60)
            let t = Double(frame) / 60
            let expected = 100 * SwiftUIReference.Bezier.linear.value(at: t)
            #expect(abs(host.displayList.items[0].transform.tx - expected) < 1e-9, "frame \(frame)")
            #expect(abs(host.displayList.items[0].transform.tx - 100 * t) < 2e-4, "frame \(frame)")
        }
        #expect(host.bodyEvaluationCount == afterTap + 30)
        host.advance(by: 1)
        #expect(abs(host.displayList.items[0].transform.tx - 100) < 1e-9)
        #expect(!host.isAnimating)
        let settled = host.bodyEvaluationCount
        host.advance(by: 1)
        #expect(host.bodyEvaluationCount == settled)
    }
}
