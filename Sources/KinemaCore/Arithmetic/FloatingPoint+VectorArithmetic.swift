import Foundation

// Scalars are one-dimensional vectors, and animate themselves.

extension Double: VectorArithmetic, Animatable {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic, Animatable {
    /// Multiplies the value by `rhs`, rounded to `Float`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    /// The square of the value, in `Double` precision.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic, Animatable {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
