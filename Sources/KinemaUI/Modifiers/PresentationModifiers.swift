import Foundation

// Modal presentations — sheets, covers, popovers, alerts, dialogs, context menus — are accepted so
// that code that wraps its animations in them compiles, and nothing is presented: a Kinema host
// has one window with no system chrome to present in. The presented content is never built (its
// `onAppear` never runs), the bindings are never written, `onDismiss` never runs, and the view the
// modifier is applied to is drawn as it is.

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// ```swift
    /// Button("Show") { isShowing = true }
    ///     .sheet(isPresented: $isShowing) { SettingsView() }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented (see the <doc:Containers> article).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// ```swift
    /// List(items) { item in Button(item.name) { selected = item } }
    ///     .sheet(item: $selected) { ItemDetail(item: $0) }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// Presents a modal view that covers as much of the screen as possible when the binding is
    /// true.
    ///
    /// ```swift
    /// ContentView().fullScreenCover(isPresented: $isPlaying) { Player() }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// Presents a modal view that covers as much of the screen as possible using the given item as
    /// a data source.
    ///
    /// > Note: Accepted; nothing is presented.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// Presents a popover when a given condition is true.
    ///
    /// ```swift
    /// Button("Info") { showsInfo = true }
    ///     .popover(isPresented: $showsInfo) { InfoView() }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    ///
    /// > Note: Accepted; nothing is presented.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        self
    }

    /// Adds a context menu to a view.
    ///
    /// ```swift
    /// Image(systemName: "heart")
    ///     .contextMenu { Button("Like") { like() } }
    /// ```
    ///
    /// > Note: Accepted; a menu cannot be opened headlessly.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// Adds a context menu with a custom preview to a view.
    ///
    /// > Note: Accepted; a menu cannot be opened headlessly.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }
}

// MARK: - Alerts and confirmation dialogs

extension View {
    /// Presents an alert when a given condition is true, using a localized string key for the
    /// title.
    ///
    /// ```swift
    /// Button("Delete") { confirming = true }
    ///     .alert("Delete the file?", isPresented: $confirming) {
    ///         Button("Delete", role: .destructive) { delete() }
    ///         Button("Cancel", role: .cancel) {}
    ///     }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented, and the actions never run.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// Presents an alert when a given condition is true, using a string for the title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// Presents an alert with a message when a given condition is true, using a localized string
    /// key for the title.
    ///
    /// ```swift
    /// .alert("Saved", isPresented: $saved) {
    ///     Button("OK") {}
    /// } message: {
    ///     Text("Your changes are safe.")
    /// }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// Presents an alert with a message when a given condition is true, using a string for the
    /// title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// Presents an alert with a message when a given condition is true, using a text view for the
    /// title.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// Presents an alert using the given data to produce the alert's content.
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// Presents an alert with a message using the given data to produce the alert's content.
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// Presents an alert using the given data to produce the alert's content, using a string for
    /// the title.
    ///
    /// > Note: Accepted; nothing is presented.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// using a string for the title.
    ///
    /// ```swift
    /// .alert(resort.name, isPresented: $showingFacility, presenting: selectedFacility) { _ in
    ///     Button("OK") {}
    /// } message: { facility in
    ///     Text(facility.description)
    /// }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// Presents an alert using the given data to produce the alert's content, using a text view
    /// for the title.
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// Presents an alert with a message using the given data to produce the alert's content,
    /// using a text view for the title.
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// Presents an alert when an error is present.
    ///
    /// ```swift
    /// .alert(isPresented: $showingError, error: loadError) { Button("OK") {} }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// Presents an alert with a message when an error is present.
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a localized
    /// string key for the title.
    ///
    /// > Note: Accepted; nothing is presented, and the actions never run.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content
    /// and a localized string key for the title.
    ///
    /// > Note: Accepted; nothing is presented, and the actions never run.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog using data to produce the dialog's content and a string for
    /// the title.
    ///
    /// > Note: Accepted; nothing is presented, and the actions never run.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content
    /// and a string for the title.
    ///
    /// > Note: Accepted; nothing is presented, and the actions never run.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        self
    }

    /// Presents an alert to the user (the older spelling, with an ``Alert`` value).
    ///
    /// ```swift
    /// .alert(isPresented: $failed) {
    ///     Alert(title: Text("Failed"), dismissButton: .default(Text("OK")))
    /// }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        self
    }

    /// Presents an alert for an item (the older spelling, with an ``Alert`` value).
    ///
    /// > Note: Accepted; nothing is presented.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        self
    }

    /// Presents a confirmation dialog when a given condition is true, using a localized string key
    /// for the title.
    ///
    /// ```swift
    /// Button("Delete…") { confirming = true }
    ///     .confirmationDialog("Delete the photo?", isPresented: $confirming, titleVisibility: .visible) {
    ///         Button("Delete", role: .destructive) { delete() }
    ///     }
    /// ```
    ///
    /// > Note: Accepted; nothing is presented, and the actions never run.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog when a given condition is true, using a string for the
    /// title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog when a given condition is true, using a text view for the
    /// title.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    ///
    /// > Note: Accepted; nothing is presented.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a
    /// string for the title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }

    /// Presents a confirmation dialog with a message when a given condition is true, using a text
    /// view for the title.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        self
    }
}

/// A representation of an alert presentation (the older alert API).
///
/// ```swift
/// Alert(title: Text("Saved"), message: Text("All done."), dismissButton: .default(Text("OK")))
/// ```
///
/// > Note: Accepted; Kinema presents no alerts.
public struct Alert {
    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}

    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}

    /// A button representing an operation of an alert presentation.
    public struct Button {
        private init() {}

        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }

        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }

        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button() }

        /// Creates an alert button that indicates cancellation, with a system-provided label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button() }
    }
}

// MARK: - Sheet configuration

/// A type that represents a height where a sheet naturally rests.
///
/// ```swift
/// .sheet(isPresented: $showsDetail) {
///     Detail().presentationDetents([.medium, .large])
/// }
/// ```
public struct PresentationDetent: Hashable, Sendable {
    private let kind: String
    private let value: Double

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(kind: "medium", value: 0.5)
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(kind: "large", value: 1)

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: "fraction", value: Double(fraction))
    }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: "height", value: Double(height))
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet (accepted: no sheet is presented).
    ///
    /// ```swift
    /// Detail().presentationDetents([.medium, .large])
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of the
    /// currently selected detent (accepted; the binding is never written).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        self
    }

    /// Sets the visibility of the drag indicator on top of a sheet (accepted).
    ///
    /// ```swift
    /// Detail().presentationDragIndicator(.visible)
    /// ```
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }

    /// Requests that the presentation have a specific corner radius (accepted).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        self
    }

    /// Sets the presentation background of the enclosing sheet using a shape style (accepted).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        self
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
    /// inspectors (accepted).
    ///
    /// ```swift
    /// EditorView().interactiveDismissDisabled()
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}
