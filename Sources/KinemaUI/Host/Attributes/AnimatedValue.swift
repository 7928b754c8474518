import Foundation
import KinemaGraph

/// A value the view layer shows through an animatable attribute: the model is set with the
/// transaction it changes under, and the presentation follows it, animating when the transaction
/// carries an animation.
///
/// Effects, layout frames, `Animatable` views and custom layouts all keep one. It is one graph
/// attribute with no edges; drawing reads its presentation through a typed reader.
struct AnimatedValue<Value: Animatable> {
    let attribute: Attribute<Value>
    let reader: AnimatablePresentation<Value>

    init(_ value: Value, graph: AttributeGraph) {
        attribute = graph.makeAnimatableInput(value)
        reader = AnimatablePresentation(node: graph.animatableNode(of: attribute))
    }

    /// Sets a new model value under `transaction`.
    func set(_ value: Value, transaction: Transaction, in graph: AttributeGraph) {
        graph.setValue(value, on: reader.node, transaction: transaction)
    }

    /// The presentation value as of the latest frame or update.
    var presentation: Value { reader.value }

    /// The presentation value's animatable data.
    var presentationData: Value.AnimatableData { reader.data }

    /// The latest model value.
    var model: Value { reader.model }

    /// Whether the value is animating.
    var isAnimating: Bool { reader.isAnimating }

    func remove(from graph: AttributeGraph) {
        graph.remove(attribute)
    }
}

/// A typed reader of an animatable attribute's presentation value that records no dependency and
/// looks nothing up: what drawing reads on every frame.
///
/// It reads the node's fields itself (in this module, so a caller that knows `Value`, such as an
/// effect sampler pre-specialised for its effect, reads the running animation's slot without
/// type-metadata lookups).
struct AnimatablePresentation<Value: Animatable> {
    let node: AnimatableNode<Value>

    /// The attribute's presentation value as of the latest frame or update.
    @inline(__always)
    var value: Value { node.presentation }

    /// The presentation value's animatable data (read without setting it on a copy of the model).
    var data: Value.AnimatableData { node.presentationData }

    /// The attribute's latest model value.
    var model: Value { node.model ?? node.value! }

    /// Whether the attribute is animating.
    var isAnimating: Bool { node.trackSlot >= 0 }

    /// The attribute's number in its graph (what `AttributeGraph.frameChanges` lists).
    var id: Int { node.id }
}
