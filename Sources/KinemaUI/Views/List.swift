import Foundation

/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
///
/// ```swift
/// struct Pets: View {
///     @State private var pets = [Pet(name: "Luna"), Pet(name: "Milo")]
///
///     var body: some View {
///         List {
///             Section("Pets") {
///                 ForEach(pets) { pet in
///                     Text(pet.name).transition(.slide)
///                 }
///             }
///             Button("Add") {
///                 withAnimation { pets.append(Pet(name: "Nala")) }
///             }
///         }
///     }
/// }
/// ```
///
/// Kinema draws the iOS look of the list style in effect (``View/listStyle(_:)``; inset grouped
/// by default), light appearance, as a column of rows inside a ``ScrollView`` that takes the space
/// it is offered:
/// - every view of the content is a row — tuples, `Group`s, `if`s, `ForEach`es and `AnyView`s are
///   looked through, and each ``Section`` starts a section with its header and footer. A custom
///   view is one row, even when its body makes several views (SwiftUI would make several rows);
/// - a row is its content inset by 6 points above and below and 20 at the sides (16 in a plain
///   list), leading-aligned, at least 44 points tall (`defaultMinListRowHeight`), on a white
///   background, with a hairline separator below it (inset to the content's leading edge) except
///   after a section's last row. Row modifiers change each: ``View/listRowInsets(_:)``,
///   ``View/listRowBackground(_:)``, ``View/listRowSeparator(_:edges:)``,
///   ``View/listRowSeparatorTint(_:edges:)``, `badge(_:)`;
/// - inset grouped: sections are cards inset 16 points from the sides with 10-point corners, on
///   iOS's grouped grey; grouped: full-width groups on the grey; plain: rows edge to edge on
///   white; inset: rows inset 16 points on white; sidebar draws as inset grouped, as on iPhone.
///   Sections are 20 points apart in every style but plain (`listSectionSpacing(_:)`);
///   grouped headers are footnote capitals in the secondary colour, plain ones headlines;
///   footers are footnotes;
/// - rows keep their identity by their place in the content and their `ForEach` ids, so a row
///   inserted or removed under an animation takes its transition — applied to the whole row,
///   background and separator included, when the transition is set on the row's view (through
///   any modifiers); a transition deeper inside a custom row view animates insertions only.
///
/// Rows are made as they scroll into view, as in SwiftUI: a `ForEach` whose elements are one row
/// each costs what is on screen, however long its data (rows not made count at the mean height of
/// the made ones). A `ForEach` whose elements are several rows or sections is listed up front, at
/// most 100,000 rows. A Kinema list has no editing: selection bindings are accepted and never
/// written, swipe actions and ``DynamicViewContent/onDelete(perform:)`` never run.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    @Environment(\.listStyleKind) private var style
    @Environment(\.self) private var environment
    @Environment(\.listNavigationHeader) private var header

    /// Creates a list with the given content that supports selecting multiple rows (accepted:
    /// Kinema never selects).
    ///
    /// ```swift
    /// List(selection: $selection) { ForEach(items) { Text($0.name) } }
    /// ```
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list with the given content that supports selecting a single row that is
    /// optional (accepted: Kinema never selects).
    ///
    /// ```swift
    /// List(selection: $selected) { ForEach(items) { Text($0.name).tag($0.id) } }
    /// ```
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list with the given content that supports selecting a single row that cannot be
    /// deselected (accepted: Kinema never selects).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows in a scroll view on the style's background.
    public var body: some View {
        let style = self.style
        let metrics = ListMetrics(style: style, environment: environment)
        let hidesBackground = environment.scrollContentBackgroundHidden
        return ScrollView {
            _ListRows(content: content, style: style, metrics: metrics, header: header)
        }
        .background(hidesBackground ? Color.clear : style.background)
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    ///
    /// ```swift
    /// List {
    ///     Text("A List Item")
    ///     Text("A Second List Item")
    /// }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    ///
    /// ```swift
    /// List(ocean.regions) { region in Text(region.name) }
    /// ```
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    ///
    /// ```swift
    /// List(names, id: \.self) { Text($0) }
    /// ```
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    ///
    /// ```swift
    /// List(0..<5) { Text("Row \($0)") }
    /// ```
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that computes its rows on demand from a binding to a collection of
    /// identifiable data; each row gets a binding to its element.
    ///
    /// ```swift
    /// List($items) { $item in Toggle(item.name, isOn: $item.done) }
    /// ```
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows by a key path and gives each a binding to its
    /// element.
    ///
    /// ```swift
    /// List($names, id: \.self) { $name in Text(name) }
    /// ```
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// Creates a list that computes its rows on demand from identifiable data, optionally
    /// allowing users to select multiple rows (accepted: Kinema never selects).
    ///
    /// ```swift
    /// List(items, selection: $selection) { Text($0.name) }
    /// ```
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that computes its rows on demand from identifiable data, optionally
    /// allowing users to select a single row (accepted: Kinema never selects).
    ///
    /// ```swift
    /// List(items, selection: $selected) { Text($0.name) }
    /// ```
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows by a key path, optionally allowing users to select
    /// multiple rows (accepted: Kinema never selects).
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that identifies its rows by a key path, optionally allowing users to select
    /// a single row (accepted: Kinema never selects).
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}
