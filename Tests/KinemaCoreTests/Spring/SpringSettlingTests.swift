import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

// settlingDuration (python3, SwiftUI's algorithm as documented in Spring+Settling.swift and the
// research notes): underdamped: M = |d·T − v₀| + |T|, duration = max(0, −ln(ε/M)/d), d = ζω₀;
// critical/overdamped: sample every 0.1 s (accumulated), first sample after which the distance
// stays below ε for more than 1 s.

private typealias Close = AnimationLaws

@Suite("Spring: settling")
struct SpringSettlingTests {
    @Test(
        arguments: [
            (0.3, 1.0447130905120119),
            (0.15, 0.8768271225053476),
            (0.0, 0.7999999999999999),
            (-0.3, 1.4000000000000001),
            (0.5, 1.4154164094969397),
        ])
    func settlingDurationOfHalfSecondSprings(bounce: Double, expected: Double) {
        #expect(Close.isClose(Spring(duration: 0.5, bounce: bounce).settlingDuration, expected, relative: 1e-12))
    }

    @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: -0.3), Spring(mass: 2, stiffness: 50, damping: 3)])
    func settlingDurationPropertyIsTheUnitTargetFromRestWithEpsilonOneThousandth(spring: Spring) {
        #expect(spring.settlingDuration == spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001))
    }

    @Test func settlingDurationWithTargetVelocityAndEpsilon() {
        // bouncy, T = 2, v₀ = 1, ε = 0.01: −ln(0.01 / (|d·2 − 1| + 2)) / d, d = 0.7·4π
        let duration = Spring.bouncy.settlingDuration(target: 2.0, initialVelocity: 1.0, epsilon: 0.01)
        #expect(Close.isClose(duration, 0.8557932936126849, relative: 1e-12))
        let from = Spring.bouncy.settlingDuration(fromValue: 3.0, toValue: 5.0, initialVelocity: 1.0, epsilon: 0.01)
        #expect(from == duration)
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    @Test func zeroTargetFromRestSettlesAtOnce() {
        #expect(Spring.bouncy.settlingDuration(target: 0.0, initialVelocity: 0.0, epsilon: 0.001) == 0)
    }

    @Test func underdampedSpringStaysWithinEpsilonAfterItsSettlingDuration() async {
        await propertyCheck(count: 100, input: Gen.double(in: 0.1...2), Gen.double(in: 0.05...0.95)) { duration, bounce in
            let spring = Spring(duration: duration, bounce: bounce)
            let settle = spring.settlingDuration
            // The envelope bound: after settling, |x − 1| ≤ ε for every later time.
            for k in 0...50 {
                let t = settle + Double(k) * duration / 10
                #expect(abs(spring.value(target: 1.0, time: t) - 1) <= 0.001 * (1 + 1e-9))
            }
        }
    }

    @Test func criticalAndOverdampedSpringsAreWithinEpsilonAtTheirSettlingDuration() async {
        await propertyCheck(count: 50, input: Gen.double(in: 0.1...2), Gen.double(in: -0.8...0)) { duration, bounce in
            let spring = Spring(duration: duration, bounce: bounce)
            let settle = spring.settlingDuration
            #expect(settle > 0)
            #expect(abs(spring.value(target: 1.0, time: settle) - 1) < 0.001)
            // It lies on the 0.1 s grid.
            #expect(Close.isClose((settle * 10).rounded(), settle * 10, absolute: 1e-9))
            // A sample earlier it had not settled yet.
            #expect(abs(spring.value(target: 1.0, time: settle - 0.1) - 1) >= 0.001)
        }
    }

    @Test func theSettlingInitialiserSettlesInTheRequestedTime() {
        // Its envelope ζ/√(1 − ζ²)·e^(−ζω₀S) (ζ < 1) equals ε at S.
        for (duration, ratio) in [(0.5, 0.7), (1.0, 0.5), (2.0, 0.3)] {
            let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
            let omega = 2 * .pi / spring.response
            let envelope = ratio / (1 - ratio * ratio).squareRoot() * exp(-ratio * omega * duration)
            #expect(Close.isClose(envelope, 0.001, relative: 1e-9))
        }
    }
}
