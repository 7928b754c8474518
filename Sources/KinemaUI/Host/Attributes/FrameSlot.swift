import Foundation
import KinemaGraph

/// A drawn node's layout frame as an animatable attribute: when layout moves or resizes a view in
/// an update whose transaction carries an animation, the view travels there — in a straight line,
/// since a rectangle's animatable data is its origin and size.
///
/// Only nodes that draw (leaves) or whose effects depend on their frame (effects) get one. A value
/// kept in its node, not an object of its own: an object was an allocation per drawn view.
@MainActor
struct FrameSlot {
    private let value: AnimatedValue<CGRect>
    /// The frame last set.
    private var frame: CGRect

    var presentation: AnimatablePresentation<CGRect> { value.reader }

    init(frame: CGRect, graph: AttributeGraph) {
        value = AnimatedValue(frame, graph: graph)
        self.frame = frame
    }

    /// Sets the laid-out frame under `transaction` (nothing to do when it did not move).
    mutating func update(frame: CGRect, transaction: Transaction, in graph: AttributeGraph) {
        guard frame != self.frame else { return }
        self.frame = frame
        value.set(frame, transaction: transaction, in: graph)
    }

    /// Moves the frame to `frame` at once, with no animation: the start of a journey that the
    /// next ``update(frame:transaction:in:)`` animates.
    mutating func jump(to frame: CGRect, in graph: AttributeGraph) {
        self.frame = frame
        var transaction = Transaction()
        transaction.disablesAnimations = true
        value.set(frame, transaction: transaction, in: graph)
    }

    func remove(from graph: AttributeGraph) {
        value.remove(from: graph)
    }
}

extension ViewNode {
    /// Sets the node's frame slot (made on first use; the engine releases it with the node) to
    /// `frame` under `transaction`, and returns its presentation.
    func updateFrameSlot(to frame: CGRect, transaction: Transaction, in graph: AttributeGraph) -> AnimatablePresentation<CGRect> {
        if frameSlot == nil { frameSlot = FrameSlot(frame: self.frame, graph: graph) }
        frameSlot!.update(frame: frame, transaction: transaction, in: graph)
        return frameSlot!.presentation
    }
}
