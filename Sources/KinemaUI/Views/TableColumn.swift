import Foundation

/// A column that displays a view for each row in a table.
///
/// ```swift
/// Table(people, sortOrder: $sortOrder) {
///     TableColumn("Given name", value: \.givenName)          // a string shown as text
///     TableColumn("Age", value: \.age) { person in           // sorted by age, shown your way
///         Text("\(person.age)")
///     }
///     TableColumn("Badge") { person in Image(systemName: person.badge) }   // unsortable
/// }
/// ```
///
/// A column with a key path (`value:`) is sortable: its comparator is a `KeyPathComparator` on
/// that path, which a table's `sortOrder` binding would receive when the column's header is
/// clicked. A column without one is unsortable (`Sort` is `Never`).
///
/// > Note: Kinema draws only a table's first column, without its header, as SwiftUI does on
/// > iPhone; the label, comparator and widths of every column are accepted and not drawn.
/// > `String` columns compare with `.lexical` by default: Linux's Foundation has no
/// > `.localizedStandard`.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
    TableColumnContent {
    /// The type of value of the rows the column shows.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts with (`Never`: the column is unsortable).
    public typealias TableColumnSortComparator = Sort
    /// A column is primitive: it has no body.
    public typealias TableColumnBody = Never

    /// The column's header.
    let label: Label
    /// The cell for a row's value. (The comparator a click on the header would add to the
    /// table's sort order is not kept: a compact table shows no header.)
    let content: (RowValue) -> Content

    init(label: Label, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
    }

    /// A column has no body.
    public var tableColumnBody: Never { fatalError("TableColumn has no body") }

    /// The column's content, type-erased, for each row.
    public var _firstColumnCell: ((RowValue) -> AnyView)? {
        let content = self.content
        return { AnyView(content($0)) }
    }

    /// Creates a fixed width table column that isn't user resizable (accepted: a compact table
    /// shows its first column at the table's width).
    ///
    /// ```swift
    /// TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
    /// ```
    ///
    /// - Parameter width: A fixed width for the column; `nil` leaves its sizing as it is.
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        self
    }

    /// Creates a resizable table column with the provided constraints (accepted; not drawn).
    ///
    /// ```swift
    /// TableColumn("E-Mail Address", value: \.emailAddress).width(min: 120, ideal: 200, max: 400)
    /// ```
    ///
    /// - Parameters:
    ///   - min: The minimum width of the column, at least 0.
    ///   - ideal: The width the column starts at.
    ///   - max: The maximum width of the column (`.infinity` for none).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
        -> TableColumn<RowValue, Sort, Content, Label> {
        self
    }

    /// Sets the column's width: with no argument, leaves it as it is. It resolves `.width()`,
    /// which the two other width methods would both accept.
    public func width() -> TableColumn<RowValue, Sort, Content, Label> {
        self
    }
}

// MARK: - Unsortable columns

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column that generates its label from a localized string key.
    ///
    /// ```swift
    /// TableColumn("Age") { person in Text("\(person.age)") }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates an unsortable column that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// Creates an unsortable column with a text label.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    /// Creates an unsortable column that displays a string property verbatim, and generates its
    /// label from a localized string key.
    ///
    /// ```swift
    /// Table(people) {
    ///     TableColumn("Given Name", value: \.givenName)
    /// }
    /// ```
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates an unsortable column that displays a string property verbatim, and generates its
    /// label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates an unsortable column that displays a string property verbatim, with a text label.
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

// MARK: - Columns sorted by a key path

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column for comparable values, with a localized title.
    ///
    /// ```swift
    /// TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the column's localized title.
    ///   - value: The path to the property the column sorts by.
    ///   - content: The view content to display for each row.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates a sortable column for comparable values, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content)
    }

    /// Creates a sortable column for comparable values, with a text label.
    public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, content: content)
    }

    /// Creates a sortable column for optional comparable values (`nil` first), with a localized
    /// title.
    ///
    /// ```swift
    /// TableColumn("Nickname", value: \.nickname) { Text($0.nickname ?? "—") }
    /// ```
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates a sortable column for optional comparable values, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content)
    }

    /// Creates a sortable column for optional comparable values, with a text label.
    public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, content: content)
    }

    /// Creates a sortable column that compares its values with `comparator`, with a localized
    /// title.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name, comparator: String.StandardComparator.lexical) { Text($0.name) }
    /// ```
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates a sortable column that compares its values with `comparator`, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: Text(title), content: content)
    }

    /// Creates a sortable column that compares its values with `comparator`, with a text label.
    public init<V, C: SortComparator>(
        _ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(label: text, content: content)
    }

    /// Creates a sortable column that displays a string property verbatim, with a localized
    /// title.
    ///
    /// ```swift
    /// Table(people, sortOrder: $sortOrder) {
    ///     TableColumn("Given Name", value: \.givenName)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the column's localized title.
    ///   - value: The path to the string shown in each row and sorted by.
    ///   - comparator: How the strings compare (`.lexical` by default; see the note on
    ///     ``TableColumn``).
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates a sortable column that displays a string property verbatim, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates a sortable column that displays a string property verbatim, with a text label.
    public init(
        _ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

// MARK: - Columns sorted by a comparator

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// Creates a sortable column whose header would sort the table by `comparator`, with a
    /// localized title.
    ///
    /// ```swift
    /// TableColumn("Name", sortUsing: KeyPathComparator(\Person.name)) { Text($0.name) }
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates a sortable column whose header would sort the table by `comparator`, with a
    /// string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content)
    }

    /// Creates a sortable column whose header would sort the table by `comparator`, with a text
    /// label.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}
