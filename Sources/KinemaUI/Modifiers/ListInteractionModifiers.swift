import Foundation

// Interactions a list or navigation stack offers on a device — pull to refresh, swipe actions, a
// search field — are accepted: a Kinema host cannot pull, swipe or type, so their actions never
// run and nothing is drawn for them.

extension View {
    /// Marks this view as refreshable.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .refreshable { await store.reload() }
    /// ```
    ///
    /// > Note: Accepted; the action never runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    /// Adds custom swipe actions to a row in a list.
    ///
    /// ```swift
    /// Text(item.name)
    ///     .swipeActions { Button("Delete", role: .destructive) { delete(item) } }
    /// ```
    ///
    /// > Note: Accepted; the actions are not drawn and never run.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        self
    }

    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query)
    /// ```
    ///
    /// > Note: Accepted; no search field is drawn and the binding is never written.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        self
    }

    /// Marks this view as searchable, with a prompt made from a localized string key.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        self
    }

    /// Marks this view as searchable, with a prompt made from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        self
    }
}

/// The placement of a search field in a view hierarchy.
///
/// ```swift
/// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Hashable, Sendable {
    private let name: String

    /// SwiftUI places the search field automatically.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The search field is placed in the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The search field is placed in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The search field is placed in a drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The search field is placed in a drawer of the navigation bar, with the given display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// A mode that determines when to display a search field that appears in a navigation bar.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        private let always: Bool

        /// Display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
        /// Enable SwiftUI to automatically decide whether to display the search field.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    }
}
