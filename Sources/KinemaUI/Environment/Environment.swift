import Foundation
import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Pulse: View {
///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
///     @State private var large = false
///     var body: some View {
///         Circle()
///             .scaleEffect(large ? 1.2 : 1)
///             .onTapGesture {
///                 withAnimation(reduceMotion ? nil : .bouncy) { large.toggle() }
///             }
///     }
/// }
/// ```
///
/// The host gives each view the environment in effect where it sits before its body runs; a view
/// not in a host reads every value at its default. An `@Observable` object put in the
/// environment with `environment(_:)` is read with `@Environment(Model.self)`.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    let link = EnvironmentLink()

    /// Creates an environment property to read the specified key path.
    ///
    /// - Parameter keyPath: A key path to a specific resulting value.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Creates an environment property to read an observable object from the environment. Reading
    /// it when no such object was set stops with a message naming the type, as in SwiftUI.
    ///
    /// ```swift
    /// @Environment(Library.self) private var library
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment[ObservableObjectKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Creates an environment property to read an observable object from the environment,
    /// returning `nil` if no corresponding object has been set.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[ObservableObjectKey<T>.self] }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        read(link.values ?? EnvironmentValues())
    }
}

/// Where the host puts a view's environment for its `@Environment` properties.
final class EnvironmentLink {
    var values: EnvironmentValues?
}

/// An environment property the host attaches before a body runs.
protocol EnvironmentProperty {
    func attach(_ values: EnvironmentValues)
}

extension Environment: EnvironmentProperty {
    func attach(_ values: EnvironmentValues) {
        link.values = values
    }
}

/// The key for an observable object of type `T` put in the environment.
struct ObservableObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}
