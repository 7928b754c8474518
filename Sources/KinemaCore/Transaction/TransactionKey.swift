/// A key for accessing values in a transaction.
///
/// Declare a key type with a default value, then a property on ``Transaction`` that reads and
/// writes it:
///
/// ```swift
/// private struct AvatarTappedKey: TransactionKey {
///     static let defaultValue = false
/// }
///
/// extension Transaction {
///     var avatarTapped: Bool {
///         get { self[AvatarTappedKey.self] }
///         set { self[AvatarTappedKey.self] = newValue }
///     }
/// }
///
/// withTransaction(\.avatarTapped, true) { selected.toggle() }
/// ```
///
/// The compiler infers ``Value`` from `defaultValue`. A transaction that never set the key reads
/// `defaultValue`; since a transaction lasts for one update only, every key reverts to its default
/// at the next one.
public protocol TransactionKey {
    /// The type of the key's value.
    associatedtype Value

    /// The value a transaction reads for this key until one is set.
    static var defaultValue: Value { get }

    /// Returns whether two values of this key are equal.
    ///
    /// Not API: SwiftUI's interface declares this requirement, with the defaults below, so Kinema
    /// declares it too; a key written for SwiftUI that implements it still compiles. Equatable
    /// values compare with `==`; other values are never reported equal, so a caller asking "did
    /// this change?" errs towards yes.
    static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool
}

extension TransactionKey {
    /// Reports `false`: values that are not `Equatable` cannot be compared, so they count as
    /// different.
    public static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool { false }
}

extension TransactionKey where Value: Equatable {
    /// Compares the two values with `==`.
    public static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool { lhs == rhs }
}
