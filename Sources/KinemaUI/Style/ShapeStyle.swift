import Foundation

/// A colour or pattern to use when drawing a shape, text or other foreground content.
///
/// ```swift
/// Circle().fill(.red)
/// Text("Sale").foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
/// Text("Updated 2 min ago").foregroundStyle(.secondary)
/// ```
///
/// Kinema's shape styles are ``Color``, the gradients (``LinearGradient``, ``RadialGradient``,
/// ``EllipticalGradient``, ``AngularGradient``, ``Gradient`` and ``AnyGradient``), the semantic
/// styles (``HierarchicalShapeStyle`` for `.primary` … `.quinary`, ``ForegroundStyle``,
/// ``TintShapeStyle``, ``BackgroundStyle``), ``Material`` and the type-erased
/// ``AnyShapeStyle``. Each resolves to a ``ResolvedPaint``, the value a display list carries and a
/// renderer draws: `ResolvedPaint(style)`.
///
/// > Note: SwiftUI's protocol requires `resolve(in: EnvironmentValues)`; Kinema has no environment
/// > values yet, so a shape style resolves on its own and semantic styles (foreground, tint,
/// > hierarchical levels) stay symbolic in the ``ResolvedPaint`` until drawing. A type of your
/// > own that conforms without implementing `_paint` draws as the foreground style.
public protocol ShapeStyle: Sendable {
    /// What this style draws. Not API: use `ResolvedPaint(style)`.
    var _paint: ResolvedPaint { get }
}

extension ShapeStyle {
    /// A style Kinema does not know draws as the current foreground style.
    public var _paint: ResolvedPaint { .foreground(level: 0, opacity: 1) }
}

extension ResolvedPaint {
    /// The paint that `style` draws with.
    ///
    /// ```swift
    /// ResolvedPaint(Color.red)               // .color(.red)
    /// ResolvedPaint(HierarchicalShapeStyle.secondary)  // .foreground(level: 1, opacity: 1)
    /// ```
    public init<S: ShapeStyle>(_ style: S) {
        self = style._paint
    }
}

// MARK: - Colour

extension Color: ShapeStyle {
    /// A colour draws itself.
    public var _paint: ResolvedPaint { .color(self) }
}

extension ShapeStyle where Self == Color {
    // SwiftUI offers the palette colours, not `.primary`/`.secondary`, as `Color` shape styles:
    // those two names belong to ``HierarchicalShapeStyle``, so `.foregroundStyle(.secondary)`
    // is not ambiguous. `Color.primary` and `flag ? .red : .primary` still find `Color`'s own.

    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// Clear: draws nothing.
    public static var clear: Color { Color.clear }
}

// MARK: - Modifiers every style has

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`.
    ///
    /// ```swift
    /// Rectangle().fill(.tint.opacity(0.25))
    /// ```
    ///
    /// - Parameter opacity: The factor, 0…1; clamped, NaN becomes 0.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        DerivedShapeStyle(paint: _paint.opacity(opacity))
    }

    /// The second level of this style: ``HierarchicalShapeStyle`` moves one level down,
    /// any other style is drawn at 60 % opacity (see ``ResolvedPaint/levelOpacities``).
    ///
    /// ```swift
    /// Text("Subtitle").foregroundStyle(Color.blue.secondary)
    /// ```
    public var secondary: some ShapeStyle { DerivedShapeStyle(paint: _paint.level(1)) }

    /// The third level of this style (30 % opacity for a style without levels).
    public var tertiary: some ShapeStyle { DerivedShapeStyle(paint: _paint.level(2)) }

    /// The fourth level of this style (18 % opacity for a style without levels).
    public var quaternary: some ShapeStyle { DerivedShapeStyle(paint: _paint.level(3)) }

    /// The fifth level of this style (10 % opacity for a style without levels).
    public var quinary: some ShapeStyle { DerivedShapeStyle(paint: _paint.level(4)) }
}

/// A style derived from another by a modifier: it keeps only the paint it resolves to.
struct DerivedShapeStyle: ShapeStyle {
    let paint: ResolvedPaint

    var _paint: ResolvedPaint { paint }
}
