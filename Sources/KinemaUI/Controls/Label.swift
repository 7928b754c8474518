import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Lightning", systemImage: "bolt.fill")
/// Label { Text("Rain") } icon: { Image(systemName: "cloud.rain") }
/// ```
///
/// The ``View/labelStyle(_:)`` above it decides what is drawn: the icon then the title in a row
/// (``LabelStyle/titleAndIcon``, and the automatic style), the title alone or the icon alone.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.self) private var environment

    /// Creates a label with a custom title and icon.
    ///
    /// ```swift
    /// Label { Text(person.name) } icon: { Circle().frame(width: 32, height: 32) }
    /// ```
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it.
    public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: title), icon: LabelStyleConfiguration.Icon(content: icon))
        return styledBody(
            configuration, stack: \.labelStyleStack,
            fallback: AnyStyle(DefaultLabelStyle()) { $0.makeBody(configuration: $1) }, in: environment)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    ///
    /// ```swift
    /// Label("Favorites", systemImage: "heart")
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    ///
    /// ```swift
    /// Label(item.name, systemImage: "folder")
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a localized string.
    ///
    /// ```swift
    /// Label("Cat", image: "cat")
    /// ```
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    ///
    /// ```swift
    /// Label(pet.name, image: pet.type)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label representing the configuration of a style: inside a ``LabelStyle``'s body,
    /// the label as the style in effect outside it draws it.
    ///
    /// ```swift
    /// struct RedLabelStyle: LabelStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Label(configuration).foregroundStyle(.red)
    ///     }
    /// }
    /// ```
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View, ErasedContentView {
        let content: any View

        /// The title draws the label's title.
        public var body: Never { primitiveBody() }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View, ErasedContentView {
        let content: any View

        /// The icon draws the label's icon.
        public var body: Never { primitiveBody() }
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title

    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}

/// The default label style in the current context: the icon then the title, in a row.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    public init() {}

    /// The icon and the title, side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates an icon-only label style.
    public init() {}

    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates a title-only label style.
    public init() {}

    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// A label style that shows both the title and icon of the label using a system-standard layout.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a label style that shows both the title and icon of the label using a
    /// system-standard layout.
    public init() {}

    /// The icon and the title, side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label using a system-standard
    /// layout.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension EnvironmentValues {
    /// The label styles set above, outermost first: a label takes the last one.
    var labelStyleStack: [AnyStyle<LabelStyleConfiguration>] {
        get { self[StyleStackKey<LabelStyleConfiguration>.self] }
        set { self[StyleStackKey<LabelStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    ///
    /// ```swift
    /// VStack {
    ///     Label("Rain", systemImage: "cloud.rain")
    ///     Label("Snow", systemImage: "snow")
    /// }
    /// .labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) }, onto: \.labelStyleStack)
    }
}
