import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// struct TapGestureView: View {
///     @State private var tapped = false
///
///     var tap: some Gesture {
///         TapGesture(count: 1).onEnded { _ in self.tapped = !self.tapped }
///     }
///
///     var body: some View {
///         Circle()
///             .fill(self.tapped ? Color.blue : Color.red)
///             .frame(width: 100, height: 100, alignment: .center)
///             .gesture(tap)
///     }
/// }
/// ```
///
/// A tap is a touch that lifts within 10 points of where it began (one that moves further is not
/// a tap, and a drag can take it). With a `count` above 1, each tap must begin within 0.3 s (host
/// time) of the previous one's lift; the gesture ends on the `count`-th tap, and fails when the
/// wait for the next one runs out. A count below 1 counts as 1.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    ///
    /// - Parameter count: The required number of taps to complete the tap gesture.
    public init(count: Int = 1) {
        self.count = count
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { TapRecognizer() }
}

/// How taps are counted: the distance a touch may move, the wait between taps.
struct TapCounting {
    /// How far a touch may move and still be a tap, in points.
    static var allowableMovement: CGFloat { 10 }
    /// The longest wait, in seconds, from one tap's lift to the next tap's touch-down.
    static var multiTapInterval: TimeInterval { 0.3 }

    private var taps = 0
    private var downLocation: CGPoint?
    private var lastLift = -TimeInterval.infinity
    private(set) var deadline: TimeInterval?

    /// Follows `event` toward `required` taps: `true` when they are complete, `false` when they
    /// cannot be, `nil` while undecided.
    mutating func receive(_ event: GestureEvent, required: Int) -> Bool? {
        switch event.phase {
        case .began:
            if taps > 0, event.time - lastLift > Self.multiTapInterval { return false }
            downLocation = event.location
            deadline = nil
            return nil
        case .moved:
            guard let down = downLocation else { return false }
            let dx = event.location.x - down.x, dy = event.location.y - down.y
            return dx * dx + dy * dy > Self.allowableMovement * Self.allowableMovement ? false : nil
        case .ended:
            guard downLocation != nil else { return false }
            downLocation = nil
            taps += 1
            if taps >= max(required, 1) { return true }
            lastLift = event.time
            deadline = event.time + Self.multiTapInterval
            return nil
        case .cancelled:
            return false
        case .timer:
            if let deadline, event.time >= deadline { return false }
            return nil
        }
    }
}

final class TapRecognizer: GestureRecognizer<TapGesture> {
    private var counting = TapCounting()

    override func receive(_ event: GestureEvent, gesture: TapGesture) -> GestureUpdate<Void> {
        switch counting.receive(event, required: gesture.count) {
        case true?: return .ended(())
        case false?: return .failed
        case nil: return .none
        }
    }

    override var deadline: TimeInterval? { counting.deadline }
}

/// A gesture that recognizes one or more taps and reports their location.
///
/// ```swift
/// Rectangle()
///     .gesture(SpatialTapGesture().onEnded { value in tapLocation = value.location })
/// ```
///
/// Taps are counted as ``TapGesture`` counts them; the location is where the last one lifted, in
/// the gesture's coordinate space.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and a resolved coordinate space
    /// (SwiftUI's earlier spelling).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { SpatialTapRecognizer() }
}

final class SpatialTapRecognizer: GestureRecognizer<SpatialTapGesture> {
    private var counting = TapCounting()

    override func receive(_ event: GestureEvent, gesture: SpatialTapGesture) -> GestureUpdate<SpatialTapGesture.Value> {
        switch counting.receive(event, required: gesture.count) {
        case true?: return .ended(SpatialTapGesture.Value(location: event.location(in: gesture.coordinateSpace)))
        case false?: return .failed
        case nil: return .none
        }
    }

    override var deadline: TimeInterval? { counting.deadline }
}
