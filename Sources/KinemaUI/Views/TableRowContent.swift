import Foundation

/// A type used to represent table rows.
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
/// The rows of a table made from a collection are a ``TableForEachContent``; the `rows` closure
/// of `Table(of:columns:rows:)` makes ``TableRow``s, `ForEach`es of them, and tuples of those.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of content representing the body of this table row content.
    associatedtype TableRowBody: TableRowContent

    /// The composition of content that comprise the table row content.
    var tableRowBody: TableRowBody { get }

    /// The rows as the content of the list a compact table draws: each row one list row, made
    /// by `cell` from the row's value. Kinema's; not API.
    func _listRows<Cell: View>(cell: @escaping (TableRowValue) -> Cell) -> AnyView
}

extension TableRowContent {
    /// The rows of the body (a custom type's rows are its body's).
    public func _listRows<Cell: View>(cell: @escaping (TableRowValue) -> Cell) -> AnyView {
        // Primitive contents (body `Never`) answer for themselves.
        guard TableRowBody.self != Never.self else { return AnyView(EmptyView()) }
        // The body's row value is this content's unless a conformance says otherwise.
        return tableRowBody._listRows { value in (value as? TableRowValue).map(cell) }
    }
}

extension Never: TableRowContent {
    /// `Never` has no body.
    public typealias TableRowBody = Never

    /// `Never` has no body.
    public var tableRowBody: Never { fatalError("Never has no body") }
}

/// A type of table row content that generates table rows from an underlying collection of data.
///
/// The tables made from a collection (`Table(people) { … }`) hold their rows as one of these; you
/// don't make one yourself.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The type of value of the rows: the data's elements.
    public typealias TableRowValue = Data.Element
    /// The rows are primitive: they have no body.
    public typealias TableRowBody = Never

    /// The collection of underlying data.
    public var data: Data

    init(_ data: Data) {
        self.data = data
    }

    /// The rows have no body.
    public var tableRowBody: Never { fatalError("TableForEachContent has no body") }

    /// A `ForEach` of the cells, one list row per element, identified by the elements' ids: a
    /// list makes its rows as they scroll into view.
    public func _listRows<Cell: View>(cell: @escaping (Data.Element) -> Cell) -> AnyView {
        AnyView(ForEach(data, id: \.id, content: cell))
    }
}

/// A type of table row content that creates table rows created from a Swift tuple of table rows.
///
/// ``TableRowBuilder`` makes one for a block of several rows; you don't make one yourself.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    /// The type of value of the rows.
    public typealias TableRowValue = Value
    /// A tuple of rows is primitive: it has no body.
    public typealias TableRowBody = Never

    /// The rows.
    public var value: T
    /// The rows of `value`, in order, listed where their types are known.
    let parts: [any TableRowContent<Value>]

    init(value: T, parts: [any TableRowContent<Value>]) {
        self.value = value
        self.parts = parts
    }

    /// A tuple of rows has no body.
    public var tableRowBody: Never { fatalError("TupleTableRowContent has no body") }

    /// Each part's rows, in order, identified by their place in the tuple.
    public func _listRows<Cell: View>(cell: @escaping (Value) -> Cell) -> AnyView {
        let views = parts.map { $0._listRows(cell: cell) }
        return AnyView(TupleView(views, elements: views))
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// A `ForEach`'s rows are its elements' rows.
    public typealias TableRowValue = Content.TableRowValue
    /// A `ForEach` of rows is primitive: it has no row body.
    public typealias TableRowBody = Never

    /// A `ForEach` of rows has no row body.
    public var tableRowBody: Never { fatalError("ForEach has no row body") }

    /// Each element's rows, identified by the element's id.
    public func _listRows<Cell: View>(cell: @escaping (Content.TableRowValue) -> Cell) -> AnyView {
        let content = self.content
        return AnyView(ForEach<Data, ID, AnyView>(data, id: id) { content($0)._listRows(cell: cell) })
    }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// An optional row content is primitive: it has no row body.
    public typealias TableRowBody = Never

    /// An optional row content has no row body.
    @MainActor
    public var tableRowBody: Never { fatalError("Optional has no row body") }

    /// The wrapped content's rows; none when there is no content.
    @MainActor
    public func _listRows<Cell: View>(cell: @escaping (Wrapped.TableRowValue) -> Cell) -> AnyView {
        self?._listRows(cell: cell) ?? AnyView(EmptyView())
    }
}
