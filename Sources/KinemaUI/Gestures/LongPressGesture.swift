import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// ```swift
/// struct LongPressGestureView: View {
///     @GestureState private var isDetectingLongPress = false
///     @State private var completedLongPress = false
///
///     var longPress: some Gesture {
///         LongPressGesture(minimumDuration: 3)
///             .updating($isDetectingLongPress) { currentState, gestureState, transaction in
///                 gestureState = currentState
///                 transaction.animation = Animation.easeIn(duration: 2.0)
///             }
///             .onEnded { finished in
///                 self.completedLongPress = finished
///             }
///     }
///
///     var body: some View {
///         Circle()
///             .fill(self.isDetectingLongPress ? Color.red : (self.completedLongPress ? Color.green : Color.blue))
///             .frame(width: 100, height: 100, alignment: .center)
///             .gesture(longPress)
///     }
/// }
/// ```
///
/// At touch-down its value becomes `true` (`updating` and `onChanged` see the press begin, without
/// excluding other gestures yet); once the touch has been held for `minimumDuration` seconds of
/// host time it ends with `true`, with the finger still down. Lifting sooner, or moving more than
/// `maximumDistance` points, fails it. Bad input: a NaN duration reads as 0.5 and a NaN distance as
/// 10; a duration of 0 or less ends at touch-down; an infinite one never ends.
///
/// In a ``ViewHost``, ``ViewHost/longPress(at:duration:)`` holds a touch on the virtual clock.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press that must elapse before the
    ///     gesture succeeds.
    ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
    ///     press can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { LongPressRecognizer() }

    /// The duration and distance with bad input defined.
    var effectiveDuration: Double { minimumDuration.isNaN ? 0.5 : max(minimumDuration, 0) }
    var effectiveDistance: CGFloat { maximumDistance.isNaN ? 10 : maximumDistance }
}

final class LongPressRecognizer: GestureRecognizer<LongPressGesture> {
    private var start: CGPoint?
    private var completion: TimeInterval?

    override func receive(_ event: GestureEvent, gesture: LongPressGesture) -> GestureUpdate<Bool> {
        switch event.phase {
        case .began:
            start = event.location
            let duration = gesture.effectiveDuration
            if duration <= 0 { return .ended(true) }
            completion = duration.isFinite ? event.time + duration : nil
            return .changed(true, claims: false)
        case .moved:
            guard let start else { return .failed }
            let dx = event.location.x - start.x, dy = event.location.y - start.y
            if (dx * dx + dy * dy).squareRoot() > gesture.effectiveDistance { return .failed }
            return isComplete(at: event.time) ? .ended(true) : .none
        case .timer:
            return isComplete(at: event.time) ? .ended(true) : .none
        case .ended:
            return isComplete(at: event.time) ? .ended(true) : .failed
        case .cancelled:
            return .failed
        }
    }

    private func isComplete(at time: TimeInterval) -> Bool {
        guard let completion else { return false }
        return time >= completion
    }

    override var deadline: TimeInterval? { completion }
}

/// A long press with the actions of ``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``.
struct LongPressActionGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never

    var press: LongPressGesture
    var action: () -> Void
    var pressingChanged: ((Bool) -> Void)?

    static func makeRecognizer() -> GestureRecognizer<Self> { LongPressActionRecognizer() }
}

/// Tells the pressing state as it changes, and runs the action when the press succeeds.
final class LongPressActionRecognizer: GestureRecognizer<LongPressActionGesture> {
    private let base = LongPressRecognizer()
    private var isPressing = false

    override func receive(_ event: GestureEvent, gesture: LongPressActionGesture) -> GestureUpdate<Bool> {
        base.receive(event, gesture: gesture.press)
    }

    override func deliver(_ update: GestureUpdate<Bool>, gesture: LongPressActionGesture, in delivery: GestureDelivery) {
        switch update {
        case .changed:
            if !isPressing {
                isPressing = true
                gesture.pressingChanged?(true)
            }
        case .ended:
            if !isPressing { gesture.pressingChanged?(true) }
            isPressing = false
            gesture.pressingChanged?(false)
            gesture.action()
        case .none, .failed:
            break
        }
    }

    override func finish(gesture: LongPressActionGesture, in delivery: GestureDelivery) {
        guard isPressing else { return }
        isPressing = false
        gesture.pressingChanged?(false)
    }

    override var deadline: TimeInterval? { base.deadline }
}
