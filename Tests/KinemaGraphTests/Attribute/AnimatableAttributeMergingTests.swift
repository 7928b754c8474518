import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// A spring change arriving mid-animation merges: it takes over the running animation's position
/// and velocity and retargets, so the motion has no jump in position or velocity.
///
/// Expected frames come from `SwiftUIReference.FluidSpring` (SwiftUI's integrator restated
/// independently; `retarget` is SwiftUI's `shouldMerge`: keep offset, velocity and force, restart the
/// clocks at the merge time) and from `docs/research/swiftui_reference_output.txt` §A3 (python3).
@Suite("Animatable attribute: merging springs")
struct AnimatableAttributeMergingTests {
    /// A `Double` attribute driven by hand, at 60 frames per second.
    private struct Fixture {
        let graph = AttributeGraph()
        let model: Attribute<Double>
        let shown: Attribute<Double>

        init(_ value: Double) {
            model = graph.makeInput(value)
            shown = graph.makeAnimatable(model)
            _ = graph[shown]
        }

        func change(to value: Double, _ animation: Animation) {
            graph.update(Transaction(animation: animation)) { graph.setValue(value, for: model) }
        }

        func value(at time: TimeInterval) -> Double {
            graph.advance(to: time)
            return graph[shown]
        }

        func frame(_ index: Int) -> Double { value(at: Double(index) / 60) }

        /// Changes to `target` under `animation` and checks that the shown value does not jump.
        func retarget(to target: Double, _ animation: Animation) {
            let position = graph[shown]
            change(to: target, animation)
            #expect(graph[shown] == position, "no jump in position at the change")
        }
    }

    /// The reference spring, restarted from rest at `offset`: what a merge that dropped the
    /// velocity (and force) would show. Used to check that the carried velocity is visible.
    private static func restartedFromRest(
        _ spring: SwiftUIReference.FluidSpring, offset: Double, at time: TimeInterval
    ) -> SwiftUIReference.FluidSpring {
        var spring = spring
        spring.offset = offset
        spring.velocity = 0
        spring.force = 0
        spring.retarget(response: spring.response, dampingFraction: spring.dampingFraction, at: time)
        return spring
    }

    /// `.bouncy` 1.0 → 1.5 at t = 0, then 2.0 at t = 0.2 (frame 12). Position at frame 12: §A's
    /// bouncy frame 12 (88.04680274895024 of 100) scaled to the delta 0.5. The frame after the merge
    /// is the reference's from the same offset, velocity and force toward the delta 1.0, and visibly
    /// not where a spring restarted from rest would be.
    @Test func aSpringRetargetKeepsPositionAndVelocity() {
        let fixture = Fixture(1.0)
        fixture.change(to: 1.5, .bouncy)
        var reference = SwiftUIReference.FluidSpring.bouncy
        var position = 1.0
        for index in 1...12 {
            position = fixture.frame(index)
            let expected = reference.value(delta: 0.5, time: Double(index) / 60) ?? .nan
            #expect(AnimationLaws.isClose(position, 1 + expected, absolute: 1e-12), "frame \(index)")
        }
        #expect(AnimationLaws.isClose(position, 1 + 88.04680274895024 / 200, absolute: 1e-12))
        // Moving fast at the change (python3 replaying the integrator: 1.42 per second), so a
        // dropped velocity would show: 0.024 apart on the next frame.
        #expect(abs(reference.velocity) > 0.5, "velocity at the change: \(reference.velocity)")

        fixture.retarget(to: 2.0, .bouncy)
        var fromRest = Self.restartedFromRest(.bouncy, offset: reference.offset, at: 0.2)
        reference.retarget(response: 0.5, dampingFraction: 0.7, at: 0.2)
        let after = fixture.frame(13)
        let expected = reference.value(delta: 1.0, time: 13.0 / 60) ?? .nan
        #expect(AnimationLaws.isClose(after, 1 + expected, absolute: 1e-12), "after: \(after)")
        let withoutVelocity = fromRest.value(delta: 1.0, time: 13.0 / 60) ?? .nan
        #expect(abs(after - (1 + withoutVelocity)) > 5e-3, "the carried velocity shows")
    }

    /// `.smooth` 0 → 100 for frames 1…12, then `.bouncy` to 150 at t = 0.2: the frames after the
    /// merge follow the integrator from the carried state. Spot values: §A3 (python3), frames
    /// 13…40; the merged spring finishes at frame 79 (first nil there).
    @Test func aRetargetedSpringFollowsTheIntegratorFromItsState() {
        let fixture = Fixture(0)
        fixture.change(to: 100, .smooth)
        var reference = SwiftUIReference.FluidSpring.smooth
        for index in 1...12 {
            let value = fixture.frame(index)
            let expected = reference.value(delta: 100, time: Double(index) / 60) ?? .nan
            #expect(AnimationLaws.isClose(value, expected, absolute: 1e-9), "frame \(index)")
        }
        #expect(AnimationLaws.isClose(fixture.graph[fixture.shown], 72.12778163638288, absolute: 1e-9))
        fixture.retarget(to: 150, .bouncy)
        reference.retarget(response: 0.5, dampingFraction: 0.7, at: 0.2)
        let spots: [Int: Double] = [13: 78.1986171803543, 18: 113.67102103474052, 24: 144.40922217858162,
                                    30: 153.11189329019834, 32: 153.36820452707553, 40: 151.17856471970202]
        var index = 13
        while let expected = reference.value(delta: 150, time: Double(index) / 60) {
            let value = fixture.frame(index)
            #expect(AnimationLaws.isClose(value, expected, absolute: 1e-9), "frame \(index)")
            if let spot = spots[index] {
                #expect(AnimationLaws.isClose(value, spot, absolute: 1e-9), "frame \(index)")
            }
            #expect(fixture.graph.isAnimating, "frame \(index)")
            index += 1
            if index > 200 { break }
        }
        #expect(index == 79, "§A3: first nil at frame 79")
        #expect(fixture.frame(index) == 150)
        #expect(!fixture.graph.isAnimating)
    }

    @Test func aRetargetedSpringReachesTheNewTargetAndStops() {
        let fixture = Fixture(1.0)
        fixture.change(to: 1.5, .bouncy)
        _ = fixture.value(at: 0.2)
        fixture.change(to: 2.0, .bouncy)
        var clock = VirtualClock(time: 0.2)
        clock.advance(by: 3) { time in
            fixture.graph.advance(to: time)
            return fixture.graph.isAnimating
        }
        #expect(fixture.graph[fixture.shown] == 2.0)
        #expect(!fixture.graph.isAnimating)
    }

    /// A spring merging into a running linear animation takes over its velocity too: linear(1 s)
    /// 0 → 100 moves at 100 per second (the linear Bézier's slope is exactly 1, SwiftUI's dx = dy
    /// rule); at t = 0.5 `.bouncy` retargets to 200. A timing curve leaves no spring state, so the
    /// spring starts with zero force (research notes §3.2, shouldMerge).
    @Test func aSpringTakesOverATimingCurvesVelocity() {
        let fixture = Fixture(0)
        fixture.change(to: 100, .linear(duration: 1))
        for index in 1...30 { _ = fixture.frame(index) }
        let position = fixture.graph[fixture.shown]
        #expect(AnimationLaws.isClose(position, 100 * SwiftUIReference.Bezier.linear.value(at: 0.5), absolute: 1e-9))
        #expect(abs(position - 50) < 2e-4)
        fixture.retarget(to: 200, .bouncy)
        var withoutVelocity = Self.restartedFromRest(.bouncy, offset: position, at: 0.5)
        var reference = withoutVelocity
        reference.velocity = 100
        for index in 31...40 {
            let value = fixture.frame(index)
            let expected = reference.value(delta: 200, time: Double(index) / 60) ?? .nan
            #expect(AnimationLaws.isClose(value, expected, absolute: 1e-9), "frame \(index)")
            if index == 31 {
                // 100 per second over a frame: about 1.7 further than a spring from rest.
                let fromRest = withoutVelocity.value(delta: 200, time: 31.0 / 60) ?? .nan
                #expect(value - fromRest > 1, "the carried velocity shows")
            }
        }
    }

    /// A spring merging into two combined linear animations takes over the combined velocity.
    /// linear(1 s) 0 → 100 at t = 0, linear(1 s) → 200 at t = 0.5: the fold is
    /// r(t) = 100·L(t) + (200 − 100·L(t))·L(t − 0.5), with L SwiftUI's linear Bézier (slope exactly
    /// 1), so r′(0.75) = 100 − 100·L(0.25) + (200 − 100·L(0.75)) = 200 and r(0.75) ≈ 106.25.
    @Test func aSpringTakesOverACombinedAnimationsVelocity() {
        let linear = SwiftUIReference.Bezier.linear
        let fixture = Fixture(0)
        fixture.change(to: 100, .linear(duration: 1))
        for index in 1...30 { _ = fixture.frame(index) }
        fixture.change(to: 200, .linear(duration: 1))
        for index in 31...45 { _ = fixture.frame(index) }
        let first = 100 * linear.value(at: 0.75)
        let folded = first + (200 - first) * linear.value(at: 0.25)
        let rate = 100 - 100 * linear.value(at: 0.25) + (200 - first)
        let position = fixture.graph[fixture.shown]
        #expect(AnimationLaws.isClose(position, folded, absolute: 1e-9))
        #expect(abs(position - 106.25) < 1e-3)
        #expect(abs(rate - 200) < 1e-3)
        fixture.retarget(to: 300, .bouncy)
        var reference = SwiftUIReference.FluidSpring.bouncy
        reference.offset = folded
        reference.velocity = rate
        reference.retarget(response: 0.5, dampingFraction: 0.7, at: 0.75)
        for index in 46...55 {
            let value = fixture.frame(index)
            let expected = reference.value(delta: 300, time: Double(index) / 60) ?? .nan
            #expect(AnimationLaws.isClose(value, expected, absolute: 1e-9), "frame \(index)")
        }
    }
}
