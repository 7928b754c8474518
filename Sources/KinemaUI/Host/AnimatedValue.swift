import Foundation
import KinemaGraph

/// A value the view layer shows through an animatable attribute: its model value and the
/// transaction it changes under are graph inputs, and the presentation value follows them,
/// animating when the transaction carries an animation.
///
/// Effects, layout frames, `Animatable` views and custom layouts all keep one.
struct AnimatedValue<Value: Animatable> {
    let model: Attribute<Value>
    let transaction: Attribute<Transaction>
    let presentation: Attribute<Value>

    private init(model: Attribute<Value>, transaction: Transaction, graph: AttributeGraph) {
        self.model = model
        self.transaction = graph.makeInput(transaction)
        presentation = graph.makeAnimatable(model, transaction: self.transaction)
        // The first value is the model's: computing it now gives a change made before the first
        // frame something to animate from.
        _ = graph.peek(presentation)
    }

    /// A value whose every new model counts as a change.
    init(_ value: Value, transaction: Transaction, graph: AttributeGraph) {
        self.init(model: graph.makeInput(value), transaction: transaction, graph: graph)
    }

    /// A value whose equal new models are no change (nothing downstream recomputes).
    init(_ value: Value, transaction: Transaction, graph: AttributeGraph) where Value: Equatable {
        self.init(model: graph.makeInput(value), transaction: transaction, graph: graph)
    }

    /// Sets a new model value under `transaction`.
    func set(_ value: Value, transaction: Transaction, in graph: AttributeGraph) {
        graph.setValue(transaction, for: self.transaction)
        graph.setValue(value, for: model)
    }

    func remove(from graph: AttributeGraph) {
        graph.remove(presentation)
        graph.remove(transaction)
        graph.remove(model)
    }
}
