import Foundation

extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size, as many times as necessary to fill
        /// the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// The level of quality for rendering an image that requires interpolation, such as a scaled
    /// image.
    public enum Interpolation: Hashable, Sendable {
        /// A value that indicates SwiftUI doesn't interpolate image data.
        case none
        /// A value that indicates a low level of interpolation quality, which may speed up image
        /// rendering.
        case low
        /// A value that indicates a medium level of interpolation quality, between the low- and
        /// high-quality values.
        case medium
        /// A value that indicates a high level of interpolation quality, which may slow down image
        /// rendering.
        case high
    }

    /// A scale to apply to vector images relative to text.
    ///
    /// ```swift
    /// HStack { Image(systemName: "heart.fill").imageScale(.small); Text("Small") }
    /// ```
    ///
    /// Kinema sizes a symbol at 0.8 (small), 1 (medium, the default) and 1.3 (large) times the
    /// font's point size: AppKit documents the small scale as about 20 % smaller than medium and
    /// the large as about 30 % larger. Bitmap and SVG images are not scaled.
    public enum Scale: Hashable, Sendable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large

        /// The factor on the font's point size: 0.8, 1 or 1.3.
        package var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    ///
    /// ```swift
    /// Image("photo")
    ///     .resizable()
    ///     .frame(width: 200, height: 200)
    /// Image("brick").resizable(resizingMode: .tile)   // repeated at its natural size
    /// ```
    ///
    /// A resizable image takes the size it is offered; offered nothing (`nil`) in a dimension, it
    /// takes its natural size there, which is therefore its ideal size. Infinite or NaN offers
    /// count as nothing, negative ones as 0. Stretched, the image is scaled to its frame (a symbol
    /// too, unevenly if need be); tiled, it repeats at its natural size from the frame's top-left
    /// corner.
    ///
    /// - Parameters:
    ///   - capInsets: Inset values that indicate a portion of the image that SwiftUI doesn't
    ///     resize: the SVG renderer keeps corners of these sizes and stretches the edges and
    ///     middle between them (registered PNG, JPEG and SVG images).
    ///   - resizingMode: The mode by which SwiftUI resizes the image.
    /// - Returns: An image, with the new resizing behavior set.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return image
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    ///
    /// ```swift
    /// Image("glyph")
    ///     .renderingMode(.template)
    ///     .foregroundStyle(.blue)   // every non-transparent pixel blue
    /// ```
    ///
    /// - Parameter renderingMode: `.template` draws every non-transparent pixel of a registered
    ///   image in the foreground colour; `.original` draws it as it is; `nil` (the default) does
    ///   what the image's asset catalogue set asks (*Render As*), else draws it as it is. Symbols
    ///   are drawn in the foreground colour either way.
    /// - Returns: A modified image.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Specifies the current level of quality for rendering an image that requires
    /// interpolation.
    ///
    /// ```swift
    /// Image("pixel-art").interpolation(.none).resizable()
    /// ```
    ///
    /// - Parameter interpolation: The quality level. The SVG renderer asks for fast, unsmoothed
    ///   scaling (`image-rendering="optimizeSpeed"`) for `.none` and for quality scaling for
    ///   `.high`; the others leave it to the viewer.
    /// - Returns: An image with the given interpolation value set.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    ///
    /// ```swift
    /// Image("grid").antialiased(false)
    /// ```
    ///
    /// - Parameter isAntialiased: Accepted; the viewer of the SVG decides how edges are drawn.
    /// - Returns: An image with the antialiasing behavior set.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// Sets the rendering mode for symbol images within this view.
    ///
    /// ```swift
    /// Image(systemName: "exclamationmark.triangle.fill")
    ///     .symbolRenderingMode(.hierarchical)
    ///     .foregroundStyle(.orange)
    /// ```
    ///
    /// - Parameter mode: Accepted. Kinema's symbols are one layer, drawn in the foreground colour
    ///   in every mode (`.monochrome`'s rendering).
    /// - Returns: A view that uses the rendering mode you supply.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}
