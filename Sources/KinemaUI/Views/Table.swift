import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally providing
/// the ability to select one or more members.
///
/// ```swift
/// struct Person: Identifiable {
///     let givenName: String
///     let familyName: String
///     let emailAddress: String
///     let id = UUID()
/// }
///
/// struct PeopleTable: View {
///     @State private var people: [Person] = []
///     @State private var sortOrder = [KeyPathComparator(\Person.givenName)]
///
///     var body: some View {
///         Table(people, sortOrder: $sortOrder) {
///             TableColumn("Given Name", value: \.givenName)
///             TableColumn("Family Name", value: \.familyName)
///             TableColumn("E-Mail Address", value: \.emailAddress)
///         }
///         .onChange(of: sortOrder) { _, order in people.sort(using: order) }
///     }
/// }
/// ```
///
/// Kinema draws a table as SwiftUI draws one in a compact width — on an iPhone: only its
/// **first column**, as the rows of a plain list. Each row is the first column's content for one
/// value, drawn exactly as a ``List`` row (inset 16 points at the sides, at least 44 points tall,
/// a hairline separator between rows, on white); column headers are not shown, and the other
/// columns' content is never made. Rows come in the data's order and are made as they scroll
/// into view, as a list's are. The list style around a table does not change it.
///
/// - Selection bindings are passed to the list, which accepts them and never writes them.
/// - A table does not sort its data: the app sorts it when the `sortOrder` binding changes, and
///   SwiftUI's table writes that binding only when a column header is clicked, which a compact
///   table never shows. Kinema accepts the binding and never writes it.
///
/// > Note: Column widths, table styles and column customization are accepted and not drawn;
/// > tables with hierarchical rows (`children:`) and `if`–`else` in the builders are not
/// > supported.
public struct Table<Value, Rows, Columns>: View
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
    Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns
    let selection: TableSelection<Value.ID>

    init(rows: Rows, columns: Columns, selection: TableSelection<Value.ID>) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
    }

    /// The first column's cells, in a plain list.
    public var body: some View {
        let first = columns._firstColumnCell
        // A cell is one row whatever its content makes (a `Group` in a cell is not several rows).
        let content = rows._listRows { value in TableCell(content: first?(value)) }
        Group {
            switch selection {
            case .none: List { content }
            case .single(let binding): List(selection: binding) { content }
            case .multiple(let binding): List(selection: binding) { content }
            }
        }
        .listStyle(.plain)
    }
}

/// A table's selection binding, handed to the list that draws it.
enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)
}

/// A table cell: its column's content for one row, as one list row.
struct TableCell: View {
    let content: AnyView?

    var body: some View {
        content
    }
}

// MARK: - Tables of a collection

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    ///
    /// ```swift
    /// Table(people) {
    ///     TableColumn("Given Name", value: \.givenName)
    ///     TableColumn("Family Name", value: \.familyName)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The identifiable data for computing the table rows.
    ///   - columns: The columns to display in the table (only the first is drawn).
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .none)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting multiple rows (accepted; never written).
    ///
    /// ```swift
    /// Table(people, selection: $selectedPeople) {
    ///     TableColumn("Given Name", value: \.givenName)
    /// }
    /// ```
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting zero or one row (accepted; never written).
    ///
    /// ```swift
    /// Table(people, selection: $selectedPerson) {
    ///     TableColumn("Given Name", value: \.givenName)
    /// }
    /// ```
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .single(selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data (the sort order is accepted and never written: sort `data` when it changes).
    ///
    /// ```swift
    /// Table(people, sortOrder: $sortOrder) {
    ///     TableColumn("Given Name", value: \.givenName)
    ///     TableColumn("Age", value: \.age) { Text("\($0.age)") }
    /// }
    /// .onChange(of: sortOrder) { _, order in people.sort(using: order) }
    /// ```
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .none)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and supports selecting multiple rows (both bindings accepted; never written).
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and supports selecting zero or one row (both bindings accepted; never written).
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .single(selection))
    }
}

// MARK: - Tables of explicit rows

extension Table {
    /// Creates a table with the given columns and rows that generates its contents using values
    /// of the given type.
    ///
    /// ```swift
    /// Table(of: Person.self) {
    ///     TableColumn("Given Name", value: \.givenName)
    /// } rows: {
    ///     TableRow(owner)
    ///     ForEach(guests) { TableRow($0) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - valueType: The type of value used to derive the table's contents.
    ///   - columns: The columns to display in the table (only the first is drawn).
    ///   - rows: The rows to display in the table, in order.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows
    /// (accepted; never written).
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one row
    /// (accepted; never written).
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    /// Creates a sortable table with the given columns and rows (the sort order is accepted and
    /// never written).
    ///
    /// ```swift
    /// Table(sortOrder: $sortOrder) {
    ///     TableColumn("Given Name", value: \.givenName)
    /// } rows: {
    ///     ForEach(people) { TableRow($0) }
    /// }
    /// ```
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    /// Creates a sortable table with the given columns and rows, of values of the given type.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting multiple
    /// rows (both bindings accepted; never written).
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a sortable table with the given columns and rows that supports selecting zero or
    /// one row (both bindings accepted; never written).
    public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    /// Creates a sortable table with the given columns and rows, of values of the given type,
    /// that supports selecting multiple rows (both bindings accepted; never written).
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    /// Creates a sortable table with the given columns and rows, of values of the given type,
    /// that supports selecting zero or one row (both bindings accepted; never written).
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }
}
