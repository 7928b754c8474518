import Foundation

/// A node's identity among its siblings: its position, or an explicit id (a `ForEach` element's,
/// an `.id(_:)`). Positions compare as integers: most children are positional, and an update
/// compares every child's identity.
enum ViewIdentity: Hashable {
    case position(Int)
    case explicit(AnyHashable)
}
