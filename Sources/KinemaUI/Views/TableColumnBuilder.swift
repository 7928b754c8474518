import Foundation

/// A result builder that creates table column content from closures.
///
/// The `columns` closure of every ``Table`` initializer is one of these: it takes up to ten
/// columns (group more in nested builders), and an `if` around a column.
///
/// ```swift
/// Table(people) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
///     if showsEmail {
///         TableColumn("E-Mail Address", value: \.emailAddress)
///     }
/// }
/// ```
///
/// A table without a sort order builds with `Sort` `Never`, and takes unsortable columns only
/// (`TableColumn("Name", value: \.name)` is then the unsortable string column); a table with a
/// sort order takes sortable columns of its comparator and unsortable ones. Each block keeps its
/// first column's cell, which is all a compact table draws.
///
/// > Note: `if`–`else` between columns (SwiftUI's `buildEither`, iOS 17.4) is not supported.
@MainActor @preconcurrency @resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    // The sortable overloads are favoured; the unsortable ones (disfavoured) let a sortable table
    // take unsortable columns, and in an unsortable table (`Sort == Never`) the two coincide.

    /// Creates a generic, sortable single column expression.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator {
        column
    }

    /// Creates a sortable table column expression whose value and sort types match those of the
    /// builder (it lets a column's row type be inferred from the table's).
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> {
        column
    }

    /// Creates a generic, unsortable single column expression.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never {
        column
    }

    /// Creates an unsortable table column expression whose value type matches that of the
    /// builder.
    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> {
        column
    }

    /// Creates a single, sortable column result.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator {
        column
    }

    /// Creates a single, unsortable column result.
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never {
        column
    }

    /// Creates a column result for an `if` without `else`: the column when the condition holds.
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator {
        content
    }

    /// The first of `cells` that there is: a block's first column, skipping an `if` that
    /// left none.
    static func firstCell(_ cells: ((RowValue) -> AnyView)?...) -> ((RowValue) -> AnyView)? {
        for case let cell? in cells { return cell }
        return nil
    }

    /// Creates an unsortable column result for an `if` without `else`.
    @_disfavoredOverload
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, C.TableColumnSortComparator == Never {
        content
    }

    /// Creates a sortable column result from two sources.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue {
        TupleTableColumnContent(value: (c0, c1), firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell))
    }

    /// Creates a sortable column result from three sources.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell))
    }

    /// Creates a sortable column result from four sources.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell))
    }

    /// Creates a sortable column result from five sources.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell))
    }

    /// Creates a sortable column result from six sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell))
    }

    /// Creates a sortable column result from seven sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell))
    }

    /// Creates a sortable column result from eight sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell,
                c7._firstColumnCell))
    }

    /// Creates a sortable column result from nine sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell,
                c7._firstColumnCell, c8._firstColumnCell))
    }

    /// Creates a sortable column result from ten sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell,
                c7._firstColumnCell, c8._firstColumnCell, c9._firstColumnCell))
    }

    /// Creates an unsortable column result from two sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1), firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell))
    }

    /// Creates an unsortable column result from three sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell))
    }

    /// Creates an unsortable column result from four sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell))
    }

    /// Creates an unsortable column result from five sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell))
    }

    /// Creates an unsortable column result from six sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell))
    }

    /// Creates an unsortable column result from seven sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
        C6.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell))
    }

    /// Creates an unsortable column result from eight sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
        C7.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell,
                c7._firstColumnCell))
    }

    /// Creates an unsortable column result from nine sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
        C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell,
                c7._firstColumnCell, c8._firstColumnCell))
    }

    /// Creates an unsortable column result from ten sources.
    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
        C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never,
        C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            firstColumnCell: firstCell(c0._firstColumnCell, c1._firstColumnCell, c2._firstColumnCell,
                c3._firstColumnCell, c4._firstColumnCell, c5._firstColumnCell, c6._firstColumnCell,
                c7._firstColumnCell, c8._firstColumnCell, c9._firstColumnCell))
    }
}
