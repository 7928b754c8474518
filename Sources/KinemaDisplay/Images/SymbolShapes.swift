import Foundation

/// The building blocks of Kinema's symbol artwork: circles, rounded polygons, strokes turned into
/// outlines, arcs and the offset outlines that make the non-`.fill` variants.
///
/// Each returns closed ``SymbolContour``s in design units. Strokes are outlined here rather than
/// drawn with an SVG stroke so that a symbol is one filled path: it scales, stretches and fills
/// with the foreground colour like any filled shape.
enum SymbolShapes {
    /// The fraction of a corner's cut at which its curve's handles sit: a corner rounded this way
    /// is close to a circular arc.
    private static let handle: CGFloat = 0.55

    static func circle(_ center: CGPoint, _ radius: CGFloat) -> SymbolContour {
        var contour = SymbolContour(start: center.onCircle(radius: radius, angle: 0))
        contour.arc(center: center, radius: radius, from: 0, to: 2 * .pi)
        return contour
    }

    /// A circle of `radius` with a hole `thickness` narrower: an outlined circle.
    static func ring(_ center: CGPoint, _ radius: CGFloat, thickness: CGFloat) -> [SymbolContour] {
        [circle(center, radius), circle(center, max(radius - thickness, 0)).hole]
    }

    /// The ellipse inscribed in `rect`.
    static func ellipse(_ rect: CGRect) -> SymbolContour {
        circle(.zero, 1).applying(
            CGAffineTransform(a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: rect.midX, ty: rect.midY))
    }

    static func roundedRect(_ rect: CGRect, _ radius: CGFloat) -> SymbolContour {
        polygon([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ], corner: radius)
    }

    /// A rounded rectangle with a hole `thickness` in from its edges.
    static func roundedRectRing(_ rect: CGRect, _ radius: CGFloat, thickness: CGFloat) -> [SymbolContour] {
        [roundedRect(rect, radius),
         roundedRect(rect.insetBy(dx: thickness, dy: thickness), max(radius - thickness, 0)).hole]
    }

    /// A closed polygon whose corners are rounded: each corner is cut `corner` units (at most
    /// half of either edge) before and after its vertex and joined by a curve.
    static func polygon(_ points: [CGPoint], corner: CGFloat = 0) -> SymbolContour {
        guard corner > 0, points.count > 2 else {
            var contour = SymbolContour(start: points.first ?? .zero)
            for point in points.dropFirst() { contour.line(to: point) }
            return contour
        }
        let count = points.count
        func cut(_ index: Int) -> (in: CGPoint, out: CGPoint) {
            let vertex = points[index]
            let previous = points[(index + count - 1) % count], next = points[(index + 1) % count]
            let before = previous.minus(vertex), after = next.minus(vertex)
            let length = min(corner, before.length / 2, after.length / 2)
            return (vertex.plus(before.normalized.times(length)), vertex.plus(after.normalized.times(length)))
        }
        let first = cut(0)
        var contour = SymbolContour(start: first.out)
        for offset in 1...count {
            let index = offset % count
            let vertex = points[index]
            let (into, out) = index == 0 ? first : cut(index)
            contour.line(to: into)
            contour.curve(
                to: out,
                into.plus(vertex.minus(into).times(handle)),
                out.plus(vertex.minus(out).times(handle)))
        }
        return contour
    }

    /// The polygon moved `distance` inwards along every edge: the inner edge of an outlined
    /// polygon.
    static func inset(_ points: [CGPoint], by distance: CGFloat) -> [CGPoint] {
        let count = points.count
        guard count > 2 else { return points }
        if polygon(points).doubledSignedArea < 0 {
            return inset(points.reversed(), by: distance).reversed()
        }
        return points.indices.map { index in
            let vertex = points[index]
            let previous = points[(index + count - 1) % count], next = points[(index + 1) % count]
            // Clockwise on screen, an edge's clockwise perpendicular points inside.
            let m1 = vertex.minus(previous).normalized.perpendicular
            let m2 = next.minus(vertex).normalized.perpendicular
            let denominator = max(1 + m1.dot(m2), 0.1)
            return vertex.plus(m1.plus(m2).times(distance / denominator))
        }
    }

    /// ``inset(_:by:)`` for a finely flattened curve: inset points that came closer than the
    /// distance to the original outline (where a sharp tip made the offset edges cross) are
    /// dropped, so the inner edge never loops back over the outline.
    static func insetCurve(_ points: [CGPoint], by distance: CGFloat) -> [CGPoint] {
        inset(points, by: distance).filter { point in
            points.allSatisfy { point.minus($0).length >= 0.9 * distance }
        }
    }

    /// A rounded polygon outlined `thickness` wide.
    static func polygonRing(_ points: [CGPoint], corner: CGFloat, thickness: CGFloat) -> [SymbolContour] {
        [polygon(points, corner: corner),
         polygon(inset(points, by: thickness), corner: max(corner - thickness / 2, 0)).hole]
    }

    /// The outline of an open polyline stroked `width` wide: round joins, and round or flat caps.
    /// One contour, so it can also be cut out of a solid as a hole.
    static func stroke(_ points: [CGPoint], width: CGFloat, roundCaps: Bool = true) -> SymbolContour {
        let h = width / 2
        let directions = zip(points, points.dropFirst()).map { $1.minus($0).normalized }
        let normals = directions.map(\.perpendicular)
        guard let firstNormal = normals.first, let lastNormal = normals.last else {
            return circle(points.first ?? .zero, h)
        }
        var contour = SymbolContour(start: points[0].plus(firstNormal.times(h)))
        // One side forwards, the end cap, the other side backwards, the start cap.
        func side(_ sign: CGFloat, _ indices: [Int]) {
            for joint in indices {
                let vertex = points[joint]
                let (incoming, outgoing) = sign > 0 ? (joint - 1, joint) : (joint, joint - 1)
                let m1 = normals[incoming].times(sign), m2 = normals[outgoing].times(sign)
                // Seen along the direction of travel (the reverse of the segments' on the way
                // back), the offset side is inside the turn when the travel turns towards it.
                let turn = directions[incoming].cross(directions[outgoing])
                if turn > 0 {
                    // The inside of the turn: where the two offset edges cross.
                    contour.line(to: vertex.plus(m1.plus(m2).times(h / max(1 + m1.dot(m2), 0.1))))
                } else {
                    contour.line(to: vertex.plus(m1.times(h)))
                    var delta = m2.angle - m1.angle
                    if delta > .pi { delta -= 2 * .pi }
                    if delta < -.pi { delta += 2 * .pi }
                    contour.arc(center: vertex, radius: h, from: m1.angle, to: m1.angle + delta)
                }
            }
        }
        side(1, Array(points.indices.dropFirst().dropLast()))
        let end = points[points.count - 1]
        contour.line(to: end.plus(lastNormal.times(h)))
        if roundCaps {
            contour.arc(center: end, radius: h, from: lastNormal.angle, to: lastNormal.angle - .pi)
        } else {
            contour.line(to: end.minus(lastNormal.times(h)))
        }
        side(-1, Array(points.indices.dropFirst().dropLast().reversed()))
        let start = points[0]
        contour.line(to: start.minus(firstNormal.times(h)))
        if roundCaps {
            let from = firstNormal.angle + .pi
            contour.arc(center: start, radius: h, from: from, to: from - .pi)
        }
        return contour
    }

    /// A stroked arc of the circle around `center` from angle `from` to `to` (radians, increasing
    /// clockwise on screen), `width` wide, with round caps.
    static func arcStroke(
        _ center: CGPoint, _ radius: CGFloat, from: CGFloat, to: CGFloat, width: CGFloat
    ) -> SymbolContour {
        let h = width / 2
        let direction: CGFloat = to >= from ? 1 : -1
        var contour = SymbolContour(start: center.onCircle(radius: radius + h, angle: from))
        contour.arc(center: center, radius: radius + h, from: from, to: to)
        contour.arc(center: center.onCircle(radius: radius, angle: to), radius: h, from: to, to: to + direction * .pi)
        contour.arc(center: center, radius: radius - h, from: to, to: from)
        contour.arc(
            center: center.onCircle(radius: radius, angle: from), radius: h,
            from: from + direction * .pi, to: from + 2 * direction * .pi)
        return contour
    }

    /// A plus sign centred on `center`, arms `length` from the centre to the end of their round
    /// caps, `width` wide, turned by `rotation`: one contour, so it can be cut out as a hole.
    static func cross(_ center: CGPoint, length: CGFloat, width: CGFloat, rotation: CGFloat = 0) -> SymbolContour {
        let h = width / 2
        var contour: SymbolContour?
        for arm in 0..<4 {
            let angle = rotation - .pi / 2 + CGFloat(arm) * .pi / 2
            let u = CGPoint(x: cos(angle), y: sin(angle)), v = u.perpendicular
            let corner = center.plus(u.times(h)).minus(v.times(h))
            if contour == nil { contour = SymbolContour(start: corner) }
            let capCenter = center.plus(u.times(length - h))
            contour?.line(to: capCenter.minus(v.times(h)))
            let from = v.times(-1).angle
            contour?.arc(center: capCenter, radius: h, from: from, to: from + .pi)
            contour?.line(to: center.plus(u.times(h)).plus(v.times(h)))
        }
        return contour!
    }

    /// Where two circles cross: the crossing on the clockwise side of the line from the first
    /// centre to the second (`clockwiseSide`), or on the other side. `nil` when they do not cross.
    static func intersection(
        _ c1: CGPoint, _ r1: CGFloat, _ c2: CGPoint, _ r2: CGFloat, clockwiseSide: Bool
    ) -> CGPoint? {
        let between = c2.minus(c1)
        let d = between.length
        guard d > 0, d < r1 + r2, d > abs(r1 - r2) else { return nil }
        let a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
        let h = max(r1 * r1 - a * a, 0).squareRoot()
        let base = c1.plus(between.normalized.times(a))
        let side = between.normalized.perpendicular.times(clockwiseSide ? h : -h)
        return base.plus(side)
    }

    /// The arc of a circle from angle `from` to angle `to` that passes through angle `via`.
    static func sweep(from: CGFloat, to: CGFloat, via: CGFloat) -> CGFloat {
        func positive(_ angle: CGFloat) -> CGFloat {
            let turns = angle.truncatingRemainder(dividingBy: 2 * .pi)
            return turns < 0 ? turns + 2 * .pi : turns
        }
        let clockwise = positive(to - from)
        return positive(via - from) < clockwise ? clockwise : clockwise - 2 * .pi
    }

    /// The part of the circle (`c1`, `r1`) outside the circle (`c2`, `r2`): a crescent.
    static func crescent(_ c1: CGPoint, _ r1: CGFloat, minus c2: CGPoint, _ r2: CGFloat) -> SymbolContour {
        guard let p = intersection(c1, r1, c2, r2, clockwiseSide: true),
              let q = intersection(c1, r1, c2, r2, clockwiseSide: false) else { return circle(c1, r1) }
        let away = c1.minus(c2).angle
        var contour = SymbolContour(start: p)
        let a = p.minus(c1).angle
        contour.arc(center: c1, radius: r1, from: a, to: a + sweep(from: a, to: q.minus(c1).angle, via: away))
        let b = q.minus(c2).angle
        contour.arc(center: c2, radius: r2, from: b, to: b + sweep(from: b, to: p.minus(c2).angle, via: away))
        return contour
    }

    /// A teardrop: the circle around `center` drawn out to a point at `tip`.
    static func teardrop(tip: CGPoint, center: CGPoint, radius: CGFloat) -> SymbolContour {
        let toTip = tip.minus(center)
        let spread = acos(min(radius / max(toTip.length, radius), 1))
        let axis = toTip.angle
        var contour = SymbolContour(start: tip)
        contour.line(to: center.onCircle(radius: radius, angle: axis + spread))
        contour.arc(center: center, radius: radius, from: axis + spread, to: axis + 2 * .pi - spread)
        return contour
    }
}
