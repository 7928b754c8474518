import Foundation

/// A 4 × 4 transform of three-dimensional space, as Core Animation defines it: points are row
/// vectors multiplied on the left, so `CATransform3DConcat(a, b)` applies `a`, then `b`, and the
/// translation is in `m41`, `m42`, `m43`. `m34` gives perspective (`-1 / distance`).
///
/// ```swift
/// var tilt = CATransform3DIdentity
/// tilt.m34 = -1 / 500
/// tilt = CATransform3DRotate(tilt, .pi / 4, 0, 1, 0)
/// card.projectionEffect(ProjectionTransform(tilt))
/// ```
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform of all zeros (Core Animation's `CATransform3D()`); the identity is
    /// ``CATransform3DIdentity``.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// A transform with the given entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries, row by row.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.rows == b.rows
}

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`; a zero (or not
/// finite) vector gives the identity, as in Core Animation. With y pointing down on screen, a
/// positive angle about z turns x towards y, as `CGAffineTransform(rotationAngle:)` does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    // Rodrigues' matrix for column vectors, transposed for Core Animation's row vectors.
    var t = CATransform3DIdentity
    t.m11 = c + ux * ux * k
    t.m12 = uy * ux * k + uz * s
    t.m13 = uz * ux * k - uy * s
    t.m21 = ux * uy * k - uz * s
    t.m22 = c + uy * uy * k
    t.m23 = uz * uy * k + ux * s
    t.m31 = ux * uz * k + uy * s
    t.m32 = uy * uz * k - ux * s
    t.m33 = c + uz * uz * k
    return t
}

/// The transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            product[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
        }
    }
    return CATransform3D(rows: product)
}

/// `t` after first translating by `(tx, ty, tz)` in its own space.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after first scaling by `(sx, sy, sz)` in its own space.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after first rotating by `angle` about `(x, y, z)` in its own space.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none (Core Animation's rule).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.rows, inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
              abs(a[pivot][column]) > 1e-300 else { return t }
        a.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let scale = 1 / a[column][column]
        for j in 0..<4 {
            a[column][j] *= scale
            inverse[column][j] *= scale
        }
        for row in 0..<4 where row != column {
            let factor = a[row][column]
            guard factor != 0 else { continue }
            for j in 0..<4 {
                a[row][j] -= factor * a[column][j]
                inverse[row][j] -= factor * inverse[column][j]
            }
        }
    }
    let result = CATransform3D(rows: inverse)
    return result.rows.allSatisfy { $0.allSatisfy(\.isFinite) } ? result : t
}

/// The 3-D transform of an affine transform (z untouched).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is an affine transform of the plane (it touches neither z nor perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: its entries for x and y.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension ProjectionTransform {
    /// The projection of a 3-D transform onto the plane z = 0: its x, y and w rows and columns
    /// (`m11 m12 m14`, `m21 m22 m24`, `m41 m42 m44`), so `m34` perspective is kept.
    ///
    /// ```swift
    /// var tilt = CATransform3DIdentity
    /// tilt.m34 = -1 / 500
    /// let projection = ProjectionTransform(CATransform3DRotate(tilt, .pi / 6, 1, 0, 0))
    /// ```
    public init(_ m: CATransform3D) {
        self.init(
            m11: m.m11, m12: m.m12, m13: m.m14,
            m21: m.m21, m22: m.m22, m23: m.m24,
            m31: m.m41, m32: m.m42, m33: m.m44)
    }
}
