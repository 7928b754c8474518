import Foundation
import KinemaDisplay

/// The values each parameter accepts, so that `kinema plot` rejects what an animation cannot mean
/// (a negative duration, a bounce of −3) with a message naming the parameter and its range,
/// rather than charting whatever the clamps inside Kinema make of it.
///
/// Where Apple's documentation gives a range it is used: a spring's `bounce` is −1…1 ("negative
/// values indicate overdamped springs with a minimum value of -1.0", "up to a maximum of 1.0"), a
/// spring animation's `response` may be 0 ("a value of zero requests an infinitely-stiff
/// spring"), and `repeatCount` counts plays ("a repeatCount of one plays the animation forward
/// once"), so it is at least 1. Where Apple gives none, Kinema chooses the physical one:
///
/// | parameter | accepted |
/// | --- | --- |
/// | a spring's `duration`, `settlingDuration`, `mass`, `stiffness`; `speed` | greater than 0 |
/// | a timing curve's `duration`; `delay`, `blendDuration`, `damping`, `dampingFraction`, `dampingRatio`, `response`, `logicallyComplete(after:)` | 0 or more |
/// | `bounce` | −1…1 |
/// | `extraBounce` | so that the preset's bounce plus it is in −1…1 (smooth −1…1, snappy −1.15…0.85, bouncy −1.3…0.7) |
/// | `epsilon` | between 0 and 1, both excluded |
/// | a control point's x (`timingCurve`'s `p1x`, `p2x`, a `UnitPoint`'s `x`) | 0…1, so the curve is a function of time |
/// | `repeatCount` | 1 or more |
/// | `initialVelocity`, a control point's y | any number |
extension AnimationSpec {
    /// An interval of accepted numbers, each end open, closed or absent.
    struct ValidRange: Sendable {
        var lower: Double?
        var lowerIncluded = true
        var upper: Double?
        var upperIncluded = true

        /// Greater than 0.
        static let positive = ValidRange(lower: 0, lowerIncluded: false)
        /// 0 or more.
        static let nonNegative = ValidRange(lower: 0)
        /// 1 or more.
        static let atLeastOne = ValidRange(lower: 1)
        /// 0…1.
        static let unit = ValidRange(lower: 0, upper: 1)
        /// Strictly between 0 and 1.
        static let openUnit = ValidRange(lower: 0, lowerIncluded: false, upper: 1, upperIncluded: false)

        /// `low…high`, both included.
        static func closed(_ low: Double, _ high: Double) -> ValidRange { ValidRange(lower: low, upper: high) }

        func contains(_ value: Double) -> Bool {
            guard !value.isNaN else { return false }
            if let lower, lowerIncluded ? value < lower : value <= lower { return false }
            if let upper, upperIncluded ? value > upper : value >= upper { return false }
            return true
        }

        /// "greater than 0", "0 or more", "in -1…1", "between 0 and 1 (both excluded)".
        var written: String {
            switch (lower, upper) {
            case (let low?, let high?):
                if lowerIncluded && upperIncluded { return "in \(Self.number(low))…\(Self.number(high))" }
                return "between \(Self.number(low)) and \(Self.number(high)) (both excluded)"
            case (let low?, nil):
                return lowerIncluded ? "\(Self.number(low)) or more" : "greater than \(Self.number(low))"
            case (nil, let high?):
                return upperIncluded ? "\(Self.number(high)) or less" : "less than \(Self.number(high))"
            case (nil, nil):
                return "a number"
            }
        }

        /// `0.85`, `-1.15`, `1`: at most 6 decimals, no trailing zeros.
        static func number(_ value: Double) -> String {
            DecimalText.fixed(value, decimals: 6)
        }
    }

    /// The `extraBounce` range of a preset whose own bounce is `base`: the total must be in −1…1.
    static func extraBounceRange(base: Double) -> ValidRange {
        .closed(-1 - base, 1 - base)
    }

    /// The deepest nesting of parentheses the parser reads; deeper text is refused before it can
    /// exhaust the stack. Real specs nest two or three levels.
    static let maximumNesting = 32
}
