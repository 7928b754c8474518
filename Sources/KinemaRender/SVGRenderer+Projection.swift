import Foundation
import KinemaDisplay

// Items seen in perspective (`rotation3DEffect`, a perspective projection): SVG transforms are
// affine, so the renderer maps the item's geometry itself — the outline of a colour, shape or
// path, and the glyph outlines of text — through the item's projection, point by point, after
// flattening curves finely enough that the mapped polyline stays within a tenth of a point of the
// mapped curve. A tilted card is then a trapezoid, in every viewer.

extension SVGRenderer {
    /// The tolerance of flattening, in host points after the projection.
    static let projectionTolerance: CGFloat = 0.1

    /// The item drawn through its projection, in host coordinates; `nil` for what cannot be
    /// projected (images, whose pixels SVG can only map affinely, and a projection that sends part
    /// of the item to or behind the viewer), which is then drawn with the affine ``DisplayList/Item/transform``.
    func projectedElement(
        _ item: DisplayList.Item, filterID: String?, format: SVGFormat, paints: inout SVGPaintServers
    ) -> String? {
        guard let projection = item.projection else { return nil }
        let frame = item.frame.standardized
        // Every corner of the frame must stay in front of the viewer (w > 0).
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)]
        guard corners.allSatisfy({ projection.m13 * $0.x + projection.m23 * $0.y + projection.m33 > 1e-6 }) else {
            return nil
        }
        let foreground = item.foregroundColor ?? .primary
        // Paints are fitted to the frame's drawn bounds; stroke widths scale by the mean scale.
        let drawnFrame = frame.applying(item.transform)
        let t = item.transform
        let strokeScale = abs(t.a * t.d - t.b * t.c).squareRoot()
        var elements: [String] = []
        switch item.content {
        case .color(let color):
            let data = Self.projectedData(Path(frame), projection, format: format)
            elements.append("<path d=\"\(data)\"" + format.paint(color) + "/>")
        case .shape(let shape, let fill):
            let data = Self.projectedData(Self.path(of: shape, in: frame), projection, format: format)
            elements.append("<path d=\"\(data)\"" + format.paint(fill ?? foreground) + "/>")
        case .path(_, .layers(let layers)):
            for layer in layers {
                let data = Self.projectedData(layer.path.offsetBy(dx: frame.minX, dy: frame.minY), projection, format: format)
                guard !data.isEmpty else { continue }
                let color = layer.color ?? foreground
                elements.append("<path d=\"\(data)\"" + format.paint(layer.opacity < 1 ? color.opacity(max(layer.opacity, 0)) : color) + "/>")
            }
        case .path(let path, let drawing):
            let data = Self.projectedData(path.offsetBy(dx: frame.minX, dy: frame.minY), projection, format: format)
            if let element = pathElement(
                data: data, drawing, in: drawnFrame, foreground: foreground, format: format, paints: &paints,
                strokeScale: strokeScale) {
                elements.append(element)
            }
        case .text(let layout):
            // Emoji are pictures, which SVG maps only affinely: such text keeps the affine map.
            let hasEmoji = layout.lines.contains { $0.fragments.contains { $0.string.contains(where: FontMetricsTable.isEmoji) } }
            guard !hasEmoji, let text = projectedText(layout, in: frame, projection, color: foreground, format: format) else {
                return nil
            }
            elements.append(contentsOf: text)
        case .image:
            return nil
        }
        let body = elements.map { "    " + $0 + "\n" }.joined()
        let opacity = format.fraction(item.opacity)
        if let filterID {
            return "  <g opacity=\"\(opacity)\" filter=\"url(#\(filterID))\">\n" + body + "  </g>\n"
        }
        return "  <g opacity=\"\(opacity)\">\n" + body + "  </g>\n"
    }

    /// A built-in shape's outline in `frame`, as the SVG renderer draws it unprojected.
    package static func path(of shape: DisplayList.Shape, in frame: CGRect) -> Path {
        let shorter = min(frame.width, frame.height)
        switch shape {
        case .rectangle:
            return Path(frame)
        case .circle:
            return Path(ellipseIn: CGRect(x: frame.midX - shorter / 2, y: frame.midY - shorter / 2, width: shorter, height: shorter))
        case .ellipse:
            return Path(ellipseIn: frame)
        case .roundedRectangle(let cornerRadius):
            let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), shorter / 2) : 0
            return Path(roundedRect: frame, cornerRadius: radius)
        case .capsule:
            return Path(roundedRect: frame, cornerRadius: shorter / 2)
        }
    }

    /// Text as glyph outlines through the projection, one path per colour (see
    /// ``glyphOutlines(_:in:color:)``); `nil` when the faces' files are not installed.
    private func projectedText(
        _ layout: DisplayList.TextLayout, in frame: CGRect, _ projection: ProjectionTransform, color: Color,
        format: SVGFormat
    ) -> [String]? {
        guard let outlines = Self.glyphOutlines(layout, in: frame, color: color) else { return nil }
        return outlines.compactMap { fill, glyphs in
            let data = Self.projectedData(glyphs, projection, format: format)
            return data.isEmpty ? nil : "<path d=\"\(data)\"" + format.paint(fill) + "/>"
        }
    }

    /// Laid-out text as glyph outlines in `frame` (layout coordinates): each run's characters at
    /// the x the layout measured, gathered into one path per colour (the run's, or `color`), in
    /// the order the colours first appear. Emoji and characters the face has no outline for are
    /// left out; decorations are not drawn. `nil` when a run's face file is not installed.
    package static func glyphOutlines(_ layout: DisplayList.TextLayout, in frame: CGRect, color: Color) -> [(Color, Path)]? {
        let top = frame.minY + (frame.height - layout.size.height) / 2
        var pathsByColor: [(Color, Path)] = []
        for line in layout.lines where !line.fragments.isEmpty {
            let lineStart = lineStart(of: line, in: layout, frame: frame)
            let baseline = top + line.y + line.baseline
            for fragment in line.fragments {
                let run = layout.runs[fragment.run]
                guard run.font.size > 0, run.font.size.isFinite else { continue }
                guard let outlines = GlyphOutlines.face(run.font.face) else { return nil }
                let scale = run.font.size / CGFloat(outlines.unitsPerEm)
                let y = baseline - run.baselineOffset
                var x = lineStart + fragment.x
                var glyphs = Path()
                for character in fragment.string {
                    let advance = max(run.font.advance(of: character) + run.tracking, 0)
                    if !FontMetricsTable.isEmoji(character), let outline = outlines.outline(of: character) {
                        // Font units, y up, to host points, y down.
                        glyphs.addPath(outline, transform: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: x, ty: y))
                    }
                    x += advance
                }
                guard !glyphs.isEmpty else { continue }
                let fill = run.color ?? color
                if let index = pathsByColor.firstIndex(where: { $0.0 == fill }) {
                    pathsByColor[index].1.addPath(glyphs)
                } else {
                    pathsByColor.append((fill, glyphs))
                }
            }
        }
        return pathsByColor
    }

    /// Path data for `path` mapped through `projection`: lines map exactly (a projection keeps
    /// lines straight); curves are flattened first.
    static func projectedData(_ path: Path, _ projection: ProjectionTransform, format: SVGFormat) -> String {
        var data = ""
        var current = CGPoint.zero, start = CGPoint.zero
        func map(_ point: CGPoint) -> String {
            let mapped = point.applying(projection)
            return format.number(mapped.x.isFinite ? mapped.x : 0) + " " + format.number(mapped.y.isFinite ? mapped.y : 0)
        }
        func lines(_ count: Int, _ point: (CGFloat) -> CGPoint) {
            for step in 1...count {
                data += " L" + map(point(CGFloat(step) / CGFloat(count)))
            }
        }
        // Segments: enough that each piece's control polygon, once projected, is within the
        // tolerance of its chord (the square root of the deviation, as for a quadratic).
        func pieces(_ points: [CGPoint]) -> Int {
            let mapped = points.map { $0.applying(projection) }
            var length: CGFloat = 0
            for index in 1..<mapped.count {
                length += hypot(mapped[index].x - mapped[index - 1].x, mapped[index].y - mapped[index - 1].y)
            }
            guard length.isFinite else { return 1 }
            return min(max(Int((length / (8 * projectionTolerance)).squareRoot().rounded(.up)), 1), 256)
        }
        path.forEach { element in
            switch element {
            case .move(let to):
                data += (data.isEmpty ? "M" : " M") + map(to)
                current = to
                start = to
            case .line(let to):
                data += " L" + map(to)
                current = to
            case .quadCurve(let to, let control):
                let from = current
                lines(pieces([from, control, to])) { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                                   y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
                }
                current = to
            case .curve(let to, let control1, let control2):
                let from = current
                lines(pieces([from, control1, control2, to])) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                                   y: a * from.y + b * control1.y + c * control2.y + d * to.y)
                }
                current = to
            case .closeSubpath:
                data += " Z"
                current = start
            }
        }
        return data
    }
}
