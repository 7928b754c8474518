import Foundation

extension Color {
    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space (Kinema draws it as sRGB).
        case displayP3
    }

    /// Creates a constant color from red, green, and blue component values in a color space.
    ///
    /// ```swift
    /// Color(.sRGB, red: 1, green: 0.5, blue: 0)
    /// ```
    ///
    /// > Note: Kinema draws in sRGB: linear components are converted with the sRGB transfer
    /// > function; Display P3 components are used as they are.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGBLinear:
            self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), opacity: opacity)
        case .sRGB, .displayP3:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// Creates a constant grayscale color in a color space.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
