import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

// Closed forms (python3, written independently of Kinema):
//   critical (ζ = 1): x(t) = T − e^(−ωt)·(T + (ωT − v₀)·t)
//   under (ζ < 1):    x(t) = T − e^(−ζωt)·(T·cos ω_d t + (ζωT − v₀)/ω_d · sin ω_d t), ω_d = ω√(1 − ζ²)
//   over (ζ > 1):     x(t) = T + A·e^(r₁t) + B·e^(r₂t), r₁,₂ = −ζω ± ω√(ζ² − 1),
//                     A + B = −T, r₁A + r₂B = v₀
// and velocities are their exact derivatives, ω = 2π / duration — except that, as SwiftUI does,
// an overdamped spring's `velocity` reports the derivative plus the target T (research notes §1.4;
// docs/research/swiftui_reference_output.txt, section C), and `update` carries that on.

private typealias Close = AnimationLaws
private typealias Point = AnimatablePair<CGFloat, CGFloat>
private typealias Rect = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

@Suite("Spring: value, velocity, force and update")
struct SpringEvaluationTests {
    @Test func seedSpringModelSample() {
        // Seed 000, "Spring Model", verbatim (each expression bound to a name, since an unused
        // result is a warning):
        let spring = Spring(duration: 1.0, bounce: 0)
        let value = spring.value(target: 1, time: 0.25)
        let velocity = spring.velocity(target: 1, time: 0.25)

        // x = 1 − (1 + π/2)·e^(−π/2); v = 4π²·0.25·e^(−π/2)
        // python3 -c "from math import *; print(1-(1+pi/2)*exp(-pi/2), 4*pi*pi*0.25*exp(-pi/2))"
        #expect(Close.isClose(value, 0.465583948701782, relative: 1e-12))
        #expect(Close.isClose(velocity, 2.0516891816480713, relative: 1e-12))
    }

    @Test(
        arguments: [
            // Spring(duration: 0.5, bounce: 0.3), T = 1, v₀ = 0.7: (t, value, velocity)
            (0.05, 0.16751131509275585, 5.131587469155824),
            (0.2, 0.886804535658638, 2.81185382669123),
            (0.6, 1.0004252158933769, -0.06530388534939424),
        ])
    func underdampedClosedForm(time: Double, value: Double, velocity: Double) {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(Close.isClose(spring.value(target: 1.0, initialVelocity: 0.7, time: time), value, absolute: 1e-12))
        #expect(Close.isClose(spring.velocity(target: 1.0, initialVelocity: 0.7, time: time), velocity, absolute: 1e-11))
    }

    @Test func criticallyDampedClosedFormWithInitialVelocity() {
        // Spring(duration: 0.5, bounce: 0), T = 1, v₀ = 0.7, t = 0.2
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(Close.isClose(spring.value(target: 1.0, initialVelocity: 0.7, time: 0.2), 0.7267560519880694, absolute: 1e-12))
        #expect(Close.isClose(spring.velocity(target: 1.0, initialVelocity: 0.7, time: 0.2), 2.472477939578673, absolute: 1e-11))
    }

    @Test(
        arguments: [
            // Spring(duration: 0.5, bounce: −0.3) (ζ = 1/0.7), T = 1, v₀ = 0.7:
            // (t, value, true derivative)
            (0.05, 0.12969153669238676, 3.5147658338822048),
            (0.2, 0.580119590628793, 2.145285468215271),
            (0.6, 0.9460441793101494, 0.2768848097451536),
        ])
    func overdampedClosedForm(time: Double, value: Double, velocity: Double) {
        // The value is the exact solution; the velocity is SwiftUI's, the true derivative plus
        // T = 1 (3.145285468215271 at t = 0.2, the research notes' own figure).
        let spring = Spring(duration: 0.5, bounce: -0.3)
        #expect(Close.isClose(spring.value(target: 1.0, initialVelocity: 0.7, time: time), value, absolute: 1e-12))
        #expect(Close.isClose(spring.velocity(target: 1.0, initialVelocity: 0.7, time: time), velocity + 1, absolute: 1e-11))
    }

    @Test func massAffectsTheMotion() {
        // m = 2, k = 100, c = 10: ω₀ = √50, ζ = 0.35355339059327373; T = 1, t = 0.3
        let spring = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(Close.isClose(spring.value(target: 1.0, time: 0.3), 1.0263228449319832, absolute: 1e-12))
        #expect(Close.isClose(spring.velocity(target: 1.0, time: 0.3), 3.269787883347581, absolute: 1e-11))
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: -0.5)])
    func valueIsLinearInTheTarget(spring: Spring) {
        for t in [0.0, 0.05, 0.3, 1.0] {
            let unit = spring.value(target: 1.0, time: t)
            #expect(Close.isClose(spring.value(target: -40.0, time: t), -40 * unit, absolute: 1e-12, relative: 1e-12))
        }
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: -0.5)])
    func pointDataMovesEachComponentLikeAScalar(spring: Spring) {
        let target = Point(3, -2)
        for t in [0.05, 0.2, 0.45] {
            let x = spring.value(target: 3.0, initialVelocity: 1.0, time: t)
            let y = spring.value(target: -2.0, initialVelocity: 0.5, time: t)
            let point = spring.value(target: target, initialVelocity: Point(1, 0.5), time: t)
            #expect(Close.isClose(Double(point.first), x, absolute: 1e-12))
            #expect(Close.isClose(Double(point.second), y, absolute: 1e-12))
            let velocity = spring.velocity(target: target, initialVelocity: Point(1, 0.5), time: t)
            #expect(Close.isClose(Double(velocity.first), spring.velocity(target: 3.0, initialVelocity: 1.0, time: t), absolute: 1e-10))
            #expect(Close.isClose(Double(velocity.second), spring.velocity(target: -2.0, initialVelocity: 0.5, time: t), absolute: 1e-10))
        }
    }

    @Test func fourDimensionalPairDataMovesEachComponentLikeAScalar() {
        let spring = Spring.bouncy
        let target = Rect(Point(1, 2), Point(-3, 0.5))
        let value = spring.value(target: target, time: 0.2)
        let unit = spring.value(target: 1.0, time: 0.2)
        #expect(Close.isClose(value, target.scaled(by: unit), tolerance: 1e-12))
        // critically damped at 0.2 s with ω = 4π: 1 − (1 + 0.8π)e^(−0.8π)
        let smooth = Spring.smooth.value(target: target, time: 0.2)
        #expect(Close.isClose(smooth, target.scaled(by: 0.7154156890859573), tolerance: 1e-12))
    }

    @Test func fromValueToValueFormIsOffsetByTheStart() {
        let spring = Spring.bouncy
        // Doc example: Spring.bouncy.value(fromValue: 1.0, toValue: 1.5, time: 0.1)
        for t in [0.0, 0.1, 0.3] {
            let from = spring.value(fromValue: 1.0, toValue: 1.5, initialVelocity: 0.0, time: t)
            #expect(Close.isClose(from, 1 + spring.value(target: 0.5, time: t), absolute: 1e-14))
            let v = spring.velocity(fromValue: 1.0, toValue: 1.5, initialVelocity: 0.0, time: t)
            #expect(Close.isClose(v, spring.velocity(target: 0.5, time: t), absolute: 1e-14))
        }
        #expect(spring.value(fromValue: 1.0, toValue: 1.5, initialVelocity: 0.0, time: 0) == 1)
        // bouncy, T = 1, v₀ = 0.7 at t = 0.2 (table above), shifted by 10
        #expect(
            Close.isClose(
                spring.value(fromValue: 10.0, toValue: 11.0, initialVelocity: 0.7, time: 0.2), 10.886804535658638,
                absolute: 1e-12))
    }

    @Test func fromValueToValueFormForPoints() {
        let spring = Spring.snappy
        let from = Point(1, 1), to = Point(4, -1)
        let value = spring.value(fromValue: from, toValue: to, initialVelocity: .zero, time: 0.15)
        let expected = from + spring.value(target: to - from, time: 0.15)
        #expect(Close.isClose(value, expected, tolerance: 1e-12))
    }

    @Test func forceIsStiffnessTimesDistanceMinusDampingTimesVelocity() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        // Doc example: force(target: 1.0, position: 0, velocity: 0) == 100
        #expect(Close.isClose(spring.force(target: 1.0, position: 0, velocity: 0), 100, relative: 1e-12))
        // 100·(1 − 0.5) − 10·2 = 30
        #expect(Close.isClose(spring.force(target: 1.0, position: 0.5, velocity: 2), 30, relative: 1e-12))
        // With a mass, the force is still k·Δ − c·v: m = 2, 100·1 − 10·1 = 90
        let heavy = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(Close.isClose(heavy.force(target: 1.0, position: 0, velocity: 1), 90, relative: 1e-12))
        // Points: componentwise.
        let f = spring.force(target: Point(1, 2), position: Point(0, 1), velocity: Point(1, -1))
        #expect(Close.isClose(f, Point(90, 110), tolerance: 1e-9))
    }

    @Test func forceFromValueToValuePullsTowardTheEnd() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        // Pulled from 2 toward 3: 100·(3 − 2) = 100
        #expect(Close.isClose(spring.force(fromValue: 1.0, toValue: 3.0, position: 2.0, velocity: 0), 100, relative: 1e-12))
        // At the end, at rest: no force.
        #expect(spring.force(fromValue: 1.0, toValue: 3.0, position: 3.0, velocity: 0) == 0)
    }

    @Test func forceIsTheAccelerationTimesMassOfTheClosedForm() {
        // x″ = force / m: check with a central second difference of value.
        let spring = Spring(mass: 1, stiffness: 157.91367041742973, damping: 17.59291886010284)
        let h = 1e-4
        for t in [0.05, 0.2, 0.4] {
            let x = spring.value(target: 1.0, time: t)
            let v = spring.velocity(target: 1.0, time: t)
            let a = (spring.value(target: 1.0, time: t + h) - 2 * x + spring.value(target: 1.0, time: t - h)) / (h * h)
            #expect(Close.isClose(spring.force(target: 1.0, position: x, velocity: v), a, absolute: 1e-3))
        }
    }

    @Test func updateAdvancesByTheClosedForm() {
        // From value 0.3, velocity 2 toward 1 for 0.1 s:
        //   smooth (ζ = 1, ω = 4π): 0.6073395981959011, 2.9999789199647102
        //   bouncy (ζ = 0.7):       0.6685985569619468, 3.8769460188126383
        for (spring, value, velocity) in [
            (Spring.smooth, 0.6073395981959011, 2.9999789199647102),
            (Spring.bouncy, 0.6685985569619468, 3.8769460188126383),
        ] {
            var x = 0.3, v = 2.0
            spring.update(value: &x, velocity: &v, target: 1.0, deltaTime: 0.1)
            #expect(Close.isClose(x, value, absolute: 1e-12))
            #expect(Close.isClose(v, velocity, absolute: 1e-11))
        }
    }

    @Test func updateFromRestMatchesValueAndVelocity() {
        var x = Point.zero, v = Point.zero
        let target = Point(2, -1)
        Spring.bouncy.update(value: &x, velocity: &v, target: target, deltaTime: 0.25)
        #expect(Close.isClose(x, Spring.bouncy.value(target: target, time: 0.25), tolerance: 1e-12))
        #expect(Close.isClose(v, Spring.bouncy.velocity(target: target, time: 0.25), tolerance: 1e-10))
    }

    @Test func updateWithNonPositiveOrNaNDeltaLeavesTheStateAlone() {
        for dt in [0.0, -1.0, .nan] {
            var x = 0.3, v = 2.0
            Spring.bouncy.update(value: &x, velocity: &v, target: 1.0, deltaTime: dt)
            #expect(x == 0.3)
            #expect(v == 2.0)
        }
    }

    // MARK: Properties

    @Test func valueStartsAtZeroAndSettlesOnTheTarget() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0.1...2), Gen.double(in: -0.9...0.9), Gen.double(in: -100...100)
        ) { duration, bounce, target in
            let spring = Spring(duration: duration, bounce: bounce)
            #expect(spring.value(target: target, time: 0) == 0)
            // At rest at the start; an overdamped spring (bounce < 0) reports the target on top
            // (SwiftUI's quirk), to the rounding of its zero derivative.
            let quirk = bounce < 0 ? target : 0
            #expect(Close.isClose(spring.velocity(target: target, time: 0), quirk, absolute: 1e-12 * max(1, abs(target))))
            let late = spring.value(target: target, time: spring.settlingDuration + 60 * duration)
            #expect(Close.isClose(late, target, absolute: 1e-9 * max(1, abs(target))))
        }
    }

    @Test func velocityMatchesTheNumericDerivativeOfValue() async {
        await propertyCheck(
            count: 300, input: Gen.double(in: 0.1...2), Gen.double(in: -0.9...1), Gen.double(in: -5...5),
            Gen.double(in: 0.001...3)
        ) { duration, bounce, v0, t in
            let spring = Spring(duration: duration, bounce: bounce)
            let h = 1e-6
            let numeric =
                (spring.value(target: 1.0, initialVelocity: v0, time: t + h)
                    - spring.value(target: 1.0, initialVelocity: v0, time: t - h)) / (2 * h)
            // An overdamped spring (bounce < 0) reports the derivative plus the target, 1 here.
            let exact = spring.velocity(target: 1.0, initialVelocity: v0, time: t) - (bounce < 0 ? 1 : 0)
            let scale = 2 * .pi / duration + abs(v0)
            #expect(Close.isClose(exact, numeric, absolute: 1e-5 * scale))
        }
    }

    @Test func anUpdateIsTheClosedFormFromTheCurrentState() async {
        // update(…) advances by the closed form toward the remaining distance, for every spring
        // (an overdamped one's velocity carries SwiftUI's extra "plus the target" term, here the
        // remaining distance).
        await propertyCheck(
            count: 100, input: Gen.double(in: 0.1...2), Gen.double(in: -0.9...0.95), Gen.double(in: -3...3),
            Gen.double(in: 0.001...1)
        ) { duration, bounce, v0, dt in
            let spring = Spring(duration: duration, bounce: bounce)
            var x = 0.25, v = v0
            spring.update(value: &x, velocity: &v, target: 1.0, deltaTime: dt)
            let value = 0.25 + spring.value(target: 0.75, initialVelocity: v0, time: dt)
            let velocity = spring.velocity(target: 0.75, initialVelocity: v0, time: dt)
            #expect(Close.isClose(x, value, absolute: 1e-12))
            #expect(Close.isClose(v, velocity, absolute: 1e-12 * (2 * .pi / duration + abs(v0))))
        }
    }

    @Test func manySmallUpdatesEqualOneBigUpdate() async {
        // Only without overdamping: an overdamped spring's update feeds SwiftUI's extra velocity
        // (plus the remaining distance) into the next step, so step size matters for it.
        await propertyCheck(
            count: 100, input: Gen.double(in: 0.1...2), Gen.double(in: 0...0.95), Gen.double(in: -3...3),
            Gen.int(in: 2...240)
        ) { duration, bounce, v0, steps in
            let spring = Spring(duration: duration, bounce: bounce)
            let total = 0.5
            var x1 = 0.25, v1 = v0
            spring.update(value: &x1, velocity: &v1, target: 1.0, deltaTime: total)
            var x2 = 0.25, v2 = v0
            for _ in 0..<steps {
                spring.update(value: &x2, velocity: &v2, target: 1.0, deltaTime: total / Double(steps))
            }
            #expect(Close.isClose(x1, x2, absolute: 1e-9))
            #expect(Close.isClose(v1, v2, absolute: 1e-9 * (2 * .pi / duration)))
        }
    }
}
