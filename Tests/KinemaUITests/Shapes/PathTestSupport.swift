import Foundation
import Kinema
import Testing

// Helpers the path tests share: reading a path's elements, comparing points with a tolerance, and
// reference geometry computed independently of Kinema's path code (Bernstein evaluation and
// Gauss–Legendre arc length).

extension Path {
    /// The elements, read through the public `forEach`.
    var elementList: [Path.Element] {
        var list: [Path.Element] = []
        forEach { list.append($0) }
        return list
    }
}

/// 4/3 · (√2 − 1), the quarter-circle control distance.
let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

/// Whether two element lists match kind by kind, with points within `tolerance`.
func close(_ a: [Path.Element], _ b: [Path.Element], _ tolerance: CGFloat = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            if !close(p, q, tolerance) { return false }
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
            if !close(p, q, tolerance) || !close(c, d, tolerance) { return false }
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            if !close(p, q, tolerance) || !close(c1, d1, tolerance) || !close(c2, d2, tolerance) { return false }
        case (.closeSubpath, .closeSubpath):
            continue
        default:
            return false
        }
    }
    return true
}

/// A cubic Bézier in Bernstein form, for reference values.
struct ReferenceCubic {
    var p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint

    func point(_ t: Double) -> CGPoint {
        let s = 1 - t
        let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    func derivative(_ t: Double) -> CGVector {
        let s = 1 - t
        return CGVector(
            dx: 3 * s * s * (p1.x - p0.x) + 6 * s * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x),
            dy: 3 * s * s * (p1.y - p0.y) + 6 * s * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y))
    }

    func secondDerivative(_ t: Double) -> CGVector {
        let s = 1 - t
        return CGVector(
            dx: 6 * s * (p2.x - 2 * p1.x + p0.x) + 6 * t * (p3.x - 2 * p2.x + p1.x),
            dy: 6 * s * (p2.y - 2 * p1.y + p0.y) + 6 * t * (p3.y - 2 * p2.y + p1.y))
    }

    /// Signed curvature κ = (x′y″ − y′x″) / |B′|³.
    func curvature(_ t: Double) -> Double {
        let d1 = derivative(t), d2 = secondDerivative(t)
        let speed = (d1.dx * d1.dx + d1.dy * d1.dy).squareRoot()
        return (d1.dx * d2.dy - d1.dy * d2.dx) / (speed * speed * speed)
    }

    /// Arc length by 20-point Gauss–Legendre quadrature on each of 64 equal parameter intervals:
    /// far more accurate than the tests' tolerances for the curves they use.
    var length: Double {
        let intervals = 64
        var total = 0.0
        for index in 0..<intervals {
            let a = Double(index) / Double(intervals), b = Double(index + 1) / Double(intervals)
            for (node, weight) in gaussLegendre20 {
                let t = (a + b) / 2 + (b - a) / 2 * node
                let d = derivative(t)
                total += (b - a) / 2 * weight * (d.dx * d.dx + d.dy * d.dy).squareRoot()
            }
        }
        return total
    }
}

/// Nodes and weights of 20-point Gauss–Legendre quadrature on [−1, 1] (Abramowitz & Stegun,
/// table 25.4), symmetric pairs written out.
let gaussLegendre20: [(Double, Double)] = {
    let half: [(Double, Double)] = [
        (0.0765265211334973, 0.1527533871307258), (0.2277858511416451, 0.1491729864726037),
        (0.3737060887154195, 0.1420961093183820), (0.5108670019508271, 0.1316886384491766),
        (0.6360536807265150, 0.1181945319615184), (0.7463319064601508, 0.1019301198172404),
        (0.8391169718222188, 0.0832767415767048), (0.9122344282513259, 0.0626720483341091),
        (0.9639719272779138, 0.0406014298003869), (0.9931285991850949, 0.0176140071391521),
    ]
    return half.flatMap { [($0.0, $0.1), (-$0.0, $0.1)] }
}()

/// The total arc length of a path made of lines and cubic curves, by the reference quadrature;
/// closes count as lines.
func referenceLength(_ path: Path) -> Double {
    var total = 0.0
    var current = CGPoint.zero
    var start = CGPoint.zero
    func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(b.x - a.x, b.y - a.y) }
    path.forEach { element in
        switch element {
        case .move(let to):
            current = to
            start = to
        case .line(let to):
            total += distance(current, to)
            current = to
        case .quadCurve(let to, let control):
            // Degree elevation: the same curve as a cubic.
            let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
            let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
            total += ReferenceCubic(p0: current, p1: c1, p2: c2, p3: to).length
            current = to
        case .curve(let to, let control1, let control2):
            total += ReferenceCubic(p0: current, p1: control1, p2: control2, p3: to).length
            current = to
        case .closeSubpath:
            total += distance(current, start)
            current = start
        }
    }
    return total
}

/// The cubic curves of a path, each with its start point.
func cubics(of path: Path) -> [ReferenceCubic] {
    var result: [ReferenceCubic] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    path.forEach { element in
        switch element {
        case .move(let to):
            current = to
            start = to
        case .curve(let to, let control1, let control2):
            result.append(ReferenceCubic(p0: current, p1: control1, p2: control2, p3: to))
            current = to
        case .line(let to), .quadCurve(let to, _):
            current = to
        case .closeSubpath:
            current = start
        }
    }
    return result
}
