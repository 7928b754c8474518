import Foundation
import Kinema
import Testing

// Rules under test (docs/research/keyframes.md, KeyframePath.swift, CubicKeyframe.swift): a cubic
// segment is the cubic Hermite curve
//   p(u) = h00·p0 + h10·d·m0 + h01·p1 + h11·d·m1,  u = t/d,
//   h00 = 2u³ − 3u² + 1, h10 = u³ − 2u² + u, h01 = −2u³ + 3u², h11 = u³ − u²,
// with tangents m (per second): between cubics (next − previous)/(t_next − t_previous); 0 at the
// start of a timeline's track and at its end; next to a linear keyframe, the linear's velocity at
// the joint; next to a spring, its start velocity if given, otherwise the Catmull-Rom slope
// through the spring's target; before a move, 0. Expected values were computed with python3 from
// that formula (tangents stated next to each case).

@Suite("Keyframes: CubicKeyframe")
struct CubicKeyframeTests {
    /// 2 → 8 (0.25 s) → −3 (0.5 s) → 5 (0.2 s); tangents 0, (−3 − 2)/0.75, (5 − 8)/0.7, 0.
    static let chain = KeyframeTimeline(initialValue: 2.0) {
        KeyframeTrack {
            CubicKeyframe(8.0, duration: 0.25)
            CubicKeyframe(-3.0, duration: 0.5)
            CubicKeyframe(5.0, duration: 0.2)
        }
    }

    @Test(arguments: [(0.0, 2.0), (0.25, 8.0), (0.75, -3.0), (0.95, 5.0)])
    func segmentsPassThroughTheirKeyframeValuesAtTheirTimes(time: Double, value: Double) {
        #expect(abs(Self.chain.value(time: time) - value) < 1e-12)
    }

    @Test(arguments: [
        (0.075, 3.401), (0.125, 5.208333333333), (0.2, 7.589333333333),
        (0.4, 5.269), (0.5, 2.35119047619), (0.65, -1.688380952381),
        (0.81, -1.398), (0.85, 0.892857142857), (0.91, 4.140571428571),
    ])
    func catmullRomTangentsUseNonUniformTimes(time: Double, value: Double) {
        #expect(abs(Self.chain.value(time: time) - value) < 1e-9)
    }

    @Test func catmullRomTangentIsTheSlopeBetweenTheNeighbours() {
        // At 0.25 s: (−3 − 2)/(0.25 + 0.5); at 0.75 s: (5 − 8)/(0.5 + 0.2).
        #expect(abs(Self.chain.velocity(time: 0.25, base: 0) - -5 / 0.75) < 1e-9)
        #expect(abs(Self.chain.velocity(time: 0.75, base: 0) - -3 / 0.7) < 1e-9)
        // Not the average of the two segments' slopes, ((8 − 2)/0.25 + (−3 − 8)/0.5)/2 = 1.
        #expect(abs(Self.chain.velocity(time: 0.25, base: 0) - 1) > 1)
    }

    @Test func theTrackStartsAndEndsAtRest() {
        #expect(abs(Self.chain.velocity(time: 0, base: 0)) < 1e-12)
        #expect(abs(Self.chain.velocity(time: 0.95, base: 0)) < 1e-12)
        let h = 1e-7
        #expect(abs((Self.chain.value(time: h) - Self.chain.value(time: 0)) / h) < 1e-4)
        #expect(abs((Self.chain.value(time: 0.95) - Self.chain.value(time: 0.95 - h)) / h) < 1e-4)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.6, 0.9])
    func aLoneCubicIsSmoothstep(u: Double) {
        // 3 → 11 over 0.8 s: 3 + 8·(3u² − 2u³).
        let timeline = KeyframeTimeline(initialValue: 3.0) {
            KeyframeTrack { CubicKeyframe(11.0, duration: 0.8) }
        }
        let expected = 3 + 8 * (3 * u * u - 2 * u * u * u)
        #expect(abs(timeline.value(time: u * 0.8) - expected) < 1e-12)
    }

    @Test(arguments: [(0.1, 3.92), (0.25, 8.75), (0.4, 10.88)])
    func explicitStartAndEndVelocitiesAreHonoured(time: Double, value: Double) {
        // 0 → 10 over 0.5 s, m0 = 40, m1 = −20.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(10.0, duration: 0.5, startVelocity: 40, endVelocity: -20) }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
        #expect(abs(timeline.velocity(time: 0, base: 0) - 40) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.5 - 1e-9, base: 0) - -20) < 1e-6)
    }

    @Test func anExplicitEndVelocityCarriesIntoTheNextCubic() {
        // 0 → 10 over 0.2 s with m1 = 80; then 10 → 0 over 0.3 s with m0 = 80, m1 = 0.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.2, endVelocity: 80)
                CubicKeyframe(0.0, duration: 0.3)
            }
        }
        #expect(abs(timeline.value(time: 0.1) - 3) < 1e-9)
        #expect(abs(timeline.value(time: 0.3) - 10.962962962963) < 1e-9)
        #expect(abs(timeline.value(time: 0.4) - 4.37037037037) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.2 + 1e-9, base: 0) - 80) < 1e-5)
    }

    @Test func anExplicitStartVelocitySetsThePreviousCubicsEndVelocity() {
        // 0 → 10 over 0.2 s ending with m1 = −30 (the next keyframe's start velocity).
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.2)
                CubicKeyframe(0.0, duration: 0.2, startVelocity: -30)
            }
        }
        #expect(abs(timeline.value(time: 0.1) - 5.75) < 1e-9)
        #expect(abs(timeline.value(time: 0.15) - 9.28125) < 1e-9)
        #expect(abs(timeline.value(time: 0.3) - 4.25) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.2, base: 0) - -30) < 1e-9)
    }

    @Test(arguments: [(0.25, 9.84375), (0.3, 6.25), (0.35, 2.03125)])
    func aCubicAfterALinearStartsWithTheLinearsVelocity(time: Double, value: Double) {
        // Linear 0 → 10 over 0.2 s (50 /s), then cubic 10 → 0 over 0.2 s with m0 = 50, m1 = 0.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.2)
                CubicKeyframe(0.0, duration: 0.2)
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
    }

    @Test(arguments: [(0.05, 0.625), (0.1, 2.5), (0.15, 5.625)])
    func aCubicBeforeALinearEndsWithTheLinearsVelocity(time: Double, value: Double) {
        // Cubic 0 → 10 over 0.2 s with m1 = (30 − 10)/0.2 = 100; then linear 10 → 30.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.2)
                LinearKeyframe(30.0, duration: 0.2)
            }
        }
        #expect(abs(timeline.value(time: time) - value) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.2, base: 0) - 100) < 1e-9)
    }

    @Test func aCubicNextToACurvedLinearAdoptsTheCurvesSlopeAtTheJoint() {
        // Linear 0 → 10 over 0.2 s on Bézier (0.3, 0), (0.7, 0.6): end slope (1 − 0.6)/(1 − 0.7) = 4/3,
        // so the cubic 10 → 0 (0.2 s) starts with m0 = 10·(4/3)/0.2 = 66.67.
        let arriving = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.3, y: 0), endControlPoint: UnitPoint(x: 0.7, y: 0.6))
        let after = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.2, timingCurve: arriving)
                CubicKeyframe(0.0, duration: 0.2)
            }
        }
        #expect(abs(after.value(time: 0.25) - 10.3125) < 1e-6)
        #expect(abs(after.value(time: 0.3) - 6.666666666667) < 1e-6)

        // Cubic 0 → 10 (0.2 s) before a linear 10 → 30 on Bézier (0.25, 0.5), (0.75, 1): start slope
        // 0.5/0.25 = 2, so m1 = 20·2/0.2 = 200; at u = 1/4 and 3/4:
        // 10·h01 + 0.2·200·h11 = 1.5625 − 1.875 and 8.4375 − 5.625.
        let leaving = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.5), endControlPoint: UnitPoint(x: 0.75, y: 1))
        let before = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.2)
                LinearKeyframe(30.0, duration: 0.2, timingCurve: leaving)
            }
        }
        #expect(abs(before.value(time: 0.05) - -0.3125) < 1e-6)
        #expect(abs(before.value(time: 0.15) - 2.8125) < 1e-6)
        #expect(abs(before.velocity(time: 0.2, base: 0) - 200) < 1e-6)
    }

    @Test func aCubicBeforeASpringUsesTheSlopeThroughTheSpringsTarget() {
        // Cubic 0 → 10 (0.2 s), m1 = (30 − 0)/(0.2 + 0.3) = 60; then a spring from 10 toward 30 for
        // 0.3 s starting at 60 /s: Spring(duration 0.4, bounce 0.2), ω0 = 2π/0.4, ζ = 0.8,
        // 30 + e^(−ζω0 t)·(x0·cos ωd t + (v0 + ζω0·x0)/ωd·sin ωd t), x0 = −20, v0 = 60.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.2)
                SpringKeyframe(30.0, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2))
            }
        }
        #expect(abs(timeline.value(time: 0.1) - 3.5) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.2, base: 0) - 60) < 1e-9)
        #expect(abs(timeline.value(time: 0.3) - 21.979950845729) < 1e-9)
        #expect(abs(timeline.value(time: 0.45) - 29.990818614183) < 1e-9)
        #expect(abs(timeline.value(time: 0.5) - 30.293892430646) < 1e-9)
    }

    @Test func aCubicBeforeASpringWithAStartVelocityEndsWithIt() {
        // As above but the spring starts at 15 /s: the cubic ends with m1 = 15.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.2)
                SpringKeyframe(30.0, duration: 0.3, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: 15)
            }
        }
        #expect(abs(timeline.value(time: 0.1) - 4.625) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.2, base: 0) - 15) < 1e-9)
        #expect(abs(timeline.value(time: 0.3) - 20.88056918151) < 1e-9)
    }

    @Test func aCubicAfterASpringStartsWithTheSpringsPositionAndVelocity() {
        // Spring(duration 0.4, bounce 0) from 0 toward 10, cut at 0.2 s:
        // 10·(1 − (1 + ω0 t)e^(−ω0 t)) = 8.210255535859, velocity 10·ω0²·t·e^(−ω0 t) = 21.325213894222.
        // Then a cubic to 0 over 0.3 s with m0 = 21.325…, m1 = 0.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.2, spring: Spring(duration: 0.4, bounce: 0))
                CubicKeyframe(0.0, duration: 0.3)
            }
        }
        #expect(abs(timeline.value(time: 0.1) - 4.655839487018) < 1e-9)
        #expect(abs(timeline.value(time: 0.2) - 8.210255535859) < 1e-9)
        #expect(abs(timeline.value(time: 0.25) - 8.342547274901) < 1e-9)
        #expect(abs(timeline.value(time: 0.35) - 4.904823288963) < 1e-9)
        #expect(abs(timeline.value(time: 0.45) - 0.756258839885) < 1e-9)
    }

    @Test func aCubicBeforeAMoveEndsAtRest() {
        // 0 → 10 over 0.3 s is smoothstep (m1 = 0), whatever follows the move.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.3)
                MoveKeyframe(0.0)
                LinearKeyframe(5.0, duration: 0.2)
            }
        }
        #expect(abs(timeline.value(time: 0.1) - 2.592592592593) < 1e-9)
        #expect(abs(timeline.value(time: 0.2) - 7.407407407407) < 1e-9)
        #expect(abs(timeline.velocity(time: 0.3, base: 0)) < 1e-12)
        #expect(abs(timeline.value(time: 0.3) - 10) < 1e-12)
    }

    @Test(arguments: [
        (0.05, 1.0, -3.875), (0.15, 6.75, -19.125),
        (0.3, 17.851851851852, -0.888888888889), (0.45, 28.935185185185, 36.111111111111),
    ])
    func aPointInterpolatesPerComponent(time: Double, x: Double, y: Double) {
        // Through AnimatablePair: x 0 → 10 → 30 (joint tangent 30/0.5 = 60),
        // y 0 → −20 → 40 (joint tangent 40/0.5 = 80), durations 0.2 and 0.3.
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                CubicKeyframe(CGPoint(x: 10, y: -20), duration: 0.2)
                CubicKeyframe(CGPoint(x: 30, y: 40), duration: 0.3)
            }
        }
        let point = timeline.value(time: time)
        #expect(abs(Double(point.x) - x) < 1e-9)
        #expect(abs(Double(point.y) - y) < 1e-9)
    }

    @Test(arguments: [(0.1, 15.0), (0.3, 78.75), (0.5, 28.75)])
    func anAngleInterpolatesThroughItsScaledRadians(time: Double, degrees: Double) {
        // Angle's animatable data is radians·128; the Hermite curve is linear in its values, so in
        // degrees: 0 → 90 (0.4 s) → −30 (0.2 s), joint tangent (−30 − 0)/0.6 = −50 °/s.
        let timeline = KeyframeTimeline(initialValue: Angle.zero) {
            KeyframeTrack {
                CubicKeyframe(Angle.degrees(90), duration: 0.4)
                CubicKeyframe(Angle.degrees(-30), duration: 0.2)
            }
        }
        #expect(abs(timeline.value(time: time).degrees - degrees) < 1e-9)
    }

    @Test func anAnglesVelocityComesBackInRadiansPerSecond() {
        // The joint tangent −50 °/s is −50·π/180 rad/s; the velocity API hands back an Angle whose
        // radians are that rate (its animatable data, per second, is 128 times it).
        let timeline = KeyframeTimeline(initialValue: Angle.zero) {
            KeyframeTrack {
                CubicKeyframe(Angle.degrees(90), duration: 0.4)
                CubicKeyframe(Angle.degrees(-30), duration: 0.2)
            }
        }
        let velocity = timeline.velocity(time: 0.4, base: .zero)
        #expect(abs(velocity.radians - -50 * .pi / 180) < 1e-9)
        #expect(abs(velocity.animatableData - -50 * .pi / 180 * 128) < 1e-6)
    }
}
