import Foundation

extension Spring {
    /// Creates a spring with the specified perceptual duration and bounce.
    ///
    /// This is the most approachable way to describe a spring: how long it takes to get there, and
    /// how much it overshoots. With a mass of 1:
    /// stiffness = (2π / duration)², and for `bounce ≥ 0`, damping = 4π·(1 − bounce) / duration,
    /// a damping ratio of 1 − bounce; for `bounce < 0` the damping ratio is 1 / (1 + bounce).
    ///
    /// ```swift
    /// let gentle = Spring(duration: 0.5, bounce: 0)   // critically damped: Spring.smooth
    /// let lively = Spring(duration: 0.5, bounce: 0.3) // Spring.bouncy
    /// ```
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, in seconds; ``response`` equals it. NaN, zero and
    ///     negative durations are clamped to ``minimumResponse``.
    ///   - bounce: 0 for no bounce (critical damping), up to 1 for undamped oscillation, down to −1
    ///     for increasingly overdamped motion. Values outside −1…1 are clamped; −1 itself is
    ///     clamped to −0.999 so the damping stays finite. NaN reads as 0.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(forBounce: bounce))
    }

    /// The perceptual duration, in seconds: the same as ``response``.
    public var duration: TimeInterval { response }

    /// How bouncy the spring is: 1 − dampingRatio when underdamped or critical, and
    /// 1 / dampingRatio − 1 (negative) when overdamped.
    public var bounce: Double {
        let ratio = storedDampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    package static func dampingRatio(forBounce bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : min(max(bounce, -0.999), 1)
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }
}
