import Foundation
import KinemaDisplay
import KinemaRender

extension CairoCanvas {
    /// Draws one item: its content under its transform (or through its projection), then, when
    /// it is translucent or casts a shadow, its layer with the shadow under it at its opacity.
    mutating func draw(_ item: DisplayList.Item) throws {
        // NaN is 0, as the SVG renderer draws it; infinities clamp.
        let opacity = item.opacity.isNaN ? 0 : min(max(item.opacity, 0), 1)
        guard opacity > 0 else { return }
        // A transform that flattens the item (scaled to nothing) draws nothing, as in SVG; cairo
        // would refuse it and stop drawing anything after it.
        let t = item.transform
        let determinant = Double(t.a) * Double(t.d) - Double(t.b) * Double(t.c)
        guard item.projection != nil || (determinant.isNormal && abs(determinant) > 1e-12 && abs(determinant) < 1e24) else { return }
        let shadow = item.shadow.flatMap { $0.color.opacity > 0 ? $0 : nil }
        let separate = opacity < 1 || shadow != nil
        if separate { try pushLayer(.item) }
        cairo.save(context)
        if let projection = item.projection, Self.isInFront(item.frame.standardized, projection) {
            drawContent(item, map: { $0.applying(projection) })
        } else {
            let matrix = CairoMatrix(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo.transform(context, matrix)
            drawContent(item, map: nil)
        }
        cairo.restore(context)
        guard separate else { return }
        let layer = popLayer()
        defer { cairo.surfaceDestroy(layer.surface) }
        if let shadow {
            // The shadow is the content's alpha, blurred, in the shadow's colour, offset in host
            // points; the item's opacity applies to both together.
            try pushLayer(.item)
            if let cast = CairoPixels(cairo: cairo, surface: layer.surface).shadow(shadow, scale: scale) {
                composite(cast, offset: CGPoint(x: shadow.x * CGFloat(scale), y: shadow.y * CGFloat(scale)))
                cairo.surfaceDestroy(cast)
            }
            composite(layer.surface)
            let both = popLayer()
            composite(both.surface, alpha: opacity)
            cairo.surfaceDestroy(both.surface)
        } else {
            composite(layer.surface, alpha: opacity)
        }
    }

    /// Whether every corner of `frame` stays in front of the viewer under `projection`.
    static func isInFront(_ frame: CGRect, _ projection: ProjectionTransform) -> Bool {
        [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
         CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)]
            .allSatisfy { projection.m13 * $0.x + projection.m23 * $0.y + projection.m33 > 1e-6 }
    }

    /// The item's content in its frame, in layout coordinates (mapped by `map` under a projection).
    private mutating func drawContent(_ item: DisplayList.Item, map: ((CGPoint) -> CGPoint)?) {
        let frame = item.frame.standardized
        let foreground = item.foregroundColor ?? .primary
        let offset = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        switch item.content {
        case .color(let color):
            addPath(Path(frame), map: map)
            setColor(color)
            cairo.fill(context)
        case .shape(let shape, let fill):
            addPath(SVGRenderer.path(of: shape, in: frame), map: map)
            setColor(fill ?? foreground)
            cairo.fill(context)
        case .path(_, .layers(let layers)):
            for layer in layers {
                addPath(layer.path.applying(offset), map: map)
                let color = layer.color ?? foreground
                setColor(layer.opacity < 1 ? color.opacity(max(layer.opacity, 0)) : color)
                cairo.fill(context)
            }
        case .path(let path, let drawing):
            let placed = path.applying(offset)
            // Under a projection strokes keep the affine transform's mean scale, as in SVG.
            let t = item.transform
            let widthScale = map == nil ? 1 : abs(t.a * t.d - t.b * t.c).squareRoot()
            draw(placed, drawing, in: map == nil ? frame : frame.applying(t), foreground: foreground, map: map,
                 widthScale: widthScale)
        case .text(let layout):
            drawText(layout, in: frame, color: foreground, map: map)
        case .image(let image):
            drawImage(image, in: frame, foreground: foreground)
        }
    }

    /// A path filled or stroked with a colour or a paint fitted to `frame`.
    private mutating func draw(
        _ path: Path, _ drawing: DisplayList.PathDrawing, in frame: CGRect, foreground: Color,
        map: ((CGPoint) -> CGPoint)?, widthScale: CGFloat
    ) {
        switch drawing {
        case .fill(let color, let eoFill):
            addPath(path, map: map)
            cairo.setFillRule(context, eoFill ? 1 : 0)
            setColor(color ?? foreground)
            cairo.fill(context)
        case .stroke(let color, let style):
            let style = style.sanitised()
            guard style.lineWidth > 0 else { return }
            addPath(path, map: map)
            setStroke(style, widthScale: widthScale)
            setColor(color ?? foreground)
            cairo.stroke(context)
        case .gradientFill(let paint, let eoFill):
            setPaint(paint, in: frame, foreground: foreground) {
                $0.addPath(path, map: map)
                $0.cairo.setFillRule($0.context, eoFill ? 1 : 0)
                $0.cairo.fill($0.context)
            }
        case .gradientStroke(let paint, let style):
            let style = style.sanitised()
            guard style.lineWidth > 0 else { return }
            setPaint(paint, in: frame, foreground: foreground) {
                $0.addPath(path, map: map)
                $0.setStroke(style, widthScale: widthScale)
                $0.cairo.stroke($0.context)
            }
        case .layers:
            break
        }
    }

    /// Sets `paint`, fitted to `frame`, as the source, then runs `draw`.
    mutating func setPaint(_ paint: ResolvedPaint, in frame: CGRect, foreground: Color, draw: (inout CairoCanvas) -> Void) {
        let frame = SVGPaintServers.sanitized(frame)
        var pattern: OpaquePointer?
        func stops(_ stops: [Gradient.Stop], into gradient: OpaquePointer?) {
            for stop in stops {
                let c = stop.color
                cairo.patternAddColorStopRGBA(gradient, Double(stop.location), c.red, c.green, c.blue, c.opacity)
            }
        }
        switch paint.resolved(foreground: [.color(foreground)], tint: .color(.accentColor)) {
        case .color(let color):
            setColor(color)
        case let .linearGradient(all, start, end):
            let sorted = ResolvedPaint.normalized(all)
            guard sorted.count > 1 else {
                setColor(sorted.first?.color ?? .clear)
                break
            }
            let from = SVGPaintServers.point(start, in: frame), to = SVGPaintServers.point(end, in: frame)
            pattern = cairo.patternCreateLinear(Double(from.x), Double(from.y), Double(to.x), Double(to.y))
            stops(sorted, into: pattern)
        case let .radialGradient(all, center, startRadius, endRadius):
            let (sorted, radius) = SVGPaintServers.radialStops(all, start: startRadius, end: endRadius)
            guard sorted.count > 1, radius > 0 else {
                setColor(sorted.last?.color ?? .clear)
                break
            }
            let c = SVGPaintServers.point(center, in: frame)
            pattern = cairo.patternCreateRadial(Double(c.x), Double(c.y), 0, Double(c.x), Double(c.y), Double(radius))
            stops(sorted, into: pattern)
        case let .ellipticalGradient(all, center, startFraction, endFraction):
            let (sorted, radius) = SVGPaintServers.radialStops(all, start: startFraction, end: endFraction)
            guard sorted.count > 1, radius > 0, frame.width > 0, frame.height > 0 else {
                setColor(sorted.last?.color ?? .clear)
                break
            }
            // Drawn in the unit square, which the pattern's matrix stretches onto the frame.
            let c = SVGPaintServers.unit(center)
            pattern = cairo.patternCreateRadial(Double(c.x), Double(c.y), 0, Double(c.x), Double(c.y), Double(radius))
            stops(sorted, into: pattern)
            let toUnit = CairoMatrix(xx: 1 / Double(frame.width), yx: 0, xy: 0, yy: 1 / Double(frame.height),
                                     x0: -Double(frame.minX / frame.width), y0: -Double(frame.minY / frame.height))
            cairo.patternSetMatrix(pattern, toUnit)
        case let .angularGradient(all, center, start, end):
            let sorted = ResolvedPaint.normalized(all)
            guard sorted.count > 1 else {
                setColor(sorted.first?.color ?? .clear)
                break
            }
            // Solid wedges, as the SVG renderer's pattern draws them, painted into a group that
            // becomes the source.
            let c = SVGPaintServers.point(center, in: frame)
            let reach = Double(hypot(frame.width, frame.height) + abs(c.x - frame.midX) + abs(c.y - frame.midY) + 20)
            cairo.pushGroup(context)
            // Without antialiasing, as the SVG renderer's crispEdges: neighbouring wedges share
            // their edges, and partial coverage on both sides would let the background through.
            cairo.setAntialias(context, 1)   // CAIRO_ANTIALIAS_NONE
            for wedge in SVGPaintServers.conicWedges(sorted, start: start, end: end) {
                cairo.newPath(context)
                cairo.moveTo(context, Double(c.x), Double(c.y))
                cairo.lineTo(context, Double(c.x) + reach * cos(wedge.from), Double(c.y) + reach * sin(wedge.from))
                cairo.lineTo(context, Double(c.x) + reach * cos(wedge.to), Double(c.y) + reach * sin(wedge.to))
                cairo.closePath(context)
                setColor(wedge.color)
                cairo.fill(context)
            }
            cairo.popGroupToSource(context)
        case .foreground, .tint:
            setColor(.primary)
        }
        if let pattern { cairo.setSource(context, pattern) }
        draw(&self)
        if let pattern { cairo.patternDestroy(pattern) }
    }

    /// Text as its glyph outlines, one fill per colour, and its emoji as pictures.
    private mutating func drawText(_ layout: DisplayList.TextLayout, in frame: CGRect, color: Color, map: ((CGPoint) -> CGPoint)?) {
        for (fill, glyphs) in SVGRenderer.glyphOutlines(layout, in: frame, color: color) ?? [] {
            addPath(glyphs, map: map)
            setColor(fill)
            cairo.fill(context)
        }
        guard map == nil else { return }
        for (character, glyph, box) in SVGRenderer.emojiPictures(layout, in: frame) {
            guard let glyph, let picture = picture(named: "emoji " + String(character), png: glyph.png) else { continue }
            draw(picture, in: box)
        }
    }
}
