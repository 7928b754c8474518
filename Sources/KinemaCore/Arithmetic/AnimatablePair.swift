/// A pair of animatable values, which is itself animatable: two vectors fused into one longer one.
///
/// `scaleEffect` animates `AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>`, a
/// four-dimensional vector. Nest pairs to animate more components.
///
/// ```swift
/// var pair = AnimatablePair(2.0, CGFloat(4))
/// pair.scale(by: 0.5)   // (1.0, 2.0)
/// pair.magnitudeSquared // 5.0
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First

    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    @inlinable
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    @inlinable
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    @inlinable
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    @inlinable
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Multiplies both components by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both components' squared magnitudes: the squared length of the fused vector.
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    public var description: String { "(\(first), \(second))" }
}
