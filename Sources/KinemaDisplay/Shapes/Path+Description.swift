import Foundation

// SwiftUI's path strings: each element's coordinates followed by its operator, all separated by
// spaces — `x y m` (move), `x y l` (line), `cx cy x y q` (quadratic curve),
// `c1x c1y c2x c2y x y c` (cubic curve) and `h` (close) — with numbers printed as C's `%g` prints
// them (six significant digits), which is what SwiftUI's `description` shows.

extension Path: LosslessStringConvertible {
    /// A description of the path that may be used to recreate the path via `init?(_:)`.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).description   // "0 0 m 10 0 l 10 10 l 0 10 l h"
    /// ```
    ///
    /// Numbers are written with six significant digits, as C's `%g` writes them (`0.333333`,
    /// `1e-14`), so a round trip through the string keeps coordinates to that precision; NaN and
    /// infinities are written `nan` and `inf`. An empty path is the empty string.
    public var description: String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count * 3)
        func add(_ point: CGPoint) {
            parts.append(Self.descriptionNumber(point.x))
            parts.append(Self.descriptionNumber(point.y))
        }
        for element in elements {
            switch element {
            case .move(let to):
                add(to)
                parts.append("m")
            case .line(let to):
                add(to)
                parts.append("l")
            case .quadCurve(let to, let control):
                add(control)
                add(to)
                parts.append("q")
            case .curve(let to, let control1, let control2):
                add(control1)
                add(control2)
                add(to)
                parts.append("c")
            case .closeSubpath:
                parts.append("h")
            }
        }
        return parts.joined(separator: " ")
    }

    /// Initializes from the result of a previous call to `Path.description`. Fails if the `string`
    /// does not describe a valid path.
    ///
    /// ```swift
    /// let triangle = Path("50 0 m 100 100 l 0 100 l h")
    /// Path("10 l")   // nil: a line needs two coordinates
    /// ```
    ///
    /// Tokens are separated by white space. Besides the operators `description` writes, `x y w h re`
    /// adds a rectangle, as in the PDF operators the format borrows from. The string fails to parse
    /// when a token is neither a number nor an operator, when an operator is not preceded by
    /// exactly its number of coordinates, when numbers are left over at the end, or when a line or
    /// curve comes before any move. The empty string is the empty path.
    ///
    /// - Parameter string: A path description.
    public init?(_ string: String) {
        self.init()
        var operands: [CGFloat] = []
        for token in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(token) {
                operands.append(CGFloat(number))
                continue
            }
            let needed: Int
            switch token {
            case "m", "l": needed = 2
            case "q", "re": needed = 4
            case "c": needed = 6
            case "h": needed = 0
            default: return nil
            }
            guard operands.count == needed else { return nil }
            let points = stride(from: 0, to: needed, by: 2).map { CGPoint(x: operands[$0], y: operands[$0 + 1]) }
            operands.removeAll(keepingCapacity: true)
            switch token {
            case "m":
                move(to: points[0])
            case "re":
                addRect(CGRect(origin: points[0], size: CGSize(width: points[1].x, height: points[1].y)))
            case "h":
                closeSubpath()
            default:
                guard currentPoint != nil else { return nil }
                switch token {
                case "l": addLine(to: points[0])
                case "q": addQuadCurve(to: points[1], control: points[0])
                default: addCurve(to: points[2], control1: points[0], control2: points[1])
                }
            }
        }
        guard operands.isEmpty else { return nil }
    }

    /// A coordinate as `%g` writes it.
    static func descriptionNumber(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
