import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// struct ComposeView: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View {
///         TextEditor(text: $draft)
///     }
/// }
/// ```
///
/// SwiftUI restores a scene's storage when the system brings a scene back after it was
/// discarded. A Kinema host is one scene that is never discarded and restored, so the property
/// keeps its value for the life of the view, as `@State` does, starting from the default; the
/// key is kept for the scene's identity only. Writes invalidate the view and animate under the
/// transaction current where they are made.
@propertyWrapper
public struct SceneStorage<Value> {
    let state: State<Value>
    let key: String

    /// Creates a property that can save and restore a value, with a default value for when there
    /// is none stored under `key`.
    ///
    /// ```swift
    /// @SceneStorage("selectedTab") private var selectedTab = 0
    /// ```
    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }

    /// Creates a property that can save and restore an optional value (`nil` when none is
    /// stored under `key`).
    ///
    /// ```swift
    /// @SceneStorage("lastOpened") private var lastOpened: String?
    /// ```
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        state = State(wrappedValue: nil)
        self.key = key
    }

    /// The underlying value referenced by the scene storage variable.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the state value.
    ///
    /// ```swift
    /// TabView(selection: $selectedTab) { … }
    /// ```
    public var projectedValue: Binding<Value> {
        state.projectedValue
    }
}

extension SceneStorage: StateProperty {
    func attach(
        to storage: inout AnyObject?, isUpdating: @escaping () -> Bool,
        onChange: @escaping (_ commit: @escaping () -> Void) -> Void
    ) {
        state.attach(to: &storage, isUpdating: isUpdating, onChange: onChange)
    }
}
