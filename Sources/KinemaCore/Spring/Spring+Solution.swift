import Foundation

/// The closed-form motion of a damped spring, as four scalar functions of time.
///
/// For displacement x(t) from the target with x(0) = x₀ and x′(0) = v₀, every damped oscillator
/// obeys x(t) = x₀·P(t) + v₀·Q(t) and x′(t) = x₀·P′(t) + v₀·Q′(t). Computing the four scalars once
/// lets any `VectorArithmetic` value be advanced with two scalings and an addition, whatever its
/// dimension. With σ = ζ·ω₀:
/// - underdamped (ζ < 1), ω_d = ω₀·√(1 − ζ²): P = e^(−σt)(cos ω_d t + σ/ω_d·sin ω_d t),
///   Q = e^(−σt)·sin(ω_d t)/ω_d;
/// - critically damped (ζ = 1): P = e^(−ω₀t)(1 + ω₀t), Q = t·e^(−ω₀t);
/// - overdamped (ζ > 1), γ = ω₀·√(ζ² − 1): the same with cosh and sinh in place of cos and sin.
package struct SpringSolution {
    package var p: Double
    package var q: Double
    package var dp: Double
    package var dq: Double

    @inline(__always)
    package init(p: Double, q: Double, dp: Double, dq: Double) {
        self.p = p
        self.q = q
        self.dp = dp
        self.dq = dq
    }

    /// The solution of `spring` after `time` seconds. Times before 0 are read as 0, NaN as 0, and
    /// +infinity as the rest state (P = Q = 0).
    package init(_ spring: Spring, time: Double) {
        let t: Double
        if time.isNaN || time <= 0 {
            self.init(p: 1, q: 0, dp: 0, dq: 1)
            return
        } else if time == .infinity {
            // An undamped spring never comes to rest; report its state at the start of a period.
            if spring.storedDampingRatio == 0 {
                self.init(p: 1, q: 0, dp: 0, dq: 1)
            } else {
                self.init(p: 0, q: 0, dp: 0, dq: 0)
            }
            return
        } else {
            t = time
        }
        let omega = spring.angularFrequency
        let zeta = spring.storedDampingRatio
        let sigma = zeta * omega
        // Past the point where e^(−σt) underflows, a damped spring is at rest; an undamped one whose
        // phase ω·t overflows has no meaningful phase left, so it reports the start of a period.
        // The slowest decay rate: σ, or for an overdamped spring its slow root ω₀/(ζ + √(ζ² − 1)).
        let slowestDecay = zeta > 1 ? omega / (zeta + (zeta * zeta - 1).squareRoot()) : sigma
        if slowestDecay * t > 745 || !(omega * t).isFinite {
            if zeta == 0 {
                self.init(p: 1, q: 0, dp: 0, dq: 1)
            } else {
                self.init(p: 0, q: 0, dp: 0, dq: 0)
            }
            return
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-sigma * t)
            let c = cos(omegaD * t)
            let s = sin(omegaD * t)
            self.init(
                p: decay * (c + sigma / omegaD * s),
                q: decay * s / omegaD,
                dp: -decay * (omega * omega / omegaD) * s,
                dq: decay * (c - sigma / omegaD * s))
        } else if zeta == 1 {
            let decay = exp(-omega * t)
            self.init(
                p: decay * (1 + omega * t),
                q: t * decay,
                dp: -omega * omega * t * decay,
                dq: decay * (1 - omega * t))
        } else {
            let gamma = omega * (zeta * zeta - 1).squareRoot()
            // e^(−σt)·cosh(γt) and e^(−σt)·sinh(γt), written with the two real exponents so that
            // neither factor overflows when γt is large (σ > γ keeps both products finite).
            let slow = exp((gamma - sigma) * t)
            let fast = exp(-(gamma + sigma) * t)
            let coshTerm = 0.5 * (slow + fast)
            let sinhTerm: Double
            if gamma * t < 1e-3 {
                // Small γt: sinh(γt) by its series avoids cancelling slow − fast.
                let g = gamma * t
                sinhTerm = exp(-sigma * t) * g * (1 + g * g / 6)
            } else {
                sinhTerm = 0.5 * (slow - fast)
            }
            self.init(
                p: coshTerm + sigma / gamma * sinhTerm,
                q: sinhTerm / gamma,
                dp: -(omega * omega / gamma) * sinhTerm,
                dq: coshTerm - sigma / gamma * sinhTerm)
        }
    }

    /// The displacement x₀·P + v₀·Q.
    @inline(__always)
    package func displacement<V: VectorArithmetic>(_ x0: V, _ v0: V) -> V {
        x0.scaled(by: p) + v0.scaled(by: q)
    }

    /// The velocity x₀·P′ + v₀·Q′.
    @inline(__always)
    package func velocity<V: VectorArithmetic>(_ x0: V, _ v0: V) -> V {
        x0.scaled(by: dp) + v0.scaled(by: dq)
    }
}
