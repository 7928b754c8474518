import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// A spring change arriving mid-animation merges: it takes over the running animation's position
/// and velocity and retargets, so the motion has no jump in position or velocity.
@Suite("Animatable attribute: merging springs")
struct AnimatableAttributeMergingTests {
    /// A `Double` attribute driven by hand.
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

        /// Retargets at `time` and returns the one-sided finite-difference velocities, over `step`,
        /// just before and just after the change.
        func velocities(retargetingTo target: Double, _ animation: Animation, at time: TimeInterval, step: Double)
            -> (position: Double, before: Double, after: Double)
        {
            let earlier = value(at: time - step)
            let position = value(at: time)
            change(to: target, animation)
            let positionAfterChange = graph[shown]
            #expect(positionAfterChange == position, "no jump in position at the change")
            let later = value(at: time + step)
            return (position, (position - earlier) / step, (later - position) / step)
        }
    }

    /// Finite differences over h = 10⁻⁶ s are within h·|acceleration| / 2 of the true velocity
    /// (plus rounding, about 10⁻⁹ here).
    static let step = 1e-6

    /// `.bouncy` 1.0 → 1.5 at t = 0, then 2.0 at t = 0.2 (frame 12). Python3 (closed form):
    /// position 1.4368554478008964 and velocity 1.4769034003579808 at 0.2; afterwards the spring's
    /// solution from there toward 2.0.
    @Test func aSpringRetargetKeepsPositionAndVelocity() {
        let fixture = Fixture(1.0)
        fixture.change(to: 1.5, .bouncy)
        let (position, before, after) = fixture.velocities(retargetingTo: 2.0, .bouncy, at: 0.2, step: Self.step)
        #expect(AnimationLaws.isClose(position, 1.4368554478008964, absolute: 1e-12))
        // Acceleration about −16 before the change and 63 after: h·|a|/2 < 10⁻⁴.
        #expect(abs(before - 1.4769034003579808) < 1e-4, "before: \(before)")
        #expect(abs(after - 1.4769034003579808) < 1e-4, "after: \(after)")
    }

    /// After the retarget, frames follow the closed form from (position, velocity) toward 2.0.
    /// Python3 spot values at frames 18, 24, 30, 42.
    @Test func aRetargetedSpringFollowsTheClosedFormFromItsState() {
        let fixture = Fixture(1.0)
        fixture.change(to: 1.5, .bouncy)
        for index in 1...12 { _ = fixture.value(at: Double(index) / 60) }
        fixture.change(to: 2.0, .bouncy)
        let position = 1.4368554478008964
        let velocity = 1.4769034003579808
        let spots: [Int: Double] = [18: 1.7286162426850722, 24: 1.956506752460358, 30: 2.0242143919558098,
                                    42: 2.0061917685017483]
        for index in 13...42 {
            let time = Double(index) / 60
            let value = fixture.value(at: time)
            let closedForm = Spring.bouncy.value(
                fromValue: position, toValue: 2.0, initialVelocity: velocity, time: time - 0.2)
            #expect(AnimationLaws.isClose(value, closedForm, absolute: 1e-9), "frame \(index)")
            if let spot = spots[index] {
                #expect(AnimationLaws.isClose(value, spot, absolute: 1e-9), "frame \(index)")
            }
        }
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
    /// 0 → 100 moves at 100 per second; at t = 0.5 `.bouncy` retargets to 200.
    @Test func aSpringTakesOverATimingCurvesVelocity() {
        let fixture = Fixture(0)
        fixture.change(to: 100, .linear(duration: 1))
        let (position, before, after) = fixture.velocities(retargetingTo: 200, .bouncy, at: 0.5, step: Self.step)
        #expect(AnimationLaws.isClose(position, 50, absolute: 1e-9))
        #expect(abs(before - 100) < 1e-6)
        // Acceleration after the change: stiffness · 150 − damping · 100 ≈ 21,900, so h·a/2 ≈ 0.011.
        #expect(abs(after - 100) < 0.02, "after: \(after)")
    }

    /// A spring merging into two combined linear animations takes over the combined velocity.
    /// linear(1 s) 0 → 100 at t = 0, linear(1 s) → 200 at t = 0.5: the fold is
    /// r(t) = 100t + (200 − 100t)(t − 0.5), so r′(0.75) = 100 − 25 + 125 = 200.
    @Test func aSpringTakesOverACombinedAnimationsVelocity() {
        let fixture = Fixture(0)
        fixture.change(to: 100, .linear(duration: 1))
        _ = fixture.value(at: 0.5)
        fixture.change(to: 200, .linear(duration: 1))
        let (position, before, after) = fixture.velocities(retargetingTo: 300, .bouncy, at: 0.75, step: Self.step)
        #expect(AnimationLaws.isClose(position, 106.25, absolute: 1e-9))
        // r″ = −200 before the change: h·|a|/2 = 10⁻⁴.
        #expect(abs(before - 200) < 1e-3, "before: \(before)")
        // Acceleration after the change: stiffness · 193.75 − damping · 200 ≈ 27,100, so h·a/2 ≈ 0.014.
        #expect(abs(after - 200) < 0.02, "after: \(after)")
    }
}
