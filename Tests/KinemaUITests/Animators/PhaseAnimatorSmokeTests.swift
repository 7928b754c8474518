import Kinema
import Testing

@MainActor
@Suite("PhaseAnimator: smoke")
struct PhaseAnimatorSmokeTests {
    /// Two phases, no trigger: appears at phase false (opacity 0.5), animates to true (1.0) with
    /// easeInOut(1 s) from t = 0, then back, and so on.
    @Test func loopsBetweenTwoPhases() {
        let host = ViewHost(
            Rectangle().frame(width: 50, height: 50)
                .phaseAnimator([false, true]) { content, on in
                    content.opacity(on ? 1 : 0.5)
                } animation: { _ in .linear(duration: 1) })
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 0.75) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(host.displayList.items[0].opacity - 1) < 1e-9)
        host.advance(by: 0.5)
        let opacity = host.displayList.items[0].opacity
        #expect(opacity < 1 && opacity > 0.5, "on its way back: \(opacity)")
        host.advance(by: 10)
        #expect(host.isAnimating)
    }
}
