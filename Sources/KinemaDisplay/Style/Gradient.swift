import Foundation

/// A colour gradient: colour stops, each at a location between 0 and 1.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])   // at 0, 0.5 and 1
/// let band = Gradient(stops: [
///     .init(color: .blue, location: 0),
///     .init(color: .blue, location: 0.4),   // solid to 40 %, then a blend
///     .init(color: .white, location: 1),
/// ])
/// Rectangle().fill(LinearGradient(gradient: sunset, startPoint: .top, endPoint: .bottom))
/// ```
///
/// The gradient keeps its stops as given. Drawn, they are sorted by location (stably, so two
/// stops at one location make a hard edge), locations are clamped to 0…1 and NaN reads as 0;
/// a gradient without stops draws nothing and one with a single stop draws that colour.
///
/// As a shape style a gradient draws like `AnyGradient`: linear, from top to bottom.
public struct Gradient: Hashable, Sendable, Codable {
    /// One colour stop in a gradient.
    ///
    /// ```swift
    /// Gradient.Stop(color: .red, location: 0.25)
    /// ```
    public struct Stop: Hashable, Sendable, Codable {
        /// The colour of the stop.
        public var color: Color

        /// The location of the stop along the gradient, 0…1.
        public var location: CGFloat

        /// Creates a colour stop.
        ///
        /// - Parameters:
        ///   - color: The colour at this stop.
        ///   - location: Where the stop lies along the gradient, 0…1. Kept as given; clamped
        ///     (NaN as 0) when drawn.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// A way to interpolate between a gradient's colours.
    ///
    /// > Note: Kinema draws every gradient interpolating in the output (sRGB) space, as
    /// > ``device`` does; ``perceptual`` is accepted and used by ``Color/mix(with:by:in:)``.
    public struct ColorSpace: Hashable, Sendable {
        private let isPerceptual: Bool

        /// Interpolates in the output colour space (sRGB-encoded components).
        public static let device = ColorSpace(isPerceptual: false)

        /// Interpolates in a perceptual colour space (Kinema uses Oklab).
        public static let perceptual = ColorSpace(isPerceptual: true)

        var usesOklab: Bool { isPerceptual }
    }

    /// The colour stops.
    public var stops: [Stop]

    /// Creates a gradient from colour stops.
    ///
    /// ```swift
    /// Gradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 0.8)])
    /// ```
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from colours spread evenly from 0 to 1.
    ///
    /// ```swift
    /// Gradient(colors: [.red, .green, .blue]).stops.map(\.location)   // [0, 0.5, 1]
    /// ```
    ///
    /// A single colour sits at location 0; no colours make a gradient without stops.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: CGFloat(index) / last)
        }
    }
}
