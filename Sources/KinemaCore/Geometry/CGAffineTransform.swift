import Foundation

// Linux's Foundation has CGFloat, CGPoint, CGSize and CGRect but not CoreGraphics' affine transform.
// Kinema defines it there, with CoreGraphics' names and matrix convention, so the same client code
// builds on every platform. Where CoreGraphics exists its own type is used.
#if !canImport(CoreGraphics)

/// An affine transformation matrix for use in drawing 2D graphics.
///
/// The matrix maps a point (x, y) to (a·x + c·y + tx, b·x + d·y + ty), CoreGraphics' row-vector
/// convention, so `t1.concatenating(t2)` applies `t1` first and then `t2`.
///
/// ```swift
/// let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
/// CGPoint(x: 1, y: 1).applying(t) // (12, 2)
/// ```
public struct CGAffineTransform: Hashable, Sendable, Codable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a rotation by `angle` radians; positive angles turn +x towards +y.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Creates a scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// The transform that rotates by `angle` and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that scales by (`sx`, `sy`) and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// The transform that translates by (`tx`, `ty`) and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular (as CoreGraphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`'s linear part (translation does not move a size).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains this rectangle's four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

#endif
