/// A type with values that support addition and scalar multiplication: a vector.
///
/// Every value Kinema animates is, underneath, a vector: a fixed-length list of numbers. Animations
/// work on the *difference* between the old and the new value, scaling it by the progress made.
///
/// ```swift
/// var delta = CGSize(width: 0.5, height: 0.5).animatableData
/// delta.scale(by: 0.25)            // a quarter of the way
/// delta.magnitudeSquared           // 0.03125
/// ```
///
/// Conforming types must satisfy the vector-space laws: addition is associative and commutative
/// with `zero` as identity, `scale(by: 1)` is the identity, and scaling distributes over addition.
/// Floating-point rounding makes these laws hold approximately, not exactly.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    ///
    /// ```swift
    /// 4.0.scaled(by: 0.5) // 2.0
    /// ```
    ///
    /// (Always inlined: springs call it several times a step, and out of line a large vector
    /// would go through memory twice per call.)
    @inlinable @inline(__always)
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount`.
    ///
    /// This is equivalent to `self = self + (other - self) * amount`. An `amount` of 0 leaves the
    /// value unchanged, 1 makes it equal to `other`; amounts outside 0...1 extrapolate.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        var delta = other - self
        delta.scale(by: amount)
        self += delta
    }

    /// Returns this value interpolated with `other` by the specified `amount`.
    ///
    /// ```swift
    /// 10.0.interpolated(towards: 20, amount: 0.25) // 12.5
    /// ```
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}
