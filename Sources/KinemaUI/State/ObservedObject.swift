import Foundation

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// Pass the object in from a view that owns it (with ``StateObject``); the view runs its body
/// again after each change the object announces, under the transaction current where the change
/// was made.
///
/// ```swift
/// struct MySubView: View {
///     @ObservedObject var model: DataModel
///
///     var body: some View {
///         Toggle("Enabled", isOn: $model.isEnabled)
///     }
/// }
/// ```
///
/// When a new view value brings a different object, the view observes the new one from then on.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The underlying value that the observed object references.
    ///
    /// ```swift
    /// Text(model.name)
    /// ```
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    ///
    /// ```swift
    /// MySubView(model: model)    // @ObservedObject var model: DataModel
    /// ```
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    ///
    /// ```swift
    /// _model = ObservedObject(initialValue: model)
    /// ```
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// A projection of the observed object that creates bindings to its properties.
    ///
    /// ```swift
    /// Slider(value: $model.volume)
    /// ```
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// A wrapper of the underlying observable object that can create bindings to its properties.
    ///
    /// ```swift
    /// let isEnabled: Binding<Bool> = $model.isEnabled
    /// ```
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Gets a binding to the value of a specified key path.
        ///
        /// ```swift
        /// Toggle("Enabled", isOn: $model.isEnabled)
        /// ```
        ///
        /// Writing through the binding sets the property on the object, which announces the
        /// change as any assignment does.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: ExternalStateProperty {
    func attach(to storage: inout AnyObject?, environment: EnvironmentValues, invalidation: NodeInvalidation) {
        let subscription: ObjectSubscription
        if let existing = storage as? ObjectSubscription {
            subscription = existing
        } else {
            subscription = ObjectSubscription()
            storage = subscription
        }
        subscription.observe(wrappedValue, invalidation: invalidation)
    }
}
