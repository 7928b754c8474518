import Foundation
import Kinema
import KinemaCore
import Testing

// Keyframe animators, phase animators, keyframe timelines and timeline views given input that
// could hang a frame or put NaN on screen: clips far shorter than a frame, NaN phases, ±1e308
// keyframes, periodic schedules with bad intervals or start dates, explicit schedules with
// non-finite dates. Each test checks the outcome the doc comments of KeyframeAnimator.swift,
// PhaseAnimator.swift, KeyframeTimeline/KeyframePath, TimelineSchedule.swift and TimelineView.swift
// document, and that the display list holds no NaN or infinity. Nothing here measures wall time:
// a hang shows as a test that never finishes.

/// Whether the dumped display list holds a NaN or infinite number.
@MainActor
private func hasNonFinite(_ list: DisplayList) -> Bool {
    var text = ""
    dump(list, to: &text)
    return text.split(whereSeparator: { !$0.isLetter && $0 != "-" }).contains { $0 == "nan" || $0 == "inf" || $0 == "-inf" }
}

/// A 50 × 50 square.
@MainActor
private func square() -> some View {
    Rectangle().frame(width: 50, height: 50)
}

/// The first item's horizontal translation: the offset the test's content applied.
@MainActor
private func offsetX<V: View>(_ host: ViewHost<V>) -> Double? {
    host.displayList.items.first.map { Double($0.transform.tx) }
}

/// Collects the values an animator hands its content.
@MainActor
private final class Seen<Value> {
    var values: [Value] = []
}

private func date(_ seconds: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: seconds)
}

@MainActor
@Suite("Animator and timeline bad input")
struct AnimatorBadInputTests {
    // MARK: - The finiteness test

    /// `hasFiniteComponents` (what the animators check a value's animatable data with): true for
    /// finite vectors however large (1e308 squared overflows, so `magnitudeSquared` could not
    /// tell), false when any component is NaN or infinite.
    @Test func finiteComponents() {
        #expect(1e308.hasFiniteComponents)
        #expect(AnimatablePair(1e308, -1e308).hasFiniteComponents)
        #expect(EmptyAnimatableData().hasFiniteComponents)
        #expect(!Double.nan.hasFiniteComponents)
        #expect(!AnimatablePair(1.0, Double.infinity).hasFiniteComponents)
        #expect(!AnimatablePair(AnimatablePair(0.0, 0.0), AnimatablePair(-Double.infinity, 0.0)).hasFiniteComponents)
        #expect(!CGPoint(x: 1, y: CGFloat.nan).hasFiniteAnimatableData)
        #expect(CGPoint(x: CGFloat.nan, y: 2).withZeroAnimatableData == .zero)
    }

    // MARK: - Keyframe clips far shorter than a frame

    /// The brief's clips: 10,000 keyframes of 1 ns and 100,000 of 1 ps, looping. Each frame
    /// samples the clip at the time elapsed modulo its duration, so three seconds of frames finish,
    /// every value shown is one the clip passes through (0…99), and the animator keeps looping.
    @Test(arguments: [(10_000, 1e-9), (100_000, 1e-12)])
    func repeatingClipOfManyTinyKeyframes(count: Int, duration: Double) {
        let seen = Seen<Double>()
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: true) { (x: Double) in
                seen.values.append(x)
                return square().offset(x: x)
            } keyframes: { _ in
                KeyframeTrack {
                    for i in 0..<count {
                        LinearKeyframe(Double(i % 100), duration: duration)
                    }
                }
            })
        host.advance(by: 3)
        #expect(host.isAnimating, "still looping")
        #expect(seen.values.count > 100, "a value each frame")
        #expect(seen.values.allSatisfy { $0 >= 0 && $0 <= 99 })
        #expect(!hasNonFinite(host.displayList))
    }

    /// The exact phase of a sub-frame loop. 8,192 linear keyframes of 2⁻³⁰ s ramp the value from
    /// the start to 8,192 (keyframe i reaches i + 1), so the clip lasts exactly 2⁻¹⁷ s and, from
    /// the second loop on (which starts at 8,192 and ends there), the value at τ into a loop is
    /// τ · 2³⁰. At 60 frames per second frame k falls (k · 2¹⁷ mod 60) / 60 of the way into a
    /// loop: the value shown is 8,192 · (k · 2¹⁷ mod 60) / 60, or 8,192 on a loop's edge.
    @Test func subFrameLoopSamplesElapsedModuloDuration() {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: true) { (x: Double) in
                square().offset(x: x)
            } keyframes: { _ in
                KeyframeTrack {
                    for i in 0..<8_192 {
                        LinearKeyframe(Double(i + 1), duration: 0x1p-30)
                    }
                }
            })
        #expect(offsetX(host) == 0, "the initial value at appearance")
        for k in 1...120 {
            host.advance(by: 1.0 / 60)
            let fraction = Double((k * 131_072) % 60) / 60
            let expected = fraction == 0 ? 8_192 : 8_192 * fraction
            let x = offsetX(host) ?? .nan
            #expect(abs(x - expected) < 1e-3, "frame \(k): \(x), expected \(expected)")
        }
        #expect(host.isAnimating)
    }

    /// A loop that never ends where it began (each starts one higher than the last) is rebuilt at
    /// most once a frame: "a frame that ends a loop starts the next from the value it ended with,
    /// and loops that would also end within the same frame are skipped whole, as repeats of that
    /// one". So after k frames of 1 ns loops the value is in [k, k + 1].
    @Test func accumulatingSubFrameLoopAdvancesOneLoopPerFrame() {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: true) { (x: Double) in
                square().offset(x: x)
            } keyframes: { start in
                LinearKeyframe(start + 1, duration: 1e-9)
            })
        for k in 1...60 {
            host.advance(by: 1.0 / 60)
            let x = offsetX(host) ?? .nan
            #expect(x >= Double(k) && x <= Double(k + 1), "frame \(k): \(x)")
        }
    }

    /// Keyframes whose durations are all zero or NaN make a clip of no length: "shows its final
    /// value at once and stops, repeating or not" — with 10,000 of them too.
    @Test(arguments: [0.0, .nan])
    func clipOfNoLengthStops(duration: Double) {
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: true) { (x: Double) in
                square().offset(x: x)
            } keyframes: { _ in
                KeyframeTrack {
                    for i in 0..<10_000 {
                        LinearKeyframe(Double(i % 100), duration: duration)
                    }
                }
            })
        #expect(offsetX(host) == 99, "10,000 keyframes end on 9,999 % 100")
        #expect(!host.isAnimating)
        host.advance(by: 10)
        #expect(offsetX(host) == 99)
    }

    /// Building timelines of 10,000 tiny keyframes of every kind is linear work; their durations
    /// are the sums of the keyframes', and samples are finite and inside the values' range.
    @Test func timelineOfTenThousandTinyKeyframes() {
        let linear = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for i in 0..<10_000 {
                    LinearKeyframe(Double(i % 10), duration: 1e-9)
                }
            }
        }
        #expect(abs(linear.duration - 1e-5) < 1e-15)
        #expect(linear.value(time: linear.duration) == 9)

        struct Values { var a = 0.0, b = 0.0, c = 0.0 }
        let mixed = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.a) {
                for i in 0..<10_000 {
                    CubicKeyframe(Double(i % 7), duration: 1e-9)
                }
            }
            KeyframeTrack(\.b) {
                for i in 0..<10_000 {
                    SpringKeyframe(Double(i % 5), duration: 1e-12, spring: .bouncy)
                }
            }
            KeyframeTrack(\.c) {
                for i in 0..<10_000 {
                    if i % 2 == 0 {
                        MoveKeyframe(Double(i % 3))
                    } else {
                        LinearKeyframe(Double(i % 3), duration: 1e-9)
                    }
                }
            }
        }
        #expect(abs(mixed.duration - 1e-5) < 1e-15)
        for step in 0...100 {
            let v = mixed.value(time: mixed.duration * Double(step) / 100)
            #expect(v.a.isFinite && v.b.isFinite && v.c.isFinite)
            #expect(v.c >= 0 && v.c <= 2)
        }
    }

    // MARK: - Phases that are not finite

    /// `[0.0, .nan, 1.0]` as an offset: the NaN phase is a step in the cycle, but the content is
    /// given the last finite phase instead (0), so only 0 and 1 are ever shown, and 1 is reached.
    @Test func nanPhaseAsOffsetShowsTheLastFinitePhase() {
        let seen = Seen<Double>()
        let host = ViewHost(
            square().phaseAnimator([0.0, .nan, 1.0]) { content, phase in
                let _ = seen.values.append(phase)
                content.offset(x: 100 * phase)
            } animation: { _ in .linear(duration: 0.25) })
        var reachedEnd = false
        for _ in 0..<180 {
            host.advance(by: 1.0 / 60)
            #expect(!hasNonFinite(host.displayList))
            if offsetX(host) == 100 { reachedEnd = true }
        }
        #expect(Set(seen.values) == [0, 1], "\(Set(seen.values))")
        #expect(reachedEnd, "the third phase is shown")
        #expect(host.isAnimating, "the cycle goes on")
    }

    /// The same as a scale, with infinities too: `[1.0, .nan, .infinity, -.infinity, 2.0]`.
    @Test func nonFinitePhasesAsScale() {
        let seen = Seen<Double>()
        let host = ViewHost(
            square().phaseAnimator([1.0, .nan, .infinity, -.infinity, 2.0]) { content, scale in
                let _ = seen.values.append(scale)
                content.scaleEffect(scale)
            } animation: { _ in .easeInOut(duration: 0.2) })
        for _ in 0..<180 {
            host.advance(by: 1.0 / 60)
            #expect(!hasNonFinite(host.displayList))
        }
        #expect(Set(seen.values) == [1, 2], "\(Set(seen.values))")
    }

    /// A NaN first phase, before any finite one was shown: the content gets the phase with zero
    /// animatable data (0), then the finite phases.
    @Test func nanFirstPhaseShowsZero() {
        let seen = Seen<Double>()
        let host = ViewHost(
            square().phaseAnimator([.nan, 1.0]) { content, phase in
                let _ = seen.values.append(phase)
                content.offset(x: 10 * phase)
            } animation: { _ in .linear(duration: 0.25) })
        #expect(seen.values.first == 0)
        host.advance(by: 2)
        #expect(!hasNonFinite(host.displayList))
        #expect(Set(seen.values) == [0, 1], "after a 1 the NaN phase shows 1 again")
    }

    /// A point phase with one NaN component counts as not finite; a phase type that is not
    /// `Animatable` is passed as given.
    @Test func partlyNaNPointPhaseAndNonAnimatablePhase() {
        let seen = Seen<CGPoint>()
        let host = ViewHost(
            square().phaseAnimator([CGPoint(x: 5, y: 5), CGPoint(x: CGFloat.nan, y: 20)]) { content, point in
                let _ = seen.values.append(point)
                content.offset(x: point.x, y: point.y)
            } animation: { _ in .linear(duration: 0.1) })
        host.advance(by: 1)
        #expect(seen.values.allSatisfy { $0 == CGPoint(x: 5, y: 5) })
        #expect(!hasNonFinite(host.displayList))

        enum Step: Equatable { case a, b }
        let steps = Seen<Step>()
        let plain = ViewHost(
            square().phaseAnimator([Step.a, .b]) { content, step in
                let _ = steps.values.append(step)
                content.opacity(step == .a ? 1 : 0.5)
            } animation: { _ in nil })
        plain.advance(by: 0.1)
        #expect(Set(steps.values) == [.a, .b])
    }

    // MARK: - Keyframe values near ±1.8e308

    /// Cubic and spring keyframes between ±1e308: a curve whose delta overflows "shows the start of
    /// its segment", so every sample is finite and within ±1e308 for linear and cubic, and the
    /// looping animator never shows NaN or infinity.
    @Test func keyframesAtPlusMinus1e308() {
        let seen = Seen<Double>()
        let host = ViewHost(
            KeyframeAnimator(initialValue: 0.0, repeating: true) { (x: Double) in
                seen.values.append(x)
                return square().offset(x: x)
            } keyframes: { _ in
                CubicKeyframe(1e308, duration: 0.3)
                CubicKeyframe(-1e308, duration: 0.3)
                SpringKeyframe(1e308, duration: 0.3, spring: .bouncy)
                SpringKeyframe(-1e308, duration: 0.3, spring: .bouncy)
                LinearKeyframe(1e308, duration: 0.3)
            })
        for _ in 0..<180 {
            host.advance(by: 1.0 / 60)
            #expect(!hasNonFinite(host.displayList))
        }
        #expect(seen.values.allSatisfy { $0.isFinite })
        #expect(seen.values.contains(1e308) && seen.values.contains(-1e308))
    }

    /// A linear keyframe from −1e308 to 1e308: the delta is infinite, so every sample inside the
    /// segment shows its start, −1e308, and the end shows 1e308.
    @Test func linearKeyframeAcrossTheWholeRangeShowsItsStart() {
        struct Clip: View {
            var trigger: Int
            var body: some View {
                KeyframeAnimator(initialValue: -1e308, trigger: trigger) { (x: Double) in
                    square().offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(1e308, duration: 1)
                }
            }
        }
        let host = ViewHost(Clip(trigger: 0))
        host.rootView = Clip(trigger: 1)
        host.advance(by: 0.5)
        #expect(offsetX(host) == -1e308)
        host.advance(by: 0.6)
        #expect(offsetX(host) == 1e308)
        #expect(!hasNonFinite(host.displayList))
    }

    /// A value whose `animatableData` setter overflows: its data is x / 1e300, so a spring keyframe
    /// to data 1.7e8 (x = 1.7e308) with a 16 % overshoot (bounce 0.5) passes the greatest finite
    /// x. Those samples have infinite data and are replaced by the last finite sample: the content
    /// only ever sees finite values, and the overflow shows as a hold (the same value on
    /// consecutive frames, at or above the target).
    @Test func overflowingAnimatableValueKeepsTheLastFiniteSample() {
        struct Magnified: Animatable, Equatable {
            var x: Double
            var animatableData: Double {
                get { x / 1e300 }
                set { x = newValue * 1e300 }
            }
        }
        let seen = Seen<Magnified>()
        let host = ViewHost(
            KeyframeAnimator(initialValue: Magnified(x: 0), repeating: false) { (m: Magnified) in
                seen.values.append(m)
                return square().offset(x: m.x.isFinite ? 1 : 0)
            } keyframes: { _ in
                SpringKeyframe(Magnified(x: 1.7e308), duration: 2, spring: Spring(duration: 0.5, bounce: 0.5))
            })
        host.advance(by: 2.5)
        #expect(!host.isAnimating)
        #expect(seen.values.allSatisfy { $0.x.isFinite })
        let holds = zip(seen.values, seen.values.dropFirst()).filter { $0 == $1 && $0.x >= 1.7e308 }
        #expect(!holds.isEmpty, "the last finite sample holds through the overflow")
        let last = seen.values.last?.x ?? .nan
        #expect(abs(last / 1.7e308 - 1) < 1e-3, "settles near the target: \(last)")
    }

    /// A NaN initial value: the content gets zero before the clip plays, and the clip starts from
    /// zero ("a non-finite start value reads as zero").
    @Test func nanInitialValueShowsZero() {
        struct Clip: View {
            var trigger: Int
            var body: some View {
                KeyframeAnimator(initialValue: Double.nan, trigger: trigger) { (x: Double) in
                    square().offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(10.0, duration: 1)
                }
            }
        }
        let host = ViewHost(Clip(trigger: 0))
        #expect(offsetX(host) == 0)
        host.rootView = Clip(trigger: 1)
        host.advance(by: 0.5)
        #expect(abs((offsetX(host) ?? .nan) - 5) < 1e-9)
        host.advance(by: 1)
        #expect(offsetX(host) == 10)
    }

    // MARK: - Timeline schedules

    /// Content that shows the context's date as its offset (seconds since the reference date).
    private struct DateShown<S: TimelineSchedule>: View {
        let schedule: S
        var body: some View {
            TimelineView(schedule) { context in
                Rectangle().frame(width: 10, height: 10)
                    .offset(x: context.date.timeIntervalSinceReferenceDate)
            }
        }
    }

    /// "A zero, negative, NaN or infinite interval makes a schedule of one entry: its start."
    /// From 0.5 s: the appearance date (0) until then, 0.5 after, and then the view rests.
    @Test(arguments: [0.0, -1, .nan, -.infinity, .infinity])
    func periodicWithBadIntervalHasOneEntry(interval: Double) {
        let host = ViewHost(DateShown(schedule: .periodic(from: date(0.5), by: interval)))
        #expect(offsetX(host) == 0)
        host.advance(by: 0.25)
        #expect(offsetX(host) == 0)
        host.advance(by: 0.5)
        #expect(offsetX(host) == 0.5)
        #expect(!host.isAnimating, "no entry after the start")
        host.advance(by: 10)
        #expect(offsetX(host) == 0.5)
        #expect(!hasNonFinite(host.displayList))
    }

    /// A bad interval from a start in the past: the start is the latest entry at appearance.
    @Test func periodicWithBadIntervalFromThePast() {
        let host = ViewHost(DateShown(schedule: .periodic(from: date(-3), by: .nan)))
        #expect(offsetX(host) == -3)
        #expect(!host.isAnimating)
    }

    /// "A NaN or infinite start date makes an empty schedule": the view shows the date it appeared
    /// at (0) and never updates, whatever the interval.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func periodicWithNonFiniteStartIsEmpty(start: Double) {
        for interval in [1.0, 0.0, .nan, -.infinity] {
            let host = ViewHost(DateShown(schedule: .periodic(from: date(start), by: interval)))
            #expect(offsetX(host) == 0, "start \(start), interval \(interval): the appearance date")
            #expect(!host.isAnimating, "start \(start), interval \(interval)")
            host.advance(by: 10)
            #expect(offsetX(host) == 0)
            #expect(!hasNonFinite(host.displayList))
        }
    }

    /// A start so far in the past that `start + k · interval` cannot reach the present in 2⁵³
    /// entries: the schedule has ended by then, so the view shows its appearance date and rests.
    @Test func periodicFromTheDistantPastEnds() {
        let host = ViewHost(DateShown(schedule: .periodic(from: date(-1e300), by: 1)))
        #expect(offsetX(host) == 0)
        host.advance(by: 10)
        #expect(!host.isAnimating)
        #expect(offsetX(host) == 0)
    }

    /// A positive interval below 1 ms is 1 ms: with 1e-300 the view updates every frame to the
    /// latest millisecond at or before it.
    @Test func periodicWithTinyIntervalIsOneMillisecond() {
        let host = ViewHost(DateShown(schedule: .periodic(from: date(0), by: 1e-300)))
        host.advance(by: 10)
        #expect(host.isAnimating)
        let x = offsetX(host) ?? .nan
        #expect(x <= 10 && x > 10 - 0.0011, "\(x)")
    }

    /// "Entries whose dates are NaN or infinite are dropped": the others are shown at their times,
    /// and after the last the view rests.
    @Test func explicitDropsNonFiniteDates() {
        let dates = [date(0.5), date(.nan), date(1), date(.infinity), date(-.infinity), date(1.5), date(.nan)]
        let host = ViewHost(DateShown(schedule: .explicit(dates)))
        #expect(offsetX(host) == 0, "the appearance date until the first entry")
        host.advance(by: 0.75)
        #expect(offsetX(host) == 0.5)
        host.advance(by: 0.5)
        #expect(offsetX(host) == 1)
        host.advance(by: 0.5)
        #expect(offsetX(host) == 1.5)
        #expect(!host.isAnimating)
        host.advance(by: 10)
        #expect(!hasNonFinite(host.displayList))
    }

    /// Only non-finite dates: nothing to show but the appearance date; the view rests.
    @Test func explicitWithOnlyNonFiniteDates() {
        let host = ViewHost(DateShown(schedule: .explicit([date(.nan), date(.infinity), date(-.infinity)])))
        #expect(offsetX(host) == 0)
        #expect(!host.isAnimating)
        host.advance(by: 10)
        #expect(offsetX(host) == 0)
    }

    /// Endless schedules that never get past the present — NaN dates for ever, or one past date
    /// for ever — yield more than 100,000 entries in the first frame, so they end there: the view
    /// keeps the latest date it reached and rests.
    @Test func endlessSchedulesThatNeverAdvanceEnd() {
        let nans = ViewHost(DateShown(schedule: .explicit(repeatElement(date(.nan), count: .max))))
        #expect(!nans.isAnimating)
        nans.advance(by: 10)
        #expect(offsetX(nans) == 0)

        let stuck = ViewHost(DateShown(schedule: .explicit(repeatElement(date(-2), count: .max))))
        #expect(offsetX(stuck) == -2)
        #expect(!stuck.isAnimating)
        #expect(!hasNonFinite(stuck.displayList))
    }

    /// `.animation(minimumInterval:)` with NaN, zero, a negative or an infinite interval reads as
    /// every frame; 1e-300 as 1 ms, also every frame at 60 Hz. The date follows the host's time.
    @Test(arguments: [Double.nan, 0, -1, .infinity, -.infinity, 1e-300])
    func animationScheduleWithBadMinimumInterval(interval: Double) {
        let host = ViewHost(DateShown(schedule: .animation(minimumInterval: interval)))
        host.advance(by: 0.5)
        #expect(abs((offsetX(host) ?? .nan) - 0.5) < 1e-9)
        host.advance(by: 10)
        #expect(abs((offsetX(host) ?? .nan) - 10.5) < 1e-6)
        #expect(host.isAnimating)
        #expect(!hasNonFinite(host.displayList))
    }

    /// A host whose start date is NaN or infinite: the timeline reads the reference date plus the
    /// host's time, so the date it hands its content stays finite.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func hostWithNonFiniteStartDate(start: Double) {
        struct Shown: View {
            var body: some View { DateShown(schedule: .animation) }
        }
        let host = ViewHost(Shown())
        host.startDate = date(start)
        host.advance(by: 1)
        #expect(abs((offsetX(host) ?? .nan) - 1) < 1e-9)
        #expect(!hasNonFinite(host.displayList))
    }
}
