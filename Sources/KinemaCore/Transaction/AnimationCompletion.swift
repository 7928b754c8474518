/// A completion added to a ``Transaction``, for the runtime to call once the animations created
/// with that transaction are complete.
///
/// Each completion has an identity (``id``), kept by its copies: a nested `withTransaction`
/// inherits the enclosing completions, so the runtime may meet the same completion in several
/// changes of one update and must still call it exactly once.
package struct AnimationCompletion {
    /// What copies of a completion share: the count of what it waits for, so every update that
    /// meets the completion counts toward the same single call.
    ///
    /// The runtime reports updates opening and closing under the completion and animations
    /// starting and reaching its criteria; the action is due when nothing is open or running any
    /// more — right after the update if it started no animation.
    package final class Token {
        /// When the animations count as complete.
        package let criteria: AnimationCompletionCriteria
        /// The closure to run.
        package let action: () -> Void
        /// Animations started under the completion that have not met its criteria yet.
        private var pendingAnimations = 0
        /// Updates using the completion that have not closed yet.
        private var openUpdates = 0
        /// The action has been handed to the runtime.
        package private(set) var hasFired = false
        /// Where the action goes when it is due: the runtime tracking the completion sets it, so
        /// the action runs later, outside whatever graph work reported the end.
        package var enqueue: ((@escaping () -> Void) -> Void)?

        init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
            self.criteria = criteria
            self.action = action
        }

        /// An animation started (or joined) under the completion.
        package func animationWasAdded() {
            pendingAnimations += 1
        }

        /// An animation counted by ``animationWasAdded()`` met the criteria (or was removed).
        package func animationWasRemoved() {
            pendingAnimations -= 1
            fireIfDue()
        }

        /// An update using the completion opened.
        package func open() {
            openUpdates += 1
        }

        /// An update opened with ``open()`` closed.
        package func close() {
            openUpdates -= 1
            fireIfDue()
        }

        private func fireIfDue() {
            guard openUpdates <= 0, pendingAnimations <= 0, !hasFired else { return }
            hasFired = true
            if let enqueue { enqueue(action) } else { action() }
        }
    }

    /// The shared counter behind ``id``.
    package let token: Token

    /// When the animations count as complete.
    package var criteria: AnimationCompletionCriteria { token.criteria }

    /// The closure to run.
    package var action: () -> Void { token.action }

    /// The completion's identity, shared by its copies and unique among live completions.
    package var id: ObjectIdentifier { ObjectIdentifier(token) }

    package init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        token = Token(criteria: criteria, action: action)
    }
}
