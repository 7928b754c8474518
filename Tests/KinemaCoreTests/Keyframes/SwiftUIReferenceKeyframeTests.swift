import Foundation
import Kinema
import Testing

// Reference values printed by real SwiftUI, to three decimals, for small keyframe timelines. They
// were measured by a public probe of SwiftUI: the MetalUI project's
// docs/probes/swiftui-controls-looks.swift, arms K1–K9 (see docs/research/keyframes.md). Each arm
// is a data table of "time: value" samples and one parameterised test; values are compared within
// 0.001 (the printed rounding plus float noise) unless stated otherwise.

private let tolerance = 0.001

private struct Pair: Sendable {
    var x: Double
    var s: Double
}

@Suite("Keyframes: SwiftUI reference values")
struct SwiftUIReferenceKeyframeTests {
    // MARK: K1 — three linear keyframes, corners between them

    static let k1 = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            LinearKeyframe(10.0, duration: 0.2)
            LinearKeyframe(-10.0, duration: 0.2)
            LinearKeyframe(0.0, duration: 0.2)
        }
    }

    static let k1Samples: [(Double, Double)] = [
        (-0.1, 0), (0, 0), (0.05, 2.5), (0.1, 5), (0.15, 7.5), (0.2, 10), (0.25, 5), (0.3, 0),
        (0.35, -5), (0.4, -10), (0.5, -5), (0.6, 0), (0.8, 0), (1.0, 0), (1.5, 0),
    ]

    @Test(arguments: k1Samples)
    func k1LinearKeyframes(time: Double, expected: Double) {
        #expect(abs(Self.k1.value(time: time) - expected) < tolerance)
    }

    @Test func k1Duration() {
        #expect(abs(Self.k1.duration - 0.6) < 1e-12)
    }

    // MARK: K2 — a linear keyframe on .easeInOut

    static let k2 = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack { LinearKeyframe(10.0, duration: 0.4, timingCurve: .easeInOut) }
    }

    static let k2Samples: [(Double, Double)] = [
        (0.05, 0.311), (0.1, 1.292), (0.15, 2.928), (0.2, 5), (0.25, 7.072), (0.3, 8.708),
        (0.35, 9.689), (0.4, 10), (0.5, 10),
    ]

    @Test(arguments: k2Samples)
    func k2LinearKeyframeWithEaseInOut(time: Double, expected: Double) {
        #expect(abs(Self.k2.value(time: time) - expected) < tolerance)
    }

    // MARK: K3b — a lone cubic keyframe (smoothstep)

    static let k3b = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack { CubicKeyframe(10.0, duration: 0.4) }
    }

    static let k3bSamples: [(Double, Double)] = [
        (0.05, 0.430), (0.1, 1.562), (0.15, 3.164), (0.2, 5), (0.25, 6.836), (0.3, 8.437),
        (0.35, 9.570), (0.4, 10),
    ]

    @Test(arguments: k3bSamples)
    func k3bLoneCubicKeyframe(time: Double, expected: Double) {
        #expect(abs(Self.k3b.value(time: time) - expected) < tolerance)
    }

    // MARK: K3 — three cubic keyframes, uniform durations

    static let k3 = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            CubicKeyframe(10.0, duration: 0.2)
            CubicKeyframe(-10.0, duration: 0.2)
            CubicKeyframe(0.0, duration: 0.2)
        }
    }

    static let k3Samples: [(Double, Double)] = [
        (0.05, 1.797), (0.1, 5.625), (0.15, 9.141), (0.2, 10), (0.25, 6.406), (0.3, 0),
        (0.35, -6.406), (0.4, -10), (0.5, -5.625), (0.6, 0),
    ]

    @Test(arguments: k3Samples)
    func k3CubicKeyframes(time: Double, expected: Double) {
        #expect(abs(Self.k3.value(time: time) - expected) < tolerance)
    }

    // MARK: K3c — cubic keyframes of different durations, back to the start

    static let k3c = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            CubicKeyframe(10.0, duration: 0.1)
            CubicKeyframe(0.0, duration: 0.3)
        }
    }

    static let k3cSamples: [(Double, Double)] = [
        (0.025, 1.562), (0.05, 5), (0.075, 8.437), (0.1, 10), (0.15, 9.259), (0.2, 7.407),
        (0.25, 5), (0.3, 2.593), (0.35, 0.741),
    ]

    @Test(arguments: k3cSamples)
    func k3cCubicKeyframesOfDifferentDurations(time: Double, expected: Double) {
        #expect(abs(Self.k3c.value(time: time) - expected) < tolerance)
    }

    // MARK: K3f — two rising cubic keyframes, uniform durations

    static let k3f = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            CubicKeyframe(10.0, duration: 0.2)
            CubicKeyframe(30.0, duration: 0.2)
        }
    }

    static let k3fSamples: [(Double, Double)] = [
        (0.05, 0.859), (0.1, 3.125), (0.15, 6.328), (0.25, 15.234), (0.3, 21.875), (0.35, 27.578),
    ]

    @Test(arguments: k3fSamples)
    func k3fRisingCubicKeyframes(time: Double, expected: Double) {
        #expect(abs(Self.k3f.value(time: time) - expected) < tolerance)
    }

    // MARK: K3g — two rising cubic keyframes, non-uniform durations (Catmull-Rom in time)

    static let k3g = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            CubicKeyframe(10.0, duration: 0.1)
            CubicKeyframe(30.0, duration: 0.3)
        }
    }

    static let k3gSamples: [(Double, Double)] = [
        (0.025, 1.211), (0.05, 4.062), (0.075, 7.383), (0.175, 16.289), (0.25, 22.812),
        (0.325, 27.930),
    ]

    @Test(arguments: k3gSamples)
    func k3gRisingCubicKeyframesOfDifferentDurations(time: Double, expected: Double) {
        #expect(abs(Self.k3g.value(time: time) - expected) < tolerance)
    }

    // MARK: K3d — a cubic keyframe between linear ones

    static let k3d = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            LinearKeyframe(10.0, duration: 0.2)
            CubicKeyframe(0.0, duration: 0.2)
            LinearKeyframe(5.0, duration: 0.2)
        }
    }

    static let k3dSamples: [(Double, Double)] = [
        (0.05, 2.5), (0.1, 5), (0.15, 7.5), (0.2, 10), (0.25, 9.609), (0.3, 5.625), (0.35, 1.328),
        (0.4, 0), (0.5, 2.5),
    ]

    @Test(arguments: k3dSamples)
    func k3dCubicBetweenLinearKeyframes(time: Double, expected: Double) {
        #expect(abs(Self.k3d.value(time: time) - expected) < tolerance)
    }

    // MARK: K3h — cubic keyframes followed by a linear hold

    static let k3h = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            CubicKeyframe(10.0, duration: 0.2)
            CubicKeyframe(30.0, duration: 0.2)
            LinearKeyframe(30.0, duration: 0.2)
        }
    }

    static let k3hSamples: [(Double, Double)] = [(0.25, 15.234), (0.3, 21.875), (0.35, 27.578)]

    @Test(arguments: k3hSamples)
    func k3hCubicKeyframesBeforeALinearHold(time: Double, expected: Double) {
        #expect(abs(Self.k3h.value(time: time) - expected) < tolerance)
    }

    // MARK: K3e — a cubic keyframe with explicit velocities

    static let k3e = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack { CubicKeyframe(10.0, duration: 0.4, startVelocity: 50, endVelocity: 0) }
    }

    static let k3eSamples: [(Double, Double)] = [
        (0.05, 2.344), (0.1, 4.375), (0.2, 7.5), (0.3, 9.375), (0.35, 9.844),
    ]

    @Test(arguments: k3eSamples)
    func k3eCubicKeyframeWithExplicitVelocities(time: Double, expected: Double) {
        #expect(abs(Self.k3e.value(time: time) - expected) < tolerance)
    }

    // MARK: K4 — a spring keyframe cut at its duration holds the value reached

    static let k4 = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack { SpringKeyframe(10.0, duration: 0.4, spring: Spring(duration: 0.4, bounce: 0)) }
    }

    static let k4Samples: [(Double, Double)] = [
        (0.05, 1.860), (0.1, 4.656), (0.15, 6.819), (0.2, 8.210), (0.25, 9.029), (0.3, 9.487),
        (0.35, 9.734), (0.4, 9.864), (0.5, 9.864), (1.5, 9.864),
    ]

    @Test(arguments: k4Samples)
    func k4SpringKeyframe(time: Double, expected: Double) {
        #expect(abs(Self.k4.value(time: time) - expected) < tolerance)
    }

    // MARK: K4e — a spring keyframe starting with a linear keyframe's velocity

    static let k4e = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            LinearKeyframe(10.0, duration: 0.2)
            SpringKeyframe(0.0, duration: 0.4, spring: Spring(duration: 0.4, bounce: 0))
        }
    }

    static let k4eSamples: [(Double, Double)] = [
        (0.2, 10), (0.25, 9.280), (0.3, 6.384), (0.4, 2.222), (0.6, 0.173),
    ]

    @Test(arguments: k4eSamples)
    func k4eSpringAfterALinearKeyframe(time: Double, expected: Double) {
        #expect(abs(Self.k4e.value(time: time) - expected) < tolerance)
    }

    // MARK: K4c — a spring keyframe cut short, then a linear keyframe from where it stopped

    static let k4c = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            SpringKeyframe(10.0, duration: 0.2, spring: Spring(duration: 0.4, bounce: 0))
            LinearKeyframe(0.0, duration: 0.2)
        }
    }

    static let k4cSamples: [(Double, Double)] = [
        (0.05, 1.860), (0.1, 4.656), (0.15, 6.819), (0.2, 8.210), (0.25, 6.158), (0.3, 4.105),
        (0.35, 2.053), (0.4, 0), (0.5, 0),
    ]

    @Test(arguments: k4cSamples)
    func k4cSpringCutShortThenLinear(time: Double, expected: Double) {
        #expect(abs(Self.k4c.value(time: time) - expected) < tolerance)
    }

    // MARK: K4d — springs of several durations and bounces, at t = 0.1, within 0.005

    static let k4dSamples: [(Double, Double, Double)] = [
        (0.4, 0, 4.656), (0.4, 0.3, 5.614), (0.4, 0.5, 6.473), (0.4, -0.3, 3.724),
        (1, 0, 1.313), (1, 0.3, 1.457), (0.5, 0.15, 3.881), (0.2, 0.7, 13.679),
    ]

    @Test(arguments: k4dSamples)
    func k4dSpringDurationAndBounce(duration: Double, bounce: Double, expected: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(10.0, duration: 1, spring: Spring(duration: duration, bounce: bounce)) }
        }
        #expect(abs(timeline.value(time: 0.1) - expected) < 0.005)
    }

    // MARK: K5 — a move between linear keyframes

    static let k5 = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
            LinearKeyframe(10.0, duration: 0.2)
            MoveKeyframe(-5.0)
            LinearKeyframe(0.0, duration: 0.2)
        }
    }

    static let k5Samples: [(Double, Double)] = [
        (0.2, 10), (0.25, -3.75), (0.3, -2.5), (0.35, -1.25), (0.4, 0), (0.5, 0),
    ]

    @Test(arguments: k5Samples)
    func k5MoveKeyframe(time: Double, expected: Double) {
        #expect(abs(Self.k5.value(time: time) - expected) < tolerance)
    }

    // MARK: K6 — two tracks of different lengths

    private static let k6 = KeyframeTimeline(initialValue: Pair(x: 0, s: 1)) {
        KeyframeTrack(\Pair.x) {
            LinearKeyframe(10.0, duration: 0.2)
            LinearKeyframe(0.0, duration: 0.2)
        }
        KeyframeTrack(\Pair.s) { LinearKeyframe(2.0, duration: 0.6) }
    }

    static let k6Samples: [(Double, Double, Double)] = [
        (0.05, 2.5, 1.083), (0.2, 10, 1.333), (0.3, 5, 1.5), (0.4, 0, 1.667), (0.6, 0, 2),
        (1.0, 0, 2),
    ]

    @Test(arguments: k6Samples)
    func k6TwoTracks(time: Double, x: Double, s: Double) {
        let value = Self.k6.value(time: time)
        #expect(abs(value.x - x) < tolerance)
        #expect(abs(value.s - s) < tolerance)
    }

    @Test func k6Duration() {
        #expect(abs(Self.k6.duration - 0.6) < 1e-12)
    }

    // MARK: K7 — an untracked property keeps its initial value

    private static let k7 = KeyframeTimeline(initialValue: Pair(x: 3, s: 7)) {
        KeyframeTrack(\Pair.x) { LinearKeyframe(10.0, duration: 0.2) }
    }

    static let k7Samples: [(Double, Double)] = [(0, 3), (0.1, 6.5), (0.2, 10), (0.5, 10)]

    @Test(arguments: k7Samples)
    func k7UntrackedProperty(time: Double, x: Double) {
        let value = Self.k7.value(time: time)
        #expect(abs(value.x - x) < tolerance)
        #expect(value.s == 7)
    }

    // MARK: K9 — value(progress:)

    static let k9 = KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack { LinearKeyframe(10.0, duration: 0.4) }
    }

    static let k9Samples: [(Double, Double)] = [(0, 0), (0.5, 5), (1, 10), (1.5, 10)]

    @Test(arguments: k9Samples)
    func k9ValueAtProgress(progress: Double, expected: Double) {
        #expect(abs(Self.k9.value(progress: progress) - expected) < tolerance)
    }
}
