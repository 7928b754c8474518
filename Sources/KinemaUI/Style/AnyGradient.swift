import Foundation

/// A colour gradient as a shape style: drawn linear from the top centre to the bottom centre.
///
/// ```swift
/// Rectangle().fill(.blue.gradient)
/// Circle().fill(.radialGradient(Color.orange.gradient, endRadius: 50))
/// ```
///
/// The gradient helpers that take one (`.linearGradient(_:startPoint:endPoint:)`,
/// `.radialGradient(_:center:startRadius:endRadius:)`, …) place it differently.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    /// The stops.
    let gradient: Gradient
    /// The colour space it asks to be interpolated in.
    let space: Gradient.ColorSpace

    /// Creates a gradient style from a gradient.
    ///
    /// ```swift
    /// let style = AnyGradient(Gradient(colors: [.mint, .teal]))
    /// ```
    public init(_ gradient: Gradient) {
        self.init(gradient, space: .device)
    }

    private init(_ gradient: Gradient, space: Gradient.ColorSpace) {
        self.gradient = gradient
        self.space = space
    }

    /// This gradient, interpolating its colours in `space`.
    ///
    /// > Note: Kinema draws gradients interpolating in sRGB whatever the space; see
    /// > ``Gradient/ColorSpace``.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient, space: space)
    }

    /// Linear, from the top centre (0.5, 0) to the bottom centre (0.5, 1).
    public var _paint: ResolvedPaint {
        .linearGradient(stops: ResolvedPaint.normalized(gradient.stops), startPoint: .top, endPoint: .bottom)
    }
}

extension Color {
    /// The standard gradient for this colour: a subtle vertical blend through it.
    ///
    /// ```swift
    /// Rectangle().fill(.blue.gradient)
    /// ```
    ///
    /// > Note: SwiftUI does not publish how its standard gradient is made. Kinema's runs from the
    /// > colour mixed with 10 % white at the top to the colour mixed with 10 % black at the
    /// > bottom (in sRGB components, opacity kept), so it reads as the colour, lit from above.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [
            mix(with: Color(red: 1, green: 1, blue: 1, opacity: opacity), by: 0.1, in: .device),
            mix(with: Color(red: 0, green: 0, blue: 0, opacity: opacity), by: 0.1, in: .device),
        ]))
    }
}
