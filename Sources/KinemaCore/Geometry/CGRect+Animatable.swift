import Foundation

extension CGRect: Animatable {
    /// The rectangle as a four-dimensional vector: its origin's data paired with its size's.
    ///
    /// ```swift
    /// let r = CGRect(x: 1, y: 2, width: 3, height: 4)
    /// r.animatableData.second.first // 3, the width
    /// ```
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
