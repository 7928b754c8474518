import Foundation
import Kinema

// Helpers shared by the CSS export tests.

extension CSSEasing {
    /// The exported curve at `seconds` into the first iteration, as a browser computes it: the
    /// `linear()` function at seconds / duration, de-normalised to the value range.
    func exportedValue(atSecond seconds: Double) -> Double {
        let progress = duration > 0 ? seconds / duration : 1
        return valueRange.lowerBound + value(atProgress: progress) * (valueRange.upperBound - valueRange.lowerBound)
    }
}

/// The underdamped spring's closed form pulling 0 to 1 from rest (any damped harmonic oscillator
/// text): x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t), with ω₀ = √(k/m),
/// ζ = c / (2√(km)), ω_d = ω₀√(1 − ζ²).
func closedFormSpring(mass: Double, stiffness: Double, damping: Double, time: Double) -> Double {
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
}
