import Foundation

/// One stretch of a resolved track: the motion from one keyframe's value to the next.
///
/// Everything a sample needs is precomputed when the track is resolved, so evaluating a segment is
/// a handful of vector operations and never allocates.
package struct KeyframeSegment<Data: VectorArithmetic> {
    package enum Shape {
        /// `from + delta · curve(u)`.
        case linear(UnitCurve)
        /// A cubic Hermite curve with the given end velocities.
        case cubic
        /// A spring released at `from` with `startVelocity`, pulling toward `from + delta`.
        case spring(Spring)
        /// No interpolation: the value is `from + delta` at once.
        case jump
    }

    package var shape: Shape
    package var startTime: Double
    package var duration: Double
    package var from: Data
    /// The target minus `from`.
    package var delta: Data
    /// Velocity leaving `from`, per second (cubic and spring segments).
    package var startVelocity: Data
    /// Velocity arriving at the target, per second (cubic segments).
    package var endVelocity: Data

    /// The value `time` seconds into the segment; `time` is clamped to the segment.
    @inline(__always)
    package func value(at time: Double) -> Data {
        switch shape {
        case .jump:
            return from + delta
        case .linear(let curve):
            return from + delta.scaled(by: curve.value(at: time / duration))
        case .cubic:
            let u = Self.clamp(time / duration)
            let u2 = u * u
            let u3 = u2 * u
            // Hermite basis, with h00 = 1 − h01 folded into `from + delta · h01`.
            let h01 = 3 * u2 - 2 * u3
            let h10 = (u3 - 2 * u2 + u) * duration
            let h11 = (u3 - u2) * duration
            return from + delta.scaled(by: h01) + startVelocity.scaled(by: h10) + endVelocity.scaled(by: h11)
        case .spring(let spring):
            let t = min(max(time, 0), duration)
            return from + spring.value(target: delta, initialVelocity: startVelocity, time: t)
        }
    }

    /// The velocity, per second, `time` seconds into the segment; `time` is clamped to the segment.
    package func velocity(at time: Double) -> Data {
        switch shape {
        case .jump:
            return .zero
        case .linear(let curve):
            return delta.scaled(by: curve.velocity(at: time / duration) / duration)
        case .cubic:
            let u = Self.clamp(time / duration)
            let u2 = u * u
            let dh01 = (6 * u - 6 * u2) / duration
            let dh10 = 3 * u2 - 4 * u + 1
            let dh11 = 3 * u2 - 2 * u
            return delta.scaled(by: dh01) + startVelocity.scaled(by: dh10) + endVelocity.scaled(by: dh11)
        case .spring(let spring):
            let t = min(max(time, 0), duration)
            return spring.velocity(target: delta, initialVelocity: startVelocity, time: t)
        }
    }

    @inline(__always)
    static func clamp(_ u: Double) -> Double {
        u > 0 ? min(u, 1) : 0
    }
}

extension KeyframeSegment: Sendable where Data: Sendable {}
extension KeyframeSegment.Shape: Sendable where Data: Sendable {}
