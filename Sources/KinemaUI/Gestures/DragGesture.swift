import Foundation
import KinemaGraph

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// ```swift
/// struct DragGestureView: View {
///     @State private var isDragging = false
///
///     var drag: some Gesture {
///         DragGesture()
///             .onChanged { _ in self.isDragging = true }
///             .onEnded { _ in self.isDragging = false }
///     }
///
///     var body: some View {
///         Circle()
///             .fill(self.isDragging ? Color.red : Color.blue)
///             .frame(width: 100, height: 100, alignment: .center)
///             .gesture(drag)
///     }
/// }
/// ```
///
/// The drag recognizes once the touch has moved `minimumDistance` points from where it began
/// (host points, whatever the coordinate space); from then on every move changes its value, and
/// lifting the finger ends it. A touch that lifts sooner is not a drag: the gesture fails, and a
/// tap gesture can take it. A `minimumDistance` of 0 or less recognizes at touch-down; NaN reads as
/// the default 10; an infinite one never recognizes.
///
/// In a ``ViewHost``, ``ViewHost/drag(from:to:duration:)`` moves a touch frame by frame.
public struct DragGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event (the host's `startDate` plus
        /// its time).
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The velocity, in points per second, estimated from the latest events.
        let measuredVelocity: CGSize

        init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.measuredVelocity = velocity
        }

        /// The total translation from the start of the drag gesture to the current event of the
        /// drag gesture: `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// The current drag velocity, in points per second.
        ///
        /// Estimated from the last three events' locations and times: each interval's finite
        /// difference, the older weighted 0.75 (the smoothing of SwiftUI's velocity sampler as
        /// publicly reverse-engineered). Zero until two events at different times are known, so a
        /// drag of zero duration has no velocity.
        public var velocity: CGSize { measuredVelocity }

        /// A prediction, based on the current drag velocity, of where the final location will be if
        /// dragging stopped now.
        ///
        /// The touch is projected a quarter of a second of its current velocity further: SwiftUI's
        /// interface defines `velocity` as 4 × (`predictedEndLocation` − `location`).
        public var predictedEndLocation: CGPoint {
            CGPoint(
                x: location.x + measuredVelocity.width * Self.projectionTime,
                y: location.y + measuredVelocity.height * Self.projectionTime)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will be
        /// if dragging stopped now (see ``predictedEndLocation``).
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// How far ahead, in seconds of the current velocity, a flick comes to rest (the inverse
        /// of the 4 in SwiftUI's `velocity`).
        static let projectionTime: Double = 0.25
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    ///
    /// ```swift
    /// DragGesture(minimumDistance: 0, coordinateSpace: .global)
    /// ```
    ///
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location: `.local` (the
    ///     view's laid-out frame), `.global` (the host) or `.named(_:)`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance and a resolved coordinate
    /// space (SwiftUI's earlier spelling).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { DragRecognizer() }

    /// The distance that recognizes the drag, with bad input defined: NaN reads as 10.
    var effectiveMinimumDistance: CGFloat {
        minimumDistance.isNaN ? 10 : minimumDistance
    }
}

/// Follows one touch: where it began, where it is, its velocity; recognizes past the minimum
/// distance.
final class DragRecognizer: GestureRecognizer<DragGesture> {
    private var startLocation: CGPoint?
    private var startInHost = CGPoint.zero
    private var sampler = VelocitySampler<AnimatablePair<CGFloat, CGFloat>>()
    private var isActive = false

    override func receive(_ event: GestureEvent, gesture: DragGesture) -> GestureUpdate<DragGesture.Value> {
        let location = event.location(in: gesture.coordinateSpace)
        switch event.phase {
        case .began:
            startLocation = location
            startInHost = event.location
            sampler.addSample(location.animatableData, time: event.time)
            isActive = gesture.effectiveMinimumDistance <= 0
            return isActive ? .changed(value(at: location, event), claims: true) : .none
        case .moved:
            guard startLocation != nil else { return .failed }
            sampler.addSample(location.animatableData, time: event.time)
            if !isActive {
                let dx = event.location.x - startInHost.x, dy = event.location.y - startInHost.y
                isActive = (dx * dx + dy * dy).squareRoot() >= gesture.effectiveMinimumDistance
            }
            return isActive ? .changed(value(at: location, event), claims: true) : .none
        case .ended:
            guard startLocation != nil, isActive else { return .failed }
            sampler.addSample(location.animatableData, time: event.time)
            return .ended(value(at: location, event))
        case .cancelled:
            return .failed
        case .timer:
            return .none
        }
    }

    private func value(at location: CGPoint, _ event: GestureEvent) -> DragGesture.Value {
        let velocity = sampler.velocity
        return DragGesture.Value(
            time: event.date, location: location, startLocation: startLocation ?? location,
            velocity: CGSize(width: velocity.first, height: velocity.second))
    }
}
