import Foundation
import KinemaCore

/// One completion callback of a transaction, counting the animations that transaction started.
///
/// Every animatable attribute that starts (or joins) an animation under the transaction adds
/// itself; it reports back when its animation is logically complete or removed, whichever the
/// criteria ask for. The callback runs once, when the update has closed and the count is zero —
/// so right after the update when nothing animated.
final class AnimationListener {
    let criteria: AnimationCompletionCriteria
    private let action: () -> Void
    private var count = 0
    private var isClosed = false
    private(set) var hasFired = false

    init(_ completion: AnimationCompletion) {
        self.criteria = completion.criteria
        self.action = completion.action
    }

    func animationWasAdded() {
        count += 1
    }

    func animationWasRemoved() {
        count -= 1
        fireIfDone()
    }

    /// The update that created the listener has closed: no more animations can join.
    func close() {
        isClosed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard isClosed, count <= 0, !hasFired else { return }
        hasFired = true
        action()
    }
}

/// The listeners of the transactions applied by the current update, by completion identity, so a
/// transaction copied into many subtrees still has one listener per completion.
package struct AnimationCompletionTracker {
    private var frames: [[ObjectIdentifier: AnimationListener]] = []

    package init() {}

    /// An update opens under `transaction`.
    mutating func begin(_ transaction: Transaction) {
        var listeners: [ObjectIdentifier: AnimationListener] = [:]
        for completion in transaction.animationCompletions {
            listeners[completion.id] = AnimationListener(completion)
        }
        frames.append(listeners)
    }

    /// The listeners for `transaction`'s completions (a subtree's transaction may add its own).
    mutating func listeners(for transaction: Transaction) -> [AnimationListener] {
        guard !transaction.animationCompletions.isEmpty, !frames.isEmpty else { return [] }
        var result: [AnimationListener] = []
        for completion in transaction.animationCompletions {
            if let listener = frames[frames.count - 1][completion.id] {
                result.append(listener)
            } else {
                let listener = AnimationListener(completion)
                frames[frames.count - 1][completion.id] = listener
                result.append(listener)
            }
        }
        return result
    }

    /// The update closed: listeners with nothing to wait for fire now.
    mutating func end() {
        guard let listeners = frames.popLast() else { return }
        for listener in listeners.values {
            listener.close()
        }
    }
}
