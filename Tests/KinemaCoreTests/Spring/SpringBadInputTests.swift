import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Documented outcomes (doc comments in Spring.swift, Spring+DurationBounce.swift,
// Spring+Evaluation.swift, Spring+Settling.swift): clamps, never NaN.

private typealias Close = AnimationLaws

@Suite("Spring: bad input")
struct SpringBadInputTests {
    static let badDurations: [Double] = [0, -1, -.infinity, .nan, -.ulpOfOne]

    @Test(arguments: badDurations)
    func nonPositiveOrNaNDurationIsClampedToTheMinimumResponse(duration: Double) {
        let spring = Spring(duration: duration, bounce: 0)
        #expect(spring.response == Spring.minimumResponse)
        #expect(spring.stiffness.isFinite)
        #expect(spring.damping.isFinite)
    }

    @Test(arguments: badDurations)
    func nonPositiveOrNaNResponseIsClampedToTheMinimumResponse(response: Double) {
        #expect(Spring(response: response, dampingRatio: 1).response == Spring.minimumResponse)
    }

    @Test func infiniteDurationIsClampedToTheMaximumResponse() {
        let spring = Spring(duration: .infinity, bounce: 0)
        #expect(Close.isClose(spring.response, Spring.maximumResponse, relative: 1e-12))
        #expect(spring.stiffness > 0)
    }

    @Test(arguments: [(2.0, 0.0), (1.5, 0.0), (-2.0, 1000.0), (-1.0, 1000.0), (.infinity, 0.0), (-.infinity, 1000.0)])
    func bounceOutsideMinusOneToOneIsClamped(bounce: Double, ratio: Double) {
        // Above 1 → 1 (ζ = 0); below −1 and −1 itself → −0.999 (ζ = 1/0.001 = 1000).
        let spring = Spring(duration: 0.5, bounce: bounce)
        #expect(Close.isClose(spring.dampingRatio, ratio, relative: 1e-9))
        #expect(spring.damping.isFinite)
    }

    @Test func nanBounceReadsAsZero() {
        #expect(Spring(duration: 0.5, bounce: .nan) == Spring(duration: 0.5, bounce: 0))
    }

    @Test func negativeDampingRatioIsClampedToZeroAndNaNReadsAsOne() {
        #expect(Spring(response: 0.5, dampingRatio: -1).dampingRatio == 0)
        #expect(Spring(response: 0.5, dampingRatio: .nan).dampingRatio == 1)
    }

    @Test(arguments: [0.0, -1.0, .nan, -.infinity])
    func zeroNegativeOrNaNMassIsClampedToATinyPositiveMass(mass: Double) {
        let spring = Spring(mass: mass, stiffness: 100, damping: 10)
        #expect(spring.mass > 0)
        #expect(spring.mass.isFinite)
        #expect(spring.response > 0 && spring.response.isFinite)
        #expect(!spring.value(target: 1.0, time: 0.1).isNaN)
    }

    @Test(arguments: [0.0, -100.0, .nan, -.infinity])
    func zeroNegativeOrNaNStiffnessIsClampedToATinyPositiveStiffness(stiffness: Double) {
        let spring = Spring(mass: 1, stiffness: stiffness, damping: 10)
        #expect(spring.stiffness > 0)
        #expect(spring.stiffness < 1e-6)
        for t in [0.0, 0.5, 100.0, .infinity] {
            #expect(!spring.value(target: 1.0, time: t).isNaN)
            #expect(!spring.velocity(target: 1.0, time: t).isNaN)
        }
    }

    /// A huge mass is clamped to 10¹², so the damping (2·mass·ζ·ω₀) cannot overflow to NaN.
    @Test(arguments: [1e308, .greatestFiniteMagnitude, .infinity, 1e13])
    func aHugeMassIsClampedSoEveryParameterStaysFinite(mass: Double) {
        let spring = Spring(mass: mass, stiffness: 100, damping: 10)
        #expect(spring.mass == 1e12)
        #expect(spring.damping.isFinite)
        #expect(spring.stiffness.isFinite)
        #expect(spring.response.isFinite)
        #expect(!spring.value(target: 1.0, time: 0.5).isNaN)
    }

    @Test(arguments: [-10.0, .nan])
    func negativeOrNaNDampingIsClampedToZero(damping: Double) {
        #expect(Spring(mass: 1, stiffness: 100, damping: damping).damping == 0)
    }

    @Test(arguments: [Spring.smooth, .bouncy, Spring(duration: 0.5, bounce: -0.5), Spring(duration: 0.5, bounce: 1)])
    func negativeAndNaNTimesGiveTheStartState(spring: Spring) {
        // An overdamped spring (bounce < 0) reports its velocity plus the target, as SwiftUI does.
        let quirk = spring.bounce < 0 ? 1.0 : 0
        for t in [-1.0, -.infinity, .nan] {
            #expect(spring.value(target: 1.0, initialVelocity: 0.5, time: t) == 0)
            #expect(spring.velocity(target: 1.0, initialVelocity: 0.5, time: t) == 0.5 + quirk)
        }
    }

    @Test(arguments: [Spring.smooth, .bouncy, Spring(duration: 0.5, bounce: -0.5)])
    func infiniteTimeGivesTheTargetAtRest(spring: Spring) {
        #expect(spring.value(target: 3.0, initialVelocity: 1, time: .infinity) == 3)
        // At rest; an overdamped spring (bounce < 0) reports the target on top, as SwiftUI does.
        #expect(spring.velocity(target: 3.0, initialVelocity: 1, time: .infinity) == (spring.bounce < 0 ? 3 : 0))
    }

    @Test func undampedSpringAtInfiniteTimeGivesTheStartValue() {
        let spring = Spring(duration: 0.5, bounce: 1)
        #expect(spring.value(target: 3.0, time: .infinity) == 0)
    }

    @Test(arguments: [1e6, 1e300, .greatestFiniteMagnitude])
    func hugeFiniteTimesNeverGiveNaN(time: Double) {
        for spring in [Spring.smooth, .bouncy, Spring(duration: 0.5, bounce: -0.999), Spring(duration: 0.5, bounce: 1)] {
            #expect(!spring.value(target: 1.0, initialVelocity: 1, time: time).isNaN)
            #expect(!spring.velocity(target: 1.0, initialVelocity: 1, time: time).isNaN)
        }
    }

    @Test func settlingDurationWithBadEpsilonIsFiniteAndNotNaN() {
        for epsilon in [0.0, -1.0, .nan] {
            let duration = Spring.bouncy.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
            #expect(duration.isFinite)
            #expect(duration > Spring.bouncy.settlingDuration)
        }
        #expect(Spring.bouncy.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 10) == 0)
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity, 1e9])
    func settlingInitialiserClampsItsDuration(duration: Double) {
        let spring = Spring(settlingDuration: duration, dampingRatio: 0.7)
        #expect(spring.response.isFinite && spring.response > 0)
        #expect(!spring.dampingRatio.isNaN)
    }
}
