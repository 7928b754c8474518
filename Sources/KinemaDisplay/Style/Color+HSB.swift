import Foundation

extension Color {
    /// Creates a colour from hue, saturation and brightness (HSB, also called HSV), in sRGB.
    ///
    /// ```swift
    /// Color(hue: 0, saturation: 1, brightness: 1)       // red (1, 0, 0)
    /// Color(hue: 1.0 / 3, saturation: 1, brightness: 1) // green (0, 1, 0)
    /// Color(hue: 0.1639, saturation: 1, brightness: 1)  // lemon yellow
    /// ```
    ///
    /// The conversion is the standard hexcone one (Smith, "Color Gamut Transform Pairs",
    /// SIGGRAPH 1978): with h = 6·hue, f = h − ⌊h⌋, p = b(1 − s), q = b(1 − s·f) and
    /// t = b(1 − s(1 − f)), sector ⌊h⌋ mod 6 gives (r, g, b) = (b, t, p), (q, b, p), (p, b, t),
    /// (p, q, b), (t, p, b) or (b, p, q).
    ///
    /// - Parameters:
    ///   - hue: The position on the colour wheel, 0…1 for 0°…360°. It wraps, so 1 and 0 are both
    ///     red and −0.25 is 0.75; a NaN or infinite hue reads as 0.
    ///   - saturation: 0 (grey) …1 (full colour); clamped, NaN becomes 0.
    ///   - brightness: 0 (black) …1; clamped, NaN becomes 0.
    ///   - opacity: 0…1 (default 1); clamped, NaN becomes 0.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = saturation.isNaN ? 0 : min(max(saturation, 0), 1)
        let v = brightness.isNaN ? 0 : min(max(brightness, 0), 1)
        let sector = hue * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (red, green, blue): (Double, Double, Double) = switch index {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
}
