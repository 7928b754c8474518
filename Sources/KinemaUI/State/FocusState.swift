import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement
/// of focus within the scene changes.
///
/// ```swift
/// struct Login: View {
///     @State private var name = ""
///     @FocusState private var nameFocused: Bool
///
///     var body: some View {
///         TextField("Name", text: $name)
///             .focused($nameFocused)
///             .onAppear { nameFocused = true }
///     }
/// }
/// ```
///
/// In a Kinema host, text fields take focus: a tap on a `TextField` or `SecureField` bound with
/// `focused(_:)` or `focused(_:equals:)` sets the value, Return or Escape (``ViewHost/pressKey(_:)``)
/// clears it, and setting it from code focuses the field (typing then goes there). Views that are
/// not text fields never take focus.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let state: State<Value>

    /// Creates a focus state that binds to a Boolean (`false`: nothing focused).
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Creates a focus state that binds to an optional type (`nil`: nothing focused).
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    /// The current state value, taking into account whatever bindings might be in effect due to
    /// the current location of focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(base: state.projectedValue)
    }

    /// A property wrapper type that can read and write a value that indicates the current focus
    /// location.
    @propertyWrapper
    public struct Binding {
        let base: KinemaUI.Binding<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: StateProperty {
    func attach(
        to storage: inout AnyObject?, isUpdating: @escaping () -> Bool,
        onChange: @escaping (_ commit: @escaping () -> Void) -> Void
    ) {
        state.attach(to: &storage, isUpdating: isUpdating, onChange: onChange)
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    ///
    /// ```swift
    /// TextField("Name", text: $name).focused($nameFocused)
    /// ```
    ///
    /// In a Kinema host, text fields take focus: a tap on a field below this view (or setting
    /// the value to `true`) focuses it and sets the value to `true`; pressing Return or Escape,
    /// or setting it to `false`, ends editing.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        transformEnvironment(\.focusBindingHooks) { $0.append(FocusBindingHook(condition, equals: true)) }
    }

    /// Modifies this view by binding its focus state to the given state value.
    ///
    /// ```swift
    /// TextField("Email", text: $email).focused($field, equals: .email)
    /// ```
    ///
    /// A text field below this view that takes focus sets the binding to `value`; setting the
    /// binding to `value` focuses the field, and setting it to `nil` (or ending editing) clears
    /// it when it still holds `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        transformEnvironment(\.focusBindingHooks) { $0.append(FocusBindingHook(binding, equals: value)) }
    }
}
