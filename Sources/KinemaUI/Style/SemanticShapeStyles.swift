import Foundation

// `ForegroundStyle` and `.foreground` live with the shapes that fill with them by default
// (Shapes/ShapeLayer.swift); they resolve through `ShapeStyle`'s default `_paint`, the primary
// level of the foreground.

/// The tint in effect: the accent colour unless a tint is set further up.
///
/// ```swift
/// Capsule().fill(.tint)
/// ```
public struct TintShapeStyle: Hashable, Sendable, ShapeStyle {
    /// Creates the tint style.
    public init() {}

    /// The tint, at full opacity.
    public var _paint: ResolvedPaint { .tint(opacity: 1) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in effect: the accent colour (``Color/accentColor``) unless a tint is set.
    ///
    /// ```swift
    /// Circle().fill(.tint)
    /// ```
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background style: the system background colour.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.background)
/// ```
///
/// > Note: Kinema does not yet carry a `backgroundStyle(_:)` set further up: the background is
/// > `UIColor.systemBackground`, white in the light appearance and black in the dark one.
public struct BackgroundStyle: Hashable, Sendable, ShapeStyle {
    /// Creates the background style.
    public init() {}

    /// White, black in the dark appearance.
    public var _paint: ResolvedPaint { .color(Self.systemBackground) }

    private static let systemBackground = Color(light: .white, dark: .black)
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style: white in Kinema's light appearance.
    ///
    /// ```swift
    /// Rectangle().fill(.background)
    /// ```
    public static var background: BackgroundStyle { BackgroundStyle() }
}
