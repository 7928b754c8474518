import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// A shape describes its outline in the rectangle it is given (``path(in:)``). As a view, a shape
/// fills the space it is offered with the foreground style; ``fill(_:style:)`` and
/// ``stroke(_:lineWidth:)`` draw it with a colour or gradient.
///
/// Shapes are `Animatable`: a shape's `animatableData` interpolates under an animation and
/// `path(in:)` runs on every frame with the interpolated value.
///
/// ```swift
/// struct Wave: Shape {
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.minX, y: rect.midY))
///             for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
///                 path.addLine(to: CGPoint(x: x, y: rect.midY + sin(x / 20 + phase) * 10))
///             }
///         }
///     }
/// }
/// ```
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// An indication of how to style a shape.
    nonisolated static var role: ShapeRole { get }

    /// Returns the size of the view that will render the shape, given a proposed size.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Shapes fill by default.
    public nonisolated static var role: ShapeRole { .fill }

    /// The proposal, with 10 points for an unspecified dimension.
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    /// A shape's view: the shape filled with the foreground style.
    @MainActor public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// Ways of styling a shape.
public enum ShapeRole: Equatable, Hashable, Sendable {
    /// Indicates to the shape's style that SwiftUI fills the shape.
    case fill
    /// Indicates to the shape's style that SwiftUI applies a stroke to the shape's path.
    case stroke
    /// Indicates to the shape's style that SwiftUI uses the shape as a separator.
    case separator
}

/// A shape type that is able to inset itself to produce another shape.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 4)   // the stroke stays inside the frame
/// ```
nonisolated public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// Returns `self` inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}
