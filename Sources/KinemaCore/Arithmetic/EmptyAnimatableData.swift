/// An empty type for animatable data: a vector with no components.
///
/// Types that animate nothing use it as their `AnimatableData`; every operation is a no-op and
/// every value equals every other.
///
/// ```swift
/// var empty = EmptyAnimatableData()
/// empty.scale(by: 2)
/// empty.magnitudeSquared // 0
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates an empty animatable data value.
    @inlinable
    public init() {}

    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    @inlinable
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    @inlinable
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    @inlinable
    public mutating func scale(by rhs: Double) {}

    @inlinable
    public var magnitudeSquared: Double { 0 }

    @inlinable
    public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}
