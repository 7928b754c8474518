import Foundation
import KinemaCore
import KinemaGraph
import KinemaTestSupport
import Testing

/// `Transaction.tracksVelocity`: an animatable value changed repeatedly under a tracking
/// transaction measures its velocity, and a spring started on it afterwards begins with that
/// velocity (Apple: "an animation can use the accumulated velocities to create animations that
/// preserve them"; WWDC23 "Animate with springs").
@Suite("Velocity tracking")
struct VelocityTrackingTests {
    private static var tracking: Transaction {
        var transaction = Transaction()
        transaction.tracksVelocity = true
        return transaction
    }

    /// A value moved at `speed` per second for `frames` frames at 60 Hz under tracking
    /// transactions, one change per frame; the graph's clock ends at frames / 60.
    private static func tracked(speed: Double, frames: Int, graph: AttributeGraph) -> Attribute<Double> {
        let value = graph.makeAnimatableInput(0.0)
        for frame in 1...frames {
            let time = Double(frame) / 60
            graph.advance(to: time)
            graph.update { graph.setValue(speed * time, for: value, transaction: tracking) }
        }
        return value
    }

    /// Released at 500 per second from 100, a `.spring(response: 0.4, dampingFraction: 0.6)` back
    /// to 0 starts with velocity 500: its frames are SwiftUI's integrator started at velocity 500
    /// (the reference restates it), and lie on the closed-form damped spring with v₀ = 500 —
    /// x(t) = e^(−ζω₀t)·(x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t) around the target — to within
    /// the integrator's 1/300 s grid (one step at ~700 points per second is ~2.3 points).
    @Test func aSpringAfterTrackedChangesStartsWithTheirVelocity() {
        let graph = AttributeGraph()
        let value = Self.tracked(speed: 500, frames: 12, graph: graph)
        #expect(abs(graph[value] - 100) < 1e-9)
        let release = graph.time
        graph.update { graph.setValue(0.0, for: value, transaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.6))) }

        var reference = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        reference.velocity = 500
        let omega = 2 * Double.pi / 0.4, zeta = 0.6
        let damped = omega * (1 - zeta * zeta).squareRoot()
        for frame in 1...20 {
            let time = release + Double(frame) / 60
            graph.advance(to: time)
            let elapsed = time - release
            let expected = 100 + (reference.value(delta: -100, time: elapsed) ?? -100)
            #expect(abs(graph[value] - expected) < 1e-9, "frame \(frame)")
            let x = exp(-zeta * omega * elapsed)
                * (100 * cos(damped * elapsed) + (500 + zeta * omega * 100) / damped * sin(damped * elapsed))
            #expect(abs(graph[value] - x) < 2.5, "frame \(frame) against the closed form")
        }
    }

    /// The same spring without tracking starts at rest: it never rises above where it was
    /// released, while the tracked one first keeps moving outward.
    @Test func withoutTrackingTheSpringStartsAtRest() {
        let graph = AttributeGraph()
        let value = graph.makeAnimatableInput(0.0)
        for frame in 1...12 {
            graph.advance(to: Double(frame) / 60)
            graph.update { graph.setValue(500 * Double(frame) / 60, for: value, transaction: Transaction()) }
        }
        graph.update { graph.setValue(0.0, for: value, transaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.6))) }
        graph.advance(to: graph.time + 1.0 / 60)
        #expect(graph[value] <= 100)

        let tracked = AttributeGraph()
        let moving = Self.tracked(speed: 500, frames: 12, graph: tracked)
        tracked.update { tracked.setValue(0.0, for: moving, transaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.6))) }
        tracked.advance(to: tracked.time + 1.0 / 60)
        #expect(tracked[moving] > 100)
    }

    /// The measured velocity decays by 0.998 per millisecond after the last change: a spring
    /// started 0.1 s later starts at 500 × 0.998¹⁰⁰.
    @Test func theVelocityDecaysAfterTheLastChange() {
        let graph = AttributeGraph()
        let value = Self.tracked(speed: 500, frames: 12, graph: graph)
        let release = graph.time + 0.1
        graph.advance(to: release)
        graph.update { graph.setValue(0.0, for: value, transaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.6))) }
        var reference = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        reference.velocity = 500 * pow(0.998, 100)
        for frame in 1...5 {
            let time = release + Double(frame) / 60
            graph.advance(to: time)
            let expected = 100 + (reference.value(delta: -100, time: time - release) ?? -100)
            #expect(abs(graph[value] - expected) < 1e-6, "frame \(frame)")
        }
    }

    /// Two seconds after the last change nothing of the velocity is left.
    @Test func anOldVelocityIsForgotten() {
        let graph = AttributeGraph()
        let value = Self.tracked(speed: 500, frames: 12, graph: graph)
        graph.advance(to: graph.time + 2.5)
        let release = graph.time
        graph.update { graph.setValue(0.0, for: value, transaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.6))) }
        var reference = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        graph.advance(to: release + 1.0 / 60)
        #expect(abs(graph[value] - (100 + (reference.value(delta: -100, time: 1.0 / 60) ?? -100))) < 1e-9)
    }

    /// A timing curve does not merge, so it starts as it always does: the tracked velocity changes
    /// nothing (a linear animation shows t / duration of the change, to the curve's 2⁻²⁰ grid).
    @Test func aTimingCurveIgnoresTheVelocity() {
        let graph = AttributeGraph()
        let value = Self.tracked(speed: 500, frames: 12, graph: graph)
        let release = graph.time
        graph.update { graph.setValue(0.0, for: value, transaction: Transaction(animation: .linear(duration: 1))) }
        for frame in 1...10 {
            graph.advance(to: release + Double(frame) / 10)
            #expect(abs(graph[value] - 100 * (1 - Double(frame) / 10)) < 100 * 0x1p-20)
        }
    }

    /// A jump made without tracking is not motion: the velocity is the tracked changes' alone.
    @Test func anUntrackedJumpIsLeftOut() {
        let graph = AttributeGraph()
        let value = Self.tracked(speed: 500, frames: 6, graph: graph)
        graph.update { graph.setValue(1_000.0, for: value, transaction: Transaction()) }
        for frame in 7...12 {
            let time = Double(frame) / 60
            graph.advance(to: time)
            graph.update { graph.setValue(900 + 500 * time, for: value, transaction: Self.tracking) }
        }
        let release = graph.time
        graph.update { graph.setValue(0.0, for: value, transaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.6))) }
        var reference = SwiftUIReference.FluidSpring(response: 0.4, dampingFraction: 0.6)
        reference.velocity = 500
        graph.advance(to: release + 1.0 / 60)
        let start = 900 + 500 * release
        #expect(abs(graph[value] - (start + (reference.value(delta: -start, time: 1.0 / 60) ?? -start))) < 1e-6)
    }

    /// A tracked change shows at once and ends a running animation: the value follows the finger.
    @Test func aTrackedChangeEndsARunningAnimation() {
        let graph = AttributeGraph()
        let value = graph.makeAnimatableInput(0.0)
        graph.update { graph.setValue(100.0, for: value, transaction: Transaction(animation: .linear(duration: 1))) }
        graph.advance(to: 0.5)
        #expect(graph.isAnimating(value))
        graph.update { graph.setValue(40.0, for: value, transaction: Self.tracking) }
        #expect(!graph.isAnimating(value))
        #expect(graph[value] == 40)
        graph.advance(to: 0.6)
        #expect(graph[value] == 40)
    }
}

/// The sampler's estimate: finite differences of the last samples, the older interval weighted
/// 0.75 when there are three.
@Suite("Velocity sampler")
struct VelocitySamplerTests {
    @Test func twoSamplesGiveTheirFiniteDifference() {
        var sampler = VelocitySampler<Double>()
        #expect(sampler.velocity == 0)
        sampler.addSample(1, time: 0)
        #expect(sampler.velocity == 0)
        sampler.addSample(6, time: 0.01)
        #expect(abs(sampler.velocity - 500) < 1e-9)
    }

    @Test func threeSamplesWeighTheOlderInterval() {
        var sampler = VelocitySampler<Double>()
        sampler.addSample(0, time: 0)
        sampler.addSample(1, time: 0.1)    // 10 per second
        sampler.addSample(3, time: 0.2)    // 20 per second
        #expect(abs(sampler.velocity - (0.75 * 10 + 0.25 * 20)) < 1e-9)
        sampler.addSample(6, time: 0.3)    // 30: the first sample drops out
        #expect(abs(sampler.velocity - (0.75 * 20 + 0.25 * 30)) < 1e-9)
    }

    /// A sample at the same time replaces the last; an earlier one, or a non-finite one, is
    /// ignored; nothing divides by a zero interval.
    @Test func badSamplesAreDefined() {
        var sampler = VelocitySampler<Double>()
        sampler.addSample(0, time: 1)
        sampler.addSample(5, time: 1)
        #expect(sampler.velocity == 0)
        sampler.addSample(.nan, time: 2)
        sampler.addSample(3, time: .infinity)
        sampler.addSample(3, time: 0.5)
        #expect(sampler.velocity == 0)
        sampler.addSample(15, time: 2)
        #expect(abs(sampler.velocity - 10) < 1e-9)
    }

    /// Samples on a line at any spacing give the line's slope.
    @Test(arguments: [0.001, 1.0 / 120, 1.0 / 60, 0.05, 0.3])
    func aSteadyMotionGivesItsSpeed(spacing: Double) {
        var sampler = VelocitySampler<Double>()
        for step in 0..<5 { sampler.addSample(-250 * spacing * Double(step), time: spacing * Double(step)) }
        #expect(abs(sampler.velocity + 250) < 1e-6)
    }

    @Test func decayFollowsTheDecelerationRate() {
        #expect(VelocityTracker<Double>.decay(after: 0) == 1)
        #expect(abs(VelocityTracker<Double>.decay(after: 0.1) - pow(0.998, 100)) < 1e-12)
        #expect(VelocityTracker<Double>.decay(after: 2) == 0)
        #expect(VelocityTracker<Double>.decay(after: .nan) == 0)
        #expect(VelocityTracker<Double>.decay(after: -1) == 1)
    }
}
