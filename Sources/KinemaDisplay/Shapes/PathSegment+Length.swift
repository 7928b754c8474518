import Foundation

// Arc length: what trims measure. Lines are exact; curves are flattened adaptively and each
// nearly straight piece is integrated by Gauss–Legendre quadrature.

extension PathSegment {
    /// A point of a flattened segment: its parameter, the arc length up to it, and there the
    /// parameter's rate of change along the length (1 / speed; NaN where unknown or the speed is
    /// 0), which lets a cut start its search much nearer the answer.
    struct Sample {
        var t: CGFloat
        var length: CGFloat
        var slope: CGFloat = .nan
    }

    /// How flat a piece must be before it is measured, as a fraction of the length of the segment's
    /// control polygon.
    static let relativeTolerance: CGFloat = 1e-4

    /// The deepest halving: at most 2¹⁶ pieces per segment, whatever its coordinates.
    static let maximumDepth = 16

    /// The segment's arc length, or 0 when a coordinate is not finite.
    var length: CGFloat {
        if case .line(let p0, let p1) = self {
            let length = Self.distance(p0, p1)
            return length.isFinite ? length : 0
        }
        return samples().last?.length ?? 0
    }

    /// The segment flattened adaptively: halved until each piece's inner control points lie within
    /// the tolerance of its chord. Each piece is measured by 5-point Gauss–Legendre quadrature of
    /// the speed |B′(t)| over its parameter interval, which on such nearly straight pieces is exact
    /// to about machine precision. Starts at t = 0 and ends at t = 1 with the total length; a
    /// segment with a non-finite coordinate has length 0.
    func samples() -> [Sample] {
        guard isFinite else { return [Sample(t: 0, length: 0), Sample(t: 1, length: 0)] }
        var result = [Sample(t: 0, length: 0)]
        if case .line(let p0, let p1) = self {
            result.append(Sample(t: 1, length: Self.distance(p0, p1)))
            return result
        }
        let tolerance = max(polygonLength * Self.relativeTolerance, .leastNormalMagnitude)
        guard tolerance.isFinite else {
            // Coordinates so large that the size overflows: one piece, whose length is infinite.
            result.append(Sample(t: 1, length: arcLength(from: 0, to: 1)))
            return result
        }
        let derivative = Derivative(self)
        result[0].slope = Self.slope(speed: derivative.speed(at: 0))
        flatten(self, from: 0, to: 1, depth: 0, tolerance: tolerance, derivative: derivative, into: &result)
        return result
    }

    private func flatten(
        _ piece: PathSegment, from t0: CGFloat, to t1: CGFloat, depth: Int, tolerance: CGFloat,
        derivative: Derivative, into result: inout [Sample]
    ) {
        if depth >= Self.maximumDepth || piece.flatness <= tolerance {
            let last = result[result.count - 1].length
            result.append(Sample(
                t: t1, length: last + derivative.arcLength(from: t0, to: t1), slope: Self.slope(speed: derivative.speed(at: t1))))
            return
        }
        let (first, second) = piece.split(at: 0.5)
        let middle = (t0 + t1) / 2
        flatten(first, from: t0, to: middle, depth: depth + 1, tolerance: tolerance, derivative: derivative, into: &result)
        flatten(second, from: middle, to: t1, depth: depth + 1, tolerance: tolerance, derivative: derivative, into: &result)
    }

    /// dt/ds at a point moving at `speed`, or NaN where that is not a finite number.
    private static func slope(speed: CGFloat) -> CGFloat {
        speed > 0 && speed.isFinite ? 1 / speed : .nan
    }

    /// The parameter at arc length `target` from the start, given the segment's `samples()`:
    /// exact for lines; for curves, found inside the sample interval that holds it by Newton's
    /// method on the quadrature, kept inside a shrinking bracket. A trim animation cuts here every
    /// frame, so the derivative's coefficients are worked out once per cut, and a Newton step taken
    /// from an error already below 10⁻⁸ of the length is accepted without measuring again: the
    /// method converges quadratically, so the error left is far below the 10⁻¹³ it stops at.
    ///
    /// The search starts from the cubic Hermite interpolant of the parameter as a function of
    /// length over the interval (its ends' values and slopes), whose error on a flattened piece is
    /// of the fourth order in the piece's size: usually already below 10⁻⁸, so a cut measures
    /// once, where a start by linear interpolation (second order) measured twice.
    func parameter(atLength target: CGFloat, samples: UnsafeBufferPointer<Sample>) -> CGFloat {
        guard let total = samples.last?.length, total > 0 else { return 0 }
        if target <= 0 { return 0 }
        if target >= total { return 1 }
        if case .line = self { return target / total }
        var low = 0
        var high = samples.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if samples[middle].length < target { low = middle } else { high = middle }
        }
        let (a, b) = (samples[low], samples[high])
        let goal = target - a.length
        guard b.length > a.length else { return b.t }
        let derivative = Derivative(self)
        let scale = max(total, 1)
        var (lower, upper) = (a.t, b.t)
        let u = goal / (b.length - a.length)
        let linear = a.t + (b.t - a.t) * u
        var t = linear
        if a.slope.isFinite, b.slope.isFinite {
            // t(s) = a.t + h₀₁·Δt + (h₁₀·t′(a) + h₁₁·t′(b))·Δs, with the Hermite basis in u.
            let u2 = u * u, u3 = u2 * u
            let h10 = u3 - 2 * u2 + u, h01 = 3 * u2 - 2 * u3, h11 = u3 - u2
            let hermite = a.t + h01 * (b.t - a.t) + (h10 * a.slope + h11 * b.slope) * (b.length - a.length)
            if hermite > a.t, hermite < b.t { t = hermite }
        }
        for _ in 0..<20 {
            let error = derivative.arcLength(from: a.t, to: t) - goal
            if abs(error) <= 1e-13 * scale { break }
            if error > 0 { upper = t } else { lower = t }
            let speed = derivative.speed(at: t)
            let newton = speed > 0 ? t - error / speed : .nan
            let isNewton = newton > lower && newton < upper
            let next = isNewton ? newton : (lower + upper) / 2
            if next == t { break }
            t = next
            if isNewton, abs(error) <= 1e-8 * scale { break }
        }
        return t
    }

    /// |B′(t)|, the speed along the curve at `t`.
    func speed(at t: CGFloat) -> CGFloat {
        Derivative(self).speed(at: t)
    }

    /// The arc length between parameters `t0` and `t1`, by 5-point Gauss–Legendre quadrature.
    func arcLength(from t0: CGFloat, to t1: CGFloat) -> CGFloat {
        Derivative(self).arcLength(from: t0, to: t1)
    }

    /// B′(t) = (a·t + b)·t + c, the segment's derivative as the coefficients of a quadratic in
    /// each axis: a speed is then five multiply-adds and a square root, where the Bernstein form
    /// rebuilt the control-point differences on every call.
    struct Derivative {
        let a: SIMD2<Double>
        let b: SIMD2<Double>
        let c: SIMD2<Double>

        init(_ segment: PathSegment) {
            func vector(_ p: CGPoint, _ q: CGPoint) -> SIMD2<Double> { SIMD2(Double(q.x - p.x), Double(q.y - p.y)) }
            switch segment {
            case .line(let p0, let p1):
                (a, b, c) = (.zero, .zero, vector(p0, p1))
            case .quad(let p0, let p1, let p2):
                // 2·((1 − t)·d₀ + t·d₁)
                let (d0, d1) = (vector(p0, p1), vector(p1, p2))
                (a, b, c) = (.zero, 2 * (d1 - d0), 2 * d0)
            case .cubic(let p0, let p1, let p2, let p3):
                // 3·((1 − t)²·d₀ + 2(1 − t)t·d₁ + t²·d₂)
                let (d0, d1, d2) = (vector(p0, p1), vector(p1, p2), vector(p2, p3))
                (a, b, c) = (3 * (d0 - 2 * d1 + d2), 6 * (d1 - d0), 3 * d0)
            }
        }

        @inline(__always)
        func speed(at t: CGFloat) -> CGFloat {
            let t = Double(t)
            let v = (a * t + b) * t + c
            return CGFloat((v * v).sum().squareRoot())
        }

        /// The arc length between `t0` and `t1` by 5-point Gauss–Legendre quadrature (nodes and
        /// weights on [−1, 1] from Abramowitz & Stegun, table 25.4).
        func arcLength(from t0: CGFloat, to t1: CGFloat) -> CGFloat {
            let (middle, half) = ((t0 + t1) / 2, (t1 - t0) / 2)
            let (x1, w0, w1): (CGFloat, CGFloat, CGFloat) = (0.5384693101056831, 0.5688888888888889, 0.4786286704993665)
            let (x2, w2): (CGFloat, CGFloat) = (0.9061798459386640, 0.2369268850561891)
            var sum = w0 * speed(at: middle)
            sum += w1 * speed(at: middle - half * x1)
            sum += w1 * speed(at: middle + half * x1)
            sum += w2 * speed(at: middle - half * x2)
            sum += w2 * speed(at: middle + half * x2)
            return sum * half
        }
    }

    /// The largest distance of an inner control point from the chord.
    private var flatness: CGFloat {
        let (p0, p1) = (start, end)
        let chord = Self.distance(p0, p1)
        var largest: CGFloat = 0
        for point in points.dropFirst().dropLast() {
            let distance: CGFloat
            if chord > 0 {
                distance = abs((p1.x - p0.x) * (p0.y - point.y) - (p0.x - point.x) * (p1.y - p0.y)) / chord
            } else {
                distance = Self.distance(p0, point)
            }
            largest = max(largest, distance)
        }
        return largest
    }

    /// The length of the control polygon: an upper bound of the arc length.
    private var polygonLength: CGFloat {
        let points = self.points
        var length: CGFloat = 0
        for index in 1..<points.count {
            length += Self.distance(points[index - 1], points[index])
        }
        return length
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
