import Foundation

extension VectorArithmetic {
    /// Whether every component of the vector is finite (neither NaN nor infinite).
    ///
    /// `x − x` is exactly zero for every finite component and NaN for NaN and infinities, so the
    /// test needs no access to the components. (`magnitudeSquared` would not do: it overflows to
    /// infinity for finite vectors with components above ~1e154.)
    ///
    /// ```swift
    /// 1e308.hasFiniteComponents                                        // true
    /// AnimatablePair(1.0, Double.infinity).hasFiniteComponents         // false
    /// ```
    @inlinable
    package var hasFiniteComponents: Bool {
        self - self == .zero
    }
}

extension Animatable {
    /// Whether the value's ``Animatable/animatableData`` has only finite components.
    @inlinable
    package var hasFiniteAnimatableData: Bool {
        animatableData.hasFiniteComponents
    }

    /// The value with its animatable data set to zero: what a value that has no finite form shows.
    @inlinable
    package var withZeroAnimatableData: Self {
        var value = self
        value.animatableData = .zero
        return value
    }
}
