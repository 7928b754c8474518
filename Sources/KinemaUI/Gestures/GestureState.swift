import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends.
///
/// Declare a property as `@GestureState`, pass it as a binding to a gesture's
/// ``Gesture/updating(_:body:)`` callback, and receive updates to it:
///
/// ```swift
/// struct SimpleLongPressGestureView: View {
///     @GestureState private var isDetectingLongPress = false
///
///     var longPress: some Gesture {
///         LongPressGesture(minimumDuration: 3)
///             .updating($isDetectingLongPress) { currentState, gestureState, transaction in
///                 gestureState = currentState
///             }
///     }
///
///     var body: some View {
///         Circle()
///             .fill(isDetectingLongPress ? Color.red : Color.green)
///             .frame(width: 100, height: 100, alignment: .center)
///             .gesture(longPress)
///     }
/// }
/// ```
///
/// The value lives in the view's node like `@State`: a change made in `updating` is applied in an
/// update under the transaction the callback left, and bodies that read it run again. When the
/// gesture ends — succeeding, failing, or losing to another gesture — the value returns to its
/// initial value under the reset transaction. Only gestures change it: the wrapped value has no
/// setter.
@propertyWrapper
public struct GestureState<Value> {
    let link: StateLink<Value>
    /// Makes the transaction of a reset from the value being reset.
    let reset: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    ///
    /// ```swift
    /// @GestureState private var dragOffset = CGSize.zero
    /// ```
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// transaction to reset it.
    ///
    /// ```swift
    /// @GestureState(resetTransaction: Transaction(animation: .spring)) private var dragOffset = CGSize.zero
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: A wrapped value for the gesture state property.
    ///   - resetTransaction: The transaction the reset to `wrappedValue` is applied under: give it
    ///     an animation and the reset animates.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        link = StateLink(initialValue: wrappedValue)
        // Transactions are not `Sendable`; the box keeps this one on the main actor with the view.
        let box = TransactionBox(resetTransaction)
        reset = { _, transaction in transaction = box.transaction }
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a closure
    /// that provides a transaction to reset it.
    ///
    /// ```swift
    /// @GestureState(reset: { value, transaction in
    ///     transaction.animation = value == .zero ? nil : .bouncy
    /// }) private var dragOffset = CGSize.zero
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: A wrapped value for the gesture state property.
    ///   - reset: Called with the value being reset and a fresh transaction to set up.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        link = StateLink(initialValue: wrappedValue)
        self.reset = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value {
        link.value
    }

    /// A binding to the gesture state property, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> {
        self
    }

    /// Writes `value` under `transaction`, as a gesture's `updating` callback does.
    func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { link.value = value }
    }

    /// Returns the value to its initial one under the reset transaction.
    func resetToInitialValue() {
        var transaction = Transaction()
        reset(link.value, &transaction)
        set(link.initialValue, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it (its
    /// initial value is `nil`).
    ///
    /// ```swift
    /// @GestureState private var dragStart: CGPoint?
    /// ```
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it (its initial value is `nil`).
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: StateProperty {
    func attach(
        to storage: inout AnyObject?, isUpdating: @escaping () -> Bool,
        onChange: @escaping (_ commit: @escaping () -> Void) -> Void
    ) {
        link.attach(to: &storage, isUpdating: isUpdating, onChange: onChange)
    }
}

/// Holds a transaction for a closure to hand out.
private final class TransactionBox {
    let transaction: Transaction

    init(_ transaction: Transaction) {
        self.transaction = transaction
    }
}

/// A gesture that updates the state provided by a gesture's updating callback: what
/// ``Gesture/updating(_:body:)`` returns.
///
/// ```swift
/// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
/// ```
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of the
    /// gesture, and a transaction.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    ///
    /// - Parameters:
    ///   - base: The originating gesture.
    ///   - state: The wrapped value of a `GestureState` property.
    ///   - body: The callback run as the gesture's value changes.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { GestureStateRecognizer<Base, State>() }
}

/// Delivers its base's updates; for a change, runs `body` with the state's current value and
/// writes the result; when the gesture stops, resets the state.
final class GestureStateRecognizer<Base: Gesture, State>: GestureRecognizer<GestureStateGesture<Base, State>> {
    private let base = Base.makeAnyRecognizer()

    override func receive(_ event: GestureEvent, gesture: GestureStateGesture<Base, State>) -> GestureUpdate<Base.Value> {
        base.receive(event, gesture: gesture.base)
    }

    override func deliver(
        _ update: GestureUpdate<Base.Value>, gesture: GestureStateGesture<Base, State>, in delivery: GestureDelivery
    ) {
        base.deliver(update, gesture: gesture.base, in: delivery)
        guard case .changed(let value, _) = update else { return }
        var state = gesture.state.wrappedValue
        var transaction = delivery.changeTransaction
        gesture.body(value, &state, &transaction)
        gesture.state.set(state, transaction: transaction)
    }

    override func finish(gesture: GestureStateGesture<Base, State>, in delivery: GestureDelivery) {
        base.finish(gesture: gesture.base, in: delivery)
        gesture.state.resetToInitialValue()
    }

    override var deadline: TimeInterval? { base.deadline }
}
