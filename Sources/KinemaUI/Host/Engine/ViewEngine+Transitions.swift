import Foundation
import KinemaGraph

// Views that come and go under an animation. An inserted view with a transition is drawn first in
// its `willAppear` phase and brought to `identity` in the next update of the same event; a removed
// one leaves its parent's children for `removingChildren` (drawn, not laid out), is brought to
// `didDisappear` under the removal's transaction plus a completion, and is removed for good when
// the animations that started finish.
extension ViewEngine {
    /// Brings `node`'s transition to `phase` in the next update of the current event, under
    /// `transaction`.
    func scheduleTransition(of node: ViewNode, state: TransitionState, to phase: TransitionPhase, transaction: Transaction) {
        stateChanges.append(.init(node: node, transaction: transaction, commit: { state.phase = phase }))
        stateChanges.flushLater = true
    }

    /// The transition that applies to `node` when it is inserted or removed: its own, or that of
    /// the first view down its chain of only children (modifiers around the transition).
    func transitionState(of node: ViewNode) -> (node: ViewNode, state: TransitionState)? {
        var current = node
        for _ in 0..<64 {
            if let state = current.state(TransitionState.self) { return (current, state) }
            guard current.children.count == 1 else { return nil }
            current = current.children[0]
        }
        return nil
    }

    /// Takes `child` out of `parent`'s children: at once, or — under an animation, when a
    /// transition applies — after its removal transition.
    func removeChild(_ child: ViewNode, of parent: ViewNode, transaction: Transaction) {
        if let index = parent.removingChildren.firstIndex(where: { $0 === child }) {
            // Already leaving: it finishes leaving as it was.
            _ = index
            return
        }
        guard transaction.animation != nil, !transaction.disablesAnimations,
            let (transitionNode, state) = transitionState(of: child)
        else {
            remove(child)
            return
        }
        parent.removingChildren.append(child)
        drawing.needsRebuild = true
        state.generation += 1
        state.phase = .didDisappear
        let generation = state.generation
        var removal = transaction
        removal.addAnimationCompletion(criteria: .removed) { [weak self, weak parent, weak child] in
            guard let self, let parent, let child, state.generation == generation else { return }
            self.finishRemoval(of: child, from: parent)
        }
        transitionNode.needsBody = true
        var context = UpdateContext(engine: self, transaction: removal)
        context.isNewValue = true
        schedule(transitionNode, view: nil, in: context)
    }

    /// A removing child is inserted again (the same identity and type came back): it stays, and
    /// its transition returns to identity under `transaction`.
    func revive(_ child: ViewNode, of parent: ViewNode) {
        parent.removingChildren.removeAll { $0 === child }
        if let (_, state) = transitionState(of: child) {
            state.generation += 1
            state.phase = .identity
        }
    }

    /// Whether the node is in a subtree that is leaving under its removal transition.
    func isLeaving(nodeID: Int) -> Bool {
        var current = node(id: nodeID)
        while let node = current, let parent = node.parent {
            if !parent.removingChildren.isEmpty, parent.removingChildren.contains(where: { $0 === node }) { return true }
            current = parent
        }
        return false
    }

    /// The removal transition of `child` finished: it leaves the hierarchy.
    private func finishRemoval(of child: ViewNode, from parent: ViewNode) {
        scheduleForNextFrame { [weak self, weak parent, weak child] in
            guard let self, let parent, let child,
                let index = parent.removingChildren.firstIndex(where: { $0 === child })
            else { return }
            self.performUpdate(Transaction()) { _ in
                parent.removingChildren.remove(at: index)
                self.remove(child)
                self.drawing.needsRebuild = true
            }
        }
    }
}
