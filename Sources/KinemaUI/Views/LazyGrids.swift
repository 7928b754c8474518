import Foundation

/// A container view that arranges its child views in a grid that grows vertically, creating items
/// only as needed.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(pets) { pet in Avatar(pet: pet) }
/// }
/// ```
///
/// The columns come from `columns` and the width offered (``GridItem`` says how); the views fill
/// them row by row. Each row is as tall as its tallest cell, each cell offered its column's width
/// and no height, and aligned in its cell by its column's alignment (centred by default). Rows are
/// `spacing` apart (8 points by default; NaN and infinities read as 8, a negative spacing overlaps
/// the rows). Like a lazy stack, the grid is as wide as it is offered
/// (its columns' width when offered none, or an infinite width), its columns aligned in that width
/// by `alignment`.
///
/// As in SwiftUI, rows of cells are made as they come into view: only the rows meeting the
/// visible part of the enclosing scroll view (or of the host) have views, rows not made count at
/// the mean height of the made ones (see ``LazyVStack``).
///
/// An empty `columns` array lays out nothing: the grid is as wide as it is offered and has no
/// height, and its views are given empty frames at its top-leading corner. Pinned views are
/// accepted and scroll with their section.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid that grows vertically.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A lazy grid has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .lazyGrid(LazyGridSpec(
            axis: .vertical, tracks: columns.map(LazyGridTrack.init),
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: Stacks.spacing(spacing)))
        context.updateLazyChildren(of: node, rows: LazyRows.of(content))
    }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(60))], spacing: 5) {
///     ForEach(0..<20) { _ in Color.red.frame(width: 30) }
/// }
/// ```
///
/// Laid out as ``LazyVGrid`` is, with the axes swapped: the rows come from `rows` and the height
/// offered, the views fill them column by column, each column as wide as its widest cell.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid that grows horizontally.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A lazy grid has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .lazyGrid(LazyGridSpec(
            axis: .horizontal, tracks: rows.map(LazyGridTrack.init),
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: Stacks.spacing(spacing)))
        context.updateLazyChildren(of: node, rows: LazyRows.of(content))
    }
}

/// What a lazy grid lays out with: its axis of growth (`.vertical` for `LazyVGrid`), its items, its
/// alignment and the spacing between its lines.
struct LazyGridSpec: Equatable {
    var axis: Axis
    var tracks: [LazyGridTrack]
    var alignment: Alignment
    var spacing: CGFloat
}
