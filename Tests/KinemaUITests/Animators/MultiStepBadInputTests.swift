import Foundation
import Kinema
import Testing

// Phase and keyframe animators given input at the edges: no phases, one phase, a trigger that
// changes every frame, keyframes with no tracks or of no length, a loop of no length. Each has the
// behaviour PhaseAnimator.swift and KeyframeAnimator.swift document, finishes in bounded time, and
// leaves `isAnimating` where documented. Hosts run at 64 Hz, so frame times are exact.

private let fps = 64.0
private let tick = 1 / fps

/// A 50 × 50 square moved right by the phase or keyframe value: the value is the item's `tx`.
@MainActor
private func square() -> some View {
    Rectangle().frame(width: 50, height: 50)
}

@MainActor
private func offsetX<V: View>(_ host: ViewHost<V>) -> Double? {
    host.displayList.items.first.map { Double($0.transform.tx) }
}

/// Runs `body` and returns its wall-clock duration in seconds.
private func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// Phases with a trigger the test sets through `rootView`.
private struct TriggeredPhases: View {
    var phases: [Double]
    var trigger: Int
    var animation: Animation? = .linear(duration: 0.25)

    var body: some View {
        let animation = self.animation
        square()
            .phaseAnimator(phases, trigger: trigger) { content, x in
                content.offset(x: x)
            } animation: { _ in animation }
    }
}

/// Keyframes with a trigger the test sets through `rootView`: linear from the value showing to 100
/// in 0.5 s.
private struct TriggeredKeyframes: View {
    var trigger: Int

    var body: some View {
        square()
            .keyframeAnimator(initialValue: 0.0, trigger: trigger) { content, x in
                content.offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 0.5)
            }
    }
}

@MainActor
@Suite("Multi-step animators: bad input")
struct MultiStepBadInputTests {
    // MARK: - Phases

    /// "An empty phase list shows nothing": no item, nothing animates, with or without a trigger.
    @Test func emptyPhaseListShowsNothing() {
        let looping = ViewHost(PhaseAnimator([Double]()) { x in square().offset(x: x) }, framesPerSecond: fps)
        #expect(looping.displayList.items.isEmpty)
        #expect(!looping.isAnimating)
        looping.advance(by: 1)
        #expect(looping.displayList.items.isEmpty)

        let triggered = ViewHost(TriggeredPhases(phases: [], trigger: 0), framesPerSecond: fps)
        #expect(triggered.displayList.items.isEmpty, "the modifier's content goes too")
        triggered.rootView = TriggeredPhases(phases: [], trigger: 1)
        #expect(!triggered.isAnimating)
        triggered.advance(by: 1)
        #expect(triggered.displayList.items.isEmpty)
    }

    /// Phases that become empty, then come back: nothing while empty, the first phase after.
    @Test func phasesThatEmptyAndRefill() {
        let host = ViewHost(TriggeredPhases(phases: [10, 20], trigger: 0), framesPerSecond: fps)
        #expect(offsetX(host) == 10)
        host.rootView = TriggeredPhases(phases: [], trigger: 1)
        #expect(host.displayList.items.isEmpty)
        host.advance(by: 1)
        host.rootView = TriggeredPhases(phases: [30, 40], trigger: 1)
        #expect(offsetX(host) == 30)
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }

    /// "A single phase shows that phase and never animates", looping or triggered.
    @Test func singlePhaseNeverAnimates() {
        let looping = ViewHost(PhaseAnimator([7.0]) { x in square().offset(x: x) }, framesPerSecond: fps)
        #expect(offsetX(looping) == 7)
        #expect(!looping.isAnimating)
        looping.advance(by: 1)
        #expect(offsetX(looping) == 7)

        let triggered = ViewHost(TriggeredPhases(phases: [7], trigger: 0), framesPerSecond: fps)
        for trigger in 1...3 {
            triggered.rootView = TriggeredPhases(phases: [7], trigger: trigger)
            #expect(!triggered.isAnimating, "trigger \(trigger)")
            triggered.advance(by: tick)
            #expect(offsetX(triggered) == 7)
        }
    }

    /// "A step whose animation is nil moves on at the next frame": with no trigger the phases cycle
    /// one per frame, forever (the first step happens at appearance).
    @Test func nilAnimationsCycleOnePhasePerFrame() {
        let phases = [0.0, 10, 20]
        let host = ViewHost(
            PhaseAnimator(phases) { x in square().offset(x: x) } animation: { _ in nil }, framesPerSecond: fps)
        #expect(offsetX(host) == 10, "at appearance: on to the second phase at once")
        for k in 1...10 {
            host.advance(by: tick)
            #expect(offsetX(host) == phases[(k + 1) % 3], "frame \(k)")
            #expect(host.isAnimating)
        }
        let time = seconds { host.advance(by: 10) }
        #expect(time < 5, "640 frames of stepping take \(time) s")
        #expect(offsetX(host) == phases[(650 + 1) % 3])
    }

    /// Phases that are all equal change nothing: each step moves on at the next frame; a triggered
    /// run goes round once and stops.
    @Test func equalPhasesStepWithoutHanging() {
        let host = ViewHost(TriggeredPhases(phases: [5, 5, 5], trigger: 0), framesPerSecond: fps)
        host.rootView = TriggeredPhases(phases: [5, 5, 5], trigger: 1)
        #expect(host.isAnimating)
        host.advance(by: 4 * tick)
        #expect(!host.isAnimating, "three steps, one a frame, then rest")
        #expect(offsetX(host) == 5)
    }

    /// With nil animations a triggered run visits each phase for one frame and ends at the first.
    @Test func nilAnimationsTriggeredRunVisitsEachPhaseOnce() {
        let phases = [0.0, 10, 20]
        let host = ViewHost(TriggeredPhases(phases: phases, trigger: 0, animation: nil), framesPerSecond: fps)
        host.rootView = TriggeredPhases(phases: phases, trigger: 1, animation: nil)
        #expect(offsetX(host) == 10)
        host.advance(by: tick)
        #expect(offsetX(host) == 20)
        host.advance(by: tick)
        #expect(offsetX(host) == 0)
        host.advance(by: 2 * tick)
        #expect(!host.isAnimating)
        #expect(offsetX(host) == 0)
    }

    /// A trigger that changes every frame: the run playing goes on, and the changes made during it
    /// ask for one more run, not one each. The value stays between the phases (linear curves only
    /// mix them), nothing hangs, and once the trigger rests the runs end at the first phase and the
    /// host stops animating.
    @Test func phaseTriggerChangingEveryFrame() {
        let phases = [0.0, 100, 200]
        let host = ViewHost(TriggeredPhases(phases: phases, trigger: 0), framesPerSecond: fps)
        var low = Double.infinity, high = -Double.infinity
        let time = seconds {
            for trigger in 1...128 {
                host.rootView = TriggeredPhases(phases: phases, trigger: trigger)
                host.advance(by: tick)
                let x = offsetX(host) ?? .nan
                low = min(low, x)
                high = max(high, x)
                #expect(x.isFinite && x >= -1e-9 && x <= 200 + 1e-9, "trigger \(trigger): \(x)")
            }
            host.advance(by: 30)
        }
        #expect(time < 5, "took \(time) s")
        #expect(high > 50, "it moves: \(low)…\(high)")
        #expect(!host.isAnimating, "the last run ends")
        #expect(offsetX(host) == 0, "at the first phase")
    }

    /// Phases that shrink in the middle of a run (three, at the third, down to two): the phase
    /// showing is clamped to the last one left and the run still ends at the first.
    @Test func phasesShrinkMidRun() {
        let host = ViewHost(TriggeredPhases(phases: [0, 100, 200], trigger: 0), framesPerSecond: fps)
        host.rootView = TriggeredPhases(phases: [0, 100, 200], trigger: 1)
        host.advance(by: 0.4)   // past the first step (0.25 s): on the way to 200
        host.rootView = TriggeredPhases(phases: [0, 100], trigger: 1)
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(offsetX(host) == 0)
    }

    // MARK: - Keyframes

    /// A trigger that changes every frame restarts the clip each frame from the value showing: one
    /// frame of "linear to 100 in 0.5 s" covers 1/32 of the way, so after n frames the value is
    /// 100·(1 − (31/32)ⁿ). When the trigger rests, the last clip plays out and stops at 100.
    @Test func keyframeTriggerChangingEveryFrame() {
        let host = ViewHost(TriggeredKeyframes(trigger: 0), framesPerSecond: fps)
        #expect(offsetX(host) == 0)
        for n in 1...96 {
            host.rootView = TriggeredKeyframes(trigger: n)
            host.advance(by: tick)
            let expected = 100 * (1 - pow(31.0 / 32, Double(n)))
            let x = offsetX(host) ?? .nan
            #expect(abs(x - expected) < 1e-9, "frame \(n): \(x), expected \(expected)")
        }
        #expect(host.isAnimating)
        host.advance(by: 0.5)
        #expect(!host.isAnimating)
        #expect(offsetX(host) == 100)
    }

    /// `repeating: false` without a trigger plays once, at appearance, and rests at the end.
    @Test func keyframesNotRepeatingPlayOnce() {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: false) { x in square().offset(x: x) } keyframes: { _ in
                LinearKeyframe(64.0, duration: 0.5)
            },
            framesPerSecond: fps)
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        #expect(abs((offsetX(host) ?? .nan) - 32) < 1e-9)
        host.advance(by: 0.25)
        #expect(offsetX(host) == 64)
        #expect(!host.isAnimating)
        host.advance(by: 1)
        #expect(offsetX(host) == 64)
    }

    /// A keyframes closure with no tracks makes a clip of no length: it "shows its final value at
    /// once" — the value it started from — and never loops.
    @Test func keyframesWithNoTracks() {
        let repeating = ViewHost(
            KeyframeAnimator(initialValue: 5.0, repeating: true) { x in square().offset(x: x) } keyframes: { _ in },
            framesPerSecond: fps)
        #expect(!repeating.isAnimating)
        #expect(offsetX(repeating) == 5)
        repeating.advance(by: 1)
        #expect(offsetX(repeating) == 5)

        struct Triggered: View {
            var trigger: Int
            var body: some View {
                KeyframeAnimator(initialValue: 5.0, trigger: trigger) { x in square().offset(x: x) } keyframes: { _ in }
            }
        }
        let triggered = ViewHost(Triggered(trigger: 0), framesPerSecond: fps)
        triggered.rootView = Triggered(trigger: 1)
        #expect(!triggered.isAnimating)
        #expect(offsetX(triggered) == 5)
    }

    /// A track with no keyframes in it, looping: the same.
    @Test func emptyTrackRepeating() {
        struct Values { var x = 3.0 }
        let host = ViewHost(
            KeyframeAnimator(initialValue: Values(), repeating: true) { v in square().offset(x: v.x) } keyframes: { _ in
                KeyframeTrack(\.x) {}
            },
            framesPerSecond: fps)
        #expect(!host.isAnimating)
        #expect(offsetX(host) == 3)
    }

    /// Keyframes that last no time (zero, negative, NaN and infinite durations are all jumps),
    /// repeating: the final value at once, no loop, no frames.
    @Test(arguments: [0.0, -1, .nan, .infinity])
    func zeroDurationKeyframesRepeating(duration: Double) {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: true) { x in square().offset(x: x) } keyframes: { _ in
                LinearKeyframe(50.0, duration: duration)
            },
            framesPerSecond: fps)
        #expect(offsetX(host) == 50, "duration \(duration): the final value at once")
        #expect(!host.isAnimating, "duration \(duration): never loops")
        let time = seconds { host.advance(by: 1) }
        #expect(time < 1)
        #expect(offsetX(host) == 50)
    }

    /// Move, spring and cubic keyframes of no length, repeating, each on its own track: the same.
    @Test func zeroDurationKeyframesOfEveryKind() {
        struct Values { var a = 0.0, b = 0.0, c = 0.0 }
        let host = ViewHost(
            KeyframeAnimator(initialValue: Values(), repeating: true) { v in
                square().offset(x: v.a + v.b + v.c)
            } keyframes: { _ in
                KeyframeTrack(\.a) { MoveKeyframe(1.0) }
                KeyframeTrack(\.b) { SpringKeyframe(10.0, duration: 0) }
                KeyframeTrack(\.c) { CubicKeyframe(100.0, duration: 0) }
            },
            framesPerSecond: fps)
        #expect(offsetX(host) == 111)
        #expect(!host.isAnimating)
    }

    /// A loop whose next lap lasts no time stops there: lap one runs 1 → 0 in 0.5 s; lap two,
    /// built from 0, has no length, so the animator rests at 0.
    @Test func loopThatShrinksToNothingStops() {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 1.0, repeating: true) { x in square().offset(x: x) } keyframes: { start in
                LinearKeyframe(0.0, duration: start > 0 ? 0.5 : 0)
            },
            framesPerSecond: fps)
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        #expect(abs((offsetX(host) ?? .nan) - 0.5) < 1e-12)
        host.advance(by: 0.25)
        #expect(offsetX(host) == 0)
        #expect(!host.isAnimating)
    }

    /// A repeating clip far shorter than a frame must not make one frame do unbounded work: laps of
    /// 1 µs, 1 ns and 1e-300 s (where `elapsed - duration == elapsed`, so lap-by-lap stepping
    /// would never end), one frame each.
    @Test(arguments: [1e-6, 1e-9, 1e-300])
    func repeatingClipShorterThanAFrame(duration: Double) {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: true) { x in square().offset(x: x) } keyframes: { _ in
                LinearKeyframe(50.0, duration: duration)
            },
            framesPerSecond: fps)
        let time = seconds { host.advance(by: tick) }
        #expect(time < 1, "one frame of a \(duration) s loop took \(time) s")
        let x = offsetX(host) ?? .nan
        #expect(x >= 0 && x <= 50, "\(x)")
        #expect(host.isAnimating, "still looping")
    }

    // MARK: - Removal mid-run

    /// A looping phase animator or keyframe animator that leaves the hierarchy stops asking for
    /// frames; bringing it back starts afresh.
    @Test func animatorsRemovedMidRunStop() {
        struct Shown: View {
            var show: Bool
            var body: some View {
                if show {
                    PhaseAnimator([0.0, 100]) { x in square().offset(x: x) } animation: { _ in .linear(duration: 1) }
                }
            }
        }
        let phases = ViewHost(Shown(show: true), framesPerSecond: fps)
        phases.advance(by: 0.5)
        #expect(phases.isAnimating)
        #expect(abs((offsetX(phases) ?? .nan) - 50) < 1e-9)
        phases.rootView = Shown(show: false)
        #expect(phases.displayList.items.isEmpty)
        phases.advance(by: 2)
        #expect(!phases.isAnimating, "nothing left to animate")
        phases.rootView = Shown(show: true)
        #expect(offsetX(phases) == 0, "back at the first phase")
        phases.advance(by: 0.25)
        #expect(abs((offsetX(phases) ?? .nan) - 25) < 1e-9, "a fresh loop from the first phase")

        struct Clip: View {
            var show: Bool
            var body: some View {
                if show {
                    KeyframeAnimator(initialValue: 0.0) { x in square().offset(x: x) } keyframes: { _ in
                        LinearKeyframe(100.0, duration: 1)
                    }
                }
            }
        }
        let keyframes = ViewHost(Clip(show: true), framesPerSecond: fps)
        keyframes.advance(by: 0.5)
        #expect(keyframes.isAnimating)
        #expect(abs((offsetX(keyframes) ?? .nan) - 50) < 1e-9)
        keyframes.rootView = Clip(show: false)
        keyframes.advance(by: 2)
        #expect(!keyframes.isAnimating, "nothing left to animate")
        keyframes.rootView = Clip(show: true)
        keyframes.advance(by: 0.25)
        #expect(abs((offsetX(keyframes) ?? .nan) - 25) < 1e-9, "a fresh clip from the initial value")
    }
}
