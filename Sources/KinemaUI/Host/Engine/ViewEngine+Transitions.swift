import Foundation
import KinemaGraph

// Views that come and go under an animation. An inserted view with a transition is drawn first in
// its `willAppear` phase and brought to `identity` in the next update of the same event; a removed
// one leaves its parent's children for `removingChildren` (drawn, not laid out), is brought to
// `didDisappear` under the removal's transaction plus a completion, and is removed for good when
// the animations that started finish.
//
// A view without a transition of its own gets SwiftUI's default, `.opacity`, without a modifier
// node: wrapping it would rebuild its content (and run its `onAppear` again). The node keeps an
// opacity attribute for it (an ``ImplicitFade``, with ``NodeCapabilities/implicitFade``) that the
// drawing applies around the node, from 0 to 1 on insertion and back to 0 on removal; it is
// dropped once it has nothing left to do.
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
    /// (`child` is one of `parent`'s children, never one already leaving: a leaving view that
    /// comes back is revived first.)
    func removeChild(_ child: ViewNode, of parent: ViewNode, transaction: Transaction) {
        guard transaction.animation != nil, !transaction.disablesAnimations else {
            remove(child)
            return
        }
        guard let (transitionNode, state) = transitionState(of: child) else {
            fadeOut(child, of: parent, transaction: transaction)
            return
        }
        parent.removingChildren.append(child)
        drawing.needsRebuild = true
        state.generation += 1
        state.phase = .didDisappear
        let generation = state.generation
        var removal = transaction
        removal.addAnimationCompletion(criteria: .removed) { [weak handle, weak parent, weak child] in
            guard let self = handle?.engine, let parent, let child, state.generation == generation else { return }
            self.finishRemoval(of: child, from: parent)
        }
        transitionNode.needsBody = true
        var context = UpdateContext(engine: self, transaction: removal)
        context.isNewValue = true
        schedule(transitionNode, view: nil, in: context)
    }

    /// A removing child is inserted again (the same identity and type came back): it stays, and
    /// its transition returns to identity under `transaction`. The caller takes it out of its
    /// parent's leaving children (once for all the children it revives: a list whose thousands
    /// of leaving rows come back would otherwise search that list once per row).
    func revive(_ child: ViewNode, transaction: Transaction) {
        if let (_, state) = transitionState(of: child) {
            state.generation += 1
            state.phase = .identity
        } else if let fade = child.implicitFade {
            fade.generation += 1
            fade.show(transaction: transaction, engine: self, nodeID: child.id)
        }
    }

    /// Notes that `child` was inserted into `parent` under `transaction` (which animates). Only
    /// the outermost inserted view transitions: one inside a view inserted in the same update
    /// comes in with it, as in SwiftUI.
    func noteInsertion(of child: ViewNode, into parent: ViewNode, transaction: Transaction) {
        guard updateNumber > 1, parent.id < firstNodeIDOfUpdate, !transaction.disablesAnimations else { return }
        insertions.append((child, transaction))
    }

    /// Gives the views inserted in this update that have no transition of their own the default
    /// one: they fade in under their insertion's transaction.
    func fadeInInsertions() {
        let inserted = insertions
        insertions.removeAll()
        for (node, transaction) in inserted where nodes.contains(node) && transitionState(of: node) == nil {
            let fade = ImplicitFade(graph: graph)
            setImplicitFade(fade, of: node)
            fade.show(transaction: transaction, engine: self, nodeID: node.id)
            drawing.needsRebuild = true
        }
    }

    /// Takes `child` out under the default transition: it stays drawn while it fades out under
    /// `transaction`, and leaves when the fade is removed.
    private func fadeOut(_ child: ViewNode, of parent: ViewNode, transaction: Transaction) {
        let fade: ImplicitFade
        if let existing = child.implicitFade {
            fade = existing
        } else {
            fade = ImplicitFade(graph: graph, opacity: 1)
            setImplicitFade(fade, of: child)
        }
        parent.removingChildren.append(child)
        drawing.needsRebuild = true
        fade.generation += 1
        let generation = fade.generation
        var removal = transaction
        removal.addAnimationCompletion(criteria: .removed) { [weak handle, weak parent, weak child] in
            guard let self = handle?.engine, let parent, let child, fade.generation == generation else { return }
            self.finishRemoval(of: child, from: parent)
        }
        fade.hide(transaction: removal, graph: graph)
    }

    /// Drops the default transitions that finished fading in (in one update, at the next frame).
    /// Many fades finish together (the rows of one insertion): one pass drops them all.
    fileprivate func dropFinishedFades() {
        guard !isDroppingFades else { return }
        isDroppingFades = true
        scheduleForNextFrame { [weak handle] in handle?.engine.dropFinishedFadesNow() }
    }

    private func dropFinishedFadesNow() {
        isDroppingFades = false
        let fades = capabilityIndex.nodes(with: .implicitFade)
        var finished: [(ViewNode, ImplicitFade)] = []
        var fadingIn = 0
        for node in fades {
            guard let fade = node.implicitFade, fade.isShown else { continue }
            if fade.slot.value.isAnimating { fadingIn += 1 } else { finished.append((node, fade)) }
        }
        // Dropping fades rebuilds the display skeleton, so fades that finish one frame after
        // another (rows inserted with staggered delays) go in batches: once at least half of the
        // fades have finished, or none is still fading in. Until then a finished fade stays at
        // full opacity, drawn as if it were gone; each batch halves the fades, so n staggered
        // fades cost about log₂ n rebuilds rather than n.
        guard !finished.isEmpty, finished.count * 2 >= fades.count || fadingIn == 0 else { return }
        performUpdate(Transaction()) { _ in
            // A node that left meanwhile released its fade with it.
            for (node, fade) in finished where node.implicitFade === fade {
                self.setImplicitFade(nil, of: node)
                fade.slot.release(from: self.graph)
            }
            self.drawing.needsRebuild = true
        }
    }

    /// Gives `node` the default transition's opacity, or takes it away.
    private func setImplicitFade(_ fade: ImplicitFade?, of node: ViewNode) {
        node.implicitFade = fade
        capabilityIndex.set(.implicitFade, fade != nil, for: node)
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
        finishedRemovals.append((parent, child))
        guard finishedRemovals.count == 1 else { return }
        // Many removals finish together (the rows of one removal): one update at the next frame
        // takes them all out, each parent's leaving children filtered once.
        scheduleForNextFrame { [weak handle] in handle?.engine.takeOutFinishedRemovals() }
    }

    private func takeOutFinishedRemovals() {
        let finished = finishedRemovals
        finishedRemovals.removeAll()
        var byParent: [ObjectIdentifier: (parent: ViewNode, children: Set<ObjectIdentifier>)] = [:]
        for (parent, child) in finished {
            byParent[ObjectIdentifier(parent), default: (parent, [])].children.insert(ObjectIdentifier(child))
        }
        performUpdate(Transaction()) { _ in
            for (parent, children) in byParent.values {
                var removed: [ViewNode] = []
                parent.removingChildren.removeAll { child in
                    guard children.contains(ObjectIdentifier(child)) else { return false }
                    removed.append(child)
                    return true
                }
                for child in removed { self.remove(child) }
            }
            self.drawing.needsRebuild = true
        }
    }
}

/// The default transition of a view without one: an opacity the drawing applies around the node.
@MainActor
final class ImplicitFade {
    let slot: EffectSlot<OpacityEffect>
    /// Bumped at each removal and re-insertion, so a removal that was cancelled does not finish and
    /// a fade-in that was overtaken is not dropped.
    var generation = 0
    /// Whether the last change brought it to full opacity (it is dropped once there).
    private(set) var isShown = false

    init(graph: AttributeGraph, opacity: Double = 0) {
        slot = EffectSlot(effect: OpacityEffect(opacity: opacity), graph: graph)
    }

    /// Brings the view to full opacity under `transaction`; once there, the fade is dropped.
    func show(transaction: Transaction, engine: ViewEngine, nodeID: Int) {
        isShown = true
        let generation = self.generation
        var insertion = transaction
        insertion.addAnimationCompletion(criteria: .removed) { [weak handle = engine.handle, weak self] in
            guard let engine = handle?.engine, let self, self.generation == generation else { return }
            engine.dropFinishedFades()
        }
        slot.value.set(OpacityEffect(opacity: 1), transaction: insertion, in: engine.graph)
    }

    /// Takes the view to transparent under `transaction` (a removal).
    func hide(transaction: Transaction, graph: AttributeGraph) {
        isShown = false
        slot.value.set(OpacityEffect(opacity: 0), transaction: transaction, in: graph)
    }
}
