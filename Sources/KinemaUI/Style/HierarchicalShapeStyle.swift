import Foundation

/// A style that maps to one of the numbered levels of the current foreground style.
///
/// ```swift
/// VStack {
///     Text("Title")                                 // primary
///     Text("Subtitle").foregroundStyle(.secondary)  // the foreground's second level
/// }
/// .foregroundStyle(.blue)
/// ```
///
/// With no foreground style set, the levels are the light-mode label colours: black, then
/// (60, 60, 67) at 60 %, 30 %, 18 % and 10 % opacity. Under a single foreground style, level *n*
/// is that style at ``ResolvedPaint/levelOpacities``[n] (60 % for secondary); under
/// `foregroundStyle(_:_:_:)`, each level given is used as it is. See
/// ``ResolvedPaint/resolved(foreground:tint:)``.
public struct HierarchicalShapeStyle: Hashable, Sendable, ShapeStyle {
    /// The level: 0 (primary) … 4 (quinary).
    let level: Int

    /// The first level of the current foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level of the current foreground style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the current foreground style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the current foreground style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level of the current foreground style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The foreground at this level.
    public var _paint: ResolvedPaint { .foreground(level: level, opacity: 1) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style.
    ///
    /// ```swift
    /// Circle().fill(.primary)
    /// ```
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }

    /// The second level of the current foreground style.
    ///
    /// ```swift
    /// Text("Updated just now").foregroundStyle(.secondary)
    /// ```
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }

    /// The third level of the current foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }

    /// The fourth level of the current foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }

    /// The fifth level of the current foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
