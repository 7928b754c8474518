import Foundation

/// What a view tells the grid it is a cell of. Each modifier sets one field; the grid reads them
/// through the view's modifiers (padding, frames, effects…), the outermost value winning.
struct GridCellSpec: Equatable {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    /// `self` with the fields it leaves unset taken from `inner`.
    func merged(over inner: GridCellSpec) -> GridCellSpec {
        GridCellSpec(
            columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
            anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes ?? inner.unsizedAxes)
    }
}

struct _GridCellLayout: ViewModifier, PrimitiveModifier {
    let spec: GridCellSpec

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .gridCell(spec)
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Regular font:")
    ///     Text("Helvetica 12").gridCellColumns(2)
    /// }
    /// ```
    ///
    /// A count below 1 reads as 1, and a count above 10,000 (a grid's most columns) as 10,000.
    /// Outside a grid the modifier does nothing.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellLayout(spec: GridCellSpec(columns: min(max(count, 1), GridArrangement.maximumColumns))))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    ///
    /// ```swift
    /// Text("Regular font:").gridColumnAlignment(.trailing)
    /// ```
    ///
    /// Every cell of the column is aligned so, unless it has its own anchor. When cells of one
    /// column disagree, the topmost one's alignment holds.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellLayout(spec: GridCellSpec(columnAlignment: guide)))
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    ///
    /// ```swift
    /// Color.red.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
    /// ```
    ///
    /// The anchor's point of the view is put at the same point of its cell. A NaN or infinite
    /// coordinate reads as 0.5 (the centre).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0.5 }
        return modifier(_GridCellLayout(spec: GridCellSpec(anchor: UnitPoint(x: usable(anchor.x), y: usable(anchor.y)))))
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Hello"); Text("World") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)   // as wide as the columns, no wider
    /// }
    /// ```
    ///
    /// Along those axes the view does not size its row or column; it is offered the size the other
    /// cells made.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellLayout(spec: GridCellSpec(unsizedAxes: axes)))
    }
}
