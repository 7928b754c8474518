import Foundation

/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// ```swift
/// NavigationStack {
///     List(parks) { park in
///         NavigationLink(park.name, value: park)
///     }
///     .navigationTitle("Parks")
///     .toolbar {
///         Button("Add") { withAnimation { parks.append(Park()) } }
///     }
///     .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
/// }
/// ```
///
/// Kinema shows the root and nothing else: there is no navigation model. Links draw their labels
/// and push nothing, a path binding is read by no one and never written, and destinations are
/// accepted and never built.
///
/// What is drawn is the root's navigation bar, iOS-style, when the root sets a title or toolbar
/// items (`navigationTitle(_:)`, `toolbar(content:)`): a
/// 44-point bar with the leading and trailing items and, in `.inline` display mode, the title
/// (a headline) in the middle; in `.automatic` and `.large` modes the title is a bold large title
/// below the bar, 52 points tall. Over a ``List`` or ``Form`` the bar scrolls with the rows, above
/// the first section, on the list's background. The root fills the space below the bar (it is
/// centred there, as in the safe area in SwiftUI); bottom-bar items sit in a 44-point row below
/// it. With neither a title nor items nothing is drawn and the root fills the stack.
///
/// The bar is drawn by the outermost navigation modifier applied to the root (with the ones chained
/// inside it); a modifier deeper in the root's content is accepted and draws nothing.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    ///
    /// ```swift
    /// NavigationStack {
    ///     Text("Root").navigationTitle("Home")
    /// }
    /// ```
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control (the
    /// path is accepted: Kinema shows the root).
    ///
    /// ```swift
    /// NavigationStack(path: $path) { HomeView() }
    /// ```
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control (the
    /// path is accepted: Kinema shows the root).
    ///
    /// ```swift
    /// @State private var path: [Park] = []
    /// NavigationStack(path: $path) { ParkList() }
    /// ```
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable {
        self.root = root()
    }

    /// The root, filling the stack, with its navigation bar.
    public var body: some View {
        NavigationRoot(root: root)
    }
}

/// A stack's root: it fills the stack, and the first navigation modifier in it draws the bar.
struct NavigationRoot<Root: View>: View {
    let root: Root
    @Environment(\.editMode) private var outerEditMode
    /// The edit mode the stack's content shares, unless one is given above.
    @State private var editMode = EditMode.inactive

    var body: some View {
        root
            .environment(\.editMode, outerEditMode ?? $editMode)
            .environment(\.navigationBarPending, true)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy.
///
/// ```swift
/// NavigationView {
///     List(items) { Text($0.name) }
///         .navigationBarTitle("Items")
/// }
/// ```
///
/// Deprecated in SwiftUI in favour of ``NavigationStack``, and drawn the same way: the root, with
/// its navigation bar.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The root, filling the view, with its navigation bar.
    public var body: some View {
        NavigationRoot(root: content)
    }
}

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// ```swift
/// NavigationSplitView {
///     List(departments, selection: $department) { Text($0.name) }
/// } detail: {
///     DepartmentDetail(department)
/// }
/// ```
///
/// On iPhone a split view collapses into a stack showing its first column; Kinema draws that: the
/// sidebar, as a ``NavigationStack``'s root. The other columns are accepted and not drawn.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    /// Creates a three-column navigation split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility (accepted).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    /// The sidebar, as a stack's root.
    public var body: some View {
        NavigationRoot(root: sidebar)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility (accepted).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    private let value: Int

    /// Hide the leading columns.
    public static let detailOnly = NavigationSplitViewVisibility(value: 0)
    /// Show the content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(value: 1)
    /// Show all the columns.
    public static let all = NavigationSplitViewVisibility(value: 2)
    /// Use the default leading column visibility.
    public static let automatic = NavigationSplitViewVisibility(value: 3)
}

/// A type-erased list of data representing the content of a navigation stack.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(park)
/// path.removeLast()
/// ```
///
/// Kinema keeps the values (for code that reads `count` or `isEmpty`); no stack shows them.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a new navigation path from a serializable version (Kinema keeps no serialized
    /// form: the path is empty).
    public init(_ codable: CodableRepresentation) {
        elements = []
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// A value that holds a serializable representation of the path: `nil` in Kinema.
    public var codable: CodableRepresentation? { nil }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path (no more than it holds; a negative count removes
    /// nothing).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }

    /// A serializable representation of a navigation path.
    public struct CodableRepresentation: Codable, Equatable {}
}

/// A specification for the appearance and interaction of a navigation view.
///
/// ```swift
/// NavigationView { Root() }.navigationViewStyle(.stack)
/// ```
public protocol NavigationViewStyle {}

/// The default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates a default navigation view style.
    public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view at a
/// time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates a stack navigation view style.
    public init() {}
}

/// A navigation view style represented by a series of views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates a column navigation view style.
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail view.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view at a
    /// time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view (accepted: Kinema draws the stack).
    ///
    /// ```swift
    /// NavigationView { Root() }.navigationViewStyle(.stack)
    /// ```
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
