/// Executes a closure with the specified transaction and returns the result.
///
/// ```swift
/// var transaction = Transaction(animation: .linear)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isZoomed.toggle() }
/// ```
///
/// Calls nest. Inside an enclosing `withTransaction` or `withAnimation`, the body runs with the
/// enclosing transaction overlaid by `transaction`: the values `transaction` set win, the others
/// are inherited, and completions are replaced per criteria when `transaction` added some. After
/// the body, even when it throws, the enclosing transaction is current again.
///
/// > Note: The overlay is SwiftUI's behaviour since iOS 17 ("v5" semantics: the thread's
/// > transaction merged with the new one), as reverse-engineered by OpenSwiftUI
/// > (`Sources/OpenSwiftUICore/Animation/Transaction/Transaction.swift`). Earlier releases
/// > replaced the enclosing transaction outright.
///
/// - Parameters:
///   - transaction: The transaction for the changes made in `body`.
///   - body: A closure to execute, synchronously, on the calling thread.
/// - Returns: The result of `body`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let effective = Transaction.current?.merging(transaction) ?? transaction
    return try Transaction.withCurrent(effective, body)
}

/// Executes a closure with the specified transaction key path and value and returns the result.
///
/// ```swift
/// withTransaction(\.avatarTapped, true) { selected.toggle() }
/// ```
///
/// Sets `value` on a fresh ``Transaction`` and runs `body` with it, as
/// ``withTransaction(_:_:)`` does: so the enclosing transaction's other values (its animation,
/// say) still apply, and only the property at `keyPath` changes. SwiftUI defines it the same way.
///
/// - Parameters:
///   - keyPath: The property of ``Transaction`` to set.
///   - value: The value to set it to.
///   - body: A closure to execute.
/// - Returns: The result of `body`.
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>,
    _ value: V,
    _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
