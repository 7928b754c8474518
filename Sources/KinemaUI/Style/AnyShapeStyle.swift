import Foundation

/// A type-erased shape style: any style, as one type.
///
/// ```swift
/// let fill: AnyShapeStyle = isSelected
///     ? AnyShapeStyle(.tint)
///     : AnyShapeStyle(LinearGradient(colors: [.gray, .black], startPoint: .top, endPoint: .bottom))
/// Circle().fill(fill)
/// ```
public struct AnyShapeStyle: Hashable, Sendable, ShapeStyle {
    // Every style resolves without an environment here, so the erased style is kept as what it
    // draws: comparable, hashable and free of existential boxes.
    private let paint: ResolvedPaint

    /// Creates a type-erased style from `style`.
    ///
    /// ```swift
    /// AnyShapeStyle(Color.red)
    /// ```
    public init<S: ShapeStyle>(_ style: S) {
        paint = style._paint
    }

    /// What the erased style draws.
    public var _paint: ResolvedPaint { paint }
}
