#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The current transaction is per thread, as SwiftUI documents it ("the thread's current
// Transaction", withAnimation(_:_:)). A thread-local slot, not a @TaskLocal: task-locals are
// copied into every `Task {}` created in the body, which would animate changes made after an
// `await` and carry the transaction's non-Sendable closures to another thread; SwiftUI does
// neither. The body of `withTransaction` is synchronous, so it cannot hop threads while the slot
// is set.

/// Holds a transaction at a stable address, so that the thread-local slot can point at it.
///
/// Immutable, and only reachable through the slot of the thread that created it, while that
/// thread's `withTransaction` frame keeps it alive.
private final class TransactionBox {
    let transaction: Transaction

    init(_ transaction: Transaction) {
        self.transaction = transaction
    }
}

/// The thread-local slot: the process's one global of this kind, since a thread-local needs a key
/// created once. It holds an unretained pointer to a `TransactionBox`, or nil outside any body.
private let currentTransactionSlot: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status)): out of thread-local keys")
    return key
}()

extension Transaction {
    /// The transaction of the innermost `withTransaction` or `withAnimation` body running on this
    /// thread, or `nil` outside any: what the runtime attaches to a state change.
    ///
    /// ```swift
    /// withAnimation(.bouncy) { Transaction.current?.animation } // .bouncy
    /// Transaction.current                                        // nil
    /// ```
    ///
    /// It already includes what enclosing bodies set (see ``withTransaction(_:_:)``). Another
    /// thread, and a `Task` started in the body, see `nil`.
    package static var current: Transaction? {
        guard let pointer = pthread_getspecific(currentTransactionSlot) else { return nil }
        return Unmanaged<TransactionBox>.fromOpaque(pointer).takeUnretainedValue().transaction
    }

    /// Runs `body` with `transaction` as this thread's ``current`` transaction, then restores the
    /// previous one, also when `body` throws.
    static func withCurrent<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let box = TransactionBox(transaction)
        let previous = pthread_getspecific(currentTransactionSlot)
        pthread_setspecific(currentTransactionSlot, Unmanaged.passUnretained(box).toOpaque())
        defer {
            pthread_setspecific(currentTransactionSlot, previous)
            // The slot's pointer is unretained: the box must outlive the body.
            withExtendedLifetime(box) {}
        }
        return try body()
    }
}
