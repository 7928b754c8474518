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
    /// The part of the shape's outline drawn, when the layer does the shape's trim.
    var trim: ShapeTrim? { get }
    /// Sets presentation data, for a model whose data type is ``PackedAnimatableData`` (others
    /// are never given any).
    mutating func setPackedData(_ data: PackedAnimatableData)
    /// Whether a layer showing `old` must become a new attribute to show `new`: its numbers do
    /// not animate into the new ones (a gradient of another case or stop count, packed).
    static func replaces(_ old: Self?, with new: Self) -> Bool
}

extension ShapeLayerModel {
    mutating func setPackedData(_ data: PackedAnimatableData) {}
    static func replaces(_ old: Self?, with new: Self) -> Bool { false }
}

/// The fractions of a shape's outline a layer draws: a `trim(from:to:)` the layer does itself
/// (for a packed shape of at most ``PackedShapeLayerValue/trimmedShapeSlots`` numbers), so the
/// trim animates in the layer's packed data, beside its colour, and cuts an outline the layer
/// keeps.
struct ShapeTrim: Equatable {
    var from: CGFloat
    var to: CGFloat
}

/// A shape layer's value animated as one ``PackedAnimatableData``: the shape's numbers in slots
/// 0–7 (0–5 when the layer trims, the trim's ends in 6 and 7), the colour's in 8–11, the
/// stroke's in 12–14. The animation machinery is specialised for that one concrete type, so a
/// frame steps it without any generic metadata lookup, where the nested pairs of
/// ``ShapeLayerValue`` cost a lookup per operation per level.
struct PackedShapeLayerValue<S: Shape>: ShapeLayerModel {
    static var shapeSlots: Int { 8 }
    static var trimmedShapeSlots: Int { 6 }
    static var trimOffset: Int { 6 }
    static var colorOffset: Int { 8 }
    static var strokeOffset: Int { 12 }

    private(set) var shape: S
    private(set) var color: Color
    var stroke: StrokeStyle
    var gradient: ResolvedPaint? { nil }
    private(set) var trim: ShapeTrim?
    /// `color.animatableData`, kept: working it out takes three `pow`s, and every frame reads it.
    private var colorData: Color.AnimatableData
    /// Slots 0–7 as the shape and trim hold them, and how many of them are the shape's: a frame
    /// sets the shape's data (a generic call through the shape's own setter) only when its
    /// numbers moved, not when only the colour or the trim did.
    private var geometry: ShapeGeometrySlots

    init(shape: S, color: Color, stroke: StrokeStyle, trim: ShapeTrim? = nil) {
        self.shape = shape
        self.color = color
        self.stroke = stroke
        self.trim = trim
        colorData = color.animatableData
        geometry = ShapeGeometrySlots(shape, trim: trim)
    }

    /// Whether `S`'s data fits: plain numbers (see `PackableAnimatableData`), at most 8 of them.
    static var canPack: Bool {
        packedSlotCount(of: S.AnimatableData.self).map { $0 <= shapeSlots } ?? false
    }

    mutating func setPackedData(_ data: PackedAnimatableData) {
        animatableData = data
    }

    /// Whether `S`'s data fits beside a trim: plain numbers, at most 6 of them.
    static var canPackTrimmed: Bool {
        packedSlotCount(of: S.AnimatableData.self).map { $0 <= trimmedShapeSlots } ?? false
    }

    var animatableData: PackedAnimatableData {
        get {
            var packed = PackedAnimatableData()
            packed.storage.lowHalf = geometry.slots
            packed.store(colorData, at: Self.colorOffset)
            packed.store(stroke.animatableData, at: Self.strokeOffset)
            return packed
        }
        set {
            geometry.apply(newValue.lowSlots, to: &shape, trim: &trim)
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

/// A gradient-painted shape layer's value, packed compactly into one ``PackedAnimatableData``:
/// the shape's numbers, the stroke's three (strokes only), then the gradient's stops and geometry
/// (``ResolvedPaint/animatableNumbers``) — when they fit in sixteen (a plain shape filled with a
/// two-stop gradient does); larger ones animate as ``ShapeLayerValue``. Packed, a frame steps it
/// in the pre-specialised loop: no generic operation, no array arithmetic.
///
/// A packed vector has no layout of its own: a change to a gradient of another case or stop
/// count makes the layer a new attribute (see ``ShapeLayerModel/replaces(_:with:)``), so it shows at
/// once, as it does unpacked.
struct PaintedShapeLayerValue<S: Shape>: ShapeLayerModel {
    private(set) var shape: S
    private(set) var stroke: StrokeStyle
    private var paint: ResolvedPaint
    var gradient: ResolvedPaint? { paint }
    var color: Color { paint.fallbackColor }
    var trim: ShapeTrim? { nil }
    /// Where the parts sit, and the numbers as last set (parts whose numbers did not move are
    /// not set again).
    private let shapeCount: Int
    private let strokeOffset: Int?
    private let paintOffset: Int
    private let paintCount: Int
    private var slots: PackedAnimatableData

    /// The value, or `nil` when its numbers do not fit in one packed vector.
    init?(shape: S, stroke: StrokeStyle, gradient: ResolvedPaint, isStroke: Bool) {
        let numbers = gradient.animatableNumbers
        shapeCount = packedSlotCount(of: S.AnimatableData.self) ?? 0
        strokeOffset = isStroke ? shapeCount : nil
        paintOffset = shapeCount + (isStroke ? 3 : 0)
        paintCount = numbers.count
        guard paintOffset + paintCount <= 16 else { return nil }
        self.shape = shape
        self.stroke = stroke
        paint = gradient
        slots = PackedAnimatableData()
        slots.store(shape.animatableData, at: 0)
        if let strokeOffset { slots.store(stroke.animatableData, at: strokeOffset) }
        for (index, number) in numbers.enumerated() { slots.storage[paintOffset + index] = number }
    }

    static func replaces(_ old: Self?, with new: Self) -> Bool {
        guard let oldPaint = old?.paint else { return false }
        return !new.paint.interpolates(with: oldPaint)
    }

    mutating func setPackedData(_ data: PackedAnimatableData) {
        animatableData = data
    }

    var animatableData: PackedAnimatableData {
        get { slots }
        set {
            guard !newValue.hasSameBits(as: slots) else { return }
            let new = newValue.storage, old = slots.storage
            shape.setNumbers(from: new, previous: old, count: shapeCount)
            if let strokeOffset, (strokeOffset..<strokeOffset + 3).contains(where: { new[$0] != old[$0] }) {
                var strokeData = stroke.animatableData
                newValue.load(into: &strokeData, at: strokeOffset)
                stroke.animatableData = strokeData
            }
            let paintRange = paintOffset..<paintOffset + paintCount
            if paintRange.contains(where: { new[$0] != old[$0] }) {
                let offset = paintOffset
                paint.setAnimatableNumbers(count: paintCount) { new[offset + $0] }
            }
            slots = newValue
        }
    }
}

/// Slots 0–7 of a packed shape layer: the shape's numbers, then (when the layer trims) the
/// trim's ends in 6 and 7. Kept as last set, so that setting new data calls the shape's own
/// setter only when the shape's numbers moved.
struct ShapeGeometrySlots {
    private(set) var slots: SIMD8<Double>
    /// How many of the slots are the shape's.
    private let shapeCount: Int

    init<S: Shape>(_ shape: S, trim: ShapeTrim?) {
        var packed = PackedAnimatableData()
        packed.store(shape.animatableData, at: 0)
        shapeCount = packedSlotCount(of: S.AnimatableData.self) ?? 0
        if let trim {
            packed.storage[PackedShapeLayerValue<S>.trimOffset] = Double(trim.from)
            packed.storage[PackedShapeLayerValue<S>.trimOffset + 1] = Double(trim.to)
        }
        slots = packed.storage.lowHalf
    }

    /// Sets `new` slots: on the shape when its numbers moved, on the trim when there is one.
    mutating func apply<S: Shape>(_ new: SIMD8<Double>, to shape: inout S, trim: inout ShapeTrim?) {
        guard !new.hasSameBits(as: slots) else { return }
        // (Most trimmed shapes, a circle's among them, have no numbers of their own.)
        if shapeCount > 0 {
            shape.setNumbers(
                from: SIMD16(lowHalf: new, highHalf: SIMD8()), previous: SIMD16(lowHalf: slots, highHalf: SIMD8()), count: shapeCount)
        }
        if trim != nil {
            let offset = PackedShapeLayerValue<S>.trimOffset
            trim = ShapeTrim(from: CGFloat(new[offset]), to: CGFloat(new[offset + 1]))
        }
        slots = new
    }
}

extension Shape {
    /// Sets the shape's data from the first `count` packed numbers when they differ from
    /// `previous` (the numbers it holds): a shape's own setter is generic code, run only when its
    /// numbers moved.
    mutating func setNumbers(from numbers: SIMD16<Double>, previous: SIMD16<Double>, count: Int) {
        guard (0..<count).contains(where: { numbers[$0] != previous[$0] }) else { return }
        var data = animatableData
        PackedAnimatableData(numbers).load(into: &data, at: 0)
        animatableData = data
    }
}

/// A shape layer's value whose parts animate as nested pairs: for shapes whose data is not plain
/// numbers, and for gradients (whose stop lists vary in length).
struct ShapeLayerValue<S: Shape>: ShapeLayerModel {
    var shape: S
    var color: Color
    var stroke: StrokeStyle
    var trim: ShapeTrim? { nil }
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
    /// The width and height of a fixed frame around the layer, folded into its node (see
    /// ``FramedLeaf``); `nil` where the layer takes what it is offered.
    var foldedFrame = ProposedSize(width: nil, height: nil)
    /// The part of the shape's outline drawn: a trim this layer does for the shape (see
    /// ``TrimmedShapeProtocol``), `nil` for the whole outline.
    private(set) var trim: ShapeTrim?

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
        // A trimmed shape is drawn as its inner shape, trimmed by this layer (when the inner
        // shape packs beside the trim): the trim then animates packed, and a frame cuts a kept
        // outline without calling the trimmed shape's generic setters.
        if trim == nil, gradient == nil, let trimmed = shape as? any TrimmedShapeProtocol,
            liftTrim(of: trimmed, node: node, in: &context) {
            return
        }
        let stroke: StrokeStyle
        let drawing: ShapeLayerDrawing
        switch mode {
        case .fill(let style):
            stroke = StrokeStyle()
            drawing = .init(
                hasPaint: paint != nil, isStroke: false, eoFill: style.isEOFilled, hasGradient: gradient != nil,
                isTrimmed: trim != nil)
        case .stroke(let style):
            stroke = style
            drawing = .init(
                hasPaint: paint != nil, isStroke: true, eoFill: false, hasGradient: gradient != nil, isTrimmed: trim != nil)
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
            let value = PackedShapeLayerValue(shape: shape, color: color ?? .clear, stroke: stroke, trim: trim)
            update(node, with: value, drawing: drawing, shapeIsPackable: true, in: &context)
        case (true, let gradient?):
            if let value = PaintedShapeLayerValue(shape: shape, stroke: stroke, gradient: gradient, isStroke: drawing.isStroke) {
                update(node, with: value, drawing: drawing, shapeIsPackable: true, in: &context)
            } else {
                let value = ShapeLayerValue(shape: shape, color: color ?? .clear, stroke: stroke, gradient: gradient)
                update(node, with: value, drawing: drawing, shapeIsPackable: true, in: &context)
            }
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
        if let other = node.storedState as? any ShapeLayerStateProtocol {
            // The layer changed form (a gradient came or went), or its packed numbers cannot
            // animate into the new ones: the old attribute goes, and the new value shows at once.
            let same = other as? ShapeLayerState<Model>
            if same == nil || Model.replaces(same?.value.model, with: value) {
                other.release(from: graph)
                node.storedState = nil
            }
        }
        let (state, isNew) = node.state(orMake: {
            ShapeLayerState(value, graph: graph, shapeIsPackable: shapeIsPackable, liftsTrim: trim != nil)
        })
        if !isNew && context.isNewValue {
            let old = state.value.model.shape
            state.value.set(value, transaction: context.transaction, in: graph)
            state.modelBox?.model = value
            // A stored property outside the shape's animatable data changed: it is drawn at once
            // (the data, if it moved, animates as usual).
            if !areEqualIfEquatable(old, shape) { graph.presentationChanges.append(state.value.reader.id) }
        }
        node.role = .shape(state.sampler(drawing: drawing), width: foldedFrame.width, height: foldedFrame.height)
    }

    /// Updates `node` as a layer of `trimmed`'s inner shape that does the trim itself; `false`
    /// (nothing done) when the inner shape's data does not pack beside a trim, or the node's layer
    /// was made for the trimmed shape as a whole.
    private func liftTrim<T: TrimmedShapeProtocol>(of trimmed: T, node: ViewNode, in context: inout UpdateContext) -> Bool {
        if let state = node.storedState as? any ShapeLayerStateProtocol {
            guard state.liftsTrim else { return false }
        } else {
            guard PackedShapeLayerValue<T.Inner>.canPackTrimmed else { return false }
        }
        // (No gradient to pass on: a gradient layer does not lift its trim.)
        var layer = ShapeLayer<T.Inner>(shape: trimmed.shape, paint: paint, mode: mode)
        layer.tintOpacity = tintOpacity
        layer.foldedFrame = foldedFrame
        layer.trim = ShapeTrim(from: trimmed.startFraction, to: trimmed.endFraction)
        layer.update(node, in: &context)
        return true
    }
}

/// How a shape layer draws: what its sampler needs besides the attribute.
struct ShapeLayerDrawing: Equatable {
    var hasPaint: Bool
    var isStroke: Bool
    var eoFill: Bool
    var hasGradient: Bool
    var isTrimmed: Bool
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
    /// Whether the layer draws a trimmed shape's inner shape and does the trim itself.
    var liftsTrim: Bool { get }
}

/// A shape layer's attribute, and the sampler that draws it (made again only when how it draws
/// changes: an update that starts 100,000 animations must not allocate a closure per shape).
final class ShapeLayerState<Model: ShapeLayerModel>: ShapeLayerStateProtocol {
    let value: AnimatedValue<Model>
    /// Whether the shape's data could be packed (kept so a general layer does not ask again).
    let shapeIsPackable: Bool
    let liftsTrim: Bool
    /// Filled built-in shapes are drawn natively (a `<circle>`, not a path). Looked up once.
    private let native: (any NativelyDrawnShape.Type)? = Model.S.self as? any NativelyDrawnShape.Type
    private var cached: (drawing: ShapeLayerDrawing, sampler: ContentSampler)?
    /// The model, when its data is packed: a frame sets the running animation's packed data on it
    /// in place, read through concrete code, where reading the attribute's presentation value
    /// would look up the optional model's type metadata.
    let modelBox: ShapeLayerModelBox<Model>?

    init(_ value: Model, graph: AttributeGraph, shapeIsPackable: Bool, liftsTrim: Bool) {
        self.value = AnimatedValue(value, graph: graph)
        self.shapeIsPackable = shapeIsPackable
        self.liftsTrim = liftsTrim
        modelBox = Model.AnimatableData.self == PackedAnimatableData.self ? ShapeLayerModelBox(value) : nil
    }

    // Pre-specialised for the built-in shapes, packed or painted with a gradient: the sampler's
    // closure, the drawing and the trim it calls then run concrete code (reading the shape, its
    // key and its data without type metadata), where shapes reach this only through generic
    // updates.
    @_specialize(where Model == PackedShapeLayerValue<Rectangle>)
    @_specialize(where Model == PackedShapeLayerValue<RoundedRectangle>)
    @_specialize(where Model == PackedShapeLayerValue<Circle>)
    @_specialize(where Model == PackedShapeLayerValue<Ellipse>)
    @_specialize(where Model == PackedShapeLayerValue<Capsule>)
    @_specialize(where Model == PaintedShapeLayerValue<Rectangle>)
    @_specialize(where Model == PaintedShapeLayerValue<RoundedRectangle>)
    @_specialize(where Model == PaintedShapeLayerValue<Circle>)
    @_specialize(where Model == PaintedShapeLayerValue<Ellipse>)
    @_specialize(where Model == PaintedShapeLayerValue<Capsule>)
    func sampler(drawing: ShapeLayerDrawing) -> ContentSampler {
        if let cached, cached.drawing == drawing { return cached.sampler }
        // Numbered across every layer: a layer that changes form gets a new state whose
        // attribute may reuse the old one's number, and its first sampler must still differ.
        ShapeLayerSamplerVersion.next += 1
        let version = ShapeLayerSamplerVersion.next
        let reader = value.reader
        let native = drawing.isStroke || drawing.eoFill || drawing.hasGradient || drawing.isTrimmed ? nil : self.native
        // Every layer drawn as a path keeps its last outline and shape (see `drawShapeLayer`).
        let outlineSlot = native == nil ? OutlineSlot() : nil
        let sampler: ContentSampler
        if let modelBox {
            // Packed: the running animation's data set on the model as last set, read through
            // concrete code (no optional of the generic model, no metadata lookup).
            sampler = ContentSampler(attributeID: reader.id, version: version) { size, content in
                var data = PackedAnimatableData()
                guard reader.node.readPackedPresentation(into: &data) else {
                    var model = presentation(of: reader)
                    return drawShapeLayer(&model, at: size, drawing: drawing, native: native, outline: outlineSlot, into: &content)
                }
                // Set in place on the box's model: the next update replaces it with its own model
                // anyway, and a copy per frame cost a retain and a release of everything it holds.
                if drawing.hasGradient { content.releaseGradient() }
                modelBox.model.setPackedData(data)
                drawShapeLayer(&modelBox.model, at: size, drawing: drawing, native: native, outline: outlineSlot, into: &content)
            }
        } else {
            sampler = ContentSampler(attributeID: reader.id, version: version) { size, content in
                var model = reader.value
                drawShapeLayer(&model, at: size, drawing: drawing, native: native, outline: outlineSlot, into: &content)
            }
        }
        cached = (drawing, sampler)
        return sampler
    }

    func release(from graph: AttributeGraph) {
        value.remove(from: graph)
    }
}

/// The attribute's presentation value, read out of line: inlined into a packed layer's sampler,
/// the read's optional model would have its type metadata looked up on every frame, even on the
/// path that does not read it.
@inline(never)
private func presentation<Model: ShapeLayerModel>(of reader: AnimatablePresentation<Model>) -> Model {
    reader.value
}

/// Draws a shape layer's `value` at `size` over `content`, the item's previous content, whose
/// path a frame reuses: as storage for a trimmed shape's cut, or whole when the shape and the
/// size are the ones it was made for (a frame that moves only the paint builds no path).
///
/// (`value` is `inout` only so that a packed layer's boxed model is read in place, not copied.)
private func drawShapeLayer<Model: ShapeLayerModel>(
    _ value: inout Model, at size: CGSize, drawing: ShapeLayerDrawing, native: (any NativelyDrawnShape.Type)?,
    outline: OutlineSlot?, into content: inout DisplayList.Content
) {
    if let native {
        let color = drawing.hasPaint ? value.color : nil
        return content = .sanitizedShape(builtInDisplayShape(of: value.shape) ?? native.displayShape(of: value.shape), fill: color)
    }
    let rect = CGRect(origin: .zero, size: size)
    let pathDrawing: DisplayList.PathDrawing
    if drawing.hasGradient, let gradient = value.gradient {
        pathDrawing = drawing.isStroke ? .gradientStroke(gradient, value.stroke) : .gradientFill(gradient, eoFill: drawing.eoFill)
    } else {
        // (The colour is read only here: a gradient's stands-in colour takes a search of its stops.)
        let color = drawing.hasPaint ? value.color : nil
        pathDrawing = drawing.isStroke ? .stroke(color, value.stroke) : .fill(color, eoFill: drawing.eoFill)
    }
    content.setPath(drawing: pathDrawing) { path, held in
        if let trim = value.trim {
            return MeasuredOutline.trim(value.shape, in: rect, from: trim.from, to: trim.to, slot: outline, into: &path)
        }
        // The shape and size it was made for: the path drawn last is kept whole.
        if let outline, outline.drewPath(of: value.shape, in: rect), held { return false }
        path = value.shape.path(in: rect)
        return false
    }
}

/// The display-list shape of a built-in shape, or `nil` for any other type. The type tests fold
/// away in the samplers specialised for the built-in shapes, where asking `NativelyDrawnShape`
/// through the layer's stored metatype ran generic code on every frame.
@inline(__always)
private func builtInDisplayShape<S: Shape>(of shape: S) -> DisplayList.Shape? {
    if S.self == Rectangle.self { return .rectangle }
    if S.self == Circle.self { return .circle }
    if S.self == Ellipse.self { return .ellipse }
    if S.self == Capsule.self { return .capsule }
    if S.self == RoundedRectangle.self {
        return withUnsafePointer(to: shape) { UnsafeRawPointer($0).assumingMemoryBound(to: RoundedRectangle.self).pointee.displayShape }
    }
    return nil
}

/// A packed shape layer's model, shared by its state and its sampler: as last set by an update,
/// then with each frame's animated data set on it.
///
/// Not `Sendable`: the state writes it in updates, the sampler in frames, one at a time.
final class ShapeLayerModelBox<Model> {
    /// (Exclusivity unchecked: used once per frame per moving shape, never while an update
    /// writes it.)
    @exclusivity(unchecked) var model: Model

    init(_ model: Model) {
        self.model = model
    }
}

/// Makes a drawn item's content from animatable attributes, at the item's current size: a shape
/// whose path depends on its animated data and its frame.
struct ContentSampler {
    /// The attribute the content is made from: a frame that moves it makes the content again.
    let attributeID: Int
    /// Which of its node's samplers this is: a new one draws differently.
    var version = 0
    /// Draws the content at a size over the item's previous content, whose storage it may reuse
    /// (a trimmed path cut again every frame allocates nothing). What it draws is already
    /// sanitised (as `DisplayList.Content.sanitized` makes it): frames do not check it again.
    let draw: (CGSize, inout DisplayList.Content) -> Void

    /// The content at `size`, made afresh.
    func content(_ size: CGSize) -> DisplayList.Content {
        var content = DisplayList.Content.color(.clear)
        draw(size, &content)
        return content
    }
}

/// How a node whose view is a shape of type `S` is updated: the shape filled with the foreground
/// style, as its body says, without running the body (shapes have no state, and their body never
/// varies). The node's kind names this type, made once per node, so an update casts the view to
/// `S` (a type comparison), not to `any Shape` (a conformance lookup).
struct ShapeNode<S: Shape>: PrimitiveView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {}

    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext) {
        update(view, node: node, framed: ProposedSize(width: nil, height: nil), in: &context)
    }
}

extension ShapeNode: _ProposalFillingView {
    static func update(_ view: any View, node: ViewNode, framed frame: ProposedSize, in context: inout UpdateContext) {
        var layer = ShapeLayer(shape: knownCast(view: view, to: S.self), paint: nil, mode: .fill(FillStyle()))
        layer.foldedFrame = frame
        layer.update(node, in: &context)
    }
}

/// How a node whose view is a built-in shape with nothing to animate (a `Rectangle`, a `Circle`)
/// is updated: a plain leaf in the inherited foreground, with no attribute — what most rows of a
/// list of shapes are.
struct NativeShapeNode<S: NativelyDrawnShape>: PrimitiveView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {}

    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext) {
        update(view, node: node, framed: ProposedSize(width: nil, height: nil), in: &context)
    }
}

extension NativeShapeNode: _ProposalFillingView {
    static func update(_ view: any View, node: ViewNode, framed frame: ProposedSize, in context: inout UpdateContext) {
        let shape = knownCast(view: view, to: S.self).displayShape
        let (width, height) = (frame.width, frame.height)
        node.setRole(.leaf(.shape(shape), width: width, height: height)) {
            if case .leaf(.shape(shape), width, height) = $0 { true } else { false }
        }
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
