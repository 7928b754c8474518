import Foundation

/// A container view that you can use to add hierarchy within certain views.
///
/// ```swift
/// List {
///     Section("Fruit") {
///         Text("Apple")
///         Text("Pear")
///     }
///     Section {
///         Toggle("Notify", isOn: $notify)
///     } footer: {
///         Text("Notifications arrive hourly.")
///     }
/// }
/// ```
///
/// In a ``List`` or ``Form`` a section groups its rows under its header and above its footer, as
/// the list's style draws them. Anywhere else, as in SwiftUI, it shows its header, content and
/// footer one after the other: inside a stack they join the stack one by one.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the content shows (`false`: a collapsed section, its header only).
    let isExpanded: Bool

    init(header: Parent, content: Content, footer: Footer, isExpanded: Bool = true) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header, footer, and the provided section content.
    ///
    /// ```swift
    /// Section {
    ///     Text("Row")
    /// } header: {
    ///     Text("Header")
    /// } footer: {
    ///     Text("Footer")
    /// }
    /// ```
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// Creates a section with a header, footer, and the provided section content (the older
    /// spelling, with the header and footer as values).
    ///
    /// ```swift
    /// Section(header: Text("Header"), footer: Text("Footer")) {
    ///     Text("Row")
    /// }
    /// ```
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    /// A section has no body.
    public var body: Never { primitiveBody() }

    func update(_ node: ViewNode, in context: inout UpdateContext) {
        // Outside a list: the header, the content and the footer in sequence.
        node.role = .group
        guard context.isNewValue else { return context.revisitChildren(of: node) }
        var views: [any View] = []
        var identities: [AnyHashable] = []
        let parts: [(String, any View)] = isExpanded
            ? [("header", header), ("content", content), ("footer", footer)] : [("header", header)]
        for (part, view) in parts {
            for (index, element) in Stacks.flatten(view).enumerated() where !(element is EmptyView) {
                views.append(element)
                identities.append(AnyHashable([AnyHashable(part), AnyHashable(index)]))
            }
        }
        context.reconcileChildren(of: node, with: views, identities: identities)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    ///
    /// ```swift
    /// Section {
    ///     Text("Row")
    /// } footer: {
    ///     Text("Footer")
    /// }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// Creates a section with a footer and the provided section content (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    ///
    /// ```swift
    /// Section {
    ///     Text("Row")
    /// } header: {
    ///     Text("Header")
    /// }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// Creates a section with a header and the provided section content (the older spelling).
    ///
    /// ```swift
    /// Section(header: Text("Header")) { Text("Row") }
    /// ```
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    ///
    /// ```swift
    /// Section { Text("Row") }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, with a header made from a localized
    /// string key.
    ///
    /// ```swift
    /// Section("Fruit") { Text("Apple") }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Creates a section with the provided section content, with a header made from a string.
    ///
    /// ```swift
    /// Section(category.name) { rows }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), content: content(), footer: EmptyView())
    }

    /// Creates a section with a header made from a localized string key, whose expansion is
    /// controlled by `isExpanded` (a collapsed section shows its header only).
    ///
    /// ```swift
    /// Section("Advanced", isExpanded: $showsAdvanced) { rows }
    /// ```
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }

    /// Creates a section with a header made from a string, whose expansion is controlled by
    /// `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }
}
