import Foundation

/// A view that controls a navigation presentation.
///
/// ```swift
/// List(parks) { park in
///     NavigationLink(park.name) { ParkDetails(park: park) }
/// }
/// ```
///
/// Kinema draws the label and pushes nothing (see ``NavigationStack``): the destination is
/// never built and a tap does nothing. In a ``List`` row the label is followed by a chevron at the
/// row's trailing edge, as on iOS; elsewhere it is drawn as a ``Button`` with the default style
/// (a tap only shows the press).
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.isInsideList) private var isInsideList

    /// Creates a navigation link that presents the destination view.
    ///
    /// ```swift
    /// NavigationLink {
    ///     Detail()
    /// } label: {
    ///     Label("Detail", systemImage: "info.circle")
    /// }
    /// ```
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view (the older spelling, with the
    /// destination as a value).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view when active (the `isActive`
    /// binding is accepted, never read or written).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view when `selection` is `tag`
    /// (accepted, never read or written).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label, with a chevron in a list row; otherwise a button.
    public var body: some View {
        if isInsideList {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(NavigationLinkStyle.chevron)
            }
        } else {
            Button(action: {}) { label }
        }
    }
}

enum NavigationLinkStyle {
    /// iOS's `tertiaryLabel`: grey at 30 % opacity.
    static let chevron = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    ///
    /// ```swift
    /// NavigationLink("Settings") { SettingsView() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(String(title))
    }

    /// Creates a navigation link that presents a destination view (the older spelling, with the
    /// destination as a value).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    /// Creates a navigation link that presents a destination view (the older spelling, with the
    /// destination as a value).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(String(title))
    }

    /// Creates a navigation link that presents a destination view when active (the binding is
    /// accepted, never read or written).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(titleKey)
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value (accepted: the
    /// value is never pushed).
    ///
    /// ```swift
    /// NavigationLink(value: park) { ParkRow(park: park) }
    /// ```
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a localized string key.
    ///
    /// ```swift
    /// NavigationLink("Yosemite", value: park)
    /// ```
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(String(title))
    }
}
