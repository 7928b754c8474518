import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// ```swift
/// struct EditingTools: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .topBarTrailing) { Button("Done") { finish() } }
///     }
/// }
/// ```
///
/// Inside a ``NavigationStack`` Kinema draws the items in the navigation bar (see
/// `toolbar(content:)`).
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

/// Conforming types represent items that can be placed in various locations in a customizable
/// toolbar.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Add") { add() }
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Toolbar items are primitive: they have no body.
    public var body: Never { fatalError("ToolbarItem has no body") }

    var toolbarItems: [ToolbarItemSpec] {
        [ToolbarItemSpec(placement: placement, view: AnyView(content))]
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, which allows for user
    /// customization (accepted; the id is not used).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of toolbar items with the same placement.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("First") { }
///     Spacer()
///     Button("Second") { }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Toolbar item groups are primitive: they have no body.
    public var body: Never { fatalError("ToolbarItemGroup has no body") }

    var toolbarItems: [ToolbarItemSpec] {
        Stacks.flatten(content).map { ToolbarItemSpec(placement: placement, view: AnyView(erasing: $0)) }
    }
}

/// A structure that defines the placement of a toolbar item.
///
/// ```swift
/// ToolbarItem(placement: .principal) { Text("Title") }
/// ```
///
/// In Kinema's navigation bar: `.navigation`, `.topBarLeading`, `.navigationBarLeading` and
/// `.cancellationAction` items sit at the leading edge; `.principal` in the centre; `.bottomBar`
/// and `.status` in a bar at the bottom; `.keyboard` items are not drawn; every other placement
/// (the default `.automatic` among them) at the trailing edge.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, hidden
    }

    let slot: Slot
    private let name: String

    private init(_ slot: Slot, _ name: String) {
        self.slot = slot
        self.name = name
    }

    /// The system places the item automatically.
    public static let automatic = ToolbarItemPlacement(.trailing, "automatic")
    /// The item is placed in the principal item section.
    public static let principal = ToolbarItemPlacement(.principal, "principal")
    /// The item represents a navigation action.
    public static let navigation = ToolbarItemPlacement(.leading, "navigation")
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(.trailing, "primaryAction")
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(.trailing, "secondaryAction")
    /// The item represents a change in status for the current context.
    public static let status = ToolbarItemPlacement(.bottom, "status")
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, "confirmationAction")
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(.leading, "cancellationAction")
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(.trailing, "destructiveAction")
    /// The item is placed in the keyboard section (not drawn: a Kinema host has no keyboard).
    public static let keyboard = ToolbarItemPlacement(.hidden, "keyboard")
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading, "topBarLeading")
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing, "topBarTrailing")
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(.bottom, "bottomBar")
    /// Places the item in the leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(.leading, "navigationBarLeading")
    /// Places the item in the trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing, "navigationBarTrailing")
}

/// The placement of a toolbar (the bars ``View/toolbar(_:for:)`` and
/// `toolbarBackground(_:for:)` apply to).
///
/// ```swift
/// .toolbar(.hidden, for: .navigationBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The primary toolbar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The bottom toolbar of an app.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The navigation bar of an app.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar of an app.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Constructs a toolbar item set from multi-expression closures.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarLeading) { EditButton() }
///     if canAdd {
///         ToolbarItem { Button("Add") { add() } }
///     }
/// }
/// ```
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    /// Passes a single piece of content through unmodified.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Builds an expression within the builder: an empty block.
    public static func buildBlock() -> _ToolbarItemList {
        _ToolbarItemList(items: [])
    }

    /// Passes a single piece of content through unmodified.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Combines the pieces of content of a block.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarItemList {
        var items: [ToolbarItemSpec] = []
        for piece in repeat each content {
            items += ToolbarItemSpec.items(of: piece)
        }
        return _ToolbarItemList(items: items)
    }

    /// Produces content for a conditional statement that has no `else` branch.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _ToolbarItemList {
        _ToolbarItemList(items: content.map(ToolbarItemSpec.items(of:)) ?? [])
    }

    /// Produces content for the first branch of a conditional statement.
    public static func buildEither<First: ToolbarContent>(first: First) -> _ToolbarItemList {
        _ToolbarItemList(items: ToolbarItemSpec.items(of: first))
    }

    /// Produces content for the second branch of a conditional statement.
    public static func buildEither<Second: ToolbarContent>(second: Second) -> _ToolbarItemList {
        _ToolbarItemList(items: ToolbarItemSpec.items(of: second))
    }

    /// Produces content for code inside an availability check.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> _ToolbarItemList {
        _ToolbarItemList(items: ToolbarItemSpec.items(of: content))
    }
}

/// Toolbar content built by ``ToolbarContentBuilder``: the items, in order.
public struct _ToolbarItemList: CustomizableToolbarContent, ToolbarItemsProviding {
    let items: [ToolbarItemSpec]

    /// Built content is primitive: it has no body.
    public var body: Never { fatalError("toolbar content has no body") }

    var toolbarItems: [ToolbarItemSpec] { items }
}

/// One item a toolbar shows: where, and what.
struct ToolbarItemSpec {
    let placement: ToolbarItemPlacement
    let view: AnyView

    /// The items of any toolbar content: its own for the built-in kinds, its body's otherwise.
    @MainActor
    static func items(of content: some ToolbarContent) -> [ToolbarItemSpec] {
        if let provider = content as? any ToolbarItemsProviding { return provider.toolbarItems }
        return items(of: content.body)
    }
}

/// Built-in toolbar content that knows its items.
@MainActor
protocol ToolbarItemsProviding {
    var toolbarItems: [ToolbarItemSpec] { get }
}
