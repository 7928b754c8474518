import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// Each track has its own timing: tracks of a ``KeyframeTimeline`` run side by side from time 0,
/// each holding its last value once it ends. Properties no track names keep their initial value.
///
/// ```swift
/// struct Values {
///     var scale = 1.0
///     var angle = Angle.zero
/// }
///
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.0, duration: 0.36)
///         SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
///     }
///     KeyframeTrack(\.angle) {
///         CubicKeyframe(.degrees(16), duration: 0.2)
///         CubicKeyframe(.zero, duration: 0.2)
///     }
/// }
/// ```
///
/// Values are interpolated through their `animatableData`, so any ``Animatable`` type can be a
/// track's value. When several tracks write the same property, the last one written wins.
///
/// > Note: SwiftUI spells the second generic parameter `Value`. Kinema spells it `TrackValue`,
/// > because in Swift a generic parameter named `Value` would also be the ``Keyframes/Value`` of
/// > the track — which is the root. No call site names it.
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
    /// The track animates a root value.
    public typealias Value = Root

    let keyPath: WritableKeyPath<Root, TrackValue>
    let content: Content

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// ```swift
    /// KeyframeTimeline(initialValue: 0.0) {
    ///     KeyframeTrack {
    ///         LinearKeyframe(10.0, duration: 0.2)
    ///         CubicKeyframe(0.0, duration: 0.4)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter content: A keyframe collection builder closure containing the keyframes that
    ///   control the interpolation curve.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.keyPath = \.self
        self.content = content()
    }

    /// Creates an instance that animates the property of the root value at the given key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the keyframes that control
    ///     the interpolation curve.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// The track itself.
    public var body: Self { self }

    /// Resolves the keyframes against the property's initial value.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        var keyframes = _ResolvedKeyframeTrackContent<TrackValue>()
        content._resolve(into: &keyframes)
        let start = initialValue[keyPath: keyPath]
        let path = KeyframePath(
            initialValue: start.animatableData,
            initialVelocity: initialVelocity?[keyPath: keyPath].animatableData ?? .zero,
            keyframes: keyframes.keyframes)
        resolved.append(ResolvedKeyframeTrack(keyPath: keyPath, template: start, path: path))
    }
}

/// A track resolved against its start value, ready to sample.
struct ResolvedKeyframeTrack<Root, TrackValue: Animatable>: KeyframeTrackSampler {
    let keyPath: WritableKeyPath<Root, TrackValue>
    /// The property's initial value: carries whatever is not animatable data.
    let template: TrackValue
    let path: KeyframePath<TrackValue.AnimatableData>

    var duration: TimeInterval { path.duration }

    var endsWhereItStarts: Bool { path.finalValue == template.animatableData }

    func apply(time: TimeInterval, to root: inout Root) {
        var value = template
        value.animatableData = path.value(at: time)
        root[keyPath: keyPath] = value
    }

    func applyVelocity(time: TimeInterval, to velocity: inout Root) {
        var value = template
        value.animatableData = path.velocity(at: time)
        velocity[keyPath: keyPath] = value
    }
}
