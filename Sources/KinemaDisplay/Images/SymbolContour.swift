import Foundation

/// One closed outline of a symbol's artwork, in design units (a full-height symbol is about 100
/// units tall, y grows downwards), marked solid or hole.
///
/// Symbols are filled with the non-zero winding rule: every solid contour runs clockwise on screen
/// and every hole anticlockwise, so solids overlapping solids stay filled (strokes can be laid over
/// one another freely) and a hole cuts through the one solid it lies in. Contours are written in
/// whichever direction is convenient and oriented when the path is made (``orientedSegments``).
struct SymbolContour {
    enum Segment {
        case line(CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)

        var end: CGPoint {
            switch self {
            case .line(let end), .cubic(_, _, let end): end
            }
        }
    }

    var start: CGPoint
    var segments: [Segment] = []
    /// Whether the contour adds to the symbol (`true`) or cuts a hole in it.
    var isSolid = true
    /// The symbol layer the contour belongs to: 0 primary, 1 secondary, 2 tertiary (what the
    /// hierarchical, palette and multicolor rendering modes paint differently).
    var layer = 0
    /// Whether the contour is drawn only when layers are painted apart: a mark that monochrome
    /// rendering cuts out of its badge is drawn solid, in its own layer, by the other modes.
    var isLayeredOnly = false

    init(start: CGPoint, isSolid: Bool = true) {
        self.start = start
        self.isSolid = isSolid
    }

    var current: CGPoint { segments.last?.end ?? start }

    mutating func line(to point: CGPoint) {
        segments.append(.line(point))
    }

    mutating func curve(to point: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
        segments.append(.cubic(control1, control2, point))
    }

    /// An arc of the circle around `center` from angle `from` to angle `to` (radians; increasing
    /// angles turn clockwise on screen), as cubics of at most a quarter turn each. The current
    /// point is assumed to be the arc's start.
    mutating func arc(center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat) {
        let sweep = to - from
        let count = max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(count)
        // The standard cubic approximation of a circular arc: handles 4/3·tan(θ/4) of the radius.
        let k = 4 / 3 * tan(step / 4) * radius
        var angle = from
        for _ in 0..<count {
            let next = angle + step
            let p0 = center.onCircle(radius: radius, angle: angle)
            let p3 = center.onCircle(radius: radius, angle: next)
            let c1 = CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle))
            let c2 = CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next))
            curve(to: p3, c1, c2)
            angle = next
        }
    }

    /// Twice the signed area, by the shoelace formula over the segments (curves sampled): positive
    /// for clockwise on screen.
    var doubledSignedArea: CGFloat {
        var area: CGFloat = 0
        var previous = start
        func add(_ point: CGPoint) {
            area += previous.x * point.y - point.x * previous.y
            previous = point
        }
        for segment in segments {
            switch segment {
            case .line(let end):
                add(end)
            case .cubic(let c1, let c2, let end):
                let p0 = previous
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    add(CGPoint(
                        x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
                }
            }
        }
        add(start)
        return area
    }

    /// Points along the outline: each line's end, and `steps` points along each curve.
    func flattened(steps: Int = 12) -> [CGPoint] {
        var points = [start]
        for segment in segments {
            switch segment {
            case .line(let end):
                points.append(end)
            case .cubic(let c1, let c2, let end):
                let p0 = points[points.count - 1]
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    points.append(CGPoint(
                        x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
                }
            }
        }
        if let last = points.last, last == start { points.removeLast() }
        return points
    }

    /// The same outline run backwards.
    func reversed() -> SymbolContour {
        var points = [start] + segments.map(\.end)
        var result = SymbolContour(start: points.removeLast(), isSolid: isSolid)
        result.layer = layer
        result.isLayeredOnly = isLayeredOnly
        for (index, segment) in segments.enumerated().reversed() {
            let target = points[index]
            switch segment {
            case .line: result.line(to: target)
            case .cubic(let c1, let c2, _): result.curve(to: target, c2, c1)
            }
        }
        return result
    }

    /// The outline with every point mapped by `transform`.
    func applying(_ transform: CGAffineTransform) -> SymbolContour {
        var result = SymbolContour(start: start.applying(transform), isSolid: isSolid)
        result.layer = layer
        result.isLayeredOnly = isLayeredOnly
        result.segments = segments.map { segment in
            switch segment {
            case .line(let end): .line(end.applying(transform))
            case .cubic(let c1, let c2, let end):
                .cubic(c1.applying(transform), c2.applying(transform), end.applying(transform))
            }
        }
        return result
    }

    /// The outline in symbol layer `layer`.
    func inLayer(_ layer: Int) -> SymbolContour {
        var result = self
        result.layer = layer
        return result
    }

    /// The outline drawn only when layers are painted apart.
    var layeredOnly: SymbolContour {
        var result = self
        result.isLayeredOnly = true
        return result
    }

    /// The outline marked as a hole.
    var hole: SymbolContour {
        var result = self
        result.isSolid = false
        return result
    }

    /// Adds the contour to `path`, clockwise when solid and anticlockwise when a hole.
    func add(to path: inout Path) {
        let contour = (doubledSignedArea > 0) == isSolid ? self : reversed()
        path.move(to: contour.start)
        for segment in contour.segments {
            switch segment {
            case .line(let end): path.addLine(to: end)
            case .cubic(let c1, let c2, let end): path.addCurve(to: end, control1: c1, control2: c2)
            }
        }
        path.closeSubpath()
    }
}

extension CGPoint {
    // Small vector helpers for the symbol geometry (methods, not operators: operators on CGPoint
    // would join every overload resolution in the module).

    func onCircle(radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: x + radius * cos(angle), y: y + radius * sin(angle))
    }

    func plus(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
    func minus(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    func times(_ scale: CGFloat) -> CGPoint { CGPoint(x: x * scale, y: y * scale) }

    var length: CGFloat { (x * x + y * y).squareRoot() }
    var normalized: CGPoint { length > 0 ? times(1 / length) : .zero }
    /// The direction a quarter turn clockwise on screen.
    var perpendicular: CGPoint { CGPoint(x: -y, y: x) }
    var angle: CGFloat { atan2(y, x) }

    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }
    func cross(_ other: CGPoint) -> CGFloat { x * other.y - y * other.x }
}
