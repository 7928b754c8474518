import Foundation
import Kinema
import KinemaTestSupport
import Testing

// The phase and keyframe samples of seeds 001 and 004 (SeedMultiStepSamples.swift), driven through
// `ViewHost`. Expected values come from references written independently of Kinema: timing curves
// by `SwiftUIReference.Bezier` (SwiftUI's solve, rounded to the 2⁻²⁰ grid), the persistent springs
// (`.bouncy`, `.smooth`, `.default`, `.spring(duration:bounce:)`) by `SwiftUIReference.FluidSpring`
// (SwiftUI's 1/300 s integrator) through `SpringTrack` (SeedAvatarSupport.swift), colours by the
// sRGB transfer functions written out below, keyframes by a `KeyframeTimeline` built here with the
// same tracks.
//
// The hosts run at 64 frames per second: every frame time k/64 and every difference of two is exact
// in binary, so a step of 0.5 s or 1 s ends exactly on a frame and a step of 0.3 s never does, and
// the frame at which each phase starts is known without rounding doubt. The rules used (documented
// in PhaseAnimator.swift, TimingCurveAnimation.swift and FluidSpringAnimation.swift):
// - a phase step starts at the frame at which the previous step's animation is logically complete;
// - a timing curve is complete at the first frame *past* its duration (the last frame at or before
//   it shows the whole change); a spring is logically complete at the first frame at which
//   `response` has elapsed since it (re)started — 0.5 s (32 frames) for `.bouncy` and `.smooth`,
//   0.55 s for `.default` (response 0.55: 36 frames, 0.5625 s) — and goes on settling;
// - a step that changes nothing moves on at the next frame;
// - a spring that starts while another spring still moves the same value carries on from its
//   position, velocity and force, in the same time base (springs merge).

private let fps = 64.0
private let tick = 1 / fps

@MainActor
private func makeHost<V: View>(_ view: V) -> ViewHost<V> {
    ViewHost(view, framesPerSecond: fps)
}

/// The first item of the display list.
@MainActor
private func item<V: View>(_ host: ViewHost<V>) -> DisplayList.Item {
    host.displayList.items[0]
}

extension DisplayList.Item {
    /// The offset of an item scaled uniformly about its centre, then offset: ty − midY·(1 − d).
    fileprivate var offsetY: Double { Double(transform.ty - frame.midY * (1 - transform.d)) }
    /// The uniform scale (transform `a`).
    fileprivate var uniformScale: Double { Double(transform.a) }
}

/// `.spring(duration: 0.3, bounce: 0.7)`: response 0.3, damping fraction 1 − 0.7 (Apple's `Spring`
/// documentation).
private let bounceSpring = SwiftUIReference.FluidSpring(response: 0.3, dampingFraction: 1 - 0.7)

/// easeInOut over `duration`, from `from` to `to`, `t` seconds in (clamped).
private func easeInOut(from: Double, to: Double, duration: Double, _ t: Double) -> Double {
    from + (to - from) * SwiftUIReference.Bezier.easeInOut.value(at: t / duration)
}

private func expectClose(
    _ actual: Double, _ expected: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual, expected, 1e-9, what, sourceLocation: sourceLocation)
}

private func expectClose(
    _ actual: Double, _ expected: Double, _ tolerance: Double, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(what): \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

// MARK: - sRGB, written out (IEC 61966-2-1)

private func toLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
private func toEncoded(_ l: Double) -> Double {
    let l = min(max(l, 0), 1)
    return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
}

/// The colour between `a` and `b` at fraction `p`, interpolated in linear light.
private func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ p: Double) -> (Double, Double, Double) {
    func one(_ x: Double, _ y: Double) -> Double { toEncoded(toLinear(x) + (toLinear(y) - toLinear(x)) * p) }
    return (one(a.0, b.0), one(a.1, b.1), one(a.2, b.2))
}

private let systemRed = (255.0 / 255, 59.0 / 255, 48.0 / 255)   // Color.red: (255, 59, 48)
private let black = (0.0, 0.0, 0.0)                                // Color.primary, light appearance

// MARK: - Keyframe values, rebuilt here

/// Seed 001's `AnimationValues` (its own is private to the sample).
private struct EmojiValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

/// Seed 001's four tracks, as the sample writes them.
private func emojiTimeline(from start: EmojiValues = EmojiValues()) -> KeyframeTimeline<EmojiValues> {
    KeyframeTimeline(initialValue: start) {
        KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.verticalOffset) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
            SpringKeyframe(0.0, spring: .bouncy)
        }
        KeyframeTrack(\.verticalStretch) {
            CubicKeyframe(1.0, duration: 0.1)
            CubicKeyframe(0.6, duration: 0.15)
            CubicKeyframe(1.5, duration: 0.1)
            CubicKeyframe(1.05, duration: 0.15)
            CubicKeyframe(1.0, duration: 0.88)
            CubicKeyframe(0.8, duration: 0.1)
            CubicKeyframe(1.04, duration: 0.4)
            CubicKeyframe(1.0, duration: 0.22)
        }
        KeyframeTrack(\.angle) {
            CubicKeyframe(.zero, duration: 0.58)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.degrees(-16), duration: 0.125)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.zero, duration: 0.125)
        }
    }
}

/// Seed 001's scale track alone (the "ScaleTrack" listing).
private func scaleOnlyTimeline(from start: EmojiValues = EmojiValues()) -> KeyframeTimeline<EmojiValues> {
    KeyframeTimeline(initialValue: start) {
        KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }
    }
}

/// Seed 004's `AnimationValues`.
private struct ReactionValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

/// Seed 004's four tracks.
private func reactionTimeline(from start: ReactionValues = ReactionValues()) -> KeyframeTimeline<ReactionValues> {
    KeyframeTimeline(initialValue: start) {
        KeyframeTrack(\.angle) {
            CubicKeyframe(.zero, duration: 0.58)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.degrees(-16), duration: 0.125)
            CubicKeyframe(.degrees(16), duration: 0.125)
            CubicKeyframe(.zero, duration: 0.125)
        }
        KeyframeTrack(\.verticalStretch) {
            CubicKeyframe(1.0, duration: 0.1)
            CubicKeyframe(0.6, duration: 0.15)
            CubicKeyframe(1.5, duration: 0.1)
            CubicKeyframe(1.05, duration: 0.15)
            CubicKeyframe(1.0, duration: 0.88)
            CubicKeyframe(0.8, duration: 0.1)
            CubicKeyframe(1.04, duration: 0.4)
            CubicKeyframe(1.0, duration: 0.22)
        }
        KeyframeTrack(\.scale) {
            LinearKeyframe(1.0, duration: 0.36)
            SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.verticalTranslation) {
            LinearKeyframe(0.0, duration: 0.1)
            SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
            SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
            SpringKeyframe(0.0, spring: .bouncy)
        }
    }
}

/// The transform of `.rotationEffect(angle).scaleEffect(s).scaleEffect(y: stretch).offset(y: dy)`
/// on an item laid out in `frame`: rotate, scale, stretch about the centre (innermost first), then
/// move. Written out as a matrix (x′ = a·x + c·y + tx, y′ = b·x + d·y + ty).
private func effectTransform(angle: Angle, scale s: Double, stretch: Double, offsetY dy: Double, frame: CGRect)
    -> (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    let cosA = cos(angle.radians), sinA = sin(angle.radians)
    let a = s * cosA, c = -s * sinA
    let b = s * stretch * sinA, d = s * stretch * cosA
    let cx = Double(frame.midX), cy = Double(frame.midY)
    return (a, b, c, d, cx - (a * cx + c * cy), cy - (b * cx + d * cy) + dy)
}

private func expectTransform(
    _ item: DisplayList.Item, angle: Angle, scale: Double, stretch: Double, offsetY: Double, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let e = effectTransform(angle: angle, scale: scale, stretch: stretch, offsetY: offsetY, frame: item.frame)
    let t = item.transform
    let actual = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
    let expected = [e.a, e.b, e.c, e.d, e.tx, e.ty]
    let worst = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= 1e-9, "\(what): transform \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

// MARK: - withAnimation with a completion

@MainActor
@Suite("Seeds 001/004: multi-step animations through ViewHost")
struct SeedMultiStepTests {
    /// The first bounce: up on tap with `.bouncy`, and it stays up.
    @Test func simpleBounceGoesUpAndStays() {
        let host = makeHost(Seed001SimpleBounce.SimpleAnimationView(emoji: "🐶"))
        #expect(item(host).transform.ty == 0)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        var up = SpringTrack(.bouncy, from: 0, to: -40, at: host.time)
        for k in 1...30 {
            host.advance(by: tick)
            up.step(to: host.frameTime(fps: fps))
            expectClose(Double(item(host).transform.ty), up.value, "frame \(k)")
        }
        host.advance(by: 3)
        #expect(!host.isAnimating)
        #expect(item(host).transform.ty == -40)
    }

    /// Up with `.bouncy` on tap; when it is logically complete (0.5 s, the spring's response), the
    /// completion sends it back down with the default spring, which merges: it carries the bounce's
    /// position, velocity and force.
    @Test func simpleBounceComesBackInTheCompletion() {
        let host = makeHost(Seed001SimpleBounceCompletion.SimpleAnimationView(emoji: "🐶"))
        host.advance(by: 0.25)
        #expect(!host.isAnimating, "nothing moves before the tap")
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.isAnimating)
        // Up: 0.5 s of .bouncy toward −40.
        var track = SpringTrack(.bouncy, from: 0, to: -40, at: host.time)
        for k in 1...32 {
            host.advance(by: tick)
            track.step(to: host.frameTime(fps: fps))
            expectClose(Double(item(host).transform.ty), track.value, "up, frame \(k)")
        }
        // The completion ran at 0.5 s: from there, the default spring toward 0 with the bounce's state.
        #expect(track.value < -30, "well on its way up at 0.5 s: \(track.value)")
        track.retarget(.default, to: 0, at: host.time)
        for k in 1...32 {
            host.advance(by: tick)
            track.step(to: host.frameTime(fps: fps))
            expectClose(Double(item(host).transform.ty), track.value, "down, frame \(k)")
        }
        host.advance(by: 3)
        #expect(!host.isAnimating)
        #expect(item(host).transform.ty == 0, "back where it started")
    }

    // MARK: - Two phases

    /// No trigger: from the first phase at appearance, to the next with `.default` each time the
    /// previous step is logically complete (every 0.5625 s: 36 frames, the first past `.default`'s
    /// response of 0.55 s), looping; each step merges into the moving spring.
    @Test func twoPhaseLoopRepeatsWithoutATrigger() {
        let host = makeHost(Seed001TwoPhaseRepeating.TwoPhaseAnimationView(emoji: "🐶"))
        #expect(host.isAnimating, "starts when it appears")
        #expect(item(host).transform.ty == 0, "the first phase (false): offset 0")
        var track = SpringTrack(.default, from: 0, to: -40, at: host.time)
        for step in 0..<6 {   // three full cycles
            if step > 0 { track.retarget(.default, to: step % 2 == 0 ? -40 : 0, at: host.time) }
            for k in 1...36 {
                host.advance(by: tick)
                track.step(to: host.frameTime(fps: fps))
                expectClose(Double(item(host).transform.ty), track.value, "step \(step), frame \(k)")
            }
            #expect(!track.isFinished, "step \(step): still moving when the next step merges")
        }
        #expect(host.isAnimating, "loops for as long as it is shown")
        host.advance(by: 5)
        #expect(host.isAnimating)
    }

    /// With a trigger: rests at the first phase; a tap plays up (`.default`) and back down, once.
    @Test func twoPhaseTriggerPlaysOneRun() {
        let host = makeHost(Seed001TwoPhaseTrigger.TwoPhaseAnimationView(emoji: "🐶"))
        #expect(!host.isAnimating, "rests at the first phase")
        host.advance(by: 1)
        #expect(item(host).transform.ty == 0)
        for run in 0..<2 {
            #expect(host.tap(at: CGPoint(x: 200, y: 200)))
            var track = SpringTrack(.default, from: 0, to: -40, at: host.time)
            for k in 1...36 {
                host.advance(by: tick)
                track.step(to: host.frameTime(fps: fps))
                expectClose(Double(item(host).transform.ty), track.value, "run \(run) up, frame \(k)")
            }
            track.retarget(.default, to: 0, at: host.time)
            for k in 1...36 {
                host.advance(by: tick)
                track.step(to: host.frameTime(fps: fps))
                expectClose(Double(item(host).transform.ty), track.value, "run \(run) down, frame \(k)")
            }
            host.advance(by: 3)
            #expect(!host.isAnimating, "run \(run): one run, then rest")
            #expect(item(host).transform.ty == 0, "run \(run): back at the first phase")
        }
    }

    /// The animation closure: `.bouncy` up (to `true`), `.default` down (to `false`).
    @Test func twoPhaseAnimationClosurePicksEachStepsAnimation() {
        let host = makeHost(Seed001TwoPhaseAnimation.TwoPhaseAnimationView(emoji: "🐶"))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        var track = SpringTrack(.bouncy, from: 0, to: -40, at: host.time)
        for k in 1...32 {
            host.advance(by: tick)
            track.step(to: host.frameTime(fps: fps))
            expectClose(Double(item(host).transform.ty), track.value, "up (bouncy), frame \(k)")
        }
        track.retarget(.default, to: 0, at: host.time)
        for k in 1...32 {
            host.advance(by: tick)
            track.step(to: host.frameTime(fps: fps))
            expectClose(Double(item(host).transform.ty), track.value, "down (default), frame \(k)")
        }
        host.advance(by: 3)
        #expect(!host.isAnimating)
        #expect(item(host).transform.ty == 0)
    }

    /// A tap in the middle of a run lets the run finish — up, then back down — and then plays one
    /// more run: a second trip up and back, after which the emoji rests.
    @Test func triggerMidRunQueuesOneMoreRun() {
        let host = makeHost(Seed001TwoPhaseTrigger.TwoPhaseAnimationView(emoji: "🐶"))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        var track = SpringTrack(.default, from: 0, to: -40, at: host.time)
        for _ in 1...16 {
            host.advance(by: tick)
            track.step(to: host.frameTime(fps: fps))
        }
        expectClose(Double(item(host).transform.ty), track.value, "a quarter second up")
        // The emoji has moved up: tap where it is drawn.
        let drawn = item(host).frame.applying(item(host).transform)
        #expect(host.tap(at: CGPoint(x: drawn.midX, y: drawn.midY)))
        // The first run goes on up (the same spring, undisturbed) …
        host.advance(by: tick)
        track.step(to: host.frameTime(fps: fps))
        expectClose(Double(item(host).transform.ty), track.value, "still going up")
        // … comes back down, and a second run goes up again.
        var trips = 0
        var wasHigh = true
        for _ in 0..<(64 * 8) {
            host.advance(by: tick)
            let ty = Double(item(host).transform.ty)
            if wasHigh && ty > -1 { wasHigh = false }
            if !wasHigh && ty < -30 {
                trips += 1
                wasHigh = true
            }
        }
        #expect(trips == 1, "one more trip up after the first run")
        #expect(!host.isAnimating)
        #expect(item(host).transform.ty == 0)
    }

    // MARK: - Three phases

    /// Seed 001: to `.move` with easeInOut(0.3) (scale 1 → 1.5, offset 0 → −64); to `.scale`,
    /// which changes nothing, so the run moves on at the next frame; back to `.initial` with
    /// `.smooth` from rest.
    @Test func threePhaseEmojiRunsEachPhaseWithItsAnimation() {
        let host = makeHost(Seed001ThreePhase.ThreePhaseAnimationView(emoji: "🐶"))
        host.advance(by: 0.25)
        #expect(!host.isAnimating)
        #expect(item(host).uniformScale == 1 && item(host).offsetY == 0)
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        // 0.3 s is 19.2 frames: frames 0…19 on the curve, frame 20 past it.
        for k in 1...19 {
            host.advance(by: tick)
            let t = Double(k) * tick
            expectClose(item(host).uniformScale, easeInOut(from: 1, to: 1.5, duration: 0.3, t), "move: scale, frame \(k)")
            expectClose(item(host).offsetY, easeInOut(from: 0, to: -64, duration: 0.3, t), "move: offset, frame \(k)")
        }
        host.advance(by: tick)   // frame 20: the move is over; the step to .scale changes nothing
        expectClose(item(host).uniformScale, 1.5, "at .move, scale")
        expectClose(item(host).offsetY, -64, "at .move, offset")
        host.advance(by: tick)   // frame 21: on to .initial with .smooth, starting now
        expectClose(item(host).uniformScale, 1.5, "frame 21, scale")
        expectClose(item(host).offsetY, -64, "frame 21, offset")
        var scale = SpringTrack(.smooth, from: 1.5, to: 1, at: host.time, components: 2)
        var offset = SpringTrack(.smooth, from: -64, to: 0, at: host.time)
        for k in 1...32 {
            host.advance(by: tick)
            scale.step(to: host.frameTime(fps: fps))
            offset.step(to: host.frameTime(fps: fps))
            expectClose(item(host).uniformScale, scale.value, "back: scale, frame \(k)")
            expectClose(item(host).offsetY, offset.value, "back: offset, frame \(k)")
        }
        host.advance(by: 3)
        #expect(!host.isAnimating, "one run")
        #expect(item(host).uniformScale == 1 && item(host).offsetY == 0)
    }

    /// Seed 004's reaction phases (scale 1 → 1.1 → 1.8 → 1; offset 0 → −64 → −64 → 0), with the
    /// trigger passed in: easeInOut(0.3) to `.move`, spring(0.3, bounce 0.7) to `.scale` (logically
    /// complete after 0.3 s: 20 frames), then `.smooth` back, merging into the still-bouncing scale
    /// (the offset, at rest since the move, starts a fresh `.smooth`).
    @Test func reactionPhasesRunOncePerTriggerChange() {
        let host = makeHost(Seed004CustomPhases.Sample(reactionCount: 0))
        host.advance(by: 0.5)
        #expect(!host.isAnimating, "rests at .initial")
        #expect(item(host).uniformScale == 1 && item(host).offsetY == 0)
        host.rootView = Seed004CustomPhases.Sample(reactionCount: 0)
        #expect(!host.isAnimating, "the same trigger value starts nothing")

        for run in 0..<2 {
            host.rootView = Seed004CustomPhases.Sample(reactionCount: run + 1)
            #expect(host.isAnimating)
            for k in 1...19 {
                host.advance(by: tick)
                let t = Double(k) * tick
                expectClose(item(host).uniformScale, easeInOut(from: 1, to: 1.1, duration: 0.3, t), "run \(run) move: scale, frame \(k)")
                expectClose(item(host).offsetY, easeInOut(from: 0, to: -64, duration: 0.3, t), "run \(run) move: offset, frame \(k)")
            }
            // Frame 20: the move is over and the spring to .scale starts.
            host.advance(by: tick)
            var scale = SpringTrack(bounceSpring, from: 1.1, to: 1.8, at: host.time, components: 2)
            for k in 0...20 {
                if k > 0 { host.advance(by: tick) }
                scale.step(to: host.frameTime(fps: fps))
                expectClose(item(host).uniformScale, scale.value, "run \(run) scale: scale, frame \(20 + k)")
                expectClose(item(host).offsetY, -64, "run \(run) scale: offset, frame \(20 + k)")
            }
            // Frame 40: back to .initial with .smooth; the scale carries the bounce's position,
            // velocity and force. docs/research/swiftui_reference.py (FluidSpring(0.3, 0.3), Δ = 0.7,
            // frames k/64 for k = 0…20): 1.705095850571483 — the bounce is short of 1.8 when the last
            // step starts, so `.smooth` starts from there, not from 1.8.
            expectClose(scale.value, 1.705095850571483, "the bounce when the last step starts")
            scale.retarget(.smooth, to: 1, at: host.time)
            var offset = SpringTrack(.smooth, from: -64, to: 0, at: host.time)
            for k in 1...32 {
                host.advance(by: tick)
                scale.step(to: host.frameTime(fps: fps))
                offset.step(to: host.frameTime(fps: fps))
                expectClose(item(host).uniformScale, scale.value, "run \(run) back: scale, frame \(40 + k)")
                expectClose(item(host).offsetY, offset.value, "run \(run) back: offset, frame \(40 + k)")
            }
            host.advance(by: 3)
            #expect(!host.isAnimating, "run \(run) ends at the first phase")
            #expect(item(host).uniformScale == 1 && item(host).offsetY == 0)
        }
    }

    // MARK: - Colour phases

    /// Seed 004's overdue reminder: primary (black) and red alternate with easeInOut(1.0), the
    /// colour interpolated in linear light. A 1 s curve ends one frame past 1 s, so step n starts
    /// at 65n/64 s.
    @Test func overdueReminderAlternatesRedAndPrimary() {
        let host = makeHost(Seed004BooleanPhases.Sample())
        #expect(host.isAnimating)
        #expect(item(host).foregroundColor == Color.primary, "the first phase: primary")
        var from = black, to = systemRed
        for step in 0..<3 {
            for k in 1...64 {
                host.advance(by: tick)
                let p = SwiftUIReference.Bezier.easeInOut.value(at: Double(k) / 64)
                let e = mix(from, to, p)
                guard let c = item(host).foregroundColor else {
                    Issue.record("step \(step), frame \(k): no foreground colour")
                    return
                }
                expectClose(c.red, e.0, "step \(step) frame \(k): red")
                expectClose(c.green, e.1, "step \(step) frame \(k): green")
                expectClose(c.blue, e.2, "step \(step) frame \(k): blue")
                expectClose(c.opacity, 1, "step \(step) frame \(k): opacity")
            }
            host.advance(by: tick)   // the curve is over; the next step starts
            let c = item(host).foregroundColor ?? .clear
            expectClose(c.red, to.0, 1e-12, "step \(step) end: red")
            expectClose(c.green, to.1, 1e-12, "step \(step) end: green")
            swap(&from, &to)
        }
        #expect(host.isAnimating, "alternates for as long as it is shown")
    }

    /// Halfway through the first step the red channel is encode(0.5 · linear(1)) = 0.735357 (linear
    /// light), not the 0.5 an sRGB mix would give; green and blue likewise.
    @Test func overdueReminderMidpointIsALinearLightMix() {
        let host = makeHost(Seed004BooleanPhases.Sample())
        host.advance(by: 0.5)
        let c = item(host).foregroundColor ?? .clear
        // python3: 1.055 * 0.5 ** (1 / 2.4) - 0.055
        expectClose(c.red, 0.7353569830524495, "red")
        // python3: g = ((59/255 + 0.055) / 1.055) ** 2.4 / 2; 1.055 * g ** (1 / 2.4) - 0.055
        expectClose(c.green, 0.15953700840964644, "green")
    }

    // MARK: - Keyframes

    /// Seed 001's keyframe emoji: after a tap, every frame's transform is the four tracks' value at
    /// the frame's time since the tap; at the end it rests at the final value.
    @Test func keyframeEmojiFollowsTheTimeline() {
        let host = makeHost(Seed001Keyframes.FourTracks.KeyframeAnimationView(emoji: "🐶"))
        host.advance(by: 0.25)
        #expect(!host.isAnimating, "a keyframe animator with a trigger rests until it changes")
        let rest = item(host)
        expectTransform(rest, angle: .zero, scale: 1, stretch: 1, offsetY: 0, "at rest")
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        let timeline = emojiTimeline()
        let duration = timeline.duration
        #expect(duration > 2.1 && duration < 5, "the longest track: \(duration)")
        var k = 0
        var sawRotation = false, sawStretch = false
        while Double(k) * tick < duration {
            let v = timeline.value(time: Double(k) * tick)
            expectTransform(item(host), angle: v.angle, scale: v.scale, stretch: v.verticalStretch, offsetY: v.verticalOffset, "frame \(k)")
            sawRotation = sawRotation || abs(v.angle.degrees) > 10
            sawStretch = sawStretch || v.verticalStretch < 0.7
            #expect(host.isAnimating, "frame \(k): still playing")
            host.advance(by: tick)
            k += 1
        }
        #expect(sawRotation && sawStretch, "the clip wiggles and squashes")
        let end = timeline.value(time: duration)
        expectTransform(item(host), angle: end.angle, scale: end.scale, stretch: end.verticalStretch, offsetY: end.verticalOffset, "end")
        #expect(!host.isAnimating, "one play per trigger change")
        host.advance(by: 1)
        expectTransform(item(host), angle: end.angle, scale: end.scale, stretch: end.verticalStretch, offsetY: end.verticalOffset, "after")
    }

    /// A tap during the clip restarts it from the value showing (a clip, not a retarget).
    @Test func keyframeEmojiRestartsFromTheValueShowing() {
        let host = makeHost(Seed001Keyframes.FourTracks.KeyframeAnimationView(emoji: "🐶"))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        host.advance(by: 0.25)   // 16 frames: squashed and moving down
        let first = emojiTimeline()
        let showing = first.value(time: 0.25)
        expectTransform(item(host), angle: showing.angle, scale: showing.scale, stretch: showing.verticalStretch, offsetY: showing.verticalOffset, "before the second tap")
        let drawn = item(host).frame.applying(item(host).transform)
        #expect(host.tap(at: CGPoint(x: drawn.midX, y: drawn.midY)))
        let second = emojiTimeline(from: showing)
        for k in 1...64 {
            host.advance(by: tick)
            let v = second.value(time: Double(k) * tick)
            expectTransform(item(host), angle: v.angle, scale: v.scale, stretch: v.verticalStretch, offsetY: v.verticalOffset, "restarted, frame \(k)")
        }
        host.advance(by: second.duration)
        #expect(!host.isAnimating)
    }

    /// Seed 001's scale-only listing: only the scale moves, along its track.
    @Test func scaleTrackListingAnimatesTheScaleOnly() {
        let host = makeHost(Seed001Keyframes.ScaleTrack.KeyframeAnimationView(emoji: "🐶"))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        let timeline = scaleOnlyTimeline()
        var sawGrowth = false
        for k in 1...90 {
            host.advance(by: tick)
            let v = timeline.value(time: Double(k) * tick)
            sawGrowth = sawGrowth || v.scale > 1.3
            expectTransform(item(host), angle: .zero, scale: v.scale, stretch: 1, offsetY: 0, "frame \(k)")
        }
        #expect(sawGrowth)
    }

    /// The listings whose keyframes are still elided (`// ...`, an empty track): a tap plays a clip of
    /// no length, which shows its end (the initial value) at once; nothing animates.
    @Test func elidedKeyframeListingsDoNothing() {
        let skeleton = makeHost(Seed001Keyframes.Skeleton.KeyframeAnimationView(emoji: "🐶"))
        #expect(skeleton.displayList.items.isEmpty, "an empty content closure draws nothing")
        #expect(!skeleton.isAnimating)

        let content = makeHost(Seed001Keyframes.Content.KeyframeAnimationView(emoji: "🐶"))
        let emptyTrack = makeHost(Seed001Keyframes.EmptyTrack.KeyframeAnimationView(emoji: "🐶"))
        for (name, tap, isAnimating, first) in [
            ("content", { content.tap(at: CGPoint(x: 200, y: 200)) }, { content.isAnimating }, { content.displayList.items[0] }),
            ("empty track", { emptyTrack.tap(at: CGPoint(x: 200, y: 200)) }, { emptyTrack.isAnimating }, { emptyTrack.displayList.items[0] }),
        ] as [(String, () -> Bool, () -> Bool, () -> DisplayList.Item)] {
            #expect(tap(), "\(name): the tap lands")
            #expect(!isAnimating(), "\(name): nothing to play")
            expectTransform(first(), angle: .zero, scale: 1, stretch: 1, offsetY: 0, name)
        }
    }

    /// Seed 004's ReactionView keyframes (no trigger, so `repeating: true`): play at appearance and
    /// loop; each loop restarts the timeline from where the last ended, `duration` after it began.
    @Test func reactionKeyframesLoop() {
        let host = makeHost(Seed004Keyframes.Sample())
        #expect(host.isAnimating, "plays when it appears")
        var timeline = reactionTimeline()
        let duration = timeline.duration
        var loopStart = 0.0
        var loops = 0
        for k in 0...Int(2.5 * duration * fps) {
            if k > 0 { host.advance(by: tick) }
            let t = Double(k) * tick
            while t - loopStart >= duration {
                let end = timeline.value(time: duration)
                loopStart += duration
                timeline = reactionTimeline(from: end)
                loops += 1
            }
            let v = timeline.value(time: t - loopStart)
            expectTransform(item(host), angle: v.angle, scale: v.scale, stretch: v.verticalStretch, offsetY: v.verticalTranslation, "loop \(loops), frame \(k)")
            #expect(item(host).foregroundColor == Color.red, "frame \(k): red")
        }
        #expect(loops == 2)
        #expect(host.isAnimating, "still looping")
    }

    /// At 60 Hz (the host's default) the reminder still alternates: fully red at 1 s (the curve's
    /// last frame); the way back starts one frame later, at 61/60 s, so at 2 s it is 59/60 of the
    /// way back to primary.
    @Test func overdueReminderAlternatesAtSixtyHertz() {
        let host = ViewHost(Seed004BooleanPhases.Sample())
        host.advance(by: 1.0)
        let red = item(host).foregroundColor ?? .clear
        expectClose(red.red, 1, 1e-12, "red at 1 s: red")
        expectClose(red.green, 59.0 / 255, 1e-12, "red at 1 s: green")
        host.advance(by: 1.0)
        let back = item(host).foregroundColor ?? .clear
        // The host's time since the step began: 120/60 − 61/60.
        let e = mix(systemRed, black, SwiftUIReference.Bezier.easeInOut.value(at: 2.0 - 61.0 / 60))
        expectClose(back.red, e.0, "almost primary at 2 s: red")
        expectClose(back.green, e.1, "almost primary at 2 s: green")
        #expect(back.red < 0.01)
        #expect(host.isAnimating)
    }
}
