import Foundation

// Row and section preferences a `List` reads from its rows (SwiftUI calls them traits). On a row,
// on the `ForEach` or `Section` that makes rows, or on any view outside a list, the modifier draws
// nothing itself: the list reads it when it lays the row out, the row's own setting winning over
// one set further out.

/// What a row asks of the list that shows it.
struct ListRowTraits {
    /// The row's background; `nil`: the style's.
    var background: AnyView?
    var topSeparator = Visibility.automatic
    var bottomSeparator = Visibility.automatic
    var separatorTint: Color?
    /// The row's insets; `nil`: the style's.
    var insets: EdgeInsets?
    /// A badge shown at the row's trailing edge.
    var badge: Text?
}

/// Sets a list row trait; draws nothing (its content passes through).
struct _ListRowTraitModifier: ViewModifier, PrimitiveModifier {
    let apply: (inout ListRowTraits) -> Void

    func body(content: Content) -> Never { primitiveBody() }

    func update(_ node: ViewNode, content: any View, in context: inout UpdateContext) {
        node.role = .group
        context.updateChild(of: node, with: content)
    }
}

extension View {
    /// Places a custom background view behind a list row item.
    ///
    /// ```swift
    /// List(flavors) { flavor in
    ///     Text(flavor.name).listRowBackground(Color.yellow.opacity(0.3))
    /// }
    /// ```
    ///
    /// The background fills the row (clipped to its section card's rounded corners in an inset
    /// grouped list); `nil` keeps the style's.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(_ListRowTraitModifier { $0.background = background })
    }

    /// Sets the display mode for the separator associated with this specific row.
    ///
    /// ```swift
    /// Text("No line below").listRowSeparator(.hidden, edges: .bottom)
    /// ```
    ///
    /// A hidden top edge also hides the line below the row before.
    ///
    /// - Parameters:
    ///   - visibility: The visibility of this row's separators.
    ///   - edges: The set of row edges for which this preference applies (all by default).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { traits in
            if edges.contains(.top) { traits.topSeparator = visibility }
            if edges.contains(.bottom) { traits.bottomSeparator = visibility }
        })
    }

    /// Sets the tint color associated with a row's separators.
    ///
    /// ```swift
    /// Text("Warning").listRowSeparatorTint(.red)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The color to tint the row separators, or `nil` for the style's.
    ///   - edges: The set of row edges for which the tint applies (all by default).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier { $0.separatorTint = color })
    }

    /// Applies an inset to the rows in a list.
    ///
    /// ```swift
    /// Text("Edge to edge").listRowInsets(EdgeInsets())
    /// ```
    ///
    /// - Parameter insets: The insets around the row's content; `nil` keeps the style's (6
    ///   points above and below; 16 points at the sides in a plain list, 20 in the others). NaN,
    ///   infinite and negative insets read as 0.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowTraitModifier { $0.insets = insets.map(ListRowTraits.sanitized) })
    }

    /// Sets whether to hide the separator associated with a list section (accepted: Kinema draws
    /// no separators above or below sections).
    ///
    /// ```swift
    /// Section("Fruit") { rows }.listSectionSeparator(.hidden)
    /// ```
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Sets the tint color associated with a section's separators (accepted; see
    /// ``View/listSectionSeparator(_:edges:)``).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Generates a badge for the view from an integer value: a list row shows it at its trailing
    /// edge; `0` shows none.
    ///
    /// ```swift
    /// Text("Inbox").badge(3)
    /// ```
    public func badge(_ count: Int) -> some View {
        let text = count == 0 ? nil : Text("\(count)")
        return modifier(_ListRowTraitModifier { $0.badge = text })
    }

    /// Generates a badge for the view from a text view (`nil`: none).
    ///
    /// ```swift
    /// Text("Status").badge(Text("New"))
    /// ```
    public func badge(_ label: Text?) -> some View {
        modifier(_ListRowTraitModifier { $0.badge = label })
    }

    /// Generates a badge for the view from a localized string key (`nil`: none).
    ///
    /// ```swift
    /// Text("Updates").badge("New")
    /// ```
    public func badge(_ key: LocalizedStringKey?) -> some View {
        let text = key.map { Text($0) }
        return modifier(_ListRowTraitModifier { $0.badge = text })
    }

    /// Generates a badge for the view from a string (`nil`: none).
    ///
    /// ```swift
    /// Text("Version").badge(version)
    /// ```
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        let text = label.map { Text(String($0)) }
        return modifier(_ListRowTraitModifier { $0.badge = text })
    }
}

extension ListRowTraits {
    /// Insets a list can lay out with: NaN, infinite and negative edges read as 0.
    static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return EdgeInsets(
            top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
            trailing: clean(insets.trailing))
    }
}

// MARK: - List-wide settings

/// The spacing options between two adjacent sections in a list.
///
/// ```swift
/// List { sections }.listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Hashable, Sendable {
    let length: CGFloat?

    /// The default spacing between sections (20 points in the grouped styles, none in a plain
    /// list).
    public static let `default` = ListSectionSpacing(length: nil)
    /// Compact spacing between sections: 8 points.
    public static let compact = ListSectionSpacing(length: 8)

    /// Creates a custom spacing option (NaN, infinite and negative lengths read as 0).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: spacing.isFinite ? max(spacing, 0) : 0)
    }
}

/// The prominence of a section header.
///
/// ```swift
/// Section("Pinned") { rows }.headerProminence(.increased)
/// ```
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}

extension View {
    /// Sets the vertical spacing between two adjacent rows in a list.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.listRowSpacing(10)
    /// ```
    ///
    /// - Parameter spacing: The spacing between rows; `nil`, NaN, infinite and negative values:
    ///   none (rows touch, as by default).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        let clean = spacing.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return environment(\.listRowSpacing, clean)
    }

    /// Sets the spacing between adjacent sections in a list.
    ///
    /// ```swift
    /// List { sections }.listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.length)
    }

    /// Sets the spacing between adjacent sections in a list to `spacing` points (NaN, infinite and
    /// negative lengths read as 0).
    ///
    /// ```swift
    /// List { sections }.listSectionSpacing(32)
    /// ```
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, ListSectionSpacing.custom(spacing).length)
    }

    /// Specifies the visibility of the background for scrollable views within this view: a list or
    /// form with a hidden background shows what is behind it.
    ///
    /// ```swift
    /// Form { fields }
    ///     .scrollContentBackground(.hidden)
    ///     .background(Color.indigo)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackgroundHidden, visibility == .hidden)
    }

    /// Sets the header prominence for this view (accepted: Kinema draws every header alike).
    ///
    /// ```swift
    /// Section("Pinned") { rows }.headerProminence(.increased)
    /// ```
    public func headerProminence(_ prominence: Prominence) -> some View {
        self
    }
}

extension EnvironmentValues {
    /// The default minimum height of a row in a list (44 points, as on iOS).
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .environment(\.defaultMinListRowHeight, 60)
    /// ```
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The default minimum height of a header in a list (accepted; headers take their own
    /// height).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The spacing between rows set by ``View/listRowSpacing(_:)``.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The spacing between sections set by `listSectionSpacing(_:)`.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// Whether ``View/scrollContentBackground(_:)`` hid the background of lists below.
    var scrollContentBackgroundHidden: Bool {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}
