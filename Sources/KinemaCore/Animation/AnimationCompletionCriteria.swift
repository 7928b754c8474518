/// The criteria that determines when an animation is considered finished.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) { selected.toggle() } completion: { … }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Storage: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    private let storage: Storage

    /// The animation has logically completed, but may still be in its long tail.
    ///
    /// A spring is logically complete once its `response` has passed, while it still settles.
    public static let logicallyComplete = AnimationCompletionCriteria(storage: .logicallyComplete)

    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(storage: .removed)
}
