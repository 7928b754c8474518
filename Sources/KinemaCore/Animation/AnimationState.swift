import Foundation

/// A key for accessing animation state values.
///
/// ```swift
/// private struct PausedTimeKey: AnimationStateKey {
///     static var defaultValue: TimeInterval { 0 }
/// }
///
/// extension AnimationContext {
///     var pausedTime: TimeInterval {
///         get { state[PausedTimeKey.self] }
///         set { state[PausedTimeKey.self] = newValue }
///     }
/// }
/// ```
public protocol AnimationStateKey {
    /// The associated type representing the type of the animation state key's value.
    associatedtype Value

    /// The default value for the animation state key.
    static var defaultValue: Value { get }
}

/// A container that stores the state of a running animation, keyed by ``AnimationStateKey``
/// types.
///
/// Every key starts at its `defaultValue`. Kinema's own stateful animations (springs, repeats)
/// keep their state in typed slots beside the keyed storage, so stepping them never allocates.
public struct AnimationState<Value: VectorArithmetic> {
    @usableFromInline var storage: [ObjectIdentifier: Any] = [:]

    /// The state of a built-in spring animation, if one ran in this context.
    @usableFromInline
    package var spring: FluidSpringState<Value>?

    /// The state of a built-in repeat animation, if one ran in this context.
    @usableFromInline package var repeatState: RepeatState?

    /// The per-entry state of a combined animation (each entry's target and own state), if one
    /// ran in this context. Typed, like the slots above, so stepping it does not allocate.
    @usableFromInline package var combined: [CombinedAnimationEntryState<Value>]?

    /// Creates an empty state. (Inlinable: the runtime makes one for every animation it starts.)
    @inlinable
    public init() {}

    /// Accesses the state for a custom key: its stored value, or the key's default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Contextual values that a custom animation can use to manage state and access a view's
/// environment.
///
/// Kinema creates one for each running animation; embedders, tests and charts can create their
/// own with ``init()`` and step any ``Animation`` with it, frame by frame:
///
/// ```swift
/// var context = AnimationContext<Double>()
/// for frame in 0...60 {
///     let t = Double(frame) / 60
///     let covered = Animation.bouncy.animate(value: 1.0, time: t, context: &context)
/// }
/// ```
///
/// > Note: SwiftUI does not let clients create a context; Kinema does, so animations can be driven
/// > outside the graph.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The current state of a custom animation.
    public var state: AnimationState<Value>

    /// Set this to `true` to indicate that an animation is logically complete.
    ///
    /// Completion handlers registered with `.logicallyComplete` criteria run at this point, even
    /// though the animation (a spring's tail, say) may go on moving the value.
    public var isLogicallyComplete: Bool

    /// The current environment of the view that's being animated.
    ///
    /// A custom animation can adapt to it, for example by finishing at once when
    /// `accessibilityReduceMotion` is on:
    ///
    /// ```swift
    /// func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    ///     if context.environment.accessibilityReduceMotion { return nil }
    ///     return time < 1 ? value.scaled(by: time) : nil
    /// }
    /// ```
    ///
    /// A Kinema host fills it with the environment in effect where the animated value changed;
    /// a context made by hand has every value at its default.
    public var environment: EnvironmentValues

    /// Creates a fresh context with empty state.
    @inlinable
    public init() {
        self.state = AnimationState()
        self.isLogicallyComplete = false
        self.environment = EnvironmentValues()
    }

    /// Creates a context with the given state and completion flag.
    public init(state: AnimationState<Value>, isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = EnvironmentValues()
    }

    /// Creates a new context from this one with the provided state.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
        context.environment = environment
        return context
    }
}
