import Foundation

/// Stacks: how `HStack` and `VStack` divide the space they are offered, and how `ZStack` sizes
/// itself by its children.
///
/// An axis stack offered a length along its axis first takes the spacing between its children
/// from it. It then sizes its children in groups of equal layout priority, highest first (a
/// `Spacer` without a priority of its own comes last of all); the minimum lengths of the
/// children in lower groups are set aside first, and each group gets its own back when its turn
/// comes. Within a group the least flexible child goes first — flexibility being the difference
/// between a child's length when offered an infinite length and when offered zero; of two
/// infinitely flexible children, the one with the larger minimum — and each child is offered an
/// equal share of what is left: the remaining length over the number of children of the group
/// still to size. A child that takes less than its share leaves more for the ones after it.
/// Offered no length (`nil`), a stack offers none to its children and is as long as their ideal
/// lengths. Across its axis it offers its own proposal to every child, lines up their alignment
/// guides, and is as thick as they then reach — the guide line included.
@MainActor
extension ViewLayout {
    /// What a stack decided for one proposal: its size, and each child's proposal, size and
    /// position (along the axis from the stack's start, across it from its edge).
    struct StackSizing {
        var size: CGSize
        var proposals: [ProposedSize]
        var sizes: [CGSize]
        /// Each child's origin along the axis.
        var positions: [CGFloat]
        /// Each child's origin across the axis.
        var crossOrigins: [CGFloat]
    }

    /// Sizes a horizontal or vertical stack of `children` for `proposal`.
    ///
    /// - Parameter spacing: The stack's spacing, or `nil` for each pair's preferred spacing.
    static func stackSizing(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat?, alignment: Alignment, proposal: ProposedSize
    ) -> StackSizing {
        let count = children.count
        guard count > 0 else {
            return StackSizing(size: .zero, proposals: [], sizes: [], positions: [], crossOrigins: [])
        }
        return withStackAxis(axis) {
            let gaps = spacings(children, axis: axis, spacing: spacing)
            let totalSpacing = gaps.reduce(0, +)
            let cross = proposal[axis == .horizontal ? .vertical : .horizontal]
            var proposals = [ProposedSize](repeating: ProposedSize(main: nil, cross: cross, axis: axis), count: count)
            var sizes = [CGSize](repeating: .zero, count: count)
            func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
            @MainActor func lengthFor(_ index: Int, _ main: CGFloat) -> CGFloat {
                length(Self.size(of: children[index], proposal: ProposedSize(main: main, cross: cross, axis: axis)))
            }

            if let main = proposal[axis] {
                let priorities = children.map(priority(of:))
                let minimums = children.indices.map { lengthFor($0, 0) }
                // Groups of equal priority, highest first, each in declaration order.
                let order = children.indices.sorted { priorities[$0] > priorities[$1] || (priorities[$0] == priorities[$1] && $0 < $1) }
                var groups: [[Int]] = []
                for index in order {
                    if let last = groups.last?.last, priorities[last] == priorities[index] {
                        groups[groups.count - 1].append(index)
                    } else {
                        groups.append([index])
                    }
                }
                var available = main - totalSpacing
                for group in groups.dropFirst() {
                    for index in group { available -= minimums[index] }
                }
                for (groupIndex, var group) in groups.enumerated() {
                    if groupIndex > 0 {
                        for index in group { available += minimums[index] }
                    }
                    sortByFlexibility(&group, minimums: minimums) { lengthFor($0, .infinity) }
                    for (position, index) in group.enumerated() {
                        let share = max(available / CGFloat(group.count - position), 0)
                        let offer = ProposedSize(main: share.isNaN ? 0 : share, cross: cross, axis: axis)
                        let fitted = Self.size(of: children[index], proposal: offer)
                        proposals[index] = offer
                        sizes[index] = fitted
                        // ∞ − ∞ leaves what is left as it was.
                        let next = available - length(fitted)
                        if !next.isNaN { available = next }
                    }
                }
            } else {
                for index in children.indices { sizes[index] = Self.size(of: children[index], proposal: proposals[index]) }
            }

            // Across the axis: each child's guide on the line; the extent always includes the line.
            let guideKey = axis == .horizontal ? alignment.vertical.key : alignment.horizontal.key
            var crossOrigins = [CGFloat](repeating: 0, count: count)
            var low: CGFloat = 0
            var high: CGFloat = 0
            for index in children.indices {
                let guide = guideValue(guideKey, of: children[index], size: sizes[index], proposal: proposals[index])
                let thickness = axis == .horizontal ? sizes[index].height : sizes[index].width
                crossOrigins[index] = -guide
                low = min(low, -guide)
                high = max(high, thickness - guide)
            }
            for index in children.indices { crossOrigins[index] -= low }
            var positions = [CGFloat](repeating: 0, count: count)
            var cursor: CGFloat = 0
            for index in children.indices {
                positions[index] = cursor
                cursor += length(sizes[index]) + (index < gaps.count ? gaps[index] : 0)
            }
            let thickness = high - low
            let stackSize = axis == .horizontal
                ? CGSize(width: cursor, height: thickness) : CGSize(width: thickness, height: cursor)
            return StackSizing(size: stackSize, proposals: proposals, sizes: sizes, positions: positions, crossOrigins: crossOrigins)
        }
    }

    /// Orders a priority group least flexible first: by the difference between each child's
    /// length offered an infinite length (`maximum`) and offered zero; of two children whose
    /// difference is infinite, the larger minimum first; ties keep declaration order.
    private static func sortByFlexibility(_ group: inout [Int], minimums: [CGFloat], maximum: (Int) -> CGFloat) {
        guard group.count > 1 else { return }
        var flexibility = [CGFloat](repeating: 0, count: minimums.count)
        for index in group {
            let difference = maximum(index) - minimums[index]
            flexibility[index] = difference.isNaN ? .infinity : difference
        }
        group.sort { a, b in
            let fa = flexibility[a], fb = flexibility[b]
            if fa.isInfinite, fb.isInfinite, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
            if fa != fb { return fa < fb }
            return a < b
        }
    }

    /// Places the stack `node`'s children in `rect` (see ``placeStack(_:axis:spacing:alignment:in:proposal:)``),
    /// with the sizings it remembers.
    static func placeStack(
        of node: ViewNode, axis: Axis, spacing: CGFloat?, alignment: Alignment, in rect: CGRect, proposal: ProposedSize
    ) {
        var sizing = stackSizing(of: node, axis: axis, spacing: spacing, alignment: alignment, proposal: proposal)
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        if proposal[crossAxis] == nil {
            let thickness = crossAxis == .horizontal ? sizing.size.width : sizing.size.height
            let filled = ProposedSize(main: proposal[axis], cross: thickness, axis: axis)
            sizing = stackSizing(of: node, axis: axis, spacing: spacing, alignment: alignment, proposal: filled)
        }
        place(arranged(node), with: sizing, axis: axis, in: rect)
    }

    /// Places a stack's children in `rect`: the stack lays out again for the proposal it was sized
    /// with (a dimension proposed nothing across its axis now proposed its own thickness), and
    /// each child is placed with the proposal that gave it its size.
    static func placeStack(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat?, alignment: Alignment, in rect: CGRect, proposal: ProposedSize
    ) {
        let sizing = placementSizing(children, axis: axis, spacing: spacing, alignment: alignment, proposal: proposal)
        place(children, with: sizing, axis: axis, in: rect)
    }

    private static func place(_ children: [ViewNode], with sizing: StackSizing, axis: Axis, in rect: CGRect) {
        withStackAxis(axis) {
            for (index, child) in children.enumerated() {
                let size = sizing.sizes[index]
                let frame = axis == .horizontal
                    ? CGRect(x: rect.minX + sizing.positions[index], y: rect.minY + sizing.crossOrigins[index],
                             width: size.width, height: size.height)
                    : CGRect(x: rect.minX + sizing.crossOrigins[index], y: rect.minY + sizing.positions[index],
                             width: size.width, height: size.height)
                place(child, in: frame, proposal: sizing.proposals[index])
            }
        }
    }

    /// The sizing a stack places its children by: for `proposal`, with nothing proposed across
    /// the axis replaced by the stack's own thickness.
    static func placementSizing(
        _ children: [ViewNode], axis: Axis, spacing: CGFloat?, alignment: Alignment, proposal: ProposedSize
    ) -> StackSizing {
        var sizing = stackSizing(children, axis: axis, spacing: spacing, alignment: alignment, proposal: proposal)
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        if proposal[crossAxis] == nil {
            let thickness = crossAxis == .horizontal ? sizing.size.width : sizing.size.height
            let filled = ProposedSize(main: proposal[axis], cross: thickness, axis: axis)
            sizing = stackSizing(children, axis: axis, spacing: spacing, alignment: alignment, proposal: filled)
        }
        return sizing
    }

    /// The spacing between each pair of adjacent children: `spacing` when the stack sets one,
    /// else what the two views prefer (``ViewSpacing/distance(to:along:)``).
    static func spacings(_ children: [ViewNode], axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        if let spacing { return [CGFloat](repeating: spacing, count: children.count - 1) }
        let preferences = children.map(viewSpacing(of:))
        return (0..<children.count - 1).map { preferences[$0].distance(to: preferences[$0 + 1], along: axis) }
    }

    // MARK: - ZStack

    /// Sizes a `ZStack`: its children of the highest layout priority, offered the stack's
    /// proposal, with their guides lined up, make its size; the others do not count.
    static func zstackSizing(_ children: [ViewNode], alignment: Alignment, proposal: ProposedSize) -> CGSize {
        withStackAxis(nil) {
            let priorities = children.map(priority(of:))
            guard let top = priorities.max() else { return .zero }
            var lead = -CGFloat.infinity, above = -CGFloat.infinity, trail = -CGFloat.infinity, below = -CGFloat.infinity
            for index in children.indices where priorities[index] == top {
                let size = Self.size(of: children[index], proposal: proposal)
                let h = guideValue(alignment.horizontal.key, of: children[index], size: size, proposal: proposal)
                let v = guideValue(alignment.vertical.key, of: children[index], size: size, proposal: proposal)
                lead = max(lead, h)
                above = max(above, v)
                trail = max(trail, size.width - h)
                below = max(below, size.height - v)
            }
            return CGSize(width: lead + trail, height: above + below)
        }
    }

    /// Places a `ZStack`'s children: each is offered the stack's size and put with its guides
    /// where the highest-priority children's line up.
    static func placeZStack(_ children: [ViewNode], alignment: Alignment, in rect: CGRect, proposal: ProposedSize) {
        for (child, frame, childProposal) in zstackPlacements(children, alignment: alignment, in: rect) {
            place(child, in: frame, proposal: childProposal)
        }
    }

    /// Where a `ZStack` in `rect` puts each child, and the proposal it offers it.
    static func zstackPlacements(
        _ children: [ViewNode], alignment: Alignment, in rect: CGRect
    ) -> [(ViewNode, CGRect, ProposedSize)] {
        withStackAxis(nil) {
            let offer = ProposedSize(rect.size)
            let priorities = children.map(priority(of:))
            let top = priorities.max() ?? 0
            var sizes: [CGSize] = []
            var guides: [CGPoint] = []
            var line = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
            for (index, child) in children.enumerated() {
                let size = Self.size(of: child, proposal: offer)
                let guide = CGPoint(
                    x: guideValue(alignment.horizontal.key, of: child, size: size, proposal: offer),
                    y: guideValue(alignment.vertical.key, of: child, size: size, proposal: offer))
                sizes.append(size)
                guides.append(guide)
                if priorities[index] == top {
                    line.x = max(line.x, guide.x)
                    line.y = max(line.y, guide.y)
                }
            }
            return children.enumerated().map { index, child in
                let origin = CGPoint(x: rect.minX + line.x - guides[index].x, y: rect.minY + line.y - guides[index].y)
                return (child, CGRect(origin: origin, size: sizes[index]), offer)
            }
        }
    }

    // MARK: - One child in a frame

    /// Places `children` (one view, or several stacked vertically as a group lays them out) in
    /// `rect` with `proposal`, lined up by `alignment`: each child's guide (its own, or the
    /// default) on the container's (`container`'s guide, or the default in `rect`).
    static func placeAligned(
        _ children: [ViewNode], proposal: ProposedSize, alignment: Alignment, in rect: CGRect,
        container: ExplicitGuides? = nil
    ) {
        guard !children.isEmpty else { return }
        guard children.count == 1 else {
            // Several views where one is expected stack vertically, as a group does.
            let sizing = stackSizing(children, axis: .vertical, spacing: nil, alignment: .center, proposal: proposal)
            let frame = alignment.place(sizing.size, in: rect)
            placeStack(children, axis: .vertical, spacing: nil, alignment: .center, in: frame, proposal: proposal)
            return
        }
        placeAligned(one: children[0], proposal: proposal, alignment: alignment, in: rect, container: container)
    }

    /// ``placeAligned(_:proposal:alignment:in:container:)`` for a node's children: the common
    /// single child is placed without an array.
    static func placeAligned(
        _ children: NodeChildren, proposal: ProposedSize, alignment: Alignment, in rect: CGRect,
        container: ExplicitGuides? = nil
    ) {
        if let child = children.only {
            placeAligned(one: child, proposal: proposal, alignment: alignment, in: rect, container: container)
        } else {
            placeAligned(children.asArray, proposal: proposal, alignment: alignment, in: rect, container: container)
        }
    }

    private static func placeAligned(
        one child: ViewNode, proposal: ProposedSize, alignment: Alignment, in rect: CGRect, container: ExplicitGuides?
    ) {
        let size = size(of: child, proposal: proposal)
        let containerX = container.flatMap { $0.value(for: alignment.horizontal.key) } ?? alignment.horizontal.defaultValue(in: rect.size)
        let containerY = container.flatMap { $0.value(for: alignment.vertical.key) } ?? alignment.vertical.defaultValue(in: rect.size)
        let origin = CGPoint(
            x: rect.minX + containerX - guideValue(alignment.horizontal.key, of: child, size: size, proposal: proposal),
            y: rect.minY + containerY - guideValue(alignment.vertical.key, of: child, size: size, proposal: proposal))
        place(child, in: CGRect(origin: origin, size: size), proposal: proposal)
    }
}
