import Foundation

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 4))
    /// context.addFilter(.shadow(color: .black.opacity(0.4), radius: 6, y: 3))
    /// context.fill(Path(ellipseIn: rect), with: .color(.orange))
    /// ```
    ///
    /// Add a filter with ``GraphicsContext/addFilter(_:options:)``: it affects only what is drawn
    /// into the context afterwards, each operation on its own.
    ///
    /// Kinema draws blurs, shadows and the colour filters (brightness, contrast, saturation,
    /// grayscale, hue rotation, colour multiply and invert, luminance to alpha) with SVG filters;
    /// a projection transform applies its affine part to what is drawn.
    /// `alphaThreshold(min:max:color:)` is accepted and changes nothing.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            /// A filter the display list draws as a group around each operation.
            case group(DisplayList.Filter)
            /// A drop shadow cast by each operation.
            case shadow(DisplayList.Shadow)
            /// A transform applied after the context's (in canvas space).
            case projection(CGAffineTransform)
            /// Accepted, not drawn.
            case ignored
        }

        let kind: Kind

        /// Returns a filter that applies a Gaussian blur.
        ///
        /// ```swift
        /// context.addFilter(.blur(radius: 8))
        /// ```
        ///
        /// - Parameters:
        ///   - radius: The standard deviation of the Gaussian blur, in canvas points (the
        ///     context's transform does not scale it). Non-finite or non-positive radii blur
        ///     nothing.
        ///   - options: `opaque` keeps transparency from bleeding in at the edges;
        ///     `dithersResult` changes nothing.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            guard radius.isFinite, radius > 0 else { return Filter(kind: .ignored) }
            // The display list's blur radius is twice the standard deviation.
            return Filter(kind: .group(.blur(radius: radius * 2, opaque: options.contains(.opaque))))
        }

        /// Returns a filter that adds a shadow under what is drawn.
        ///
        /// ```swift
        /// context.addFilter(.shadow(color: .black.opacity(0.33), radius: 5, x: 2, y: 2))
        /// ```
        ///
        /// - Parameters:
        ///   - color: The shadow's colour (default black at 33 % opacity in linear sRGB).
        ///   - radius: How far the shadow spreads, as a view's `shadow(radius:)` (a Gaussian
        ///     of standard deviation `radius / 2`), in canvas points.
        ///   - x: The horizontal offset, in canvas points.
        ///   - y: The vertical offset, in canvas points.
        ///   - blendMode: Accepted; the shadow is drawn normally.
        ///   - options: Accepted; the shadow is drawn under the operation.
        ///
        /// Non-finite values count as 0. The context's transform does not move or scale the
        /// shadow. When several shadow filters apply, the last one added is drawn.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
            radius: CGFloat,
            x: CGFloat = 0,
            y: CGFloat = 0,
            blendMode: BlendMode = .normal,
            options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            return Filter(kind: .shadow(DisplayList.Shadow(
                color: color, radius: Swift.max(finite(radius), 0), x: finite(x), y: finite(y))))
        }

        /// Returns a filter that multiplies each colour component by the matching one of a colour.
        ///
        /// ```swift
        /// context.addFilter(.colorMultiply(.red))
        /// ```
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(kind: .group(.colorMultiply(color)))
        }

        /// Returns a filter that rotates the hue of each colour.
        ///
        /// ```swift
        /// context.addFilter(.hueRotation(.degrees(90)))
        /// ```
        public static func hueRotation(_ angle: Angle) -> Filter {
            guard angle.radians.isFinite else { return Filter(kind: .ignored) }
            return Filter(kind: .group(.hueRotation(angle)))
        }

        /// Returns a filter that adjusts saturation: 0 is grey, 1 leaves colours as they are.
        ///
        /// ```swift
        /// context.addFilter(.saturation(0.2))
        /// ```
        public static func saturation(_ amount: Double) -> Filter {
            amount.isFinite ? Filter(kind: .group(.saturation(amount))) : Filter(kind: .ignored)
        }

        /// Returns a filter that adds `amount` to each colour component.
        ///
        /// ```swift
        /// context.addFilter(.brightness(0.2))
        /// ```
        public static func brightness(_ amount: Double) -> Filter {
            amount.isFinite ? Filter(kind: .group(.brightness(amount))) : Filter(kind: .ignored)
        }

        /// Returns a filter that scales each component's distance from mid-grey by `amount`.
        ///
        /// ```swift
        /// context.addFilter(.contrast(1.5))
        /// ```
        public static func contrast(_ amount: Double) -> Filter {
            amount.isFinite ? Filter(kind: .group(.contrast(amount))) : Filter(kind: .ignored)
        }

        /// Returns a filter that inverts colours by `amount` (1 inverts fully, 0 not at all).
        ///
        /// ```swift
        /// context.addFilter(.colorInvert())
        /// ```
        ///
        /// A partial amount a maps each component c to a·(1 − c) + (1 − a)·c, which is a contrast
        /// of 1 − 2a; the amount is clamped to 0…1.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            guard amount.isFinite else { return Filter(kind: .ignored) }
            let amount = Swift.min(Swift.max(amount, 0), 1)
            return Filter(kind: .group(amount == 1 ? .colorInvert : .contrast(1 - 2 * amount)))
        }

        /// Returns a filter that removes `amount` (0…1) of the saturation.
        ///
        /// ```swift
        /// context.addFilter(.grayscale(1))
        /// ```
        public static func grayscale(_ amount: Double) -> Filter {
            amount.isFinite ? Filter(kind: .group(.grayscale(amount))) : Filter(kind: .ignored)
        }

        /// A filter that makes each pixel's opacity its luminance, with black colour.
        ///
        /// ```swift
        /// context.addFilter(.luminanceToAlpha)
        /// ```
        public static var luminanceToAlpha: Filter {
            Filter(kind: .group(.luminanceToAlpha))
        }

        /// Returns a filter that makes pixels with an alpha in `min…max` the colour, and the
        /// others transparent.
        ///
        /// ```swift
        /// context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
        /// ```
        ///
        /// > Note: Accepted; Kinema does not draw it.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .ignored)
        }

        /// Returns a filter that transforms what is drawn by a projection, in canvas space.
        ///
        /// ```swift
        /// context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 1, y: 0.5))))
        /// ```
        ///
        /// > Note: Kinema applies the projection's affine part (a perspective is dropped).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            let affine = CGAffineTransform(
                a: matrix.m11, b: matrix.m12, c: matrix.m21, d: matrix.m22, tx: matrix.m31, ty: matrix.m32)
            return Filter(kind: affine.isFinite ? .projection(affine) : .ignored)
        }
    }

    /// Options that configure a filter that you add to a graphics context.
    ///
    /// ```swift
    /// context.addFilter(.saturation(0.5), options: .linearColor)
    /// ```
    ///
    /// > Note: Kinema filters in sRGB: the option is accepted and changes nothing.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32

        /// Creates a set of filter options.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// An option that causes the filter to perform calculations in a linear color space.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Options that configure the graphics context filter that creates blur.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 6, options: .opaque))
    /// ```
    public struct BlurOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32

        /// Creates a set of blur options.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// An option that keeps the result opaque: transparency does not bleed in at the edges.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 2) }
        /// An option that dithers the result to reduce banding (changes nothing in Kinema).
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 4) }
    }

    /// Options that configure the graphics context filter that creates shadows.
    ///
    /// ```swift
    /// context.addFilter(.shadow(radius: 4, options: .shadowAbove))
    /// ```
    ///
    /// > Note: Accepted; Kinema always draws the shadow under the operation, and the operation.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt32

        /// Creates a set of shadow options.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// An option that draws the shadow above the object, rather than below it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// An option that draws only the shadow, and omits the source object.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// An option that inverts the alpha of the shadow.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// An option that composites the object and its shadow separately in the current layer.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Adds a filter that applies to later drawing operations.
    ///
    /// ```swift
    /// context.addFilter(.blur(radius: 2))
    /// context.fill(Path(ellipseIn: rect), with: .color(.pink))   // blurred
    /// ```
    ///
    /// Filters apply in the order they were added, to each operation on its own, inside the
    /// clip shapes in effect; a filter added before ``drawLayer(content:)`` applies to the layer
    /// as a whole.
    ///
    /// - Parameters:
    ///   - filter: The filter.
    ///   - options: Accepted; see ``FilterOptions``.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if case .ignored = filter.kind { return }
        filters.append(filter)
    }
}
