import Foundation
import KinemaCore

extension DisplayList.Filter {
    /// The affine map the filter makes of each pixel's red, green and blue (sRGB, not
    /// premultiplied): three rows of three weights and an offset, and a factor for the opacity.
    /// These are Filter Effects' matrices for `saturate`, `hueRotate` and the linear transfer
    /// functions, as renderers draw them. `nil` for a blur and for luminance to alpha, which are
    /// not such maps, and when a number is not finite.
    ///
    /// ```swift
    /// let invert = DisplayList.Filter.colorInvert.colorMatrix   // rows [-1, 0, 0, 1], …; opacity 1
    /// ```
    package var colorMatrix: (rows: [[Double]], opacity: Double)? {
        func saturate(_ s: Double) -> [[Double]] {
            [[0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0],
             [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0],
             [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0]]
        }
        func linear(_ slope: Double, _ intercept: Double) -> [[Double]] {
            [[slope, 0, 0, intercept], [0, slope, 0, intercept], [0, 0, slope, intercept]]
        }
        var opacity = 1.0
        let rows: [[Double]]
        switch self {
        case .blur, .luminanceToAlpha:
            return nil
        case .brightness(let amount):
            rows = linear(1, amount)
        case .contrast(let amount):
            rows = linear(amount, 0.5 - 0.5 * amount)
        case .saturation(let amount):
            rows = saturate(amount)
        case .grayscale(let amount):
            rows = saturate(1 - amount)
        case .hueRotation(let angle):
            let c = cos(angle.radians), s = sin(angle.radians)
            rows = [[0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0],
                    [0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0],
                    [0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0]]
        case .colorMultiply(let color):
            rows = [[color.red, 0, 0, 0], [0, color.green, 0, 0], [0, 0, color.blue, 0]]
            opacity = color.opacity
        case .colorInvert:
            rows = linear(-1, 1)
        }
        guard rows.allSatisfy({ $0.allSatisfy(\.isFinite) }), opacity.isFinite else { return nil }
        return (rows, opacity)
    }
}
