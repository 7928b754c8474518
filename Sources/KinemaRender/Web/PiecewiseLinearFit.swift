import Foundation

/// Picks few points from a dense sampling of a curve so that the polyline through them stays
/// within a bound of every sample: the Ramer–Douglas–Peucker idea, measured vertically (the error
/// that matters for an easing is in value at a given time, not distance to the line).
///
/// A segment is split at its worst sample until no sample is further than `bound` from the
/// straight line between the segment's ends; the ends and every split point are kept.
struct PiecewiseLinearFit {
    /// The sample times, increasing (equal neighbours mark a jump).
    let x: [Double]
    /// The sampled values, as many as `x`.
    let y: [Double]

    /// The indices of the kept samples, in order; always the first and the last.
    func indices(within bound: Double) -> [Int] {
        guard x.count > 2 else { return Array(x.indices) }
        var keep = Array(repeating: false, count: x.count)
        keep[0] = true
        keep[x.count - 1] = true
        // An explicit stack: a curve with thousands of splits must not deepen the call stack.
        var segments = [(0, x.count - 1)]
        while let (first, last) = segments.popLast() {
            guard last - first > 1 else { continue }
            var worst = first
            var worstError = 0.0
            for index in (first + 1)..<last {
                let error = abs(y[index] - interpolate(at: x[index], from: first, to: last))
                if error > worstError {
                    worstError = error
                    worst = index
                }
            }
            if worstError > bound {
                keep[worst] = true
                segments.append((first, worst))
                segments.append((worst, last))
            }
        }
        return keep.indices.filter { keep[$0] }
    }

    /// The value on the straight line from sample `first` to sample `last` at `time`.
    private func interpolate(at time: Double, from first: Int, to last: Int) -> Double {
        let span = x[last] - x[first]
        guard span > 0 else { return y[last] }
        return y[first] + (y[last] - y[first]) * (time - x[first]) / span
    }

    /// The largest vertical distance between the samples and the polyline through `points`
    /// (given as x, y pairs, increasing in x).
    static func maximumError(of points: [(x: Double, y: Double)], against x: [Double], _ y: [Double]) -> Double {
        guard !points.isEmpty else { return .infinity }
        var segment = 0
        var worst = 0.0
        for (time, value) in zip(x, y) {
            while segment < points.count - 2, points[segment + 1].x < time { segment += 1 }
            worst = max(worst, abs(value - polyline(points, at: time, near: segment)))
        }
        return worst
    }

    /// The polyline's value at `time`, looking from segment `near` on.
    static func polyline(_ points: [(x: Double, y: Double)], at time: Double, near segment: Int = 0) -> Double {
        guard points.count > 1 else { return points.first?.y ?? 0 }
        var index = min(max(segment, 0), points.count - 2)
        while index < points.count - 2, points[index + 1].x < time { index += 1 }
        let a = points[index], b = points[index + 1]
        let span = b.x - a.x
        if time <= a.x { return a.y }
        if time >= b.x || span <= 0 { return b.y }
        return a.y + (b.y - a.y) * (time - a.x) / span
    }
}

extension PiecewiseLinearFit {
    /// The indices of the samples to keep so that every series stays within `bound` of the
    /// polyline through the kept samples: a sample is kept when any series needs it.
    ///
    /// - Parameters:
    ///   - x: The sample times, increasing.
    ///   - series: Values at those times, one array per series, each already scaled so that
    ///     `bound` is the error allowed.
    static func indices(x: [Double], series: [[Double]], within bound: Double) -> [Int] {
        guard x.count > 2, !series.isEmpty else { return Array(x.indices) }
        var keep = Array(repeating: false, count: x.count)
        keep[0] = true
        keep[x.count - 1] = true
        var segments = [(0, x.count - 1)]
        while let (first, last) = segments.popLast() {
            guard last - first > 1 else { continue }
            let span = x[last] - x[first]
            var worst = first
            var worstError = 0.0
            for index in (first + 1)..<last {
                let t = span > 0 ? (x[index] - x[first]) / span : 1
                for y in series {
                    let error = abs(y[index] - (y[first] + (y[last] - y[first]) * t))
                    if error > worstError {
                        worstError = error
                        worst = index
                    }
                }
            }
            if worstError > bound {
                keep[worst] = true
                segments.append((first, worst))
                segments.append((worst, last))
            }
        }
        return keep.indices.filter { keep[$0] }
    }
}
