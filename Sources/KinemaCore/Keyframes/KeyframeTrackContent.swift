import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// The four keyframe kinds — ``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe`` and
/// ``MoveKeyframe`` — conform, as does whatever a ``KeyframeTrackContentBuilder`` builds. Write
/// your own conformance to name a reusable run of keyframes:
///
/// ```swift
/// struct Wiggle: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Angle> {
///         CubicKeyframe(.degrees(16), duration: 0.125)
///         CubicKeyframe(.degrees(-16), duration: 0.125)
///         CubicKeyframe(.zero, duration: 0.125)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Body.Value

    /// The type of the content's body.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes, in order, to `resolved`.
    ///
    /// Not API: the default resolves ``body``; the built-in keyframes append themselves.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent {
    /// Resolves the body's keyframes.
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        body._resolve(into: &resolved)
    }
}

/// The flattened keyframes of a track, in the order they were written.
///
/// Not API: the carrier that ``KeyframeTrackContent`` values append to.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    package var keyframes: [KeyframeSpec<Value.AnimatableData>] = []

    package init() {}

    package mutating func append(_ keyframe: KeyframeSpec<Value.AnimatableData>) {
        keyframes.append(keyframe)
    }
}

extension _ResolvedKeyframeTrackContent: Sendable where Value.AnimatableData: Sendable {}
