import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (e.g. a view).
///
/// ```swift
/// struct Cards: View {
///     @Namespace private var cards
///     @State private var expanded = false
///
///     var body: some View {
///         if expanded {
///             RoundedRectangle(cornerRadius: 24)
///                 .matchedGeometryEffect(id: "card", in: cards)
///                 .frame(width: 300, height: 400)
///         } else {
///             RoundedRectangle(cornerRadius: 24)
///                 .matchedGeometryEffect(id: "card", in: cards)
///                 .frame(width: 120, height: 80)
///         }
///     }
/// }
/// ```
///
/// The identifier lives as long as the view in the hierarchy, like `@State`: a parent that
/// recreates the view value keeps the same namespace.
@frozen
@propertyWrapper
public struct Namespace: Sendable {
    @usableFromInline let link: NamespaceLink

    /// Creates a namespace.
    public init() {
        link = NamespaceLink()
    }

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID {
        link.storage?.id ?? link.fallback
    }

    /// A namespace's identifier.
    @frozen
    public struct ID: Hashable, Sendable {
        let value: Int

        /// A new identifier, different from every other one in the process.
        static func make() -> ID {
            counterLock.lock()
            defer { counterLock.unlock() }
            counter += 1
            return ID(value: counter)
        }

        private nonisolated(unsafe) static var counter = 0
        private static let counterLock = NSLock()
    }
}

/// Where a namespace finds its node's identifier (set when the view's body runs in a host).
@usableFromInline
final class NamespaceLink: @unchecked Sendable {
    /// An identifier for a namespace read outside a host.
    let fallback = Namespace.ID.make()
    /// The node's storage, once attached.
    var storage: NamespaceStorage?
}

/// A node's namespace identifier, kept with its state.
final class NamespaceStorage {
    let id = Namespace.ID.make()
}

extension Namespace: StateProperty {
    func attach(
        to storage: inout AnyObject?, isUpdating: @escaping () -> Bool,
        onChange: @escaping (_ commit: @escaping () -> Void) -> Void
    ) {
        if let existing = storage as? NamespaceStorage {
            link.storage = existing
        } else {
            let made = NamespaceStorage()
            storage = made
            link.storage = made
        }
    }
}
