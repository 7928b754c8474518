import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Reference values: python3, from the documented formulas (mass 1 unless stated):
//   stiffness = (2π / duration)²·mass, damping = 4π·(1 − bounce)·mass / duration (bounce ≥ 0),
//   dampingRatio = 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0),
//   ω₀ = √(k / m), ζ = c / (2√(k·m)), response = 2π / ω₀.
// e.g. `python3 -c "from math import *; print((2*pi/0.5)**2, 4*pi*0.7/0.5)"`.

@Suite("Spring: initialisers and derived properties")
struct SpringTests {
    typealias Close = AnimationLaws

    @Test func appleDocumentedDurationBounceExampleGivesMassStiffnessDamping() {
        // https://developer.apple.com/documentation/swiftui/spring : (1.0, 157.9, 17.6)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(Close.isClose(spring.stiffness, 157.91367041742973, relative: 1e-12))
        #expect(Close.isClose(spring.damping, 17.59291886010284, relative: 1e-12))
        #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
        #expect((spring.damping * 10).rounded() / 10 == 17.6)
    }

    @Test func appleDocumentedMassStiffnessDampingExampleGivesDurationBounce() {
        // Apple: Spring(mass: 1, stiffness: 100, damping: 10) → duration ≈ 0.63, bounce 0.5.
        // duration = 2π/√100 = 0.6283185307179586; ζ = 10/(2·10) = 0.5.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(Close.isClose(spring.duration, 0.6283185307179586))
        #expect(Close.isClose(spring.bounce, 0.5))
        #expect((spring.duration * 100).rounded() / 100 == 0.63)
    }

    @Test(arguments: [0.25, 0.5, 1.0, 2.0], [0.0, 0.15, 0.3, 0.7, 1.0])
    func durationBounceFollowsTheDocumentedFormulas(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(spring.mass == 1)
        #expect(Close.isClose(spring.dampingRatio, 1 - bounce, absolute: 1e-12))
        #expect(Close.isClose(spring.stiffness, pow(2 * .pi / duration, 2), relative: 1e-12))
        #expect(Close.isClose(spring.damping, 4 * .pi * (1 - bounce) / duration, absolute: 1e-12, relative: 1e-12))
        #expect(Close.isClose(spring.response, duration, relative: 1e-12))
        #expect(spring.response == spring.duration)
        #expect(Close.isClose(spring.bounce, bounce, absolute: 1e-12))
    }

    @Test(arguments: [-0.1, -0.3, -0.5, -0.9])
    func negativeBounceOverdampsWithRatioOneOverOnePlusBounce(bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        #expect(Close.isClose(spring.dampingRatio, 1 / (1 + bounce), relative: 1e-12))
        #expect(spring.dampingRatio > 1)
        #expect(Close.isClose(spring.duration, 0.5, relative: 1e-12))
        // bounce reads back as 1/ζ − 1.
        #expect(Close.isClose(spring.bounce, bounce, absolute: 1e-12))
    }

    @Test func defaultInitialiserIsTheSmoothSpring() {
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        #expect(Spring() == Spring.smooth)
        #expect(Spring(duration: 0.5) == Spring(duration: 0.5, bounce: 0))
    }

    @Test(arguments: [(0.5, 0.825), (0.3, 1.0), (1.0, 0.2), (0.5, 1.5)])
    func responseDampingRatioHasMassOneAndMatchingStiffnessAndDamping(response: Double, ratio: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        #expect(spring.mass == 1)
        #expect(Close.isClose(spring.response, response, relative: 1e-12))
        #expect(Close.isClose(spring.dampingRatio, ratio, relative: 1e-12))
        // mass·ω₀², which SwiftUI reports as mass·ω₀²·(2ζ² − 1) when overdamped (ζ > 1).
        let factor = ratio > 1 ? 2 * ratio * ratio - 1 : 1
        #expect(Close.isClose(spring.stiffness, pow(2 * .pi / response, 2) * factor, relative: 1e-12))
        // damping = 2·ζ·√(m·m·ω₀²) = 4π·ζ / response
        #expect(Close.isClose(spring.damping, 4 * .pi * ratio / response, relative: 1e-12))
    }

    @Test func massStiffnessDampingKeepsTheMass() {
        // m = 2, k = 100, c = 10: ω₀ = √50, ζ = 10 / (2√200) = 0.35355339059327373,
        // response = 2π/√50 = 0.8885765876316731.
        let spring = Spring(mass: 2, stiffness: 100, damping: 10)
        #expect(spring.mass == 2)
        #expect(Close.isClose(spring.stiffness, 100, relative: 1e-12))
        #expect(Close.isClose(spring.damping, 10, relative: 1e-12))
        #expect(Close.isClose(spring.dampingRatio, 0.35355339059327373, relative: 1e-12))
        #expect(Close.isClose(spring.response, 0.8885765876316731, relative: 1e-12))
    }

    @Test func overDampingIsReducedToCriticalUnlessAllowed() {
        // k = 100, c = 30, m = 1: ζ = 1.5. Without allowOverDamping it is reduced to critical,
        // whose damping is 2√(k·m) = 20.
        let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
        #expect(clamped.dampingRatio == 1)
        #expect(Close.isClose(clamped.damping, 20, relative: 1e-12))
        #expect(Close.isClose(clamped.stiffness, 100, relative: 1e-12))

        let allowed = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        #expect(Close.isClose(allowed.dampingRatio, 1.5, relative: 1e-12))
        #expect(Close.isClose(allowed.damping, 30, relative: 1e-12))
    }

    @Test func massStiffnessDampingDefaultsToMassOne() {
        #expect(Spring(stiffness: 100, damping: 10) == Spring(mass: 1, stiffness: 100, damping: 10))
    }

    @Test(
        arguments: [
            // (settlingDuration, ratio, ω₀). python3: ζ < 1: ω₀ = −ln(ε√(1−ζ²)/ζ)/(ζS);
            // ζ = 1: (1 + u)e^(−u) = ε by Newton, ω₀ = u/S; ε = 0.001.
            (0.5, 1.0, 18.466826952903173),
            (1.0, 0.5, 12.716898269296165),
            (0.5, 0.7, 19.679293176215108),
            (2.0, 0.3, 9.584896357319703),
        ])
    func settlingDurationInitialiserSolvesForTheNaturalFrequency(settling: Double, ratio: Double, omega: Double) {
        let spring = Spring(settlingDuration: settling, dampingRatio: ratio)
        #expect(spring.mass == 1)
        #expect(Close.isClose(spring.dampingRatio, ratio, relative: 1e-12))
        #expect(Close.isClose(spring.response, 2 * .pi / omega, relative: 1e-9))
    }

    @Test func settlingDurationInitialiserDocExample() {
        // Doc comment: Spring(settlingDuration: 0.5, dampingRatio: 1) // response ≈ 0.3402
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 1)
        #expect(Close.isClose(spring.response, 0.3402417385078602, relative: 1e-9))
    }

    @Test func settlingDurationInitialiserCannotOverdamp() {
        let spring = Spring(settlingDuration: 0.5, dampingRatio: 2)
        #expect(spring.dampingRatio == 1)
    }

    @Test func springsAreHashableByValue() {
        let a = Spring(duration: 0.4, bounce: 0.2)
        let b = Spring(duration: 0.4, bounce: 0.2)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Spring(duration: 0.4, bounce: 0.3))
        #expect(Set([a, b, .smooth, .snappy, .bouncy]).count == 4)
    }
}
