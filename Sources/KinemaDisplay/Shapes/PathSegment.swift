import Foundation

/// One drawn piece of a path with its start point: what lengths, bounds, hit tests and trims
/// work on. A close is the line back to its subpath's start.
enum PathSegment: Equatable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    var start: CGPoint {
        switch self {
        case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): p0
        }
    }

    var end: CGPoint {
        switch self {
        case .line(_, let p1): p1
        case .quad(_, _, let p2): p2
        case .cubic(_, _, _, let p3): p3
        }
    }

    /// All control points, start and end included.
    var points: [CGPoint] {
        switch self {
        case .line(let p0, let p1): [p0, p1]
        case .quad(let p0, let p1, let p2): [p0, p1, p2]
        case .cubic(let p0, let p1, let p2, let p3): [p0, p1, p2, p3]
        }
    }

    /// Whether every point is finite (read without listing the points: a trim asks it of every
    /// segment it walks, every frame).
    var isFinite: Bool {
        switch self {
        case .line(let p0, let p1): p0.isFinite && p1.isFinite
        case .quad(let p0, let p1, let p2): p0.isFinite && p1.isFinite && p2.isFinite
        case .cubic(let p0, let p1, let p2, let p3): p0.isFinite && p1.isFinite && p2.isFinite && p3.isFinite
        }
    }

    /// The point at parameter `t` in 0…1 (Bernstein form).
    func point(at t: CGFloat) -> CGPoint {
        let s = 1 - t
        switch self {
        case .line(let p0, let p1):
            return CGPoint(x: s * p0.x + t * p1.x, y: s * p0.y + t * p1.y)
        case .quad(let p0, let p1, let p2):
            let (a, b, c) = (s * s, 2 * s * t, t * t)
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            return CGPoint(
                x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The two halves at parameter `t`, by de Casteljau's construction: the same curve, exactly.
    func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        switch self {
        case .line(let p0, let p1):
            let m = mix(p0, p1)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let p1, let p2):
            let (a, b) = (mix(p0, p1), mix(p1, p2))
            let m = mix(a, b)
            return (.quad(p0, a, m), .quad(m, b, p2))
        case .cubic(let p0, let p1, let p2, let p3):
            let (a, b, c) = (mix(p0, p1), mix(p1, p2), mix(p2, p3))
            let (d, e) = (mix(a, b), mix(b, c))
            let m = mix(d, e)
            return (.cubic(p0, a, d, m), .cubic(m, e, c, p3))
        }
    }

    /// The piece between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1).
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        var piece = self
        if t1 < 1 { piece = piece.split(at: t1).0 }
        if t0 > 0 { piece = piece.split(at: t1 > 0 ? t0 / t1 : 0).1 }
        return piece
    }

    /// The parameters in (0, 1) where x or y reaches an extremum: the roots of the derivative.
    var extremaParameters: [CGFloat] {
        var roots: [CGFloat] = []
        switch self {
        case .line:
            break
        case .quad(let p0, let p1, let p2):
            // B′(t)/2 = (p1 − p0) + t (p0 − 2p1 + p2).
            for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
                let denominator = a - 2 * b + c
                if denominator != 0 { roots.append((a - b) / denominator) }
            }
        case .cubic(let p0, let p1, let p2, let p3):
            // B′(t)/3 = A t² + B t + C with A = −p0 + 3p1 − 3p2 + p3, B = 2(p0 − 2p1 + p2), C = p1 − p0.
            for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
                roots += Self.quadraticRoots(-a + 3 * b - 3 * c + d, 2 * (a - 2 * b + c), b - a)
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// Real roots of a t² + b t + c, solved without cancellation.
    static func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= scale * 1e-12 {
            return b == 0 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        let q = -(b + (b < 0 ? -root : root)) / 2
        return q == 0 ? [0] : [q / a, c / q]
    }
}
