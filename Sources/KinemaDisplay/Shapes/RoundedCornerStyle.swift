/// Defines the shape of a rounded rectangle's corners.
///
/// ```swift
/// let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 16, style: .circular)
/// ```
///
/// > Note: SwiftUI does not publish the curve of its continuous corners. Kinema draws a
/// > `.continuous` corner as two cubic Béziers that leave each straight edge 1.528665 radii from
/// > the corner (the extent of Apple's corner, as measured in public) with zero curvature, so the
/// > curvature grows from the edge instead of jumping as it does at a circular corner, and meet on
/// > the diagonal at the quarter circle's midpoint with the circle's curvature, 1/radius. Where the
/// > rectangle is too short for that extent, the corner starts closer (down to one radius), and
/// > the curve stays smooth.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular

    /// Continuous curvature rounded rect corners.
    case continuous
}
