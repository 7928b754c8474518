import Foundation
import Kinema
import KinemaTestSupport
import Testing

// `advance(by:)` of any length finishes (issue 15): an advance spanning more than
// `VirtualClock.maximumFramesPerAdvance` frames jumps over all but the last of them, time stops at
// `VirtualClock.maximumTime`, and whatever is computed from time lands where frame-by-frame stepping
// would have put it.

/// Slides right by 1,000 points over 5,000 seconds.
private struct Slide: View {
    @State private var x = 0.0
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: x)
            .onAppear { withAnimation(.linear(duration: 5_000)) { x = 1_000 } }
    }
}

/// Slides right by 100 points over each second, for ever.
private struct Conveyor: View {
    @State private var x = 0.0
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: x)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { x = 100 }
            }
    }
}

private struct Endless: View {
    @State private var angle = 0.0
    var body: some View {
        VStack {
            Rectangle().frame(width: 20, height: 20)
                .rotationEffect(.degrees(angle))
                .onAppear { withAnimation(.easeInOut(duration: 0.7).repeatForever()) { angle = 90 } }
            Circle().frame(width: 20, height: 20)
                .phaseAnimator([0.2, 1.0, 0.6]) { content, phase in content.opacity(phase).scaleEffect(phase) }
            Capsule().frame(width: 30, height: 10)
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    CubicKeyframe(40, duration: 0.3)
                    SpringKeyframe(-20, duration: 0.4)
                    LinearKeyframe(0, duration: 0.2)
                }
        }
    }
}

@MainActor
@Suite("Long advances")
struct LongAdvanceTests {
    /// A jump over hours lands a repeating animation where stepping every frame would: a linear
    /// 1-second pass a quarter of the way in is at 25 points.
    /// A jump over an hour lands an animation computed from its start time where stepping every
    /// frame would: a linear move of 1,000 points over 5,000 s is at 720.05 points after 3,600.25 s
    /// (216,015 frames at 60 fps, more than the cap, so most are jumped over). The timing curve is
    /// solved to about 1e-7 of the distance, hence the tolerance.
    @Test func aJumpLandsATimedAnimationAtItsTime() {
        let host = ViewHost(Slide())
        host.advance(by: 3_600.25)
        #expect(abs(host.time - 3_600.25) < 1e-9)
        #expect(abs(host.displayList.items[0].transform.tx - 720.05) < 1e-3)
        host.advance(by: 0.25)
        #expect(abs(host.displayList.items[0].transform.tx - 720.1) < 1e-3)
    }

    /// A repeating animation goes on after a jump: its pass in progress ends on the first frame
    /// after the jump (a pass ends on the frame its base finishes, as in SwiftUI) and the passes
    /// after it play in full.
    @Test func aRepeatingAnimationGoesOnAfterAJump() {
        let host = ViewHost(Conveyor())
        host.advance(by: 3_600.25)
        var offsets: [Double] = []
        for _ in 0..<120 {
            host.advance(by: 1.0 / 60)
            offsets.append(Double(host.displayList.items[0].transform.tx))
        }
        #expect(offsets.allSatisfy { $0 >= 0 && $0 <= 100 })
        #expect((offsets.max() ?? 0) - (offsets.min() ?? 0) > 95, "a whole pass, 0 to 100 points")
        #expect(host.isAnimating)
    }

    /// Endless animations of every kind (repeatForever, a looping phase animator, a repeating
    /// keyframe animator; timelines are in `AnimatorBadInputTests`) under an absurd advance: the call returns, the
    /// time stays finite, and the frames stay finite and keep moving.
    @Test func anAbsurdAdvanceOfEveryKindFinishesWithFiniteFrames() {
        let host = ViewHost(Endless())
        host.advance(by: 1e308)
        #expect(host.time == VirtualClock.maximumTime)
        #expect(nonFiniteNumbers(in: host.displayList) == [])
        #expect(host.isAnimating)
    }

    /// Durations too long for the clock, or just long: each call returns with the time finite.
    @Test(arguments: [.greatestFiniteMagnitude, 1e6])
    func anyLongDurationFinishes(duration: Double) {
        let host = ViewHost(Conveyor())
        host.advance(by: duration)
        host.advance(by: duration)
        #expect(host.time == min(2 * duration, VirtualClock.maximumTime))
        #expect(host.displayList.hasOnlyFiniteNumbers)
        #expect(host.isAnimating)
    }

    /// Once time has reached its maximum it stays there: further advances produce no frame.
    @Test func timeStopsAtTheMaximum() {
        let host = ViewHost(Conveyor())
        host.advance(by: 1e308)
        #expect(host.time == VirtualClock.maximumTime)
        let before = host.displayList
        host.advance(by: 1)
        #expect(host.time == VirtualClock.maximumTime)
        #expect(host.displayList == before)
    }
}
