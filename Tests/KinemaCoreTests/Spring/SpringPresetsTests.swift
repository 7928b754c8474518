import Foundation
import Kinema
import KinemaTestSupport
import Testing

// Facts (issue, Apple docs): smooth, snappy, bouncy have duration 0.5 and bounce 0, 0.15, 0.3;
// extraBounce adds to that bounce.

@Suite("Spring: presets")
struct SpringPresetsTests {
    typealias Close = AnimationLaws

    @Test(arguments: [(Spring.smooth, 0.0), (Spring.snappy, 0.15), (Spring.bouncy, 0.3)])
    func presetHasDurationHalfASecondAndItsBounce(preset: Spring, bounce: Double) {
        #expect(Close.isClose(preset.duration, 0.5, relative: 1e-12))
        #expect(Close.isClose(preset.bounce, bounce, absolute: 1e-12))
        #expect(preset == Spring(duration: 0.5, bounce: bounce))
    }

    @Test func smoothIsCriticallyDamped() {
        #expect(Spring.smooth.dampingRatio == 1)
    }

    @Test func tunablePresetsWithDefaultsEqualThePresets() {
        #expect(Spring.smooth() == Spring.smooth)
        #expect(Spring.snappy() == Spring.snappy)
        #expect(Spring.bouncy() == Spring.bouncy)
    }

    @Test(arguments: [0.25, 0.5, 1.2], [-0.1, 0.0, 0.1, 0.2])
    func extraBounceAddsToTheBaseBounce(duration: Double, extra: Double) {
        let cases: [(Spring, Double)] = [
            (.smooth(duration: duration, extraBounce: extra), 0 + extra),
            (.snappy(duration: duration, extraBounce: extra), 0.15 + extra),
            (.bouncy(duration: duration, extraBounce: extra), 0.3 + extra),
        ]
        for (spring, bounce) in cases {
            #expect(Close.isClose(spring.duration, duration, relative: 1e-12))
            #expect(Close.isClose(spring.bounce, bounce, absolute: 1e-12))
        }
    }

    @Test func extraBounceIsClampedLikeAnyBounce() {
        // 0.3 + 0.9 = 1.2 is outside −1…1: clamped to 1 (undamped).
        #expect(Spring.bouncy(extraBounce: 0.9).dampingRatio == 0)
    }

    @Test func settlingDurationsOfThePresets() {
        // python3, SwiftUI's algorithm (target 1, v0 0, ε 0.001): underdamped closed form
        // −ln(ε / (d + 1)) / d with d = ζ·4π; critical by 0.1 s sampling.
        #expect(Close.isClose(Spring.bouncy.settlingDuration, 1.0447130905120119, relative: 1e-12))
        #expect(Close.isClose(Spring.snappy.settlingDuration, 0.8768271225053476, relative: 1e-12))
        #expect(Close.isClose(Spring.smooth.settlingDuration, 0.7999999999999999, relative: 1e-12))
    }
}
