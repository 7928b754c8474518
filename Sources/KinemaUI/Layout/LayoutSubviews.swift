import Foundation
import KinemaGraph

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]

    /// The index of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// A proxy that represents one subview of a layout.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
/// ```
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let placements: PlacementRecorder
    let index: Int

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // Layouts run only inside the host's layout pass, on the main actor; the proxy just does
        // not carry that isolation in its type (SwiftUI's layouts are nonisolated).
        let node = self.node
        return MainActor.assumeIsolated {
            ViewLayout.size(of: node, proposal: ProposedSize(width: proposal.width, height: proposal.height))
        }
    }

    /// Assigns a position and proposed size to the subview.
    ///
    /// - Parameters:
    ///   - position: Where to put the anchor point, in the layout's coordinates.
    ///   - anchor: The unit point of the subview that goes at `position` (top leading by default).
    ///   - proposal: The size to offer the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.record(index, position: position, anchor: anchor, proposal: proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// Where a layout put its subviews during one placement pass.
final class PlacementRecorder {
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    var placements: [Int: Placement] = [:]

    func record(_ index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements[index] = Placement(position: position, anchor: anchor, proposal: proposal)
    }
}

/// A custom layout, type-erased for the engine, with its cache.
@MainActor
protocol CustomLayoutProtocol: AnyObject {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
    /// The layout's explicit value of guide `key` in `bounds`, or `nil`.
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat?
    /// The spacing the layout prefers around it.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
    /// The axis spacers and dividers inside it take (its `layoutProperties.stackOrientation`).
    var stackOrientation: Axis? { get }
}

extension CustomLayoutProtocol {
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    var stackOrientation: Axis? { nil }
}

@MainActor
final class CustomLayoutBox<L: Layout>: CustomLayoutProtocol, FrameDrivenState {
    /// The layout value laid out with: the presentation value of `presentation`.
    var layout: L?
    private var cache: L.Cache?
    private var cachedSubviews: LayoutSubviews?
    private unowned let graph: AttributeGraph
    private let value: AnimatedValue<L>
    /// The context of the node's last visit, which frames resume (``FrameDrivenState/context``).
    var context: UpdateContext?

    init(layout: L, graph: AttributeGraph) {
        self.graph = graph
        value = AnimatedValue(layout, graph: graph)
        self.layout = value.presentation
    }

    /// A new layout value under `transaction`.
    func setModel(_ layout: L, transaction: Transaction) {
        value.set(layout, transaction: transaction, in: graph)
    }

    /// Lays out with the current presentation value.
    func showPresentation() {
        layout = value.presentation
    }

    func release(from graph: AttributeGraph) {
        value.remove(from: graph)
    }

    /// Frames are needed while the layout animates, and once more when it has just stopped.
    var isRunning: Bool {
        value.isAnimating || layout?.animatableData != value.presentation.animatableData
    }

    func renderFrame(_ node: ViewNode, at time: TimeInterval, in context: inout UpdateContext) {
        showPresentation()
        context.engine.layoutInvalidation.markDirty(node)
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (L, inout L.Cache) -> R) -> R? {
        guard let layout else { return nil }
        var cache: L.Cache
        if let existing = self.cache {
            cache = existing
            if cachedSubviews != subviews { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        cachedSubviews = subviews
        let result = body(layout, &cache)
        self.cache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { $0.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$1) } ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        _ = withCache(subviews) { $0.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { layout, cache in
            key.isHorizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(index: key.index), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(index: key.index), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        } ?? nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { $0.spacing(subviews: subviews, cache: &$1) } ?? ViewSpacing()
    }

    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
}
