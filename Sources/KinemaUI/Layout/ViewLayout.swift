import Foundation

/// A size proposal: `nil` in a dimension asks for the view's ideal size there.
///
/// Stored as two plain numbers, `nil` as a NaN with a payload no arithmetic makes: every node
/// keeps a proposal and a cache of them, and two optionals took 25 bytes where this takes 16.
/// (A NaN that a computation proposes stays a NaN, not `nil`.)
struct ProposedSize: Hashable, Sendable {
    private var storedWidth: Double
    private var storedHeight: Double

    /// The bits that stand for `nil`: a quiet NaN whose payload arithmetic never produces (it
    /// makes the default NaN, whose payload is zero).
    private static let absentBits: UInt64 = 0x7FF8_6B69_6E65_6D61

    @inline(__always)
    private static func stored(_ value: CGFloat?) -> Double {
        guard let value else { return Double(bitPattern: absentBits) }
        // A NaN with exactly the reserved payload would read back as `nil`: keep it a NaN.
        return value.bitPattern == absentBits ? .nan : Double(value)
    }

    @inline(__always)
    private static func read(_ stored: Double) -> CGFloat? {
        stored.bitPattern == absentBits ? nil : CGFloat(stored)
    }

    var width: CGFloat? {
        @inline(__always) get { Self.read(storedWidth) }
        set { storedWidth = Self.stored(newValue) }
    }

    var height: CGFloat? {
        @inline(__always) get { Self.read(storedHeight) }
        set { storedHeight = Self.stored(newValue) }
    }

    static func == (lhs: ProposedSize, rhs: ProposedSize) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    /// The proposal along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    /// A proposal of `main` along `axis` and `cross` across it.
    init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    init(width: CGFloat?, height: CGFloat?) {
        storedWidth = Self.stored(width)
        storedHeight = Self.stored(height)
    }

    /// A proposal of exactly `size`.
    init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
}

/// Sizes and places nodes as SwiftUI does: a parent proposes a size, the child chooses its own,
/// the parent places the child — with the same proposal it sized it for, so the child lays out
/// what it measured.
///
/// The rules of each container are in its own file: stacks in `ViewLayout+Stack.swift`, alignment
/// guides in `ViewLayout+Alignment.swift`, grids, lazy containers, scroll views and readers
/// beside them.
@MainActor
enum ViewLayout {
    static let defaultSpacing: CGFloat = 8
    static let flexibleDefault: CGFloat = 10

    /// The current layout pass: sizes computed in it are remembered per node.
    private(set) static var pass = 0

    /// The axis of the stack whose subtree is being laid out (spacers and dividers take their
    /// direction from it), or `nil` outside stacks.
    private(set) static var stackAxis: Axis?

    /// Starts a layout pass: sizes remembered from earlier passes no longer count.
    static func beginPass() {
        pass += 1
    }

    /// Runs `body` with the stack axis context `axis` (a stack's children, or `nil` for
    /// containers that are not stacks).
    static func withStackAxis<Result>(_ axis: Axis?, _ body: @MainActor () -> Result) -> Result {
        let saved = stackAxis
        stackAxis = axis
        defer { stackAxis = saved }
        return body()
    }

    /// The node's size for `proposal`, remembered for the pass (placing asks again for the sizes
    /// measuring computed; without this, deep trees would lay out in quadratic time).
    static func size(of node: ViewNode, proposal: ProposedSize) -> CGSize {
        // A chain of views that only pass layout through (modifiers, groups of one) is walked, not
        // recursed: modifier chains thousands deep must not exhaust the stack.
        var target = node
        while let next = passThroughChild(of: target) { target = next }
        guard StackRoom.isEnough else {
            reportTooDeep(target)
            return .zero
        }
        return measured(target, proposal: proposal)
    }

    /// Says once per process that layout stopped descending for want of stack, and how deep.
    static func reportTooDeep(_ node: ViewNode) {
        Warnings.once("too deep to lay out", {
            var depth = 0
            var current = node.parent
            while let parent = current {
                depth += 1
                current = parent.parent
            }
            return """
                the view hierarchy is nested too deeply to lay out on this thread's stack (\(depth) views and modifiers \
                deep at the deepest, nested containers); what is below is sized zero and not placed
                """
        }())
    }

    /// The only child of a node that lays out exactly as that child, or `nil`.
    static func passThroughChild(of node: ViewNode) -> ViewNode? {
        guard node.children.count == 1 else { return nil }
        switch node.role {
        case .group, .effect, .tap, .gridCell, .traits: return node.children[0]
        default: return nil
        }
    }

    /// The stack axis as a cache key: sizes of spacers (and of what holds them) depend on it.
    static var axisKey: UInt8 {
        switch stackAxis {
        case nil: 0
        case .horizontal: 1
        case .vertical: 2
        }
    }

    private static func measured(_ node: ViewNode, proposal: ProposedSize) -> CGSize {
        // Sizes hold across passes while nothing in the subtree changed: an update that changes one
        // row measures that row and its ancestors, not the whole tree.
        let unchanged = !node.layoutDirty && !node.layoutDescendantDirty
        let axis = axisKey
        if node.layoutPass == UInt32(truncatingIfNeeded: pass) || unchanged, let cached = node.layoutCache.size(for: proposal, axis: axis) {
            return cached
        }
        let size = computeSize(of: node, proposal: proposal)
        if node.layoutPass != UInt32(truncatingIfNeeded: pass) {
            node.layoutPass = UInt32(truncatingIfNeeded: pass)
            if !unchanged { node.layoutCache.removeAll() }
        }
        node.layoutCache.append(LayoutCacheEntry(proposal: proposal, axis: axis, size: size))
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
        case .shape(_, let width, let height):
            return CGSize(width: width ?? proposal.width ?? flexibleDefault, height: height ?? proposal.height ?? flexibleDefault)
        case .image(let image):
            return image.size(for: proposal)
        case .decorated(let primary, _):
            guard primary < node.children.count else { return .zero }
            return size(of: node.children[primary], proposal: proposal)
        case .flexFrame(let frame):
            // A frame with both limits, or an ideal when proposed nothing, needs no child's answer.
            guard frame.asksChild(for: proposal) else { return frame.size(for: proposal, child: .zero) }
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
            let child = childSize(of: node, proposal: paddedProposal(proposal, insets))
            return CGSize(
                width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
        case .spacer(let minLength):
            return spacerSize(minLength: minLength, proposal: proposal)
        case .divider:
            return dividerSize(proposal: proposal)
        case .stack(let axis, let spacing, let alignment):
            return stackSizing(of: node, axis: axis, spacing: spacing, alignment: alignment, proposal: proposal).size
        case .zstack(let alignment):
            return zstackSizing(arranged(node), alignment: alignment, proposal: proposal)
        case .group, .effect, .tap, .gridRow, .gridCell, .traits:
            return childSize(of: node, proposal: proposal)
        case .lazyStack(let axis, let spacing, _):
            return lazyStackSize(of: node, axis: axis, spacing: spacing, proposal: proposal).size
        case .grid(let spec):
            return withStackAxis(nil) { GridArrangement(node: node, spec: spec).size(for: proposal) }
        case .lazyGrid(let spec):
            return withStackAxis(nil) { LazyGridArrangement(node: node, spec: spec).size(for: proposal) }
        case .scroll(let state):
            return scrollSize(of: node, axes: state.axes, proposal: proposal)
        case .aspectRatio(let ratio, let mode):
            return childSize(of: node, proposal: aspectRatioProposal(of: node, ratio: ratio, mode: mode, proposal: proposal))
        case .geometryReader, .canvas:
            // A canvas takes the space it is offered, as a reader does.
            return geometryReaderSize(for: proposal)
        case .layout(let custom):
            let size = withStackAxis(custom.stackOrientation) {
                custom.sizeThatFits(
                    ProposedViewSize(width: proposal.width, height: proposal.height), subviews: subviews(of: node, recorder: nil))
            }
            // An infinite answer stands (it says how flexible the layout is; placing makes frames
            // finite); NaN and negative lengths read as 0.
            return CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
        }
    }

    /// What padding offers its child: the proposal less the insets, never below zero.
    static func paddedProposal(_ proposal: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    /// A spacer's size: in a stack, the length offered along the stack's axis (at least its
    /// minimum; its minimum when offered nothing) and nothing across it; outside stacks, the
    /// same in both dimensions.
    static func spacerSize(minLength: CGFloat, proposal: ProposedSize) -> CGSize {
        func length(_ offered: CGFloat?) -> CGFloat { max(offered ?? minLength, minLength) }
        switch stackAxis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    /// A divider's size: a one-point line across the enclosing stack's axis (horizontal outside
    /// stacks), as long as it is offered.
    static func dividerSize(proposal: ProposedSize) -> CGSize {
        if stackAxis == .horizontal {
            return CGSize(width: 1, height: proposal.height ?? flexibleDefault)
        }
        return CGSize(width: proposal.width ?? flexibleDefault, height: 1)
    }

    /// Proxies for a custom layout's children (groups of several views spliced in).
    static func subviews(of node: ViewNode, recorder: PlacementRecorder?) -> LayoutSubviews {
        let recorder = recorder ?? PlacementRecorder()
        return LayoutSubviews(subviews: arranged(node).enumerated().map {
            LayoutSubview(node: $0.element, placements: recorder, index: $0.offset)
        })
    }

    /// Lets a custom layout place its children: each at the point it chose, sized for the proposal
    /// it gave; a child it did not place at the centre of its bounds, offered the container's
    /// proposal.
    private static func placeCustom(_ node: ViewNode, layout custom: any CustomLayoutProtocol, in rect: CGRect, proposal: ProposedSize) {
        let recorder = PlacementRecorder()
        let subviews = subviews(of: node, recorder: recorder)
        withStackAxis(custom.stackOrientation) {
            custom.placeSubviews(in: rect, proposal: ProposedViewSize(width: proposal.width, height: proposal.height), subviews: subviews)
            for (index, subview) in subviews.enumerated() {
                let child = subview.node
                if let placement = recorder.placements[index] {
                    let childProposal = ProposedSize(width: placement.proposal.width, height: placement.proposal.height)
                    let size = Self.size(of: child, proposal: childProposal)
                    let origin = CGPoint(
                        x: placement.position.x - placement.anchor.x * size.width,
                        y: placement.position.y - placement.anchor.y * size.height)
                    place(child, in: CGRect(origin: origin, size: size), proposal: childProposal)
                } else {
                    // "Uses the layout container's size proposal", centred in its bounds.
                    place(child, in: centered(size(of: child, proposal: proposal), in: rect), proposal: proposal)
                }
            }
        }
    }

    /// Places `node` at `rect`, whose size is the node's size for `proposal`: the proposal its
    /// parent sized it with, which its own children's placement follows.
    static func place(_ node: ViewNode, in rect: CGRect, proposal: ProposedSize) {
        // Every frame passes here: a NaN position, an infinite padding or a spacing that overflows
        // becomes a finite frame (non-finite coordinates 0, non-finite or negative sizes 0).
        let rect = rect.sanitizedFrame
        // An unchanged subtree given the same rectangle and proposal keeps every placement below it.
        if node.frame == rect, node.placedProposal == proposal, !node.layoutDirty, !node.layoutDescendantDirty { return }
        var node = node
        while let next = passThroughChild(of: node) {
            node.frame = rect
            node.placedProposal = proposal
            node = next
        }
        node.frame = rect
        node.placedProposal = proposal
        guard StackRoom.isEnough else {
            reportTooDeep(node)
            return
        }
        switch node.role {
        case .leaf, .shape, .image, .spacer, .divider:
            return
        case .zstack(let alignment):
            placeZStack(arranged(node), alignment: alignment, in: rect, proposal: proposal)
        case .frame(let width, let height, let alignment):
            let childProposal = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            placeAligned(node.children, proposal: childProposal, alignment: alignment, in: rect)
        case .group, .effect, .tap, .gridRow, .gridCell, .traits:
            if node.children.count > 1, node.role.stacksChildren {
                placeStack(node.children.asArray, axis: .vertical, spacing: nil, alignment: .center, in: rect, proposal: proposal)
                return
            }
            placeAligned(node.children, proposal: proposal, alignment: .center, in: rect)
        case .padding(let insets):
            let inner = CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top,
                width: max(rect.width - insets.leading - insets.trailing, 0),
                height: max(rect.height - insets.top - insets.bottom, 0))
            placeAligned(node.children, proposal: paddedProposal(proposal, insets), alignment: .center, in: inner)
        case .stack(let axis, let spacing, let alignment):
            placeStack(of: node, axis: axis, spacing: spacing, alignment: alignment, in: rect, proposal: proposal)
        case .flexFrame(let frame):
            placeAligned(
                node.children, proposal: frame.placementProposal(for: proposal, size: rect.size), alignment: frame.alignment,
                in: rect)
        case .fixedSize(let horizontal, let vertical):
            let childProposal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            placeAligned(node.children, proposal: childProposal, alignment: .center, in: rect)
        case .position(let point):
            for child in node.children {
                let fitted = size(of: child, proposal: proposal)
                place(child, in: CGRect(
                    x: rect.minX + point.x - fitted.width / 2, y: rect.minY + point.y - fitted.height / 2,
                    width: fitted.width, height: fitted.height), proposal: proposal)
            }
        case .decorated(let primary, let alignment):
            // The primary view takes the node's frame; the decorations are offered its size and
            // aligned on it by their guides.
            guard primary < node.children.count else { return }
            let main = node.children[primary]
            let mainRect = centered(size(of: main, proposal: proposal), in: rect)
            place(main, in: mainRect, proposal: proposal)
            let decorationProposal = ProposedSize(mainRect.size)
            withStackAxis(nil) {
                for (index, child) in node.children.enumerated() where index != primary {
                    placeAligned([child], proposal: decorationProposal, alignment: alignment, in: mainRect,
                                 container: ExplicitGuides(node: main, proposal: proposal))
                }
            }
        case .layout(let custom):
            placeCustom(node, layout: custom, in: rect, proposal: proposal)
        case .lazyStack(let axis, let spacing, let alignment):
            placeLazyStack(node, axis: axis, spacing: spacing, alignment: alignment, in: rect)
        case .grid(let spec):
            withStackAxis(nil) { GridArrangement(node: node, spec: spec).place(in: rect) }
        case .lazyGrid(let spec):
            withStackAxis(nil) { LazyGridArrangement(node: node, spec: spec).place(in: rect) }
        case .scroll(let state):
            placeScrollContent(of: node, state: state, in: rect, proposal: proposal)
        case .aspectRatio(let ratio, let mode):
            let childProposal = aspectRatioProposal(of: node, ratio: ratio, mode: mode, proposal: proposal)
            placeAligned(node.children, proposal: childProposal, alignment: .center, in: rect)
        case .geometryReader:
            placeGeometryReaderContent(of: node, in: rect)
        case .canvas:
            // Symbols sit at the canvas's corner at their ideal size; only their drawing is used.
            withStackAxis(nil) {
                for child in arranged(node) {
                    let ideal = ProposedSize(width: nil, height: nil)
                    place(child, in: CGRect(origin: rect.origin, size: size(of: child, proposal: ideal)), proposal: ideal)
                }
            }
        }
    }

    /// A transparent node's size: its child's, or a vertical stack of its children.
    static func childSize(of node: ViewNode, proposal: ProposedSize) -> CGSize {
        switch node.children.count {
        case 0: return .zero
        case 1: return size(of: node.children[0], proposal: proposal)
        default: return stackSizing(node.children.asArray, axis: .vertical, spacing: nil, alignment: .center, proposal: proposal).size
        }
    }

    static func centered(_ size: CGSize, in rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
               width: size.width, height: size.height)
    }
}

/// One size a node answered in a layout pass.
struct LayoutCacheEntry {
    var proposal: ProposedSize
    /// The stack axis it was answered under (see ``ViewLayout/stackAxis``).
    var axis: UInt8
    var size: CGSize
}

/// The sizes a node answered in a layout pass, by proposal. A stack asks each child for three
/// sizes (its minimum, its maximum and its share), and its parent may ask the stack for as many:
/// a few are kept, the oldest dropped first. The first two are kept inline — most nodes are asked
/// once or twice — and the others in an array made only for a third: the array a second answer
/// made was one allocation per view of a large list.
struct LayoutSizeCache {
    static let capacity = 6
    // The inline entries' fields, laid out so that the two axes and the count share a word.
    private var firstProposal = ProposedSize(width: nil, height: nil)
    private var firstSize = CGSize.zero
    private var secondProposal = ProposedSize(width: nil, height: nil)
    private var secondSize = CGSize.zero
    private var firstAxis: UInt8 = 0
    private var secondAxis: UInt8 = 0
    /// How many of the two inline entries hold an answer (0, 1 or 2).
    private var inlineCount: UInt8 = 0
    /// The answers after the inline two, oldest first (`nil` until a third).
    private var others: [LayoutCacheEntry]?

    /// The size answered for `proposal` under `axis`, if kept.
    func size(for proposal: ProposedSize, axis: UInt8) -> CGSize? {
        if inlineCount > 0, firstAxis == axis, firstProposal == proposal { return firstSize }
        if inlineCount > 1, secondAxis == axis, secondProposal == proposal { return secondSize }
        if let others {
            for entry in others where entry.proposal == proposal && entry.axis == axis { return entry.size }
        }
        return nil
    }

    mutating func removeAll() {
        inlineCount = 0
        others?.removeAll(keepingCapacity: true)
    }

    mutating func append(_ entry: LayoutCacheEntry) {
        switch inlineCount {
        case 0:
            (firstProposal, firstSize, firstAxis) = (entry.proposal, entry.size, entry.axis)
            inlineCount = 1
        case 1:
            (secondProposal, secondSize, secondAxis) = (entry.proposal, entry.size, entry.axis)
            inlineCount = 2
        default:
            if others == nil { others = [] }
            if others!.count + 2 >= Self.capacity {
                // Full: the oldest goes, and each later one moves up a place.
                (firstProposal, firstSize, firstAxis) = (secondProposal, secondSize, secondAxis)
                let next = others!.removeFirst()
                (secondProposal, secondSize, secondAxis) = (next.proposal, next.size, next.axis)
            }
            others!.append(entry)
        }
    }
}
