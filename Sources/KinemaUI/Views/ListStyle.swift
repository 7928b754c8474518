import Foundation

/// A protocol that describes the behavior and appearance of a list.
///
/// ```swift
/// List(flavors) { Text($0.name) }
///     .listStyle(.plain)
/// ```
///
/// Kinema draws the iOS look of each style, in its light appearance (see ``List``).
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list: on
/// iOS, and in Kinema, the inset grouped look.
public struct DefaultListStyle: ListStyle {
    /// Creates a default list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of a plain list: rows edge to edge
/// on the list's background, separated by hairlines.
public struct PlainListStyle: ListStyle {
    /// Creates a plain list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of a grouped list: sections as
/// full-width white groups on a grey background, with small capitalised headers.
public struct GroupedListStyle: ListStyle {
    /// Creates a grouped list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset grouped list: sections
/// as white cards with rounded corners, inset from the edges of a grey background.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates an inset grouped list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset list: rows inset from
/// the list's edges, on its plain background.
public struct InsetListStyle: ListStyle {
    /// Creates an inset list style.
    public init() {}
}

/// The list style that describes the behavior and appearance of a sidebar list: on iPhone, and
/// in Kinema, drawn as an inset grouped list.
public struct SidebarListStyle: ListStyle {
    /// Creates a sidebar list style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style for lists within this view.
    ///
    /// ```swift
    /// List {
    ///     Section("Fruit") { Text("Apple"); Text("Pear") }
    /// }
    /// .listStyle(.insetGrouped)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, ListStyleKind(style))
    }
}

/// The list looks Kinema draws, with their iOS metrics.
enum ListStyleKind: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset

    init(_ style: some ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is GroupedListStyle: self = .grouped
        case is InsetListStyle: self = .inset
        default: self = .insetGrouped
        }
    }

    /// Whether sections sit on the grey grouped background as white groups.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }

    /// How far sections are inset from the list's sides.
    var sectionMargin: CGFloat {
        switch self {
        case .plain, .grouped: 0
        case .insetGrouped, .inset: 16
        }
    }

    /// The corner radius of a section's card.
    var cornerRadius: CGFloat { self == .insetGrouped ? 10 : 0 }

    /// The row insets when a row sets none.
    var rowInsets: EdgeInsets {
        let side: CGFloat = self == .plain ? 16 : 20
        return EdgeInsets(top: 6, leading: side, bottom: 6, trailing: side)
    }

    /// The list's background.
    var background: Color { isGrouped ? ListColors.groupedBackground : ListColors.background }

    /// The fill of a row when it sets no background.
    var rowBackground: Color { ListColors.background }

    /// The default space between sections.
    var sectionSpacing: CGFloat { self == .plain ? 0 : 20 }
}

/// iOS's system colours for lists, light appearance.
enum ListColors {
    /// `systemBackground`.
    static let background = Color.white
    /// `systemGroupedBackground`: #F2F2F7.
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// `separator`: grey at 29 % opacity.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
}

extension EnvironmentValues {
    /// The list style set by ``View/listStyle(_:)`` above (inset grouped by default, as on iOS).
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

private struct ListStyleKindKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}
