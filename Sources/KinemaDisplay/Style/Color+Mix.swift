import Foundation

extension Color {
    /// This colour mixed with `rhs` by `fraction`: 0 gives this colour, 1 gives `rhs`.
    ///
    /// ```swift
    /// Color.red.mix(with: .blue, by: 0.5, in: .device)   // the sRGB midpoint
    /// Color.red.mix(with: .blue, by: 0.5)                // the Oklab midpoint
    /// ```
    ///
    /// With ``Gradient/ColorSpace/device`` the sRGB-encoded components are interpolated linearly;
    /// with ``Gradient/ColorSpace/perceptual`` (the default) the colours are interpolated in Oklab
    /// (Björn Ottosson, "A perceptual color space for image processing", 2020), which keeps
    /// lightness even across the mix. Opacity is interpolated linearly in both.
    ///
    /// - Parameters:
    ///   - rhs: The colour to mix in.
    ///   - fraction: How much of `rhs`, 0…1; clamped, NaN becomes 0.
    ///   - colorSpace: Where to mix (default perceptual).
    /// - Returns: The mixed colour, clamped to sRGB.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let opacity = lerp(self.opacity, rhs.opacity)
        guard colorSpace.usesOklab else {
            return Color(red: lerp(red, rhs.red), green: lerp(green, rhs.green), blue: lerp(blue, rhs.blue), opacity: opacity)
        }
        let a = oklab, b = rhs.oklab
        return Color(oklab: (lerp(a.0, b.0), lerp(a.1, b.1), lerp(a.2, b.2)), opacity: opacity)
    }

    /// The colour in Oklab: (L, a, b).
    private var oklab: (Double, Double, Double) {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// A colour from Oklab coordinates, clamped to sRGB.
    private init(oklab: (Double, Double, Double), opacity: Double) {
        let (lightness, a, b) = oklab
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        self.init(
            red: Self.encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            green: Self.encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            blue: Self.encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
            opacity: opacity)
    }
}
