import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
///
/// ```swift
/// GroupBox("Today") {
///     Text("Steps: 8,214")
///     Text("Distance: 6.1 km")
/// }
/// ```
///
/// Drawn as iOS draws it: the label in the headline font above the content, leading-aligned with
/// 8 points between them, inset 16 points in a rounded rectangle (corner radius 8) filled with
/// the secondary system background.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    ///
    /// ```swift
    /// GroupBox { Toggle("Sync", isOn: $sync) } label: { Label("Account", systemImage: "person") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box with the provided label and view content (the older spelling).
    ///
    /// ```swift
    /// GroupBox(label: Text("Account")) { Toggle("Sync", isOn: $sync) }
    /// ```
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    /// The label and the content in the box.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    ///
    /// ```swift
    /// GroupBox { Text("Nothing to report") }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy (Kinema draws the default style).
public protocol GroupBoxStyle: Sendable {}

/// The default style for group box views.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates a default style for group box views.
    public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style for group boxes within this view (accepted; the default style is drawn).
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        self
    }
}

/// A container view that displays semantically-related controls in a visually-appropriate manner
/// for the context.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease", systemImage: "minus") { size -= 1 }
///     Button("Increase", systemImage: "plus") { size += 1 }
/// }
/// ```
///
/// Drawn as iOS draws an inline group: the controls side by side, equally wide, in a rounded
/// rectangle of the tertiary system fill.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// Creates a new control group with the specified content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a new control group with the specified content and a label (the label is for
    /// menus and accessibility; the controls are drawn).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// Creates a new control group with the specified content and a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls in a row.
    public var body: some View {
        // One flexible frame on several views applies to each, so each control takes an equal
        // share (its height stands in for 8 points above and below a 20-point control).
        HStack(spacing: 0) {
            content.frame(maxWidth: .infinity, minHeight: 36)
        }
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlMetrics.tertiarySystemFill))
    }
}

/// Defines the implementation of all control groups within a view hierarchy (Kinema draws the
/// inline style).
public protocol ControlGroupStyle: Sendable {}

/// The default control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    public init() {}
}

/// A control group style that presents its content as a compact menu (drawn inline by Kinema).
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates a menu control group style.
    public init() {}
}

/// The navigation control group style (drawn inline by Kinema).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
    /// A control group style that presents its content as a compact menu (the palette spelling).
    public static var compactMenu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension View {
    /// Sets the style for control groups within this view (accepted; drawn inline).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self
    }
}
