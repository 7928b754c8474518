/// Whether two values are equal, when their type can say: `lhs == rhs` if both are of the same
/// `Equatable` type, `false` otherwise (so values of types that cannot be compared count as
/// different — a change).
///
/// The runtime and the view layer compare values whose types they only know generically (a model
/// value, a `@State` write, an animator's trigger); this is the one place that opens them.
@usableFromInline
package func areEqualIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    /// `self == other` when `other` is of the same type.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
