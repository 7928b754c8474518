import Foundation

/// Describes the corner radius values of a rounded rectangle with uneven corners.
///
/// ```swift
/// let tab = RectangleCornerRadii(topLeading: 12, topTrailing: 12)
/// let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadii: tab)
/// ```
///
/// Leading is the left side: Kinema lays out left to right only.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates a new set of corner radii for a rounded rectangle with uneven corners.
    ///
    /// ```swift
    /// RectangleCornerRadii(bottomTrailing: 20).topLeading   // 0
    /// ```
    ///
    /// - Parameters:
    ///   - topLeading: The radius of the top-leading corner.
    ///   - bottomLeading: The radius of the bottom-leading corner.
    ///   - bottomTrailing: The radius of the bottom-trailing corner.
    ///   - topTrailing: The radius of the top-trailing corner.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
        topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii, top pair first (leading, trailing), then the bottom pair (leading,
    /// trailing), as SwiftUI orders them.
    ///
    /// ```swift
    /// var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 3, bottomTrailing: 4, topTrailing: 2)
    /// radii.animatableData.first.second   // 2, the top-trailing radius
    /// ```
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomLeading, bottomTrailing))
        }
        set {
            topLeading = newValue.first.first
            topTrailing = newValue.first.second
            bottomLeading = newValue.second.first
            bottomTrailing = newValue.second.second
        }
    }
}
