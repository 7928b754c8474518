import Foundation
import KinemaCore

/// One completion callback of a transaction, counting the animations that transaction started.
///
/// Every animatable attribute that starts (or joins) an animation under the transaction adds
/// itself; it reports back when its animation is logically complete or removed, whichever the
/// criteria ask for. The callback runs once, when no update that uses the completion is open any
/// more and the count is zero — so right after the update when nothing animated.
///
/// Copies of a transaction share the listener (it hangs off the completion's token), so changes
/// made in several updates inside one `withAnimation` body count toward one call.
final class AnimationListener {
    let criteria: AnimationCompletionCriteria
    private let action: () -> Void
    private unowned let queue: CompletionQueue
    private var count = 0
    /// Updates using this completion that have not closed yet.
    private var openUpdates = 0
    private(set) var hasFired = false

    init(_ completion: AnimationCompletion, queue: CompletionQueue) {
        self.criteria = completion.criteria
        self.action = completion.action
        self.queue = queue
    }

    func animationWasAdded() {
        count += 1
    }

    func animationWasRemoved() {
        count -= 1
        fireIfDone()
    }

    func open() {
        openUpdates += 1
    }

    func close() {
        openUpdates -= 1
        fireIfDone()
    }

    private func fireIfDone() {
        guard openUpdates <= 0, count <= 0, !hasFired else { return }
        hasFired = true
        // Run later, outside whatever graph work reported the end: the callback may start updates.
        queue.enqueue(action)
    }
}

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

    /// The listener of `completion`, shared by all its copies.
    private func listener(for completion: AnimationCompletion) -> AnimationListener {
        if let existing = completion.token.listener as? AnimationListener { return existing }
        let listener = AnimationListener(completion, queue: queue)
        completion.token.listener = listener
        return listener
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
