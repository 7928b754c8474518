import Foundation
import Kinema
import KinemaTestSupport
import PropertyBased
import Testing

// Facts from the issue / Apple's docs: for bounce ≥ 0, dampingRatio = 1 − bounce; for bounce < 0,
// dampingRatio = 1 / (1 + bounce); stiffness = (2π/duration)²·mass; response == duration.

@Suite("Spring: duration and bounce")
struct SpringDurationBounceTests {
    typealias Close = AnimationLaws

    @Test func zeroBounceIsCriticallyDamped() {
        #expect(Spring(duration: 0.7, bounce: 0).dampingRatio == 1)
        #expect(Spring(duration: 0.7, bounce: 0).bounce == 0)
    }

    @Test func fullBounceIsUndamped() {
        let spring = Spring(duration: 0.5, bounce: 1)
        #expect(spring.dampingRatio == 0)
        #expect(spring.damping == 0)
        #expect(spring.bounce == 1)
    }

    @Test(arguments: [(0.3, 0.7), (0.15, 0.85), (-0.5, 2.0), (-0.75, 4.0), (0.5, 0.5)])
    func bounceMapsToDampingRatio(bounce: Double, ratio: Double) {
        #expect(Close.isClose(Spring(duration: 1, bounce: bounce).dampingRatio, ratio, relative: 1e-12))
    }

    @Test func durationAndBounceRoundTrip() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...5), Gen.double(in: -0.95...1)) { duration, bounce in
            let spring = Spring(duration: duration, bounce: bounce)
            #expect(Close.isClose(spring.duration, duration, relative: 1e-12))
            #expect(Close.isClose(spring.response, duration, relative: 1e-12))
            #expect(Close.isClose(spring.bounce, bounce, absolute: 1e-9))
            // SwiftUI reports an overdamped spring's stiffness as mass·ω₀²·(2ζ² − 1), with
            // ζ = 1 / (1 + bounce) for bounce < 0 (see bounceMapsToDampingRatio).
            let zeta = bounce < 0 ? 1 / (1 + bounce) : 1
            let factor = bounce < 0 ? 2 * zeta * zeta - 1 : 1
            #expect(Close.isClose(spring.stiffness, pow(2 * .pi / duration, 2) * factor, relative: 1e-9))
        }
    }

    @Test func dampingFollowsFourPiOneMinusBounceOverDuration() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...5), Gen.double(in: 0...1)) { duration, bounce in
            let spring = Spring(duration: duration, bounce: bounce)
            let expected = 4 * .pi * (1 - bounce) / duration
            #expect(Close.isClose(spring.damping, expected, absolute: 1e-9, relative: 1e-12))
        }
    }

    @Test func durationBounceAgreesWithResponseDampingRatio() {
        let a = Spring(duration: 0.6, bounce: 0.25)
        let b = Spring(response: 0.6, dampingRatio: 0.75)
        #expect(Close.isClose(a.stiffness, b.stiffness, relative: 1e-12))
        #expect(Close.isClose(a.damping, b.damping, relative: 1e-12))
        #expect(a.mass == b.mass)
    }

    @Test func moreBounceMeansLessDamping() {
        let bounces = stride(from: -0.9, through: 1.0, by: 0.1).map { Spring(duration: 0.5, bounce: $0).damping }
        for (a, b) in zip(bounces, bounces.dropFirst()) {
            #expect(a > b)
        }
    }
}
