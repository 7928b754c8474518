import Foundation
import KinemaDisplay

/// The images of one SVG document: where each image's bytes come from, and the definitions that
/// drawing them needs (tile patterns, template tints, the source of a nine-slice), each written
/// once in the order first used, so output is deterministic.
///
/// Bytes handed to the renderer under a name win over the ``ImageRegistry``; unusable bytes
/// (neither PNG, JPEG nor SVG) fall back to the registry, then to a placeholder.
struct SVGImages {
    /// Where an image's pixels come from: its `data:` URI and its size in points, when known, and
    /// for a self-contained SVG, the drawing to nest in the document instead.
    private struct Source {
        let uri: String
        let size: CGSize?
        var inline: SVGInlineImage? = nil
    }

    /// More tiles than this are drawn stretched instead: a pattern of millions of tiles would
    /// stall a viewer, and nobody can see them apart.
    static let maximumTileCount: CGFloat = 100_000

    private let direct: [String: Data]
    private let format: SVGFormat
    /// The `<defs>` content collected so far.
    private(set) var definitions = ""
    private var ids: [String: String] = [:]
    private var counts: [String: Int] = [:]
    private var sources: [String: Source?] = [:]

    init(direct: [String: Data], format: SVGFormat) {
        self.direct = direct
        self.format = format
    }

    /// The elements that draw `image` in `frame` (layout coordinates), tinted with `foreground`
    /// when it is a template; `nil` when there are no bytes to draw (the caller draws a
    /// placeholder). An empty frame draws nothing.
    mutating func elements(for image: DisplayList.ImageContent, in frame: CGRect, foreground: Color) -> [String]? {
        guard let source = source(named: image.name, isSystemSymbol: image.isSystemSymbol) else { return nil }
        guard frame.width > 0, frame.height > 0 else { return [] }
        let tile = Self.usableSize(source.size) ?? Self.usableSize(image.naturalSize)
        var elements: [String]
        if image.resizingMode == .tile, let tile,
           (frame.width / tile.width) * (frame.height / tile.height) <= Self.maximumTileCount {
            elements = [tiled(source, tile: tile, in: frame, interpolation: image.interpolation)]
        } else if image.resizingMode == .stretch, image.capInsets != EdgeInsets(), let size = Self.usableSize(source.size) {
            elements = nineSlice(source, size: size, insets: image.capInsets, in: frame, interpolation: image.interpolation)
        } else if let inline = source.inline {
            // Nested, so librsvg draws it as vectors at the frame's scale (see SVGInlineImage).
            elements = ["<svg" + box(frame) + " viewBox=\"\(inline.viewBox)\" preserveAspectRatio=\"none\">"
                + inline.body + "</svg>"]
        } else {
            elements = ["<image" + box(frame) + " preserveAspectRatio=\"none\"" + rendering(image.interpolation)
                + " xlink:href=\"\(source.uri)\"/>"]
        }
        guard image.isTemplate else { return elements }
        // Every non-transparent pixel in the foreground colour: flood the filter region with it,
        // kept where the image has alpha.
        let tint = definition(
            prefix: "image-tint",
            "x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"sRGB\">\n"
                + "      <feFlood\(format.paint(foreground, "flood"))/>\n"
                + "      <feComposite in2=\"SourceGraphic\" operator=\"in\"/>\n",
            element: "filter")
        if elements.count == 1, elements[0].hasSuffix("/>") {
            return [String(elements[0].dropLast(2)) + " filter=\"url(#\(tint))\"/>"]
        }
        return ["<g filter=\"url(#\(tint))\">"] + elements.map { "  " + $0 } + ["</g>"]
    }

    // MARK: - Drawing

    /// A rectangle filled with a pattern of the image at `tile` size, from the frame's corner.
    private mutating func tiled(
        _ source: Source, tile: CGSize, in frame: CGRect, interpolation: Image.Interpolation?
    ) -> String {
        let pattern = definition(
            prefix: "image-tile",
            "patternUnits=\"userSpaceOnUse\" x=\"\(format.number(frame.minX))\" y=\"\(format.number(frame.minY))\" "
                + "width=\"\(format.number(tile.width))\" height=\"\(format.number(tile.height))\">\n"
                + "      <image width=\"\(format.number(tile.width))\" height=\"\(format.number(tile.height))\" "
                + "preserveAspectRatio=\"none\"\(rendering(interpolation)) xlink:href=\"\(source.uri)\"/>\n",
            element: "pattern")
        return "<rect" + box(frame) + " fill=\"url(#\(pattern))\"/>"
    }

    /// The image cut in nine by its cap insets: corners kept at their size, edges stretched along
    /// one axis, the middle along both. Caps wider than the frame shrink in proportion.
    private mutating func nineSlice(
        _ source: Source, size: CGSize, insets: EdgeInsets, in frame: CGRect, interpolation: Image.Interpolation?
    ) -> [String] {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
        let left = clamp(insets.leading, size.width), right = clamp(insets.trailing, size.width - left)
        let top = clamp(insets.top, size.height), bottom = clamp(insets.bottom, size.height - top)
        let kx = left + right > frame.width ? frame.width / (left + right) : 1
        let ky = top + bottom > frame.height ? frame.height / (top + bottom) : 1
        let sourceX = [0, left, size.width - right, size.width], sourceY = [0, top, size.height - bottom, size.height]
        let drawnX = [0, left * kx, frame.width - right * kx, frame.width]
        let drawnY = [0, top * ky, frame.height - bottom * ky, frame.height]
        let picture = definition(
            prefix: "image-source",
            "width=\"\(format.number(size.width))\" height=\"\(format.number(size.height))\" "
                + "preserveAspectRatio=\"none\"\(rendering(interpolation)) xlink:href=\"\(source.uri)\"",
            element: "image")
        var elements: [String] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let width = drawnX[column + 1] - drawnX[column], height = drawnY[row + 1] - drawnY[row]
                let sourceWidth = sourceX[column + 1] - sourceX[column], sourceHeight = sourceY[row + 1] - sourceY[row]
                guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0 else { continue }
                let piece = CGRect(x: frame.minX + drawnX[column], y: frame.minY + drawnY[row], width: width, height: height)
                let viewBox = [sourceX[column], sourceY[row], sourceWidth, sourceHeight].map(format.number)
                elements.append(
                    "<svg" + box(piece) + " viewBox=\"\(viewBox.joined(separator: " "))\" preserveAspectRatio=\"none\">"
                        + "<use xlink:href=\"#\(picture)\"/></svg>")
            }
        }
        return elements
    }

    // MARK: - Helpers

    /// The bytes for `name`: handed to the renderer, else registered; none for a system symbol.
    private mutating func source(named name: String, isSystemSymbol: Bool) -> Source? {
        guard !isSystemSymbol else { return nil }
        if let known = sources[name] { return known }
        var found: Source?
        if let data = direct[name], let format = ImageHeader.format(of: data) {
            let derived = SVGImageSourceCache.derived(for: data, format: format)
            found = Source(uri: derived.uri, size: derived.headerSize, inline: derived.inline)
        } else if let entry = ImageRegistry.entry(named: name) {
            let derived = SVGImageSourceCache.derived(for: entry.data, format: entry.format)
            found = Source(uri: derived.uri, size: entry.size, inline: derived.inline)
        }
        sources[name] = .some(found)
        return found
    }

    /// ` x y width height` attributes for a rectangle.
    private func box(_ rect: CGRect) -> String {
        " x=\"\(format.number(rect.minX))\" y=\"\(format.number(rect.minY))\" "
            + "width=\"\(format.number(rect.width))\" height=\"\(format.number(rect.height))\""
    }

    /// The `image-rendering` attribute for an interpolation quality, or nothing.
    private func rendering(_ interpolation: Image.Interpolation?) -> String {
        switch interpolation {
        case .some(.none): " image-rendering=\"optimizeSpeed\""
        case .high: " image-rendering=\"optimizeQuality\""
        default: ""
        }
    }

    /// The id of a definition `<element id=… attributes>…</element>`, written once per distinct
    /// text. `body` holds the attributes after the id, then either `>` and child lines (closed
    /// with `</element>`) or nothing more (closed with `/>`).
    private mutating func definition(prefix: String, _ body: String, element: String) -> String {
        let key = element + body
        if let id = ids[key] { return id }
        counts[prefix, default: 0] += 1
        let id = "\(prefix)-\(counts[prefix] ?? 1)"
        ids[key] = id
        if body.hasSuffix("\n") {
            definitions += "    <\(element) id=\"\(id)\" " + body + "    </\(element)>\n"
        } else {
            definitions += "    <\(element) id=\"\(id)\" " + body + "/>\n"
        }
        return id
    }

    /// `size` when both sides are finite and positive.
    private static func usableSize(_ size: CGSize?) -> CGSize? {
        guard let size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        return size
    }
}
