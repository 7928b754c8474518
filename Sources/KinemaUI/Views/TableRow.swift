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

/// A row that represents a data value in a table.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Given Name", value: \.givenName)
/// } rows: {
///     TableRow(Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"))
/// }
/// ```
///
/// > Note: In Kinema a table row is also a `View` (drawing nothing of its own), because Kinema's
/// > ``ForEach`` makes views: that is what lets `ForEach(people) { TableRow($0) }` build rows.
/// > Inside a table it is drawn as its first column's cell.
public struct TableRow<Value: Identifiable>: TableRowContent, View {
    /// A row is primitive: it has no row body.
    public typealias TableRowBody = Never

    let value: Value

    /// Creates a table row for the given value.
    public init(_ value: Value) {
        self.value = value
    }

    /// A row has no row body.
    public var tableRowBody: Never { fatalError("TableRow has no body") }

    /// Outside a table a row draws nothing.
    public var body: EmptyView { EmptyView() }

    /// One list row: the cell for the row's value.
    public func _listRows<Cell: View>(cell: @escaping (Value) -> Cell) -> AnyView {
        AnyView(cell(value))
    }
}

/// A type of table row content that generates table rows from an underlying collection of data.
///
/// The tables made from a collection (`Table(people) { … }`) hold their rows as one of these; you
/// don't make one yourself.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
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

/// A result builder that creates table row content from closures.
///
/// The `rows` closure of the ``Table`` initializers that take columns and rows is one of these:
/// up to ten rows or `ForEach`es of rows, and an `if` around rows.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Given Name", value: \.givenName)
/// } rows: {
///     TableRow(owner)
///     if showsGuests {
///         ForEach(guests) { TableRow($0) }
///     }
/// }
/// ```
///
/// > Note: `if`–`else` between rows (SwiftUI's `buildEither`) is not supported.
@MainActor @preconcurrency @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Value == Content.TableRowValue {
        content
    }

    /// Creates a single row result.
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where Value == C.TableRowValue {
        content
    }

    /// Creates a row result for an `if` without `else`: the rows when the condition holds.
    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where Value == C.TableRowValue {
        content
    }

    /// Creates a row result from two sources.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent(value: (c0, c1), parts: [c0, c1])
    }

    /// Creates a row result from three sources.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2), parts: [c0, c1, c2])
    }

    /// Creates a row result from four sources.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3), parts: [c0, c1, c2, c3])
    }

    /// Creates a row result from five sources.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4), parts: [c0, c1, c2, c3, c4])
    }

    /// Creates a row result from six sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5), parts: [c0, c1, c2, c3, c4, c5])
    }

    /// Creates a row result from seven sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6), parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Creates a row result from eight sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Creates a row result from nine sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C8: TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Creates a row result from ten sources.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C8: TableRowContent, C9: TableRowContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue {
        TupleTableRowContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
