import Foundation
import KinemaDisplay

extension SVGRenderer {
    /// The `<g>` (or, with a shadow, two nested `<g>`s) for one item, with its content.
    func itemElement(
        _ item: DisplayList.Item,
        filterID: String?,
        images: inout SVGImages,
        format: SVGFormat,
        paints: inout SVGPaintServers
    ) -> String {
        if item.projection != nil,
           let projected = projectedElement(item, filterID: filterID, format: format, paints: &paints) {
            return projected
        }
        let t = item.transform
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(format.number).joined(separator: " ")
        let opacity = format.fraction(item.opacity)
        let indent = filterID == nil ? "    " : "      "
        var body = ""
        for element in contentElements(item, images: &images, format: format, paints: &paints) {
            body += indent + element + "\n"
        }
        guard let filterID else {
            return "  <g transform=\"matrix(\(matrix))\" opacity=\"\(opacity)\">\n" + body + "  </g>\n"
        }
        // The filter sits outside the transform so the shadow's offset and blur are in host
        // coordinates; the opacity sits with it so the shadow fades with the item.
        return "  <g opacity=\"\(opacity)\" filter=\"url(#\(filterID))\">\n"
            + "    <g transform=\"matrix(\(matrix))\">\n" + body + "    </g>\n"
            + "  </g>\n"
    }

    /// The elements that draw an item's content in its frame, in layout coordinates.
    private func contentElements(
        _ item: DisplayList.Item, images: inout SVGImages, format: SVGFormat, paints: inout SVGPaintServers
    ) -> [String] {
        let frame = item.frame.standardized
        let foreground = item.foregroundColor ?? .primary
        switch item.content {
        case .color(let color):
            return [rectangle(frame, radius: 0, format: format) + format.paint(color) + "/>"]
        case .shape(let shape, let fill):
            return [shapeElement(shape, in: frame, format: format) + format.paint(fill ?? foreground) + "/>"]
        case .text(let layout):
            return textElements(layout, in: frame, color: foreground, format: format, paints: &paints)
        case .image(let image):
            return images.elements(for: image, in: frame, foreground: foreground)
                ?? imagePlaceholder(image.name, in: frame, format: format)
        case .path(let path, let drawing):
            return pathElement(path, drawing, in: frame, foreground: foreground, format: format, paints: &paints)
                .map { [$0] } ?? []
        }
    }

    /// A `<path>` for a path item, in layout coordinates (the path's origin is the frame's), or
    /// nothing for an empty path or an invisible stroke.
    private func pathElement(
        _ path: Path, _ drawing: DisplayList.PathDrawing, in frame: CGRect, foreground: Color, format: SVGFormat,
        paints: inout SVGPaintServers
    ) -> String? {
        let data = path.offsetBy(dx: frame.minX, dy: frame.minY).svgPathData { format.number($0) }
        return pathElement(data: data, drawing, in: frame, foreground: foreground, format: format, paints: &paints)
    }

    /// A `<path>` with path data `data` drawn as `drawing` (paints fitted to `frame`); a stroke's
    /// width is multiplied by `strokeScale`.
    func pathElement(
        data: String, _ drawing: DisplayList.PathDrawing, in frame: CGRect, foreground: Color, format: SVGFormat,
        paints: inout SVGPaintServers, strokeScale: CGFloat = 1
    ) -> String? {
        guard !data.isEmpty else { return nil }
        if case .layers(let layers) = drawing {
            // Each layer its own path, painted in order; its data offset as the item's.
            let offset = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            return layers.compactMap { layer -> String? in
                let layerData = layer.path.applying(offset).svgPathData { format.number($0) }
                guard !layerData.isEmpty else { return nil }
                let color = layer.color ?? foreground
                return "<path d=\"\(layerData)\"" + format.paint(layer.opacity < 1 ? color.opacity(max(layer.opacity, 0)) : color) + "/>"
            }.joined()
        }
        var element = "<path d=\"\(data)\""
        switch drawing {
        case .fill(let color, let eoFill):
            element += format.paint(color ?? foreground)
            if eoFill { element += " fill-rule=\"evenodd\"" }
        case .gradientFill(let paint, let eoFill):
            element += paints.attributes(for: paint, in: frame, foreground: [.color(foreground)])
            if eoFill { element += " fill-rule=\"evenodd\"" }
        case .stroke(let color, var style):
            style.lineWidth *= strokeScale
            let style = style.sanitised()
            guard style.lineWidth > 0 else { return nil }
            element += " fill=\"none\"" + format.paint(color ?? foreground, "stroke")
            element += strokeAttributes(style, format: format)
        case .layers:
            return nil
        case .gradientStroke(let paint, var style):
            style.lineWidth *= strokeScale
            let style = style.sanitised()
            guard style.lineWidth > 0 else { return nil }
            element += " fill=\"none\"" + paints.attributes(for: paint, as: .stroke, in: frame, foreground: [.color(foreground)])
            element += strokeAttributes(style, format: format)
        }
        return element + "/>"
    }

    /// A sanitised stroke style's SVG attributes after the paint: width, cap, join and dashes.
    private func strokeAttributes(_ style: StrokeStyle, format: SVGFormat) -> String {
        var element = " stroke-width=\"\(format.number(style.lineWidth))\""
        switch style.lineCap {
        case .round: element += " stroke-linecap=\"round\""
        case .square: element += " stroke-linecap=\"square\""
        default: break
        }
        switch style.lineJoin {
        case .round: element += " stroke-linejoin=\"round\""
        case .bevel: element += " stroke-linejoin=\"bevel\""
        default:
            if style.miterLimit != 4 { element += " stroke-miterlimit=\"\(format.number(style.miterLimit))\"" }
        }
        if !style.dash.isEmpty {
            element += " stroke-dasharray=\"\(style.dash.map { format.number($0) }.joined(separator: " "))\""
            if style.dashPhase != 0 { element += " stroke-dashoffset=\"\(format.number(style.dashPhase))\"" }
        }
        return element
    }

    /// The opening of the element for a shape fitted to `frame`, without its paint or `/>`.
    private func shapeElement(_ shape: DisplayList.Shape, in frame: CGRect, format: SVGFormat) -> String {
        let shorter = min(frame.width, frame.height)
        switch shape {
        case .rectangle:
            return rectangle(frame, radius: 0, format: format)
        case .circle:
            return "<circle cx=\"\(format.number(frame.midX))\" cy=\"\(format.number(frame.midY))\" "
                + "r=\"\(format.number(shorter / 2))\""
        case .ellipse:
            return "<ellipse cx=\"\(format.number(frame.midX))\" cy=\"\(format.number(frame.midY))\" "
                + "rx=\"\(format.number(frame.width / 2))\" ry=\"\(format.number(frame.height / 2))\""
        case .roundedRectangle(let cornerRadius):
            // SwiftUI limits the radius to half the shorter side; SVG would limit rx and ry
            // separately, which turns a large radius on a long frame into an ellipse-cornered box.
            let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), shorter / 2) : 0
            return rectangle(frame, radius: radius, format: format)
        case .capsule:
            return rectangle(frame, radius: shorter / 2, format: format)
        }
    }

    /// `<rect x y width height [rx ry]` for `frame`, without its paint or `/>`.
    private func rectangle(_ frame: CGRect, radius: CGFloat, format: SVGFormat) -> String {
        var element = "<rect x=\"\(format.number(frame.minX))\" y=\"\(format.number(frame.minY))\" "
            + "width=\"\(format.number(frame.width))\" height=\"\(format.number(frame.height))\""
        if format.number(radius) != "0" {
            element += " rx=\"\(format.number(radius))\" ry=\"\(format.number(radius))\""
        }
        return element
    }

    /// A stand-in for an image that was not registered: a light grey rounded rectangle with a thin
    /// border and the image's name.
    private func imagePlaceholder(_ name: String, in frame: CGRect, format: SVGFormat) -> [String] {
        // The 1-point border is inset by half its width so it stays inside the frame.
        let inset = min(0.5, frame.width / 2, frame.height / 2)
        let box = frame.insetBy(dx: inset, dy: inset)
        let radius = min(6, min(box.width, box.height) / 4)
        var elements = [
            rectangle(box, radius: radius, format: format) + format.paint(Self.placeholderFill)
                + format.paint(Self.placeholderBorder, "stroke") + " stroke-width=\"1\"/>"
        ]
        // The label shrinks to about fit a small box (a symbol's): a DejaVu character is about
        // 0.55 em wide on average.
        let fitting = frame.width / (0.55 * CGFloat(max(name.count, 1)))
        let label = DisplayList.TextLayout(name, font: .system(size: min(11, frame.height / 2, fitting)), alignment: .center)
        var plain = SVGPaintServers(precision: precision)  // the label is one colour: no servers
        if let label = textElement(label, in: frame, color: Self.placeholderText, format: format, paints: &plain) {
            elements.append(label)
        }
        return elements
    }

    // The light-mode system greys 6, 3 and 1 (see `Color`): a quiet box that reads as "image".
    private static let placeholderFill = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    private static let placeholderBorder = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255)
    private static let placeholderText = Color.gray
}
