/// A completion added to a ``Transaction``, for the runtime to call once the animations created
/// with that transaction are complete.
///
/// Each completion has an identity (``id``), kept by its copies: a nested `withTransaction`
/// inherits the enclosing completions, so the runtime may meet the same completion in several
/// changes of one update and must still call it exactly once.
package struct AnimationCompletion {
    /// An object whose only job is to be unique, so that copies of a completion share an identity.
    private final class Token {}

    /// When the animations count as complete.
    package let criteria: AnimationCompletionCriteria

    /// The closure to run.
    package let action: () -> Void

    private let token = Token()

    /// The completion's identity, shared by its copies and unique among live completions.
    package var id: ObjectIdentifier { ObjectIdentifier(token) }

    package init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }
}
