import Foundation

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest container.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack {
    ///         ForEach(photos) { photo in
    ///             PhotoView(photo).containerRelativeFrame(.horizontal)   // one page wide
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The container is the nearest scroll view around the view, or else the host. Along the
    /// given axes the frame takes the container's length; along the others it takes the view's
    /// size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, a share of it: the container's length less `count − 1` spacings, divided into
    /// `count` parts, `span` of them and the spacings between them.
    ///
    /// ```swift
    /// CardView().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
    /// ```
    ///
    /// A `count` below 1 counts as 1; `span` is kept between 1 and `count`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1)
        let span = min(max(span, 1), count)
        let spacing = spacing.isFinite ? spacing : 0
        return modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, as `length` computes it from the container's length along each axis.
    ///
    /// ```swift
    /// Poster().containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }
    /// ```
    ///
    /// A negative or non-finite result counts as 0.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }

    /// Isolates the geometry (position and size) of the view from its parent view.
    ///
    /// ```swift
    /// Card().geometryGroup()
    /// ```
    ///
    /// Kinema animates every view's frame on its own attribute, in the host's coordinates: a view
    /// inserted into a parent that moves already takes its final frame within it, which is what
    /// the modifier asks for, so it changes nothing here.
    public func geometryGroup() -> some View {
        self
    }
}

struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        let engine = context.engine
        let state = engine.state(of: node, orMake: { ContainerRelativeFrameState(node: node, engine: engine) }).state
        state.axes = axes
        state.alignment = alignment
        state.length = length
        node.role = .layout(state)
        context.updateChild(of: node, with: content)
    }
}

/// Lays out a container-relative frame, and remembers the container size it used: a scroll view's
/// frame is only known once it is placed, so the engine lays out again when it moved
/// (``NodeCapabilities/containerRelativeFrame``).
@MainActor
final class ContainerRelativeFrameState: NodeState, CustomLayoutProtocol {
    static let capabilities = NodeCapabilities.containerRelativeFrame
    unowned let node: ViewNode
    unowned let engine: ViewEngine
    var axes: Axis.Set = []
    var alignment = Alignment.center
    var length: (CGFloat, Axis) -> CGFloat = { length, _ in length }
    /// The container size the last layout used.
    private(set) var usedContainer: CGSize?
    /// Whether one layout measured the frame with different container sizes.
    private var sawChange = false

    init(node: ViewNode, engine: ViewEngine) {
        self.node = node
        self.engine = engine
    }

    /// The size of the nearest scroll view around the node, else the host's.
    var containerSize: CGSize {
        var ancestor = node.parent
        while let current = ancestor {
            if case .scroll = current.role { return current.frame.size }
            ancestor = current.parent
        }
        return engine.size
    }

    /// The frame's own lengths, `nil` along the axes it leaves to the content.
    private func lengths() -> (width: CGFloat?, height: CGFloat?) {
        let container = containerSize
        // Sizes measured with another container size earlier in this layout may be cached above.
        if let used = usedContainer, used != container { sawChange = true }
        usedContainer = container
        func safe(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        return (
            axes.contains(.horizontal) ? safe(length(container.width, .horizontal)) : nil,
            axes.contains(.vertical) ? safe(length(container.height, .vertical)) : nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let (width, height) = lengths()
        let child = subviews.first?.sizeThatFits(
            ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(bounds.size))
            let frame = alignment.place(size, in: bounds)
            subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }

    /// Whether the last layout may hold sizes measured for another container size.
    var isStale: Bool {
        sawChange || usedContainer != containerSize
    }

    /// Forgets the sizes seen, before layout runs again.
    func resetStaleness() {
        sawChange = false
    }
}

extension ViewEngine {
    /// After layout: lays out again, a few rounds at most, while a container-relative frame used
    /// a container size that layout then changed (a scroll view is sized before it is placed).
    func settleContainerRelativeFrames() {
        guard !capabilityIndex.isEmpty(.containerRelativeFrame), let root else { return }
        for _ in 0..<4 {
            let stale = capabilityIndex.states(.containerRelativeFrame, as: ContainerRelativeFrameState.self) { $1.isStale }
            guard !stale.isEmpty else { return }
            for (node, state) in stale {
                state.resetStaleness()
                layoutInvalidation.markDirty(node)
            }
            if layoutInvalidation.layout(root, in: size) { drawing.needsRebuild = true }
        }
    }
}
