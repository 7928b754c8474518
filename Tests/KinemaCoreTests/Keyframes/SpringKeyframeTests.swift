import Foundation
import Kinema
import Testing

// Rules under test (docs/research/keyframes.md, KeyframePath.swift, SpringKeyframe.swift): a spring
// segment is from + spring.value(target: to − from, initialVelocity: v0, time: t), v0 the given
// start velocity or the velocity the motion arrives with; with a duration it stops there holding
// the value reached (not the target) and hands position and velocity on; without one it runs for
// spring.settlingDuration.
//
// Expected values were computed with python3 from the closed form of a unit-mass spring with
// Spring(duration: d, bounce: b): ω0 = 2π/d, ζ = 1 − b (b ≥ 0) or 1/(1 + b) (b < 0), σ = ζω0, and
// displacement x from the target with x(0) = x0, x′(0) = v0:
//   ζ < 1: x = e^(−σt)·(x0·cos ωd t + (v0 + σx0)/ωd·sin ωd t),  ωd = ω0·√(1 − ζ²)
//   ζ = 1: x = e^(−ω0 t)·(x0 + (v0 + ω0 x0)·t)
//   ζ > 1: x = e^(−σt)·(x0·cosh γt + (v0 + σx0)/γ·sinh γt),     γ = ω0·√(ζ² − 1)
// and value = target + x. The tables' velocities are x′; an overdamped spring (ζ > 1) reports
// x′ plus the distance it covers (10 here), since a spring keyframe's velocity is
// `Spring.velocity`, which adds the target for overdamped springs as SwiftUI's does (research
// notes §1.4; docs/research/swiftui_reference_output.txt, section C).

/// SpringKeyframe(10, duration: 1, spring: Spring(duration:bounce:)) from 0 at rest, sampled at
/// 0.05, 0.15, 0.3 and 0.6 s.
private struct SpringCase: Sendable, CustomTestStringConvertible {
    let duration: Double
    let bounce: Double
    let values: [Double]
    let velocities: [Double]
    var testDescription: String { "Spring(duration: \(duration), bounce: \(bounce))" }
}

private let springTimes: [Double] = [0.05, 0.15, 0.3, 0.6]

private let springCases: [SpringCase] = [
    // Underdamped, ζ = 0.7.
    SpringCase(
        duration: 0.5, bounce: 0.3,
        values: [1.45715013536, 6.850551801317, 10.339303622956, 10.007367005368],
        velocities: [49.170485433701, 45.849277908695, 5.460185673229, -0.702681190316]),
    // Underdamped, ζ = 0.4.
    SpringCase(
        duration: 0.8, bounce: 0.6,
        values: [0.687569044943, 4.653986421934, 10.749332800482, 11.19409408033],
        velocities: [25.793710026335, 47.171767689276, 27.770728888698, -12.017418623336]),
    // Critically damped, ζ = 1.
    SpringCase(
        duration: 0.5, bounce: 0,
        values: [1.31311455359, 5.619604539868, 8.900339392268, 9.954611525326],
        velocities: [42.122531294092, 35.965423187307, 10.921677746437, 0.503579136971]),
    // Overdamped, ζ = 1/0.6.
    SpringCase(
        duration: 0.5, bounce: -0.4,
        values: [1.065609405758, 4.002634524471, 6.798157953815, 9.088720838411],
        velocities: [31.064204606173, 24.975079695848, 13.411331344688, 3.817157219602]),
    // Overdamped, ζ = 1/0.3.
    SpringCase(
        duration: 0.3, bounce: -0.7,
        values: [1.279923914373, 3.677636337323, 6.096999638871, 8.512568999597],
        velocities: [28.005628682754, 20.330510980867, 12.550684537768, 4.783058040084]),
]

@Suite("Keyframes: SpringKeyframe")
struct SpringKeyframeTests {
    @Test(arguments: springCases)
    private func aSpringKeyframeFollowsTheSpringsClosedForm(springCase: SpringCase) {
        let spring = Spring(duration: springCase.duration, bounce: springCase.bounce)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(10.0, duration: 1, spring: spring) }
        }
        let quirk = springCase.bounce < 0 ? 10.0 : 0
        for (index, time) in springTimes.enumerated() {
            let value = timeline.value(time: time)
            let velocity = timeline.velocity(time: time, base: 0)
            #expect(abs(value - springCase.values[index]) < 1e-9, "t = \(time): \(value)")
            #expect(abs(velocity - (springCase.velocities[index] + quirk)) < 1e-7, "t = \(time): \(velocity)")
        }
        #expect(timeline.duration == 1)
    }

    @Test func aSpringCutShortHoldsTheValueReachedNotTheTarget() {
        // Spring(duration 0.4, bounce 0) cut at 0.1 s: 10·(1 − (1 + π/2)e^(−π/2)) = 4.655839487018.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(10.0, duration: 0.1, spring: Spring(duration: 0.4, bounce: 0)) }
        }
        #expect(timeline.duration == 0.1)
        for time in [0.1, 0.2, 1.0, 100.0] {
            #expect(abs(timeline.value(time: time) - 4.655839487018) < 1e-9)
        }
        #expect(abs(timeline.value(time: 1.0) - 10) > 5)
    }

    @Test(arguments: [(0.15, 3.491879615263), (0.2, 2.327919743509), (0.25, 1.163959871754)])
    func aSpringCutShortHandsItsPositionToALinearKeyframe(time: Double, value: Double) {
        // The linear runs from 4.655839487018 (the spring at 0.1 s) to 0 over 0.2 s.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.1, spring: Spring(duration: 0.4, bounce: 0))
                LinearKeyframe(0.0, duration: 0.2)
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
    }

    @Test(arguments: [(0.15, 5.370958523018), (0.2, 3.610225482039), (0.25, 1.208339571795)])
    func aSpringCutShortHandsPositionAndVelocityToACubic(time: Double, value: Double) {
        // Spring at 0.1 s: x = 4.655839487018, v = 10·ω0²·t·e^(−ω0 t) = 51.292229541202; the cubic
        // to 0 over 0.2 s is Hermite with m0 = 51.29…, m1 = 0.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.1, spring: Spring(duration: 0.4, bounce: 0))
                CubicKeyframe(0.0, duration: 0.2)
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
    }

    @Test(arguments: [(0.2, 4.317933116989), (0.3, -2.581855009458), (0.45, -4.813135186886), (2.0, -4.813135186886)])
    func aSpringCutShortHandsPositionAndVelocityToTheNextSpring(time: Double, value: Double) {
        // Spring(0.5, 0.3) toward 10 for 0.15 s reaches x = 6.850551801317 at v = 45.849277908695;
        // then Spring(0.3, 0) toward −5 for 0.3 s from there, starting at that velocity.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.15, spring: Spring(duration: 0.5, bounce: 0.3))
                SpringKeyframe(-5.0, duration: 0.3, spring: Spring(duration: 0.3, bounce: 0))
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
    }

    @Test(arguments: [(0.15, 9.310812034857), (0.2, 14.107116652544), (0.35, 20.009324875512), (0.6, 20.027441763244)])
    func aSpringStartsWithTheIncomingVelocity(time: Double, value: Double) {
        // Linear 0 → 5 over 0.1 s (50 /s); then Spring(0.4, 0.2) from 5 toward 20 with v0 = 50.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(5.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.5, spring: Spring(duration: 0.4, bounce: 0.2))
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.1 + 1e-12, base: 0) - 50) < 1e-6)
    }

    @Test(arguments: [(0.15, 7.254967102805), (0.2, 12.152660360599), (0.35, 19.749950237525)])
    func anExplicitStartVelocityWinsOverTheIncomingOne(time: Double, value: Double) {
        // As above, but v0 = −30.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(5.0, duration: 0.1)
                SpringKeyframe(20.0, duration: 0.5, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: -30)
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.1 + 1e-12, base: 0) - -30) < 1e-6)
    }

    @Test func withoutADurationAnUnderdampedSpringRunsForItsSettlingDuration() {
        // Spring(0.5, 0.3): σ = 0.7·4π; the envelope estimate with ε = 0.001 and M = σ·1 + 1 is
        // −ln(ε/M)/σ = 1.044713090512 s.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(10.0, spring: spring) }
        }
        #expect(abs(timeline.duration - 1.044713090512) < 1e-9)
        #expect(timeline.duration == spring.settlingDuration)
        // It stops where the spring is then (10.000970196632), not at the target.
        #expect(abs(timeline.value(time: 5) - 10.000970196632) < 1e-9)
    }

    @Test func withoutADurationACriticallyDampedSpringRunsForItsSampledSettlingDuration() {
        // Spring(0.5, 0): |x(t)| for a unit step, sampled every 0.1 s, first drops below 0.001 at
        // 0.8 s (0.000476) and stays there, so the settling duration is 0.8 s.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(1.0, spring: Spring(duration: 0.5, bounce: 0)) }
        }
        #expect(abs(timeline.duration - 0.8) < 1e-9)
    }

    @Test func theTimelinesDurationIncludesASpringsSettlingDuration() {
        // 0.25 s of linear motion plus the 1.044713090512 s of Spring(0.5, 0.3).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(1.0, duration: 0.25)
                SpringKeyframe(10.0, spring: Spring(duration: 0.5, bounce: 0.3))
            }
        }
        #expect(abs(timeline.duration - 1.294713090512) < 1e-9)
    }

    @Test func theDefaultSpringIsUsedWhenNoneIsGiven() {
        // Spring() is Spring(duration: 0.5, bounce: 0): at 0.15 s, 10 → 5.619604539868.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(10.0, duration: 1) }
        }
        #expect(abs(timeline.value(time: 0.15) - 5.619604539868) < 1e-9)
    }
}
