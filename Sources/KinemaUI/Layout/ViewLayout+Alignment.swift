import Foundation

/// Alignment guides: where a laid-out view puts each guide, and what it sets explicitly.
///
/// A guide a view does not set explicitly sits at its alignment's default value (the leading edge
/// for `.leading`, half the height for `.center`). Explicit values come from
/// `alignmentGuide(_:computeValue:)`, from text (its baselines), and from containers passing up
/// their children's: single-view modifiers pass their child's on, moved by where they put the
/// child (padding by its insets, a frame by the child's position in it); a stack or `ZStack`
/// whose children set the guide it aligns by puts its own where they line up, and combines the
/// others its children set.
@MainActor
extension ViewLayout {
    /// Whether any view has set an alignment guide in this process: until one has, only text
    /// baselines can be explicit, and guides other than baselines need no search.
    static var explicitGuidesInUse = false

    /// The value of guide `key` in `node`, sized `size` for `proposal`: its explicit value, or the
    /// alignment's default.
    static func guideValue(_ key: AlignmentKey, of node: ViewNode, size: CGSize, proposal: ProposedSize) -> CGFloat {
        explicitGuide(key, of: node, proposal: proposal) ?? key.defaultValue(in: size)
    }

    /// Whether `key` is one of the text baselines, which text sets explicitly.
    private static func isBaseline(_ key: AlignmentKey) -> Bool {
        key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    }

    /// The explicit value of guide `key` in `node` sized for `proposal`, in the node's coordinates,
    /// or `nil` when nothing in it sets the guide.
    static func explicitGuide(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedSize) -> CGFloat? {
        guard explicitGuidesInUse || isBaseline(key) else { return nil }
        // Frames nested in frames recurse: past the stack's room, the default guide is used.
        guard StackRoom.isEnough else {
            reportTooDeep(node)
            return nil
        }
        // Single-view modifiers are walked, not recursed (chains may be thousands deep): `offset`
        // is where the current node's origin is in `node`'s coordinates.
        var current = node
        var proposal = proposal
        var offset: CGFloat = 0
        while true {
            switch current.role {
            case .traits(let traits):
                guard current.children.count == 1 else { return nil }
                let child = current.children[0]
                if let guide = traits.guide, guide.key == key {
                    let size = size(of: child, proposal: proposal)
                    let value = guide.compute(ViewDimensions(size: size, guides: ExplicitGuides(node: child, proposal: proposal)))
                    return offset + (value.isFinite ? value : key.defaultValue(in: size))
                }
                current = child
            case .group, .effect, .tap, .gridCell, .decorated:
                guard let child = primaryChild(of: current) else { return nil }
                current = child
            case .padding(let insets):
                guard current.children.count == 1 else { return nil }
                offset += key.isHorizontal ? insets.leading : insets.top
                proposal = paddedProposal(proposal, insets)
                current = current.children[0]
            case .frame, .flexFrame, .fixedSize, .aspectRatio:
                guard current.children.count == 1 else { return nil }
                // The child sits where the frame aligns it; its guide moves with it.
                let size = size(of: current, proposal: proposal)
                let child = current.children[0]
                let childProposal = childProposal(of: current, for: proposal, size: size)
                guard let childValue = explicitGuide(key, of: child, proposal: childProposal) else { return nil }
                let childSize = Self.size(of: child, proposal: childProposal)
                let alignment = frameAlignment(of: current)
                let containerGuide = key.isHorizontal
                    ? alignment.horizontal.defaultValue(in: size) : alignment.vertical.defaultValue(in: size)
                let childGuide = key.isHorizontal
                    ? guideValue(alignment.horizontal.key, of: child, size: childSize, proposal: childProposal)
                    : guideValue(alignment.vertical.key, of: child, size: childSize, proposal: childProposal)
                return offset + containerGuide - childGuide + childValue
            case .stack(let axis, let spacing, let alignment):
                return explicitStackGuide(key, of: current, axis: axis, spacing: spacing, alignment: alignment, proposal: proposal)
                    .map { offset + $0 }
            case .zstack(let alignment):
                return explicitZStackGuide(key, of: current, alignment: alignment, proposal: proposal).map { offset + $0 }
            case .leaf(.text(let text), _, _):
                guard isBaseline(key) else { return nil }
                let laidOut = text.fitted(to: size(of: current, proposal: proposal))
                let line = key == VerticalAlignment.firstTextBaseline.key ? laidOut.lines.first : laidOut.lines.last
                return line.map { offset + $0.y + $0.baseline }
            case .layout(let custom):
                let size = size(of: current, proposal: proposal)
                let value = withStackAxis(custom.stackOrientation) {
                    custom.explicitAlignment(
                        of: key, in: CGRect(origin: .zero, size: size),
                        proposal: ProposedViewSize(width: proposal.width, height: proposal.height),
                        subviews: subviews(of: current, recorder: nil))
                }
                return value.flatMap { $0.isFinite ? offset + $0 : nil }
            default:
                return nil
            }
        }
    }

    /// The child a single-view node lays out (a background's or overlay's primary view).
    private static func primaryChild(of node: ViewNode) -> ViewNode? {
        if case .decorated(let primary, _) = node.role {
            return primary < node.children.count ? node.children[primary] : nil
        }
        return node.children.count == 1 ? node.children[0] : nil
    }

    /// What a frame-like modifier sized `size` for `proposal` offers its child when placing it.
    private static func childProposal(of node: ViewNode, for proposal: ProposedSize, size: CGSize) -> ProposedSize {
        switch node.role {
        case .frame(let width, let height, _):
            return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        case .flexFrame(let frame):
            return frame.placementProposal(for: proposal, size: size)
        case .fixedSize(let horizontal, let vertical):
            return ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        case .aspectRatio(let ratio, let mode):
            return aspectRatioProposal(of: node, ratio: ratio, mode: mode, proposal: proposal)
        default:
            return proposal
        }
    }

    /// How a frame-like modifier aligns its child.
    private static func frameAlignment(of node: ViewNode) -> Alignment {
        switch node.role {
        case .frame(_, _, let alignment): return alignment
        case .flexFrame(let frame): return frame.alignment
        default: return .center
        }
    }

    /// The guides a container never sets itself: leading, center and trailing, top, center and
    /// bottom. A child's explicit value for one of these lines it up inside its own container
    /// and goes no further.
    nonisolated static let frameGuides: Set<AlignmentKey> = [
        HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
        VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
    ]

    /// A stack's explicit value of `key`: its children's explicit values, each moved by where
    /// the child sits, combined (see ``combine(_:for:)``); none for the frame guides.
    private static func explicitStackGuide(
        _ key: AlignmentKey, of node: ViewNode, axis: Axis, spacing: CGFloat?, alignment: Alignment, proposal: ProposedSize
    ) -> CGFloat? {
        guard !frameGuides.contains(key) else { return nil }
        let children = arranged(node)
        guard !children.isEmpty else { return nil }
        let sizing = placementSizing(children, axis: axis, spacing: spacing, alignment: alignment, proposal: proposal)
        let alongAxis = key.isHorizontal == (axis == .horizontal)
        var values: [CGFloat] = []
        for (index, child) in children.enumerated() {
            let origin = alongAxis ? sizing.positions[index] : sizing.crossOrigins[index]
            if let value = withStackAxis(axis, { explicitGuide(key, of: child, proposal: sizing.proposals[index]) }) {
                values.append(origin + value)
            }
        }
        return values.isEmpty ? nil : combine(values, for: key)
    }

    /// A `ZStack`'s explicit value of `key`: its children's, each moved by where the child sits,
    /// combined; none for the frame guides.
    private static func explicitZStackGuide(_ key: AlignmentKey, of node: ViewNode, alignment: Alignment, proposal: ProposedSize) -> CGFloat? {
        guard !frameGuides.contains(key) else { return nil }
        let children = arranged(node)
        let size = zstackSizing(children, alignment: alignment, proposal: proposal)
        var values: [CGFloat] = []
        for (child, frame, childProposal) in zstackPlacements(children, alignment: alignment, in: CGRect(origin: .zero, size: size)) {
            if let value = withStackAxis(nil, { explicitGuide(key, of: child, proposal: childProposal) }) {
                values.append((key.isHorizontal ? frame.minX : frame.minY) + value)
            }
        }
        return values.isEmpty ? nil : combine(values, for: key)
    }

    /// The explicit values of `key` that a custom layout's subviews set, each moved by where the
    /// layout placed it in `bounds` (an unplaced one sits at the centre, offered `proposal`),
    /// combined; `nil` when none sets it.
    static func mergedGuide(_ key: AlignmentKey, of subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedSize) -> CGFloat? {
        var values: [CGFloat] = []
        for (index, subview) in subviews.enumerated() {
            let child = subview.node
            let childProposal: ProposedSize
            let origin: CGPoint
            if let placement = subview.placements.placements[index] {
                childProposal = ProposedSize(width: placement.proposal.width, height: placement.proposal.height)
                let size = size(of: child, proposal: childProposal)
                origin = CGPoint(
                    x: placement.position.x - placement.anchor.x * size.width,
                    y: placement.position.y - placement.anchor.y * size.height)
            } else {
                childProposal = proposal
                origin = centered(size(of: child, proposal: proposal), in: bounds).origin
            }
            if let value = explicitGuide(key, of: child, proposal: childProposal) {
                values.append((key.isHorizontal ? origin.x - bounds.minX : origin.y - bounds.minY) + value)
            }
        }
        return values.isEmpty ? nil : combine(values, for: key)
    }

    /// Several children's explicit values of one guide, combined as SwiftUI combines them: the
    /// first text baseline takes the smallest (the topmost), the last the largest, any other
    /// guide their mean.
    static func combine(_ values: [CGFloat], for key: AlignmentKey) -> CGFloat {
        if key == VerticalAlignment.firstTextBaseline.key { return values.min() ?? 0 }
        if key == VerticalAlignment.lastTextBaseline.key { return values.max() ?? 0 }
        return values.reduce(0, +) / CGFloat(values.count)
    }

    // MARK: - Spacing

    /// The spacing a view prefers around it (``ViewSpacing``): a spacer none along its stack, a
    /// divider none, text its own above and below, a stack what its children prefer on its edges,
    /// a custom layout its `spacing(subviews:cache:)`, other views the standard. Padding and
    /// frames hide the preferences of what they hold on the edges they pad or size.
    static func viewSpacing(of node: ViewNode) -> ViewSpacing {
        var current = node
        var hidden: Edge.Set = []
        var spacing: ViewSpacing
        walk: while true {
            switch current.role {
            case .spacer:
                // A spacer's preference shows through padding and frames.
                return .spacer(along: stackAxis)
            case .divider:
                return .zero
            case .padding(let insets):
                if insets.top != 0 { hidden.insert(.top) }
                if insets.leading != 0 { hidden.insert(.leading) }
                if insets.bottom != 0 { hidden.insert(.bottom) }
                if insets.trailing != 0 { hidden.insert(.trailing) }
            case .frame(let width, let height, _):
                if width != nil { hidden.formUnion(.horizontal) }
                if height != nil { hidden.formUnion(.vertical) }
            case .flexFrame(let frame):
                if frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil { hidden.formUnion(.horizontal) }
                if frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil { hidden.formUnion(.vertical) }
            case .group, .effect, .tap, .gridCell, .traits, .decorated, .fixedSize, .aspectRatio, .position:
                break
            case .leaf(.text(let text), _, _):
                spacing = textSpacing(text)
                break walk
            case .stack(let axis, _, _):
                spacing = stackSpacing(arranged(current), axis: axis)
                break walk
            case .zstack:
                spacing = zstackSpacing(arranged(current))
                break walk
            case .layout(let custom):
                spacing = withStackAxis(custom.stackOrientation) { custom.spacing(subviews: subviews(of: current, recorder: nil)) }
                break walk
            default:
                spacing = .standard
                break walk
            }
            guard let child = primaryChild(of: current) else {
                spacing = .standard
                break
            }
            current = child
        }
        if !hidden.isEmpty { spacing.reset(hidden) }
        return spacing
    }

    /// A stack's preferences: its children's on the edges across its axis, the first child's on
    /// its leading (or top) edge and the last child's on its trailing (or bottom) edge.
    private static func stackSpacing(_ children: [ViewNode], axis: Axis) -> ViewSpacing {
        withStackAxis(axis) {
            var spacing = ViewSpacing()
            let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
            for (index, child) in children.enumerated() {
                let own = viewSpacing(of: child)
                var edges = across
                if index == 0 { edges.insert(axis == .horizontal ? .leading : .top) }
                if index == children.count - 1 { edges.insert(axis == .horizontal ? .trailing : .bottom) }
                spacing.formUnion(own, edges: edges)
            }
            return spacing
        }
    }

    /// A `ZStack`'s preferences: those of its highest-priority children, on every edge.
    private static func zstackSpacing(_ children: [ViewNode]) -> ViewSpacing {
        withStackAxis(nil) {
            let priorities = children.map(priority(of:))
            let top = priorities.max() ?? 0
            var spacing = ViewSpacing()
            for (child, priority) in zip(children, priorities) where priority == top {
                spacing.formUnion(viewSpacing(of: child))
            }
            return spacing
        }
    }

    /// Text's preferences, from the fonts of its first and last lines: room for its descender
    /// (and a tenth of its line height) above it next to other views, room down to its cap
    /// height below; its line gap next to more text; its baselines.
    static func textSpacing(_ text: DisplayList.TextLayout) -> ViewSpacing {
        guard let firstRun = text.runs.first, let lastRun = text.runs.last else { return .standard }
        let pixel: CGFloat = 1
        func metrics(_ font: DisplayList.ResolvedFont) -> ViewSpacing.TextMetrics {
            let leading = CGFloat(font.face.metrics.lineGap) * font.scale
            return ViewSpacing.TextMetrics(ascend: font.ascent, descend: font.descent, leading: leading, pixelLength: pixel)
        }
        func room(_ font: DisplayList.ResolvedFont) -> CGFloat {
            ((font.ascent + font.descent) * 0.1 / pixel).rounded(.up) * pixel
        }
        let top = firstRun.font, bottom = lastRun.font
        let firstBaseline = text.lines.first.map { $0.y + $0.baseline } ?? top.ascent
        let lastBaseline = text.lines.last.map { $0.y + $0.baseline } ?? top.ascent
        let height = text.size.height
        return ViewSpacing(minima: [
            (.init(category: .textToText, edge: .top), .bottomTextMetrics(metrics(top))),
            (.init(category: .textToText, edge: .bottom), .topTextMetrics(metrics(bottom))),
            (.init(category: .textBaseline, edge: .top), .distance(-firstBaseline)),
            (.init(category: .textBaseline, edge: .bottom), .distance(lastBaseline - height)),
            (.init(category: .edgeAboveText, edge: .top), .distance(top.descent + room(top))),
            (.init(category: .edgeBelowText, edge: .bottom), .distance(max(
                bottom.ascent + bottom.descent + room(bottom) - bottom.capHeight, room(bottom) + bottom.descent))),
        ])
    }
}
