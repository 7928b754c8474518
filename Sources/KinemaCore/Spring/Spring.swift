import Foundation

/// A representation of a spring's motion: a damped harmonic oscillator pulling a value toward a
/// target.
///
/// Describe it the way that feels natural — a perceptual duration and a bounce, a response and a
/// damping ratio, or physical mass, stiffness and damping — and use it on its own to compute a
/// value and a velocity at any time, or in an animation with `Animation.spring(_:blendDuration:)`.
///
/// ```swift
/// let spring = Spring(duration: 1.0, bounce: 0)
/// spring.value(target: 1, time: 0.25)    // 1 − (1 + π/2)·e^(−π/2) ≈ 0.46558
/// spring.velocity(target: 1, time: 0.25) // 4π²·0.25·e^(−π/2)     ≈ 2.05169
/// ```
///
/// The motion is evaluated in closed form for under-, critically and over-damped springs alike:
/// no numerical integration, so any time can be sampled directly and exactly.
///
/// A spring always holds a finite, positive natural frequency and mass and a finite damping ratio
/// of at least 0: initialisers clamp parameters outside those ranges, as each one documents.
public struct Spring: Hashable, Sendable {
    /// The undamped natural angular frequency ω₀ = √(stiffness / mass), in radians per second.
    package var angularFrequency: Double
    /// The damping ratio ζ = damping / (2·√(stiffness·mass)).
    package var storedDampingRatio: Double
    /// The mass of the object attached to the spring.
    package var storedMass: Double

    /// Creates a spring from already-sanitised parameters.
    package init(angularFrequency: Double, dampingRatio: Double, mass: Double) {
        self.angularFrequency = Self.sanitizedFrequency(angularFrequency)
        self.storedDampingRatio = Self.sanitizedDampingRatio(dampingRatio)
        self.storedMass = Self.sanitizedMass(mass)
    }

    /// Creates a spring with the specified response and damping ratio, and a mass of 1.
    ///
    /// ```swift
    /// let spring = Spring(response: 0.5, dampingRatio: 0.825)
    /// ```
    ///
    /// - Parameters:
    ///   - response: The stiffness expressed as the period, in seconds, of the undamped
    ///     oscillation: stiffness = (2π / response)². NaN, zero and negative responses are
    ///     clamped to ``minimumResponse``, which settles within a frame.
    ///   - dampingRatio: The amount of drag relative to critical damping: 1 is critically damped,
    ///     below 1 bounces, above 1 is overdamped. Negative values are clamped to 0, NaN reads as 1.
    public init(response: Double, dampingRatio: Double) {
        self.init(
            angularFrequency: 2 * .pi / Self.sanitizedResponse(response),
            dampingRatio: dampingRatio,
            mass: 1)
    }

    /// Creates a spring with the specified mass, stiffness and damping.
    ///
    /// ```swift
    /// let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    /// ```
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring. Zero, negative and NaN masses are clamped to a
    ///     tiny positive mass; masses above 10¹² (infinity included) to 10¹².
    ///   - stiffness: The spring constant. Zero, negative and NaN stiffness are clamped to a tiny
    ///     positive stiffness (a spring that barely pulls).
    ///   - damping: The drag coefficient. Negative values are clamped to 0.
    ///   - allowOverDamping: Whether a damping ratio above 1 is kept. When false, damping is reduced
    ///     to the critical value, as SwiftUI does.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = Self.sanitizedMass(mass)
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : Self.minimumPositive
        let c = damping.isNaN ? 0 : max(damping, 0)
        var ratio = c / (2 * (k * m).squareRoot())
        if !allowOverDamping { ratio = min(ratio, 1) }
        self.init(angularFrequency: (k / m).squareRoot(), dampingRatio: ratio, mass: m)
    }

    // MARK: - Properties

    /// The stiffness as a period: the time, in seconds, of one undamped oscillation, 2π / ω₀.
    public var response: Double { 2 * .pi / angularFrequency }

    /// The amount of drag relative to critical damping (1).
    public var dampingRatio: Double { storedDampingRatio }

    /// The mass of the object attached to the end of the spring.
    public var mass: Double { storedMass }

    /// The spring constant: mass·ω₀² for a spring that is not overdamped.
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: 0.3).stiffness // (2π / 0.5)² ≈ 157.91
    /// ```
    ///
    /// > Note: For an overdamped spring (bounce below 0) this reproduces SwiftUI, which reports
    /// > mass·(ω² + d²) from its stored damped frequency ω and decay d — that is mass·ω₀²·(2ζ² − 1),
    /// > more than the stiffness the spring was made with.
    public var stiffness: Double {
        let base = storedMass * angularFrequency * angularFrequency
        let zeta = storedDampingRatio
        return zeta > 1 ? base * (2 * zeta * zeta - 1) : base
    }

    /// The drag coefficient: 2·mass·ζ·ω₀.
    public var damping: Double { 2 * storedMass * storedDampingRatio * angularFrequency }

    // MARK: - Sanitising

    /// The shortest response a spring keeps: shorter (or non-positive) ones are clamped here.
    public static var minimumResponse: Double { 1e-4 }

    /// The longest response a spring keeps, so a spring always moves.
    public static var maximumResponse: Double { 1e7 }

    package static let minimumPositive = 1e-12

    package static func sanitizedResponse(_ response: Double) -> Double {
        guard !response.isNaN else { return minimumResponse }
        return min(max(response, minimumResponse), maximumResponse)
    }

    package static func sanitizedFrequency(_ omega: Double) -> Double {
        guard omega.isFinite, omega > 0 else {
            return omega == .infinity ? 2 * .pi / minimumResponse : 2 * .pi / maximumResponse
        }
        return min(max(omega, 2 * .pi / maximumResponse), 2 * .pi / minimumResponse)
    }

    package static func sanitizedDampingRatio(_ ratio: Double) -> Double {
        guard !ratio.isNaN else { return 1 }
        return min(max(ratio, 0), 1e6)
    }

    /// The heaviest mass a spring keeps: heavier (and infinite) masses are clamped here, so
    /// products such as the damping, 2·mass·ζ·ω₀, stay finite.
    package static let maximumMass = 1e12

    package static func sanitizedMass(_ mass: Double) -> Double {
        guard mass.isFinite, mass > 0 else { return mass == .infinity ? maximumMass : minimumPositive }
        return min(mass, maximumMass)
    }
}
