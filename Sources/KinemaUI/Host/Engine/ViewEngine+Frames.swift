import Foundation
import KinemaGraph

extension ViewEngine {
    /// Produces the frame at `time`; returns whether more frames are due.
    ///
    /// 1. The graph steps every running animation in its dense track and lists the attributes
    ///    that moved; the display list is patched for them. No view code runs: this is the whole
    ///    frame for built-in effects.
    /// 2. Nodes that need view code on frames — `Animatable` views and modifiers whose
    ///    presentation moved, running keyframe animators, timelines and animated custom layouts —
    ///    are brought up to date together, in one update without animation.
    /// 3. Actions scheduled for this frame (a phase animator's next step) run, each as an event.
    func produceFrame(at time: TimeInterval) -> Bool {
        graph.advance(to: time)
        drawing.patch(frameChanges: graph.frameChanges)
        updateFrameDependentNodes(at: time)
        runFrameActions()
        return graph.isAnimating || needsFrames
    }

    /// The date a timeline sees at host time `time`.
    func date(at time: TimeInterval) -> Date {
        startDate.addingTimeInterval(time)
    }

    /// Runs `action` at the next frame (or right after the current event), outside any update.
    /// Actions scheduled while the scheduled ones run wait for the frame after: a phase animator
    /// whose phases animate nothing advances one phase per frame instead of spinning.
    func scheduleForNextFrame(_ action: @escaping () -> Void) {
        frameActions.append(action)
    }

    /// Runs the actions scheduled so far.
    func runFrameActions() {
        guard !frameActions.isEmpty, !isUpdating else { return }
        let actions = frameActions
        frameActions.removeAll()
        for action in actions { action() }
    }

    /// Whether frames are due for view-level work: scheduled actions or running frame-driven nodes.
    var needsFrames: Bool {
        !frameActions.isEmpty || frameDriven.values.contains { $0.state.isRunning }
    }

    /// Registers a node whose content frames rebuild; the engine forgets it when it is removed.
    func registerFrameDriven(_ node: ViewNode, state: any FrameDrivenState) {
        frameDriven[node.id] = (node, state)
    }

    /// Registers a node whose body frames run again when its presentation moves.
    func registerAnimatableBody(_ node: ViewNode, state: any AnimatableBodyState) {
        animatableBodies[node.id] = (node, state)
    }

    /// Brings the frame-dependent nodes up to date for `time`, in one update (in node order, so
    /// runs are deterministic). Nothing runs when nothing moved.
    private func updateFrameDependentNodes(at time: TimeInterval) {
        let bodies = animatableBodies.isEmpty ? [] : animatableBodies.values
            .filter { $0.state.needsFrameBody }
            .sorted { $0.node.id < $1.node.id }
        let driven = frameDriven.isEmpty ? [] : frameDriven.values
            .filter { $0.state.isRunning }
            .sorted { $0.node.id < $1.node.id }
        guard !bodies.isEmpty || !driven.isEmpty else { return }
        performUpdate(Transaction()) { context in
            var context = context
            context.isNewValue = true
            for (node, state) in bodies {
                bodyEvaluations += 1
                context.reconcileChildren(of: node, with: [state.presentedBody()])
            }
            for (node, state) in driven {
                var nodeContext = context
                state.renderFrame(node, at: time, in: &nodeContext)
            }
        }
        flushIfNeeded()
    }
}
