import Foundation

/// A control for presenting a menu of actions.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Rename", action: rename)
/// }
///
/// Menu {
///     Button("Open in Preview", action: openInPreview)
/// } label: {
///     Label("PDF", systemImage: "doc.fill")
/// }
/// ```
///
/// Kinema draws a menu as its label, tinted like a borderless button, and presses like one. A
/// tap runs the menu's primary action when it has one; a host has no screen to open the menu on,
/// so its items are kept but never shown.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let action = primaryAction
        Button(action: { action?() }) { label }
            .buttonStyle(.borderless)
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == KinemaUI.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { KinemaUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { KinemaUI.Label(title, systemImage: systemImage) }
    }
}

/// A type that applies standard interaction behavior and a custom appearance to all menus within a
/// view hierarchy. Kinema accepts the built-in styles; every menu draws as its label.
///
/// ```swift
/// Menu("Sort") { … }.menuStyle(.button)
/// ```
public protocol MenuStyle {}

/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// A menu style that displays a button that toggles the display of the menu's contents.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

/// A menu style that displays a borderless button (deprecated in SwiftUI; accepted).
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the style for menus within this view (accepted: every menu draws as its label).
    ///
    /// ```swift
    /// Menu("Sort") { Button("Name") { sortByName() } }
    ///     .menuStyle(.button)
    /// ```
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        self
    }
}
