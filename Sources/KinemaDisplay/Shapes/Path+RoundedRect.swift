import Foundation

extension Path {
    /// Creates a path containing a rounded rectangle.
    ///
    /// The same elements as ``addRoundedRect(in:cornerSize:style:transform:)``.
    ///
    /// ```swift
    /// let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerSize: CGSize(width: 16, height: 10))
    /// ```
    ///
    /// - Parameters:
    ///   - rect: A rectangle, specified in user space coordinates.
    ///   - cornerSize: The size of the corners, specified in user space coordinates.
    ///   - style: The corner style. Defaults to the `continuous` style if not specified.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle.
    ///
    /// The same elements as ``addRoundedRect(in:cornerSize:style:transform:)`` with square
    /// corners of `cornerRadius`.
    ///
    /// ```swift
    /// let pill = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20, style: .circular)
    /// ```
    ///
    /// - Parameters:
    ///   - rect: A rectangle, specified in user space coordinates.
    ///   - cornerRadius: The radius of all corners of the rectangle, in user space coordinates.
    ///   - style: The corner style. Defaults to the `continuous` style if not specified.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path as the given rounded rectangle, which may have uneven corner radii.
    ///
    /// The same elements as ``addRoundedRect(in:cornerRadii:style:transform:)``.
    ///
    /// ```swift
    /// let tab = Path(
    ///     roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
    ///     cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12))
    /// ```
    ///
    /// - Parameters:
    ///   - rect: A rectangle, specified in user space coordinates.
    ///   - cornerRadii: The radius of each corner of the rectangle, in user space coordinates.
    ///   - style: The corner style. Defaults to the `continuous` style if not specified.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rounded rectangle to the path.
    ///
    /// The subpath starts by moving to the centre of the right edge, then adds lines and corner
    /// curves in the direction of increasing angle (counter-clockwise in CoreGraphics' y-up space,
    /// clockwise on screen): down the right edge, along the bottom, up the left edge and along the
    /// top, and closes. Each corner is a quarter ellipse of `cornerSize` for `.circular` corners (one
    /// cubic curve, control points at 0.5523 of the radii) and two cubic curves for `.continuous`
    /// ones (see ``RoundedCornerStyle``).
    ///
    /// Edge cases: each corner dimension is limited to half the rectangle's shorter side, as in
    /// SwiftUI, so a large radius makes a capsule; negative or non-finite corner dimensions count
    /// as zero, and a corner with a zero dimension is square. With no rounding left the elements
    /// are those of ``addRect(_:transform:)``. A null rectangle adds nothing.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 10, height: 10))
    /// ```
    ///
    /// - Parameters:
    ///   - rect: A rectangle, specified in user space coordinates.
    ///   - cornerSize: The size of the corners, specified in user space coordinates.
    ///   - style: The corner style. Defaults to the `continuous` style if not specified.
    ///   - transform: An affine transform to apply to the rectangle before adding to the path.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard !rect.isNull else { return }
        let rect = rect.standardized
        let limit = min(rect.width, rect.height) / 2
        var size = RoundedRectGeometry.sanitised(cornerSize)
        size = CGSize(width: min(size.width, limit), height: min(size.height, limit))
        let geometry = RoundedRectGeometry(
            rect: rect, topLeft: size, topRight: size, bottomRight: size, bottomLeft: size, style: style)
        geometry.append(to: &self, transform: transform)
    }

    /// Adds a rounded rectangle with uneven corners to the path.
    ///
    /// The same order of elements as ``addRoundedRect(in:cornerSize:style:transform:)``, each
    /// corner with its own circular radius. The subpath starts in the middle of the straight part
    /// of the right edge, which is the edge's centre when the two right corners are equal.
    ///
    /// Edge cases: when two corners on one side need more than the side's length, every radius is
    /// scaled down by the same factor until they fit (the rule CSS uses for `border-radius`);
    /// negative or non-finite radii count as zero. A null rectangle adds nothing.
    ///
    /// ```swift
    /// var path = Path()
    /// path.addRoundedRect(
    ///     in: CGRect(x: 0, y: 0, width: 100, height: 60),
    ///     cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 20))
    /// ```
    ///
    /// - Parameters:
    ///   - rect: A rectangle, specified in user space coordinates.
    ///   - cornerRadii: The radius of each corner of the rectangle, in user space coordinates.
    ///   - style: The corner style. Defaults to the `continuous` style if not specified.
    ///   - transform: An affine transform to apply to the rectangle before adding to the path.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard !rect.isNull else { return }
        let rect = rect.standardized
        func size(_ radius: CGFloat) -> CGSize {
            RoundedRectGeometry.sanitised(CGSize(width: radius, height: radius))
        }
        var geometry = RoundedRectGeometry(
            rect: rect,
            topLeft: size(cornerRadii.topLeading), topRight: size(cornerRadii.topTrailing),
            bottomRight: size(cornerRadii.bottomTrailing), bottomLeft: size(cornerRadii.bottomLeading),
            style: style)
        geometry.scaleToFit()
        geometry.append(to: &self, transform: transform)
    }
}

/// A rectangle with four corner sizes, written as path elements.
struct RoundedRectGeometry {
    var rect: CGRect
    var topLeft: CGSize
    var topRight: CGSize
    var bottomRight: CGSize
    var bottomLeft: CGSize
    var style: RoundedCornerStyle

    /// How far a continuous corner reaches along each edge, in radii: about 1.53, the extent of
    /// iOS's continuous corners as measured in public reverse engineering.
    static let continuousExtent: CGFloat = 1.528665

    /// Where the two halves of a continuous corner meet, in radii from the corner along each edge:
    /// the midpoint of the quarter circle, 1 − 1/√2.
    static let continuousMiddle: CGFloat = 1 - 1 / 2.0.squareRoot()

    /// The first control point of a continuous corner's half, in radii from the corner: chosen so
    /// the curvature where the halves meet is the circle's, 1/radius. For the half from
    /// (e, 0) through (q, 0) and (2m, 0) to (m, m), the curvature at (m, m) is
    /// (q − 2m) / (3√2 · m²); setting it to 1 gives q = 2m + 3√2 · m² ≈ 0.9497.
    static let continuousControl: CGFloat = 2 * continuousMiddle
        + 3 * 2.0.squareRoot() * continuousMiddle * continuousMiddle

    /// A corner size with negative or non-finite dimensions made zero, and both dimensions zero
    /// when either is (a corner flat in one direction is square).
    static func sanitised(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite ? max(size.width, 0) : 0
        let height = size.height.isFinite ? max(size.height, 0) : 0
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : .zero
    }

    /// Scales every corner by one factor so the two corners on each side fit its length.
    mutating func scaleToFit() {
        var factor: CGFloat = 1
        for (length, first, second) in [
            (rect.width, topLeft.width, topRight.width), (rect.width, bottomLeft.width, bottomRight.width),
            (rect.height, topLeft.height, bottomLeft.height), (rect.height, topRight.height, bottomRight.height),
        ] where first + second > length {
            factor = min(factor, length / (first + second))
        }
        guard factor < 1 else { return }
        let scale = factor.isFinite ? max(factor, 0) : 0
        func scaled(_ size: CGSize) -> CGSize {
            Self.sanitised(CGSize(width: size.width * scale, height: size.height * scale))
        }
        topLeft = scaled(topLeft)
        topRight = scaled(topRight)
        bottomRight = scaled(bottomRight)
        bottomLeft = scaled(bottomLeft)
    }

    /// How far, in radii, the corners on a side of `length` reach along it: 1 for circular
    /// corners; for continuous ones, the full extent when it fits, else what fits (never below 1,
    /// since the radii themselves fit).
    func extent(length: CGFloat, first: CGFloat, second: CGFloat) -> CGFloat {
        guard style == .continuous else { return 1 }
        let sum = first + second
        guard sum > 0 else { return Self.continuousExtent }
        return max(1, min(Self.continuousExtent, length / sum))
    }

    func append(to path: inout Path, transform: CGAffineTransform) {
        let corners = [topLeft, topRight, bottomRight, bottomLeft]
        guard corners.contains(where: { $0 != .zero }) else {
            path.addRect(rect, transform: transform)
            return
        }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let top = extent(length: rect.width, first: topLeft.width, second: topRight.width)
        let right = extent(length: rect.height, first: topRight.height, second: bottomRight.height)
        let bottom = extent(length: rect.width, first: bottomLeft.width, second: bottomRight.width)
        let left = extent(length: rect.height, first: topLeft.height, second: bottomLeft.height)

        var writer = Writer(transform: transform)
        let startY = ((minY + right * topRight.height) + (maxY - right * bottomRight.height)) / 2
        writer.move(to: CGPoint(x: maxX, y: startY), in: &path)
        writer.line(to: CGPoint(x: maxX, y: maxY - right * bottomRight.height), in: &path)
        corner(
            at: CGPoint(x: maxX, y: maxY), incoming: CGVector(dx: 0, dy: 1), outgoing: CGVector(dx: -1, dy: 0),
            size: CGSize(width: bottomRight.height, height: bottomRight.width), extents: (right, bottom),
            writer: &writer, path: &path)
        writer.line(to: CGPoint(x: minX + bottom * bottomLeft.width, y: maxY), in: &path)
        corner(
            at: CGPoint(x: minX, y: maxY), incoming: CGVector(dx: -1, dy: 0), outgoing: CGVector(dx: 0, dy: -1),
            size: bottomLeft, extents: (bottom, left), writer: &writer, path: &path)
        writer.line(to: CGPoint(x: minX, y: minY + left * topLeft.height), in: &path)
        corner(
            at: CGPoint(x: minX, y: minY), incoming: CGVector(dx: 0, dy: -1), outgoing: CGVector(dx: 1, dy: 0),
            size: CGSize(width: topLeft.height, height: topLeft.width), extents: (left, top),
            writer: &writer, path: &path)
        writer.line(to: CGPoint(x: maxX - top * topRight.width, y: minY), in: &path)
        corner(
            at: CGPoint(x: maxX, y: minY), incoming: CGVector(dx: 1, dy: 0), outgoing: CGVector(dx: 0, dy: 1),
            size: topRight, extents: (top, right), writer: &writer, path: &path)
        path.closeSubpath()
    }

    /// Adds one corner at `corner`, travelling along `incoming` before it and `outgoing` after.
    /// `size.width` is the corner's radius along the incoming edge, `size.height` along the
    /// outgoing one; `extents` are how far, in those radii, it reaches along each edge.
    ///
    /// Local point (a, b) is `a` radii back along the incoming edge and `b` radii out along the
    /// outgoing one.
    private func corner(
        at corner: CGPoint, incoming: CGVector, outgoing: CGVector, size: CGSize,
        extents: (incoming: CGFloat, outgoing: CGFloat), writer: inout Writer, path: inout Path
    ) {
        guard size != .zero else { return }
        func local(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(
                x: corner.x - incoming.dx * a * size.width + outgoing.dx * b * size.height,
                y: corner.y - incoming.dy * a * size.width + outgoing.dy * b * size.height)
        }
        switch style {
        case .circular:
            let k = 1 - Path.quarterArcKappa
            writer.curve(to: local(0, 1), local(k, 0), local(0, k), in: &path)
        case .continuous:
            let m = Self.continuousMiddle
            let q = Self.continuousControl
            writer.curve(to: local(m, m), local(q, 0), local(2 * m, 0), in: &path)
            writer.curve(to: local(0, extents.outgoing), local(0, 2 * m), local(0, q), in: &path)
        }
    }

    /// Adds transformed elements, skipping lines that go nowhere.
    private struct Writer {
        var transform: CGAffineTransform
        var cursor: CGPoint = .zero

        mutating func move(to point: CGPoint, in path: inout Path) {
            path.move(to: point.applying(transform))
            cursor = point
        }

        mutating func line(to point: CGPoint, in path: inout Path) {
            guard point != cursor else { return }
            path.addLine(to: point.applying(transform))
            cursor = point
        }

        mutating func curve(to point: CGPoint, _ control1: CGPoint, _ control2: CGPoint, in path: inout Path) {
            path.addCurve(
                to: point.applying(transform),
                control1: control1.applying(transform), control2: control2.applying(transform))
            cursor = point
        }
    }
}
