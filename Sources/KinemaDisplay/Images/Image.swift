import Foundation

/// A view that displays an image.
///
/// ```swift
/// // A symbol: Kinema's own artwork, sized by the font, drawn in the foreground colour.
/// Image(systemName: "heart.fill")
///     .font(.largeTitle)
///     .foregroundStyle(.red)
///     .scaleEffect(isLiked ? 1.3 : 1)
///
/// // A registered picture, stretched to a frame.
/// Image("photo")
///     .resizable()
///     .frame(width: 200, height: 200)
/// ```
///
/// **Named images** are looked up in the ``ImageRegistry``, then in the asset catalogues (see
/// `AssetCatalogs`): a PNG, JPEG or SVG has its natural size in points, and the SVG renderer
/// embeds its bytes. A name found nowhere has ``defaultSize`` and draws as a labelled
/// placeholder.
///
/// **System images** (`Image(systemName:)`) are drawn from Kinema's own vector artwork for about
/// ninety common names — hearts, stars, checkmarks, arrows, chevrons, media controls, weather,
/// everyday objects (see <doc:Images> for the list). A symbol is as tall as the font in effect
/// is large (17 points for `.body`), times the image scale (``Scale``); its strokes follow the
/// font's weight; it is one filled path in the foreground colour. An unknown name draws as a
/// placeholder one point size square.
///
/// **Layout.** An image has a fixed size, its natural size, until ``resizable(capInsets:resizingMode:)``
/// makes it take the size it is offered (its natural size when offered nothing), stretched or
/// tiled.
///
/// > Note: Kinema has no SF Symbols font. Labels are accepted for accessibility only, and system symbols are Kinema's own
/// > drawings in the spirit of the names, not Apple's. `variableValue` is accepted and ignored.
public struct Image: Equatable, Sendable {
    /// The size of a named image that is not registered: 100 × 100 points.
    public static let defaultSize = CGSize(width: 100, height: 100)

    /// Where the image comes from.
    package enum Source: Equatable, Sendable {
        /// A name looked up in the registry.
        case named(String)
        /// A system symbol's name, or a custom symbol's key (``CustomSymbols/key(for:)``).
        case system(String)
        /// A name drawn at a size given in code (Kinema's `init(_:size:)`).
        case sized(String, CGSize)
    }

    package var source: Source
    /// The cap insets and mode when resizable; `nil` for a fixed-size image.
    package var resizing: Resizing?
    package var renderingMode: TemplateRenderingMode?
    /// Whether the image's asset catalogue set asks to be drawn as a template; what
    /// `renderingMode(nil)` (the default) follows.
    package var catalogPrefersTemplate = false
    package var symbolRenderingMode: SymbolRenderingMode?
    package var interpolation: Interpolation?
    package var isAntialiased = true

    package struct Resizing: Equatable, Sendable {
        package var capInsets: EdgeInsets
        package var mode: ResizingMode
    }

    package init(source: Source) {
        self.source = source
    }

    /// Whether the image draws as a template: as `renderingMode(_:)` says, else as its asset
    /// catalogue set asks.
    package var drawsAsTemplate: Bool {
        (renderingMode ?? (catalogPrefersTemplate ? .template : .original)) == .template
    }

    /// Creates a system symbol image.
    ///
    /// ```swift
    /// Image(systemName: "star.fill")
    ///     .font(.title)
    ///     .foregroundStyle(.yellow)
    /// ```
    ///
    /// - Parameter systemName: The symbol's name. Names Kinema has artwork for draw it; any other
    ///   name draws a labelled placeholder the size of a symbol.
    public init(systemName: String) {
        self.init(source: .system(systemName))
    }

    /// Creates a system symbol image with a variable value.
    ///
    /// ```swift
    /// Image(systemName: "speaker.wave.3", variableValue: volume)
    /// ```
    ///
    /// - Parameters:
    ///   - systemName: The symbol's name.
    ///   - variableValue: Accepted and ignored: Kinema's symbols have no variable parts.
    public init(systemName: String, variableValue: Double?) {
        self.init(source: .system(systemName))
    }

    /// Creates a named image with an explicit natural size (a Kinema addition, for images whose
    /// bytes are only handed to the renderer).
    ///
    /// ```swift
    /// Image("avatar", size: CGSize(width: 64, height: 64))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The image's name: the renderer draws the bytes registered or passed under it.
    ///   - size: The natural size. Negative or non-finite sides count as 0.
    public init(_ name: String, size: CGSize) {
        self.init(source: .sized(name, CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)))
    }
}
