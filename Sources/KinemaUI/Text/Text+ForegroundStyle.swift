import Foundation

extension Text {
    /// Sets the style of the text displayed by this view.
    ///
    /// ```swift
    /// Text("Done").foregroundStyle(.green)
    /// ```
    ///
    /// Colours style the text; a gradient paints it across the text's frame; the foreground
    /// style (`.primary`) leaves it to the environment's foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if style is Color { return foregroundColor(resolvedPaint(style)) }
        let paint = ResolvedPaint(style)
        switch paint {
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient:
            return modifyingStyle {
                if $0.color == nil {
                    $0.color = paint.fallbackColor
                    $0.paint = paint
                }
            }
        default:
            return foregroundColor(resolvedPaint(style))
        }
    }
}
