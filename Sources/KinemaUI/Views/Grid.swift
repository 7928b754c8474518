import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// ```swift
/// Grid {
///     GridRow {
///         Text("Hello")
///         Image(systemName: "globe")
///     }
///     Divider()
///     GridRow {
///         Image(systemName: "hand.wave")
///         Text("World")
///     }
/// }
/// ```
///
/// The grid has as many columns as its longest row has cells (a cell spanning `n` columns with
/// ``View/gridCellColumns(_:)`` counts `n`); shorter rows leave their trailing cells empty. Each
/// column is as wide as its widest cell and each row as tall as its tallest one, so cells line up
/// across rows. A view that is not in a ``GridRow`` is a row of its own spanning every column.
///
/// Sizing works as a stack's does, in both directions: columns take their cells' ideal widths, and
/// when the grid is offered a width, columns holding a cell that grows when offered more (a
/// `Color`, a `Spacer`) share what the others leave, equally; a spanning cell or a full-width view
/// wider than the columns it covers (measured offered the grid's whole width) widens those columns
/// equally. Rows are then sized the same way, each cell offered its column's width. A cell with
/// ``View/gridCellUnsizedAxes(_:)`` takes no part in sizing along those axes and is offered the
/// size the others made.
///
/// Each cell is aligned in its cell: by its ``View/gridCellAnchor(_:)``, or horizontally by its
/// column's ``View/gridColumnAlignment(_:)`` and vertically by its row's alignment, each falling
/// back to the grid's `alignment` (centred by default).
///
/// Spacing is 8 points by default in both directions; NaN and infinities read as the default, and
/// a negative spacing overlaps the cells. A grid never has more than 10,000 columns: a cell past the
/// last one is offered no room, at the grid's trailing edge.
public struct Grid<Content: View>: View, PrimitiveView {
    let spec: GridSpec
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        spec = GridSpec(
            alignment: alignment, horizontalSpacing: Stacks.spacing(horizontalSpacing),
            verticalSpacing: Stacks.spacing(verticalSpacing))
        self.content = content()
    }

    /// A grid has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .grid(spec)
        context.updateChildren(of: node, with: Stacks.flatten(content))
    }
}

/// A horizontal row in a two dimensional grid container.
///
/// ```swift
/// GridRow(alignment: .top) {
///     Text("Name")
///     Text("Kinema")
/// }
/// ```
///
/// Each view in the row is a cell, in the grid's next column. Outside a ``Grid`` a row lays its
/// views out as a group does.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid; `alignment` (the grid's vertical
    /// alignment when `nil`) aligns the cells vertically in the row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A grid row has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        node.role = .gridRow(alignment)
        context.updateChildren(of: node, with: Stacks.flatten(content))
    }
}

/// What a grid lays out with: the default alignment of its cells and its spacing.
struct GridSpec: Equatable {
    var alignment: Alignment
    var horizontalSpacing: CGFloat
    var verticalSpacing: CGFloat
}
