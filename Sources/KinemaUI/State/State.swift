import Foundation

/// A property wrapper type that can read and write a value managed by Kinema.
///
/// Kinema keeps the value for as long as the view keeps its place in the hierarchy, however often
/// the view value itself is recreated. Setting it schedules an update of the views that read it,
/// under the current ``Transaction`` — so inside `withAnimation` the change animates.
///
/// ```swift
/// struct Avatar: View {
///     @State private var selected = false
///     var body: some View {
///         Image("cat")
///             .scaleEffect(selected ? 1.5 : 1.0)
///             .onTapGesture { withAnimation { selected.toggle() } }
///     }
/// }
/// ```
///
/// Before the view is installed in a host, the wrapper reads its initial value and writes are
/// ignored, as in SwiftUI.
@propertyWrapper
public struct State<Value> {
    let link: StateLink<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        link = StateLink(initialValue: value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (`nil`).
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// What a view node keeps for one `@State` property across view values.
final class StateBox<Value> {
    var value: Value
    /// Tells the owning node that the value changed.
    var onChange: (() -> Void)?

    init(value: Value) {
        self.value = value
    }
}

/// The connection from a `State` in a view value to the box its node keeps. Every new view value
/// brings a fresh link; the node attaches its box to it before the view's body runs.
final class StateLink<Value> {
    private let initialValue: Value
    var box: StateBox<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    var value: Value {
        get { box?.value ?? initialValue }
        set {
            guard let box else { return }
            box.value = newValue
            box.onChange?()
        }
    }
}

/// Type-erased access to a `State` found by reflection in a view value.
protocol StateProperty {
    /// Attaches the node's stored box (creating it from the initial value the first time).
    func attach(to storage: inout AnyObject?, onChange: @escaping () -> Void)
}

extension State: StateProperty {
    func attach(to storage: inout AnyObject?, onChange: @escaping () -> Void) {
        let box: StateBox<Value>
        if let existing = storage as? StateBox<Value> {
            box = existing
        } else {
            box = StateBox(value: link.value)
            storage = box
        }
        box.onChange = onChange
        link.box = box
    }
}
