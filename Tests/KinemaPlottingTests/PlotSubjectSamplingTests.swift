import Foundation
import Kinema
import KinemaPlotting
import KinemaTestSupport
import Testing

/// Whether `a` is within `tolerance` of `b`.
private func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

/// An animation that reports no velocity: x(t) = t² over one second.
private struct SquareAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time <= 1 ? value.scaled(by: time * time) : nil
    }
}

/// The reaction of WWDC23 session 10157 as written there: four tracks on one value.
private struct Reaction {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero

    static var timeline: KeyframeTimeline<Reaction> {
        KeyframeTimeline(initialValue: Reaction()) {
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
}

@Suite("PlotSubject sampling")
struct PlotSubjectSamplingTests {
    // MARK: - Springs

    @Test func springSamplesFollowTheClosedForm() {
        // Spring(duration: 1, bounce: 0) is critically damped with ω = 2π: from 0 toward 1 at rest,
        // x(t) = 1 − (1 + ωt)·e^(−ωt) and x′(t) = ω²·t·e^(−ωt).
        let samples = PlotSubject.spring(Spring(duration: 1, bounce: 0)).sample(duration: 1, fps: 4)
        #expect(samples.axis == .time)
        #expect(samples.x == [0, 0.25, 0.5, 0.75, 1])
        let omega = 2 * Double.pi
        let track = samples.tracks[0]
        #expect(track.name == "value")
        for (index, t) in samples.x.enumerated() {
            #expect(near(track.values[index], 1 - (1 + omega * t) * exp(-omega * t)))
            #expect(near(track.velocities?[index], omega * omega * t * exp(-omega * t)))
        }
        #expect(near(track.values[1], 0.46558, 1e-5))  // Spring's documented value at 0.25 s
        #expect(near(track.velocities?[1], 2.05169, 1e-5))
    }

    @Test func springsRunUntilTheySettleAndSayWhen() {
        let spring = Spring.bouncy
        let samples = PlotSubject.spring(spring).sample(fps: 60)
        #expect(samples.x.last == spring.settlingDuration)
        #expect(samples.finish == nil)  // it is the last sample
        #expect(samples.summary.contains("settles in 1.045 s"))
        let longer = PlotSubject.spring(spring).sample(duration: 2, fps: 60)
        #expect(longer.x.last == 2)
        #expect(longer.finish == LineChart.Marker(x: spring.settlingDuration, label: "settled 1.045 s"))
    }

    @Test func undampedSpringsStopAtTheLimit() {
        let samples = PlotSubject.spring(Spring(duration: 0.5, bounce: 1)).sample(fps: 10)
        #expect(samples.x.last == PlotSubject.automaticDurationLimit)
        #expect(samples.summary.hasSuffix("never settles"))
    }

    // MARK: - Curves

    @Test func curvesAreSampledOverProgress() {
        let samples = PlotSubject.curve(.linear).sample(duration: 1, fps: 10)
        #expect(samples.axis == .progress)
        #expect(samples.x.count == 11)
        #expect(samples.x.first == 0 && samples.x.last == 1)
        #expect(samples.tracks[0].values == samples.x)
        #expect(samples.tracks[0].velocities == Array(repeating: 1, count: 11))
    }

    @Test func timingCurveEndpointsMatchTheirControlPoints() throws {
        // A cubic Bézier from (0, 0) to (1, 1) leaves with slope y₁/x₁ and arrives with slope
        // (1 − y₂)/(1 − x₂): for (0.25, 0.1), (0.25, 1), 0.4 and 0.
        let samples = try PlotSubject.parse("bezier(0.25, 0.1, 0.25, 1)").sample()
        let track = samples.tracks[0]
        #expect(samples.x.count == 61)  // 60 fps × 1 s, plus the start
        #expect(near(track.values.first, 0) && near(track.values.last, 1))
        #expect(near(track.velocities?.first, 0.4, 1e-6))
        #expect(near(track.velocities?.last, 0, 1e-6))
        #expect(samples.summary == "UnitCurve.bezier(0.25, 0.1, 0.25, 1)")
        let easeInOut = PlotSubject.curve(.easeInOut).sample(fps: 10).tracks[0]
        #expect(near(easeInOut.velocities?.first, 0) && near(easeInOut.velocities?.last, 0))
        #expect(near(easeInOut.values[5], 0.5, 1e-9))  // symmetric about (0.5, 0.5)
    }

    @Test func verticalTangentsAreInfiniteAndLeftOutOfTheCSV() {
        // circularEaseIn ends with a vertical slope, which UnitCurve reports as infinite (SwiftUI).
        let samples = PlotSubject.curve(.circularEaseIn).sample(fps: 10)
        #expect(samples.tracks[0].velocities?.last == .infinity)
        #expect(samples.tracks[0].velocities?.dropLast().allSatisfy(\.isFinite) == true)
        #expect(samples.chart(title: "").csv().hasSuffix("\n1,1,\n"))
        let animation = PlotSubject.animation(.timingCurve(.circularEaseIn, duration: 0.5)).sample(fps: 10)
        #expect(animation.tracks[0].velocities?[5] == .infinity)  // t = 0.5, the end of the curve
    }

    // MARK: - Animations

    @Test func animationsAreSteppedFrameByFrameUntilTheyFinish() {
        let samples = PlotSubject.animation(.linear(duration: 1)).sample(fps: 10)
        // 0, 0.1, …, 1 cover the change linearly — SwiftUI's linear is the Bézier (0, 0), (1, 1),
        // rounded to 2⁻²⁰, so t within 2e-6 — and at 1.1 the animation has finished and shows 1.
        #expect(samples.x.count == 12)
        #expect(near(samples.x.last, 1.1))
        let track = samples.tracks[0]
        for index in 0...10 {
            #expect(track.values[index] == SwiftUIReference.Bezier.linear.value(at: Double(index) / 10))
            #expect(near(track.values[index], Double(index) / 10, 2e-6))
            #expect(near(track.velocities?[index], 1))
        }
        #expect(track.values.last == 1)
        #expect(track.velocities?.last == 0)
        // The title names the animation as written; the summary says only how it ends.
        #expect(samples.summary == "finished at 1.1 s")
        #expect(samples.finish == nil)
    }

    @Test func aRequestedDurationHoldsTheEndAndMarksTheFinish() {
        let samples = PlotSubject.animation(.linear(duration: 1)).sample(duration: 2, fps: 10)
        #expect(samples.x.count == 21)
        #expect(samples.x.last == 2)
        #expect(samples.tracks[0].values.suffix(10).allSatisfy { $0 == 1 })
        #expect(samples.finish?.label == "finished 1.1 s")
        #expect(near(samples.finish?.x, 1.1))
    }

    @Test func timingCurveVelocityIsTheAnimationsOwn() {
        // easeInOut over 2 s: velocity = curve slope / duration; values SwiftUI's rounded Bézier.
        let samples = PlotSubject.animation(.easeInOut(duration: 2)).sample(fps: 8)
        for (index, t) in samples.x.enumerated() where t <= 2 {
            #expect(samples.tracks[0].values[index] == SwiftUIReference.Bezier.easeInOut.value(at: t / 2))
            #expect(near(samples.tracks[0].values[index], UnitCurve.easeInOut.value(at: t / 2)))
            #expect(near(samples.tracks[0].velocities?[index], UnitCurve.easeInOut.velocity(at: t / 2) / 2))
        }
    }

    @Test func persistentSpringFramesFollowSwiftUIsIntegrator() throws {
        // `.spring(duration: 0.5, bounce: 0.2)` is SwiftUI's persistent spring with response 0.5 and
        // damping fraction 1 − 0.2, stepped frame by frame: every frame is the reference
        // integrator's value and velocity at that frame's time, and the frame it finishes on — the
        // last sample — shows 1.
        var reference = SwiftUIReference.FluidSpring(response: 0.5, dampingFraction: 1 - 0.2)
        let samples = PlotSubject.animation(.spring(duration: 0.5, bounce: 0.2)).sample(fps: 60)
        let track = samples.tracks[0]
        for (index, t) in samples.x.enumerated().dropLast() {
            let covered = reference.value(delta: 1, time: t)
            let expected = try #require(covered, "finished early, at \(t)")
            #expect(near(track.values[index], expected, 1e-12), "t = \(t)")
            #expect(near(track.velocities?[index], reference.velocity, 1e-9), "t = \(t)")
        }
        let end = try #require(samples.x.last)
        #expect(reference.value(delta: 1, time: end) == nil)
        #expect(track.values.last == 1)
        #expect(samples.x.last == Double(samples.x.count - 1) / 60)  // it finishes on a frame
    }

    @Test func missingVelocitiesAreFiniteDifferences() {
        // x = t² has x′ = 2t; the central difference of a parabola is exact.
        let samples = PlotSubject.animation(Animation(SquareAnimation())).sample(duration: 1, fps: 10)
        let velocities = samples.tracks[0].velocities ?? []
        for index in 1..<10 {
            #expect(near(velocities[index], 2 * samples.x[index]))
        }
        #expect(near(velocities[0], 0.1))  // a forward difference at the start: (0.01 − 0)/0.1
    }

    @Test func delaysHoldTheStart() throws {
        let samples = try PlotSubject.parse("easeIn.delay(0.2)").sample(fps: 10)
        #expect(samples.tracks[0].values.prefix(3).allSatisfy { $0 == 0 })
        #expect(samples.tracks[0].values[3] > 0)
        #expect(near(samples.x.last, 0.6))  // finished just past 0.2 + 0.35
    }

    @Test func endlessAnimationsStopAtTheLimit() throws {
        let samples = try PlotSubject.parse("easeInOut(duration: 1).repeatForever()").sample(fps: 10)
        #expect(samples.x.last == PlotSubject.automaticDurationLimit)
        #expect(samples.finish == nil)
        #expect(samples.summary.hasSuffix("still running at 5 s"))
        // Autoreversing, and a pass ends on the frame after its last second (SwiftUI ends a pass
        // where the base returns nil), so each pass takes 11 frames: at the top at 1.0 and 1.1 s,
        // at the bottom at 2.1 and 2.2 s, at the top again at 3.2 and 3.3 s.
        let values = samples.tracks[0].values
        var reference = SwiftUIReference.RepeatedCurve(.easeInOut, duration: 1, count: nil, autoreverses: true)
        #expect(values == samples.x.map { reference.value(at: $0) ?? .nan })
        #expect(values[10] == 1 && values[11] == 1 && values[12] < 1)
        #expect(values[21] == 0 && values[22] == 0 && values[23] > 0)
        #expect(values[32] == 1 && values[33] == 1)
    }

    @Test func badRatesAndDurationsFallBackToDefaults() {
        let subject = PlotSubject.curve(.linear)
        #expect(subject.sample(fps: .nan).x.count == 61)
        #expect(subject.sample(duration: -1, fps: 0).x.count == 61)
        let animation = PlotSubject.animation(.linear(duration: 1))
        #expect(animation.sample(duration: .infinity, fps: 10).x.count == 12)
    }

    @Test func sampleCountIsCapped() {
        let samples = PlotSubject.animation(.linear(duration: 100)).sample(duration: 10, fps: 1_000_000)
        #expect(samples.x.count == PlotSubject.maximumSampleCount)
    }

    // MARK: - Keyframes

    @Test func keyframeTracksMatchTheFourTrackTimeline() throws {
        let samples = try PlotSubject.parse("keyframes:reaction").sample(fps: 400)
        let reaction = Reaction.timeline
        #expect(near(samples.x.last, reaction.duration, 1e-12))
        #expect(near(samples.x.last, 2.29471309051201182632810206868, 1e-12))  // the jump's end (mpmath)
        #expect(samples.tracks.map(\.name) == ["angle (°)", "vertical stretch", "scale", "vertical offset"])
        #expect(samples.tracks.allSatisfy { $0.velocities == nil })
        for (index, t) in samples.x.enumerated() {
            let value = reaction.value(time: t)
            #expect(near(samples.tracks[0].values[index], value.angle.degrees))
            #expect(near(samples.tracks[1].values[index], value.verticalStretch))
            #expect(near(samples.tracks[2].values[index], value.scale))
            #expect(near(samples.tracks[3].values[index], value.verticalTranslation))
        }
    }

    @Test func keyframeTracksPassThroughTheirDocumentedValues() throws {
        // From the Catmull-Rom Hermite formulas (see SeedKeyframeSamplesTests): the stretch is
        // 1.0525 at 0.3 s, the angle −1° at 0.7675 s, and each cubic keyframe is met at its time.
        let samples = try PlotSubject.parse("keyframes:reaction").sample(fps: 400)
        func value(_ track: Int, at time: Double) -> Double? {
            samples.x.firstIndex { abs($0 - time) < 1e-9 }.map { samples.tracks[track].values[$0] }
        }
        #expect(near(value(1, at: 0.3), 1.0525))
        #expect(near(value(0, at: 0.7675), -1))
        #expect(near(value(0, at: 0.705), 16))
        #expect(near(value(0, at: 0.83), -16))
        #expect(near(value(1, at: 0.35), 1.5))
        #expect(value(2, at: 0.2) == 1)  // the linear hold
    }

    // MARK: - Charts of samples

    @Test func chartsShowValueAndVelocityPanels() throws {
        let samples = try PlotSubject.parse("bouncy").sample(duration: 1)
        let chart = samples.chart(title: "bouncy")
        #expect(chart.title == "bouncy")
        #expect(chart.subtitle == samples.summary)
        #expect(chart.xLabel == "time (s)")
        #expect(chart.panels.map(\.yLabel) == ["value", "velocity (1/s)"])
        #expect(chart.markers.count == 1)
        let csv = chart.csv().split(separator: "\n")
        #expect(csv.first == "time (s),value,velocity")
        #expect(csv.count == samples.x.count + 1)
        let curve = PlotSubject.curve(.easeIn).sample().chart(title: "easeIn")
        #expect(curve.xLabel == "progress")
        #expect(curve.panels.map(\.yLabel) == ["value", "velocity (per progress)"])
    }

    @Test func keyframeChartsHaveAPanelPerTrack() throws {
        let chart = try PlotSubject.parse("keyframes:reaction").sample().chart(title: "reaction")
        #expect(chart.panels.map(\.yLabel) == ["angle (°)", "vertical stretch", "scale", "vertical offset"])
        #expect(chart.csv().hasPrefix("time (s),angle (°),vertical stretch,scale,vertical offset\n"))
    }
}
