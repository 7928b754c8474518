import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for
/// each of its states.
///
/// Attach a gesture to a view with ``View/gesture(_:including:)``; follow it with the modifiers
/// that react to it:
///
/// ```swift
/// struct DraggableCard: View {
///     @State private var offset = CGSize.zero
///     var body: some View {
///         RoundedRectangle(cornerRadius: 20)
///             .frame(width: 200, height: 120)
///             .offset(offset)
///             .gesture(
///                 DragGesture()
///                     .onChanged { value in offset = value.translation }
///                     .onEnded { _ in withAnimation(.spring) { offset = .zero } }
///             )
///     }
/// }
/// ```
///
/// Create custom gestures by declaring types that conform to `Gesture` and compose others in their
/// ``body``; their `Value` is their body's.
///
/// In a ``ViewHost``, touches come from ``ViewHost/tap(at:count:)``, ``ViewHost/drag(from:to:duration:)``,
/// ``ViewHost/longPress(at:duration:)`` and ``ViewHost/touchDown(at:)`` (see <doc:Gestures>).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value = Body.Value

    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// The value of a gesture that never occurs.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A gesture Kinema recognizes itself has no body; asking for one is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Optional: Gesture where Wrapped: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Wrapped.Value
    /// An optional gesture has no body: `nil` recognizes nothing, and a wrapped gesture is itself.
    public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
    static func makeRecognizer() -> GestureRecognizer<Self> { OptionalGestureRecognizer<Wrapped>() }
}

/// A gesture Kinema implements itself: it makes its own recognizer instead of having a body.
@MainActor
protocol PrimitiveGesture: Gesture {
    /// A recognizer for values of this type, in its initial state.
    static func makeRecognizer() -> GestureRecognizer<Self>
}

extension PrimitiveGesture {
    /// Type-erased ``makeRecognizer()``, for callers that only know the type at run time.
    static func makeErasedRecognizer() -> AnyObject { makeRecognizer() }
}

extension Gesture {
    /// A recognizer for this gesture type: its own for a primitive gesture, its body's otherwise.
    static func makeAnyRecognizer() -> GestureRecognizer<Self> {
        if let primitive = Self.self as? any PrimitiveGesture.Type,
           let recognizer = primitive.makeErasedRecognizer() as? GestureRecognizer<Self> {
            return recognizer
        }
        return BodyGestureRecognizer<Self>()
    }
}

/// One touch event as a recognizer sees it: where the finger is and when.
struct GestureEvent {
    enum Phase {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger lifted.
        case ended
        /// The touch was taken away (another gesture won, or the view left).
        case cancelled
        /// Time passed without a touch event: a recognizer's deadline came (a long press's
        /// minimum duration, a multi-tap's wait for the next tap).
        case timer
    }

    var phase: Phase
    /// The touch's location in host coordinates.
    var location: CGPoint
    /// The host's time.
    var time: TimeInterval
    /// The host's date for `time` (`startDate + time`).
    var date: Date
    /// Where the gesture's view and the named coordinate spaces above it are laid out.
    var geometry: ReaderGeometry

    /// The location in `space`: the gesture view's laid-out frame for `.local`, the host for
    /// `.global`, the innermost named space above the view for `.named` (the host when there is
    /// none).
    func location(in space: CoordinateSpace) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .global: origin = .zero
        case .local: origin = geometry.frame.origin
        case .named(let name): origin = geometry.space(named: name)?.origin ?? .zero
        }
        return CGPoint(x: location.x - origin.x, y: location.y - origin.y)
    }
}

/// What a recognizer made of an event.
enum GestureUpdate<Value> {
    /// Nothing to report.
    case none
    /// The value changed. `claims`: the gesture has recognized its motion (a drag past its
    /// minimum distance) and wins over the gestures it takes precedence over; a change that does
    /// not claim (a long press's pressing state) is reported without excluding anyone.
    case changed(Value, claims: Bool)
    /// The gesture succeeded with this final value.
    case ended(Value)
    /// The gesture cannot succeed any more.
    case failed

    /// The same update with its value transformed.
    func map<T>(_ transform: (Value) -> T) -> GestureUpdate<T> {
        switch self {
        case .none: .none
        case .changed(let value, let claims): .changed(transform(value), claims: claims)
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }

    /// Whether it ends the gesture (success or failure).
    var isFinal: Bool {
        switch self {
        case .ended, .failed: true
        case .none, .changed: false
        }
    }

    /// The latest of two undelivered updates: a final one wins over changes, a change over nothing.
    func merged(with newer: GestureUpdate<Value>) -> GestureUpdate<Value> {
        switch (self, newer) {
        case (_, .none): self
        case (.ended, .changed), (.failed, .changed): self
        case (.changed(_, let claimed), .changed(let value, let claims)): .changed(value, claims: claimed || claims)
        default: newer
        }
    }
}

/// What the callbacks of a delivered update run with.
@MainActor
final class GestureDelivery {
    /// The transaction `onChanged` and `updating` callbacks run under: continuous, tracking
    /// velocity (so a spring started when the gesture ends starts with the gesture's velocity).
    let changeTransaction: Transaction
    /// Work to do once the event's own state changes are applied (a control's press and release,
    /// which are events of their own).
    var afterEvent: [() -> Void] = []

    init() {
        var transaction = Transaction()
        transaction.isContinuous = true
        transaction.tracksVelocity = true
        changeTransaction = transaction
    }
}

/// Recognizes one gesture type: follows the events of one touch sequence and reports updates,
/// then runs the gesture's callbacks for the updates the arena delivers.
///
/// Recognizing and delivering are separate, because an update may have to wait: a gesture lower in
/// precedence is not told it changed while a higher one may still succeed. Each call is handed the
/// gesture value the view holds *now*, so callbacks are always the latest ones.
@MainActor
class GestureRecognizer<G: Gesture> {
    /// Follows `event`; returns what it means for the gesture.
    func receive(_ event: GestureEvent, gesture: G) -> GestureUpdate<G.Value> { .failed }

    /// Runs the callbacks for `update`, which this recognizer reported (possibly merged with later
    /// ones).
    func deliver(_ update: GestureUpdate<G.Value>, gesture: G, in delivery: GestureDelivery) {}

    /// The gesture stopped — ended, failed or excluded — after delivering something: `@GestureState`
    /// properties return to their initial values.
    func finish(gesture: G, in delivery: GestureDelivery) {}

    /// The next time this recognizer wants a ``GestureEvent/Phase/timer`` event, if any.
    var deadline: TimeInterval? { nil }
}

/// The recognizer of a gesture that has a body: the body's, with its values seen as the gesture's.
final class BodyGestureRecognizer<G: Gesture>: GestureRecognizer<G> {
    private let base = G.Body.makeAnyRecognizer()

    override func receive(_ event: GestureEvent, gesture: G) -> GestureUpdate<G.Value> {
        // A custom gesture's value is its body's (the protocol's default); one that declares another
        // value type cannot report any.
        base.receive(event, gesture: gesture.body).castValue(to: G.Value.self) ?? .failed
    }

    override func deliver(_ update: GestureUpdate<G.Value>, gesture: G, in delivery: GestureDelivery) {
        guard let bodyUpdate = update.castValue(to: G.Body.Value.self) else { return }
        base.deliver(bodyUpdate, gesture: gesture.body, in: delivery)
    }

    override func finish(gesture: G, in delivery: GestureDelivery) {
        base.finish(gesture: gesture.body, in: delivery)
    }

    override var deadline: TimeInterval? { base.deadline }
}

extension GestureUpdate {
    /// The value carried, if any.
    var value: Value? {
        switch self {
        case .changed(let value, _), .ended(let value): value
        case .none, .failed: nil
        }
    }

    /// The update with its value cast to `T`; `nil` when the value is not a `T`.
    func castValue<T>(to type: T.Type) -> GestureUpdate<T>? {
        switch self {
        case .none: return GestureUpdate<T>.none
        case .failed: return .failed
        case .changed(let value, let claims):
            guard let value = value as? T else { return nil }
            return .changed(value, claims: claims)
        case .ended(let value):
            guard let value = value as? T else { return nil }
            return .ended(value)
        }
    }
}

/// An optional gesture's recognizer: a wrapped gesture's, or nothing for `nil`.
final class OptionalGestureRecognizer<Wrapped: Gesture>: GestureRecognizer<Wrapped?> {
    private let base = Wrapped.makeAnyRecognizer()

    override func receive(_ event: GestureEvent, gesture: Wrapped?) -> GestureUpdate<Wrapped.Value> {
        guard let gesture else { return .failed }
        return base.receive(event, gesture: gesture)
    }

    override func deliver(_ update: GestureUpdate<Wrapped.Value>, gesture: Wrapped?, in delivery: GestureDelivery) {
        guard let gesture else { return }
        base.deliver(update, gesture: gesture, in: delivery)
    }

    override func finish(gesture: Wrapped?, in delivery: GestureDelivery) {
        guard let gesture else { return }
        base.finish(gesture: gesture, in: delivery)
    }

    override var deadline: TimeInterval? { base.deadline }
}
