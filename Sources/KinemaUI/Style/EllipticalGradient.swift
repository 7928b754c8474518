import Foundation

/// A radial gradient drawn in the unit square and stretched to fill the frame, so its contours
/// are ellipses with the frame's proportions.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .indigo]))
/// ```
///
/// The centre is a unit point of the frame. The radii are fractions: 0 is the centre, 1 the full
/// width of the frame horizontally and its full height vertically, so the default end radius of
/// 0.5 reaches the frame's edges from its centre.
public struct EllipticalGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient from a gradient.
    ///
    /// ```swift
    /// EllipticalGradient(gradient: Gradient(colors: [.blue, .green]), center: .topLeading,
    ///                    startRadiusFraction: 0, endRadiusFraction: 1)
    /// ```
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from colours spread evenly between the two radii.
    ///
    /// ```swift
    /// EllipticalGradient(colors: [.red, .yellow])
    /// ```
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from colour stops.
    ///
    /// ```swift
    /// EllipticalGradient(stops: [.init(color: .blue, location: 0), .init(color: .green, location: 0.9)],
    ///                    center: .topLeading, startRadiusFraction: 0, endRadiusFraction: 1)
    /// ```
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// The gradient's stops (sorted and clamped) in the unit square.
    public var _paint: ResolvedPaint {
        .ellipticalGradient(
            stops: ResolvedPaint.normalized(gradient.stops), center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient from a gradient.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(Gradient(colors: [.white, .gray])))
    /// ```
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient from colours spread evenly between the two radii.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(colors: [.yellow, .orange]))
    /// ```
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient from colour stops.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(stops: [.init(color: .white, location: 0.3), .init(color: .black, location: 1)]))
    /// ```
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient from an ``AnyGradient``, such as a colour's standard gradient.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(Color.red.gradient))
    /// ```
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle {
        EllipticalGradient(
            gradient: gradient.gradient, center: center,
            startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
