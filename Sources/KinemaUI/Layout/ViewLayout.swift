import Foundation

/// A size proposal: `nil` in a dimension asks for the view's ideal size there.
struct ProposedSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?
}

/// Sizes and places nodes, SwiftUI-style: a parent proposes a size, the child chooses its own, the
/// parent places it.
///
/// A simplified model of SwiftUI's: images and text have fixed ideal sizes, colours and shapes
/// take what they are offered (10 points when offered nothing), stacks share the space left after
/// their fixed-size children among flexible ones.
@MainActor
enum ViewLayout {
    static let defaultSpacing: CGFloat = 8
    static let flexibleDefault: CGFloat = 10

    /// The current layout pass: sizes computed in it are remembered per node.
    private static var pass = 0

    /// Starts a layout pass: sizes remembered from earlier passes no longer count.
    static func beginPass() {
        pass += 1
    }

    /// The node's size for `proposal`, remembered for the pass (placing asks again for the sizes
    /// measuring computed; without this, deep trees would lay out in quadratic time).
    static func size(of node: ViewNode, proposal: ProposedSize) -> CGSize {
        // A chain of views that only pass layout through (modifiers, groups of one) is walked, not
        // recursed: modifier chains thousands deep must not exhaust the stack.
        var target = node
        while let next = passThroughChild(of: target) { target = next }
        return measured(target, proposal: proposal)
    }

    /// The only child of a node that lays out exactly as that child, or `nil`.
    private static func passThroughChild(of node: ViewNode) -> ViewNode? {
        guard node.children.count == 1 else { return nil }
        switch node.role {
        case .group, .effect, .tap, .gridCell: return node.children[0]
        default: return nil
        }
    }

    private static func measured(_ node: ViewNode, proposal: ProposedSize) -> CGSize {
        // Sizes hold across passes while nothing in the subtree changed: an update that changes one
        // row measures that row and its ancestors, not the whole tree.
        let unchanged = !node.layoutDirty && !node.layoutDescendantDirty
        if node.layoutPass == pass || unchanged, let cached = node.layoutCache.first(where: { $0.proposal == proposal }) {
            return cached.size
        }
        let size = computeSize(of: node, proposal: proposal)
        if node.layoutPass != pass {
            node.layoutPass = pass
            if !unchanged { node.layoutCache.removeAll(keepingCapacity: true) }
        }
        if node.layoutCache.count < 4 { node.layoutCache.append((proposal, size)) }
        return size
    }

    private static func computeSize(of node: ViewNode, proposal: ProposedSize) -> CGSize {
        switch node.role {
        case .leaf(.text(let text), _, _):
            return text.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height))
        case .leaf(_, let width, let height):
            return CGSize(
                width: width ?? proposal.width ?? flexibleDefault,
                height: height ?? proposal.height ?? flexibleDefault)
        case .shape:
            return CGSize(width: proposal.width ?? flexibleDefault, height: proposal.height ?? flexibleDefault)
        case .image(let image):
            return image.size(for: proposal)
        case .decorated(let primary, _):
            guard primary < node.children.count else { return .zero }
            return size(of: node.children[primary], proposal: proposal)
        case .flexFrame(let frame):
            let child = childSize(of: node, proposal: frame.childProposal(for: proposal))
            return frame.size(for: proposal, child: child)
        case .fixedSize(let horizontal, let vertical):
            return childSize(of: node, proposal: ProposedSize(
                width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .position:
            return CGSize(width: proposal.width ?? flexibleDefault, height: proposal.height ?? flexibleDefault)
        case .frame(let width, let height, _):
            let child = childSize(of: node, proposal: ProposedSize(
                width: width ?? proposal.width, height: height ?? proposal.height))
            return CGSize(width: width ?? child.width, height: height ?? child.height)
        case .padding(let insets):
            let horizontal = insets.leading + insets.trailing
            let vertical = insets.top + insets.bottom
            let child = childSize(of: node, proposal: ProposedSize(
                width: proposal.width.map { max($0 - horizontal, 0) },
                height: proposal.height.map { max($0 - vertical, 0) }))
            return CGSize(width: child.width + horizontal, height: child.height + vertical)
        case .spacer(let minLength):
            return CGSize(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
        case .divider:
            return CGSize(width: proposal.width ?? flexibleDefault, height: 1)
        case .stack(let axis, let spacing, _):
            return stackSize(arranged(node), axis: axis, spacing: spacing, proposal: proposal).size
        case .zstack:
            return arranged(node).reduce(CGSize.zero) { size, child in
                let fitted = Self.size(of: child, proposal: proposal)
                return CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
            }
        case .group, .effect, .tap, .gridRow, .gridCell:
            return childSize(of: node, proposal: proposal)
        case .lazyStack(let axis, let spacing, _):
            return lazyStackSize(arranged(node), axis: axis, spacing: spacing, proposal: proposal).size
        case .grid(let spec):
            return GridArrangement(node: node, spec: spec).size(for: proposal)
        case .lazyGrid(let spec):
            return LazyGridArrangement(children: arranged(node), spec: spec).size(for: proposal)
        case .scroll(let axes):
            return scrollSize(of: node, axes: axes, proposal: proposal)
        case .aspectRatio(let ratio, let mode):
            return childSize(of: node, proposal: aspectRatioProposal(of: node, ratio: ratio, mode: mode, proposal: proposal))
        case .geometryReader, .canvas:
            // A canvas takes the space it is offered, as a reader does.
            return geometryReaderSize(for: proposal)
        case .layout(let custom):
            let size = custom.sizeThatFits(
                ProposedViewSize(width: proposal.width, height: proposal.height), subviews: subviews(of: node, recorder: nil))
            return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
        }
    }

    /// Proxies for a custom layout's children (groups of several views spliced in).
    static func subviews(of node: ViewNode, recorder: PlacementRecorder?) -> LayoutSubviews {
        let recorder = recorder ?? PlacementRecorder()
        return LayoutSubviews(subviews: arranged(node).enumerated().map {
            LayoutSubview(node: $0.element, placements: recorder, index: $0.offset)
        })
    }

    /// Lets a custom layout place its children: where it put each one (anchor point at the
    /// position, sized for the proposal it gave), the centre of the bounds for any it did not.
    private static func placeCustom(_ node: ViewNode, layout custom: any CustomLayoutProtocol, in rect: CGRect) {
        let recorder = PlacementRecorder()
        let subviews = subviews(of: node, recorder: recorder)
        custom.placeSubviews(in: rect, proposal: ProposedViewSize(rect.size), subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let child = subview.node
            if let placement = recorder.placements[index] {
                let size = Self.size(of: child, proposal: ProposedSize(
                    width: placement.proposal.width, height: placement.proposal.height))
                let origin = CGPoint(
                    x: placement.position.x - placement.anchor.x * size.width,
                    y: placement.position.y - placement.anchor.y * size.height)
                place(child, in: CGRect(origin: origin, size: size))
            } else {
                let size = Self.size(of: child, proposal: ProposedSize(width: rect.width, height: rect.height))
                place(child, in: centered(size, in: rect))
            }
        }
    }

    static func place(_ node: ViewNode, in rect: CGRect) {
        // Every frame passes here: a NaN position, an infinite padding or a spacing that overflows
        // becomes a finite frame (non-finite coordinates 0, non-finite or negative sizes 0).
        let rect = rect.sanitizedFrame
        // An unchanged subtree given the same rectangle keeps every placement below it.
        if node.frame == rect && !node.layoutDirty && !node.layoutDescendantDirty { return }
        var node = node
        while let next = passThroughChild(of: node) {
            node.frame = rect
            node = next
        }
        node.frame = rect
        switch node.role {
        case .leaf, .shape, .image, .spacer, .divider:
            return
        case .zstack(let alignment):
            for child in arranged(node) {
                let fitted = size(of: child, proposal: ProposedSize(width: rect.width, height: rect.height))
                place(child, in: alignment.place(fitted, in: rect))
            }
        case .frame(_, _, let alignment):
            for child in node.children {
                let fitted = size(of: child, proposal: ProposedSize(width: rect.width, height: rect.height))
                place(child, in: alignment.place(fitted, in: rect))
            }
        case .group, .effect, .tap, .gridRow, .gridCell:
            if node.children.count > 1, node.role.stacksChildren {
                placeStack(node.children, axis: .vertical, spacing: defaultSpacing, in: rect)
                return
            }
            for child in node.children {
                let fitted = size(of: child, proposal: ProposedSize(width: rect.width, height: rect.height))
                place(child, in: centered(fitted, in: rect))
            }
        case .padding(let insets):
            let inner = CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top,
                width: max(rect.width - insets.leading - insets.trailing, 0),
                height: max(rect.height - insets.top - insets.bottom, 0))
            for child in node.children {
                let fitted = size(of: child, proposal: ProposedSize(width: inner.width, height: inner.height))
                place(child, in: centered(fitted, in: inner))
            }
        case .stack(let axis, let spacing, let alignment):
            placeStack(arranged(node), axis: axis, spacing: spacing, alignment: alignment, in: rect)
        case .flexFrame(let frame):
            let proposal = frame.childProposal(for: ProposedSize(width: rect.width, height: rect.height))
            for child in node.children {
                place(child, in: frame.alignment.place(size(of: child, proposal: proposal), in: rect))
            }
        case .fixedSize(let horizontal, let vertical):
            let proposal = ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
            for child in node.children {
                place(child, in: centered(size(of: child, proposal: proposal), in: rect))
            }
        case .position(let point):
            for child in node.children {
                let fitted = size(of: child, proposal: ProposedSize(width: rect.width, height: rect.height))
                place(child, in: CGRect(
                    x: rect.minX + point.x - fitted.width / 2, y: rect.minY + point.y - fitted.height / 2,
                    width: fitted.width, height: fitted.height))
            }
        case .decorated(let primary, let alignment):
            // The primary view takes the node's frame; the decorations are offered its size.
            guard primary < node.children.count else { return }
            let main = node.children[primary]
            let fitted = size(of: main, proposal: ProposedSize(width: rect.width, height: rect.height))
            let mainRect = centered(fitted, in: rect)
            place(main, in: mainRect)
            for (index, child) in node.children.enumerated() where index != primary {
                let size = size(of: child, proposal: ProposedSize(width: mainRect.width, height: mainRect.height))
                place(child, in: alignment.place(size, in: mainRect))
            }
        case .layout(let custom):
            placeCustom(node, layout: custom, in: rect)
        case .lazyStack(let axis, let spacing, let alignment):
            placeLazyStack(arranged(node), axis: axis, spacing: spacing, alignment: alignment, in: rect)
        case .grid(let spec):
            GridArrangement(node: node, spec: spec).place(in: rect)
        case .lazyGrid(let spec):
            LazyGridArrangement(children: arranged(node), spec: spec).place(in: rect)
        case .scroll(let axes):
            placeScrollContent(of: node, axes: axes, in: rect)
        case .aspectRatio(let ratio, let mode):
            let proposal = aspectRatioProposal(
                of: node, ratio: ratio, mode: mode, proposal: ProposedSize(width: rect.width, height: rect.height))
            for child in node.children {
                place(child, in: centered(size(of: child, proposal: proposal), in: rect))
            }
        case .geometryReader:
            placeGeometryReaderContent(of: node, in: rect)
        case .canvas:
            // Symbols sit at the canvas's corner at their ideal size; only their drawing is used.
            for child in arranged(node) {
                place(child, in: CGRect(origin: rect.origin, size: size(of: child, proposal: ProposedSize())))
            }
        }
    }

    /// A container's children as layout sees them: groups of several views (a `ForEach`, a tuple)
    /// are spliced in, so their views are arranged one by one.
    static func arranged(_ node: ViewNode) -> [ViewNode] {
        node.children.flatMap { child -> [ViewNode] in
            // Follow groups of one (a custom view's body, an `if`) down to what they hold: several
            // views there join this container one by one, as in SwiftUI.
            var group = child
            while case .group = group.role, group.children.count == 1 { group = group.children[0] }
            if case .group = group.role, group.children.count != 1 { return arranged(group) }
            return [child]
        }
    }

    /// A transparent node's size: its child's, or a vertical stack of its children.
    static func childSize(of node: ViewNode, proposal: ProposedSize) -> CGSize {
        switch node.children.count {
        case 0: return .zero
        case 1: return size(of: node.children[0], proposal: proposal)
        default: return stackSize(node.children, axis: .vertical, spacing: defaultSpacing, proposal: proposal).size
        }
    }

    static func stackSize(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat, proposal: ProposedSize
    ) -> (size: CGSize, sizes: [CGSize]) {
        guard !children.isEmpty else { return (.zero, []) }
        let totalSpacing = spacing * CGFloat(children.count - 1)
        let main = axis == .vertical ? proposal.height : proposal.width
        let cross = axis == .vertical ? proposal.width : proposal.height
        func propose(_ length: CGFloat?) -> ProposedSize {
            axis == .vertical ? ProposedSize(width: cross, height: length) : ProposedSize(width: length, height: cross)
        }
        func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
        func oriented(main: CGFloat, cross: CGFloat) -> CGSize {
            axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
        }
        // Spacers and dividers know the stack's axis: a spacer takes space along it only, a
        // divider is a one-point line across it.
        func measure(_ child: ViewNode, _ length: CGFloat?) -> CGSize {
            switch child.role {
            case .spacer(let minLength): return oriented(main: max(length ?? minLength, minLength), cross: 0)
            case .divider: return oriented(main: 1, cross: cross ?? 0)
            default: return Self.size(of: child, proposal: propose(length))
            }
        }
        // Ideal sizes first; children that grow when offered more are flexible.
        var sizes = children.map { measure($0, nil) }
        if let main {
            let flexible = children.indices.filter {
                length(measure(children[$0], main)) > length(sizes[$0])
            }
            let fixed = children.indices.filter { !flexible.contains($0) }.reduce(CGFloat(0)) { $0 + length(sizes[$1]) }
            if !flexible.isEmpty {
                let share = max((main - totalSpacing - fixed) / CGFloat(flexible.count), 0)
                for index in flexible { sizes[index] = measure(children[index], share) }
            }
        }
        let mainTotal = sizes.reduce(CGFloat(0)) { $0 + length($1) } + totalSpacing
        let crossMax = sizes.reduce(CGFloat(0)) { max($0, axis == .vertical ? $1.width : $1.height) }
        let total = axis == .vertical
            ? CGSize(width: crossMax, height: mainTotal) : CGSize(width: mainTotal, height: crossMax)
        return (total, sizes)
    }

    static func placeStack(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat, alignment: Alignment = .center, in rect: CGRect
    ) {
        for (child, frame) in zip(children, stackFrames(children, axis: axis, spacing: spacing, alignment: alignment, in: rect)) {
            place(child, in: frame)
        }
    }

    /// Where a stack of `children` puts each of them in `rect`.
    static func stackFrames(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat, alignment: Alignment, in rect: CGRect
    ) -> [CGRect] {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        let (total, sizes) = stackSize(children, axis: axis, spacing: spacing, proposal: proposal)
        var cursor = axis == .vertical
            ? rect.minY + (rect.height - total.height) / 2 : rect.minX + (rect.width - total.width) / 2
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for size in sizes {
            let frame: CGRect
            if axis == .vertical {
                frame = CGRect(
                    x: rect.minX + (rect.width - size.width) * alignment.horizontal.fraction, y: cursor,
                    width: size.width, height: size.height)
                cursor += size.height + spacing
            } else {
                frame = CGRect(
                    x: cursor, y: rect.minY + (rect.height - size.height) * alignment.vertical.fraction,
                    width: size.width, height: size.height)
                cursor += size.width + spacing
            }
            frames.append(frame)
        }
        return frames
    }

    static func centered(_ size: CGSize, in rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
               width: size.width, height: size.height)
    }
}
