import Foundation

/// A gesture that consists of two gestures where only one of them can succeed; the first takes
/// precedence.
///
/// ```swift
/// TapGesture(count: 2).onEnded { zoomed.toggle() }
///     .exclusively(before: TapGesture().onEnded { selected.toggle() })
/// ```
///
/// Both gestures follow the events. What the first reports is reported at once; what the second
/// reports waits until the first fails (a double tap waits for its second tap's deadline before a
/// single tap counts), and is dropped if the first succeeds.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    @frozen public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { ExclusiveRecognizer<First, Second>() }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    ///
    /// ```swift
    /// TapGesture(count: 2).exclusively(before: TapGesture())
    /// ```
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<ExclusiveGesture<First, Second>> {
    typealias Exclusive = ExclusiveGesture<First, Second>

    private var first = ComponentGesture<First>()
    private var second = ComponentGesture<Second>()
    /// The second gesture's update not yet reported: it waits for the first to fail.
    private var waiting: GestureUpdate<Second.Value> = .none

    override func receive(_ event: GestureEvent, gesture: Exclusive) -> GestureUpdate<Exclusive.Value> {
        let a = first.receive(event, gesture: gesture.first)
        let b = second.receive(event, gesture: gesture.second)
        if !first.isDone || first.hasEnded {
            switch a {
            case .changed(let value, let claims): return .changed(.first(value), claims: claims)
            case .ended(let value): return .ended(.first(value))
            case .none, .failed: break
            }
            waiting = waiting.merged(with: b)
            return .none
        }
        // The first failed: the second decides, starting with what it reported meanwhile.
        let update = waiting.merged(with: b)
        waiting = .none
        return update.map { .second($0) }
    }

    override func deliver(_ update: GestureUpdate<Exclusive.Value>, gesture: Exclusive, in delivery: GestureDelivery) {
        switch update {
        case .changed(.first, _), .ended(.first):
            first.deliver(gesture: gesture.first, in: delivery)
            if first.hasEnded { second.stop(gesture: gesture.second, in: delivery) }
        case .changed(.second, _), .ended(.second):
            first.deliver(gesture: gesture.first, in: delivery)
            second.deliver(gesture: gesture.second, in: delivery)
        case .none, .failed:
            break
        }
    }

    override func finish(gesture: Exclusive, in delivery: GestureDelivery) {
        first.stop(gesture: gesture.first, in: delivery)
        second.stop(gesture: gesture.second, in: delivery)
    }

    override var deadline: TimeInterval? {
        [first.deadline, second.deadline].compactMap { $0 }.min()
    }
}
