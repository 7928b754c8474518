import Foundation
import Kinema
import Testing

// Compile-time API shape: the keyframe types spelled with SwiftUI's exact generic parameters,
// argument labels, parameter types and defaults, as unapplied references with explicit function
// types and as calls leaving the defaulted arguments out. A renamed label, a changed type or a
// dropped default breaks the build here; each test also checks something at run time.

/// `some KeyframeTrackContent<V>` as an opaque result type, as in SwiftUI.
private func wiggle(_ degrees: Double) -> some KeyframeTrackContent<Angle> {
    CubicKeyframe(.degrees(degrees), duration: 0.25)
}

/// `some KeyframeTrackContent<V>` built by the content builder.
@KeyframeTrackContentBuilder<Double>
private func ramp(to peak: Double) -> some KeyframeTrackContent<Double> {
    LinearKeyframe(peak, duration: 0.5)
    LinearKeyframe(0.0, duration: 0.5)
}

/// `some Keyframes<V>` built by the keyframes builder.
@KeyframesBuilder<CGPoint>
private func slide() -> some Keyframes<CGPoint> {
    KeyframeTrack(\.x) {
        LinearKeyframe(10, duration: 1)
    }
    KeyframeTrack(\.y) {
        rise()
    }
}

@KeyframeTrackContentBuilder<CGFloat>
private func rise() -> some KeyframeTrackContent<CGFloat> {
    LinearKeyframe(4, duration: 0.5)
    LinearKeyframe(0, duration: 0.5)
}

/// `KeyframeTrackContentBuilder<Double>.Conditional<Double, First, Second>` as a named result type.
@KeyframeTrackContentBuilder<Double>
private func either(_ flag: Bool) -> KeyframeTrackContentBuilder<Double>.Conditional<
    Double, LinearKeyframe<Double>, CubicKeyframe<Double>
> {
    if flag {
        LinearKeyframe(1.0, duration: 1)
    } else {
        CubicKeyframe(2.0, duration: 2)
    }
}

/// A custom content type whose `Value` is inferred from an opaque `body`.
private struct Pulse: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Double> {
        LinearKeyframe(2.0, duration: 0.5)
        SpringKeyframe(1.0, duration: 0.5)
    }
}

/// A custom keyframes type whose `Value` is inferred from an opaque `body`.
private struct Drift: Keyframes {
    var body: some Keyframes<CGPoint> {
        KeyframeTrack(\.x) {
            LinearKeyframe(3, duration: 3)
        }
    }
}

@Suite("Keyframes: API shape (compile-only)")
struct KeyframeAPIShapeTests {
    @Test func linearKeyframeInitializer() {
        let _: (Double, TimeInterval, UnitCurve) -> LinearKeyframe<Double> = LinearKeyframe.init(_:duration:timingCurve:)
        // timingCurve defaults to .linear: halfway in time is halfway in value.
        let defaulted = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(defaulted.value(time: 0.5) == 5)
        let curved = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1, timingCurve: .easeIn)
        }
        #expect(curved.value(time: 0.5) < 5)
    }

    @Test func springKeyframeInitializer() {
        let _: (Double, TimeInterval?, Spring, Double?) -> SpringKeyframe<Double> =
            SpringKeyframe.init(_:duration:spring:startVelocity:)
        // duration, spring and startVelocity all default: SpringKeyframe(1.0) compiles, uses
        // Spring() and runs for its settling duration.
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0)
        }
        #expect(timeline.duration == Spring().settlingDuration)
        // Settled: within the settling threshold 0.001 of the target.
        #expect(abs(timeline.value(time: timeline.duration) - 1) <= 0.001)
        let timed = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.25, spring: .bouncy, startVelocity: 2.0)
        }
        #expect(timed.duration == 0.25)
        #expect(timed.value(time: 0.25) == Spring.bouncy.value(target: 1.0, initialVelocity: 2.0, time: 0.25))
    }

    @Test func cubicKeyframeInitializer() {
        let _: (Double, TimeInterval, Double?, Double?) -> CubicKeyframe<Double> =
            CubicKeyframe.init(_:duration:startVelocity:endVelocity:)
        // Velocities default to automatic: a lone cubic is smoothstep, ½ at its middle.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 2)
        }
        #expect(abs(timeline.value(time: 1) - 0.5) <= 1e-12)
        // With both velocities given: 0.5 + 2·(4 − 0)/8 = 1.5 at the middle.
        let shaped = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 2, startVelocity: 4.0, endVelocity: 0.0)
        }
        #expect(abs(shaped.value(time: 1) - 1.5) <= 1e-12)
    }

    @Test func moveKeyframeInitializer() {
        let _: (Double) -> MoveKeyframe<Double> = MoveKeyframe.init(_:)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(7.0)
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 7)
    }

    @Test func keyframeTrackInitializers() {
        // KeyframeTrack<Root, Value, Content>, with the labels `_:content:` and `content:`.
        let property: KeyframeTrack<CGPoint, CGFloat, LinearKeyframe<CGFloat>> = KeyframeTrack(\.x, content: {
            LinearKeyframe(8, duration: 1)
        })
        let whole: KeyframeTrack<Double, Double, CubicKeyframe<Double>> = KeyframeTrack(content: {
            CubicKeyframe(1.0, duration: 1)
        })
        let byProperty = KeyframeTimeline(initialValue: CGPoint.zero) { property }
        #expect(byProperty.value(time: 0.5) == CGPoint(x: 4, y: 0))
        let byWhole = KeyframeTimeline(initialValue: 0.0) { whole }
        #expect(abs(byWhole.value(time: 0.5) - 0.5) <= 1e-12)
    }

    @Test func keyframeTimelineMembers() {
        let _: (Double, () -> KeyframeTrack<Double, Double, LinearKeyframe<Double>>) -> KeyframeTimeline<Double> =
            { KeyframeTimeline(initialValue: $0, content: $1) }
        let _: KeyPath<KeyframeTimeline<Double>, TimeInterval> = \.duration
        let _: (KeyframeTimeline<Double>) -> (Double) -> Double = KeyframeTimeline<Double>.value(time:)
        let _: (KeyframeTimeline<Double>) -> (Double) -> Double = KeyframeTimeline<Double>.value(progress:)

        let timeline = KeyframeTimeline(initialValue: 0.0, content: {
            LinearKeyframe(4.0, duration: 2)
        })
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1) == 2)
        #expect(timeline.value(progress: 0.25) == 1)
    }

    @Test func opaqueKeyframeResultTypes() {
        let angle = KeyframeTimeline(initialValue: Angle.zero) {
            KeyframeTrack {
                wiggle(16)
                wiggle(0)
            }
        }
        #expect(angle.duration == 0.5)
        #expect(abs(angle.value(time: 0.25).degrees - 16) <= 1e-9)

        let double = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                ramp(to: 6)
            }
        }
        #expect(double.duration == 1)
        #expect(double.value(time: 0.5) == 6)

        let point = KeyframeTimeline(initialValue: CGPoint.zero) {
            slide()
        }
        #expect(point.duration == 1)
        #expect(point.value(time: 0.25) == CGPoint(x: 2.5, y: 2))
    }

    @Test func conditionalContentTypeExists() {
        let _: KeyframeTrackContentBuilder<Double>.Conditional<Double, LinearKeyframe<Double>, CubicKeyframe<Double>>.Type =
            type(of: either(true))
        let first = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { either(true) }
        }
        let second = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { either(false) }
        }
        #expect(first.duration == 1)
        #expect(second.duration == 2)
        #expect(first.value(time: 1) == 1)
        #expect(second.value(time: 2) == 2)
    }

    @Test func customConformancesInferTheirValueFromTheirBody() {
        let _: Double.Type = Pulse.Value.self
        let _: CGPoint.Type = Drift.Value.self
        let pulse = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { Pulse() }
        }
        #expect(pulse.duration == 1)
        #expect(pulse.value(time: 0.5) == 2)
        let drift = KeyframeTimeline(initialValue: CGPoint(x: 0, y: 9)) { Drift() }
        #expect(drift.value(time: 1) == CGPoint(x: 1, y: 9))
    }
}
