import Foundation

// Linux's Foundation has no CoreGraphics line styles. Kinema defines them there with CoreGraphics'
// names and raw values, so `StrokeStyle(lineCap: .round)` builds unchanged on every platform. Where
// CoreGraphics exists its own types are used.
#if !canImport(CoreGraphics)

/// Styles for rendering the endpoint of a stroked line.
///
/// ```swift
/// let style = StrokeStyle(lineWidth: 4, lineCap: .round)
/// ```
public enum CGLineCap: Int32, Hashable, Sendable {
    /// A line with a squared-off end, drawn to extend only to the exact endpoint of the path.
    case butt = 0
    /// A line with a rounded end: a semicircle of the line width's diameter beyond the endpoint.
    case round = 1
    /// A line with a squared-off end extending beyond the endpoint by half the line width.
    case square = 2
}

/// Junction types for stroked lines.
///
/// ```swift
/// let style = StrokeStyle(lineWidth: 4, lineJoin: .bevel)
/// ```
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A join with a sharp (angled) corner, bevelled instead beyond the miter limit.
    case miter = 0
    /// A join with a rounded end.
    case round = 1
    /// A join with a squared-off end.
    case bevel = 2
}

#endif
