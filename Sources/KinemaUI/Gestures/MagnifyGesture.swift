import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// ```swift
/// @GestureState private var magnifyBy = 1.0
///
/// var magnification: some Gesture {
///     MagnifyGesture()
///         .updating($magnifyBy) { value, gestureState, _ in gestureState = value.magnification }
/// }
/// ```
///
/// > Note: A ``ViewHost`` delivers one touch at a time, and a pinch needs two: the gesture compiles
/// > and composes, but headlessly it never changes and fails at once (so it never blocks another
/// > gesture).
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// A value that describes the magnification gesture's state.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { TwoFingerRecognizer() }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// ```swift
/// @State private var angle = Angle.zero
///
/// var rotation: some Gesture {
///     RotateGesture().onChanged { value in angle = value.rotation }
/// }
/// ```
///
/// > Note: Headless, as ``MagnifyGesture``: it compiles and composes, and fails at once.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// A value that describes the rotation gesture's state.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The amount of rotation the gesture has performed.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { TwoFingerRecognizer() }
}

/// A gesture that recognizes a magnification motion (SwiftUI's earlier spelling of
/// ``MagnifyGesture``, whose value is the magnification alone).
///
/// > Note: Headless, as ``MagnifyGesture``: it compiles and composes, and fails at once.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { TwoFingerRecognizer() }
}

/// A gesture that recognizes a rotation motion (SwiftUI's earlier spelling of ``RotateGesture``,
/// whose value is the angle alone).
///
/// > Note: Headless, as ``MagnifyGesture``: it compiles and composes, and fails at once.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    static func makeRecognizer() -> GestureRecognizer<Self> { TwoFingerRecognizer() }
}

/// The recognizer of a gesture that needs two touches: a host delivers one, so it fails at once.
final class TwoFingerRecognizer<G: Gesture>: GestureRecognizer<G> {
    override func receive(_ event: GestureEvent, gesture: G) -> GestureUpdate<G.Value> { .failed }
}
