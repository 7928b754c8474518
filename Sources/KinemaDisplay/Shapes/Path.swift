import Foundation

/// The outline of a 2D shape.
///
/// A path is a list of elements: moves, which start a subpath, and lines, quadratic and cubic
/// Bézier curves and closes, which draw from the current point. Build one element by element or
/// with the convenience methods, which describe rectangles, ellipses and arcs as those elements.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 50, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 100))
///     path.addLine(to: CGPoint(x: 0, y: 100))
///     path.closeSubpath()
/// }
/// triangle.boundingRect   // (0, 0, 100, 100)
/// triangle.description    // "50 0 m 100 100 l 0 100 l h"
/// ```
///
/// Coordinates are SwiftUI's: y grows downwards. Elements are kept as given, NaN and infinities
/// included, as CoreGraphics keeps them; every reader has a defined outcome for them
/// (``boundingRect`` and ``contains(_:eoFill:)`` ignore them, ``trimmedPath(from:to:)`` gives
/// their segments no length, and the SVG writer drops them), so they never reach a frame.
///
/// > Note: As in CoreGraphics, a line, curve or arc-to added while the path has no current point
/// > (an empty path) is ignored, and one added right after ``closeSubpath()`` first starts a new
/// > subpath at the closed subpath's start point, written as an explicit `move(to:)` element.
public struct Path: Sendable {
    /// The elements, in order. Always begins with a move when not empty.
    var elements: [Element] = []

    /// The start point of the last subpath: where a close returns and an element after a close
    /// starts. Meaningful only when `elements` is not empty.
    var subpathStart: CGPoint = .zero

    /// Creates an empty path.
    ///
    /// ```swift
    /// Path().isEmpty   // true
    /// ```
    public init() {}

    /// Creates an empty path, then executes a closure to add its initial elements.
    ///
    /// ```swift
    /// let line = Path { path in
    ///     path.move(to: .zero)
    ///     path.addLine(to: CGPoint(x: 10, y: 0))
    /// }
    /// ```
    ///
    /// - Parameter callback: The function called to initialise the new path.
    public init(_ callback: (inout Path) -> ()) {
        callback(&self)
    }

    /// Creates a path containing a rectangle.
    ///
    /// The same elements as ``addRect(_:transform:)``: a move to the corner at the rectangle's
    /// minimum x and y, lines through the other three corners, and a close. A null rectangle gives
    /// an empty path.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).description   // "0 0 m 10 0 l 10 10 l 0 10 l h"
    /// ```
    ///
    /// - Parameter rect: The rectangle to add.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path as an ellipse within the given rectangle.
    ///
    /// The same elements as ``addEllipse(in:transform:)``: four cubic curves starting at the middle
    /// of the right edge. A null rectangle gives an empty path.
    ///
    /// ```swift
    /// let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// ```
    ///
    /// - Parameter rect: The rectangle that bounds the ellipse.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A Boolean value indicating whether the path contains zero elements.
    ///
    /// ```swift
    /// Path().isEmpty                               // true
    /// Path { $0.move(to: .zero) }.isEmpty          // false: one element
    /// ```
    public var isEmpty: Bool { elements.isEmpty }

    /// Returns the last point in the path, or nil if the path contains no points.
    ///
    /// After ``closeSubpath()`` it is the start point of the closed subpath, where the next line
    /// would begin.
    ///
    /// ```swift
    /// var path = Path()
    /// path.currentPoint                              // nil
    /// path.move(to: CGPoint(x: 1, y: 2))
    /// path.addLine(to: CGPoint(x: 5, y: 2))
    /// path.currentPoint                              // (5, 2)
    /// path.closeSubpath()
    /// path.currentPoint                              // (1, 2)
    /// ```
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        return last.endPoint ?? subpathStart
    }

    /// Calls `body` with each element in the path, in order.
    ///
    /// ```swift
    /// var moves = 0
    /// Path(CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { element in
    ///     if case .move = element { moves += 1 }
    /// }
    /// // moves == 1
    /// ```
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in elements { body(element) }
    }
}

extension Path {
    /// An element of a path.
    ///
    /// ```swift
    /// let element = Path.Element.quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
    /// ```
    public enum Element: Hashable, Sendable {
        /// A path element that terminates the current subpath (without closing it) and defines a
        /// new current point.
        case move(to: CGPoint)

        /// A line from the previous current point to the given point, which becomes the new
        /// current point.
        case line(to: CGPoint)

        /// A quadratic Bézier curve from the previous current point to the given end point, using
        /// the single control point to define the curve.
        ///
        /// The end point of the curve becomes the new current point.
        case quadCurve(to: CGPoint, control: CGPoint)

        /// A cubic Bézier curve from the previous current point to the given end point, using the
        /// two control points to define the curve.
        ///
        /// The end point of the curve becomes the new current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)

        /// A line from the start point of the current subpath (if any) to the current point, which
        /// terminates the subpath.
        ///
        /// The next line or curve starts a new subpath at the same start point.
        case closeSubpath
    }
}

extension Path.Element {
    /// The point the element ends at, or nil for a close.
    var endPoint: CGPoint? {
        switch self {
        case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
        case .closeSubpath: nil
        }
    }

    /// The element with every point mapped by `map`.
    func mapPoints(_ map: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let to): .move(to: map(to))
        case .line(let to): .line(to: map(to))
        case .quadCurve(let to, let control): .quadCurve(to: map(to), control: map(control))
        case .curve(let to, let control1, let control2):
            .curve(to: map(to), control1: map(control1), control2: map(control2))
        case .closeSubpath: .closeSubpath
        }
    }

    /// Whether every coordinate of the element is finite.
    var isFinite: Bool {
        switch self {
        case .move(let to), .line(let to): to.isFinite
        case .quadCurve(let to, let control): to.isFinite && control.isFinite
        case .curve(let to, let control1, let control2):
            to.isFinite && control1.isFinite && control2.isFinite
        case .closeSubpath: true
        }
    }
}

// Paths compare, and hash, by their elements alone: the subpath start is derived from them.
extension Path: Hashable {
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
