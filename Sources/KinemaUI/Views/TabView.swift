import Foundation

/// A view that switches between multiple child views using interactive user interface elements.
///
/// ```swift
/// TabView(selection: $tab) {
///     ReceivedView()
///         .tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }
///         .tag(Tab.received)
///     SentView()
///         .tabItem { Label("Sent", systemImage: "tray.and.arrow.up.fill") }
///         .tag(Tab.sent)
/// }
/// ```
///
/// Each view of the content is a tab — tuples, `Group`s, conditionals and `ForEach`es are looked
/// through, as a ``Picker`` reads its options — chosen by its ``View/tag(_:includeOptional:)`` (or
/// its `ForEach` id). Kinema shows the selected tab filling the view (the first when the selection
/// matches no tag, or without a selection binding until a tab is tapped), and below it iOS's
/// 49-point tab bar: each tab's ``View/tabItem(_:)`` label, icon above title, in the tint colour
/// when selected and grey otherwise. ``ViewHost/tap(at:)`` on an item selects its tab: the
/// selection binding is written (under the transaction current where the host is called), or the
/// tab view's own selection changes. With ``View/tabViewStyle(_:)`` `.page`, the selected page
/// fills the view with no bar, over a row of page dots (white, as on iOS; `indexDisplayMode:
/// .never` hides them); pages do not swipe.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var chosenIndex = 0
    @Environment(\.tabViewStyleKind) private var style

    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The selected tab and the bar (or page dots).
    public var body: some View {
        let options = PickerOptions.options(of: content)
        let selection = self.selection
        let selected = Self.selectedIndex(options: options, selection: selection?.wrappedValue, chosen: chosenIndex)
        let choose: @MainActor (Int) -> Void = { index in
            if let selection {
                guard let value = options[index].value(as: SelectionValue.self) else { return }
                selection.wrappedValue = value
            } else {
                chosenIndex = index
            }
        }
        return VStack(spacing: 0) {
            ZStack {
                ForEach(options.indices, id: \.self) { index in
                    if index == selected { AnyView(erasing: options[index].view) }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .bottom) {
                if case .page(let showsDots) = style, showsDots, options.count > 1 {
                    TabPageDots(count: options.count, selected: selected)
                }
            }
            if style == .automatic {
                TabBar(items: options.map { TabItemLabel.of($0.view) }, selected: selected, choose: choose)
            }
        }
    }

    /// The selected tab: the one whose tag is the selection, else the one chosen by a tap (the
    /// first when that is out of range).
    static func selectedIndex(options: [PickerOption], selection: SelectionValue?, chosen: Int) -> Int {
        if let selection, let index = options.firstIndex(where: { $0.value(as: SelectionValue.self) == selection }) {
            return index
        }
        return options.indices.contains(chosen) ? chosen : 0
    }
}

extension TabView where SelectionValue == Int {
    /// Creates an instance that selects from content, its own selection starting at the first
    /// tab.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// iOS's tab bar: the items spread evenly across a 49-point bar on a translucent grey, with a
/// hairline on top.
struct TabBar: View {
    let items: [AnyView?]
    let selected: Int
    let choose: @MainActor (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                Button {
                    choose(index)
                } label: {
                    (items[index] ?? AnyView(EmptyView()))
                        .labelStyle(TabItemLabelStyle())
                        .foregroundStyle(index == selected ? AnyShapeStyle(.tint) : AnyShapeStyle(TabBar.unselected))
                        .frame(maxWidth: .infinity)
                        .frame(height: 49)
                }
                .buttonStyle(.plain)
            }
        }
        .background(TabBar.background)
        .overlay(alignment: .top) { ListColors.separator.frame(height: ListRowChrome.separatorThickness) }
    }

    /// iOS's unselected tab item grey.
    static let unselected = Color(red: 153 / 255, green: 153 / 255, blue: 153 / 255)
    /// The bar's background: `systemBackground` at 94 %, as the opaque-looking bar material.
    static let background = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94)
}

/// A tab item's label: the icon above the title, small.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title.font(.system(size: 10, weight: .medium))
        }
    }
}

/// The page indicator of a paged tab view: a dot per page, the selected one opaque.
struct TabPageDots: View {
    let count: Int
    let selected: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<min(count, 100), id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == selected ? 1 : 0.35))
                    .frame(width: 8, height: 8)
            }
        }
        .padding(.bottom, 12)
    }
}

/// Sets a tab's label; draws nothing itself (the tab view reads it).
struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    let label: AnyView

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

/// A tab, looked through for the label its `tabItem` set.
@MainActor
protocol TabItemCarrying {
    var carriedTabItem: AnyView? { get }
}

extension ModifiedContent: TabItemCarrying where Content: View, Modifier: ViewModifier {
    var carriedTabItem: AnyView? {
        if let item = modifier as? _TabItemModifier { return item.label }
        return (content as? any TabItemCarrying)?.carriedTabItem
    }
}

@MainActor
enum TabItemLabel {
    /// The label a tab's `tabItem` set, if any.
    static func of(_ view: any View) -> AnyView? {
        (view as? any TabItemCarrying)?.carriedTabItem
    }
}

extension View {
    /// Sets the tab bar item associated with this view.
    ///
    /// ```swift
    /// InboxView()
    ///     .tabItem { Label("Inbox", systemImage: "tray") }
    /// ```
    ///
    /// Inside a ``TabView`` the label is drawn in the tab bar; elsewhere it is accepted and not
    /// drawn.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = label()
        return modifier(_TabItemModifier(label: AnyView(VStack(spacing: 2) { label })))
    }

    /// Sets the style for the tab view within the current environment.
    ///
    /// ```swift
    /// TabView { pages }.tabViewStyle(.page(indexDisplayMode: .never))
    /// ```
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, TabViewStyleKind(style))
    }

    /// Sets the style for the index view within the current environment (accepted: Kinema draws
    /// page dots without a background).
    ///
    /// ```swift
    /// TabView { pages }.indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        self
    }
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {}

/// The default tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates a default tab view style.
    public init() {}
}

/// A tab view style that displays a tab bar (the default on iPhone).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates a tab-bar-only tab view style.
    public init() {}
}

/// A tab view style that implements a paged scrolling tab view.
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Hashable, Sendable {
        let showsDots: Bool

        /// Displays an index view when there are more than one page.
        public static let automatic = IndexDisplayMode(showsDots: true)
        /// Always display an index view regardless of page count.
        public static let always = IndexDisplayMode(showsDots: true)
        /// Never display an index view.
        public static let never = IndexDisplayMode(showsDots: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a new page tab view style with the specified index display mode.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A tab view style that implements a paged scrolling tab view.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A tab view style that implements a paged scrolling tab view with an index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// Defines the implementation of all `IndexView` instances within a view hierarchy.
public protocol IndexViewStyle {}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        private let value: Int

        /// Background will use the default for the platform.
        public static let automatic = BackgroundDisplayMode(value: 0)
        /// Background is only shown while the index view is interacted with.
        public static let interactive = BackgroundDisplayMode(value: 1)
        /// Background is always displayed behind the page index view.
        public static let always = BackgroundDisplayMode(value: 2)
        /// Background is never displayed behind the page index view.
        public static let never = BackgroundDisplayMode(value: 3)
    }

    /// Creates a page index view style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style that places a page index view over its content, with a background.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The tab view looks Kinema draws.
enum TabViewStyleKind: Hashable, Sendable {
    case automatic
    case page(showsDots: Bool)

    init(_ style: some TabViewStyle) {
        if let page = style as? PageTabViewStyle {
            self = .page(showsDots: page.indexDisplayMode.showsDots)
        } else {
            self = .automatic
        }
    }
}

extension EnvironmentValues {
    /// The tab view style set by ``View/tabViewStyle(_:)`` above.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}

private struct TabViewStyleKindKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.automatic
}
