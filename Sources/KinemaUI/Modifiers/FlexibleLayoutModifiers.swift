import Foundation

/// A frame with minimum, ideal and maximum sizes per axis: what
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` lays out.
///
/// The child is offered the frame's proposal clamped to the limits (an ideal size replaces an
/// unspecified dimension). The frame then takes the child's size, raised to the minimum but no
/// further than the proposal, and grown toward the proposal up to the maximum — so
/// `maxWidth: .infinity` takes all the width offered, and `minWidth: 100` at least 100 points.
struct FlexFrame: Equatable {
    var minWidth, idealWidth, maxWidth: CGFloat?
    var minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment

    func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
            height: Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
    }

    func size(for proposal: ProposedSize, child: CGSize) -> CGSize {
        CGSize(
            width: Self.length(child.width, proposed: proposal.width ?? idealWidth, minWidth, maxWidth),
            height: Self.length(child.height, proposed: proposal.height ?? idealHeight, minHeight, maxHeight))
    }

    private static func clamp(_ value: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let high { value = min(value, high) }
        if let low { value = max(value, low) }
        return value
    }

    private static func length(_ child: CGFloat, proposed: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var result = child
        let proposed = proposed ?? child
        if let low { result = max(low, min(result, proposed)) }
        if let high { result = min(high, max(result, proposed)) }
        return result
    }
}

struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    let frame: FlexFrame

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .flexFrame(frame)
        context.updateChildren(of: node, with: [content])
    }
}

struct _FixedSizeLayout: ViewModifier, PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .fixedSize(horizontal: horizontal, vertical: vertical)
        context.updateChildren(of: node, with: [content])
    }
}

struct _PositionLayout: ViewModifier, PrimitiveModifier {
    let position: CGPoint

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .position(position)
        context.updateChildren(of: node, with: [content])
    }
}

extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// ```swift
    /// Text("Wide").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    ///
    /// Negative and NaN limits read as `nil`; a minimum above the maximum is lowered to it.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        func limit(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN, value >= 0 else { return nil }
            return value
        }
        func finite(_ value: CGFloat?) -> CGFloat? { limit(value).flatMap { $0.isFinite ? $0 : nil } }
        let maxWidth = limit(maxWidth), maxHeight = limit(maxHeight)
        let minWidth = finite(minWidth).map { min($0, maxWidth ?? $0) }
        let minHeight = finite(minHeight).map { min($0, maxHeight ?? $0) }
        return modifier(_FlexFrameLayout(frame: FlexFrame(
            minWidth: minWidth, idealWidth: finite(idealWidth), maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: finite(idealHeight), maxHeight: maxHeight, alignment: alignment)))
    }

    /// Fixes this view at its ideal size in both dimensions.
    public func fixedSize() -> some View {
        modifier(_FixedSizeLayout(horizontal: true, vertical: true))
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space;
    /// the view takes all the space it is offered.
    ///
    /// ```swift
    /// Circle().frame(width: 10, height: 10).position(x: 50, y: 20)
    /// ```
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate
    /// space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Sets the priority by which a parent layout should apportion space to this child. Kinema's
    /// stacks share space equally among flexible children: the priority is accepted and not used.
    public func layoutPriority(_ value: Double) -> some View {
        self
    }
}
