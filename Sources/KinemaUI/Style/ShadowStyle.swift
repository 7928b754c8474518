import Foundation

/// A style to use when rendering shadows.
///
/// ```swift
/// Circle().fill(.blue.shadow(.drop(color: .black.opacity(0.4), radius: 6, y: 3)))
/// ```
///
/// A drop shadow on a shape's fill or on `foregroundStyle(_:)` is drawn as `shadow(color:radius:x:y:)`
/// draws it. An inner shadow is accepted and not drawn (SVG has no inner shadow Kinema emits), and
/// text styled with a shadowed style draws without its shadow.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// Creates a custom drop shadow style (default colour: SwiftUI's shadow grey).
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// Creates a custom inner shadow style (accepted; not drawn).
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The effect that draws the shadow: a drop shadow's own, an inner shadow's clear.
    var effect: ShadowEffect {
        kind == .drop
            ? ShadowEffect(color: color, radius: radius, x: x, y: y)
            : ShadowEffect(color: .clear, radius: 0, x: 0, y: 0)
    }
}

extension ShapeStyle {
    /// Applies the specified shadow effect to the shape style.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.orange.shadow(.drop(radius: 4)))
    /// ```
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, style: style)
    }
}

/// A shape style with a shadow: paints as its base, and the views it styles draw the shadow.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let style: ShadowStyle

    public var _paint: ResolvedPaint { base._paint }
}

/// What a view styled with a shadowed style needs: the shadow, and the view drawn without it.
protocol ShadowedShapeStyle {
    var shadowStyle: ShadowStyle { get }
    /// `shape` filled with the base style.
    func unshadowedFill<S: Shape>(_ shape: S, fillStyle: FillStyle) -> any View
    /// The base style applied to `content` as its foreground style.
    @MainActor func unshadowedForeground(_ content: any View) -> any View
}

extension _ShadowShapeStyle: ShadowedShapeStyle {
    var shadowStyle: ShadowStyle { style }

    func unshadowedFill<S: Shape>(_ shape: S, fillStyle: FillStyle) -> any View {
        _ShapeView(shape: shape, style: base, fillStyle: fillStyle)
    }

    @MainActor func unshadowedForeground(_ content: any View) -> any View {
        AnyView(content).modifier(_ForegroundStyleModifier(style: base))
    }
}
