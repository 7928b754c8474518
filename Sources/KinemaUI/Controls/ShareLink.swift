import Foundation

/// A view that controls a sharing presentation.
///
/// ```swift
/// ShareLink(item: URL(string: "https://www.swift.org")!)
/// ShareLink("Share recipe", item: recipe.text, subject: Text(recipe.title))
/// ShareLink(item: photoURL) {
///     Label("Send", systemImage: "paperplane")
/// }
/// ```
///
/// Drawn as a borderless button whose default label is `Label("Share", systemImage:
/// "square.and.arrow.up")`. There is no share sheet on Linux: a tap does nothing, and the item,
/// subject, message and preview are kept for accessibility only.
public struct ShareLink<Label: View>: View {
    let label: Label

    /// Creates an instance that presents the share interface for an item, with a label you
    /// provide.
    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// Creates an instance that presents the share interface for an item with a preview, with a
    /// label you provide.
    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// Creates an instance that presents the share interface for a collection of items, with a
    /// label you provide.
    public init<Items: Sequence>(
        items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// The label as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == KinemaUI.Label<Text, Image> {
    /// Creates an instance that presents the share interface for an item, with the default
    /// "Share" label.
    ///
    /// ```swift
    /// ShareLink(item: url)
    /// ```
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Self.defaultLabel(Text("Share")) }
    }

    /// Creates an instance that presents the share interface for an item with a preview, with the
    /// default "Share" label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { Self.defaultLabel(Text("Share")) }
    }

    /// Creates an instance that presents the share interface for a collection of items, with the
    /// default "Share" label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { Self.defaultLabel(Text("Share")) }
    }

    /// Creates an instance that presents the share interface for an item, with a localized title.
    ///
    /// ```swift
    /// ShareLink("Share link", item: url)
    /// ```
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Self.defaultLabel(Text(titleKey)) }
    }

    /// Creates an instance that presents the share interface for an item with a preview, with a
    /// localized title.
    public init<Item>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) {
        self.init(item: item, subject: subject, message: message) { Self.defaultLabel(Text(titleKey)) }
    }

    /// Creates an instance that presents the share interface for an item, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Self.defaultLabel(Text(title)) }
    }

    static func defaultLabel(_ title: Text) -> KinemaUI.Label<Text, Image> {
        KinemaUI.Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") })
    }
}

/// A representation of a type to display in a share preview.
///
/// ```swift
/// ShareLink(item: photo.url, preview: SharePreview(photo.caption, image: Image(photo.name)))
/// ```
public struct SharePreview: Sendable {
    let title: Text

    /// Creates a preview representation with a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
    }

    /// Creates a preview representation with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = Text(title)
    }

    /// Creates a preview representation with a localized title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
    }

    /// Creates a preview representation with a title string and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = Text(title)
    }

    /// Creates a preview representation with a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) {
        title = Text(titleKey)
    }

    /// Creates a preview representation with a localized title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Image) {
        title = Text(titleKey)
    }
}
