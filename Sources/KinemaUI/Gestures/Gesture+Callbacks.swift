import Foundation

/// A gesture that runs an action when its content's value changes: what ``Gesture/onChanged(_:)``
/// returns.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value

    let content: Content
    let action: (Content.Value) -> Void

    static func makeRecognizer() -> GestureRecognizer<Self> { ChangedRecognizer<Content>() }
}

/// A gesture that runs an action when its content ends: what ``Gesture/onEnded(_:)`` returns.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value

    let content: Content
    let action: (Content.Value) -> Void

    static func makeRecognizer() -> GestureRecognizer<Self> { EndedRecognizer<Content>() }
}

/// A gesture whose values are its content's, transformed: what ``Gesture/map(_:)`` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    static func makeRecognizer() -> GestureRecognizer<Self> { MapRecognizer<Content, Value>() }
}

extension Gesture {
    /// Adds an action to perform when the gesture's value changes.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in offset = value.translation }
    /// ```
    ///
    /// The action runs once for each new value (an equal value does not run it again), inside a
    /// transaction that ``Transaction/isContinuous`` and ``Transaction/tracksVelocity``: the
    /// animatable values it changes record their velocity, and a spring started when the gesture
    /// ends (`withAnimation(.spring) { offset = .zero }` in ``onEnded(_:)``) starts with it.
    ///
    /// - Parameter action: The action to perform, with the gesture's new value.
    /// - Returns: A gesture that triggers `action` when this gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Adds an action to perform when the gesture ends.
    ///
    /// ```swift
    /// DragGesture().onEnded { value in
    ///     withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { offset = .zero }
    /// }
    /// ```
    ///
    /// The action runs only if the gesture ends successfully (a drag that never passed its minimum
    /// distance, or a long press released early, does not run it); use `@GestureState` for state
    /// that must reset however the gesture ends. It runs under the transaction current where the
    /// host delivers the touch (usually none), not a tracking one.
    ///
    /// - Parameter action: The action to perform, with the gesture's final value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the value of this gesture into a new value.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }.onChanged { width = $0 }
    /// ```
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// ```swift
    /// @GestureState private var isDetectingLongPress = false
    /// var longPress: some Gesture {
    ///     LongPressGesture(minimumDuration: 3)
    ///         .updating($isDetectingLongPress) { currentState, gestureState, transaction in
    ///             gestureState = currentState
    ///             transaction.animation = .easeIn(duration: 2.0)
    ///         }
    /// }
    /// ```
    ///
    /// `body` runs for each change of the gesture's value with the state's current value and the
    /// change's transaction (continuous and tracking velocity; set its animation to animate what
    /// the new state changes). When the gesture ends — succeeding, failing, or losing to another
    /// gesture — the state returns to its initial value under its reset transaction.
    ///
    /// - Parameters:
    ///   - state: A binding to a view's `GestureState` property.
    ///   - body: The callback run as the gesture's value changes.
    /// - Returns: A version of the gesture that updates `state` and resets it when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// Delivers its content's updates, then runs the action for a new value.
final class ChangedRecognizer<Content: Gesture>: GestureRecognizer<_ChangedGesture<Content>> where Content.Value: Equatable {
    private let base = Content.makeAnyRecognizer()
    /// The value the action last ran with.
    private var lastValue: Content.Value?

    override func receive(_ event: GestureEvent, gesture: _ChangedGesture<Content>) -> GestureUpdate<Content.Value> {
        base.receive(event, gesture: gesture.content)
    }

    override func deliver(
        _ update: GestureUpdate<Content.Value>, gesture: _ChangedGesture<Content>, in delivery: GestureDelivery
    ) {
        base.deliver(update, gesture: gesture.content, in: delivery)
        guard case .changed(let value, _) = update, value != lastValue else { return }
        lastValue = value
        withTransaction(delivery.changeTransaction) { gesture.action(value) }
    }

    override func finish(gesture: _ChangedGesture<Content>, in delivery: GestureDelivery) {
        base.finish(gesture: gesture.content, in: delivery)
    }

    override var deadline: TimeInterval? { base.deadline }
}

/// Delivers its content's updates, then runs the action when it ends.
final class EndedRecognizer<Content: Gesture>: GestureRecognizer<_EndedGesture<Content>> {
    private let base = Content.makeAnyRecognizer()

    override func receive(_ event: GestureEvent, gesture: _EndedGesture<Content>) -> GestureUpdate<Content.Value> {
        base.receive(event, gesture: gesture.content)
    }

    override func deliver(
        _ update: GestureUpdate<Content.Value>, gesture: _EndedGesture<Content>, in delivery: GestureDelivery
    ) {
        base.deliver(update, gesture: gesture.content, in: delivery)
        if case .ended(let value) = update { gesture.action(value) }
    }

    override func finish(gesture: _EndedGesture<Content>, in delivery: GestureDelivery) {
        base.finish(gesture: gesture.content, in: delivery)
    }

    override var deadline: TimeInterval? { base.deadline }
}

/// Reports its content's updates with transformed values; keeps the content's own undelivered
/// update, so the callbacks inside the map see the content's values.
final class MapRecognizer<Content: Gesture, Value>: GestureRecognizer<_MapGesture<Content, Value>> {
    private let base = Content.makeAnyRecognizer()
    /// The content's latest undelivered update, for its own callbacks.
    private var held: GestureUpdate<Content.Value> = .none

    override func receive(_ event: GestureEvent, gesture: _MapGesture<Content, Value>) -> GestureUpdate<Value> {
        let update = base.receive(event, gesture: gesture.content)
        held = held.merged(with: update)
        return update.map(gesture.transform)
    }

    override func deliver(_ update: GestureUpdate<Value>, gesture: _MapGesture<Content, Value>, in delivery: GestureDelivery) {
        let own = held
        held = .none
        base.deliver(own, gesture: gesture.content, in: delivery)
    }

    override func finish(gesture: _MapGesture<Content, Value>, in delivery: GestureDelivery) {
        base.finish(gesture: gesture.content, in: delivery)
    }

    override var deadline: TimeInterval? { base.deadline }
}
