import Foundation

extension GraphicsContext {
    /// The ways that a graphics context combines new content with background content.
    ///
    /// ```swift
    /// context.blendMode = .screen
    /// context.fill(Path(ellipseIn: rect), with: .color(.red))
    /// ```
    ///
    /// The raw values are Core Graphics' `CGBlendMode` values. Kinema draws the separable and
    /// non-separable modes CSS knows (`multiply` … `luminosity`, `plusLighter`) with
    /// `mix-blend-mode`; `clear`, `copy`, `sourceIn`, `sourceOut`, `sourceAtop`,
    /// `destinationOver`, `destinationIn`, `destinationOut`, `destinationAtop`, `xor` and
    /// `plusDarker` are accepted and draw as `normal`.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The Core Graphics blend mode number.
        public let rawValue: Int32

        /// Creates a blend mode from a Core Graphics blend mode number.
        ///
        /// ```swift
        /// let multiply = GraphicsContext.BlendMode(rawValue: 1)   // .multiply
        /// ```
        public init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// Paints the source over the background.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// Multiplies the source by the background.
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// Multiplies the inverses of the source and the background, and inverts the result.
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiplies or screens, depending on the background.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// Keeps the darker of source and background.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// Keeps the lighter of source and background.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// Brightens the background to reflect the source.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// Darkens the background to reflect the source.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// Darkens or lightens, depending on the source, softly.
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Multiplies or screens, depending on the source.
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// Subtracts the darker from the lighter colour.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// Like difference, with lower contrast.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The source's hue with the background's saturation and luminosity.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The source's saturation with the background's hue and luminosity.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The source's hue and saturation with the background's luminosity.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The source's luminosity with the background's hue and saturation.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Clears the background (drawn as normal by Kinema).
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// Replaces the background (drawn as normal by Kinema).
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// The source where the background is opaque (drawn as normal by Kinema).
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// The source where the background is transparent (drawn as normal by Kinema).
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// The source over the background, only where the background is (drawn as normal).
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// The background over the source (drawn as normal by Kinema).
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// The background where the source is opaque (drawn as normal by Kinema).
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// The background where the source is transparent (drawn as normal by Kinema).
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// The background over the source, only where the source is (drawn as normal).
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// Source and background where the other is transparent (drawn as normal by Kinema).
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// The sum of source and background, less one, clamped (drawn as normal by Kinema).
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// The sum of source and background, clamped.
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The display list's blend mode for this one, or `nil` where the renderer would draw
        /// it as normal anyway.
        var displayMode: KinemaUI.BlendMode? {
            switch rawValue {
            case 1: .multiply
            case 2: .screen
            case 3: .overlay
            case 4: .darken
            case 5: .lighten
            case 6: .colorDodge
            case 7: .colorBurn
            case 8: .softLight
            case 9: .hardLight
            case 10: .difference
            case 11: .exclusion
            case 12: .hue
            case 13: .saturation
            case 14: .color
            case 15: .luminosity
            case 27: .plusLighter
            default: nil
            }
        }
    }

    /// Options that affect the use of clip shapes.
    ///
    /// ```swift
    /// context.clip(to: Path(ellipseIn: hole), options: .inverse)   // draw everywhere but the hole
    /// ```
    public struct ClipOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32

        /// Creates a set of clip options.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// An option to invert the shape or layer alpha as the clip mask: `1 − alpha` instead of
        /// `alpha`.
        ///
        /// > Note: Kinema inverts clip paths; ``GraphicsContext/clipToLayer(opacity:options:content:)``
        /// > ignores it.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Options that affect the rendering of color gradients.
    ///
    /// ```swift
    /// .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 20, y: 0), options: .repeat)
    /// ```
    ///
    /// > Note: Kinema's gradients always extend their end colours: the options are accepted and
    /// > change nothing.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32

        /// Creates a set of gradient options.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// An option that repeats the gradient outside its nominal range.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// An option that repeats the gradient outside its nominal range, reflecting every other
        /// instance.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// An option that interpolates the gradient using linear-space colour values.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
