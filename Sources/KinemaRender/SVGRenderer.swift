import Foundation
import KinemaDisplay

/// Draws a ``DisplayList`` as a standalone SVG document, so a frame can be looked at in a browser
/// or compared with a stored snapshot.
///
/// ```swift
/// let list = DisplayList(items: [
///     .init(content: .shape(.circle, fill: .orange), frame: CGRect(x: 150, y: 150, width: 100, height: 100)),
///     .init(content: .text("Hello"), frame: CGRect(x: 100, y: 260, width: 200, height: 30)),
/// ])
/// let svg = SVGRenderer().render(list, size: CGSize(width: 400, height: 400))
/// try svg.write(toFile: "frame.svg", atomically: true, encoding: .utf8)
/// ```
///
/// The document is plain SVG 1.1, which browsers and other viewers (librsvg, Inkscape) draw alike.
/// Each item becomes a `<g>` with a
/// `transform="matrix(a b c d tx ty)"` (the item's ``DisplayList/Item/transform``) and an
/// `opacity`; its content is drawn in the item's ``DisplayList/Item/frame``:
///
/// - ``DisplayList/Content/color(_:)``: a `<rect>` filling the frame.
/// - ``DisplayList/Content/shape(_:fill:)``: a `<rect>`, `<circle>` or `<ellipse>` (rounded
///   rectangles and capsules are `<rect>`s with `rx`/`ry`), filled with the shape's fill, else
///   the item's foreground colour, else black.
/// - ``DisplayList/Content/text(_:)``: one `<text>` with one chunk per laid-out line, anchored by
///   the layout's alignment (`text-anchor` start, middle or end at the frame's leading edge,
///   centre or trailing edge), the block of lines centred vertically in the frame. Each run's
///   piece of a line is a `<tspan>` with its `font-family` (the DejaVu family it was measured
///   with first, e.g. `'DejaVu Sans', Verdana, sans-serif`), `font-size`, `font-weight`,
///   `font-style`, `letter-spacing` (tracking), `fill` (the run's colour, else the foreground
///   colour, else black) and `text-decoration`; baseline offsets move pieces with `dy`.
///   Decorations are drawn by the viewer, solid and in the text's colour: a decoration's own
///   colour and pattern stay in the display list only.
/// - ``DisplayList/Content/image(_:)``: the image's bytes — passed in `images`, else registered in
///   the ``ImageRegistry`` — embedded as a `data:` URI (PNG, JPEG, or SVG as `image/svg+xml`):
///   an `<image>` stretched to the frame (`preserveAspectRatio="none"`); tiled, a rectangle filled
///   with a `<pattern>` of the image at its natural size from the frame's corner; stretched with
///   cap insets, nine nested `<svg>` slices of one `<image>` definition. A template image gets a
///   filter that floods it with the foreground colour where it has alpha. Without bytes, and for
///   an unknown system symbol, a placeholder: a light grey rounded rectangle with a thin border
///   and the image's name in small grey text. (Symbols with artwork are path content.)
///
/// Items drawn together under a clip, mask, filter, blend mode or compositing group (their
/// ``DisplayList/Item/groups``) are wrapped in nested `<g>`s: a `<clipPath>`, a `<mask>` (made
/// alpha-only by a colour-matrix filter, as SwiftUI masks by alpha), a `<filter>` (blur with a
/// standard deviation of half the radius; colour effects as colour matrices and transfer
/// functions), CSS `mix-blend-mode`, or an isolated group with its opacity.
///
/// An item with a shadow is wrapped in an outer `<g>` that carries the shadow filter and the
/// opacity, so the shadow is drawn in host coordinates after the transform and fades with the
/// item. Each distinct shadow is defined once in `<defs>` as a filter that blurs the content's
/// alpha with a standard deviation of `radius / 2`, offsets it and floods it with the shadow's
/// colour: the SVG 1.1 primitives that Filter Effects' `feDropShadow` is defined as, spelled out
/// because viewers without `feDropShadow` leave the filtered item out altogether.
///
/// Numbers are rounded to `precision` decimals and written without trailing zeros or `-0`, so a
/// snapshot does not change when the last bits of a platform's maths do. Items whose frame or
/// transform is not finite are left out; text is escaped for XML.
public struct SVGRenderer: Sendable {
    /// The number of decimals kept in coordinates and lengths, 0…6. Opacities keep at least two.
    public let precision: Int

    /// The family list for charts' text: the system font where there is one, then a generic
    /// sans-serif. (Display-list text names the DejaVu family it was measured with.)
    static let fontFamily = "-apple-system, system-ui, Helvetica, Arial, sans-serif"

    /// How emoji in text are drawn.
    public let emoji: EmojiStyle

    /// How a renderer draws emoji in text.
    ///
    /// ```swift
    /// // The same drawing on every machine, font installed or not (stable snapshots):
    /// let svg = SVGRenderer(emoji: .artwork).render(host.displayList, size: host.size)
    /// ```
    public enum EmojiStyle: Sendable, Hashable {
        /// Each emoji is its glyph's picture from the installed colour emoji font (Noto Color
        /// Emoji, Debian's `fonts-noto-color-emoji`, or the file `KINEMA_EMOJI_FONT` names),
        /// embedded as a PNG; where no such font is installed, or it has no picture for the
        /// emoji, Kinema's artwork.
        case colorFont
        /// Kinema's own vector drawings of common emoji, and a neutral tile for the others: the
        /// same output whatever fonts the machine has.
        case artwork
    }

    /// Creates a renderer.
    ///
    /// ```swift
    /// let coarse = SVGRenderer(precision: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - precision: Decimals kept in coordinates and lengths (default 2). Values outside 0…6 are
    ///     clamped.
    ///   - emoji: How emoji in text are drawn (default: with the installed colour emoji font).
    public init(precision: Int = 2, emoji: EmojiStyle = .colorFont) {
        self.precision = min(max(precision, 0), 6)
        self.emoji = emoji
    }

    /// Renders one frame as an SVG document.
    ///
    /// ```swift
    /// let svg = SVGRenderer().render(
    ///     host.displayList,
    ///     size: CGSize(width: 400, height: 400),
    ///     background: nil,                          // transparent
    ///     images: ["avatar": try Data(contentsOf: avatarURL)]
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - displayList: The items to draw, back to front.
    ///   - size: The size of the host in points: the document's width, height and view box.
    ///     Negative or non-finite sizes count as 0.
    ///   - background: A colour filling the whole document first, or `nil` for a transparent one.
    ///     Default white.
    ///   - images: PNG, JPEG or SVG bytes by image name. They win over the ``ImageRegistry``:
    ///     an image item draws the bytes given here under its name, else the registered ones, else
    ///     a placeholder (bytes of another format count as none).
    /// - Returns: A complete SVG document, UTF-8 text ending in a newline.
    public func render(
        _ displayList: DisplayList,
        size: CGSize,
        background: Color? = .white,
        images: [String: Data] = [:]
    ) -> String {
        let format = SVGFormat(precision: precision)
        let width = format.number(Self.extent(size.width))
        let height = format.number(Self.extent(size.height))
        let items = displayList.items.filter(Self.isDrawable)

        // Shadows are told apart by their written filter, so two that differ only below the
        // precision share one definition; ids follow first use, so output is deterministic.
        var filterIDs: [String: String] = [:]
        var filters: [(id: String, primitives: String)] = []
        var itemFilters: [String?] = []
        for item in items {
            guard let primitives = item.shadow.flatMap({ Self.shadowPrimitives($0, format) }) else {
                itemFilters.append(nil)
                continue
            }
            if let id = filterIDs[primitives] {
                itemFilters.append(id)
            } else {
                let id = "shadow-\(filters.count + 1)"
                filterIDs[primitives] = id
                filters.append((id, primitives))
                itemFilters.append(id)
            }
        }

        // Items first: their gradients are collected as they are written, for the definitions.
        var paints = SVGPaintServers(precision: precision)
        var imageSheet = SVGImages(direct: images, format: format)
        var body = ""
        var groups = SVGGroupWriter(format: format, canvas: CGSize(width: Self.extent(size.width), height: Self.extent(size.height)))
        for (item, filterID) in zip(items, itemFilters) {
            if !item.groups.isEmpty || groups.isOpen { body += groups.transition(to: item.groups) }
            body += itemElement(item, filterID: filterID, images: &imageSheet, format: format, paints: &paints)
        }
        body += groups.finish()

        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            version="1.1" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">

            """
        if !filters.isEmpty || !paints.definitions.isEmpty || !imageSheet.definitions.isEmpty || groups.usesAlphaMask {
            svg += "  <defs>\n"
            svg += paints.definitions
            svg += imageSheet.definitions
            if groups.usesAlphaMask { svg += groups.alphaMaskDefinition }
            for filter in filters {
                // The filter region is the whole canvas, in host coordinates: the shadow is drawn
                // outside the item's transform, and nothing beyond the canvas is seen anyway.
                svg += "    <filter id=\"\(filter.id)\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" "
                svg += "width=\"\(width)\" height=\"\(height)\" color-interpolation-filters=\"sRGB\">\n"
                svg += filter.primitives
                svg += "    </filter>\n"
            }
            svg += "  </defs>\n"
        }
        if let background, background.opacity > 0 {
            svg += "  <rect width=\"\(width)\" height=\"\(height)\"\(format.paint(background))/>\n"
        }
        svg += body
        svg += "</svg>\n"
        return svg
    }

    /// Whether an item can be placed at all: a finite frame and transform.
    private static func isDrawable(_ item: DisplayList.Item) -> Bool {
        let f = item.frame, t = item.transform
        return [f.origin.x, f.origin.y, f.size.width, f.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty]
            .allSatisfy(\.isFinite)
    }

    /// A document dimension: negative or non-finite sizes become 0.
    private static func extent(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(value, 0) : 0
    }

    /// The filter primitives that draw a shadow under the source graphic, one indented line each,
    /// or `nil` when the shadow cannot be seen.
    private static func shadowPrimitives(_ shadow: DisplayList.Shadow, _ format: SVGFormat) -> String? {
        guard shadow.color.opacity > 0 else { return nil }
        let radius = shadow.radius.isFinite ? max(shadow.radius, 0) : 0
        let deviation = format.number(radius / 2)
        let indent = "      "
        var lines: [String] = []
        // A zero deviation is left out rather than written: SVG 1.1 viewers disagree on whether
        // a zero blur passes its input through or erases it.
        if deviation != "0" {
            lines.append("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(deviation)\"/>")
        }
        lines += [
            "<feOffset\(deviation == "0" ? " in=\"SourceAlpha\"" : "") dx=\"\(format.number(shadow.x))\" "
                + "dy=\"\(format.number(shadow.y))\" result=\"shadow\"/>",
            "<feFlood\(format.paint(shadow.color, "flood"))/>",
            "<feComposite in2=\"shadow\" operator=\"in\"/>",
            "<feMerge>",
            "  <feMergeNode/>",
            "  <feMergeNode in=\"SourceGraphic\"/>",
            "</feMerge>",
        ]
        return lines.map { indent + $0 + "\n" }.joined()
    }
}
