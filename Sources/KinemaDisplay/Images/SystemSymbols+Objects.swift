import Foundation

// Kinema's own drawings of everyday objects for `SystemSymbols` (see SystemSymbols+Artwork.swift
// for the conventions).

extension SystemSymbols {
    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    private static let middle = CGPoint(x: 50, y: 50)

    static func objects(_ base: String, _ filled: Bool, _ t: CGFloat) -> [SymbolContour]? {
        home(base, filled, t) ?? tools(base, filled, t) ?? signs(base, filled, t)
    }

    // MARK: - Home and people

    private static func home(_ base: String, _ filled: Bool, _ t: CGFloat) -> [SymbolContour]? {
        typealias S = SymbolShapes
        switch base {
        case "cart":
            let handle = S.stroke([p(2, 8), p(16, 8), p(30, 68), p(88, 68)], width: 0.9 * t)
            let wheels = [S.circle(p(36, 88), 8), S.circle(p(80, 88), 8)]
            let basket = filled
                ? S.polygon([p(20, 20), p(98, 20), p(88, 58), p(28, 58)], corner: 4)
                : S.stroke([p(19.5, 22), p(96, 22), p(88, 56), p(27, 56)], width: 0.9 * t)
            return [basket, handle] + wheels
        case "person":
            let head = p(50, 24)
            return filled
                ? [S.circle(head, 23), shoulders(0)]
                : S.ring(head, 23, thickness: t) + [shoulders(0), shoulders(t).hole]
        case "house":
            guard !filled else {
                return [S.polygon([
                    p(50, 0), p(100, 46), p(86, 46), p(86, 98), p(60, 98), p(60, 66),
                    p(40, 66), p(40, 98), p(14, 98), p(14, 46), p(0, 46),
                ], corner: 3)]
            }
            return [
                S.stroke([p(2, 48), p(50, 4), p(98, 48)], width: t),
                S.stroke([p(16, 36), p(16, 96), p(84, 96), p(84, 36)], width: t),
                S.stroke([p(40, 96), p(40, 68), p(60, 68), p(60, 96)], width: 0.8 * t),
            ]
        case "trash":
            let can = [p(14, 26), p(86, 26), p(80, 100), p(20, 100)]
            let lid = [S.stroke([p(2, 18), p(98, 18)], width: t),
                       S.stroke([p(34, 18), p(37, 4), p(63, 4), p(66, 18)], width: 0.9 * t)]
            let ribs = [38, 50, 62].map { x -> SymbolContour in
                S.stroke([p(CGFloat(x), 40), p(50 + (CGFloat(x) - 50) * 0.9, 86)], width: 0.7 * t)
            }
            return filled
                ? [S.polygon(can, corner: 8)] + lid + ribs.map(\.hole)
                : S.polygonRing(can, corner: 8, thickness: t) + lid + ribs
        case "bookmark":
            let ribbon = [p(10, 0), p(90, 0), p(90, 100), p(50, 74), p(10, 100)]
            return filled ? [S.polygon(ribbon, corner: 6)] : S.polygonRing(ribbon, corner: 6, thickness: t)
        case "envelope":
            let letter = CGRect(x: 0, y: 12, width: 100, height: 76)
            let flap = S.stroke([p(8, 24), p(50, 56), p(92, 24)], width: 0.75 * t)
            return filled ? [S.roundedRect(letter, 10), flap.hole] : S.roundedRectRing(letter, 10, thickness: 0.85 * t) + [flap]
        case "folder":
            let folder = [p(0, 10), p(36, 10), p(46, 22), p(100, 22), p(100, 90), p(0, 90)]
            return filled ? [S.polygon(folder, corner: 6)] : S.polygonRing(folder, corner: 6, thickness: t)
        case "hand.thumbsup":
            let cuff = CGRect(x: 0, y: 44, width: 22, height: 56)
            let hand = [
                p(28, 46), p(42, 20), p(44, 6), p(54, 0), p(66, 6), p(68, 22), p(64, 36), p(90, 36),
                p(98, 46), p(94, 60), p(96, 70), p(90, 80), p(90, 90), p(82, 100), p(30, 100),
            ]
            return filled
                ? [S.roundedRect(cuff, 4), S.polygon(hand, corner: 6)]
                : S.roundedRectRing(cuff, 4, thickness: 0.8 * t) + S.polygonRing(hand, corner: 6, thickness: 0.85 * t)
        default:
            return nil
        }
    }

    /// A person's shoulders: the top half of an ellipse on a flat base, `inset` in from the outer
    /// edge.
    private static func shoulders(_ inset: CGFloat) -> SymbolContour {
        var half = SymbolContour(start: p(-1, 0))
        half.arc(center: .zero, radius: 1, from: .pi, to: 2 * .pi)
        return half.applying(CGAffineTransform(a: 46 - inset, b: 0, c: 0, d: 42 - 2 * inset, tx: 50, ty: 100 - inset))
    }

    // MARK: - Tools

    private static func tools(_ base: String, _ filled: Bool, _ t: CGFloat) -> [SymbolContour]? {
        typealias S = SymbolShapes
        switch base {
        case "gearshape":
            let outer = gear(teeth: 8, tip: 50, root: 40)
            return filled
                ? [outer, S.circle(middle, 15).hole]
                : [outer, gear(teeth: 8, tip: 50 - t, root: 40 - t).hole] + S.ring(middle, 15, thickness: t)
        case "gear":
            return [gear(teeth: 12, tip: 50, root: 42)] + [S.circle(middle, 30).hole] + S.ring(middle, 20, thickness: t)
        case "lock":
            let body = CGRect(x: 6, y: 42, width: 88, height: 58)
            let shackle = [
                S.arcStroke(p(50, 40), 24, from: .pi, to: 2 * .pi, width: 1.1 * t),
                // The legs end inside the body's top band, so their caps never show.
                S.stroke([p(26, 40), p(26, 44)], width: 1.1 * t),
                S.stroke([p(74, 40), p(74, 44)], width: 1.1 * t),
            ]
            return (filled ? [S.roundedRect(body, 10)] : S.roundedRectRing(body, 10, thickness: t)) + shackle
        case "magnifyingglass":
            return S.ring(p(40, 40), 38, thickness: 1.1 * t) + [S.stroke([p(68, 68), p(96, 96)], width: 1.4 * t)]
        case "music.note":
            let head = S.ellipse(CGRect(x: -22, y: -15, width: 44, height: 30)).applying(
                CGAffineTransform(rotationAngle: -0.35).concatenating(CGAffineTransform(translationX: 26, y: 84)))
            return [
                head,
                S.stroke([p(45, 84), p(45, 6)], width: t),
                S.polygon([p(40, 0), p(92, 14), p(92, 36), p(48, 24)], corner: 4),
            ]
        case "clock":
            let hands = S.stroke([p(50, 22), p(50, 50), p(70, 62)], width: 0.9 * t)
            return filled ? [S.circle(middle, 50), hands.hole] : S.ring(middle, 50, thickness: t) + [hands]
        case "camera":
            // A body with a raised viewfinder hump, and a lens: cut out of the solid body, or a
            // ring inside the outlined one.
            let body = [p(0, 22), p(28, 22), p(36, 8), p(64, 8), p(72, 22), p(100, 22), p(100, 92), p(0, 92)]
            let lens = p(50, 56)
            return filled
                ? [S.polygon(body, corner: 9), S.circle(lens, 22).hole, S.circle(lens, 14)]
                : S.polygonRing(body, corner: 9, thickness: 0.85 * t) + S.ring(lens, 19, thickness: 0.85 * t)
        case "eye":
            guard filled else {
                return [lens(0), lens(t).hole, S.circle(middle, 17)]
            }
            return [lens(0), S.circle(middle, 21).hole, S.circle(middle, 12)]
        default:
            return nil
        }
    }

    /// A gear of `teeth` teeth reaching `tip` from the centre, with valleys at `root`.
    private static func gear(teeth: Int, tip: CGFloat, root: CGFloat) -> SymbolContour {
        let pitch = 2 * CGFloat.pi / CGFloat(teeth)
        let tipHalf = pitch * 0.2, rootHalf = pitch * 0.32
        var contour = SymbolContour(start: middle.onCircle(radius: root, angle: -rootHalf))
        for tooth in 0..<teeth {
            let angle = CGFloat(tooth) * pitch
            contour.line(to: middle.onCircle(radius: tip, angle: angle - tipHalf))
            contour.arc(center: middle, radius: tip, from: angle - tipHalf, to: angle + tipHalf)
            contour.line(to: middle.onCircle(radius: root, angle: angle + rootHalf))
            contour.arc(center: middle, radius: root, from: angle + rootHalf, to: angle + pitch - rootHalf)
        }
        return contour
    }

    /// An eye's outline: two arcs meeting at points on the horizontal midline, `inset` in from the
    /// outer lens.
    private static func lens(_ inset: CGFloat) -> SymbolContour {
        let halfWidth = 50 - 1.6 * inset, halfHeight = 34 - inset
        // Each arc's circle passes through both corners and bulges halfHeight from the midline.
        let offset = (halfWidth * halfWidth - halfHeight * halfHeight) / (2 * halfHeight)
        let radius = offset + halfHeight
        let top = p(50, 50 + offset), bottom = p(50, 50 - offset)
        var contour = SymbolContour(start: p(50 - halfWidth, 50))
        let leftTop = atan2(-offset, -halfWidth), rightTop = atan2(-offset, halfWidth)
        contour.arc(center: top, radius: radius, from: leftTop, to: leftTop + SymbolShapes.sweep(from: leftTop, to: rightTop, via: -.pi / 2))
        let rightBottom = atan2(offset, halfWidth), leftBottom = atan2(offset, -halfWidth)
        contour.arc(
            center: bottom, radius: radius, from: rightBottom,
            to: rightBottom + SymbolShapes.sweep(from: rightBottom, to: leftBottom, via: .pi / 2))
        return contour
    }

    // MARK: - Signs and messages

    private static func signs(_ base: String, _ filled: Bool, _ t: CGFloat) -> [SymbolContour]? {
        typealias S = SymbolShapes
        switch base {
        case "location":
            return [S.polygon([p(100, 0), p(0, 44), p(50, 50), p(56, 100)], corner: 5)]
        case "paperplane":
            return [S.polygon([p(100, 0), p(0, 42), p(36, 60)], corner: 3),
                    S.polygon([p(100, 0), p(42, 66), p(58, 100)], corner: 3)]
        case "globe":
            let line = 0.8 * t
            var contours = S.ring(middle, 50, thickness: line)
            contours += [S.ellipse(CGRect(x: 28, y: 0, width: 44, height: 100)),
                         S.ellipse(CGRect(x: 28 + line, y: line, width: 44 - 2 * line, height: 100 - 2 * line)).hole]
            for y: CGFloat in [24, 50, 76] {
                let half = ((50 - line / 2) * (50 - line / 2) - (y - 50) * (y - 50)).squareRoot()
                contours.append(S.stroke([p(50 - half, y), p(50 + half, y)], width: line, roundCaps: false))
            }
            return contours
        case "ellipsis":
            // Three dots on the midline, as wide as a full-width symbol.
            return [S.circle(p(11, 50), 11), S.circle(p(50, 50), 11), S.circle(p(89, 50), 11)]
        case "bubble.left":
            return [S.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 78), 36),
                    S.polygon([p(12, 60), p(4, 96), p(44, 74)], corner: 3)]
        default:
            return nil
        }
    }
}
