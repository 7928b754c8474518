import Foundation

extension Path {
    /// The path without elements that have a non-finite coordinate, by the rule the SVG output
    /// uses: a dropped move drops its subpath up to the next move, a dropped line or curve leaves
    /// the current point where it was.
    package func droppingNonFiniteElements() -> Path {
        var isClean = true
        forEach { element in if !element.isFinite { isClean = false } }
        if isClean { return self }
        var path = Path()
        var hasStart = false
        forEach { element in
            if case .move = element { hasStart = element.isFinite }
            guard hasStart, element.isFinite else { return }
            switch element {
            case .move(let to): path.move(to: to)
            case .line(let to): path.addLine(to: to)
            case .quadCurve(let to, let control): path.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): path.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
