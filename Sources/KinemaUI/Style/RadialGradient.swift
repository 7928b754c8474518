import Foundation

/// A radial gradient: colours change with the distance from a centre, from a start radius to an
/// end radius, in points.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
/// ```
///
/// The centre is a unit point of the frame of whatever is drawn with the gradient. Inside the
/// start radius the first colour fills; beyond the end radius the last one does. An end radius
/// smaller than the start radius runs the colours inwards.
///
/// > Note: Radii are drawn clamped to 0 or more; a NaN or infinite radius is drawn as 0.
public struct RadialGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a gradient.
    ///
    /// ```swift
    /// RadialGradient(gradient: Gradient(colors: [.white, .blue]), center: .top, startRadius: 10, endRadius: 200)
    /// ```
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from colours spread evenly from the start radius to the end one.
    ///
    /// ```swift
    /// RadialGradient(colors: [.red, .black], center: .center, startRadius: 5, endRadius: 100)
    /// ```
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from colour stops.
    ///
    /// ```swift
    /// RadialGradient(stops: [.init(color: .white, location: 0.5), .init(color: .gray, location: 1)],
    ///                center: .center, startRadius: 0, endRadius: 80)
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient's stops (sorted and clamped) around its centre.
    public var _paint: ResolvedPaint {
        .radialGradient(
            stops: ResolvedPaint.normalized(gradient.stops), center: center,
            startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient from a gradient.
    ///
    /// ```swift
    /// Circle().fill(.radialGradient(Gradient(colors: [.white, .cyan]), center: .center, startRadius: 0, endRadius: 40))
    /// ```
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from colours spread evenly from the start radius to the end one.
    ///
    /// ```swift
    /// Circle().fill(.radialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 50))
    /// ```
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from colour stops.
    ///
    /// ```swift
    /// Circle().fill(.radialGradient(stops: [.init(color: .white, location: 0), .init(color: .blue, location: 1)],
    ///                               center: .center, startRadius: 0, endRadius: 50))
    /// ```
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from an ``AnyGradient``, such as a colour's standard gradient.
    ///
    /// ```swift
    /// Circle().fill(.radialGradient(Color.red.gradient, endRadius: 100))
    /// ```
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
