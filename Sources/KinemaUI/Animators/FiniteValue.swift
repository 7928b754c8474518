import Foundation

/// Keeps values whose animatable data is not finite away from an animator's content (phase and
/// keyframe animators; see their documentation).
///
/// Whether `Value` is ``Animatable`` is looked up once, when the guard is made: checking a value
/// then costs one `x − x == 0` over its animatable data, with no dynamic cast and no existential
/// box (a keyframe animator checks the value of every frame).
struct FiniteValueGuard<Value> {
    /// Whether a value's animatable data is finite, and the value with that data zeroed; `nil`
    /// when `Value` is not `Animatable`, so every value passes as given.
    private let operations: (isFinite: (Value) -> Bool, zeroed: (Value) -> Value)?

    init() {
        operations = (Value.self as? any Animatable.Type).map { Self.operations(for: $0) }
    }

    private static func operations<A: Animatable>(for type: A.Type) -> (isFinite: (Value) -> Bool, zeroed: (Value) -> Value) {
        // `A` is `Value` itself (the cast above succeeded on `Value.self`), so the bit casts only
        // tell the compiler so.
        precondition(A.self == Value.self)
        return (
            isFinite: { unsafeBitCast($0, to: A.self).hasFiniteAnimatableData },
            zeroed: { unsafeBitCast(unsafeBitCast($0, to: A.self).withZeroAnimatableData, to: Value.self) }
        )
    }

    /// Whether `value` may be shown: it is not `Animatable`, or its animatable data is finite.
    func isFinite(_ value: Value) -> Bool {
        operations?.isFinite(value) ?? true
    }

    /// `value` if it may be shown; otherwise `fallback`, or, with none, `value` with its animatable
    /// data set to zero.
    func finite(_ value: Value, else fallback: Value?) -> Value {
        guard let operations, !operations.isFinite(value) else { return value }
        return fallback ?? operations.zeroed(value)
    }
}
