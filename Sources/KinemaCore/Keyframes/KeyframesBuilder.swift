import Foundation

/// A builder that combines keyframe content values into a single value.
///
/// Write tracks, one per line:
///
/// ```swift
/// KeyframeTimeline(initialValue: CGPoint.zero) {
///     KeyframeTrack(\.x) { LinearKeyframe(100, duration: 1) }
///     KeyframeTrack(\.y) { SpringKeyframe(50, duration: 1, spring: .bouncy) }
/// }
/// ```
///
/// Or, to animate the whole value with one track, write its keyframes directly:
///
/// ```swift
/// KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {}

// MARK: - Tracks

extension KeyframesBuilder {
    /// Passes one track (or set of tracks) through unchanged.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
    where Value == Content.Value {
        expression
    }

    /// The first track of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value {
        first
    }

    /// The tracks so far, followed by the next line's.
    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>, next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        KeyframesPair(first: accumulated, second: next)
    }

    /// An empty block: no tracks.
    public static func buildBlock() -> some Keyframes<Value> {
        EmptyKeyframes<Value>()
    }

    /// The tracks, as written.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
    where Value == Content.Value {
        component
    }

    /// An `if` without `else`: its tracks when the condition holds, none otherwise.
    ///
    /// > Note: A Kinema addition, like the other conditional and loop forms for tracks.
    public static func buildOptional<Content: Keyframes>(_ component: Content?) -> some Keyframes<Value>
    where Value == Content.Value {
        OptionalKeyframes(wrapped: component)
    }

    /// The `if` branch of an `if`/`else` of tracks.
    public static func buildEither<First: Keyframes, Second: Keyframes>(
        first component: First
    ) -> _ConditionalKeyframes<First, Second> where Value == First.Value, First.Value == Second.Value {
        _ConditionalKeyframes(storage: .first(component))
    }

    /// The `else` branch of an `if`/`else` of tracks.
    public static func buildEither<First: Keyframes, Second: Keyframes>(
        second component: Second
    ) -> _ConditionalKeyframes<First, Second> where Value == First.Value, First.Value == Second.Value {
        _ConditionalKeyframes(storage: .second(component))
    }

    /// The tracks of every iteration of a `for` loop, in order.
    public static func buildArray<Element: Keyframes>(_ components: [Element]) -> some Keyframes<Value>
    where Value == Element.Value {
        KeyframesArray(elements: components)
    }
}

// MARK: - Keyframes of the whole value

extension KeyframesBuilder where Value: Animatable {
    /// Passes one keyframe (or group of keyframes) through unchanged.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value {
        expression
    }

    /// Combines the keyframes of every iteration of a `for` loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray(elements: components)
    }

    /// The `if` branch of an `if`/`else` of keyframes.
    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The `else` branch of an `if`/`else` of keyframes.
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// An `if` without `else` of keyframes.
    ///
    /// > Note: A Kinema addition; SwiftUI's builder accepts only `if` with `else`.
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        OptionalKeyframeTrackContent(wrapped: component)
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value {
        first
    }

    /// The keyframes so far, followed by the next line's.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// An empty block of keyframes.
    @_disfavoredOverload
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        EmptyKeyframeTrackContent<Value>()
    }

    /// Keyframes written directly in the builder form one track animating the whole value.
    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Value == Content.Value {
        KeyframeTrack { component }
    }
}
