import Foundation
import KinemaGraph

extension ViewNode {
    /// What the node contributes to layout and drawing.
    enum Role {
        /// Transparent: lays out its children (stacked vertically when several).
        case group
        /// Draws content of an ideal size (`nil` dimension: takes what it is offered).
        case leaf(LeafContent, width: CGFloat?, height: CGFloat?)
        /// A horizontal or vertical stack; `nil` spacing leaves each pair of children their
        /// preferred spacing.
        case stack(Axis, spacing: CGFloat?, alignment: Alignment)
        /// Flexible empty space: along a stack's axis it takes what is left (at least
        /// `minLength`), across it nothing.
        case spacer(minLength: CGFloat)
        /// A thin line across a stack's axis (horizontal outside stacks).
        case divider(Color)
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
        /// Draws a shape made at its current size, taking the space it is offered (`nil` dimension)
        /// or a fixed frame's length (see ``FramedLeaf``).
        case shape(ContentSampler, width: CGFloat?, height: CGFloat?)
        /// An image: its natural size, or the size offered when resizable. Indirect: the leaf is
        /// larger than any other role's payload, and every node stores a role.
        indirect case image(ImageLeaf)
        /// A frame with minimum, ideal and maximum sizes, the child aligned in it. Indirect, as
        /// `image`: its payload is the largest of all.
        indirect case flexFrame(FlexFrame)
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

extension ViewNode {
    /// What a leaf draws: a colour, a shape filled with the foreground style, or text. Never a
    /// path, whose inline storage made ``DisplayList/Content`` over a hundred bytes, and with it
    /// the role every node stores.
    enum LeafContent: Equatable {
        case color(Color)
        case shape(DisplayList.Shape)
        indirect case text(DisplayList.TextLayout)

        /// The content the display list draws.
        var displayContent: DisplayList.Content {
            switch self {
            case .color(let color): .color(color)
            case .shape(let shape): .shape(shape, fill: nil)
            case .text(let text): .text(text)
            }
        }
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

    /// Whether layout and drawing treat `self` and `other` alike. A layout-equivalent update (an
    /// effect's new value, a colour's new shade) keeps the sizes and placements remembered below
    /// and above the node; a drawing-equivalent one keeps the display list's skeleton (the same
    /// content for a leaf, the same attribute for an effect), and only the values drawn change.
    ///
    /// One switch on `self`, matching `other` against its kind, inlined into the role's setter:
    /// switching on the pair of roles copied both (a leaf's content is over a hundred bytes) for
    /// every node of every update, and two separate comparisons bound the payloads twice.
    @inline(__always)
    func equivalence(to other: Self) -> (layout: Bool, drawing: Bool) {
        switch self {
        // Roles that draw: of another kind, `other` is alike in nothing.
        case .leaf(let content, let width, let height):
            guard case .leaf(let otherContent, let otherWidth, let otherHeight) = other else { return (false, false) }
            // Equal ideal sizes do not mean equal wrapping.
            let layout: Bool
            if case .text(let text) = content, case .text(let otherText) = otherContent {
                layout = text.measuresLike(otherText)
            } else {
                layout = width == otherWidth && height == otherHeight
            }
            return (layout, content == otherContent)
        case .effect(let sampler):
            guard case .effect(let otherSampler) = other else { return (false, false) }
            return (true, sampler.attributeID == otherSampler.attributeID)
        case .shape(let sampler, let width, let height):
            guard case .shape(let otherSampler, let otherWidth, let otherHeight) = other else { return (false, false) }
            return (
                width == otherWidth && height == otherHeight,
                sampler.attributeID == otherSampler.attributeID && sampler.version == otherSampler.version)
        case .divider(let content):
            guard case .divider(let otherContent) = other else { return (false, false) }
            return (true, content == otherContent)
        case .image(let image):
            guard case .image(let otherImage) = other else { return (false, false) }
            return (image.naturalSize == otherImage.naturalSize && image.isResizable == otherImage.isResizable, image == otherImage)
        case .canvas(let leaf):
            // Each new view value may draw differently: only the same leaf draws the same.
            guard case .canvas(let otherLeaf) = other else { return (false, false) }
            return (true, leaf === otherLeaf)
        // Roles that draw nothing themselves: alike in drawing unless `other` draws.
        case .group:
            if case .group = other { return (true, true) }
        case .tap:
            if case .tap = other { return (true, true) }
        case .geometryReader:
            if case .geometryReader = other { return (true, true) }
        case .stack(let axis, let spacing, let alignment):
            if case .stack(let otherAxis, let otherSpacing, let otherAlignment) = other {
                return (axis == otherAxis && spacing == otherSpacing && alignment == otherAlignment, true)
            }
        case .spacer(let length):
            if case .spacer(let otherLength) = other { return (length == otherLength, true) }
        case .frame(let width, let height, let alignment):
            if case .frame(let otherWidth, let otherHeight, let otherAlignment) = other {
                return (width == otherWidth && height == otherHeight && alignment == otherAlignment, true)
            }
        case .padding(let insets):
            if case .padding(let otherInsets) = other { return (insets == otherInsets, true) }
        case .flexFrame(let frame):
            if case .flexFrame(let otherFrame) = other { return (frame == otherFrame, true) }
        case .fixedSize(let horizontal, let vertical):
            if case .fixedSize(let otherHorizontal, let otherVertical) = other {
                return (horizontal == otherHorizontal && vertical == otherVertical, true)
            }
        case .position(let point):
            if case .position(let otherPoint) = other { return (point == otherPoint, true) }
        case .zstack(let alignment):
            if case .zstack(let otherAlignment) = other { return (alignment == otherAlignment, true) }
        case .decorated(let primary, let alignment):
            if case .decorated(let otherPrimary, let otherAlignment) = other {
                return (primary == otherPrimary && alignment == otherAlignment, true)
            }
        case .lazyStack(let axis, let spacing, let alignment):
            if case .lazyStack(let otherAxis, let otherSpacing, let otherAlignment) = other {
                return (axis == otherAxis && spacing == otherSpacing && alignment == otherAlignment, true)
            }
        case .grid(let spec):
            if case .grid(let otherSpec) = other { return (spec == otherSpec, true) }
        case .gridRow(let alignment):
            if case .gridRow(let otherAlignment) = other { return (alignment == otherAlignment, true) }
        case .gridCell(let spec):
            if case .gridCell(let otherSpec) = other { return (spec == otherSpec, true) }
        case .lazyGrid(let spec):
            if case .lazyGrid(let otherSpec) = other { return (spec == otherSpec, true) }
        case .scroll(let state):
            if case .scroll(let otherState) = other { return (state === otherState, true) }
        case .aspectRatio(let ratio, let mode):
            if case .aspectRatio(let otherRatio, let otherMode) = other { return (ratio == otherRatio && mode == otherMode, true) }
        case .traits(let traits):
            if case .traits(let otherTraits) = other { return (traits.isLayoutEquivalent(to: otherTraits), true) }
        case .layout:
            // A custom layout's properties are its own: every new value may lay out differently.
            if case .layout = other { return (false, true) }
        }
        return (false, !other.drawsItself)
    }

    /// Whether the role puts something of its own in the drawing (content, an effect, a canvas).
    private var drawsItself: Bool {
        switch self {
        case .leaf, .effect, .shape, .divider, .image, .canvas: true
        default: false
        }
    }
}
