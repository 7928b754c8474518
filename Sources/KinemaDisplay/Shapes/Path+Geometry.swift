import Foundation

extension Path {
    /// A rectangle containing all path segments.
    ///
    /// This is the smallest rectangle completely enclosing all points in the path, moves
    /// included, but not including the control points of Bézier curves: a curve counts by its end
    /// points and the points where it turns back in x or y (the roots of its derivative).
    ///
    /// ```swift
    /// let bump = Path { path in
    ///     path.move(to: .zero)
    ///     path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    /// }
    /// bump.boundingRect   // (0, 0, 100, 50): the curve peaks at half the control point's height
    /// ```
    ///
    /// Edge cases: points with a non-finite coordinate are left out. A path with no finite point
    /// has the bounding rectangle `.zero`.
    ///
    /// > Note: CoreGraphics gives `CGRect.null` for an empty path; Kinema gives `.zero`, so that an
    /// > empty shape never puts the null rectangle's infinite origin into a layout or a frame.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ point: CGPoint) {
            guard point.isFinite else { return }
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in elements {
            if case .move(let to) = element { include(to) }
        }
        for walk in segments {
            let segment = walk.segment
            include(segment.end)
            for t in segment.extremaParameters {
                include(segment.point(at: t))
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Returns true if the path contains a specified point.
    ///
    /// If `eoFill` is true, this method uses the even-odd rule to define which points are inside
    /// the path. Otherwise, it uses the non-zero rule. Open subpaths count as closed by a straight
    /// line, as they are when filled. Curves are measured on their flattened outline, within 10⁻⁴
    /// of their size; a point exactly on the outline may fall either way.
    ///
    /// ```swift
    /// let ring = Path { path in
    ///     path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    ///     path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    /// }
    /// ring.contains(CGPoint(x: 50, y: 50))                // true: both circles wind the same way
    /// ring.contains(CGPoint(x: 50, y: 50), eoFill: true)  // false: the hole
    /// ```
    ///
    /// Edge cases: a point with a non-finite coordinate is never contained; segments with a
    /// non-finite coordinate are left out.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        guard p.isFinite else { return false }
        var winding = 0
        func cross(_ a: CGPoint, _ b: CGPoint) {
            guard a.isFinite, b.isFinite else { return }
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y, b.y > p.y, side > 0 {
                winding += 1
            } else if b.y <= p.y, a.y > p.y, side < 0 {
                winding -= 1
            }
        }
        var subpathStart = CGPoint.zero
        var last = CGPoint.zero
        var open = false
        for walk in segments {
            let segment = walk.segment
            if walk.startsSubpath {
                if open { cross(last, subpathStart) }
                subpathStart = segment.start
                open = true
            }
            if case .line(let a, let b) = segment {
                cross(a, b)
            } else if segment.isFinite {
                var previous = segment.start
                for sample in segment.samples().dropFirst() {
                    let point = sample.t == 1 ? segment.end : segment.point(at: sample.t)
                    cross(previous, point)
                    previous = point
                }
            }
            last = segment.end
            if walk.isClose { open = false }
        }
        if open { cross(last, subpathStart) }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Whether a line `lineWidth` wide drawn along the path covers `p`: the point is at most half
    /// the line width from the outline (curves measured on their flattened outline). What a
    /// stroked shape takes taps on.
    ///
    /// ```swift
    /// let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// ring.strokeContains(CGPoint(x: 1, y: 50), lineWidth: 4)    // true: on the line
    /// ring.strokeContains(CGPoint(x: 50, y: 50), lineWidth: 4)   // false: the middle
    /// ```
    ///
    /// Edge cases: a non-finite point, or a non-finite or negative width, is never covered; a
    /// zero width covers only the outline itself.
    public func strokeContains(_ p: CGPoint, lineWidth: CGFloat) -> Bool {
        guard p.isFinite, lineWidth.isFinite, lineWidth >= 0 else { return false }
        let reach = lineWidth / 2
        let reachSquared = reach * reach
        func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
            guard a.isFinite, b.isFinite else { return false }
            let dx = b.x - a.x, dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            var t: CGFloat = 0
            if lengthSquared > 0 { t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1) }
            let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
            return x * x + y * y <= reachSquared
        }
        var subpathStart = CGPoint.zero
        for walk in segments {
            let segment = walk.segment
            if walk.startsSubpath { subpathStart = segment.start }
            if case .line(let a, let b) = segment {
                if near(a, b) { return true }
            } else if segment.isFinite {
                var previous = segment.start
                for sample in segment.samples().dropFirst() {
                    let point = sample.t == 1 ? segment.end : segment.point(at: sample.t)
                    if near(previous, point) { return true }
                    previous = point
                }
            }
            if walk.isClose, near(segment.end, subpathStart) { return true }
        }
        return false
    }
}
