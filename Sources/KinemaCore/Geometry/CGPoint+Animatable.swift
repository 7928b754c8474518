import Foundation

extension CGPoint: Animatable {
    /// The point as a two-dimensional vector, `(x, y)`.
    ///
    /// ```swift
    /// var p = CGPoint(x: 1, y: 2)
    /// p.animatableData = AnimatablePair(3, 4) // p == CGPoint(x: 3, y: 4)
    /// ```
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set {
            x = newValue.first
            y = newValue.second
        }
    }
}
