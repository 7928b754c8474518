import Foundation

extension Path {
    /// Begins a new subpath at the specified point.
    ///
    /// The point becomes the start point of a new subpath and the current point.
    ///
    /// ```swift
    /// var path = Path()
    /// path.move(to: CGPoint(x: 10, y: 10))
    /// ```
    ///
    /// - Parameter end: The point, in user space coordinates, at which to start a new subpath.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    /// Appends a straight line segment from the current point to the specified point.
    ///
    /// After adding the line segment, the current point is the end point of the line. With no
    /// current point (an empty path) the line is ignored, as CoreGraphics ignores it.
    ///
    /// ```swift
    /// var path = Path()
    /// path.move(to: .zero)
    /// path.addLine(to: CGPoint(x: 100, y: 0))
    /// ```
    ///
    /// - Parameter end: The location, in user space coordinates, for the end of the new line.
    public mutating func addLine(to end: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.line(to: end))
    }

    /// Adds a quadratic Bézier curve to the path, with the specified end point and control point.
    ///
    /// Ignored when the path has no current point.
    ///
    /// ```swift
    /// var path = Path()
    /// path.move(to: .zero)
    /// path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 50))
    /// ```
    ///
    /// - Parameters:
    ///   - end: The point, in user space coordinates, at which to end the curve.
    ///   - control: The control point of the curve, in user space coordinates.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    ///
    /// Ignored when the path has no current point.
    ///
    /// ```swift
    /// var path = Path()
    /// path.move(to: .zero)
    /// path.addCurve(
    ///     to: CGPoint(x: 100, y: 0),
    ///     control1: CGPoint(x: 25, y: 50), control2: CGPoint(x: 75, y: 50))
    /// ```
    ///
    /// - Parameters:
    ///   - end: The point, in user space coordinates, at which to end the curve.
    ///   - control1: The first control point of the curve, in user space coordinates.
    ///   - control2: The second control point of the curve, in user space coordinates.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes and completes the current subpath.
    ///
    /// Appends a line from the current point to the subpath's start point (drawn only when they
    /// differ) and ends the subpath. Ignored when there is nothing to close: an empty path, or a
    /// subpath already closed.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    /// path.closeSubpath()   // back to (0, 0)
    /// ```
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds a sequence of connected straight-line segments to the path.
    ///
    /// Equivalent to `move(to:)` the first point, then `addLine(to:)` each of the others. After
    /// calling it, the current point is the last point in the array; an empty array adds nothing.
    ///
    /// ```swift
    /// var zigzag = Path()
    /// zigzag.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)])
    /// ```
    ///
    /// - Parameter lines: The points to join, in user space coordinates.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() {
            addLine(to: point)
        }
    }

    /// Adds a rectangular subpath to the path.
    ///
    /// Moves to the corner at the rectangle's minimum x and y (its bottom-left corner in
    /// CoreGraphics' y-up space, the top-left on screen), adds lines through the corners at
    /// (max x, min y), (max x, max y) and (min x, max y), and closes the subpath. Rectangles with a
    /// negative width or height are standardised; a null rectangle adds nothing.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
    /// ```
    ///
    /// - Parameters:
    ///   - rect: A rectangle, specified in user space coordinates.
    ///   - transform: An affine transform to apply to the rectangle before adding to the path.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        // A new path gets its five elements in one allocation, not four growths.
        if elements.isEmpty { elements.reserveCapacity(5) }
        move(to: CGPoint(x: rect.minX, y: rect.minY).applying(transform))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY).applying(transform))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY).applying(transform))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds a set of rectangular subpaths to the path.
    ///
    /// Equivalent to calling ``addRect(_:transform:)`` for each rectangle in the array.
    ///
    /// ```swift
    /// var bars = Path()
    /// bars.addRects([CGRect(x: 0, y: 0, width: 4, height: 10), CGRect(x: 6, y: 0, width: 4, height: 6)])
    /// ```
    ///
    /// - Parameters:
    ///   - rects: An array of rectangles, specified in user space coordinates.
    ///   - transform: An affine transform to apply to the rectangles before adding to the path.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects {
            addRect(rect, transform: transform)
        }
    }

    /// Appends another path value to this path.
    ///
    /// The elements of `path`, transformed, are appended in order. Afterwards the start point and
    /// current point of this path are those of the last subpath of `path`. An empty path adds
    /// nothing.
    ///
    /// ```swift
    /// var both = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// both.addPath(Path(ellipseIn: CGRect(x: 20, y: 0, width: 10, height: 10)))
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path to add.
    ///   - transform: An affine transform to apply to `path` before adding it.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        guard !path.isEmpty else { return }
        if transform == .identity {
            elements.append(contentsOf: path.elements)
            subpathStart = path.subpathStart
        } else {
            elements.append(contentsOf: path.elements.map { $0.mapPoints { $0.applying(transform) } })
            subpathStart = path.subpathStart.applying(transform)
        }
    }

    /// Returns a path constructed by applying the transform to all points of the path.
    ///
    /// ```swift
    /// let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// square.applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect   // (0, 0, 20, 20)
    /// ```
    ///
    /// - Parameter transform: An affine transform to apply to the path.
    /// - Returns: A new path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }

    /// Returns a path constructed by translating all its points.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 0).boundingRect   // (5, 0, 10, 10)
    /// ```
    ///
    /// - Parameters:
    ///   - dx: The offset to apply in the horizontal axis.
    ///   - dy: The offset to apply in the vertical axis.
    /// - Returns: A new path with every point translated.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Prepares for a line or curve: false when there is no current point; after a close, starts a
    /// new subpath at the closed one's start, as CoreGraphics does.
    mutating func beginSegment() -> Bool {
        guard let last = elements.last else { return false }
        if last == .closeSubpath {
            elements.append(.move(to: subpathStart))
        }
        return true
    }
}
