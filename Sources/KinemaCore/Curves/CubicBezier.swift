import Foundation

/// A cubic Bézier from (0, 0) to (1, 1), evaluated as y(x): the shape of a timing curve.
///
/// Each coordinate is a cubic polynomial in the curve parameter t, kept in the power basis
/// (`((a·t + b)·t + c)·t`, with c = 3·p₁, b = 3·(p₂ − p₁) − c, a = 1 − c − b). Evaluating at x
/// solves x(t) = x for t — Newton's method from t = x, falling back to bisection — to SwiftUI's
/// tolerance of 2⁻²⁰, then reads y(t) and rounds it to SwiftUI's 2⁻²⁰ grid. No lookup table.
package struct CubicBezier: Hashable, Sendable {
    package var start: UnitPoint
    package var end: UnitPoint

    package init(start: UnitPoint, end: UnitPoint) {
        self.start = start
        self.end = end
    }

    /// The x of the control points, clamped to 0...1 as SwiftUI documents, so x(t) is monotonic
    /// and each progress has exactly one parameter.
    private var startX: Double { min(max(Double(start.x), 0), 1) }
    private var endX: Double { min(max(Double(end.x), 0), 1) }

    /// The same curve mirrored across the diagonal: its inverse function.
    package var swappingAxes: CubicBezier {
        CubicBezier(start: UnitPoint(x: start.y, y: start.x), end: UnitPoint(x: end.y, y: end.x))
    }

    /// Power-basis coefficients of one coordinate whose control values are p1 and p2.
    @inline(__always)
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    @inline(__always)
    private static func sample(_ k: (a: Double, b: Double, c: Double), _ t: Double) -> Double {
        ((k.a * t + k.b) * t + k.c) * t
    }

    @inline(__always)
    private static func derivative(_ k: (a: Double, b: Double, c: Double), _ t: Double) -> Double {
        (3 * k.a * t + 2 * k.b) * t + k.c
    }

    /// The tolerance in x of the solved parameter, and the grid outputs are rounded to: 2⁻²⁰.
    package static let epsilon = 1.0 / 1_048_576

    /// `value` rounded to the nearest multiple of 2⁻²⁰ (halves away from zero), as SwiftUI rounds.
    @inline(__always)
    private static func quantized(_ value: Double) -> Double {
        // From 2³² on, doubles are 2⁻²⁰ apart or more: already on the grid (and scaling them up
        // could overflow).
        guard abs(value) < 4_294_967_296 else { return value }
        return (value * 1_048_576).rounded(.toNearestOrAwayFromZero) * epsilon
    }

    /// The curve parameter t in 0...1 at which x(t) is within 2⁻²⁰ of `x`.
    ///
    /// SwiftUI's scheme: x itself when it is already close enough, else Newton's method from t = x,
    /// else bisection over 0...1, which always brackets the answer since x(0) = 0 and x(1) = 1.
    package func parameter(forX x: Double) -> Double {
        let kx = Self.coefficients(startX, endX)
        let eps = Self.epsilon
        if abs(Self.sample(kx, x) - x) < eps { return x }
        var t = x
        for _ in 0..<8 {
            let slope = Self.derivative(kx, t)
            if abs(slope) < eps { break }
            t -= (Self.sample(kx, t) - x) / slope
            // Outside 0...1 the cubic has other roots; bisection stays on the curve.
            if !(t >= 0 && t <= 1) { break }
            if abs(Self.sample(kx, t) - x) < eps { return t }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.sample(kx, t)
            if abs(value - x) < eps { return t }
            if value < x { low = t } else { high = t }
            t = low + (high - low) * 0.5
        }
        return t
    }

    package func value(at x: Double) -> Double {
        let t = parameter(forX: x)
        let ky = Self.coefficients(Double(start.y), Double(end.y))
        let y = t * (ky.c + t * (ky.b + ky.a * t))
        guard y.isFinite else {
            // Control points near the largest double overflow the power basis (3·p₁ alone can);
            // the Bernstein form, 3(1−t)t·((1−t)·p₁ + t·p₂) + t³, weighs them by at most ¾ and
            // stays finite for any finite control points.
            let (y1, y2) = (Double(start.y), Double(end.y))
            return Self.quantized(3 * (1 - t) * t * ((1 - t) * y1 + t * y2) + t * t * t)
        }
        return Self.quantized(y)
    }

    package func velocity(at x: Double) -> Double {
        let t = parameter(forX: x)
        let kx = Self.coefficients(startX, endX)
        let ky = Self.coefficients(Double(start.y), Double(end.y))
        let dx = kx.c + ((kx.b + kx.b) + kx.a * 3 * t) * t
        var dy = ky.c + ((ky.b + ky.b) + ky.a * 3 * t) * t
        if !dy.isFinite {
            // As in `value(at:)`: y′(t) = 3·(p₁(1−t)(1−3t) + p₂·t(2−3t) + t²), each weight at most 1
            // in size, so it is finite or ±∞, never NaN.
            let (y1, y2) = (Double(start.y), Double(end.y))
            dy = 3 * (y1 * (1 - t) * (1 - 3 * t) + y2 * t * (2 - 3 * t) + t * t)
        }
        if dx == dy { return 1 }
        if dx == 0 { return dy < 0 ? -.infinity : .infinity }
        return Self.quantized(dy / dx)
    }

    /// The solver's coefficients as SwiftUI prints them (module name left out):
    /// `UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0)` for
    /// `easeInOut`.
    package var solverDescription: String {
        let kx = Self.coefficients(startX, endX)
        let ky = Self.coefficients(Double(start.y), Double(end.y))
        return "UnitCurve.CubicSolver(ax: \(kx.a), bx: \(kx.b), cx: \(kx.c), ay: \(ky.a), by: \(ky.b), cy: \(ky.c))"
    }
}
