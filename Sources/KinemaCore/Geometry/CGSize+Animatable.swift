import Foundation

extension CGSize: Animatable {
    /// The size as a two-dimensional vector, `(width, height)`.
    ///
    /// ```swift
    /// CGSize(width: 1.5, height: 1.5).animatableData.first // 1.5
    /// ```
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set {
            width = newValue.first
            height = newValue.second
        }
    }
}
