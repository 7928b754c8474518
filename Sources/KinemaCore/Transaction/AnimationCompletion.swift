/// A completion added to a ``Transaction``, for the runtime to call once the animations created
/// with that transaction are complete.
///
/// Each completion has an identity (``id``), kept by its copies: a nested `withTransaction`
/// inherits the enclosing completions, so the runtime may meet the same completion in several
/// changes of one update and must still call it exactly once.
package struct AnimationCompletion {
    /// The object copies of a completion share: their identity, and a slot where the runtime keeps
    /// its listener, so every update that meets the completion counts toward the same call.
    package final class Token {
        /// The runtime's bookkeeping for this completion (KinemaGraph's listener).
        package var listener: AnyObject?
    }

    /// When the animations count as complete.
    package let criteria: AnimationCompletionCriteria

    /// The closure to run.
    package let action: () -> Void

    /// The shared object behind ``id``.
    package let token = Token()

    /// The completion's identity, shared by its copies and unique among live completions.
    package var id: ObjectIdentifier { ObjectIdentifier(token) }

    package init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }
}
