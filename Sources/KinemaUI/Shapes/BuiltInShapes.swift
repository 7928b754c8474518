import Foundation

/// A shape the display list draws natively when it is simply filled (a rectangle, a circle…): the
/// SVG gets `<rect>` and `<circle>` elements rather than paths.
protocol NativelyDrawnShape: Shape {
    /// The display-list shape, fitted to the item's frame as this shape fits its rectangle.
    nonisolated var displayShape: DisplayList.Shape { get }
}

extension NativelyDrawnShape {
    /// The display-list shape of `shape`, a value of this very type held as a `T` (a layer
    /// decided once that its shape type draws natively): no conformance lookup per frame.
    nonisolated static func displayShape<T>(of shape: T) -> DisplayList.Shape {
        precondition(T.self == Self.self, "a natively drawn shape of another type")
        return withUnsafePointer(to: shape) { pointer in
            UnsafeRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.displayShape
        }
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Rectangle().fill(.blue).frame(width: 40, height: 20)
/// ```
public struct Rectangle: InsettableShape, NativelyDrawnShape, Equatable {
    /// Creates a rectangle.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }

    nonisolated var displayShape: DisplayList.Shape { .rectangle }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.orange)
/// ```
public struct RoundedRectangle: InsettableShape, NativelyDrawnShape, Equatable {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape (continuous corners by default, as in SwiftUI).
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape with the same radius for both dimensions.
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The rectangle inset by `amount`, its corners shrinking by as much, as SwiftUI's do.
    public nonisolated func inset(by amount: CGFloat) -> some InsettableShape {
        _RoundedRectangleInset(base: self, amount: amount.isFinite ? amount : 0)
    }

    nonisolated var displayShape: DisplayList.Shape {
        .roundedRectangle(cornerRadius: min(cornerSize.width, cornerSize.height))
    }
}

/// A rectangular shape with rounded corners of different sizes.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
/// ```
public struct UnevenRoundedRectangle: InsettableShape, Equatable {
    /// The radii of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the shape.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The corner radii animate.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> { _Inset(base: self, amount: amount) }
}

/// A circle centered on the frame of the view containing it: its diameter is the frame's shorter
/// side.
///
/// ```swift
/// Circle().fill(.red).frame(width: 40, height: 40)
/// ```
public struct Circle: InsettableShape, NativelyDrawnShape, Equatable {
    /// Creates a circle.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }

    nonisolated var displayShape: DisplayList.Shape { .circle }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape, NativelyDrawnShape, Equatable {
    /// Creates an ellipse.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }

    nonisolated var displayShape: DisplayList.Shape { .ellipse }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle whose
/// corner radius is half its shorter side.
public struct Capsule: InsettableShape, NativelyDrawnShape, Equatable {
    /// The style of the capsule's ends.
    public var style: RoundedCornerStyle

    /// Creates a capsule (circular ends by default, as in SwiftUI).
    public nonisolated init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }

    nonisolated var displayShape: DisplayList.Shape { .capsule }
}

/// A shape inset by an amount on every side: what ``InsettableShape/inset(by:)`` returns for the
/// built-in shapes.
public struct _Inset<Base: InsettableShape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    nonisolated init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount.isFinite ? amount : 0
    }

    /// The base shape's data and the inset animate.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            var base = self.base
            base.animatableData = newValue.first
            self = _Inset(base: base, amount: newValue.second)
        }
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
    }

    public nonisolated func inset(by amount: CGFloat) -> _Inset<Base> {
        _Inset(base: base, amount: self.amount + amount)
    }
}

extension Path: Shape {
    /// A path is its own outline, whatever the rectangle.
    public nonisolated func path(in rect: CGRect) -> Path { self }

    /// A path has no body of its own: it fills with the foreground style.
    @MainActor public var body: _ShapeView<Path, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A type-erased shape value.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
public struct AnyShape: Shape, @unchecked Sendable {
    // @unchecked: the stored closure only calls the wrapped shape, which is Sendable.
    private let makePath: @Sendable (CGRect) -> Path
    private let fitting: @Sendable (ProposedViewSize) -> CGSize

    /// Create an any shape instance from a shape.
    public nonisolated init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        fitting = { shape.sizeThatFits($0) }
    }

    public nonisolated func path(in rect: CGRect) -> Path { makePath(rect) }

    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fitting(proposal) }
}

// MARK: - Static members

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of the given size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with rounded corners with different values.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with the given style of ends.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

/// A rounded rectangle inset by an amount: the frame shrinks on every side and the corners with it.
struct _RoundedRectangleInset: InsettableShape {
    var base: RoundedRectangle
    var amount: CGFloat

    var animatableData: AnimatablePair<RoundedRectangle.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        var corners = base
        corners.cornerSize = CGSize(width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
        return corners.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
    }

    nonisolated func inset(by amount: CGFloat) -> _RoundedRectangleInset {
        _RoundedRectangleInset(base: base, amount: self.amount + (amount.isFinite ? amount : 0))
    }
}
