import Foundation

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
    /// The type of value the row represents.
    public typealias TableRowValue = Value
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
