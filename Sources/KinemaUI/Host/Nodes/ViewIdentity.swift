import Foundation

/// A node's identity among its siblings: its position, or an explicit id (a `ForEach` element's,
/// an `.id(_:)`). Positions compare as integers: most children are positional, and an update
/// compares every child's identity.
///
/// Every node keeps one, so it is kept small: an explicit id that is an `Int` (a `ForEach` over a
/// range, the commonest) is stored as it is, any other in a box. (An `AnyHashable` inline made
/// every node 32 bytes larger.) Identities compare and hash as their ids' `AnyHashable`s do.
enum ViewIdentity: Hashable {
    case position(Int)
    /// An explicit id that is an `Int`.
    case integer(Int)
    /// Any other explicit id.
    case boxed(ExplicitID)

    /// The identity of the explicit id `id`.
    static func explicit(_ id: AnyHashable) -> ViewIdentity {
        if let integer = id.base as? Int { .integer(integer) } else { .boxed(ExplicitID(id)) }
    }

    /// The explicit id, or `nil` for a position.
    var explicitID: AnyHashable? {
        switch self {
        case .position: nil
        case .integer(let id): AnyHashable(id)
        case .boxed(let box): box.id
        }
    }

    /// Whether this is the explicit id `id`.
    @inline(__always)
    func isExplicit(_ id: AnyHashable) -> Bool {
        switch self {
        case .position: false
        case .integer(let integer): AnyHashable(integer) == id
        case .boxed(let box): box.id == id
        }
    }

    static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        switch (lhs, rhs) {
        case (.position(let a), .position(let b)): a == b
        case (.position, _), (_, .position): false
        case (.integer(let a), .integer(let b)): a == b
        default: lhs.explicitID == rhs.explicitID
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .position(let position):
            hasher.combine(0)
            hasher.combine(position)
        case .integer, .boxed:
            hasher.combine(1)
            hasher.combine(explicitID)
        }
    }
}

/// An explicit id other than an `Int`, boxed (see ``ViewIdentity``).
final class ExplicitID {
    let id: AnyHashable

    init(_ id: AnyHashable) {
        self.id = id
    }
}
