import Foundation

/// A linear gradient: colours change along the line from a start point to an end point, and stay
/// constant across it.
///
/// ```swift
/// Rectangle()
///     .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
/// ```
///
/// The unit points map into the frame of whatever is drawn with the gradient: (0, 0) is its
/// top-leading corner, (1, 1) its bottom-trailing one. Lines of equal colour are perpendicular to
/// the start–end line in the frame's own coordinates, so a diagonal gradient on a wide frame stays
/// at right angles. Beyond the two points the end colours continue; when the points coincide the
/// last stop's colour fills everything.
public struct LinearGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a gradient.
    ///
    /// ```swift
    /// LinearGradient(gradient: Gradient(colors: [.white, .black]), startPoint: .top, endPoint: .bottom)
    /// ```
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from colours spread evenly along it.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    /// ```
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from colour stops.
    ///
    /// ```swift
    /// LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 0.7)],
    ///                startPoint: .top, endPoint: .bottom)
    /// ```
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient's stops (sorted and clamped) between its two points.
    public var _paint: ResolvedPaint {
        .linearGradient(stops: ResolvedPaint.normalized(gradient.stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from a gradient.
    ///
    /// ```swift
    /// Capsule().fill(.linearGradient(Gradient(colors: [.mint, .blue]), startPoint: .leading, endPoint: .trailing))
    /// ```
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from colours spread evenly along it.
    ///
    /// ```swift
    /// Text("Hi").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    /// ```
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from colour stops.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)],
    ///                                  startPoint: .leading, endPoint: .trailing))
    /// ```
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from an ``AnyGradient``, such as a colour's standard gradient.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .leading, endPoint: .trailing))
    /// ```
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
