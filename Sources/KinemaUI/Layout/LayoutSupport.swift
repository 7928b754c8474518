import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// ```swift
/// let width = subview.dimensions(in: .unspecified).width
/// ```
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public var width: CGFloat
    /// The view's height.
    public var height: CGFloat
}

/// A collection of the geometric spacing preferences of a view.
///
/// Kinema uses one standard spacing, 8 points, between any two views.
public struct ViewSpacing: Sendable, Equatable {
    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(standard: 0)

    let standard: CGFloat

    /// Initializes an instance with default spacing values.
    public init() {
        self.standard = 8
    }

    init(standard: CGFloat) {
        self.standard = standard
    }

    /// Gets the preferred spacing distance along the given axis to the view that returns a
    /// specified spacing preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        max(standard, next.standard)
    }

    /// Merges the spacing preferences of another spacing instance with this instance.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self = ViewSpacing(standard: max(standard, other.standard))
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this
    /// instance.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?

    /// Creates a default set of properties.
    public init() {}
}

extension Layout {
    /// Properties of a layout container: none by default.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The preferred spacing around the container: the standard spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing()
    }
}

extension LayoutSubview {
    /// Asks the subview for its dimensions.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The layout priority of the subview: 0 (Kinema has no `layoutPriority` modifier yet).
    public var priority: Double { 0 }

    /// The subview's preferred spacing values.
    public var spacing: ViewSpacing { ViewSpacing() }
}
