import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct Avatar: View {
///     @Binding var selected: Bool
///     var body: some View {
///         Image("cat").onTapGesture { selected.toggle() }
///     }
/// }
/// Avatar(selected: $isSelected)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            })
    }
}

extension Binding {
    /// Specifies an animation to perform when the binding value changes.
    ///
    /// ```swift
    /// Toggle(isOn: $isOn.animation(.bouncy))   // changes through this binding animate
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { newValue in
            withAnimation(animation) { base.wrappedValue = newValue }
        })
    }

    /// Specifies a transaction for the binding: changes through it are made under it.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { newValue in
            withTransaction(transaction) { base.wrappedValue = newValue }
        })
    }
}
