import Foundation

// MARK: - scaleEffect

/// Scales the drawing of a view about an anchor point.
@usableFromInline
struct ScaleEffect: DrawingEffect {
    @usableFromInline
    init(scale: CGSize, anchor: UnitPoint) {
        self.scale = scale
        self.anchor = anchor
    }

    var scale: CGSize
    var anchor: UnitPoint

    @usableFromInline
    var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set {
            scale.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }

    @usableFromInline
    func apply(in rect: CGRect, to state: inout DrawState) {
        state.apply(anchored: anchoredTransform(in: rect))
    }

    /// The scale about its anchor in `rect`.
    @inline(__always)
    func anchoredTransform(in rect: CGRect) -> CGAffineTransform {
        .anchored(CGAffineTransform(scaleX: scale.width, y: scale.height), about: rect.point(at: anchor))
    }
}

// MARK: - rotationEffect

/// Rotates the drawing of a view about an anchor point.
@usableFromInline
struct RotationEffect: DrawingEffect {
    @usableFromInline
    init(angle: Angle, anchor: UnitPoint) {
        self.angle = angle
        self.anchor = anchor
    }

    var angle: Angle
    var anchor: UnitPoint

    @usableFromInline
    var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set {
            angle.animatableData = newValue.first
            anchor.animatableData = newValue.second
        }
    }

    @usableFromInline
    func apply(in rect: CGRect, to state: inout DrawState) {
        state.apply(anchored: anchoredTransform(in: rect))
    }

    /// The rotation about its anchor in `rect`.
    @inline(__always)
    func anchoredTransform(in rect: CGRect) -> CGAffineTransform {
        .anchored(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), about: rect.point(at: anchor))
    }
}

// MARK: - offset

/// Moves the drawing of a view.
@usableFromInline
struct OffsetEffect: DrawingEffect {
    @usableFromInline
    init(offset: CGSize) {
        self.offset = offset
    }

    var offset: CGSize

    @usableFromInline
    var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    @usableFromInline
    func apply(in rect: CGRect, to state: inout DrawState) {
        state.concatenate(transform)
    }

    /// The translation (the same in any frame).
    @inline(__always)
    var transform: CGAffineTransform { CGAffineTransform(translationX: offset.width, y: offset.height) }
}

// MARK: - opacity

/// Makes the drawing of a view more transparent.
@usableFromInline
struct OpacityEffect: DrawingEffect {
    @usableFromInline
    init(opacity: Double) {
        self.opacity = opacity
    }

    var opacity: Double

    @usableFromInline
    var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }

    @usableFromInline
    func apply(in rect: CGRect, to state: inout DrawState) {
        state.fade(by: opacity.clampedOpacity)
    }
}

// MARK: - shadow

/// Draws a shadow behind a view.
struct ShadowEffect: DrawingEffect {
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat

    /// The colour, the radius and the offset all animate.
    var animatableData: AnimatablePair<Color.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(color.animatableData, AnimatablePair(radius, AnimatablePair(x, y))) }
        set {
            color.animatableData = newValue.first
            radius = newValue.second.first
            x = newValue.second.second.first
            y = newValue.second.second.second
        }
    }

    func apply(in rect: CGRect, to state: inout DrawState) {
        // A shadow with a non-finite radius or offset is left out, as other non-finite effects are.
        guard radius.isFinite, x.isFinite, y.isFinite else { return }
        state.shadow = DisplayList.Shadow(color: color, radius: max(radius, 0), x: x, y: y)
    }
}

// MARK: - The modifiers

extension View {
    /// Scales this view's rendered output by the given amount in both directions, relative to an
    /// anchor point.
    ///
    /// ```swift
    /// Image("cat").scaleEffect(selected ? 1.5 : 1.0)
    /// ```
    ///
    /// The scale animates as a pair of `CGSize` and `UnitPoint` data, as in SwiftUI.
    @inlinable
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    @inlinable
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this view's rendered output by the given size's width and height.
    @inlinable
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_AnimatableEffectModifier(effect: ScaleEffect(scale: scale, anchor: anchor)))
    }

    /// Rotates this view's rendered output around the specified point.
    ///
    /// ```swift
    /// Image("cat").rotationEffect(.degrees(16))
    /// ```
    @inlinable
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_AnimatableEffectModifier(effect: RotationEffect(angle: angle, anchor: anchor)))
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    @inlinable
    public func offset(_ offset: CGSize) -> some View {
        modifier(_AnimatableEffectModifier(effect: OffsetEffect(offset: offset)))
    }

    /// Offset this view by the specified horizontal and vertical distances.
    ///
    /// ```swift
    /// Text("Up").offset(y: -40)
    /// ```
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Sets the transparency of this view.
    @inlinable
    public func opacity(_ opacity: Double) -> some View {
        modifier(_AnimatableEffectModifier(effect: OpacityEffect(opacity: opacity)))
    }

    /// Adds a shadow to this view.
    ///
    /// ```swift
    /// Image("cat").shadow(radius: selected ? 12 : 8)
    /// ```
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_AnimatableEffectModifier(effect: ShadowEffect(color: color, radius: radius, x: x, y: y)))
    }
}
