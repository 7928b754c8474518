import Foundation

/// A property wrapper type that instantiates an observable object.
///
/// Use a state object as the single source of truth for a reference type that you store in a view
/// hierarchy: Kinema makes the object once, the first time the view's body runs at its place in
/// the hierarchy, from the expression you give, and keeps it in the view's node as it keeps
/// `@State` — a parent recreating the view value does not make a new one; a new identity does.
/// The object is released when the view leaves.
///
/// ```swift
/// final class DataModel: ObservableObject {
///     @Published var name = "Some Name"
///     @Published var isEnabled = false
/// }
///
/// struct MyView: View {
///     @StateObject private var model = DataModel()
///
///     var body: some View {
///         Toggle("Enabled", isOn: $model.isEnabled)
///             .opacity(model.isEnabled ? 1 : 0.5)
///     }
/// }
/// ```
///
/// When a published property of the object changes (or it sends `objectWillChange`), the body
/// runs again under the transaction current where the change was made: inside `withAnimation`,
/// what the body derives from the object animates.
///
/// Read outside a host (before the view is installed), the wrapper makes a new object from the
/// expression at each read, as SwiftUI does.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let thunk: () -> ObjectType
    let link = ObjectLink<ObjectType>()

    /// Creates a new state object with an initial wrapped value.
    ///
    /// ```swift
    /// @StateObject private var model = DataModel()
    /// // or, in an initializer:
    /// _model = StateObject(wrappedValue: DataModel(name: name))
    /// ```
    ///
    /// - Parameter thunk: An initial value for the state object: evaluated once per view
    ///   identity, when the view first appears in a host.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The underlying value referenced by the state object.
    ///
    /// ```swift
    /// Text(model.name)     // reads the object the node keeps
    /// ```
    public var wrappedValue: ObjectType {
        link.object ?? thunk()
    }

    /// A projection of the state object that creates bindings to its properties.
    ///
    /// ```swift
    /// Toggle("Enabled", isOn: $model.isEnabled)
    /// ```
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// The object a `@StateObject` node keeps, and the node's subscription to it.
final class StateObjectStorage<Object: ObservableObject> {
    let object: Object
    let subscription = ObjectSubscription()

    init(object: Object) {
        self.object = object
    }
}

extension StateObject: ExternalStateProperty {
    func attach(to storage: inout AnyObject?, environment: EnvironmentValues, invalidation: NodeInvalidation) {
        let kept: StateObjectStorage<ObjectType>
        if let existing = storage as? StateObjectStorage<ObjectType> {
            kept = existing
        } else {
            kept = StateObjectStorage(object: thunk())
            kept.subscription.observe(kept.object, invalidation: invalidation)
            storage = kept
        }
        link.object = kept.object
    }
}
