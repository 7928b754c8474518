import Foundation
import KinemaGraph

/// A drawn node's layout frame as an animatable attribute: when layout moves or resizes a view in
/// an update whose transaction carries an animation, the view travels there — in a straight line,
/// since a rectangle's animatable data is its origin and size.
///
/// Only nodes that draw (leaves) or whose effects depend on their frame (effects) get one.
@MainActor
final class FrameSlot {
    let model: Attribute<CGRect>
    let transaction: Attribute<Transaction>
    let presentation: Attribute<CGRect>

    init(frame: CGRect, graph: AttributeGraph) {
        model = graph.makeInput(frame)
        transaction = graph.makeInput(Transaction())
        presentation = graph.makeAnimatable(model, transaction: transaction)
        _ = graph.peek(presentation)
    }

    /// The frame last set.
    private var frame: CGRect?

    /// Sets the laid-out frame under `transaction` (nothing to do when it did not move).
    func update(frame: CGRect, transaction: Transaction, in graph: AttributeGraph) {
        guard frame != self.frame else { return }
        self.frame = frame
        graph.setValue(transaction, for: self.transaction)
        graph.setValue(frame, for: model)
    }

    func remove(from graph: AttributeGraph) {
        graph.remove(presentation)
        graph.remove(transaction)
        graph.remove(model)
    }
}

extension ViewNode {
    /// The node's frame slot, created on first use (and released with the node).
    func frameSlot(in graph: AttributeGraph) -> FrameSlot {
        if let frameSlot { return frameSlot }
        let slot = FrameSlot(frame: frame, graph: graph)
        frameSlot = slot
        let previous = onRemove
        onRemove = { [graph] in
            previous?()
            slot.remove(from: graph)
        }
        return slot
    }
}
