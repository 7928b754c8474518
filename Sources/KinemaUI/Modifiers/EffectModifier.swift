import Foundation
import KinemaGraph

/// An animatable drawing effect: a value that changes how the content is drawn, never its layout.
@usableFromInline
protocol DrawingEffect: Animatable, Equatable {
    /// Applies the effect, as laid out in `rect`, to what the inner effects have produced.
    func apply(in rect: CGRect, to state: inout DrawState)

    /// Whether the effect draws with values outside its animatable data (a custom geometry
    /// effect's stored properties): a new value is then redrawn even when its data did not move.
    static var drawsMoreThanItsData: Bool { get }
}

extension DrawingEffect {
    /// The built-in effects draw only their animatable data.
    @usableFromInline
    static var drawsMoreThanItsData: Bool { false }
}

/// An effect whose work depends only on its value and its rectangle (a clip's path): it keeps
/// that work between a frame's calls, so every item under it shares it.
protocol SharedWorkEffect: DrawingEffect {
    /// The function frames call to apply the presentation value `reader` reads, once per drawn
    /// item under the effect.
    static func applier(reading reader: AnimatablePresentation<Self>) -> (CGRect, inout DrawState) -> Void
}

/// A primitive modifier that keeps one ``DrawingEffect`` in an animatable attribute.
///
/// The model value is set during updates under the update's transaction; the presentation value
/// is an animatable attribute that frames advance on their own. Drawing reads only the
/// presentation value. Written over a view, the effect is a layer of the view's node
/// (``NodeLayers``); modifiers made of an effect and more (a shadow, a foreground style, a clip)
/// keep it in a node of their own, through `update`.
@usableFromInline
struct _AnimatableEffectModifier<Effect: DrawingEffect>: ViewModifier, PrimitiveModifier {
    let effect: Effect

    @usableFromInline
    init(effect: Effect) {
        self.effect = effect
    }

    @usableFromInline
    func body(content: Content) -> Never { primitiveBody() }

    // Pre-specialised for the effects of the modifiers that keep a node (a foreground style, a
    // shape's shadow): the generic body would look up type metadata at every step. Effects
    // written over a view run `updateLayer` instead.
    @_specialize(where Effect == ForegroundEffect)
    @_specialize(where Effect == ShadowEffect)
    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let graph = context.graph
        // The node's state is the effect's attribute itself (see `AnimatableNode: NodeState`).
        let (attribute, isNew) = node.state(orMake: { AnimatedValue(effect, graph: graph).reader.node })
        if !isNew && context.isNewValue { Self.setValue(effect, on: attribute, in: context) }
        // An attribute that was there keeps its sampler, found by its id (alive, so unique).
        let attributeID = attribute.id
        node.setRole(.effect(EffectSampler.reading(AnimatablePresentation(node: attribute)))) {
            if !isNew, case .effect(let sampler) = $0, sampler.attributeID == attributeID { true } else { false }
        }
        context.updateChild(of: node, with: content)
    }

    /// Gives the effect's attribute a new value under the update's transaction.
    @inline(__always)
    static func setValue(_ effect: Effect, on attribute: AnimatableNode<Effect>, in context: UpdateContext) {
        let graph = context.graph
        if Effect.drawsMoreThanItsData {
            // Data that did not move leaves the drawing as it was: redraw a changed value.
            let old = AnimatablePresentation(node: attribute).model
            graph.setValue(effect, on: attribute, transaction: context.transaction)
            if old != effect { graph.presentationChanges.append(attribute.id) }
        } else {
            graph.setValue(effect, on: attribute, transaction: context.transaction)
        }
    }
}

extension _AnimatableEffectModifier: _EffectLayerModifier {
    // Pre-specialised for the effects written over views: a change that starts 100,000
    // animations runs this 100,000 times, and the generic body would look up type metadata at
    // every step.
    @_specialize(where Effect == ScaleEffect)
    @_specialize(where Effect == RotationEffect)
    @_specialize(where Effect == OffsetEffect)
    @_specialize(where Effect == OpacityEffect)
    @_specialize(where Effect == FilterEffect)
    @_specialize(where Effect == ShadowEffect)
    func updateLayer(_ index: Int, of node: ViewNode, in context: inout UpdateContext) {
        let graph = context.graph
        guard let layers = node.layers else { return }
        guard let layer = layers.layer(at: index) else {
            // The node's first update: the layer's attribute starts at this value.
            let attribute = AnimatedValue(effect, graph: graph).reader.node
            let sampler = EffectSampler.reading(AnimatablePresentation(node: attribute))
            layers.append(NodeLayers.Layer(state: attribute, sampler: sampler, groupID: context.engine.reserveNodeID()))
            return
        }
        Self.setValue(effect, on: unsafeDowncast(layer.state, to: AnimatableNode<Effect>.self), in: context)
    }
}

/// An effect layer keeps the effect's animatable attribute as its state, with nothing around it:
/// a state object holding the attribute was one more allocation per effect.
extension AnimatableNode: NodeState {
    func release(from graph: AttributeGraph) {
        graph.remove(attribute)
    }
}

/// One effect's animated value and the sampler that draws with it (what a view's implicit fade
/// keeps).
@MainActor
final class EffectSlot<Effect: DrawingEffect> {
    let value: AnimatedValue<Effect>
    let sampler: EffectSampler

    init(effect: Effect, graph: AttributeGraph) {
        value = AnimatedValue(effect, graph: graph)
        sampler = EffectSampler.reading(value.reader)
    }

    func release(from graph: AttributeGraph) {
        value.remove(from: graph)
    }
}

extension EffectSampler {
    /// A sampler that draws `reader`'s presentation. Pre-specialised for the built-in effects
    /// (filters and the common clip shapes included), so the closure it returns reads and applies
    /// the effect without type-metadata lookups: a frame runs it once per drawn item under the
    /// effect.
    @_specialize(where Effect == ScaleEffect)
    @_specialize(where Effect == RotationEffect)
    @_specialize(where Effect == OffsetEffect)
    @_specialize(where Effect == OpacityEffect)
    @_specialize(where Effect == ShadowEffect)
    @_specialize(where Effect == ForegroundEffect)
    @_specialize(where Effect == FilterEffect)
    @_specialize(where Effect == ColorMultiplyEffect)
    @_specialize(where Effect == ProjectionEffect)
    @_specialize(where Effect == StaticGroupEffect)
    @_specialize(where Effect == ClipEffect<Rectangle>)
    @_specialize(where Effect == ClipEffect<RoundedRectangle>)
    @_specialize(where Effect == ClipEffect<Circle>)
    @_specialize(where Effect == ClipEffect<Capsule>)
    static func reading<Effect: DrawingEffect>(_ reader: AnimatablePresentation<Effect>) -> EffectSampler {
        // The kinds frames work out in dense arrays (type comparisons, folded away where specialised).
        let node = reader.node
        if Effect.self == ScaleEffect.self {
            return EffectSampler(attributeID: reader.id, kind: .scale(unsafeDowncast(node, to: AnimatableNode<ScaleEffect>.self)))
        }
        if Effect.self == RotationEffect.self {
            return EffectSampler(attributeID: reader.id, kind: .rotation(unsafeDowncast(node, to: AnimatableNode<RotationEffect>.self)))
        }
        if Effect.self == OffsetEffect.self {
            return EffectSampler(attributeID: reader.id, kind: .offset(unsafeDowncast(node, to: AnimatableNode<OffsetEffect>.self)))
        }
        if Effect.self == OpacityEffect.self {
            return EffectSampler(attributeID: reader.id, kind: .opacity(unsafeDowncast(node, to: AnimatableNode<OpacityEffect>.self)))
        }
        if let sharing = Effect.self as? any SharedWorkEffect.Type {
            // `sharing` is `Effect`: the node is the one `reader` holds.
            func applier<Shared: SharedWorkEffect>(_: Shared.Type) -> (CGRect, inout DrawState) -> Void {
                Shared.applier(reading: AnimatablePresentation(node: unsafeDowncast(node, to: AnimatableNode<Shared>.self)))
            }
            return EffectSampler(attributeID: reader.id, apply: applier(sharing))
        }
        return EffectSampler(attributeID: reader.id) { rect, state in
            reader.value.apply(in: rect, to: &state)
        }
    }
}

extension CGRect {
    /// The point at `anchor` (a unit point) of this rectangle.
    func point(at anchor: UnitPoint) -> CGPoint {
        CGPoint(x: minX + anchor.x * width, y: minY + anchor.y * height)
    }
}

extension CGAffineTransform {
    /// `transform` about `point`: translate by −point, transform, translate back, written out —
    /// the same numbers as three concatenations, in a fraction of the work (every moving item of
    /// every frame runs this).
    @inline(__always)
    static func anchored(_ transform: CGAffineTransform, about point: CGPoint) -> CGAffineTransform {
        var about = transform
        about.tx = transform.tx + point.x - (transform.a * point.x + transform.c * point.y)
        about.ty = transform.ty + point.y - (transform.b * point.x + transform.d * point.y)
        return about
    }
}

extension DrawState {
    /// Applies `transform` about `point`, after everything applied so far; a shadow drawn inside
    /// grows and moves with it.
    mutating func apply(_ transform: CGAffineTransform, about point: CGPoint) {
        apply(anchored: .anchored(transform, about: point))
    }

    /// Applies a transform already moved to its anchor (``CGAffineTransform/anchored(_:about:)``),
    /// after everything applied so far; a shadow drawn inside grows and moves with its linear part
    /// (the same as the unanchored transform's).
    @inline(__always)
    mutating func apply(anchored transform: CGAffineTransform) {
        guard concatenate(transform) else { return }
        if var shadow {
            let factor = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            let offset = CGSize(width: shadow.x, height: shadow.y).applying(transform)
            // A shadow the transform would blow up past finite numbers stays as it was.
            if factor.isFinite, (shadow.radius * factor).isFinite, offset.width.isFinite, offset.height.isFinite {
                shadow.radius *= factor
                shadow.x = offset.width
                shadow.y = offset.height
                self.shadow = shadow
            }
        }
    }
}
