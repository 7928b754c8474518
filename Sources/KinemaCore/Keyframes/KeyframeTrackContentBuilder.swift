import Foundation

/// The builder that combines keyframe content values into a single value.
///
/// It accepts keyframes one per line, `if`/`else`, `if` without `else`, and `for` loops, so a
/// track can be computed:
///
/// ```swift
/// KeyframeTrack(\.position) {
///     for point in route {
///         CubicKeyframe(point, duration: 16.0 / Double(route.count))
///     }
///     if returnsHome {
///         CubicKeyframe(home, duration: 4.0)
///     }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {}

extension KeyframeTrackContentBuilder where Value: Animatable {
    /// Passes one keyframe (or group of keyframes) through unchanged.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// Combines the keyframes of every iteration of a `for` loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentArray(elements: components)
    }

    /// An empty block: no keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        EmptyKeyframeTrackContent<Value>()
    }

    /// The first line of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes so far, followed by the next line's.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }

    /// An `if` without `else`: its keyframes when the condition holds, none otherwise.
    ///
    /// > Note: A Kinema addition; SwiftUI's builder accepts only `if` with `else`.
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        OptionalKeyframeTrackContent(wrapped: component)
    }

    /// A conditional result from the result builder: the keyframes of whichever branch ran.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The content itself.
        public var body: Self { self }

        /// Appends the keyframes of the branch that ran.
        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let content): content._resolve(into: &resolved)
            case .second(let content): content._resolve(into: &resolved)
            }
        }
    }
}

extension KeyframeTrackContentBuilder.Conditional: Sendable where First: Sendable, Second: Sendable {}
extension KeyframeTrackContentBuilder.Conditional.Storage: Sendable where First: Sendable, Second: Sendable {}

// MARK: - The builder's intermediate contents

/// No keyframes.
struct EmptyKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {}
}

/// Two runs of keyframes, one after the other.
struct KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        first._resolve(into: &resolved)
        second._resolve(into: &resolved)
    }
}

/// The keyframes of each iteration of a `for` loop.
struct KeyframeTrackContentArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Element.Value
    let elements: [Element]
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        for element in elements {
            element._resolve(into: &resolved)
        }
    }
}

/// The keyframes of an `if` without `else`, if it ran.
struct OptionalKeyframeTrackContent<Wrapped: KeyframeTrackContent>: KeyframeTrackContent {
    typealias Value = Wrapped.Value
    let wrapped: Wrapped?
    var body: Self { self }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        wrapped?._resolve(into: &resolved)
    }
}
