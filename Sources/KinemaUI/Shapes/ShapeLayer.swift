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

/// The colour a style paints with: `nil` for the inherited foreground.
func resolvedPaint<S: ShapeStyle>(_ style: S) -> Color? {
    style as? Color
}

/// How a shape layer draws its shape.
enum ShapeDrawingMode {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// The animatable value behind a drawn shape: the shape, its paint and its stroke, interpolated
/// together.
struct ShapeLayerValue<S: Shape>: Animatable {
    var shape: S
    var color: Color
    var stroke: StrokeStyle

    var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<Color.AnimatableData, StrokeStyle.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(color.animatableData, stroke.animatableData)) }
        set {
            shape.animatableData = newValue.first
            // Set only when it moved: a colour rebuilt from its data loses its name (`.blue`).
            if newValue.second.first != color.animatableData { color.animatableData = newValue.second.first }
            stroke.animatableData = newValue.second.second
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

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        let graph = context.graph
        let stroke: StrokeStyle
        let eoFill: Bool
        switch mode {
        case .fill(let style):
            stroke = StrokeStyle()
            eoFill = style.isEOFilled
        case .stroke(let style):
            stroke = style
            eoFill = false
        }
        let value = ShapeLayerValue(shape: shape, color: paint ?? .clear, stroke: stroke)
        let (state, isNew) = node.state(orMake: { ShapeLayerState(value, graph: graph) })
        if !isNew && context.isNewValue {
            state.value.set(value, transaction: context.transaction, in: graph)
        }
        let reader = state.value.reader
        let hasPaint = paint != nil
        let isStroke: Bool
        if case .stroke = mode { isStroke = true } else { isStroke = false }
        let native = !isStroke && !eoFill && S.self is any NativelyDrawnShape.Type
        node.role = .shape(ContentSampler(attributeID: reader.id) { size in
            let value = reader.value
            let color = hasPaint ? value.color : nil
            if native, let shape = value.shape as? any NativelyDrawnShape {
                return .shape(shape.displayShape, fill: color)
            }
            let path = value.shape.path(in: CGRect(origin: .zero, size: size))
            return .path(path, isStroke ? .stroke(color, value.stroke) : .fill(color, eoFill: eoFill))
        })
        context.updateChildren(of: node, with: [])
    }
}

/// A shape layer's attribute.
final class ShapeLayerState<S: Shape>: NodeState {
    let value: AnimatedValue<ShapeLayerValue<S>>

    init(_ value: ShapeLayerValue<S>, graph: AttributeGraph) {
        self.value = AnimatedValue(value, graph: graph)
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
    let content: (CGSize) -> DisplayList.Content
}

/// How a node whose view is a `Shape` is updated: the shape filled with the foreground style, as
/// its body says, without running the body (shapes have no state, and their body never varies).
struct ShapeNode: PrimitiveView {
    func update(_ node: ViewNode, in context: inout UpdateContext) {}

    static func update(_ view: any View, node: ViewNode, in context: inout UpdateContext) {
        (view as! any Shape).updateFilledNode(node, in: &context)
    }
}

extension Shape {
    /// Draws this shape filled with the foreground style into `node`.
    @MainActor
    func updateFilledNode(_ node: ViewNode, in context: inout UpdateContext) {
        ShapeLayer(shape: self, paint: nil, mode: .fill(FillStyle())).update(node, in: &context)
    }
}
