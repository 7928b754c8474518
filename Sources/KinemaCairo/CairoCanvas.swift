import Foundation
import KinemaDisplay
import KinemaRender

/// One picture being drawn: a stack of cairo surfaces, the picture at the bottom and one more for
/// each open group that must be composited as a whole (a mask's content or source, a filter, a
/// blend mode, a compositing group, a translucent or shadowed item). Every surface covers the
/// picture in device pixels, under the same base scale, so a layer is composited onto the one
/// below it pixel for pixel.
///
/// Groups are rebuilt from the flat display list as the SVG renderer rebuilds them
/// (`SVGGroupWriter`): where an item's groups start to differ from the previous item's, the
/// groups that ended close and the new ones open.
struct CairoCanvas {
    typealias Surface = OpaquePointer
    typealias Context = OpaquePointer

    /// What a layer becomes when it closes.
    enum LayerKind {
        case picture
        case maskContent(id: Int)
        case maskSource(id: Int)
        case filter(DisplayList.Filter)
        case blend(BlendMode)
        case compositing(opacity: Double)
        case item
    }

    struct Layer {
        var surface: Surface
        var context: Context
        var kind: LayerKind
    }

    let cairo: CairoLibrary
    let width: Int
    let height: Int
    let scale: Double
    private(set) var layers: [Layer] = []
    /// The groups open now, outermost first.
    private var open: [DisplayList.Group] = []
    /// A mask's content, drawn, waiting for the mask's source to follow it.
    private var pendingMask: (id: Int, surface: Surface)?

    init(cairo: CairoLibrary, width: Int, height: Int, scale: Double) throws {
        self.cairo = cairo
        self.width = width
        self.height = height
        self.scale = scale
        layers = [try makeLayer(.picture)]
    }

    /// The context items draw into now.
    var context: Context { layers[layers.count - 1].context }

    /// A transparent surface the size of the picture, its context scaled to host points.
    func makeLayer(_ kind: LayerKind) throws -> Layer {
        guard let surface = cairo.imageSurfaceCreate(0, Int32(width), Int32(height)) else { throw CairoError.failed(status: -1) }
        let status = cairo.surfaceStatus(surface)
        guard status == 0, let context = cairo.create(surface) else {
            cairo.surfaceDestroy(surface)
            throw CairoError.failed(status: status)
        }
        let base = CairoMatrix(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
        cairo.transform(context, base)
        return Layer(surface: surface, context: context, kind: kind)
    }

    mutating func pushLayer(_ kind: LayerKind) throws {
        layers.append(try makeLayer(kind))
    }

    /// Closes the top layer, returning its surface (the caller destroys it).
    mutating func popLayer() -> Layer {
        let layer = layers.removeLast()
        cairo.destroy(layer.context)
        cairo.surfaceFlush(layer.surface)
        return layer
    }

    /// Paints `surface` (a layer's) onto the current context pixel for pixel, with `alpha` and
    /// cairo's `operator` (2, over, by default).
    func composite(_ surface: Surface, alpha: Double = 1, operator mode: Int32 = 2, offset: CGPoint = .zero) {
        let context = self.context
        cairo.save(context)
        cairo.identityMatrix(context)
        cairo.setOperator(context, mode)
        cairo.setSourceSurface(context, surface, Double(offset.x), Double(offset.y))
        if alpha < 1 { cairo.paintWithAlpha(context, max(alpha, 0)) } else { cairo.paint(context) }
        cairo.restore(context)
    }

    mutating func fillBackground(_ color: Color) {
        cairo.save(context)
        cairo.identityMatrix(context)
        setColor(color)
        cairo.paint(context)
        cairo.restore(context)
    }

    // MARK: - Groups

    /// Closes and opens groups so that the next item is drawn in `groups`.
    mutating func transition(to groups: [DisplayList.Group]) throws {
        var common = 0
        while common < open.count, common < groups.count, open[common].isSameGroup(as: groups[common]) {
            common += 1
        }
        while open.count > common {
            close(open.removeLast())
        }
        for group in groups[common...] {
            try opening(group)
            open.append(group)
        }
    }

    private mutating func opening(_ group: DisplayList.Group) throws {
        switch group.effect {
        case .clip(let path, let eoFill):
            cairo.save(context)
            addPath(path)
            cairo.setFillRule(context, eoFill ? 1 : 0)
            cairo.clip(context)
        case .mask: try pushLayer(.maskContent(id: group.id))
        case .maskSource: try pushLayer(.maskSource(id: group.id))
        case .filter(let filter): try pushLayer(.filter(filter))
        case .blendMode(let mode): try pushLayer(.blend(mode))
        case .compositing(let opacity): try pushLayer(.compositing(opacity: opacity.isNaN ? 0 : min(max(opacity, 0), 1)))
        }
    }

    private mutating func close(_ group: DisplayList.Group) {
        if case .clip = group.effect {
            cairo.restore(context)
            return
        }
        let layer = popLayer()
        switch layer.kind {
        case .maskContent(let id):
            if let pending = pendingMask { cairo.surfaceDestroy(pending.surface) }
            pendingMask = (id, layer.surface)
            return
        case .maskSource(let id):
            // The content seen where the source is opaque; a source alone draws nothing.
            if let pending = pendingMask, pending.id == id, let pattern = cairo.patternCreateForSurface(layer.surface) {
                cairo.save(context)
                cairo.identityMatrix(context)
                cairo.setSourceSurface(context, pending.surface, 0, 0)
                cairo.mask(context, pattern)
                cairo.restore(context)
                cairo.patternDestroy(pattern)
                cairo.surfaceDestroy(pending.surface)
                pendingMask = nil
            }
        case .filter(let filter):
            CairoPixels(cairo: cairo, surface: layer.surface).apply(filter, scale: scale)
            composite(layer.surface)
        case .blend(let mode):
            composite(layer.surface, operator: Self.cairoOperator(mode))
        case .compositing(let opacity):
            composite(layer.surface, alpha: opacity)
        case .picture, .item:
            composite(layer.surface)
        }
        cairo.surfaceDestroy(layer.surface)
    }

    /// cairo's operator for a blend mode: its separable and HSL modes, Porter–Duff for the rest.
    static func cairoOperator(_ mode: BlendMode) -> Int32 {
        switch mode {
        case .normal: 2
        case .multiply: 14
        case .screen: 15
        case .overlay: 16
        case .darken: 17
        case .lighten: 18
        case .colorDodge: 19
        case .colorBurn: 20
        case .hardLight: 21
        case .softLight: 22
        case .difference: 23
        case .exclusion: 24
        case .hue: 25
        case .saturation: 26
        case .color: 27
        case .luminosity: 28
        case .sourceAtop: 5
        case .destinationOver: 7
        case .destinationOut: 9
        case .plusLighter: 12
        // cairo has no darker sum: the darker of the two, as its nearest.
        case .plusDarker: 17
        }
    }

    /// Closes what is open and returns the picture's surface, flushed (the caller destroys it).
    mutating func finish() -> Surface {
        while !open.isEmpty { close(open.removeLast()) }
        if let pending = pendingMask {
            // A mask whose source never came hides its content, as an empty mask does.
            cairo.surfaceDestroy(pending.surface)
            pendingMask = nil
        }
        while layers.count > 1 {
            let layer = popLayer()
            composite(layer.surface)
            cairo.surfaceDestroy(layer.surface)
        }
        return popLayer().surface
    }

    // MARK: - Paths and paint

    /// Adds `path` to the context's current path (a new one), mapping each point by `map`.
    func addPath(_ path: Path, map: ((CGPoint) -> CGPoint)? = nil) {
        let context = self.context
        cairo.newPath(context)
        func point(_ p: CGPoint) -> (Double, Double) {
            let mapped = map?(p) ?? p
            return (Double(mapped.x.isFinite ? mapped.x : 0), Double(mapped.y.isFinite ? mapped.y : 0))
        }
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let to):
                let p = point(to)
                cairo.moveTo(context, p.0, p.1)
                current = to
            case .line(let to):
                let p = point(to)
                cairo.lineTo(context, p.0, p.1)
                current = to
            case .quadCurve(let to, let control):
                // The same curve as a cubic: handles two thirds of the way to the control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                curve(c1, c2, to)
                current = to
            case .curve(let to, let control1, let control2):
                curve(control1, control2, to)
                current = to
            case .closeSubpath:
                cairo.closePath(context)
            }
        }
        func curve(_ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint) {
            if map != nil {
                // Under a perspective, handles do not map to handles: flatten the curve first.
                let from = current
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let p = point(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y))
                    cairo.lineTo(context, p.0, p.1)
                }
            } else {
                let a = point(c1), b = point(c2), c = point(to)
                cairo.curveTo(context, a.0, a.1, b.0, b.1, c.0, c.1)
            }
        }
    }

    func setColor(_ color: Color) {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        cairo.setSourceRGBA(context, unit(color.red), unit(color.green), unit(color.blue), unit(color.opacity))
    }

    func setStroke(_ style: StrokeStyle, widthScale: CGFloat = 1) {
        let context = self.context
        cairo.setLineWidth(context, Double(style.lineWidth * widthScale))
        cairo.setLineCap(context, style.lineCap.rawValue)
        cairo.setLineJoin(context, style.lineJoin.rawValue)
        cairo.setMiterLimit(context, Double(style.miterLimit))
        if style.dash.isEmpty {
            cairo.setDash(context, nil, 0, 0)
        } else {
            let dashes = style.dash.map { Double($0 * widthScale) }
            dashes.withUnsafeBufferPointer { cairo.setDash(context, $0.baseAddress, Int32($0.count), Double(style.dashPhase * widthScale)) }
        }
    }
}
