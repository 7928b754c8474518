import Foundation

// Arcs and ellipses are written as cubic Bézier curves of at most 90° each. A curve standing for
// the arc of angle θ on a unit circle has its control points on the end tangents at the distance
// k = 4/3 · tan(θ/4) (for 90°: 4/3 · (√2 − 1) ≈ 0.5523): the classic approximation whose radial
// error stays below 0.03 % for a quarter circle (T. Dokken et al., "Good approximation of circles
// by curvature-continuous Bézier curves", 1990; the tangent-length formula is the standard one).

extension Path {
    /// 4/3 · (√2 − 1): the control-point distance, as a fraction of the radius, of a quarter arc.
    static let quarterArcKappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// Adds an ellipse that fits inside the specified rectangle.
    ///
    /// The ellipse is a complete subpath: a move to the middle of the rectangle's right edge, four
    /// cubic curves through the middles of the bottom, left and top edges and back (the direction
    /// of increasing angle, clockwise on screen, where y grows downwards), and a close. Each curve
    /// has its control points at 0.5523 (4/3 · (√2 − 1)) of the half width or height from its end
    /// points, along the tangents. A null rectangle adds nothing.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    /// ```
    ///
    /// - Parameters:
    ///   - rect: A rectangle that defines the area for the ellipse to fit in.
    ///   - transform: An affine transform to apply to the ellipse before adding to the path.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        // A new path gets its six elements in one allocation; a path already holding elements
        // grows by doubling (reserving count + 6 each time would copy it per ellipse added).
        if elements.isEmpty { elements.reserveCapacity(6) }
        let k = Self.quarterArcKappa
        let (minX, midX, maxX) = (rect.minX, rect.midX, rect.maxX)
        let (minY, midY, maxY) = (rect.minY, rect.midY, rect.maxY)
        let dx = k * (maxX - midX)
        let dy = k * (maxY - midY)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(maxX, midY))
        addCurve(to: p(midX, maxY), control1: p(maxX, midY + dy), control2: p(midX + dx, maxY))
        addCurve(to: p(minX, midY), control1: p(midX - dx, maxY), control2: p(minX, midY + dy))
        addCurve(to: p(midX, minY), control1: p(minX, midY - dy), control2: p(midX - dx, minY))
        addCurve(to: p(maxX, midY), control1: p(midX + dx, minY), control2: p(maxX, midY - dy))
        closeSubpath()
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle.
    ///
    /// Angles are measured from the positive x-axis towards the positive y-axis. A positive `delta`
    /// increases the angle: counter-clockwise in CoreGraphics' y-up space, which is clockwise on
    /// screen, where y grows downwards. If the path has a current point, a line joins it to the
    /// start of the arc; otherwise the arc starts a new subpath. The arc is written as cubic curves
    /// of at most 90° each.
    ///
    /// Edge cases: a `delta` beyond one full turn is limited to one full turn (±360°), since further
    /// turns retrace the same circle; a non-finite centre, radius or angle adds nothing.
    ///
    /// ```swift
    /// var path = Path()
    /// // A quarter circle from 3 o'clock to 6 o'clock on screen.
    /// path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(90))
    /// ```
    ///
    /// - Parameters:
    ///   - center: The centre of the arc, in user space coordinates.
    ///   - radius: The radius of the arc, in user space coordinates.
    ///   - startAngle: The angle to the starting point of the arc, measured from the positive x-axis.
    ///   - delta: The difference between the starting angle and ending angle of the arc.
    ///   - transform: An affine transform to apply to the arc before adding to the path.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * Double.pi
        guard delta.radians.isFinite else { return }
        appendArc(
            center: center, radius: radius, startAngle: startAngle.radians,
            sweep: min(max(delta.radians, -turn), turn), transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and angles.
    ///
    /// Angles are measured from the positive x-axis towards the positive y-axis, and `clockwise`
    /// has CoreGraphics' meaning in its y-up space: `true` goes from `startAngle` to `endAngle` by
    /// decreasing angles, `false` by increasing ones. SwiftUI's coordinates have y growing
    /// downwards, so on screen `clockwise: true` draws counter-clockwise, and `clockwise: false`
    /// clockwise, exactly as in SwiftUI.
    ///
    /// The arc runs in the given direction from the start angle to the end angle, the difference
    /// taken modulo 360° (0°…360°), so it never turns more than once; when the end is a full turn or
    /// more beyond the start in the direction of travel, the arc is a full circle. If the path has
    /// a current point, a line joins it to the start of the arc; otherwise the arc starts a new
    /// subpath. A non-finite centre, radius or angle adds nothing.
    ///
    /// ```swift
    /// var path = Path()
    /// // From 12 o'clock, clockwise on screen, to 3 o'clock: a quarter circle.
    /// path.addArc(
    ///     center: CGPoint(x: 50, y: 50), radius: 50,
    ///     startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
    /// ```
    ///
    /// - Parameters:
    ///   - center: The centre of the arc, in user space coordinates.
    ///   - radius: The radius of the arc, in user space coordinates.
    ///   - startAngle: The angle to the starting point of the arc, measured from the positive x-axis.
    ///   - endAngle: The angle to the end point of the arc, measured from the positive x-axis.
    ///   - clockwise: `true` to make a clockwise arc in CoreGraphics' y-up space (decreasing
    ///     angles); `false` to make a counter-clockwise one (increasing angles).
    ///   - transform: An affine transform to apply to the arc before adding to the path.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * Double.pi
        let difference = endAngle.radians - startAngle.radians
        guard difference.isFinite else { return }
        var sweep: Double
        if clockwise {
            sweep = difference <= -turn ? -turn : difference.truncatingRemainder(dividingBy: turn)
            if sweep > 0 { sweep -= turn }
        } else {
            sweep = difference >= turn ? turn : difference.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        }
        appendArc(center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    ///
    /// The arc is tangent to the line from the current point to `tangent1End`, and to the line from
    /// `tangent1End` to `tangent2End`. A line joins the current point to the start of the arc; the
    /// end of the arc becomes the current point.
    ///
    /// Edge cases: with no current point the call is ignored (as in CoreGraphics). When the three
    /// points are collinear or any two of them coincide, the radius is zero, negative or not
    /// finite, or the transform cannot be inverted (the arc is circular in the space before it), a
    /// straight line to `tangent1End` is added instead.
    ///
    /// ```swift
    /// var path = Path()
    /// path.move(to: CGPoint(x: 0, y: 0))
    /// // A corner at (100, 0) rounded with a radius of 20, then on down the right side.
    /// path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    /// path.addLine(to: CGPoint(x: 100, y: 100))
    /// ```
    ///
    /// - Parameters:
    ///   - tangent1End: The end point, in user space coordinates, of the first tangent line.
    ///   - tangent2End: The end point, in user space coordinates, of the second tangent line.
    ///   - radius: The radius of the arc, in user space coordinates.
    ///   - transform: An affine transform to apply to the arc before adding to the path.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else { return }
        // The arc is circular in user space: take the current point back into it.
        let determinant = transform.a * transform.d - transform.b * transform.c
        let invertible = determinant != 0 && determinant.isFinite
        let p0 = invertible ? current.applying(transform.inverted()) : current
        let p1 = tangent1End, p2 = tangent2End
        let lineToCorner = { (path: inout Path) in path.addLine(to: p1.applying(transform)) }

        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let length1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
        let length2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard invertible, radius > 0, radius.isFinite, length1 > 0, length2 > 0,
            length1.isFinite, length2.isFinite,
            abs(cross) > 1e-12 * length1 * length2
        else {
            lineToCorner(&self)
            return
        }
        let u1 = CGVector(dx: v1.dx / length1, dy: v1.dy / length1)
        let u2 = CGVector(dx: v2.dx / length2, dy: v2.dy / length2)
        // θ is the angle at the corner between the two tangent lines.
        let cosine = min(max(u1.dx * u2.dx + u1.dy * u2.dy, -1), 1)
        let halfAngle = acos(cosine) / 2
        let tangentDistance = radius / tan(halfAngle)
        let centreDistance = radius / sin(halfAngle)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        guard tangentDistance.isFinite, centreDistance.isFinite, bisectorLength > 0 else {
            lineToCorner(&self)
            return
        }
        let start = CGPoint(x: p1.x + u1.dx * tangentDistance, y: p1.y + u1.dy * tangentDistance)
        let end = CGPoint(x: p1.x + u2.dx * tangentDistance, y: p1.y + u2.dy * tangentDistance)
        let centre = CGPoint(
            x: p1.x + bisector.dx / bisectorLength * centreDistance,
            y: p1.y + bisector.dy / bisectorLength * centreDistance)
        let startAngle = atan2(Double(start.y - centre.y), Double(start.x - centre.x))
        let endAngle = atan2(Double(end.y - centre.y), Double(end.x - centre.x))
        // The short way round: the arc turns by π − θ, never more than half a turn.
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: centre, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds a line to the start of a circular arc (or a move, on an empty path), then the arc as
    /// cubic curves of at most 90°, each point transformed. Does nothing for non-finite input.
    mutating func appendArc(
        center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double, transform: CGAffineTransform
    ) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, sweep.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        let start = point(startAngle).applying(transform)
        if let current = currentPoint {
            // Rounding in cos and sin must not add a line of 10⁻¹⁴ where an arc continues another.
            let nearby = 1e-12 * max(1, abs(start.x), abs(start.y))
            if abs(current.x - start.x) > nearby || abs(current.y - start.y) > nearby {
                addLine(to: start)
            } else if elements.last == .closeSubpath {
                move(to: start)
            }
        } else {
            move(to: start)
        }
        guard sweep != 0 else { return }
        // The small allowance keeps a sweep of exactly 90° · n, give or take rounding, at n curves.
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = radius * CGFloat(4.0 / 3.0 * tan(step / 4))
        for index in 0..<count {
            let a = startAngle + step * Double(index)
            let b = index == count - 1 ? startAngle + sweep : a + step
            let (cosA, sinA) = (CGFloat(cos(a)), CGFloat(sin(a)))
            let (cosB, sinB) = (CGFloat(cos(b)), CGFloat(sin(b)))
            let from = CGPoint(x: center.x + radius * cosA, y: center.y + radius * sinA)
            let to = CGPoint(x: center.x + radius * cosB, y: center.y + radius * sinB)
            let control1 = CGPoint(x: from.x - k * sinA, y: from.y + k * cosA)
            let control2 = CGPoint(x: to.x + k * sinB, y: to.y - k * cosB)
            addCurve(
                to: to.applying(transform),
                control1: control1.applying(transform), control2: control2.applying(transform))
        }
    }
}
