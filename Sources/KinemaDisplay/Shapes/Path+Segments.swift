import Foundation

extension Path {
    /// A drawn segment with where it sits in the path: the close it stands for, if any, and
    /// whether it begins its subpath.
    package struct Walk {
        var segment: PathSegment
        /// Whether the segment is the line drawn by a `closeSubpath` element.
        var isClose: Bool
        /// Whether the segment is the first one after its subpath's move.
        var startsSubpath: Bool
    }

    /// The drawn segments, in order. Moves draw nothing; a close draws the line back to its
    /// subpath's start.
    package var segments: [Walk] {
        var result: [Walk] = []
        result.reserveCapacity(elements.count)
        var current = CGPoint.zero
        var start = CGPoint.zero
        var startsSubpath = true
        for element in elements {
            let segment: PathSegment
            var isClose = false
            switch element {
            case .move(let to):
                current = to
                start = to
                startsSubpath = true
                continue
            case .line(let to):
                segment = .line(current, to)
            case .quadCurve(let to, let control):
                segment = .quad(current, control, to)
            case .curve(let to, let control1, let control2):
                segment = .cubic(current, control1, control2, to)
            case .closeSubpath:
                segment = .line(current, start)
                isClose = true
            }
            result.append(Walk(segment: segment, isClose: isClose, startsSubpath: startsSubpath))
            startsSubpath = false
            current = segment.end
        }
        return result
    }
}

extension Path {
    /// The total arc length of the drawn segments, closes included and moves not: the length
    /// ``trimmedPath(from:to:)`` takes fractions of. Segments with a non-finite coordinate count 0.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 5)).length   // 30
    /// ```
    package var length: CGFloat {
        segments.reduce(0) { $0 + $1.segment.length }
    }
}
