import Foundation
import KinemaDisplay

/// A colour filter as the affine map it makes of each pixel's red, green and blue
/// (``DisplayList/Filter/colorMatrix``), applied to the colours an item paints with rather than
/// to its pixels.
///
/// An affine map commutes with the blending of a gradient's stops and leaves coverage alone, so
/// a fill, a stroke or a gradient filtered this way draws the pixels the filter would make of
/// them. It differs only where translucent items of one filter group overlap (the filter sees
/// them composited) and where a stop's mapped colour leaves 0…1 (the filter clamps each pixel).
struct LottieColorFilter {
    /// Rows for red, green and blue: three weights and an offset.
    var rows: [[Double]]
    /// What the colour's opacity is multiplied by.
    var opacity = 1.0

    /// The map of a colour filter (``DisplayList/Filter/colorMatrix``); `nil` for a blur and
    /// for luminance to alpha, which move or make coverage.
    init?(_ filter: DisplayList.Filter) {
        guard let matrix = filter.colorMatrix else { return nil }
        rows = matrix.rows
        opacity = matrix.opacity
    }

    /// `color` mapped, each component clamped to 0…1 as the filter clamps.
    func applied(to color: Color) -> Color {
        let input = [color.red, color.green, color.blue]
        func component(_ row: [Double]) -> Double {
            min(max(row[0] * input[0] + row[1] * input[1] + row[2] * input[2] + row[3], 0), 1)
        }
        return Color(red: component(rows[0]), green: component(rows[1]), blue: component(rows[2]),
                     opacity: min(max(color.opacity * opacity, 0), 1))
    }

    /// A drawing with every colour of its paint mapped.
    func applied(to drawing: LottieDrawing) -> LottieDrawing {
        var drawing = drawing
        func mapped(_ gradient: LottieGradient) -> LottieGradient {
            var gradient = gradient
            gradient.stops = gradient.stops.map { Gradient.Stop(color: applied(to: $0.color), location: $0.location) }
            return gradient
        }
        switch drawing.paint {
        case .fill(let color, let evenOdd): drawing.paint = .fill(applied(to: color), evenOdd: evenOdd)
        case .stroke(let color, let style): drawing.paint = .stroke(applied(to: color), style)
        case .gradientFill(let gradient, let evenOdd): drawing.paint = .gradientFill(mapped(gradient), evenOdd: evenOdd)
        case .gradientStroke(let gradient, let style): drawing.paint = .gradientStroke(mapped(gradient), style)
        }
        return drawing
    }
}
