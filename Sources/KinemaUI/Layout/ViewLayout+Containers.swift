import Foundation

/// Lazy stacks, scroll views, aspect ratios and geometry readers: containers whose rules are a few
/// lines each. (Grids have their own files.)
extension ViewLayout {
    // MARK: - Lazy stacks

    /// A lazy stack's size and its children's: each child is offered the cross-axis proposal and no
    /// length (its ideal length); the stack takes the whole cross-axis proposal when it is finite.
    /// Rows outside the window of built rows count at the built rows' mean length
    /// (``LazyContainerState``).
    static func lazyStackSize(
        of node: ViewNode, axis: Axis, spacing: CGFloat, proposal: ProposedSize
    ) -> (size: CGSize, sizes: [CGSize], before: CGFloat) {
        let children = arranged(node)
        let crossProposal = finite(axis == .vertical ? proposal.width : proposal.height)
        let childProposal = ProposedSize(main: nil, cross: crossProposal, axis: axis)
        var sizes: [CGSize] = []
        sizes.reserveCapacity(children.count)
        var main: CGFloat = 0
        var crossMax: CGFloat = 0
        withStackAxis(axis) {
            for child in children {
                let size = Self.size(of: child, proposal: childProposal)
                sizes.append(size)
                main += axis == .vertical ? size.height : size.width
                crossMax = max(crossMax, axis == .vertical ? size.width : size.height)
            }
        }
        if !children.isEmpty { main += spacing * CGFloat(children.count - 1) }
        var before: CGFloat = 0
        if let lazy = node.state(LazyContainerState.self) {
            lazy.measured(builtLength: main, spacing: spacing)
            before = lazy.leadingLength { offset in
                // The views of the rows before the anchor row, each with the spacing after it.
                var members = 0
                for child in node.children.prefix(offset) { members += arrangedCount(of: child) }
                return sizes.prefix(members).reduce(CGFloat(0)) { $0 + (axis == .vertical ? $1.height : $1.width) + spacing }
            }
            main += before + lazy.trailingLength
        }
        let cross = crossProposal ?? crossMax
        return (axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross), sizes, before)
    }

    /// Places a lazy stack's children from its top (or leading) edge, after the rows before its
    /// window, aligned across the axis.
    static func placeLazyStack(
        _ node: ViewNode, axis: Axis, spacing: CGFloat, alignment: Alignment, in rect: CGRect
    ) {
        let children = arranged(node)
        let (_, sizes, before) = lazyStackSize(
            of: node, axis: axis, spacing: spacing, proposal: ProposedSize(width: rect.width, height: rect.height))
        let crossProposal = finite(axis == .vertical ? rect.width : rect.height)
        let childProposal = ProposedSize(main: nil, cross: crossProposal, axis: axis)
        var cursor = (axis == .vertical ? rect.minY : rect.minX) + before
        withStackAxis(axis) {
            for (child, size) in zip(children, sizes) {
                if axis == .vertical {
                    let x = alignment.horizontal.defaultValue(in: rect.size)
                        - guideValue(alignment.horizontal.key, of: child, size: size, proposal: childProposal)
                    place(child, in: CGRect(x: rect.minX + x, y: cursor, width: size.width, height: size.height), proposal: childProposal)
                    cursor += size.height + spacing
                } else {
                    let y = alignment.vertical.defaultValue(in: rect.size)
                        - guideValue(alignment.vertical.key, of: child, size: size, proposal: childProposal)
                    place(child, in: CGRect(x: cursor, y: rect.minY + y, width: size.width, height: size.height), proposal: childProposal)
                    cursor += size.width + spacing
                }
            }
        }
    }

    // MARK: - Scroll views

    /// What a scroll view offers its content: nothing along the scroll axes, its own proposal
    /// across them.
    static func scrollContentProposal(axes: Axis.Set, proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// A scroll view takes its proposal; in a dimension proposed nothing (or an infinite length),
    /// its content's size.
    static func scrollSize(of node: ViewNode, axes: Axis.Set, proposal: ProposedSize) -> CGSize {
        let content = withStackAxis(nil) { childSize(of: node, proposal: scrollContentProposal(axes: axes, proposal: proposal)) }
        return CGSize(width: finite(proposal.width) ?? content.width, height: finite(proposal.height) ?? content.height)
    }

    /// Places the content at the scroll offset: its leading (top) edge at the scroll view's, less
    /// the offset, along a scroll axis; centred across an axis that does not scroll. Content
    /// beyond the scroll view's bounds is laid out (and clipped when drawn). Records the sizes
    /// scrolling is clamped by.
    static func placeScrollContent(of node: ViewNode, state: ScrollLayoutState, in rect: CGRect, proposal: ProposedSize) {
        let axes = state.axes
        let contentProposal = scrollContentProposal(axes: axes, proposal: proposal)
        withStackAxis(nil) {
            let content = childSize(of: node, proposal: contentProposal)
            state.contentSize = content
            state.containerSize = rect.size
            let offset = state.shownOffset
            let frame = CGRect(
                x: axes.contains(.horizontal) ? rect.minX - offset.x : rect.minX + (rect.width - content.width) / 2,
                y: axes.contains(.vertical) ? rect.minY - offset.y : rect.minY + (rect.height - content.height) / 2,
                width: content.width, height: content.height)
            if node.children.count == 1 {
                place(node.children[0], in: frame, proposal: contentProposal)
            } else if !node.children.isEmpty {
                placeStack(node.children.asArray, axis: .vertical, spacing: nil, alignment: .center, in: frame, proposal: contentProposal)
            }
        }
    }

    // MARK: - Aspect ratio

    /// What an aspect-ratio modifier offers its child: the largest size of the ratio inside the
    /// proposal (`.fit`) or the smallest covering it (`.fill`). A missing ratio is the child's
    /// ideal width over its ideal height; a dimension proposed nothing follows from the other; with
    /// neither proposed, the child's ideal size is fitted or filled. Without a usable ratio (a
    /// child whose ideal size is zero or not finite in a dimension) the proposal passes unchanged.
    static func aspectRatioProposal(
        of node: ViewNode, ratio: CGFloat?, mode: ContentMode, proposal: ProposedSize
    ) -> ProposedSize {
        var ideal: CGSize?
        func idealSize() -> CGSize {
            if let ideal { return ideal }
            let measured = childSize(of: node, proposal: ProposedSize(width: nil, height: nil))
            ideal = measured
            return measured
        }
        let resolved: CGFloat
        if let ratio {
            resolved = ratio
        } else {
            let size = idealSize()
            guard let own = AspectRatio.usable(size.width / size.height) else { return proposal }
            resolved = own
        }
        let size: CGSize
        switch (finite(proposal.width), finite(proposal.height)) {
        case let (width?, height?):
            size = AspectRatio.resolve(resolved, mode: mode, in: CGSize(width: width, height: height))
        case let (width?, nil):
            size = CGSize(width: width, height: width / resolved)
        case let (nil, height?):
            size = CGSize(width: height * resolved, height: height)
        case (nil, nil):
            let ideal = idealSize()
            guard ideal.width.isFinite, ideal.height.isFinite else { return proposal }
            size = AspectRatio.resolve(resolved, mode: mode, in: ideal)
        }
        // A ratio so extreme that the size overflows leaves the proposal as it is.
        guard size.width.isFinite, size.height.isFinite else { return proposal }
        return ProposedSize(width: size.width, height: size.height)
    }

    // MARK: - Geometry readers

    /// A geometry reader takes the space it is offered: 10 points in a dimension offered nothing or
    /// an infinite length.
    static func geometryReaderSize(for proposal: ProposedSize) -> CGSize {
        CGSize(width: finite(proposal.width) ?? flexibleDefault, height: finite(proposal.height) ?? flexibleDefault)
    }

    /// A geometry reader's views are each offered its size and sit at its top-leading corner, on
    /// top of one another.
    static func placeGeometryReaderContent(of node: ViewNode, in rect: CGRect) {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        withStackAxis(nil) {
            for child in arranged(node) {
                place(child, in: CGRect(origin: rect.origin, size: size(of: child, proposal: proposal)), proposal: proposal)
            }
        }
    }

    // MARK: - Support

    /// `value` when it is a finite length, otherwise `nil` (unproposed).
    static func finite(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}

/// Aspect-ratio arithmetic, shared by the modifier and its tests.
enum AspectRatio {
    /// `ratio` if it can be laid out with: finite and positive.
    static func usable(_ ratio: CGFloat) -> CGFloat? {
        ratio.isFinite && ratio > 0 ? ratio : nil
    }

    /// The size of aspect ratio `ratio` (width over height) that fits inside `box` (the largest) or
    /// fills it (the smallest that covers it).
    static func resolve(_ ratio: CGFloat, mode: ContentMode, in box: CGSize) -> CGSize {
        let widthLimited = CGSize(width: box.width, height: box.width / ratio)
        let heightLimited = CGSize(width: box.height * ratio, height: box.height)
        // The box is wider than the ratio when height × ratio < width: fitting is then limited by
        // the height, filling by the width.
        let boxIsWider = box.height * ratio < box.width
        switch mode {
        case .fit: return boxIsWider ? heightLimited : widthLimited
        case .fill: return boxIsWider ? widthLimited : heightLimited
        }
    }
}
