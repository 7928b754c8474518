import Foundation

// Kinema's own drawings for the names in `SystemSymbols.names`. Coordinates are design units
// (a full-height symbol about 100 tall, y down); `t` is the stroke width of the weight. A `.fill`
// name is drawn solid, the plain name outlined; marks on a filled disc or body are cut out of it.

extension SystemSymbols {
    /// The contours of `name` at stroke width `t`, or `nil` for a name without a drawing.
    static func contours(_ name: String, _ t: CGFloat) -> [SymbolContour]? {
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        return marks(base, filled, t) ?? controls(base, filled, t) ?? nature(base, filled, t)
            ?? objects(base, filled, t)
    }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    private static let center = CGPoint(x: 50, y: 50)

    /// `contours` turned by `angle` about the centre of the 100-unit design square.
    private static func rotated(_ contours: [SymbolContour], _ angle: CGFloat) -> [SymbolContour] {
        let turn = CGAffineTransform(translationX: -50, y: -50)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        return contours.map { $0.applying(turn) }
    }

    /// A solid disc with `mark` cut out of it, or a ring with `mark` drawn inside it. The mark is
    /// the primary layer and the disc or ring the secondary one; painted apart, the cut-out mark
    /// is drawn solid in its layer.
    private static func badge(_ mark: [SymbolContour], _ filled: Bool, _ t: CGFloat) -> [SymbolContour] {
        filled
            ? [SymbolShapes.circle(center, 50).inLayer(1)] + mark.map { $0.hole.inLayer(1) } + mark.map(\.layeredOnly)
            : SymbolShapes.ring(center, 50, thickness: t).map { $0.inLayer(1) } + mark
    }

    // MARK: - Shapes and marks

    private static func marks(_ base: String, _ filled: Bool, _ t: CGFloat) -> [SymbolContour]? {
        typealias S = SymbolShapes
        switch base {
        case "circle":
            return filled ? [S.circle(center, 50)] : S.ring(center, 50, thickness: t)
        case "square":
            let square = CGRect(x: 0, y: 0, width: 100, height: 100)
            return filled ? [S.roundedRect(square, 18)] : S.roundedRectRing(square, 18, thickness: t)
        case "heart":
            let outer = heart(CGRect(x: 0, y: 0, width: 108, height: 96))
            return filled ? [outer] : [outer, heart(CGRect(x: t, y: t, width: 108 - 2 * t, height: 96 - 2.6 * t)).hole]
        case "star":
            let points = (0..<10).map { index in
                center.onCircle(radius: index.isMultiple(of: 2) ? 54 : 27, angle: -.pi / 2 + CGFloat(index) * .pi / 5)
            }
            return filled ? [S.polygon(points, corner: 5)] : S.polygonRing(points, corner: 5, thickness: t)
        case "checkmark":
            return [S.stroke([p(4, 54), p(36, 86), p(96, 14)], width: 1.15 * t)]
        case "checkmark.circle":
            return badge([S.stroke([p(28, 52), p(44, 68), p(72, 34)], width: t)], filled, t)
        case "xmark":
            return [S.cross(center, length: 54, width: 1.15 * t, rotation: .pi / 4)]
        case "xmark.circle":
            return badge([S.cross(center, length: 25, width: t, rotation: .pi / 4)], filled, t)
        case "plus":
            return [S.cross(center, length: 50, width: 1.15 * t)]
        case "plus.circle":
            return badge([S.cross(center, length: 28, width: t)], filled, t)
        case "minus":
            return [S.stroke([p(0, 50), p(100, 50)], width: 1.15 * t)]
        case "info.circle":
            return badge([S.circle(p(50, 27), 0.75 * t), S.stroke([p(50, 45), p(50, 76)], width: t)], filled, t)
        case "exclamationmark.triangle":
            let triangle = [p(50, 0), p(100, 90), p(0, 90)]
            let mark = [S.stroke([p(50, 34), p(50, 58)], width: t), S.circle(p(50, 74), 0.7 * t)]
            return filled
                ? [S.polygon(triangle, corner: 12).inLayer(1)] + mark.map { $0.hole.inLayer(1) } + mark.map(\.layeredOnly)
                : S.polygonRing(triangle, corner: 12, thickness: t).map { $0.inLayer(1) } + mark
        case "suit.heart":
            let outer = heart(CGRect(x: 0, y: 0, width: 100, height: 92))
            return filled ? [outer] : [outer, heart(CGRect(x: t, y: t, width: 100 - 2 * t, height: 92 - 2.6 * t)).hole]
        case "suit.diamond":
            let diamond = [p(50, 0), p(88, 50), p(50, 100), p(12, 50)]
            return filled ? [S.polygon(diamond, corner: 4)] : S.polygonRing(diamond, corner: 4, thickness: t)
        case "suit.spade":
            // A heart upside down, on a flared stem.
            let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 82)
            let body = heart(CGRect(x: 0, y: 0, width: 100, height: 82)).applying(flip).reversed()
            let stem = [p(50, 58), p(70, 100), p(30, 100)]
            guard filled else {
                let inner = heart(CGRect(x: t, y: t, width: 100 - 2 * t, height: 82 - 2.6 * t)).applying(flip).reversed()
                return [body, inner.hole] + S.polygonRing(stem, corner: 3, thickness: t)
            }
            return [body, S.polygon(stem, corner: 3)]
        case "suit.club":
            let leaves = [S.circle(p(50, 25), 24), S.circle(p(25, 60), 24), S.circle(p(75, 60), 24)]
            let stem = [p(50, 50), p(68, 100), p(32, 100)]
            guard filled else {
                return [p(50, 25), p(25, 60), p(75, 60)].flatMap { S.ring($0, 24, thickness: t) }
                    + S.polygonRing(stem, corner: 3, thickness: t)
            }
            return leaves + [S.polygon(stem, corner: 3)]
        default:
            return nil
        }
    }

    /// A heart filling `rect`: two lobes meeting in a notch at the top and a point at the bottom.
    private static func heart(_ rect: CGRect) -> SymbolContour {
        let x = rect.minX, y = rect.minY, w = rect.width, h = rect.height
        func at(_ u: CGFloat, _ v: CGFloat) -> CGPoint { p(x + u * w, y + v * h) }
        var contour = SymbolContour(start: at(0.5, 1))
        contour.curve(to: at(0, 0.32), at(0.32, 0.8), at(0, 0.58))
        contour.curve(to: at(0.27, 0), at(0, 0.13), at(0.11, 0))
        contour.curve(to: at(0.5, 0.19), at(0.39, 0), at(0.46, 0.08))
        contour.curve(to: at(0.73, 0), at(0.54, 0.08), at(0.61, 0))
        contour.curve(to: at(1, 0.32), at(0.89, 0), at(1, 0.13))
        contour.curve(to: at(0.5, 1), at(1, 0.58), at(0.68, 0.8))
        return contour
    }

    // MARK: - Controls: media, arrows, chevrons

    private static func controls(_ base: String, _ filled: Bool, _ t: CGFloat) -> [SymbolContour]? {
        typealias S = SymbolShapes
        switch base {
        case "play":
            let triangle = [p(10, 0), p(96, 50), p(10, 100)]
            return filled ? [S.polygon(triangle, corner: 10)] : S.polygonRing(triangle, corner: 10, thickness: t)
        case "pause":
            let bars = [CGRect(x: 8, y: 2, width: 30, height: 96), CGRect(x: 62, y: 2, width: 30, height: 96)]
            return bars.flatMap { filled ? [S.roundedRect($0, 6)] : S.roundedRectRing($0, 6, thickness: t) }
        case "stop":
            let square = CGRect(x: 0, y: 0, width: 100, height: 100)
            return filled ? [S.roundedRect(square, 14)] : S.roundedRectRing(square, 14, thickness: t)
        case "arrow.right", "arrow.down", "arrow.left", "arrow.up":
            let arrow = [
                S.stroke([p(4, 50), p(92, 50)], width: 1.1 * t),
                S.stroke([p(54, 12), p(94, 50), p(54, 88)], width: 1.1 * t),
            ]
            let turns = ["arrow.right": 0, "arrow.down": 1, "arrow.left": 2, "arrow.up": 3]
            return rotated(arrow, CGFloat(turns[base] ?? 0) * .pi / 2)
        case "chevron.right", "chevron.down", "chevron.left", "chevron.up":
            let chevron = [S.stroke([p(28, 2), p(72, 50), p(28, 98)], width: 1.25 * t)]
            let turns = ["chevron.right": 0, "chevron.down": 1, "chevron.left": 2, "chevron.up": 3]
            return rotated(chevron, CGFloat(turns[base] ?? 0) * .pi / 2)
        case "arrow.clockwise", "arrow.counterclockwise":
            let hub = p(50, 54), radius: CGFloat = 40
            let start = -CGFloat.pi / 2 + 0.55, end = 3 * CGFloat.pi / 2 - 0.3
            let tip = hub.onCircle(radius: radius, angle: end)
            let along = CGPoint(x: cos(end + .pi / 2), y: sin(end + .pi / 2))
            let out = CGPoint(x: cos(end), y: sin(end))
            let head = S.polygon([
                tip.plus(along.times(2.4 * t)),
                tip.minus(along.times(0.4 * t)).plus(out.times(2 * t)),
                tip.minus(along.times(0.4 * t)).minus(out.times(2 * t)),
            ], corner: 2)
            let arrow = [S.arcStroke(hub, radius, from: start, to: end, width: t), head]
            guard base == "arrow.counterclockwise" else { return arrow }
            let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
            return arrow.map { $0.applying(mirror) }
        default:
            return nil
        }
    }

    // MARK: - Nature and weather

    private static func nature(_ base: String, _ filled: Bool, _ t: CGFloat) -> [SymbolContour]? {
        typealias S = SymbolShapes
        switch base {
        case "bell":
            let knob = S.circle(p(50, 8), 7)
            var clapper = SymbolContour(start: p(38, 82))
            clapper.line(to: p(62, 82))
            clapper.arc(center: p(50, 82), radius: 12, from: 0, to: .pi)
            return filled ? [bell(0), knob, clapper] : [bell(0), bell(t).hole, knob, clapper]
        case "bolt":
            let bolt = [p(60, 0), p(8, 58), p(46, 58), p(38, 100), p(92, 40), p(54, 40)]
            return [S.polygon(bolt, corner: 3)]
        case "flame":
            guard !filled else { return [flame(tongue: true)] }
            // Outlined, the flame has one tongue: the small one is too thin to outline. The inner
            // edge is the outer one moved in by the stroke width.
            let outer = flame(tongue: false)
            return [outer, S.polygon(S.insetCurve(outer.flattened(), by: t)).hole]
        case "sparkles":
            return [sparkle(p(40, 60), 40), sparkle(p(82, 18), 18), sparkle(p(84, 82), 12)]
        case "sun.max":
            let rays = (0..<8).map { index -> SymbolContour in
                let angle = CGFloat(index) * .pi / 4
                return S.stroke([center.onCircle(radius: 34, angle: angle), center.onCircle(radius: 47, angle: angle)], width: t)
            }
            return (filled ? [S.circle(center, 23)] : S.ring(center, 23, thickness: t)) + rays
        case "moon":
            let outer = S.crescent(center, 48, minus: p(76, 28), 40)
            return filled ? [outer] : [outer, S.crescent(center, 48 - t, minus: p(76, 28), 40 + t).hole]
        case "cloud":
            return filled ? [cloud(0)] : [cloud(0), cloud(t).hole]
        case "drop":
            let outer = S.teardrop(tip: p(50, 0), center: p(50, 64), radius: 36)
            // The tip moves in by t / sin(half the tip's angle) to keep the outline t wide there.
            let inner = S.teardrop(tip: p(50, t * 64 / 36), center: p(50, 64), radius: 36 - t)
            return filled ? [outer] : [outer, inner.hole]
        default:
            return nil
        }
    }

    /// A flame leaning right, with a small second tongue on its left when `tongue`.
    private static func flame(tongue: Bool) -> SymbolContour {
        var contour = SymbolContour(start: p(50, 100))
        contour.curve(to: p(8, 64), p(26, 100), p(8, 84))
        if tongue {
            contour.curve(to: p(22, 22), p(8, 48), p(14, 32))
            contour.curve(to: p(38, 44), p(28, 34), p(32, 42))
            contour.curve(to: p(58, 0), p(40, 26), p(50, 12))
        } else {
            contour.curve(to: p(58, 0), p(8, 40), p(44, 24))
        }
        contour.curve(to: p(92, 58), p(74, 16), p(92, 36))
        contour.curve(to: p(50, 100), p(92, 84), p(74, 100))
        return contour
    }

    /// A bell's body, flared at the rim, `inset` in from the outer body.
    private static func bell(_ inset: CGFloat) -> SymbolContour {
        let d = inset, rim = 80 - inset
        var contour = SymbolContour(start: p(4 + 1.4 * d, rim))
        contour.line(to: p(96 - 1.4 * d, rim))
        contour.curve(to: p(82 - d, 58), p(88 - d, 74 - 0.5 * d), p(82 - d, 68))
        contour.line(to: p(82 - d, 42))
        contour.arc(center: p(50, 42), radius: 32 - d, from: 0, to: -.pi)
        contour.line(to: p(18 + d, 58))
        contour.curve(to: p(4 + 1.4 * d, rim), p(18 + d, 68), p(12 + d, 74 - 0.5 * d))
        return contour
    }

    /// A four-pointed sparkle: tips `radius` from `center` joined by edges that curve in.
    private static func sparkle(_ center: CGPoint, _ radius: CGFloat) -> SymbolContour {
        let r = radius, c = center
        var contour = SymbolContour(start: p(c.x, c.y - r))
        contour.curve(to: p(c.x + r, c.y), p(c.x + 0.08 * r, c.y - 0.3 * r), p(c.x + 0.3 * r, c.y - 0.08 * r))
        contour.curve(to: p(c.x, c.y + r), p(c.x + 0.3 * r, c.y + 0.08 * r), p(c.x + 0.08 * r, c.y + 0.3 * r))
        contour.curve(to: p(c.x - r, c.y), p(c.x - 0.08 * r, c.y + 0.3 * r), p(c.x - 0.3 * r, c.y + 0.08 * r))
        contour.curve(to: p(c.x, c.y - r), p(c.x - 0.3 * r, c.y - 0.08 * r), p(c.x - 0.08 * r, c.y - 0.3 * r))
        return contour
    }

    /// A cloud of three lobes on a flat base, `inset` units in from the outer cloud's edge.
    private static func cloud(_ inset: CGFloat) -> SymbolContour {
        typealias S = SymbolShapes
        let left = p(26, 62), middle = p(54, 44), right = p(80, 64)
        let r1 = 24 - inset, r2 = 32 - inset, r3 = 22 - inset
        guard let a = S.intersection(left, r1, middle, r2, clockwiseSide: false),
              let b = S.intersection(middle, r2, right, r3, clockwiseSide: false) else { return S.circle(middle, r2) }
        var contour = SymbolContour(start: p(left.x, left.y + r1))
        let a1 = a.minus(left).angle
        contour.arc(center: left, radius: r1, from: .pi / 2, to: .pi / 2 + S.sweep(from: .pi / 2, to: a1, via: .pi))
        let a2 = a.minus(middle).angle
        contour.arc(center: middle, radius: r2, from: a2, to: a2 + S.sweep(from: a2, to: b.minus(middle).angle, via: -.pi / 2))
        let a3 = b.minus(right).angle
        contour.arc(center: right, radius: r3, from: a3, to: a3 + S.sweep(from: a3, to: .pi / 2, via: 0))
        return contour
    }
}
