import Foundation

/// A shape used to draw a button's border.
///
/// ```swift
/// Button("Play") { play() }
///     .buttonStyle(.borderedProminent)
///     .buttonBorderShape(.capsule)
/// ```
///
/// It affects buttons of the ``PrimitiveButtonStyle/bordered`` and
/// ``PrimitiveButtonStyle/borderedProminent`` styles. ``automatic`` and ``roundedRectangle`` take
/// the corner radius of the control size (5, 6, 8 and 12 points from mini to large); as a shape
/// on its own, outside a button, they are rounded by 8.
public struct ButtonBorderShape: InsettableShape, Equatable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        /// A rounded rectangle: `nil` takes the control size's radius.
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind
    /// How far the shape is inset in its rectangle (``inset(by:)``).
    let insetAmount: CGFloat

    nonisolated init(kind: Kind, insetAmount: CGFloat = 0) {
        self.kind = kind
        self.insetAmount = insetAmount.isFinite ? insetAmount : 0
    }

    /// A shape that defers to the system to determine an appropriate shape for the given context
    /// and platform.
    public nonisolated static let automatic = ButtonBorderShape(kind: .automatic)

    /// A capsule shape.
    public nonisolated static let capsule = ButtonBorderShape(kind: .capsule)

    /// A circular shape.
    public nonisolated static let circle = ButtonBorderShape(kind: .circle)

    /// A rounded rectangle shape.
    public nonisolated static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle shape.
    ///
    /// ```swift
    /// .buttonBorderShape(.roundedRectangle(radius: 4))
    /// ```
    ///
    /// - Parameter radius: The corner radius of the rectangle. A negative or NaN radius is 0; the
    ///   radius never exceeds half the shorter side.
    public nonisolated static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius.isNaN ? 0 : max(radius, 0)))
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    public nonisolated func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: min(insetAmount, rect.width / 2), dy: min(insetAmount, rect.height / 2))
        switch kind {
        case .capsule:
            return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
        case .circle:
            return Circle().path(in: rect)
        case .automatic:
            return Path(roundedRect: rect, cornerRadius: min(8, min(rect.width, rect.height) / 2))
        case .roundedRectangle(let radius):
            return Path(roundedRect: rect, cornerRadius: min(radius ?? 8, min(rect.width, rect.height) / 2))
        }
    }

    /// Returns this shape inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: kind, insetAmount: insetAmount + (amount.isFinite ? amount : 0))
    }

    /// The shape a bordered button of `size` draws: `automatic` and radius-less rounded rectangles
    /// take the size's corner radius.
    nonisolated func resolved(for size: ControlSize) -> ButtonBorderShape {
        switch kind {
        case .automatic, .roundedRectangle(nil):
            return ButtonBorderShape(kind: .roundedRectangle(ControlMetrics.borderedPadding(size).cornerRadius), insetAmount: insetAmount)
        default:
            return self
        }
    }
}

extension Shape where Self == ButtonBorderShape {
    /// A shape that defers to the environment to determine the resolved button border shape.
    ///
    /// ```swift
    /// Text("Tag").padding().background(.tint, in: .buttonBorder)
    /// ```
    ///
    /// > Note: As a shape on its own Kinema cannot read the environment, so this is
    /// > ``ButtonBorderShape/automatic``: a rectangle rounded by 8 points.
    public nonisolated static var buttonBorder: ButtonBorderShape { .automatic }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The border shape of bordered buttons below (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Yes") {}
    ///     Button("No") {}
    /// }
    /// .buttonStyle(.bordered)
    /// .buttonBorderShape(.capsule)
    /// ```
    ///
    /// The border shape is used to draw the platter for a bordered button: it affects buttons of
    /// the ``PrimitiveButtonStyle/bordered`` and ``PrimitiveButtonStyle/borderedProminent`` styles.
    ///
    /// - Parameter shape: The shape to use.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
