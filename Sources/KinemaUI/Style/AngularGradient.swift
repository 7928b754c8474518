import Foundation

/// An angular (conic) gradient: colours change with the angle around a centre.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
/// Circle().strokeBorder(AngularGradient(gradient: Gradient(colors: [.blue, .cyan]), center: .center,
///                                       startAngle: .degrees(0), endAngle: .degrees(270)), lineWidth: 8)
/// ```
///
/// Angles run clockwise from the positive x axis (3 o'clock), as everywhere in SwiftUI; the centre
/// is a unit point of the frame of whatever is drawn with the gradient. Location 0 of the gradient
/// lies at the start angle and location 1 at the end angle. As SwiftUI documents: when the end
/// angle is more than a full turn past the start, only the last full turn is drawn; when it is
/// less, the rest of the circle blends from the colour at location 1 to the one at location 0,
/// switching halfway across. Equal start and end angles draw one full turn from that angle.
///
/// > Note: SVG has no conic gradient; Kinema's SVG renderer draws one as thin wedges, each a solid
/// > colour (see `SVGPaintServers` in KinemaRender).
public struct AngularGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient from a gradient.
    ///
    /// ```swift
    /// AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center)   // a full turn
    /// ```
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from colours spread evenly from the start angle to the end one.
    ///
    /// ```swift
    /// AngularGradient(colors: [.orange, .pink], center: .center, startAngle: .degrees(-90), endAngle: .degrees(90))
    /// ```
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from colour stops.
    ///
    /// ```swift
    /// AngularGradient(stops: [.init(color: .green, location: 0), .init(color: .red, location: 1)],
    ///                 center: .center, startAngle: .zero, endAngle: .degrees(180))
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that makes one full turn, starting at `angle`.
    ///
    /// ```swift
    /// AngularGradient(gradient: Gradient(colors: [.red, .blue, .red]), center: .center, angle: .degrees(-90))
    /// ```
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient from colours spread evenly over one full turn from `angle`.
    ///
    /// ```swift
    /// AngularGradient(colors: [.red, .yellow, .red], center: .center)
    /// ```
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from colour stops over one full turn from `angle`.
    ///
    /// ```swift
    /// AngularGradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)], center: .center)
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The gradient's stops (sorted and clamped) around its centre. Equal angles are written as
    /// the full turn they draw (end = start + 360°), so `init(gradient:center:)` — whichever of
    /// its two defaulted forms the compiler picks — resolves to one paint, and animating to a
    /// partial sweep shrinks the turn rather than growing from nothing.
    public var _paint: ResolvedPaint {
        .angularGradient(
            stops: ResolvedPaint.normalized(gradient.stops), center: center,
            startAngle: startAngle, endAngle: endAngle == startAngle ? startAngle + .degrees(360) : endAngle)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from a gradient.
    ///
    /// ```swift
    /// Circle().fill(.angularGradient(Gradient(colors: [.red, .blue]), center: .center,
    ///                                startAngle: .zero, endAngle: .degrees(180)))
    /// ```
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from colours spread evenly from the start angle to the end one.
    ///
    /// ```swift
    /// Circle().fill(.angularGradient(colors: [.green, .blue], center: .center,
    ///                                startAngle: .zero, endAngle: .degrees(360)))
    /// ```
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from colour stops.
    ///
    /// ```swift
    /// Circle().fill(.angularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
    ///                                center: .center, startAngle: .zero, endAngle: .degrees(90)))
    /// ```
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from an ``AnyGradient``, such as a colour's standard gradient.
    ///
    /// ```swift
    /// Circle().fill(.angularGradient(Color.blue.gradient, startAngle: .zero, endAngle: .degrees(180)))
    /// ```
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> some ShapeStyle {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that makes one full turn from `angle`.
    ///
    /// ```swift
    /// Circle().fill(.conicGradient(Gradient(colors: [.red, .yellow, .red]), center: .center))
    /// ```
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient from colours spread evenly over one full turn from `angle`.
    ///
    /// ```swift
    /// Circle().fill(.conicGradient(colors: [.red, .green, .blue, .red], center: .center))
    /// ```
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient from colour stops over one full turn from `angle`.
    ///
    /// ```swift
    /// Circle().fill(.conicGradient(stops: [.init(color: .white, location: 0), .init(color: .gray, location: 1)],
    ///                              center: .center))
    /// ```
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// A conic gradient from an ``AnyGradient`` that makes one full turn from `angle`.
    ///
    /// ```swift
    /// Circle().fill(.conicGradient(Color.purple.gradient, angle: .degrees(-90)))
    /// ```
    public static func conicGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
    ) -> some ShapeStyle {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}
