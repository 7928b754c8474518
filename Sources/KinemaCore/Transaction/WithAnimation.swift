/// Returns the result of recomputing the view's body with the provided animation.
///
/// ```swift
/// .onTapGesture {
///     withAnimation(.bouncy) { selected.toggle() }
/// }
/// ```
///
/// A thin wrapper: `withTransaction(Transaction(animation: animation), body)`. The animation
/// applies to the changes made in `body`; the enclosing transaction's other values still apply.
/// `withAnimation(nil)` counts as setting the animation, so it turns off an enclosing one.
///
/// - Parameters:
///   - animation: The animation for the changes; by default ``Animation/default``, a smooth
///     spring.
///   - body: A closure to execute.
/// - Returns: The result of `body`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) {
///     selected.toggle()
/// } completion: {
///     showNext = true
/// }
/// ```
///
/// Sets the transaction's animation and adds the completion with
/// ``Transaction/addAnimationCompletion(criteria:_:)``. The completion runs exactly once; if the
/// changes create no animation, right after `body`. It does not run when `body` throws.
///
/// - Parameters:
///   - animation: The animation for the changes; by default ``Animation/default``.
///   - completionCriteria: When the animations count as complete.
///   - body: A closure to execute.
///   - completion: The closure to run once the animations are complete.
/// - Returns: The result of `body`.
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
