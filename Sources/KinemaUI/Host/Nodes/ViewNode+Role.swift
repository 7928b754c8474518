import Foundation
import KinemaGraph

extension ViewNode {
    /// What the node contributes to layout and drawing.
    enum Role {
        /// Transparent: lays out its children (stacked vertically when several).
        case group
        /// Draws content of an ideal size (`nil` dimension: takes what it is offered).
        case leaf(DisplayList.Content, width: CGFloat?, height: CGFloat?)
        /// A horizontal or vertical stack; `nil` spacing leaves each pair of children their
        /// preferred spacing.
        case stack(Axis, spacing: CGFloat?, alignment: Alignment)
        /// Flexible empty space: along a stack's axis it takes what is left (at least
        /// `minLength`), across it nothing.
        case spacer(minLength: CGFloat)
        /// A thin line across a stack's axis (horizontal outside stacks).
        case divider(DisplayList.Content)
        /// Children on top of one another, aligned in the stack's frame.
        case zstack(Alignment)
        /// A fixed width and/or height, the child aligned in it.
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        /// Insets around the child.
        case padding(EdgeInsets)
        /// An animatable drawing effect on everything below.
        case effect(EffectSampler)
        /// Receives taps on what it contains; the action runs on every `count`-th tap in a row.
        case tap(count: Int, action: () -> Void)
        /// Measures and places its children with a custom ``Layout``.
        case layout(any CustomLayoutProtocol)
        /// Draws a shape made at its current size, taking the space it is offered.
        case shape(ContentSampler)
        /// An image: its natural size, or the size offered when resizable. Indirect: the leaf is
        /// larger than any other role's payload, and every node stores a role.
        indirect case image(ImageLeaf)
        /// A frame with minimum, ideal and maximum sizes, the child aligned in it.
        case flexFrame(FlexFrame)
        /// Proposes nothing (the child's ideal size) along the fixed axes.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// Takes everything it is offered and centres its child on a point of it.
        case position(CGPoint)
        /// A view with a background or an overlay: the child at `primary` sizes the node; the
        /// others are offered its size and aligned on it, painted in child order.
        case decorated(primary: Int, alignment: Alignment)
        /// A lazy stack: children at their ideal length along the axis, the stack as wide (or tall)
        /// as it is offered across it.
        case lazyStack(Axis, spacing: CGFloat, alignment: Alignment)
        /// A two-dimensional grid of rows (`gridRow` children) and full-width views.
        case grid(GridSpec)
        /// One row of a grid (laid out as a group outside a grid).
        case gridRow(VerticalAlignment?)
        /// Passes layout through; tells the enclosing grid how to treat the cell.
        case gridCell(GridCellSpec)
        /// A lazy grid: cells flowing into fixed, flexible or adaptive columns (or rows).
        case lazyGrid(LazyGridSpec)
        /// A scroll view: the content is offered unlimited space along the scroll axes, and placed
        /// at the state's offset.
        case scroll(ScrollLayoutState)
        /// Constrains the child's proposal to an aspect ratio (`nil`: the child's ideal one).
        case aspectRatio(CGFloat?, ContentMode)
        /// Takes the space offered; its content, built from its size, sits at its top-leading corner.
        case geometryReader
        /// Sets layout traits (priority, an alignment guide, a layout value) on what it holds; lays
        /// out as its child.
        case traits(LayoutTraits)
        /// A canvas: takes the space offered and draws what its renderer records at its size; its
        /// children are its symbols, laid out at their ideal size and not drawn themselves.
        case canvas(CanvasLeaf)
    }
}

extension ViewNode.Role {
    /// Whether several children are stacked vertically, as a group's are (a grid row's too, outside
    /// a grid).
    var stacksChildren: Bool {
        switch self {
        case .group, .gridRow: return true
        default: return false
        }
    }

    /// Whether layout treats `self` and `other` alike: an update that leaves a node's role
    /// layout-equivalent (an effect's new value, a colour's new shade) keeps the sizes and
    /// placements remembered below and above it.
    func isLayoutEquivalent(to other: Self) -> Bool {
        switch (self, other) {
        case (.group, .group), (.effect, .effect), (.tap, .tap), (.shape, .shape):
            return true
        case let (.leaf(.text(text), _, _), .leaf(.text(otherText), _, _)):
            // Equal ideal sizes do not mean equal wrapping.
            return text.measuresLike(otherText)
        case let (.leaf(_, width, height), .leaf(_, otherWidth, otherHeight)):
            return width == otherWidth && height == otherHeight
        case let (.image(image), .image(otherImage)):
            return image.naturalSize == otherImage.naturalSize && image.isResizable == otherImage.isResizable
        case let (.stack(axis, spacing, alignment), .stack(otherAxis, otherSpacing, otherAlignment)):
            return axis == otherAxis && spacing == otherSpacing && alignment == otherAlignment
        case let (.spacer(length), .spacer(otherLength)):
            return length == otherLength
        case (.divider, .divider):
            return true
        case let (.frame(width, height, alignment), .frame(otherWidth, otherHeight, otherAlignment)):
            return width == otherWidth && height == otherHeight && alignment == otherAlignment
        case let (.padding(insets), .padding(otherInsets)):
            return insets == otherInsets
        case let (.flexFrame(frame), .flexFrame(otherFrame)):
            return frame == otherFrame
        case let (.fixedSize(horizontal, vertical), .fixedSize(otherHorizontal, otherVertical)):
            return horizontal == otherHorizontal && vertical == otherVertical
        case let (.position(point), .position(otherPoint)):
            return point == otherPoint
        case let (.zstack(alignment), .zstack(otherAlignment)):
            return alignment == otherAlignment
        case let (.decorated(primary, alignment), .decorated(otherPrimary, otherAlignment)):
            return primary == otherPrimary && alignment == otherAlignment
        case let (.lazyStack(axis, spacing, alignment), .lazyStack(otherAxis, otherSpacing, otherAlignment)):
            return axis == otherAxis && spacing == otherSpacing && alignment == otherAlignment
        case let (.grid(spec), .grid(otherSpec)):
            return spec == otherSpec
        case let (.gridRow(alignment), .gridRow(otherAlignment)):
            return alignment == otherAlignment
        case let (.gridCell(spec), .gridCell(otherSpec)):
            return spec == otherSpec
        case let (.lazyGrid(spec), .lazyGrid(otherSpec)):
            return spec == otherSpec
        case let (.scroll(state), .scroll(otherState)):
            return state === otherState
        case let (.aspectRatio(ratio, mode), .aspectRatio(otherRatio, otherMode)):
            return ratio == otherRatio && mode == otherMode
        case (.geometryReader, .geometryReader), (.canvas, .canvas):
            return true
        case let (.traits(traits), .traits(otherTraits)):
            return traits.isLayoutEquivalent(to: otherTraits)
        default:
            // A custom layout's properties are its own: every new value may lay out differently.
            return false
        }
    }

    /// ``isLayoutEquivalent(to:)`` and ``isDrawingEquivalent(to:)`` for the roles most nodes have
    /// (effects, shapes, frames, groups, leaves) when both are of one kind; `nil` otherwise. Switching on
    /// the pair of roles copied both (a leaf's content is a few hundred bytes) for every node of
    /// every update; this looks at one payload at a time.
    @inline(__always)
    func commonEquivalence(to other: Self) -> (layout: Bool, drawing: Bool)? {
        switch self {
        case .group:
            guard case .group = other else { return nil }
            return (true, true)
        case .effect(let sampler):
            guard case .effect(let otherSampler) = other else { return nil }
            return (true, sampler.attributeID == otherSampler.attributeID)
        case .shape(let sampler):
            guard case .shape(let otherSampler) = other else { return nil }
            return (true, sampler.attributeID == otherSampler.attributeID && sampler.version == otherSampler.version)
        case .frame(let width, let height, let alignment):
            guard case .frame(let otherWidth, let otherHeight, let otherAlignment) = other else { return nil }
            return (width == otherWidth && height == otherHeight && alignment == otherAlignment, true)
        case .leaf(let content, let width, let height):
            guard case .leaf(let otherContent, let otherWidth, let otherHeight) = other else { return nil }
            let layout: Bool
            if case .text(let text) = content, case .text(let otherText) = otherContent {
                layout = text.measuresLike(otherText)
            } else {
                layout = width == otherWidth && height == otherHeight
            }
            return (layout, content == otherContent)
        default:
            return nil
        }
    }

    /// Whether drawing treats `self` and `other` alike: the same content for a leaf, the same
    /// attribute for an effect (a slot keeps its sampler for the node's lifetime). A drawing-
    /// equivalent update keeps the display list's skeleton; only the values it draws change.
    func isDrawingEquivalent(to other: Self) -> Bool {
        switch (self, other) {
        case let (.leaf(content, _, _), .leaf(otherContent, _, _)):
            return content == otherContent
        case let (.effect(sampler), .effect(otherSampler)):
            return sampler.attributeID == otherSampler.attributeID
        case let (.shape(sampler), .shape(otherSampler)):
            return sampler.attributeID == otherSampler.attributeID && sampler.version == otherSampler.version
        case let (.divider(content), .divider(otherContent)):
            return content == otherContent
        case let (.image(image), .image(otherImage)):
            return image == otherImage
        case (.image, _), (_, .image):
            return false
        case let (.canvas(leaf), .canvas(otherLeaf)):
            // Each new view value may draw differently: only the same leaf draws the same.
            return leaf === otherLeaf
        case (.canvas, _), (_, .canvas):
            return false
        case (.leaf, _), (_, .leaf), (.effect, _), (_, .effect), (.shape, _), (_, .shape), (.divider, _), (_, .divider):
            return false
        default:
            return true
        }
    }
}
