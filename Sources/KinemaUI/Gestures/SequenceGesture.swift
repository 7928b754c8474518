import Foundation

/// A gesture that's a sequence of two gestures: the second receives events only after the first
/// succeeds.
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.5)
///     .sequenced(before: DragGesture())
///     .updating($state) { value, state, _ in
///         if case .second(true, let drag) = value { state = drag?.translation ?? .zero }
///     }
/// ```
///
/// When the first gesture ends with the finger still down (a long press reaching its duration),
/// the second begins at once where the finger is.
///
/// > Note: The second gesture must begin in the touch that ended the first: a first gesture that
/// > ends as the finger lifts (a tap) leaves the sequence at `.second(value, nil)` until the
/// > touch sequence is over, and then it fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    @frozen public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { SequenceRecognizer<First, Second>() }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the second
    /// gesture only receiving events after the first gesture succeeds.
    ///
    /// ```swift
    /// LongPressGesture().sequenced(before: DragGesture())
    /// ```
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SequenceGesture<First, Second>> {
    typealias Sequence = SequenceGesture<First, Second>

    private var first = ComponentGesture<First>()
    private var second = ComponentGesture<Second>()

    override func receive(_ event: GestureEvent, gesture: Sequence) -> GestureUpdate<Sequence.Value> {
        guard first.isDone, let firstValue = first.value else {
            switch first.receive(event, gesture: gesture.first) {
            case .none: return .none
            case .failed: return .failed
            case .changed(let value, let claims): return .changed(.first(value), claims: claims)
            case .ended(let value):
                // A finger still down starts the second gesture where it is.
                if event.phase != .ended && event.phase != .cancelled {
                    var began = event
                    began.phase = .began
                    let update = second.receive(began, gesture: gesture.second)
                    if update.isFinal { return secondUpdate(update, first: value) }
                }
                return .changed(.second(value, second.value), claims: true)
            }
        }
        return secondUpdate(second.receive(event, gesture: gesture.second), first: firstValue)
    }

    private func secondUpdate(_ update: GestureUpdate<Second.Value>, first value: First.Value) -> GestureUpdate<Sequence.Value> {
        switch update {
        case .none: return .none
        case .failed: return .failed
        case .changed(let new, _): return .changed(.second(value, new), claims: true)
        case .ended(let new): return .ended(.second(value, new))
        }
    }

    override func deliver(_ update: GestureUpdate<Sequence.Value>, gesture: Sequence, in delivery: GestureDelivery) {
        first.deliver(gesture: gesture.first, in: delivery)
        second.deliver(gesture: gesture.second, in: delivery)
    }

    override func finish(gesture: Sequence, in delivery: GestureDelivery) {
        first.stop(gesture: gesture.first, in: delivery)
        second.stop(gesture: gesture.second, in: delivery)
    }

    override var deadline: TimeInterval? {
        first.isDone ? second.deadline : first.deadline
    }
}
