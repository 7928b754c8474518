import Foundation

/// A type used to represent columns within a table.
///
/// Factor columns out of a table into a property or a type of their own:
///
/// ```swift
/// var body: some View {
///     Table(people, sortOrder: $sortOrder) {
///         nameColumns
///         TableColumn("Location", value: \.location)
///     }
/// }
///
/// @TableColumnBuilder<Person, KeyPathComparator<Person>>
/// private var nameColumns: some TableColumnContent<Person, KeyPathComparator<Person>> {
///     TableColumn("First Name", value: \.firstName)
///     TableColumn("Last Name", value: \.lastName)
/// }
/// ```
///
/// > Note: A Kinema table draws as SwiftUI draws one in a compact width (an iPhone): only its
/// > first column, so of all the columns only the first one's content is ever made (see
/// > ``Table``).
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    associatedtype TableColumnBody: TableColumnContent

    /// The composition of content that comprise the table column content.
    var tableColumnBody: TableColumnBody { get }

    /// The first column's cell for a row's value, `nil` when there are no columns: what a table
    /// in a compact width draws. Kinema's; not API.
    var _firstColumnCell: ((TableRowValue) -> AnyView)? { get }
}

extension TableColumnContent {
    /// The first cell of the body's columns (a custom type's columns are its body's).
    public var _firstColumnCell: ((TableRowValue) -> AnyView)? {
        // Primitive contents (body `Never`) answer for themselves.
        guard TableColumnBody.self != Never.self, let cell = tableColumnBody._firstColumnCell else { return nil }
        // The body's row value is this content's unless a conformance says otherwise.
        return cell as? (TableRowValue) -> AnyView
    }
}

extension Never: TableColumnContent {
    /// `Never` is its own row value.
    public typealias TableRowValue = Never
    /// `Never` is its own sort comparator: the comparator of an unsortable column.
    public typealias TableColumnSortComparator = Never
    /// `Never` has no body.
    public typealias TableColumnBody = Never

    /// `Never` has no body.
    public var tableColumnBody: Never { fatalError("Never has no body") }
}

// MARK: - Groups of columns

/// A type of table column content that creates table columns created from a Swift tuple of
/// table columns.
///
/// ``TableColumnBuilder`` makes one for a block of several columns; you don't make one yourself.
/// It keeps the first column's cell, the one a compact table draws.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    /// The type of value of the rows the columns show.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort with.
    public typealias TableColumnSortComparator = Sort
    /// A tuple of columns is primitive: it has no body.
    public typealias TableColumnBody = Never

    /// The columns.
    public var value: T
    /// The cell of the first column in `value` that has one.
    let firstColumnCell: ((RowValue) -> AnyView)?

    init(value: T, firstColumnCell: ((RowValue) -> AnyView)?) {
        self.value = value
        self.firstColumnCell = firstColumnCell
    }

    /// A tuple of columns has no body.
    public var tableColumnBody: Never { fatalError("TupleTableColumnContent has no body") }

    /// The first column's cell.
    public var _firstColumnCell: ((RowValue) -> AnyView)? { firstColumnCell }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// An optional column shows the rows of the column it wraps.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// An optional column sorts as the column it wraps.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// An optional column is primitive: it has no body.
    public typealias TableColumnBody = Never

    /// An optional column has no body.
    @MainActor
    public var tableColumnBody: Never { fatalError("Optional has no body") }

    /// The wrapped column's first cell; none when there is no column.
    @MainActor
    public var _firstColumnCell: ((Wrapped.TableRowValue) -> AnyView)? {
        self?._firstColumnCell
    }
}
