import Foundation

/// A configuration for a navigation bar item.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    ///
    /// ```swift
    /// DetailView().navigationBarTitleDisplayMode(.inline)
    /// ```
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item (a stack's root: large).
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

/// A type that defines the behavior of title of a toolbar.
///
/// ```swift
/// ContentView().toolbarTitleDisplayMode(.inline)
/// ```
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// The automatic mode (large for a stack's root).
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    /// The large mode: a large title below the bar.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// The inline large mode (drawn large).
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// The inline mode: the title in the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(parks) { Text($0.name) }
    ///         .navigationTitle(Text("Parks"))
    /// }
    /// ```
    ///
    /// On a ``NavigationStack``'s root Kinema draws it as iOS does (see ``NavigationStack``);
    /// elsewhere it is accepted and draws nothing.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .title(title)))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    ///
    /// ```swift
    /// ContentView().navigationTitle("Parks")
    /// ```
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    ///
    /// ```swift
    /// ParkDetails(park).navigationTitle(park.name)
    /// ```
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(String(title)))
    }

    /// Configures the view's title for purposes of navigation, using a string binding (drawn with
    /// the binding's value; renaming is not offered).
    ///
    /// ```swift
    /// DocumentView().navigationTitle($document.name)
    /// ```
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Sets the title in the navigation bar for this view (the older spelling).
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.navigationBarTitle("Items")
    /// ```
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title in the navigation bar for this view (the older spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the title in the navigation bar for this view (the older spelling).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(String(title)))
    }

    /// Sets the title and display mode in the navigation bar for this view (the older spelling).
    ///
    /// ```swift
    /// DetailView().navigationBarTitle("Detail", displayMode: .inline)
    /// ```
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view (the older spelling).
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view (the older spelling).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(Text(String(title))).navigationBarTitleDisplayMode(displayMode)
    }

    /// Configures the title display mode for this view.
    ///
    /// ```swift
    /// DetailView()
    ///     .navigationTitle("Detail")
    ///     .navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .displayMode(displayMode)))
    }

    /// Configures the toolbar title display mode for this view.
    ///
    /// ```swift
    /// ContentView().toolbarTitleDisplayMode(.inline)
    /// ```
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .displayMode(mode.mode)))
    }

    /// Hides the navigation bar for this view.
    ///
    /// ```swift
    /// SplashView().navigationBarHidden(true)
    /// ```
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .barHidden(hidden)))
    }

    /// Hides the navigation bar back button for the view (accepted: a stack's root has none).
    ///
    /// ```swift
    /// EditorView().navigationBarBackButtonHidden()
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        self
    }

    /// Sets the navigation bar items for this view (the older spelling of a toolbar).
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
    /// ```
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .items([
            ToolbarItemSpec(placement: .navigationBarLeading, view: AnyView(leading)),
            ToolbarItemSpec(placement: .navigationBarTrailing, view: AnyView(trailing)),
        ])))
    }

    /// Sets the navigation bar items for this view (the older spelling of a toolbar).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .items([
            ToolbarItemSpec(placement: .navigationBarLeading, view: AnyView(leading)),
        ])))
    }

    /// Sets the navigation bar items for this view (the older spelling of a toolbar).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .items([
            ToolbarItemSpec(placement: .navigationBarTrailing, view: AnyView(trailing)),
        ])))
    }

    /// Associates a destination view with a presented data type for use within a navigation
    /// stack (accepted: Kinema pushes nothing, so the destination is never built).
    ///
    /// ```swift
    /// List(parks) { NavigationLink($0.name, value: $0) }
    ///     .navigationDestination(for: Park.self) { ParkDetails(park: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack (accepted: never presented, the binding never written).
    ///
    /// ```swift
    /// ContentView().navigationDestination(isPresented: $showsDetail) { Detail() }
    /// ```
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// Associates a destination view with a bound value for use within a navigation stack
    /// (accepted: never presented).
    ///
    /// ```swift
    /// ContentView().navigationDestination(item: $selected) { Detail(item: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }
}

// MARK: - Toolbars

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// ```swift
    /// ContentView()
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarLeading) { EditButton() }
    ///         ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
    ///     }
    /// ```
    ///
    /// On a ``NavigationStack``'s root the items are drawn in the navigation bar (see
    /// ``ToolbarItemPlacement`` for where each placement goes) and respond to ``ViewHost/tap(at:)``
    /// like any view; elsewhere they are accepted and not drawn.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .items(ToolbarItemSpec.items(of: content()))))
    }

    /// Populates the toolbar or navigation bar with the specified views, at the trailing edge.
    ///
    /// ```swift
    /// ContentView()
    ///     .toolbar {
    ///         Button("Add") { add() }
    ///     }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = Stacks.flatten(content()).map { ToolbarItemSpec(placement: .automatic, view: AnyView(erasing: $0)) }
        return modifier(_NavigationDecorationModifier(decoration: .items(items)))
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user
    /// customization (the id is accepted; drawn as `toolbar(content:)`).
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(_NavigationDecorationModifier(decoration: .items(ToolbarItemSpec.items(of: content()))))
    }

    /// Specifies the visibility of a bar managed by SwiftUI: hiding the navigation bar hides what
    /// Kinema would draw there.
    ///
    /// ```swift
    /// ContentView().toolbar(.hidden, for: .navigationBar)
    /// ```
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return modifier(_NavigationDecorationModifier(decoration: .barHidden(hides)))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI (accepted:
    /// Kinema's bars have no background of their own).
    ///
    /// ```swift
    /// ContentView().toolbarBackground(.visible, for: .navigationBar)
    /// ```
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI
    /// (accepted; see `toolbarBackground(_:for:)`).
    ///
    /// ```swift
    /// ContentView().toolbarBackground(Color.indigo, for: .navigationBar)
    /// ```
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI (accepted).
    ///
    /// ```swift
    /// ContentView().toolbarColorScheme(.dark, for: .navigationBar)
    /// ```
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        self
    }
}
