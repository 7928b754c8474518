import Foundation

/// A type-erased gesture.
///
/// ```swift
/// var gesture: AnyGesture<Void> {
///     isEditing ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// }
/// ```
///
/// When the wrapped gesture's type changes while a touch is being followed, the touch is lost to
/// it: the gesture fails, and the new one sees the next touch.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The wrapped gesture, and how to make a recognizer for its type.
    let base: Any
    let baseType: ObjectIdentifier
    let makeEntry: @MainActor () -> AnyGestureBox<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        base = gesture
        baseType = ObjectIdentifier(T.self)
        makeEntry = { TypedGestureBox<T>() }
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { AnyGestureRecognizer<Value>() }
}

/// A recognizer for one gesture type, behind a type that knows only the value.
@MainActor
class AnyGestureBox<Value> {
    func receive(_ event: GestureEvent, gesture: Any) -> GestureUpdate<Value> { .failed }
    func deliver(_ update: GestureUpdate<Value>, gesture: Any, in delivery: GestureDelivery) {}
    func finish(gesture: Any, in delivery: GestureDelivery) {}
    var deadline: TimeInterval? { nil }
}

final class TypedGestureBox<T: Gesture>: AnyGestureBox<T.Value> {
    private let recognizer = T.makeAnyRecognizer()

    override func receive(_ event: GestureEvent, gesture: Any) -> GestureUpdate<T.Value> {
        guard let gesture = gesture as? T else { return .failed }
        return recognizer.receive(event, gesture: gesture)
    }

    override func deliver(_ update: GestureUpdate<T.Value>, gesture: Any, in delivery: GestureDelivery) {
        guard let gesture = gesture as? T else { return }
        recognizer.deliver(update, gesture: gesture, in: delivery)
    }

    override func finish(gesture: Any, in delivery: GestureDelivery) {
        guard let gesture = gesture as? T else { return }
        recognizer.finish(gesture: gesture, in: delivery)
    }

    override var deadline: TimeInterval? { recognizer.deadline }
}

final class AnyGestureRecognizer<Value>: GestureRecognizer<AnyGesture<Value>> {
    private var box: AnyGestureBox<Value>?
    private var boxType: ObjectIdentifier?

    override func receive(_ event: GestureEvent, gesture: AnyGesture<Value>) -> GestureUpdate<Value> {
        if box == nil {
            box = gesture.makeEntry()
            boxType = gesture.baseType
        }
        guard boxType == gesture.baseType, let box else { return .failed }
        return box.receive(event, gesture: gesture.base)
    }

    override func deliver(_ update: GestureUpdate<Value>, gesture: AnyGesture<Value>, in delivery: GestureDelivery) {
        guard boxType == gesture.baseType else { return }
        box?.deliver(update, gesture: gesture.base, in: delivery)
    }

    override func finish(gesture: AnyGesture<Value>, in delivery: GestureDelivery) {
        guard boxType == gesture.baseType else { return }
        box?.finish(gesture: gesture.base, in: delivery)
    }

    override var deadline: TimeInterval? { box?.deadline }
}
