import Foundation

extension Gradient {
    /// This gradient, interpolating its colours in `space`.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(Gradient(colors: [.white, .blue]).colorSpace(.perceptual),
    ///                                  startPoint: .top, endPoint: .bottom))
    /// ```
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self).colorSpace(space)
    }
}

extension Gradient: ShapeStyle {
    /// A gradient used directly as a style runs from top to bottom.
    public var _paint: ResolvedPaint {
        .linearGradient(stops: ResolvedPaint.normalized(stops), startPoint: .top, endPoint: .bottom)
    }
}
