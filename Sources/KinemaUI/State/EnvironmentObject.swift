import Foundation

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// An ancestor puts the object in the environment with
/// ``View/environmentObject(_:)``; the view reads it by its type, and runs its body again after
/// each change the object announces, under the transaction current where the change was made.
///
/// ```swift
/// final class Library: ObservableObject {
///     @Published var books: [String] = []
/// }
///
/// struct Shelf: View {
///     @EnvironmentObject var library: Library
///     var body: some View {
///         Text("\(library.books.count) books")
///     }
/// }
///
/// Shelf().environmentObject(Library())
/// ```
///
/// Reading the property when no ancestor supplied an object of its type stops the program with
/// SwiftUI's message: "No ObservableObject of type Library found. A View.environmentObject(_:)
/// for Library may be missing as an ancestor of this view."
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    let link = ObjectLink<ObjectType>()

    /// Creates an environment object.
    ///
    /// ```swift
    /// @EnvironmentObject var library: Library
    /// ```
    public init() {}

    /// The underlying value referenced by the environment object.
    ///
    /// ```swift
    /// Text(library.name)
    /// ```
    ///
    /// Stops the program when no ancestor supplied an object of this type.
    public var wrappedValue: ObjectType {
        guard let object = link.object else {
            fatalError(Self.missingObjectMessage)
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    ///
    /// ```swift
    /// Toggle("Dark", isOn: $settings.isDark)
    /// ```
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// The message for a missing object: SwiftUI's.
    static var missingObjectMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }

    /// A wrapper of the underlying environment object that can create bindings to its properties.
    ///
    /// ```swift
    /// let isDark: Binding<Bool> = $settings.isDark
    /// ```
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        ///
        /// ```swift
        /// Toggle("Dark", isOn: $settings.isDark)
        /// ```
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// The key for an `ObservableObject` of type `T` put in the environment with `environmentObject`.
struct EnvironmentObjectKey<T: ObservableObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

extension EnvironmentObject: ExternalStateProperty {
    func attach(to storage: inout AnyObject?, environment: EnvironmentValues, invalidation: NodeInvalidation) {
        let subscription: ObjectSubscription
        if let existing = storage as? ObjectSubscription {
            subscription = existing
        } else {
            subscription = ObjectSubscription()
            storage = subscription
        }
        let object = environment[EnvironmentObjectKey<ObjectType>.self]
        link.object = object
        if let object {
            subscription.observe(object, invalidation: invalidation)
        } else {
            subscription.end()
        }
    }
}

extension View {
    /// Supplies an observable object to a view subhierarchy.
    ///
    /// ```swift
    /// ContentView().environmentObject(library)
    /// ```
    ///
    /// Views below read it with `@EnvironmentObject var library: Library` (by the object's static
    /// type) and follow its changes.
    ///
    /// - Parameter object: The object to store and make available to the view's subhierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentWritingModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
