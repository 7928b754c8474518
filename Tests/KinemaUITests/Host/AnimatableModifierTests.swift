import Foundation
import Kinema
import KinemaTestSupport
import Testing

/// The classic shake: the offset is computed from the animated number of shakes in `body(content:)`.
private struct Shake: AnimatableModifier {
    var shakes: CGFloat

    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: sin(shakes * .pi * 2) * 10)
    }
}

/// Records every value SwiftUI-style frames write into `animatableData` (the `didSet` idiom people
/// use to observe an animation's progress).
@MainActor
private final class ProgressLog {
    var values: [Double] = []
}

private struct Progress: ViewModifier, Animatable {
    var progress: Double
    let log: ProgressLog

    var animatableData: Double {
        get { progress }
        set {
            progress = newValue
            log.values.append(newValue)
        }
    }

    func body(content: Content) -> some View {
        content.opacity(progress)
    }
}

private struct ShakeHost: View {
    @State var shakes: CGFloat = 0

    var body: some View {
        Color.red
            .frame(width: 10, height: 10)
            .modifier(Shake(shakes: shakes))
            .onTapGesture {
                withAnimation(.linear(duration: 1)) { shakes = 1 }
            }
    }
}

private struct ProgressHost: View {
    @State var done = false
    let log: ProgressLog
    let animation: Animation?

    var body: some View {
        Color.blue
            .frame(width: 10, height: 10)
            .modifier(Progress(progress: done ? 1 : 0.25, log: log))
            .onTapGesture {
                withAnimation(animation) { done = true }
            }
    }
}

@MainActor
@Suite("Animatable modifiers")
struct AnimatableModifierTests {
    /// The shake's body runs on each frame with linearly interpolated shakes: at t the offset is
    /// 10·sin(2π·linear(t)) (SwiftUI's linear Bézier on its 2⁻²⁰ grid), so the view swings right,
    /// back through 0 at t = ½, left, and home.
    @Test func shakeBodyRunsEachFrameWithInterpolatedData() {
        let host = ViewHost(ShakeHost())
        #expect(host.displayList.items[0].transform.tx == 0)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        var sawRight = false
        var sawLeft = false
        for frame in 1...59 {
            host.advance(by: 1.0 / 60)
            let t = Double(frame) / 60
            let expected = sin(SwiftUIReference.Bezier.linear.value(at: t) * .pi * 2) * 10
            let tx = host.displayList.items[0].transform.tx
            #expect(abs(tx - expected) < 1e-9, "frame \(frame)")
            if tx > 9 { sawRight = true }
            if tx < -9 { sawLeft = true }
        }
        #expect(sawRight && sawLeft)
        host.advance(by: 1)
        #expect(abs(host.displayList.items[0].transform.tx) < 1e-9)
        #expect(!host.isAnimating)
    }

    /// A plain `ViewModifier` that conforms to `Animatable` animates the same way, and its
    /// `animatableData` setter sees every frame's value, rising from ¼ to 1. (Not from 0: a fully
    /// transparent view takes no taps.)
    @Test func setterSeesEveryFrame() {
        let log = ProgressLog()
        let host = ViewHost(ProgressHost(log: log, animation: .easeInOut(duration: 0.5)))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        log.values.removeAll()
        host.advance(by: 0.25)
        // 15 frames, each writing the interpolated progress once, strictly increasing.
        #expect(log.values.count == 15)
        #expect(zip(log.values, log.values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(log.values.allSatisfy { $0 > 0.25 && $0 < 1 })
        // Half way through an ease-in-out the curve is at ½ (it is symmetric): ¼ + ¾·½.
        #expect(abs(host.displayList.items[0].opacity - 0.625) < 1e-3)
        host.advance(by: 1)
        #expect(host.displayList.items[0].opacity == 1)
    }

    /// Without an animation the body sees the new value at once, and no frames are due.
    @Test func withoutAnimationTheBodySeesTheNewValue() {
        let log = ProgressLog()
        let host = ViewHost(ProgressHost(log: log, animation: nil))
        #expect(host.displayList.items[0].opacity == 0.25)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.displayList.items[0].opacity == 1)
        #expect(!host.isAnimating)
    }
}
