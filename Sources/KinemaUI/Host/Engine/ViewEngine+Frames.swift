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
    /// 3. A canvas the frame moved to a new size draws again: its renderer runs at that size, in
    ///    an update that rebuilds the drawing (what it draws may change in number).
    /// 4. Actions scheduled for this frame (a phase animator's next step) run, each as an event.
    func produceFrame(at time: TimeInterval) -> Bool {
        graph.advance(to: time)
        timers.setTime(time)
        drawing.patch(frameChanges: graph.frameChanges)
        updateFrameDependentNodes(at: time)
        if drawing.needsCanvasRender {
            drawing.needsRebuild = true
            performUpdate(Transaction()) { _ in }
        }
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
        HostTimers.$current.withValue(timers) {
            for action in actions { action() }
        }
    }

    /// Whether frames are due for view-level work: scheduled actions, running frame-driven nodes,
    /// or a connected timer publisher that ticks.
    var needsFrames: Bool {
        !frameActions.isEmpty
            || capabilityIndex.contains(.frameDriven, as: (any FrameDrivenState).self) { $0.isRunning }
            || timers.nextDeadline != nil
    }

    /// Brings the frame-dependent nodes up to date for `time`, in one update (in node order, so
    /// runs are deterministic). Nothing runs when nothing moved.
    private func updateFrameDependentNodes(at time: TimeInterval) {
        let bodies = capabilityIndex.states(.animatableBody, as: (any AnimatableBodyState).self) { $1.needsFrameBody }
        let driven = capabilityIndex.states(.frameDriven, as: (any FrameDrivenState).self) { $1.isRunning }
        guard !bodies.isEmpty || !driven.isEmpty else { return }
        performUpdate(Transaction()) { context in
            // Each node resumes the context of its last visit (an outer `.font` or environment
            // value still applies), under this frame's transaction.
            for (node, state) in bodies {
                bodyEvaluations += 1
                var nodeContext = (state.context ?? context).resumed(under: context.transaction)
                nodeContext.reconcileChildren(of: node, with: [state.presentedBody()])
            }
            for (node, state) in driven {
                var nodeContext = (state.context ?? context).resumed(under: context.transaction)
                state.renderFrame(node, at: time, in: &nodeContext)
            }
        }
        flushIfNeeded()
    }
}
