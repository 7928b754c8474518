/// The context of the current state-processing update: its animation and any values set through
/// ``TransactionKey``s.
///
/// A transaction is a small dictionary that travels with one update and is then discarded. The
/// root transaction of a change comes from ``withTransaction(_:_:)`` or ``withAnimation(_:_:)``
/// around it:
///
/// ```swift
/// var transaction = Transaction(animation: .linear)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isZoomed.toggle() }
/// ```
///
/// Every key reads its `defaultValue` until it is set: a fresh transaction has no animation and
/// all its flags are `false`. Setting a key, even to its default, records it as set, which
/// matters when a nested `withTransaction` lays its transaction over the enclosing one: only the
/// keys it set replace the outer values.
///
/// Transactions are not `Sendable`, as in SwiftUI: they carry completion closures and values of
/// any type, and belong to the thread whose update they describe.
public struct Transaction {
    /// One value, with the key type that stored it (kept for the debug description).
    private struct Entry {
        let key: Any.Type
        let value: Any
    }

    /// Everything a transaction holds, in one copy-on-write box: a transaction travels down every
    /// update, copied at each view, so a copy is one reference (none for an empty transaction),
    /// and the runtime's reads of ``animation`` skip the dictionary and the dynamic cast.
    private final class Storage {
        /// The values set on this transaction, by the identity of their key type. Built-in
        /// properties such as ``animation`` are keys too, so merging treats them like custom values.
        var values: [ObjectIdentifier: Entry] = [:]
        /// The completions added with ``addAnimationCompletion(criteria:_:)``, in the order added.
        var completions: [AnimationCompletion] = []
        /// The values of the animation and disables-animations keys, kept in step with `values`. (Unchecked:
        /// read for every animatable attribute an update visits; written only through `mutate`,
        /// on a storage no other transaction shares.)
        @exclusivity(unchecked)
        var animation: Animation?
        @exclusivity(unchecked)
        var disablesAnimations = false
        /// The value of the tracks-velocity key: animatable attributes read it for every change
        /// without an animation.
        @exclusivity(unchecked)
        var tracksVelocity = false
        /// The environment of the views the transaction is carried through, for the animations
        /// it starts (not a key: SwiftUI's transactions do not expose it).
        var environment = EnvironmentValues()

        init() {}

        func copy() -> Storage {
            let copy = Storage()
            copy.values = values
            copy.completions = completions
            copy.animation = animation
            copy.disablesAnimations = disablesAnimations
            copy.tracksVelocity = tracksVelocity
            copy.environment = environment
            return copy
        }
    }

    private var storage: Storage?

    /// Changes the storage, copying it first if another transaction shares it.
    private mutating func mutate(_ body: (Storage) -> Void) {
        if storage == nil {
            storage = Storage()
        } else if !isKnownUniquelyReferenced(&storage!) {
            storage = storage!.copy()
        }
        body(storage!)
    }

    private var values: [ObjectIdentifier: Entry] { storage?.values ?? [:] }

    /// The completions added with ``addAnimationCompletion(criteria:_:)``, in the order added.
    package internal(set) var animationCompletions: [AnimationCompletion] {
        get { storage?.completions ?? [] }
        set { mutate { $0.completions = newValue } }
    }

    /// The environment of the views this transaction is carried through: the view layer sets it
    /// as the update goes down, and the graph gives it to the animations it starts
    /// (``AnimationContext/environment``). Read without a lookup.
    package var animationEnvironment: EnvironmentValues {
        get { storage?.environment ?? EnvironmentValues() }
        set { mutate { $0.environment = newValue } }
    }

    /// The ``animation`` key's value, read without a lookup.
    var storedAnimation: Animation? { storage?.animation }
    /// The ``disablesAnimations`` key's value, read without a lookup.
    var storedDisablesAnimations: Bool { storage?.disablesAnimations ?? false }
    /// The ``tracksVelocity`` key's value, read without a lookup.
    var storedTracksVelocity: Bool { storage?.tracksVelocity ?? false }

    /// Creates a transaction with no values set: no animation, every flag `false`.
    ///
    /// ```swift
    /// Transaction().animation // nil
    /// ```
    public init() {}

    /// Creates a transaction and sets its ``animation``.
    ///
    /// ```swift
    /// withTransaction(Transaction(animation: .bouncy)) { selected.toggle() }
    /// ```
    ///
    /// - Parameter animation: The animation for the change; `nil` still counts as set, so it
    ///   clears an enclosing transaction's animation for the changes in the body.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Accesses the value of a custom key: the value last set, or the key's `defaultValue`.
    ///
    /// ```swift
    /// extension Transaction {
    ///     var avatarTapped: Bool {
    ///         get { self[AvatarTappedKey.self] }
    ///         set { self[AvatarTappedKey.self] = newValue }
    ///     }
    /// }
    /// ```
    ///
    /// Keys are told apart by type: two key types with the same value type are separate entries.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get {
            // `as?` to an Optional `K.Value` keeps a stored `nil`, so a key set to nil reads nil.
            if let entry = values[ObjectIdentifier(key)], let value = entry.value as? K.Value {
                return value
            }
            return K.defaultValue
        }
        set {
            mutate { storage in
                // Boxed with `as Any`, so that an Optional set to nil is stored, not removed.
                storage.values[ObjectIdentifier(key)] = Entry(key: key, value: newValue as Any)
                if K.self == AnimationKey.self {
                    storage.animation = newValue as? Animation
                } else if K.self == DisablesAnimationsKey.self {
                    storage.disablesAnimations = newValue as? Bool ?? false
                } else if K.self == TracksVelocityKey.self {
                    storage.tracksVelocity = newValue as? Bool ?? false
                }
            }
        }
    }

    /// Whether both transactions hold the same values (compared by each key's `_valuesEqual`) and
    /// the same completions: changes made under equivalent transactions can share one update.
    package func isEquivalent(to other: Transaction) -> Bool {
        guard values.count == other.values.count,
              animationCompletions.map(\.id) == other.animationCompletions.map(\.id) else { return false }
        for (id, entry) in values {
            guard let otherEntry = other.values[id], let key = entry.key as? any TransactionKey.Type,
                  Self.valuesEqual(key, entry.value, otherEntry.value) else { return false }
        }
        return true
    }

    private static func valuesEqual<K: TransactionKey>(_ key: K.Type, _ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? K.Value, let rhs = rhs as? K.Value else { return false }
        return K._valuesEqual(lhs, rhs)
    }

    /// Returns this transaction with `overlay` laid over it, as a nested `withTransaction` does:
    /// every key `overlay` set replaces this one's value; the others are kept.
    ///
    /// Completions follow the same rule per criteria, as SwiftUI keeps each criteria's listeners
    /// under one key: if `overlay` added a completion with a criteria, it replaces this
    /// transaction's completions with that criteria.
    package func merging(_ overlay: Transaction) -> Transaction {
        guard let over = overlay.storage else { return self }
        var merged = self
        merged.mutate { storage in
            storage.values.merge(over.values) { _, new in new }
            if over.values[ObjectIdentifier(AnimationKey.self)] != nil { storage.animation = over.animation }
            if over.values[ObjectIdentifier(DisablesAnimationsKey.self)] != nil {
                storage.disablesAnimations = over.disablesAnimations
            }
            if over.values[ObjectIdentifier(TracksVelocityKey.self)] != nil { storage.tracksVelocity = over.tracksVelocity }
        }
        let replaced = Set(overlay.animationCompletions.map(\.criteria))
        merged.animationCompletions.removeAll { replaced.contains($0.criteria) }
        merged.animationCompletions += overlay.animationCompletions
        return merged
    }
}

// SwiftUI declares the same: a transaction holds closures and arbitrary values, so it must not be
// sent between isolation domains.
@available(*, unavailable)
extension Transaction: Sendable {}

extension Transaction: CustomDebugStringConvertible {
    /// The values set on the transaction, by key type name, and its completion count, for
    /// debugging:
    ///
    /// ```swift
    /// var transaction = Transaction(animation: .linear)
    /// transaction.addAnimationCompletion {}
    /// String(reflecting: transaction)
    /// // Transaction(AnimationKey: Optional(Animation(linear(duration: 0.35))), completions: 1)
    /// ```
    public var debugDescription: String {
        // Sorted, since dictionary order changes from run to run.
        var parts = values.values.map { "\($0.key): \($0.value)" }.sorted()
        if !animationCompletions.isEmpty {
            parts.append("completions: \(animationCompletions.count)")
        }
        return "Transaction(\(parts.joined(separator: ", ")))"
    }
}
