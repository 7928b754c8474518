import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
///
/// ```swift
/// LongPressGesture().simultaneously(with: DragGesture())
///     .onChanged { value in pressed = value.first != nil; offset = value.second?.translation ?? .zero }
/// ```
///
/// Both gestures follow every event. The combined gesture changes when either does, ends when
/// both have stopped and at least one succeeded, and fails when both fail.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    public struct Value {
        /// The value of the first gesture, if it has one.
        public var first: First.Value?
        /// The value of the second gesture, if it has one.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of
    /// each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { SimultaneousRecognizer<First, Second>() }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    ///
    /// ```swift
    /// MagnifyGesture().simultaneously(with: RotateGesture())
    /// ```
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// One gesture inside a composite: its recognizer, where it stands, and its undelivered update.
@MainActor
struct ComponentGesture<G: Gesture> {
    let recognizer = G.makeAnyRecognizer()
    /// The latest value it reported (`nil` once it failed).
    var value: G.Value?
    /// It ended or failed.
    var isDone = false
    var hasEnded = false
    /// It delivered something, so its state must be reset when it stops.
    var hasDelivered = false
    /// Its updates not yet delivered.
    var held: GestureUpdate<G.Value> = .none

    /// Follows `event`; returns the update, also recorded.
    mutating func receive(_ event: GestureEvent, gesture: G) -> GestureUpdate<G.Value> {
        guard !isDone else { return .none }
        let update = recognizer.receive(event, gesture: gesture)
        switch update {
        case .changed(let new, _): value = new
        case .ended(let new): value = new; isDone = true; hasEnded = true
        case .failed: isDone = true; value = nil
        case .none: break
        }
        held = held.merged(with: update)
        return update
    }

    /// Delivers its held update (and resets its state if that update stopped it).
    mutating func deliver(gesture: G, in delivery: GestureDelivery) {
        let update = held
        held = .none
        switch update {
        case .none: return
        case .failed:
            if hasDelivered { recognizer.finish(gesture: gesture, in: delivery) }
        case .changed:
            hasDelivered = true
            recognizer.deliver(update, gesture: gesture, in: delivery)
        case .ended:
            recognizer.deliver(update, gesture: gesture, in: delivery)
            recognizer.finish(gesture: gesture, in: delivery)
        }
        if update.isFinal { hasDelivered = false }
    }

    /// The composite stopped: a component that delivered and has not finished resets.
    mutating func stop(gesture: G, in delivery: GestureDelivery) {
        held = .none
        if hasDelivered { recognizer.finish(gesture: gesture, in: delivery) }
        hasDelivered = false
        isDone = true
    }

    var deadline: TimeInterval? { isDone ? nil : recognizer.deadline }
}

final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SimultaneousGesture<First, Second>> {
    private var first = ComponentGesture<First>()
    private var second = ComponentGesture<Second>()

    typealias Combined = SimultaneousGesture<First, Second>

    override func receive(_ event: GestureEvent, gesture: Combined) -> GestureUpdate<Combined.Value> {
        let a = first.receive(event, gesture: gesture.first)
        let b = second.receive(event, gesture: gesture.second)
        let value = Combined.Value(first: first.value, second: second.value)
        if first.isDone && second.isDone {
            return first.hasEnded || second.hasEnded ? .ended(value) : .failed
        }
        var changed = false, claims = false
        for update in [a.map { _ in () }, b.map { _ in () }] {
            switch update {
            case .changed(_, let claim): changed = true; claims = claims || claim
            case .ended: changed = true; claims = true
            case .none, .failed: break
            }
        }
        return changed ? .changed(value, claims: claims) : .none
    }

    override func deliver(_ update: GestureUpdate<Combined.Value>, gesture: Combined, in delivery: GestureDelivery) {
        first.deliver(gesture: gesture.first, in: delivery)
        second.deliver(gesture: gesture.second, in: delivery)
    }

    override func finish(gesture: Combined, in delivery: GestureDelivery) {
        first.stop(gesture: gesture.first, in: delivery)
        second.stop(gesture: gesture.second, in: delivery)
    }

    override var deadline: TimeInterval? {
        [first.deadline, second.deadline].compactMap { $0 }.min()
    }
}
