import Foundation

/// A cubic Bézier from (0, 0) to (1, 1), evaluated as y(x): the shape of a timing curve.
///
/// Each coordinate is a cubic polynomial in the curve parameter t, kept in the power basis
/// (`((a·t + b)·t + c)·t`). Evaluating at x solves x(t) = x for t — Newton's method from a good
/// start, falling back to bisection where the slope is too flat — to a tolerance far below what
/// animation needs, then reads y(t). No lookup table is involved.
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

    @inline(__always)
    private static func secondDerivative(_ k: (a: Double, b: Double, c: Double), _ t: Double) -> Double {
        6 * k.a * t + 2 * k.b
    }

    /// The curve parameter t in 0...1 at which x(t) = x.
    package func parameter(forX x: Double) -> Double {
        let kx = Self.coefficients(startX, endX)
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Newton's method converges in a handful of steps wherever the curve is not flat in x.
        var t = x
        for _ in 0..<8 {
            let error = Self.sample(kx, t) - x
            if abs(error) < 1e-14 { return t }
            let slope = Self.derivative(kx, t)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < 0 || next > 1 { break }
            t = next
        }
        // Bisection: x(0) = 0 and x(1) = 1 bracket the answer for any control points.
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.sample(kx, t)
            if abs(value - x) < 1e-15 { return t }
            if value < x { low = t } else { high = t }
            t = 0.5 * (low + high)
            if high - low < 1e-16 { break }
        }
        return t
    }

    package func value(at x: Double) -> Double {
        let t = parameter(forX: x)
        // The ends are exact whatever rounding the polynomial would add.
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return Self.sample(Self.coefficients(Double(start.y), Double(end.y)), t)
    }

    package func velocity(at x: Double) -> Double {
        let t = parameter(forX: x)
        let kx = Self.coefficients(startX, endX)
        let ky = Self.coefficients(Double(start.y), Double(end.y))
        let dx = Self.derivative(kx, t)
        let dy = Self.derivative(ky, t)
        if abs(dx) > 1e-9 {
            return clampSlope(dy / dx)
        }
        // x'(t) vanishes (a control point on the vertical through an end): the slope is the limit
        // of y'/x', which by l'Hôpital is y''/x'' when y' vanishes too, and vertical otherwise.
        if abs(dy) <= 1e-9 {
            let ddx = Self.secondDerivative(kx, t)
            let ddy = Self.secondDerivative(ky, t)
            if abs(ddx) > 1e-12 { return clampSlope(ddy / ddx) }
            return 0
        }
        return dy > 0 ? UnitCurve.maximumVelocity : -UnitCurve.maximumVelocity
    }

    private func clampSlope(_ slope: Double) -> Double {
        guard slope.isFinite else { return slope < 0 ? -UnitCurve.maximumVelocity : UnitCurve.maximumVelocity }
        return min(max(slope, -UnitCurve.maximumVelocity), UnitCurve.maximumVelocity)
    }
}
