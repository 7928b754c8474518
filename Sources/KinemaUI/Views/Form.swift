import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// ```swift
/// Form {
///     Section("Notifications") {
///         Toggle("Enabled", isOn: $enabled)
///         Picker("Sound", selection: $sound) { … }
///     }
///     Section {
///         Button("Reset", role: .destructive) { reset() }
///     }
/// }
/// ```
///
/// As on iOS, a form is drawn as an inset grouped ``List`` of its content, whatever list style is
/// set around it; everything the list documents applies.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content as an inset grouped list.
    public var body: some View {
        let content = self.content
        return List { content }.listStyle(.insetGrouped)
    }
}

/// The appearance and behavior of a form.
///
/// ```swift
/// Form { fields }.formStyle(.grouped)
/// ```
///
/// > Note: Kinema draws every form grouped, as iOS does by default; the style is accepted.
public protocol FormStyle {}

/// The default form style.
public struct AutomaticFormStyle: FormStyle {
    /// Creates a default form style.
    public init() {}
}

/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle {
    /// Creates a form style with grouped rows.
    public init() {}
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
/// column of values (accepted; drawn grouped).
public struct ColumnsFormStyle: FormStyle {
    /// Creates a form style with columns.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A form style with a column of labels next to a column of values.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style for forms in a view hierarchy (accepted: Kinema draws forms grouped).
    ///
    /// ```swift
    /// Form { fields }.formStyle(.grouped)
    /// ```
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
