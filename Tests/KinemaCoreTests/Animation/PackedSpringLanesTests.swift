import Foundation
@testable import KinemaCore
import KinemaTestSupport
import Testing

/// The persistent spring steps packed data lane pair by lane pair, skipping pairs that are zero.
/// Each lane of a packed spring must land on the same bits as a spring of one `Double` run
/// through the generic integrator on that lane alone, and it must settle exactly when the
/// documented rule, restated here over all sixteen lanes, says it has.
@Suite("Packed spring lanes")
struct PackedSpringLanesTests {
    @Test(arguments: 0..<40)
    func everyLaneMatchesAScalarSpring(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let spring = FluidSpringAnimation(
            response: Double.random(in: 0.05...1.2, using: &generator),
            dampingFraction: Double.random(in: 0.1...1.3, using: &generator),
            blendDuration: 0)
        let delta = Self.sparseVector(&generator)
        var packed = FluidSpringState<PackedAnimatableData>()
        var scalars = [FluidSpringState<Double>](repeating: FluidSpringState(), count: 16)
        // A merged spring carries a velocity, also on lanes whose delta is zero.
        let velocity = Self.sparseVector(&generator)
        packed.velocity = velocity
        for lane in 0..<16 { scalars[lane].velocity = velocity.storage[lane] }
        var time = 0.0
        for frame in 0..<90 {
            // Mostly 60 or 120 Hz, now and then an uneven frame and, once, a gap of two seconds.
            time += frame == 40 ? 2 : [1.0 / 60, 1.0 / 120, 0.013][Int.random(in: 0..<3, using: &generator)]
            var packedComplete = false
            let requiringFinite = Bool.random(using: &generator)
            let moving = packed.step(
                of: spring, toward: delta, at: time, isLogicallyComplete: &packedComplete, requiringFiniteOffset: requiringFinite)
            for lane in 0..<16 {
                var complete = false
                _ = scalars[lane].step(of: spring, toward: delta.storage[lane], at: time, isLogicallyComplete: &complete)
                #expect(complete == packedComplete)
                #expect(packed.offset.storage[lane].bitPattern == scalars[lane].offset.bitPattern)
                #expect(packed.velocity.storage[lane].bitPattern == scalars[lane].velocity.bitPattern)
                #expect(packed.force.storage[lane].bitPattern == scalars[lane].force.bitPattern)
            }
            #expect(packed.time == scalars[0].time)
            let extent = scalars.reduce(0.0) { $0 + $1.offset * $1.offset }
            #expect(moving == (!Self.settled(scalars, delta: delta) && (!requiringFinite || extent.isFinite)), "frame \(frame)")
        }
    }

    @Test func nonFiniteAndNegativeZeroLanesStepAsTheGenericLoopDoes() {
        var delta = PackedAnimatableData()
        delta.storage[3] = .nan
        delta.storage[6] = -0.0
        delta.storage[9] = .infinity
        delta.storage[12] = 40
        let spring = FluidSpringAnimation(response: 0.5, dampingFraction: 0.8, blendDuration: 0)
        var packed = FluidSpringState<PackedAnimatableData>()
        var scalars = [FluidSpringState<Double>](repeating: FluidSpringState(), count: 16)
        for frame in 1...30 {
            var complete = false
            _ = packed.step(of: spring, toward: delta, at: Double(frame) / 60, isLogicallyComplete: &complete)
            for lane in 0..<16 {
                _ = scalars[lane].step(of: spring, toward: delta.storage[lane], at: Double(frame) / 60, isLogicallyComplete: &complete)
                #expect(packed.offset.storage[lane].bitPattern == scalars[lane].offset.bitPattern, "lane \(lane)")
            }
        }
        #expect(packed.offset.storage[3].isNaN)
        var complete = false
        #expect(!packed.step(of: spring, toward: delta, at: 0.6, isLogicallyComplete: &complete, requiringFiniteOffset: true))
        #expect(packed.offset.storage[12] > 0)
    }

    /// The documented rest rule over all sixteen lanes: speed² and force² at most 0.0036, and the
    /// distance left within 1 % of the delta.
    private static func settled(_ lanes: [FluidSpringState<Double>], delta: PackedAnimatableData) -> Bool {
        var speed = 0.0, force = 0.0, tolerance = 0.0, distance = 0.0
        for (lane, state) in lanes.enumerated() {
            let d = delta.storage[lane]
            speed += state.velocity * state.velocity
            force += state.force * state.force
            tolerance += (d * 0.01) * (d * 0.01)
            distance += (d - state.offset) * (d - state.offset)
        }
        if max(speed, force) > 0.0036 { return false }
        return !(tolerance > 0 && tolerance < distance)
    }

    /// A delta with whole lane pairs left at zero, as a shape layer animating only its colour or
    /// trim has.
    private static func sparseVector(_ generator: inout SeededGenerator) -> PackedAnimatableData {
        var storage = SIMD16<Double>()
        for pair in 0..<8 where Bool.random(using: &generator) {
            // Now and then a number whose square overflows.
            let scale = Int.random(in: 0..<12, using: &generator) == 0 ? 1e160 : 1
            storage[2 * pair] = Double.random(in: -200...200, using: &generator) * scale
            storage[2 * pair + 1] = Bool.random(using: &generator) ? Double.random(in: -1...1, using: &generator) : 0
        }
        return PackedAnimatableData(storage)
    }
}
