import Foundation
import KinemaGraph

/// The default style: the foreground style of the view's environment (the innermost
/// `foregroundStyle`, or the primary colour).
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates a foreground style instance.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The colour a style paints with: `nil` for the inherited foreground; a gradient's first stop
/// where only a colour can be drawn (``ResolvedPaint/fallbackColor``).
func resolvedPaint<S: ShapeStyle>(_ style: S) -> Color? {
    if let color = style as? Color { return color }
    let paint = ResolvedPaint(style)
    if case .foreground(level: 0, opacity: 1) = paint { return nil }
    return paint.fallbackColor
}



/// How a shape layer draws its shape.
enum ShapeDrawingMode {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// What a shape layer's attribute holds: the shape, its paint and its stroke, interpolated
/// together. Two forms: ``PackedShapeLayerValue`` when the shape's data is plain numbers and there
/// is no gradient (almost every shape), ``ShapeLayerValue`` otherwise.
protocol ShapeLayerModel: Animatable {
    associatedtype S: Shape
    var shape: S { get }
    var color: Color { get }
    var stroke: StrokeStyle { get }
    var gradient: ResolvedPaint? { get }
}

/// A shape layer's value animated as one ``PackedAnimatableData``: the shape's numbers in slots
/// 0–7, the colour's in 8–11, the stroke's in 12–14. The animation machinery is specialised for
/// that one concrete type, so a frame steps it without any generic metadata lookup, where the
/// nested pairs of ``ShapeLayerValue`` cost a lookup per operation per level.
struct PackedShapeLayerValue<S: Shape>: ShapeLayerModel {
    static var shapeSlots: Int { 8 }
    static var colorOffset: Int { 8 }
    static var strokeOffset: Int { 12 }

    var shape: S
    private(set) var color: Color
    var stroke: StrokeStyle
    var gradient: ResolvedPaint? { nil }
    /// `color.animatableData`, kept: working it out takes three `pow`s, and every frame reads it.
    private var colorData: Color.AnimatableData

    init(shape: S, color: Color, stroke: StrokeStyle) {
        self.shape = shape
        self.color = color
        self.stroke = stroke
        colorData = color.animatableData
    }

    /// Whether `S`'s data fits: plain numbers (see `PackableAnimatableData`), at most 8 of them.
    static var canPack: Bool {
        packedSlotCount(of: S.AnimatableData.self).map { $0 <= shapeSlots } ?? false
    }

    var animatableData: PackedAnimatableData {
        get {
            var packed = PackedAnimatableData()
            packed.store(shape.animatableData, at: 0)
            packed.store(colorData, at: Self.colorOffset)
            packed.store(stroke.animatableData, at: Self.strokeOffset)
            return packed
        }
        set {
            var shapeData = shape.animatableData
            newValue.load(into: &shapeData, at: 0)
            shape.animatableData = shapeData
            var newColorData = colorData
            newValue.load(into: &newColorData, at: Self.colorOffset)
            // Set only when it moved: a colour rebuilt from its data loses its name (`.blue`).
            if newColorData != colorData {
                color.animatableData = newColorData
                colorData = newColorData
            }
            var strokeData = stroke.animatableData
            newValue.load(into: &strokeData, at: Self.strokeOffset)
            stroke.animatableData = strokeData
        }
    }
}

/// A gradient-painted shape layer's value: the shape's and the stroke's numbers packed, the
/// gradient's stops and geometry beside them, in one concrete data type (whose operations need no
/// generic metadata, unlike a nest of pairs around the gradient's data).
struct PaintedShapeLayerValue<S: Shape>: ShapeLayerModel {
    var shape: S
    var stroke: StrokeStyle
    private var paint: ResolvedPaint
    var gradient: ResolvedPaint? { paint }
    var color: Color { paint.fallbackColor }

    init(shape: S, stroke: StrokeStyle, gradient: ResolvedPaint) {
        self.shape = shape
        self.stroke = stroke
        paint = gradient
    }

    var animatableData: PaintedShapeData {
        get {
            var numbers = PackedAnimatableData()
            numbers.store(shape.animatableData, at: 0)
            numbers.store(stroke.animatableData, at: PackedShapeLayerValue<S>.strokeOffset)
            return PaintedShapeData(numbers: numbers, paint: paint.animatableData)
        }
        set {
            var shapeData = shape.animatableData
            newValue.numbers.load(into: &shapeData, at: 0)
            shape.animatableData = shapeData
            var strokeData = stroke.animatableData
            newValue.numbers.load(into: &strokeData, at: PackedShapeLayerValue<S>.strokeOffset)
            stroke.animatableData = strokeData
            paint.animatableData = newValue.paint
        }
    }
}

/// The data of a ``PaintedShapeLayerValue``: packed numbers and a gradient's data.
struct PaintedShapeData: VectorArithmetic {
    var numbers: PackedAnimatableData
    var paint: ResolvedPaint.AnimatableData

    static var zero: PaintedShapeData { PaintedShapeData(numbers: .zero, paint: .zero) }

    static func + (lhs: PaintedShapeData, rhs: PaintedShapeData) -> PaintedShapeData {
        PaintedShapeData(numbers: lhs.numbers + rhs.numbers, paint: lhs.paint + rhs.paint)
    }

    static func - (lhs: PaintedShapeData, rhs: PaintedShapeData) -> PaintedShapeData {
        PaintedShapeData(numbers: lhs.numbers - rhs.numbers, paint: lhs.paint - rhs.paint)
    }

    mutating func scale(by rhs: Double) {
        numbers.scale(by: rhs)
        paint.scale(by: rhs)
    }

    var magnitudeSquared: Double { numbers.magnitudeSquared + paint.magnitudeSquared }
}

/// A shape layer's value whose parts animate as nested pairs: for shapes whose data is not plain
/// numbers, and for gradients (whose stop lists vary in length).
struct ShapeLayerValue<S: Shape>: ShapeLayerModel {
    var shape: S
    var color: Color
    var stroke: StrokeStyle
    /// A gradient paint. Its stops and geometry animate between gradients of the same kind and
    /// stop count; a change of kind or stop count shows the new gradient at once.
    var gradient: ResolvedPaint?

    var animatableData: AnimatablePair<
        S.AnimatableData,
        AnimatablePair<Color.AnimatableData, AnimatablePair<StrokeStyle.AnimatableData, ResolvedPaint.AnimatableData>>
    > {
        get {
            AnimatablePair(shape.animatableData, AnimatablePair(
                color.animatableData, AnimatablePair(stroke.animatableData, gradient?.animatableData ?? .zero)))
        }
        set {
            shape.animatableData = newValue.first
            // Set only when it moved: a colour rebuilt from its data loses its name (`.blue`).
            if newValue.second.first != color.animatableData { color.animatableData = newValue.second.first }
            stroke.animatableData = newValue.second.second.first
            if gradient != nil { gradient?.animatableData = newValue.second.second.second }
        }
    }
}

/// Draws one fill or stroke of a shape. The shape, its paint and its stroke go through one
/// animatable attribute; the display list's content is made from the presentation value and the
/// item's current frame (``ContentSampler``), so a frame that moves the attribute, or the frame,
/// runs `path(in:)` again — without any view's body.
struct ShapeLayer<S: Shape>: View, PrimitiveView {
    let shape: S
    /// The paint; `nil` paints with the inherited foreground.
    let paint: Color?
    let mode: ShapeDrawingMode
    /// A gradient to paint with instead of `paint`.
    private(set) var gradient: ResolvedPaint?
    /// Paints with the tint in effect where the layer sits, at this opacity (`.tint` as the style).
    private(set) var tintOpacity: Double?

    var body: Never { primitiveBody() }

    /// A layer painted with `style`, resolved once: a colour, the inherited foreground, or a
    /// gradient drawn as such.
    init<Style: ShapeStyle>(shape: S, style: Style, mode: ShapeDrawingMode) {
        self.shape = shape
        self.mode = mode
        if let color = style as? Color {
            paint = color
            return
        }
        let resolved = ResolvedPaint(style)
        switch resolved {
        case .foreground(level: 0, opacity: 1):
            paint = nil
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient:
            paint = resolved.fallbackColor
            gradient = resolved
        case .tint(let opacity):
            paint = resolved.fallbackColor
            tintOpacity = opacity
        default:
            paint = resolved.fallbackColor
        }
    }

    init(shape: S, paint: Color?, mode: ShapeDrawingMode) {
        self.shape = shape
        self.paint = paint
        self.mode = mode
    }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let stroke: StrokeStyle
        let drawing: ShapeLayerDrawing
        switch mode {
        case .fill(let style):
            stroke = StrokeStyle()
            drawing = .init(hasPaint: paint != nil, isStroke: false, eoFill: style.isEOFilled, hasGradient: gradient != nil)
        case .stroke(let style):
            stroke = style
            drawing = .init(hasPaint: paint != nil, isStroke: true, eoFill: false, hasGradient: gradient != nil)
        }
        var color = tintOpacity.map { context.environment.controlTint.opacity($0) } ?? paint
        var gradient = gradient
        if context.isDarkAppearance {
            // Resolved before animating, as SwiftUI animates resolved colours: a colour animation
            // in the dark appearance runs between dark values.
            color = color?.resolved(in: .dark)
            gradient = gradient?.inDarkAppearance(defaultForeground: false)
        }
        // Whether the shape's data is plain numbers, asked once per node (a conformance check).
        let packable: Bool = if let state = node.storedState as? any ShapeLayerStateProtocol {
            state.shapeIsPackable
        } else {
            PackedShapeLayerValue<S>.canPack
        }
        switch (packable, gradient) {
        case (true, nil):
            let value = PackedShapeLayerValue(shape: shape, color: color ?? .clear, stroke: stroke)
            update(node, with: value, drawing: drawing, shapeIsPackable: true, in: &context)
        case (true, let gradient?):
            let value = PaintedShapeLayerValue(shape: shape, stroke: stroke, gradient: gradient)
            update(node, with: value, drawing: drawing, shapeIsPackable: true, in: &context)
        case (false, _):
            let value = ShapeLayerValue(shape: shape, color: color ?? .clear, stroke: stroke, gradient: gradient)
            update(node, with: value, drawing: drawing, shapeIsPackable: false, in: &context)
        }
        context.updateChildren(of: node, with: [])
    }

    private func update<Model: ShapeLayerModel>(
        _ node: ViewNode, with value: Model, drawing: ShapeLayerDrawing, shapeIsPackable: Bool,
        in context: inout UpdateContext
    ) where Model.S == S {
        let graph = context.graph
        if let other = node.storedState as? any ShapeLayerStateProtocol, !(other is ShapeLayerState<Model>) {
            // The layer changed form (a gradient came or went): the other form's attribute goes.
            other.release(from: graph)
            node.storedState = nil
        }
        let (state, isNew) = node.state(orMake: { ShapeLayerState(value, graph: graph, shapeIsPackable: shapeIsPackable) })
        if !isNew && context.isNewValue {
            let old = state.value.model.shape
            state.value.set(value, transaction: context.transaction, in: graph)
            // A stored property outside the shape's animatable data changed: it is drawn at once
            // (the data, if it moved, animates as usual).
            if !areEqualIfEquatable(old, shape) { graph.presentationChanges.append(state.value.reader.id) }
        }
        node.role = .shape(state.sampler(drawing: drawing))
    }
}

/// How a shape layer draws: what its sampler needs besides the attribute.
struct ShapeLayerDrawing: Equatable {
    var hasPaint: Bool
    var isStroke: Bool
    var eoFill: Bool
    var hasGradient: Bool
}

/// The last number given to a shape layer's sampler.
@MainActor
enum ShapeLayerSamplerVersion {
    static var next = 0
}

/// Any form of a shape layer's state, for releasing it when the form changes.
@MainActor
protocol ShapeLayerStateProtocol: NodeState {
    /// Whether the shape's data could be packed.
    var shapeIsPackable: Bool { get }
}

/// A shape layer's attribute, and the sampler that draws it (made again only when how it draws
/// changes: an update that starts 100,000 animations must not allocate a closure per shape).
final class ShapeLayerState<Model: ShapeLayerModel>: ShapeLayerStateProtocol {
    let value: AnimatedValue<Model>
    /// Whether the shape's data could be packed (kept so a general layer does not ask again).
    let shapeIsPackable: Bool
    /// Filled built-in shapes are drawn natively (a `<circle>`, not a path). Looked up once.
    private let isNative = Model.S.self is any NativelyDrawnShape.Type
    private var cached: (drawing: ShapeLayerDrawing, sampler: ContentSampler)?

    init(_ value: Model, graph: AttributeGraph, shapeIsPackable: Bool) {
        self.value = AnimatedValue(value, graph: graph)
        self.shapeIsPackable = shapeIsPackable
    }

    func sampler(drawing: ShapeLayerDrawing) -> ContentSampler {
        if let cached, cached.drawing == drawing { return cached.sampler }
        // Numbered across every layer: a layer that changes form gets a new state whose
        // attribute may reuse the old one's number, and its first sampler must still differ.
        ShapeLayerSamplerVersion.next += 1
        let version = ShapeLayerSamplerVersion.next
        let reader = value.reader
        let native = isNative && !drawing.isStroke && !drawing.eoFill && !drawing.hasGradient
        let sampler = ContentSampler(attributeID: reader.id, version: version) { size in
            let value = reader.value
            let color = drawing.hasPaint ? value.color : nil
            if native, let shape = value.shape as? any NativelyDrawnShape {
                return .shape(shape.displayShape, fill: color)
            }
            let path = value.shape.path(in: CGRect(origin: .zero, size: size))
            if drawing.hasGradient, let gradient = value.gradient {
                return .path(path, drawing.isStroke ? .gradientStroke(gradient, value.stroke) : .gradientFill(gradient, eoFill: drawing.eoFill))
            }
            return .path(path, drawing.isStroke ? .stroke(color, value.stroke) : .fill(color, eoFill: drawing.eoFill))
        }
        cached = (drawing, sampler)
        return sampler
    }

    func release(from graph: AttributeGraph) {
        value.remove(from: graph)
    }
}

/// Makes a drawn item's content from animatable attributes, at the item's current size: a shape
/// whose path depends on its animated data and its frame.
struct ContentSampler {
    /// The attribute the content is made from: a frame that moves it makes the content again.
    let attributeID: Int
    /// Which of its node's samplers this is: a new one draws differently.
    var version = 0
    let content: (CGSize) -> DisplayList.Content
}

/// How a node whose view is a shape of type `S` is updated: the shape filled with the foreground
/// style, as its body says, without running the body (shapes have no state, and their body never
/// varies). The node's kind names this type, made once per node, so an update casts the view to
/// `S` (a type comparison), not to `any Shape` (a conformance lookup).
struct ShapeNode<S: Shape>: PrimitiveView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {}

    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext) {
        ShapeLayer(shape: view as! S, paint: nil, mode: .fill(FillStyle())).update(node, in: &context)
    }
}

/// How a node whose view is a built-in shape with nothing to animate (a `Rectangle`, a `Circle`)
/// is updated: a plain leaf in the inherited foreground, with no attribute — what most rows of a
/// list of shapes are.
struct NativeShapeNode<S: NativelyDrawnShape>: PrimitiveView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {}

    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext) {
        node.role = .leaf(.shape((view as! S).displayShape, fill: nil), width: nil, height: nil)
        context.updateChildren(of: node, with: [])
    }
}

extension Shape {
    /// How a node showing this shape is updated (asked once per node).
    nonisolated static var nodeUpdater: any PrimitiveView.Type { ShapeNode<Self>.self }
}

extension NativelyDrawnShape {
    /// Built-in shapes with nothing to animate are plain leaves.
    nonisolated static var nativeNodeUpdater: any PrimitiveView.Type {
        AnimatableData.self == EmptyAnimatableData.self ? NativeShapeNode<Self>.self : ShapeNode<Self>.self
    }
}
