import Foundation

/// A key for accessing values in the environment.
///
/// ```swift
/// private struct AccentSpeedKey: EnvironmentKey {
///     static let defaultValue: Double = 1
/// }
///
/// extension EnvironmentValues {
///     var accentSpeed: Double {
///         get { self[AccentSpeedKey.self] }
///         set { self[AccentSpeedKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Views read values with the `@Environment` property wrapper and set them for their content with
/// `environment(_:_:)`; custom values are declared with an ``EnvironmentKey`` and a property in an
/// extension of `EnvironmentValues`. An animation reads the environment of the view it animates
/// through ``AnimationContext/environment``.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment[AccentSpeedKey.self] = 2
/// environment[AccentSpeedKey.self]   // 2
/// ```
///
/// Values that were never set read as their key's default. The collection is a value: setting a
/// value copies the storage only when it is shared.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
    // Unchecked: values are set and read by the view layer on the main actor and by animations
    // of that layer's attributes; a key's value type is the client's to choose, as in SwiftUI.

    /// The values set, by key type; `nil` while none is (the default environment costs nothing
    /// to copy: animation contexts carry one).
    private var storage: Storage?

    private final class Storage {
        var values: [ObjectIdentifier: Any]
        var names: [ObjectIdentifier: String]

        init(values: [ObjectIdentifier: Any] = [:], names: [ObjectIdentifier: String] = [:]) {
            self.values = values
            self.names = names
        }
    }

    /// Creates an environment with every value at its default.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let value = storage?.values[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as! K.Value
        }
        set {
            if storage == nil {
                storage = Storage()
            } else if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(values: storage!.values, names: storage!.names)
            }
            storage!.values[ObjectIdentifier(key)] = newValue
            storage!.names[ObjectIdentifier(key)] = String(describing: key)
        }
    }

    /// Whether no value has been set.
    package var isDefault: Bool { storage?.values.isEmpty ?? true }

    /// The values set, by key name.
    public var description: String {
        guard let storage else { return "[]" }
        let entries = storage.values.keys
            .map { "\(storage.names[$0] ?? "?") = \(storage.values[$0]!)" }
            .sorted()
        return "[" + entries.joined(separator: ", ") + "]"
    }
}
