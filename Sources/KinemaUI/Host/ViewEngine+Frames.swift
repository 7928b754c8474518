import Foundation
import KinemaGraph

/// A node that needs its content rebuilt on frames (a keyframe animator): after each frame, the
/// engine asks it to update its node for the new time.
@MainActor
protocol FrameDrivenState: AnyObject {
    /// Whether it still needs frames.
    var isRunning: Bool { get }
    /// Rebuilds the node's content for `time`.
    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext)
}

extension ViewEngine {
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

    /// Whether frames are due for view-level work: scheduled actions or running keyframe animators.
    var needsFrames: Bool {
        !frameActions.isEmpty || frameDriven.values.contains { ($0.storage as? any FrameDrivenState)?.isRunning == true }
    }

    /// Registers a node whose content frames rebuild.
    func registerFrameDriven(_ node: ViewNode) {
        frameDriven[node.id] = node
        let previous = node.onRemove
        node.onRemove = { [weak self, id = node.id] in
            previous?()
            self?.frameDriven[id] = nil
        }
    }

    /// After a frame: rebuilds the content of running keyframe animators for `time`.
    func renderFrameDriven(at time: TimeInterval) {
        let running = frameDriven.values
            .filter { ($0.storage as? any FrameDrivenState)?.isRunning == true }
            .sorted { $0.id < $1.id }
        guard !running.isEmpty else { return }
        performFrameUpdate { context in
            for node in running {
                guard let state = node.storage as? any FrameDrivenState else { continue }
                var nodeContext = context
                nodeContext.isNewValue = true
                state.renderFrame(node, at: time, in: &nodeContext)
            }
        }
    }
}
