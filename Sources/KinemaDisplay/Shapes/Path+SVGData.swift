import Foundation

// SVG's path data (`d="M10 20 L30 40 Z"`), read for custom symbols from asset catalogues: every
// command of SVG 1.1 §8.3, absolute and relative, with implicit repeats and SVG's compact number
// syntax (`1.5.5` is 1.5 and .5, `1-2` is 1 and -2).

extension Path {
    /// The path an SVG `d` attribute describes; `nil` when the data is malformed, as SVG's error
    /// handling renders nothing past the first error (here: nothing at all, so a broken template
    /// shows its placeholder instead of half a glyph).
    ///
    /// Elliptical arcs become cubic curves of at most a quarter turn each; an arc with a zero
    /// radius is a line, as SVG specifies.
    package init?(svgPathData data: String) {
        self.init()
        var scanner = SVGPathScanner(Array(data.utf8))
        var command: UInt8 = 0
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        // The previous command's second control point, for the smooth forms S and T.
        var lastCubicControl: CGPoint?
        var lastQuadControl: CGPoint?
        while true {
            scanner.skipSeparators()
            if scanner.isAtEnd { break }
            if let letter = scanner.command() {
                // SVG: path data begins with a move.
                if command == 0, letter | 0x20 != UInt8(ascii: "m") { return nil }
                command = letter
            } else if command == 0 {
                return nil   // numbers before any command
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")   // pairs after a move are lines
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                return nil
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : .zero
            func point() -> CGPoint? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return CGPoint(x: base.x + x, y: base.y + y)
            }
            var cubicControl: CGPoint?
            var quadControl: CGPoint?
            switch command | 0x20 {   // lower-cased
            case UInt8(ascii: "m"):
                guard let to = point() else { return nil }
                move(to: to)
                current = to
                subpathStart = to
            case UInt8(ascii: "l"):
                guard let to = point() else { return nil }
                addLine(to: to)
                current = to
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return nil }
                current = CGPoint(x: (relative ? current.x : 0) + x, y: current.y)
                addLine(to: current)
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return nil }
                current = CGPoint(x: current.x, y: (relative ? current.y : 0) + y)
                addLine(to: current)
            case UInt8(ascii: "c"):
                guard let c1 = point(), let c2 = point(), let to = point() else { return nil }
                addCurve(to: to, control1: c1, control2: c2)
                cubicControl = c2
                current = to
            case UInt8(ascii: "s"):
                guard let c2 = point(), let to = point() else { return nil }
                let c1 = lastCubicControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                addCurve(to: to, control1: c1, control2: c2)
                cubicControl = c2
                current = to
            case UInt8(ascii: "q"):
                guard let control = point(), let to = point() else { return nil }
                addQuadCurve(to: to, control: control)
                quadControl = control
                current = to
            case UInt8(ascii: "t"):
                guard let to = point() else { return nil }
                let control = lastQuadControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                addQuadCurve(to: to, control: control)
                quadControl = control
                current = to
            case UInt8(ascii: "a"):
                guard let rx = scanner.number(), let ry = scanner.number(), let angle = scanner.number(),
                      let large = scanner.flag(), let sweep = scanner.flag(), let to = point() else { return nil }
                addSVGArc(from: current, to: to, radii: CGSize(width: rx, height: ry), rotation: angle,
                          largeArc: large, sweep: sweep)
                current = to
            case UInt8(ascii: "z"):
                closeSubpath()
                current = subpathStart
            default:
                return nil
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
        }
    }

    /// SVG's endpoint arc (SVG 1.1 appendix F.6): converted to its centre form, out-of-range radii
    /// scaled up, then drawn as cubic curves of at most 90° each.
    private mutating func addSVGArc(
        from start: CGPoint, to end: CGPoint, radii: CGSize, rotation degrees: CGFloat, largeArc: Bool, sweep: Bool
    ) {
        var rx = abs(radii.width), ry = abs(radii.height)
        guard start != end else { return }
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, degrees.isFinite else {
            addLine(to: end)
            return
        }
        let phi = degrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(numerator, 0) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let center = CGPoint(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        guard delta.isFinite, theta1.isFinite else {
            addLine(to: end)
            return
        }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        // The control-point distance of a cubic that matches a circular arc of `step`.
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: CGFloat) -> (point: CGPoint, derivative: CGPoint) {
            let ex = rx * cos(t), ey = ry * sin(t)
            let ddx = -rx * sin(t), ddy = ry * cos(t)
            return (CGPoint(x: center.x + cosPhi * ex - sinPhi * ey, y: center.y + sinPhi * ex + cosPhi * ey),
                    CGPoint(x: cosPhi * ddx - sinPhi * ddy, y: sinPhi * ddx + cosPhi * ddy))
        }
        var t = theta1
        var from = onEllipse(t)
        for index in 0..<segments {
            t += step
            let to = onEllipse(t)
            let target = index == segments - 1 ? end : to.point
            addCurve(
                to: target,
                control1: CGPoint(x: from.point.x + k * from.derivative.x, y: from.point.y + k * from.derivative.y),
                control2: CGPoint(x: to.point.x - k * to.derivative.x, y: to.point.y - k * to.derivative.y))
            from = to
        }
    }
}

/// Reads SVG path data's tokens: command letters, numbers and arc flags.
private struct SVGPathScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
            index += 1
        }
    }

    /// A command letter at the cursor, consumed; `nil` (nothing consumed) otherwise.
    mutating func command() -> UInt8? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        guard "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte) else { return nil }
        index += 1
        return byte
    }

    /// An arc flag: a single `0` or `1`, which may run into the next number (`a1 1 0 00 1 1`).
    mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: return nil
        }
    }

    /// A number in SVG's grammar: sign, digits, fraction, exponent; finite or `nil`.
    mutating func number() -> CGFloat? {
        skipSeparators()
        let start = index
        func digits() -> Bool {
            let before = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index > before
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var sawDigits = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            sawDigits = digits() || sawDigits
        }
        guard sawDigits else {
            index = start
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if !digits() { index = mark }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            return nil
        }
        return CGFloat(value)
    }
}
