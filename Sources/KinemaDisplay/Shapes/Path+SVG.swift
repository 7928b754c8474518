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
        return svgPathData { DecimalText.fixed($0, decimals: decimals) }
    }
}
