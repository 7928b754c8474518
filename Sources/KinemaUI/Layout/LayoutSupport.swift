import Foundation

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

    /// The preferred spacing around the container: by default, the subviews' preferences merged
    /// on every edge.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    /// By default, the subviews' explicit values of the guide, merged as stacks merge them: each
    /// moved by where the layout places its subview, then combined (a custom guide's mean, the
    /// topmost first baseline, the bottom-most last). Containers never set the leading, centre
    /// and trailing guides, so this returns `nil` for them.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// By default, the subviews' explicit values of the guide, merged as stacks merge them (see
    /// the horizontal form); `nil` for the top, centre and bottom guides.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard !ViewLayout.frameGuides.contains(key), !subviews.isEmpty else { return nil }
        // Where each subview goes: ask the layout to place them.
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        // Layouts run only in the host's layout pass, on the main actor.
        let placed = UncheckedSendable(subviews)
        return MainActor.assumeIsolated {
            ViewLayout.mergedGuide(key, of: placed.value, in: bounds, proposal: ProposedSize(width: proposal.width, height: proposal.height))
        }
    }
}

extension LayoutSubview {
    /// Asks the subview for its dimensions and alignment guides, for a proposal.
    ///
    /// ```swift
    /// let leading = subview.dimensions(in: .unspecified)[.leading]
    /// ```
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(
            size: size, guides: ExplicitGuides(node: node, proposal: ProposedSize(width: proposal.width, height: proposal.height)))
    }

    /// The layout priority of the subview: its outermost ``View/layoutPriority(_:)``, 0 without
    /// one.
    public var priority: Double {
        let node = self.node
        return MainActor.assumeIsolated { ViewLayout.priority(of: node) }
    }

    /// The subview's preferred spacing values: none beside spacers and dividers, text's own
    /// above and below text, the standard spacing otherwise.
    public var spacing: ViewSpacing {
        let node = self.node
        return MainActor.assumeIsolated { ViewLayout.viewSpacing(of: node) }
    }

    /// Gets the value for the subview that's associated with the specified key: the value its
    /// outermost ``View/layoutValue(key:value:)`` set, or the key's default.
    ///
    /// ```swift
    /// let rank = subview[Rank.self]
    /// ```
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let node = self.node
        let id = ObjectIdentifier(key)
        let value = MainActor.assumeIsolated { UncheckedSendable(ViewLayout.layoutValue(id, of: node)) }
        return (value.value as? K.Value) ?? K.defaultValue
    }
}
