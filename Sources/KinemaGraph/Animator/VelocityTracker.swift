import Foundation
import KinemaCore

/// Estimates the rate of change of a value from its latest samples: what an animatable attribute
/// keeps while it changes under a transaction that ``Transaction/tracksVelocity``.
///
/// It keeps the last three samples. With two, the velocity is their finite difference; with three,
/// the two intervals' finite differences are blended, the older weighted 0.75 and the newer 0.25 —
/// the smoothing SwiftUI's own sampler is reported to use (public reverse engineering of
/// SwiftUICore; Apple documents only that the velocity is tracked). A sample at the same time as
/// the last one replaces it; a sample earlier than the last one is ignored.
///
/// ```swift
/// var sampler = VelocitySampler<Double>()
/// sampler.addSample(0, time: 0)
/// sampler.addSample(5, time: 0.01)
/// sampler.velocity   // 500 per second
/// ```
///
/// Intervals too short to divide by (closer than 1e-9 s), and non-finite samples, give no
/// velocity: the result is always finite.
package struct VelocitySampler<V: VectorArithmetic> {
    private var samples: [(value: V, time: TimeInterval)] = []

    /// The weight of the older interval when three samples are known.
    package static var previousIntervalWeight: Double { 0.75 }

    package init() {}

    /// The time of the latest sample, `nil` before the first.
    package var lastTime: TimeInterval? { samples.last?.time }

    /// Whether a velocity can be estimated (at least two samples).
    package var hasVelocity: Bool { samples.count >= 2 }

    /// Records `value` at `time`.
    package mutating func addSample(_ value: V, time: TimeInterval) {
        guard time.isFinite, value.magnitudeSquared.isFinite else { return }
        if let last = samples.last?.time {
            if time < last { return }
            if time - last < 1e-9 {
                samples[samples.count - 1] = (value, time)
                return
            }
        }
        if samples.count == 3 { samples.removeFirst() }
        samples.append((value, time))
    }

    /// Moves every sample by `delta`: a change that is not tracked (a jump) is left out of the
    /// velocity.
    package mutating func shift(by delta: V) {
        for index in samples.indices { samples[index].value += delta }
    }

    /// The estimated velocity, per second (`.zero` with fewer than two samples).
    package var velocity: V {
        guard samples.count >= 2 else { return .zero }
        let newer = Self.rate(from: samples[samples.count - 2], to: samples[samples.count - 1])
        guard samples.count == 3 else { return newer }
        let older = Self.rate(from: samples[0], to: samples[1])
        return newer + (older - newer).scaled(by: Self.previousIntervalWeight)
    }

    private static func rate(from a: (value: V, time: TimeInterval), to b: (value: V, time: TimeInterval)) -> V {
        let dt = b.time - a.time
        guard dt >= 1e-9 else { return .zero }
        let rate = (b.value - a.value).scaled(by: 1 / dt)
        return rate.magnitudeSquared.isFinite ? rate : .zero
    }
}

/// The velocity an animatable attribute measured while it changed under velocity-tracking
/// transactions (type-erased, so the attribute's generic code keeps no optional of its data type).
@usableFromInline
package class VelocityTrackerBase {}

/// What an animatable attribute keeps between tracked changes: the sampler of its model data.
package final class VelocityTracker<V: VectorArithmetic>: VelocityTrackerBase {
    package var sampler = VelocitySampler<V>()

    /// How much of the measured velocity is left `elapsed` seconds after the last sample: it decays
    /// as a scroll view decelerates, by 0.998 per millisecond (UIKit's normal deceleration rate,
    /// the decay SwiftUI's tracker is reported to apply), and is gone after 2 seconds.
    package static func decay(after elapsed: TimeInterval) -> Double {
        guard elapsed.isFinite, elapsed < maximumAge else { return 0 }
        return pow(0.998, max(elapsed, 0) * 1000)
    }

    /// How long a measured velocity lasts without a new sample.
    package static var maximumAge: TimeInterval { 2 }

    /// The velocity to hand to an animation starting at `time`; `nil` when there is none.
    package func velocity(at time: TimeInterval) -> V? {
        guard sampler.hasVelocity, let last = sampler.lastTime else { return nil }
        let factor = Self.decay(after: time - last)
        guard factor > 0 else { return nil }
        let velocity = sampler.velocity.scaled(by: factor)
        return velocity == .zero ? nil : velocity
    }
}

/// A stand-in for the motion a tracked value had, offered to a new animation as the "previous"
/// animation it may merge with: covered nothing, moving at the tracked velocity. An animation that
/// merges (a spring) takes the velocity over, exactly as it takes over a running spring's.
struct TrackedMotionAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        .zero
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[TrackedVelocityKey<V>.self]
    }
}

/// Where ``TrackedMotionAnimation`` finds the velocity: in the context it is asked about, only for
/// the duration of the merge.
struct TrackedVelocityKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: V? { nil }
}
