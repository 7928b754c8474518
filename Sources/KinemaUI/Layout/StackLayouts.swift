import Foundation

/// A horizontal container that you can use in conditional layouts.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())
/// layout {
///     Avatar()
///     Name()
/// }
/// ```
///
/// It lays out its subviews as ``HStack`` does.
public struct HStackLayout: Layout, Sendable {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default (8 points).
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack: spacers inside it take width.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutRole.size(
            subviews, axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment),
            proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutRole.place(
            subviews, axis: .horizontal, spacing: spacing,
            alignment: Alignment(horizontal: .center, vertical: alignment), in: bounds, proposal: proposal)
    }
}

/// A vertical container that you can use in conditional layouts.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
/// layout { Label("Inbox", systemImage: "tray"); Label("Sent", systemImage: "paperplane") }
/// ```
///
/// It lays out its subviews as ``VStack`` does.
public struct VStackLayout: Layout, Sendable {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default (8 points).
    public var spacing: CGFloat?

    /// Creates a vertical stack with the given spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack: spacers inside it take height.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutRole.size(
            subviews, axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center),
            proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutRole.place(
            subviews, axis: .vertical, spacing: spacing,
            alignment: Alignment(horizontal: alignment, vertical: .center), in: bounds, proposal: proposal)
    }
}

/// An overlaying container that you can use in conditional layouts.
///
/// ```swift
/// let layout = isStacked ? AnyLayout(ZStackLayout()) : AnyLayout(HStackLayout())
/// layout { ForEach(cards) { CardView(card: $0) } }
/// ```
///
/// It lays out its subviews as ``ZStack`` does.
public struct ZStackLayout: Layout, Sendable {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutRole.zstackSize(subviews, alignment: alignment, proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutRole.placeZStack(subviews, alignment: alignment, in: bounds, proposal: proposal)
    }
}

/// A type-erased instance of the layout protocol.
///
/// ```swift
/// struct Profile: View {
///     @State private var isHorizontal = true
///     var body: some View {
///         let layout = isHorizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///         layout {
///             Image(systemName: "person.circle")
///             Text("Ada")
///         }
///         .onTapGesture { withAnimation { isHorizontal.toggle() } }
///     }
/// }
/// ```
///
/// Changing the layout keeps the subviews' identity: under an animation they move from the old
/// arrangement to the new one. The wrapped layout's own `animatableData` does not animate through
/// an `AnyLayout`.
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorage

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            storage = erased.storage
        } else {
            storage = ConcreteLayoutStorage(layout)
        }
    }

    /// The cache of the wrapped layout.
    public struct Cache {
        var value: Any?
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache.value, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

/// The wrapped layout of an ``AnyLayout``, with its cache type erased.
class AnyLayoutStorage: @unchecked Sendable {
    var wrapped: Any { fatalError("abstract") }
    func makeCache(subviews: LayoutSubviews) -> Any { fatalError("abstract") }
    func updateCache(_ cache: inout Any?, subviews: LayoutSubviews) {}
    func spacing(subviews: LayoutSubviews, cache: inout Any?) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) {}
    func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?
    ) -> CGFloat? { nil }
}

/// Immutable after init: the layout value it wraps never changes.
final class ConcreteLayoutStorage<L: Layout>: AnyLayoutStorage, @unchecked Sendable {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    override var wrapped: Any { layout }

    override func makeCache(subviews: LayoutSubviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    /// The cache as `L.Cache`, made when it is missing or of another layout's type.
    private func withCache<R>(_ cache: inout Any?, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    override func updateCache(_ cache: inout Any?, subviews: LayoutSubviews) {
        guard var typed = cache as? L.Cache else {
            cache = layout.makeCache(subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache = typed
    }

    override func spacing(subviews: LayoutSubviews, cache: inout Any?) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) -> CGSize {
        withCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?) {
        withCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func explicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) {
            key.isHorizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(index: key.index), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
                : layout.explicitAlignment(of: VerticalAlignment(index: key.index), in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}

/// The stack layouts, laid out by the engine as stack views are.
@MainActor
enum StackLayoutRole {
    /// The role of a node that lays out with `layout`, when it is a built-in stack (directly or
    /// inside an `AnyLayout`); `nil` for any other layout.
    static func role(of layout: some Layout) -> ViewNode.Role? {
        let unwrapped: Any = (layout as? AnyLayout)?.storage.wrapped ?? layout
        switch unwrapped {
        case let stack as HStackLayout:
            return .stack(.horizontal, spacing: Stacks.stackSpacing(stack.spacing),
                          alignment: Alignment(horizontal: .center, vertical: stack.alignment))
        case let stack as VStackLayout:
            return .stack(.vertical, spacing: Stacks.stackSpacing(stack.spacing),
                          alignment: Alignment(horizontal: stack.alignment, vertical: .center))
        case let stack as ZStackLayout:
            return .zstack(stack.alignment)
        default:
            return nil
        }
    }

    nonisolated static func size(
        _ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?, alignment: Alignment, proposal: ProposedViewSize
    ) -> CGSize {
        let nodes = subviews.map(\.node)
        return MainActor.assumeIsolated {
            ViewLayout.stackSizing(
                nodes, axis: axis, spacing: Stacks.stackSpacing(spacing), alignment: alignment,
                proposal: ProposedSize(width: proposal.width, height: proposal.height)).size
        }
    }

    /// Places `subviews` as a stack laid out for `proposal` places its children.
    nonisolated static func place(
        _ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?, alignment: Alignment, in bounds: CGRect,
        proposal: ProposedViewSize
    ) {
        let nodes = subviews.map(\.node)
        let sizing = MainActor.assumeIsolated {
            UncheckedSendable(ViewLayout.placementSizing(
                nodes, axis: axis, spacing: Stacks.stackSpacing(spacing), alignment: alignment,
                proposal: ProposedSize(width: proposal.width, height: proposal.height)))
        }.value
        for (index, subview) in subviews.enumerated() {
            let origin = axis == .horizontal
                ? CGPoint(x: bounds.minX + sizing.positions[index], y: bounds.minY + sizing.crossOrigins[index])
                : CGPoint(x: bounds.minX + sizing.crossOrigins[index], y: bounds.minY + sizing.positions[index])
            let childProposal = sizing.proposals[index]
            subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(width: childProposal.width, height: childProposal.height))
        }
    }

    nonisolated static func zstackSize(_ subviews: LayoutSubviews, alignment: Alignment, proposal: ProposedViewSize) -> CGSize {
        let nodes = subviews.map(\.node)
        return MainActor.assumeIsolated {
            ViewLayout.zstackSizing(nodes, alignment: alignment, proposal: ProposedSize(width: proposal.width, height: proposal.height))
        }
    }

    nonisolated static func placeZStack(_ subviews: LayoutSubviews, alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
        let nodes = subviews.map(\.node)
        let placements = MainActor.assumeIsolated {
            UncheckedSendable(ViewLayout.zstackPlacements(nodes, alignment: alignment, in: bounds).map { ($0.1, $0.2) })
        }.value
        for (subview, (frame, childProposal)) in zip(subviews, placements) {
            subview.place(
                at: frame.origin, anchor: .topLeading,
                proposal: ProposedViewSize(width: childProposal.width, height: childProposal.height))
        }
    }
}
