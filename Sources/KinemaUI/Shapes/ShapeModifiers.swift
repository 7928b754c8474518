import Foundation

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path.
    ///
    /// Both ends animate: a progress ring is `Circle().trim(from: 0, to: progress)`. Fractions are
    /// clamped to 0…1; `from ≥ to` draws nothing.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 4)
    /// ```
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// Changes the relative position of this shape using the specified size.
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// Changes the relative position of this shape using the specified point.
    public nonisolated func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Changes the relative position of this shape using the specified horizontal and vertical
    /// distances.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Rotates this shape around an anchor point at the angle you specify.
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame.
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame.
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Applies an affine transform to this shape.
    public nonisolated func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape trimmed to a fraction of its length: what ``Shape/trim(from:to:)`` returns.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    nonisolated init(shape: S, startFraction: CGFloat, endFraction: CGFloat) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The shape's data and both ends animate.
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        MeasuredOutline.trim(shape, in: rect, from: startFraction, to: endFraction, slot: nil, into: &path)
        return path
    }
}

/// A trimmed shape as a shape layer sees it: a layer that strokes or fills one draws the inner
/// shape and does the trim itself (see ``ShapeLayer``), so the trim animates in the layer's
/// packed data and cuts the layer's kept outline.
protocol TrimmedShapeProtocol: Shape {
    associatedtype Inner: Shape
    var shape: Inner { get }
    var startFraction: CGFloat { get }
    var endFraction: CGFloat { get }
}

extension _TrimmedShape: TrimmedShapeProtocol {}

/// A shape with a translation offset transform applied to it.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public nonisolated init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's data and the offset animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape with a rotation transform applied to it.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public nonisolated init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's data, the angle and the anchor animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: point.x, y: point.y)
            .rotated(by: angle.radians)
            .translatedBy(x: -point.x, y: -point.y)
        return shape.path(in: rect).applying(transform)
    }
}

/// A shape with a scale transform applied to it.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public nonisolated init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's data, the scale and the anchor animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: point.x, y: point.y)
            .scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -point.x, y: -point.y)
        return shape.path(in: rect).applying(transform)
    }
}

/// A shape with an affine transform applied to it.
public struct TransformedShape<Content: Shape>: Shape, @unchecked Sendable {
    // @unchecked: CGAffineTransform is a plain value, but not declared Sendable on every platform.
    public var shape: Content
    public var transform: CGAffineTransform

    public nonisolated init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's data animates (the transform does not, as in SwiftUI).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}
