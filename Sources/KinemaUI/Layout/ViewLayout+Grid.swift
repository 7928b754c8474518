import Foundation

/// Lays out a `Grid`: its rows and cells read from the hierarchy, column widths and row heights
/// sized as a stack sizes its children (the rules are in ``Grid``'s doc), cells aligned in their
/// cells.
@MainActor
struct GridArrangement {
    /// The most columns a grid has (a huge `gridCellColumns` must not allocate without bound).
    static let maximumColumns = 10_000

    struct Cell {
        let node: ViewNode
        let column: Int
        /// Columns covered; a full-width view covers them all, a cell past the last column none.
        let span: Int
        let spec: GridCellSpec

        func isSized(along axis: Axis.Set) -> Bool {
            !(spec.unsizedAxes?.contains(axis) ?? false)
        }
    }

    struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        var isFullWidth: Bool
    }

    let rows: [Row]
    let columnCount: Int
    /// Each column's alignment from `gridColumnAlignment`, the topmost cell's first.
    let columnAlignments: [HorizontalAlignment?]
    let spec: GridSpec

    init(node: ViewNode, spec: GridSpec) {
        self.spec = spec
        var rows: [Row] = []
        var columnCount = 0
        for child in ViewLayout.arranged(node) {
            var inner = child
            while case .group = inner.role, inner.children.count == 1 { inner = inner.children[0] }
            guard case .gridRow(let alignment) = inner.role else {
                // Span fixed below, once the column count is known.
                rows.append(Row(cells: [Cell(node: child, column: 0, span: 0, spec: Self.cellSpec(of: child))],
                                alignment: nil, isFullWidth: true))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for cellNode in ViewLayout.arranged(inner) {
                let cellSpec = Self.cellSpec(of: cellNode)
                let start = min(column, Self.maximumColumns)
                let span = min(cellSpec.columns ?? 1, Self.maximumColumns - start)
                cells.append(Cell(node: cellNode, column: start, span: span, spec: cellSpec))
                column = start + span
            }
            columnCount = max(columnCount, column)
            rows.append(Row(cells: cells, alignment: alignment, isFullWidth: false))
        }
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for index in rows.indices {
            if rows[index].isFullWidth {
                let cell = rows[index].cells[0]
                rows[index].cells[0] = Cell(node: cell.node, column: 0, span: columnCount, spec: cell.spec)
                continue
            }
            for cell in rows[index].cells where cell.column < columnCount {
                if alignments[cell.column] == nil, let alignment = cell.spec.columnAlignment {
                    alignments[cell.column] = alignment
                }
            }
        }
        self.rows = rows
        self.columnCount = columnCount
        self.columnAlignments = alignments
    }

    /// The grid-cell modifiers around a cell, read through the modifiers that wrap it.
    static func cellSpec(of node: ViewNode) -> GridCellSpec {
        var spec = GridCellSpec()
        var current = node
        while true {
            switch current.role {
            case .gridCell(let inner):
                spec = spec.merged(over: inner)
            case .group, .effect, .tap, .padding, .frame, .flexFrame, .fixedSize, .position, .aspectRatio:
                break
            case .decorated(let primary, _):
                guard primary < current.children.count else { return spec }
                current = current.children[primary]
                continue
            default:
                return spec
            }
            guard current.children.count == 1 else { return spec }
            current = current.children[0]
        }
    }

    // MARK: - Sizing

    /// The columns' total width with the spacing between them; without columns, the widest sized
    /// full-width view.
    private func totalWidth(_ widths: [CGFloat], proposal: CGFloat?) -> CGFloat {
        guard widths.isEmpty else {
            return widths.reduce(0, +) + spec.horizontalSpacing * CGFloat(widths.count - 1)
        }
        return rows.lazy.filter(\.isFullWidth).map(\.cells[0])
            .filter { $0.isSized(along: .horizontal) }
            .reduce(CGFloat(0)) { max($0, ViewLayout.size(of: $1.node, proposal: ProposedSize(width: proposal, height: nil)).width) }
    }

    /// Column widths for a proposed width (`nil`: ideal widths).
    func columnWidths(for proposal: CGFloat?) -> [CGFloat] {
        var widths = [CGFloat](repeating: 0, count: columnCount)
        guard columnCount > 0 else { return widths }
        let singles = rows.flatMap(\.cells).filter { $0.span == 1 && $0.isSized(along: .horizontal) }
        let ideal = singles.map { ViewLayout.size(of: $0.node, proposal: ProposedSize(width: nil, height: nil)).width }
        for (cell, width) in zip(singles, ideal) { widths[cell.column] = max(widths[cell.column], width) }
        if let proposal {
            // Columns holding a cell that grows when offered more share what the others leave.
            var flexible = [Bool](repeating: false, count: columnCount)
            for (cell, width) in zip(singles, ideal) where !flexible[cell.column] {
                let offered = ViewLayout.size(of: cell.node, proposal: ProposedSize(width: proposal, height: nil)).width
                if offered > width { flexible[cell.column] = true }
            }
            let flexibleCount = flexible.filter { $0 }.count
            if flexibleCount > 0 {
                let fixed = widths.indices.filter { !flexible[$0] }.reduce(CGFloat(0)) { $0 + widths[$1] }
                let spacing = spec.horizontalSpacing * CGFloat(columnCount - 1)
                let share = max((proposal - spacing - fixed) / CGFloat(flexibleCount), 0)
                for column in widths.indices where flexible[column] { widths[column] = 0 }
                for cell in singles where flexible[cell.column] {
                    let width = ViewLayout.size(of: cell.node, proposal: ProposedSize(width: share, height: nil)).width
                    widths[cell.column] = max(widths[cell.column], width)
                }
            }
        }
        // Spanning cells and full-width views wider than their columns widen them equally.
        for row in rows {
            for cell in row.cells where cell.span > 1 || (row.isFullWidth && cell.span > 0) {
                guard cell.isSized(along: .horizontal) else { continue }
                let need = ViewLayout.size(of: cell.node, proposal: ProposedSize(width: proposal, height: nil)).width
                let columns = cell.column..<(cell.column + cell.span)
                let have = columns.reduce(CGFloat(0)) { $0 + widths[$1] } + spec.horizontalSpacing * CGFloat(cell.span - 1)
                guard need > have else { continue }
                for column in columns { widths[column] += (need - have) / CGFloat(cell.span) }
            }
        }
        return widths
    }

    /// The width a cell is laid out in.
    private func width(of cell: Cell, in row: Row, widths: [CGFloat], total: CGFloat) -> CGFloat {
        if row.isFullWidth { return total }
        guard cell.span > 0 else { return 0 }
        return widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + spec.horizontalSpacing * CGFloat(cell.span - 1)
    }

    /// Row heights for a proposed height (`nil`: ideal heights), each cell offered its width.
    func rowHeights(widths: [CGFloat], total: CGFloat, for proposal: CGFloat?) -> [CGFloat] {
        func height(_ cell: Cell, _ row: Row, _ offered: CGFloat?) -> CGFloat {
            ViewLayout.size(of: cell.node, proposal: ProposedSize(
                width: width(of: cell, in: row, widths: widths, total: total), height: offered)).height
        }
        var heights = rows.map { row in
            row.cells.filter { $0.isSized(along: .vertical) }.reduce(CGFloat(0)) { max($0, height($1, row, nil)) }
        }
        guard let proposal, !rows.isEmpty else { return heights }
        let flexible = rows.indices.map { index in
            rows[index].cells.contains { $0.isSized(along: .vertical) && height($0, rows[index], proposal) > height($0, rows[index], nil) }
        }
        let flexibleCount = flexible.filter { $0 }.count
        guard flexibleCount > 0 else { return heights }
        let fixed = heights.indices.filter { !flexible[$0] }.reduce(CGFloat(0)) { $0 + heights[$1] }
        let spacing = spec.verticalSpacing * CGFloat(rows.count - 1)
        let share = max((proposal - spacing - fixed) / CGFloat(flexibleCount), 0)
        for index in rows.indices where flexible[index] {
            let row = rows[index]
            heights[index] = row.cells.filter { $0.isSized(along: .vertical) }.reduce(CGFloat(0)) { max($0, height($1, row, share)) }
        }
        return heights
    }

    private func measure(_ proposal: ProposedSize) -> (widths: [CGFloat], total: CGFloat, heights: [CGFloat]) {
        let width = ViewLayout.finite(proposal.width)
        let widths = columnWidths(for: width)
        let total = totalWidth(widths, proposal: width)
        return (widths, total, rowHeights(widths: widths, total: total, for: ViewLayout.finite(proposal.height)))
    }

    func size(for proposal: ProposedSize) -> CGSize {
        let (_, total, heights) = measure(proposal)
        guard !heights.isEmpty else { return .zero }
        return CGSize(width: total, height: heights.reduce(0, +) + spec.verticalSpacing * CGFloat(heights.count - 1))
    }

    // MARK: - Placing

    func place(in rect: CGRect) {
        let (widths, total, heights) = measure(ProposedSize(width: rect.width, height: rect.height))
        // Column starts, and the trailing edge (where cells past the last column go).
        var starts: [CGFloat] = []
        starts.reserveCapacity(columnCount + 1)
        var x = rect.minX
        for width in widths {
            starts.append(x)
            x += width + spec.horizontalSpacing
        }
        starts.append(widths.isEmpty ? rect.minX : x - spec.horizontalSpacing)
        var y = rect.minY
        for (row, height) in zip(rows, heights) {
            for cell in row.cells {
                let cellRect = CGRect(
                    x: row.isFullWidth ? rect.minX : starts[cell.column], y: y,
                    width: width(of: cell, in: row, widths: widths, total: total), height: height)
                let cellProposal = ProposedSize(cellRect.size)
                let size = ViewLayout.size(of: cell.node, proposal: cellProposal)
                let horizontal = row.isFullWidth ? spec.alignment.horizontal
                    : (columnAlignments.indices.contains(cell.column) ? columnAlignments[cell.column] : nil)
                        ?? spec.alignment.horizontal
                let vertical = row.alignment ?? spec.alignment.vertical
                let origin: CGPoint
                if let anchor = cell.spec.anchor {
                    origin = CGPoint(
                        x: cellRect.minX + (cellRect.width - size.width) * anchor.x,
                        y: cellRect.minY + (cellRect.height - size.height) * anchor.y)
                } else {
                    // The cell's guides on the cell's, as a frame aligns its content.
                    origin = CGPoint(
                        x: cellRect.minX + horizontal.defaultValue(in: cellRect.size)
                            - ViewLayout.guideValue(horizontal.key, of: cell.node, size: size, proposal: cellProposal),
                        y: cellRect.minY + vertical.defaultValue(in: cellRect.size)
                            - ViewLayout.guideValue(vertical.key, of: cell.node, size: size, proposal: cellProposal))
                }
                ViewLayout.place(cell.node, in: CGRect(origin: origin, size: size), proposal: cellProposal)
            }
            y += height + spec.verticalSpacing
        }
    }
}
