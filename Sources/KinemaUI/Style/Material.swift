import Foundation

/// A translucent background material.
///
/// ```swift
/// Text("Now playing")
///     .padding()
///     .background(.regularMaterial)
/// ```
///
/// > Note: SwiftUI's materials blur what lies behind them with a platform-specific blend. Kinema
/// > draws no blur behind a material: each is a translucent near-white (white 0.97, as the light
/// > appearance's materials look over white) whose opacity grows with thickness — 0.35 for
/// > ultra-thin, 0.5 thin, 0.65 regular, 0.8 thick, 0.9 ultra-thick and 0.85 for the bar.
public struct Material: Hashable, Sendable, ShapeStyle {
    /// The material's opacity.
    let opacity: Double

    /// A mostly translucent material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A material that's more translucent than opaque.
    public static let thin = Material(opacity: 0.5)
    /// A material that's somewhat translucent.
    public static let regular = Material(opacity: 0.65)
    /// A material that's more opaque than translucent.
    public static let thick = Material(opacity: 0.8)
    /// A mostly opaque material.
    public static let ultraThick = Material(opacity: 0.9)
    /// The material of bars: toolbars, tab bars and the like.
    public static let bar = Material(opacity: 0.85)

    /// A translucent near-white.
    public var _paint: ResolvedPaint { .color(Color(white: 0.97, opacity: opacity)) }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    ///
    /// ```swift
    /// Text("Caption").padding().background(.ultraThinMaterial)
    /// ```
    public static var ultraThinMaterial: Material { Material(opacity: 0.35) }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { Material(opacity: 0.5) }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { Material(opacity: 0.65) }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { Material(opacity: 0.8) }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { Material(opacity: 0.9) }
    /// The material of bars.
    public static var bar: Material { Material(opacity: 0.85) }
}
