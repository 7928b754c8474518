import Foundation

#if !canImport(CoreGraphics)

/// A two-dimensional vector, as CoreGraphics defines it: defined here where the platform lacks it.
///
/// ```swift
/// let push = CGVector(dx: 3, dy: 4)
/// ```
public struct CGVector: Hashable, Sendable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a zero vector.
    public init() {
        self.dx = 0
        self.dy = 0
    }

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with the given `Double` components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// Creates a vector with the given integer components (what integer literals pick).
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The zero vector.
    public static let zero = CGVector()
}

#endif
