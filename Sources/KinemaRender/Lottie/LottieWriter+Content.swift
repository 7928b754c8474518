import Foundation
import KinemaDisplay

extension LottieWriter {
    /// What an item draws, as subpaths and paints in layout coordinates, bottom first: the same
    /// outlines the SVG renderer draws (its shapes' paths, its text's glyph outlines).
    mutating func drawings(of item: DisplayList.Item, in frame: CGRect) -> [LottieDrawing] {
        let foreground = item.foregroundColor ?? .primary
        func fill(_ path: Path, _ color: Color, evenOdd: Bool = false) -> LottieDrawing {
            LottieDrawing(subpaths: LottieBezier.subpaths(of: path), paint: .fill(color, evenOdd: evenOdd))
        }
        let offset = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        switch item.content {
        case .color(let color):
            return [fill(Path(frame), color)]
        case .shape(let shape, let color):
            return [fill(SVGRenderer.path(of: shape, in: frame), color ?? foreground)]
        case .path(_, .layers(let layers)):
            return layers.map { layer in
                let color = layer.color ?? foreground
                return fill(layer.path.applying(offset), layer.opacity < 1 ? color.opacity(max(layer.opacity, 0)) : color)
            }
        case .path(let path, let drawing):
            let subpaths = LottieBezier.subpaths(of: path.applying(offset))
            switch drawing {
            case .fill(let color, let evenOdd):
                return [LottieDrawing(subpaths: subpaths, paint: .fill(color ?? foreground, evenOdd: evenOdd))]
            case .stroke(let color, let style):
                let style = style.sanitised()
                guard style.lineWidth > 0 else { return [] }
                return [LottieDrawing(subpaths: subpaths, paint: .stroke(color ?? foreground, style))]
            case .gradientFill(let paint, let evenOdd):
                return [LottieDrawing(subpaths: subpaths, paint: lottiePaint(of: paint, in: frame, foreground: foreground,
                                                                     gradient: { .gradientFill($0, evenOdd: evenOdd) },
                                                                     solid: { .fill($0, evenOdd: evenOdd) }))]
            case .gradientStroke(let paint, let style):
                let style = style.sanitised()
                guard style.lineWidth > 0 else { return [] }
                return [LottieDrawing(subpaths: subpaths, paint: lottiePaint(of: paint, in: frame, foreground: foreground,
                                                                     gradient: { .gradientStroke($0, style) },
                                                                     solid: { .stroke($0, style) }))]
            case .layers:
                return []
            }
        case .text(let layout):
            if layout.runs.contains(where: { $0.paint != nil }) {
                approximate("text painted with a gradient", becomes: "its first stop's colour")
            }
            guard let outlines = SVGRenderer.glyphOutlines(layout, in: frame, color: foreground) else {
                approximate("text without its font file installed", becomes: "left out")
                return []
            }
            return outlines.map { fill($0.1, $0.0) }
        case .image(let image):
            approximate("image", becomes: "left out (“\(image.name)”)")
            return []
        }
    }

    /// The colour font's picture of each emoji in laid-out text, with the box it fills in
    /// `frame`: placed by the glyph's own metrics at the run's size, where the SVG renderer
    /// places it. Without the font installed, emoji are left out (and listed as such).
    mutating func emojiPictures(_ layout: DisplayList.TextLayout, in frame: CGRect) -> [(asset: LottieImageAsset, box: CGRect)] {
        SVGRenderer.emojiPictures(layout, in: frame).compactMap { character, glyph, box in
            guard glyph != nil, let (asset, _) = emojiAsset(character) else {
                approximate("emoji without the colour emoji font", becomes: "left out")
                return nil
            }
            return (asset, box)
        }
    }

    /// A paint as a Lottie gradient, or a solid colour where Lottie has no such gradient.
    private mutating func lottiePaint(
        of paint: ResolvedPaint, in frame: CGRect, foreground: Color,
        gradient: (LottieGradient) -> LottiePaint, solid: (Color) -> LottiePaint
    ) -> LottiePaint {
        let frame = SVGPaintServers.sanitized(frame)
        switch paint.resolved(foreground: [.color(foreground)], tint: .color(.accentColor)) {
        case .color(let color):
            return solid(color)
        case let .linearGradient(stops, start, end):
            let stops = ResolvedPaint.normalized(stops)
            guard stops.count > 1 else { return solid(stops.first?.color ?? .clear) }
            return gradient(LottieGradient(radial: false, stops: stops, start: SVGPaintServers.point(start, in: frame),
                                           end: SVGPaintServers.point(end, in: frame)))
        case let .radialGradient(stops, center, startRadius, endRadius):
            let (stops, radius) = SVGPaintServers.radialStops(stops, start: startRadius, end: endRadius)
            guard stops.count > 1, radius > 0 else { return solid(stops.last?.color ?? .clear) }
            let c = SVGPaintServers.point(center, in: frame)
            return gradient(LottieGradient(radial: true, stops: stops, start: c, end: CGPoint(x: c.x + radius, y: c.y)))
        case let .ellipticalGradient(stops, center, startFraction, endFraction):
            // Lottie's radial gradients are circles: the ellipse's mean radius.
            approximate("elliptical gradient", becomes: "a radial gradient of the ellipse's mean radius")
            let (stops, fraction) = SVGPaintServers.radialStops(stops, start: startFraction, end: endFraction)
            let radius = fraction * (frame.width + frame.height) / 4
            guard stops.count > 1, radius > 0 else { return solid(stops.last?.color ?? .clear) }
            let c = SVGPaintServers.point(center, in: frame)
            return gradient(LottieGradient(radial: true, stops: stops, start: c, end: CGPoint(x: c.x + radius, y: c.y)))
        case let .angularGradient(stops, _, _, _):
            approximate("angular gradient", becomes: "the mean colour of its stops")
            let stops = ResolvedPaint.normalized(stops)
            let count = Double(max(stops.count, 1))
            let sum = stops.reduce((0.0, 0.0, 0.0, 0.0)) { ($0.0 + $1.color.red, $0.1 + $1.color.green, $0.2 + $1.color.blue, $0.3 + $1.color.opacity) }
            return solid(Color(red: sum.0 / count, green: sum.1 / count, blue: sum.2 / count, opacity: sum.3 / count))
        case .foreground, .tint:
            return solid(.primary)
        }
    }
}
