import Foundation
import KinemaCore

/// One completion of a transaction, counting the animations started under it: the completion's
/// shared token (``AnimationCompletion/Token``), which copies of the transaction share, so changes
/// made in several updates inside one `withAnimation` body count toward one call.
///
/// Every animatable attribute that starts (or joins) an animation under the transaction adds
/// itself; it reports back when its animation is logically complete or removed, whichever the
/// criteria ask for. The callback is queued once no update that uses the completion is open any
/// more and the count is zero — so right after the update when nothing animated.
typealias AnimationListener = AnimationCompletion.Token

/// Completion callbacks waiting to run once the graph is between operations.
final class CompletionQueue {
    private var actions: [() -> Void] = []

    func enqueue(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    var isEmpty: Bool { actions.isEmpty }

    /// Takes the waiting actions (to run them with nothing borrowed).
    func take() -> [() -> Void] {
        defer { actions.removeAll() }
        return actions
    }
}

/// The listeners of the transactions applied by the open updates.
package struct AnimationCompletionTracker {
    private var frames: [[AnimationListener]] = []
    let queue = CompletionQueue()

    package init() {}

    /// The listener of `completion`, shared by all its copies; its due action goes to this
    /// graph's queue.
    private func listener(for completion: AnimationCompletion) -> AnimationListener {
        let token = completion.token
        if token.enqueue == nil {
            token.enqueue = { [queue] action in queue.enqueue(action) }
        }
        return token
    }

    /// An update opens under `transaction`.
    mutating func begin(_ transaction: Transaction) {
        var opened: [AnimationListener] = []
        for completion in transaction.animationCompletions {
            let listener = listener(for: completion)
            guard !listener.hasFired else { continue }
            listener.open()
            opened.append(listener)
        }
        frames.append(opened)
    }

    /// The listeners for `transaction`'s completions (a subtree's transaction may add its own).
    func listeners(for transaction: Transaction) -> [AnimationListener] {
        transaction.animationCompletions.compactMap { completion in
            let listener = listener(for: completion)
            return listener.hasFired ? nil : listener
        }
    }

    /// The innermost update closed: listeners with nothing to wait for are queued to fire.
    mutating func end() {
        guard let opened = frames.popLast() else { return }
        for listener in opened { listener.close() }
    }
}
