import Foundation

extension Spring {
    /// The estimated time, in seconds, for the spring to come to rest when moving from 0 to 1 from
    /// rest: `settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)`.
    ///
    /// ```swift
    /// Spring.smooth.settlingDuration // 0.8 (s)
    /// ```
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated time, in seconds, for a spring moving from zero toward `target` to come to rest.
    ///
    /// SwiftUI's estimate, reproduced exactly:
    /// - underdamped springs use the decay envelope: with decay d = ζ·ω₀ and
    ///   M = ‖d·target − v₀‖ + ‖target‖, the duration is max(0, −ln(ε / M) / d);
    /// - critically and overdamped springs are sampled every 0.1 s, and the duration is the first
    ///   sample after which the distance to `target` stays below ε for more than a second (0 when
    ///   none is found within 1,024 samples).
    ///
    /// An undamped spring (bounce 1) never settles: the result is `+infinity`.
    ///
    /// - Parameters:
    ///   - target: The value the spring moves toward from zero.
    ///   - initialVelocity: The velocity at the start.
    ///   - epsilon: How close to `target` counts as settled; values below 1e-12 (and NaN) are
    ///     read as 1e-12.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        let epsilon = epsilon.isNaN ? Self.minimumPositive : max(epsilon, Self.minimumPositive)
        let decay = storedDampingRatio * angularFrequency
        guard decay > 0 else { return .infinity }
        if storedDampingRatio < 1 {
            let envelope = (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            let duration = -log(epsilon / envelope) / decay
            return duration.isNaN ? 0 : max(0, duration)
        }
        return Self.sampledSettlingDuration(epsilon: epsilon) { time in
            (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared.squareRoot()
        }
    }

    /// The estimated time for a spring moving from `fromValue` to `toValue` to come to rest.
    public func settlingDuration<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// Samples `distance` every 0.1 s and returns the first sample time after which it stays
    /// below `epsilon` for more than a second; 0 if there is none within 1,024 samples.
    package static func sampledSettlingDuration(epsilon: Double, distance: (Double) -> Double) -> TimeInterval {
        var best = Double.infinity
        var bestTime = -1.0
        var time = 0.0
        for _ in 0..<1024 {
            let d = distance(time)
            guard d.isFinite else { break }
            if best >= epsilon {
                if d < best {
                    best = d
                    bestTime = time
                }
            } else if d >= epsilon {
                best = .infinity
            } else if time - bestTime > 1 {
                return bestTime
            }
            // Accumulated by addition, as SwiftUI does, so sample times carry the same rounding.
            time += 0.1
        }
        return 0
    }

    /// Creates a spring that settles within `settlingDuration` seconds at the given damping ratio.
    ///
    /// The natural frequency ω₀ is chosen so that the spring's decay envelope falls to `epsilon`
    /// at `settlingDuration`: for ζ < 1 it solves ζ/√(1 − ζ²)·e^(−ζ·ω₀·S) = ε, and for ζ = 1 it
    /// solves (1 + ω₀·S)·e^(−ω₀·S) = ε (by Newton's method).
    ///
    /// ```swift
    /// let spring = Spring(settlingDuration: 0.5, dampingRatio: 1) // response ≈ 0.3402
    /// ```
    ///
    /// - Parameters:
    ///   - settlingDuration: Seconds, clamped to 0.01...10 (NaN reads as 0.01).
    ///   - dampingRatio: Clamped to a tiny positive value...1: this form cannot make an overdamped
    ///     spring. NaN reads as 1.
    ///   - epsilon: The settling threshold; NaN and values ≤ 0 read as 1e-12.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let duration = settlingDuration.isNaN ? 0.01 : min(max(settlingDuration, 0.01), 10)
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, .ulpOfOne), 1)
        let epsilon = epsilon.isNaN ? Self.minimumPositive : max(epsilon, Self.minimumPositive)
        var omega: Double
        if zeta < 1 {
            let ratio = epsilon * (1 - zeta * zeta).squareRoot() / zeta
            omega = -log(ratio) / (zeta * duration)
        } else {
            omega = Self.criticalSettlingProduct(epsilon: epsilon) / duration
        }
        // When ε exceeds the envelope's starting height, any frequency settles at once; fall back
        // to a spring whose response equals the requested duration.
        if !(omega.isFinite && omega > 0) { omega = 2 * .pi / duration }
        self.init(angularFrequency: omega, dampingRatio: zeta, mass: 1)
    }

    /// The u > 0 with (1 + u)·e^(−u) = ε (ε < 1), by Newton's method on a convex, decreasing function.
    private static func criticalSettlingProduct(epsilon: Double) -> Double {
        guard epsilon < 1 else { return 0 }
        var u = max(1, -log(epsilon))
        for _ in 0..<100 {
            let f = (1 + u) * exp(-u) - epsilon
            let slope = -u * exp(-u)
            let next = u - f / slope
            if !next.isFinite { break }
            if abs(next - u) <= 1e-14 * max(1, u) {
                u = next
                break
            }
            u = next
        }
        return u
    }
}
