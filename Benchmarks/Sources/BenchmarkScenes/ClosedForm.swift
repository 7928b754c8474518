import Foundation

/// The yardsticks the scenes' frames are compared with: the same animated numbers worked out in a
/// closed-form loop, with no view, graph or display list. One call is one frame; the sum it
/// returns keeps the work from being optimised away.
///
/// Shared by the benchmarks (wall clock) and `scene-profile` (callgrind's instruction counts),
/// so both measure the same loop.
public enum ClosedForm {
    static let frameInterval = 1.0 / 60

    /// The rows scene's components: per row a `.spring`'s progress (one exp, cos, sin) applied to
    /// the colour's four components, the trim's end and the offset's two.
    @inline(never)
    public static func rowsFrame(_ frame: Int, rows: Int = 1000) -> Double {
        // `.spring`: response 0.5 s, damping fraction 0.825.
        let spring = UnderdampedSpring(response: 0.5, dampingFraction: 0.825)
        var sink = 0.0
        for row in 0..<rows {
            let progress = spring.progress(at: Double(frame) * frameInterval + Double(row) * 1e-9)
            let colour = (0.1 * progress, 0.2 * progress, 0.3 * progress, 1.0)
            let trim = 0.1 + 0.8 * progress
            let offset = (20 * progress, 0.0)
            sink += colour.0 + colour.1 + colour.2 + colour.3 + trim + offset.0 + offset.1
        }
        return sink
    }

    /// `SpringField`'s views: per view a `.bouncy` spring's progress (one exp, cos, sin) made a
    /// scale about the view's centre.
    @inline(never)
    public static func scaleEffectFrame(_ frame: Int, views: Int = 100_000) -> Double {
        // `.bouncy`: duration (response) 0.5 s, bounce 0.3, so damping fraction 0.7.
        let spring = UnderdampedSpring(response: 0.5, dampingFraction: 0.7)
        var sink = 0.0
        for view in 0..<views {
            let scale = 1 + 0.5 * spring.progress(at: Double(frame) * frameInterval + Double(view) * 1e-12)
            // A scale about the centre of the 2 × 2 view at (0, 2 · view).
            let (cx, cy) = (1.0, 1.0 + 2 * Double(view))
            sink += scale + scale + (cx - scale * cx) + (cy - scale * cy)
        }
        return sink
    }

    /// An underdamped spring from 0 to 1 at rest, in closed form: one exp, cos and sin a value.
    struct UnderdampedSpring {
        let decayRate: Double
        let damped: Double
        let ratio: Double

        init(response: Double, dampingFraction zeta: Double) {
            let omega = 2 * Double.pi / response
            decayRate = zeta * omega
            damped = omega * (1 - zeta * zeta).squareRoot()
            ratio = zeta * omega / damped
        }

        @inline(__always)
        func progress(at time: Double) -> Double {
            1 - exp(-decayRate * time) * (cos(damped * time) + ratio * sin(damped * time))
        }
    }
}
