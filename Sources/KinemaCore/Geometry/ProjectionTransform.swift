import Foundation

/// A 3 × 3 projective transformation matrix for 2D drawing: an affine transform plus a
/// perspective row.
///
/// A point (x, y) maps to (X / W, Y / W), where, in the row-vector convention that
/// `CGAffineTransform` uses,
/// X = m11·x + m21·y + m31, Y = m12·x + m22·y + m32 and W = m13·x + m23·y + m33.
///
/// ```swift
/// let skew = ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
/// CGPoint(x: 0, y: 10).applying(skew)   // (5, 10)
/// ```
public struct ProjectionTransform: Hashable, Sendable, Codable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// Creates the identity transform.
    @inlinable
    public init() {}

    /// Creates a projection that applies an affine transform.
    ///
    /// ```swift
    /// let moved = ProjectionTransform(CGAffineTransform(translationX: 20, y: 0))
    /// ```
    @inlinable
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective: it maps parallel lines to parallel lines.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the transform in place; returns whether it could (a singular transform is left
    /// as it was and returns `false`).
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse = 1 / determinant
        self = ProjectionTransform(
            m11: c11 * inverse, m12: (m13 * m32 - m12 * m33) * inverse, m13: (m12 * m23 - m13 * m22) * inverse,
            m21: c12 * inverse, m22: (m11 * m33 - m13 * m31) * inverse, m23: (m13 * m21 - m11 * m23) * inverse,
            m31: c13 * inverse, m32: (m12 * m31 - m11 * m32) * inverse, m33: (m11 * m22 - m12 * m21) * inverse)
        return true
    }

    /// The inverse transform, or this one when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The transform that applies this one and then `rhs`.
    ///
    /// ```swift
    /// let t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
    ///     .concatenating(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)))
    /// CGPoint(x: 1, y: 1).applying(t)   // (12, 2)
    /// ```
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
            m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
            m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
            m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }
}

extension CGPoint {
    /// The point mapped by a projection: (X / W, Y / W). A point on the projection's vanishing
    /// line (W = 0) maps to infinity.
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 2).applying(ProjectionTransform(CGAffineTransform(scaleX: 3, y: 3)))   // (3, 6)
    /// ```
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}

extension ProjectionTransform {
    /// The affine transform closest to this projection over `rect`: the least-squares fit of
    /// where it maps the rectangle's four corners. Exact when the projection is affine; for a
    /// perspective, the drawing keeps the corners' average placement but not the foreshortening
    /// (what an affine renderer such as SVG can show).
    ///
    /// Corners that map to infinity or NaN (behind the vanishing line) give the affine part
    /// without perspective instead.
    ///
    /// ```swift
    /// let flat = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))
    ///     .affineApproximation(over: CGRect(x: 0, y: 0, width: 10, height: 10))   // scale (2, 1)
    /// ```
    public func affineApproximation(over rect: CGRect) -> CGAffineTransform {
        let plain = CGAffineTransform(
            a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
        if isAffine { return plain }
        let width = rect.width, height = rect.height
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return plain }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        let mapped = corners.map { $0.applying(self) }
        guard mapped.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return plain }
        // For the four corners of a rectangle the normal equations separate: in coordinates
        // centred on the rectangle, x and y are uncorrelated, so each coefficient is a simple
        // average.
        let cx = rect.midX, cy = rect.midY
        let meanX = mapped.reduce(0) { $0 + $1.x } / 4
        let meanY = mapped.reduce(0) { $0 + $1.y } / 4
        var a: CGFloat = 0, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 0
        for (corner, image) in zip(corners, mapped) {
            let u = corner.x - cx, v = corner.y - cy
            a += u * image.x
            b += u * image.y
            c += v * image.x
            d += v * image.y
        }
        let su = width * width, sv = height * height   // Σu² = 4·(w/2)², Σv² = 4·(h/2)²
        a /= su
        b /= su
        c /= sv
        d /= sv
        return CGAffineTransform(
            a: a, b: b, c: c, d: d,
            tx: meanX - a * cx - c * cy, ty: meanY - b * cx - d * cy)
    }
}
