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
    @usableFromInline let link: StateLink<Value>

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
        // Inlinable (down to the box): bodies read state often, a `ForEach` row once per row.
        @inlinable get { link.value }
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
///
/// A write is not applied at once: it waits, with the transaction it was made under, until the
/// host applies the changes of that transaction in an update. Until then, bodies keep seeing the
/// committed value, while the code that wrote it (an event handler) already reads the new one —
/// so `withAnimation { a = true }; b = true` can animate `a` and not `b`, as in SwiftUI.
// (Fields unchecked: a body reads them once per row of a `ForEach`, on the main actor, and a
// write never overlaps a read.)
@usableFromInline
final class StateBox<Value> {
    /// The value bodies see.
    @usableFromInline @exclusivity(unchecked)
    var value: Value
    /// The latest written value not yet committed.
    @usableFromInline @exclusivity(unchecked)
    var pending: Value?
    @usableFromInline @exclusivity(unchecked)
    var hasPending = false
    /// Records a write for the host: `commit` applies it.
    var onChange: ((_ commit: @escaping () -> Void) -> Void)?
    /// Whether the host is running an update (bodies read the committed value then).
    @usableFromInline @exclusivity(unchecked)
    var isUpdating: () -> Bool = { false }

    init(value: Value) {
        self.value = value
    }

    /// The value a reader sees: the committed one during updates, the latest outside them.
    @inlinable
    var current: Value {
        if hasPending, !isUpdating(), let pending { return pending }
        return value
    }

    func write(_ newValue: Value) {
        if areEqualIfEquatable(current, newValue) { return }
        guard let onChange else {
            value = newValue
            return
        }
        pending = newValue
        hasPending = true
        onChange { [weak self] in
            guard let self else { return }
            self.value = newValue
            self.hasPending = false
            self.pending = nil
        }
    }
}

/// The connection from a `State` in a view value to the box its node keeps. Every new view value
/// brings a fresh link; the node attaches its box to it before the view's body runs.
@usableFromInline
final class StateLink<Value> {
    @usableFromInline let initialValue: Value
    @usableFromInline @exclusivity(unchecked)
    var box: StateBox<Value>?

    init(initialValue: Value) {
        self.initialValue = initialValue
    }

    @usableFromInline
    var value: Value {
        @inlinable get { box?.current ?? initialValue }
        set { box?.write(newValue) }
    }

    /// Connects this link to the node's box, made from the current value the first time (`@State`
    /// and `@GestureState` keep their values alike).
    func attach(
        to storage: inout AnyObject?, isUpdating: @escaping () -> Bool,
        onChange: @escaping (_ commit: @escaping () -> Void) -> Void
    ) {
        let box: StateBox<Value>
        if let existing = storage as? StateBox<Value> {
            box = existing
        } else {
            box = StateBox(value: value)
            storage = box
        }
        box.onChange = onChange
        box.isUpdating = isUpdating
        self.box = box
    }
}

/// Type-erased access to a `State` found by reflection in a view value.
protocol StateProperty {
    /// Attaches the node's stored box (creating it from the initial value the first time).
    func attach(
        to storage: inout AnyObject?, isUpdating: @escaping () -> Bool,
        onChange: @escaping (_ commit: @escaping () -> Void) -> Void)
}

extension State: StateProperty {
    func attach(
        to storage: inout AnyObject?, isUpdating: @escaping () -> Bool,
        onChange: @escaping (_ commit: @escaping () -> Void) -> Void
    ) {
        link.attach(to: &storage, isUpdating: isUpdating, onChange: onChange)
    }
}
