import Foundation

/// A normalized 2D point in a view's coordinate space: (0, 0) is the top-leading corner and
/// (1, 1) the bottom-trailing one.
///
/// ```swift
/// let anchor = UnitPoint.bottomTrailing   // (1, 1)
/// let custom = UnitPoint(x: 0.25, y: 0.1) // a bezier control point, say
/// ```
///
/// Its animatable data is the point multiplied by 128, as SwiftUI's is, so that absolute settling
/// thresholds work at the small magnitudes unit coordinates have.
public struct UnitPoint: Hashable, Sendable, Codable {
    /// The normalized distance from the origin along the horizontal axis.
    public var x: CGFloat

    /// The normalized distance from the origin along the vertical axis.
    public var y: CGFloat

    /// Creates a unit point at the origin.
    @inlinable
    public init() {
        self.x = 0
        self.y = 0
    }

    /// Creates a unit point with the given coordinates.
    @inlinable
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// The point's coordinates, each scaled by 128.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * 128, y * 128) }
        set {
            x = newValue.first / 128
            y = newValue.second / 128
        }
    }
}

extension UnitPoint: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
