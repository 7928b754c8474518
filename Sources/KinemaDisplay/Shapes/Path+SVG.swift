import Foundation

extension Path {
    /// The path as SVG path data (the `d` attribute of a `<path>`): `M x y`, `L x y`,
    /// `Q cx cy x y`, `C c1x c1y c2x c2y x y` and `Z`, commands separated by spaces, numbers
    /// written by `number`.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).svgPathData { "\($0)" }
    /// // "M0.0 0.0 L10.0 0.0 L10.0 10.0 L0.0 10.0 Z"
    /// ```
    ///
    /// Non-finite coordinates never reach the output: an element with a non-finite coordinate is
    /// skipped. A skipped line or curve leaves the current point where it was, so the next segment
    /// starts from the last point written; a skipped move leaves its subpath without a start, so
    /// the elements up to the next move are skipped too. An empty path gives the empty string.
    package func svgPathData(number: (CGFloat) -> String) -> String {
        var commands: [String] = []
        commands.reserveCapacity(elements.count)
        var hasStart = false
        func coordinates(_ points: CGPoint...) -> String {
            points.map { number($0.x) + " " + number($0.y) }.joined(separator: " ")
        }
        for element in elements {
            if case .move = element {
                hasStart = element.isFinite
            }
            guard hasStart, element.isFinite else { continue }
            switch element {
            case .move(let to): commands.append("M" + coordinates(to))
            case .line(let to): commands.append("L" + coordinates(to))
            case .quadCurve(let to, let control): commands.append("Q" + coordinates(control, to))
            case .curve(let to, let control1, let control2):
                commands.append("C" + coordinates(control1, control2, to))
            case .closeSubpath: commands.append("Z")
            }
        }
        return commands.joined(separator: " ")
    }

    /// The path as SVG path data with numbers rounded to `decimals` places (0…6) and written
    /// compactly: no exponent, no trailing zeros, no negative zero, `-0.5` rather than `-.5`.
    /// Coordinates beyond ±10¹² are clamped to it. See ``svgPathData(number:)`` for the format
    /// and the handling of non-finite coordinates.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).svgPathData(decimals: 2)
    /// // "M10 5 C10 7.76 7.76 10 5 10 C2.24 10 0 7.76 0 5 C0 2.24 2.24 0 5 0 C7.76 0 10 2.24 10 5 Z"
    /// ```
    package func svgPathData(decimals: Int = 3) -> String {
        let decimals = min(max(decimals, 0), 6)
        return svgPathData { Self.compactNumber($0, decimals: decimals) }
    }

    /// `value` rounded to `decimals` places (ties away from zero) and written without exponent or
    /// trailing zeros, by integer arithmetic so that the text does not depend on the platform's
    /// formatter; beyond ±10¹² (nothing there is visible, and it keeps the scaled value inside
    /// `Int64` up to 6 places) it is clamped. The SVG writer's numbers are written by it too.
    package static func compactNumber(_ value: CGFloat, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let limit = 1e12
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let clamped = min(max(Double(value), -limit), limit)
        let scaled = Int64((clamped * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return text }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return text + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}
