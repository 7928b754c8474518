import Foundation

/// A type that defines changes to a value over time.
///
/// ``KeyframeTrack`` conforms, as does whatever a ``KeyframesBuilder`` builds from several tracks.
/// Write your own conformance to name a reusable set of tracks:
///
/// ```swift
/// struct Bounce: Keyframes {
///     var body: some Keyframes<CGPoint> {
///         KeyframeTrack(\.y) {
///             SpringKeyframe(-40, duration: 0.3, spring: .bouncy)
///             SpringKeyframe(0, spring: .bouncy)
///         }
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Body.Value

    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes where Body.Value == Value

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Resolves this content's tracks against the initial value and appends them to `resolved`.
    ///
    /// Not API: the default resolves ``body``; ``KeyframeTrack`` resolves itself.
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?)
}

extension Keyframes {
    /// Resolves the body's tracks.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// The resolved tracks of a set of keyframes, in the order they were written.
///
/// Not API: the carrier that ``Keyframes`` values append their tracks to.
public struct _ResolvedKeyframes<Value> {
    package var tracks: [any KeyframeTrackSampler<Value>] = []

    package init() {}

    package mutating func append(_ track: some KeyframeTrackSampler<Value>) {
        tracks.append(track)
    }
}

/// A resolved track that writes its value for a given time into a root value.
///
/// (An existential measured faster here than a pair of closures built at resolve time.)
package protocol KeyframeTrackSampler<Root> {
    associatedtype Root

    /// How long the track runs, in seconds.
    var duration: TimeInterval { get }

    /// Writes the track's value at `time` into `root`.
    func apply(time: TimeInterval, to root: inout Root)

    /// Writes the track's velocity at `time` into `velocity` (a root value holding velocities).
    func applyVelocity(time: TimeInterval, to velocity: inout Root)

    /// Whether the track's final value is its start value (the property's value before the track,
    /// compared by animatable data; a non-finite start value never counts as returned to).
    var endsWhereItStarts: Bool { get }
}

/// Two sets of tracks, the second applied after the first.
struct KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        first._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        second._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// No tracks.
struct EmptyKeyframes<Value>: Keyframes {
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {}
}

/// The tracks of whichever branch of an `if`/`else` ran.
///
/// Not API: what ``KeyframesBuilder`` builds from an `if`/`else` of tracks. Both branches must
/// produce this one type, so it cannot hide behind `some Keyframes`.
public struct _ConditionalKeyframes<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    public typealias Value = First.Value
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage
    /// The tracks themselves.
    public var body: Self { self }
    /// Resolves the tracks of the branch that ran.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        switch storage {
        case .first(let content):
            content._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        case .second(let content):
            content._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        }
    }
}

/// The tracks of an `if` without `else`, if it ran.
struct OptionalKeyframes<Wrapped: Keyframes>: Keyframes {
    typealias Value = Wrapped.Value
    let wrapped: Wrapped?
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        wrapped?._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// The tracks of each iteration of a `for` loop.
struct KeyframesArray<Element: Keyframes>: Keyframes {
    typealias Value = Element.Value
    let elements: [Element]
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        for element in elements {
            element._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        }
    }
}
