import Foundation
import KinemaCore

/// An animatable attribute: follows a source (the model value) and shows its presentation value.
///
/// When the model's animatable data changes and the transaction that applies carries an
/// animation (and does not disable animations), the change is animated by an ``Animator``;
/// otherwise it shows at once (shifting any running animation with it).
final class AnimatableNode<Value: Animatable>: ValueNode<Value> {
    private let source: Attribute<Value>
    private let transaction: Attribute<Transaction>?
    private var modelData: Value.AnimatableData?
    private var animator: Animator<Value.AnimatableData>?
    init(id: Int, source: Attribute<Value>, transaction: Attribute<Transaction>?) {
        self.source = source
        self.transaction = transaction
        super.init(id: id)
        isDirty = true
    }

    override var needsFrames: Bool { animator != nil }


    /// The source's node, looked up once.
    private var sourceNode: ValueNode<Value>?

    override func compute(in graph: AttributeGraph) -> Bool {
        let sourceNode = self.sourceNode ?? graph.valueNode(source)
        self.sourceNode = sourceNode
        let model = graph.read(sourceNode)
        let data = model.animatableData
        if let previous = modelData, previous != data {
            let transaction = self.transaction.map { graph.peek($0) } ?? graph.transaction
            if let animation = transaction.animation, !transaction.disablesAnimations {
                let delta = data - previous
                if animator == nil {
                    animator = Animator(animation: animation, interval: delta, at: graph.time)
                } else {
                    animator?.combine(with: animation, interval: delta, at: graph.time)
                }
                animator?.add(graph.completionTracker.listeners(for: transaction))
            }
        }
        modelData = data

        var presentation = model
        if animator != nil {
            var shown = data
            if animator!.update(&shown, at: graph.time) {
                animator!.end()
                animator = nil
            } else {
                presentation.animatableData = shown
            }
        }
        defer { value = presentation }
        guard let old = value else { return true }
        if old.animatableData != presentation.animatableData { return true }
        // Same data: in a frame nothing else moved; after a model change, parts of the value that
        // do not animate (a label, say) may have.
        if graph.isProducingFrame { return false }
        return !areEqualIfEquatable(old, presentation)
    }

    override func cancel() {
        animator?.end()
        animator = nil
    }
}
