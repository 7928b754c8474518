extension Transaction {
    /// Adds a completion to run when the animations created with this transaction are complete.
    ///
    /// ```swift
    /// var transaction = Transaction(animation: .bouncy)
    /// transaction.addAnimationCompletion(criteria: .removed) { showNext = true }
    /// withTransaction(transaction) { selected.toggle() }
    /// ```
    ///
    /// The runtime calls each completion exactly once; if the changes in the body create no
    /// animation, right after the body. Several completions may be added; each runs.
    ///
    /// - Parameters:
    ///   - criteria: When the animations count as complete: ``AnimationCompletionCriteria/logicallyComplete``
    ///     (a spring after its response, though it still settles) or
    ///     ``AnimationCompletionCriteria/removed`` (fully finished).
    ///   - completion: The closure to run.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        animationCompletions.append(AnimationCompletion(criteria: criteria, action: completion))
    }
}
