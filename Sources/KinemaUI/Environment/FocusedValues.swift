import Foundation

// Focused values and commands: how an app's menu commands reach the focused scene's state
// (`focusedValue(_:_:)`, `@FocusedValue`, `@FocusedBinding`, `.commands { … }`). A Kinema host
// has no menu bar, so commands are accepted and never shown, and a focused value reads `nil`
// (nothing outside the view publishing it asks for it). Code written for them compiles and its
// views draw as they do on iOS, where an app without a menu bar has the same outcome.

/// A protocol for identifier types used when publishing and observing focused values.
///
/// ```swift
/// struct SelectedLandmarkKey: FocusedValueKey {
///     typealias Value = Binding<Landmark>
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of value associated with the key.
    associatedtype Value
}

/// A collection of state exported by the focused scene and its ancestors.
///
/// ```swift
/// extension FocusedValues {
///     var selectedLandmark: Binding<Landmark>? {
///         get { self[SelectedLandmarkKey.self] }
///         set { self[SelectedLandmarkKey.self] = newValue }
///     }
/// }
/// ```
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty collection.
    public init() {}

    /// Reads and writes values associated with a given focused value key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A property wrapper for observing values from the focused view or one of its ancestors.
///
/// ```swift
/// @FocusedValue(\.selectedLandmark) var selectedLandmark
/// ```
///
/// Reads `nil` in Kinema (see the comment at the top of this file).
@propertyWrapper
public struct FocusedValue<Value> {
    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// A new property wrapper for the given object type (an `@Observable` published with
    /// `focusedValue(_:)`).
    public init(_ objectType: Value.Type) where Value: AnyObject {}

    /// The value for the focus key given the current scene and state of the focused view
    /// hierarchy.
    public var wrappedValue: Value? { nil }
}

/// A convenience property wrapper for observing and automatically unwrapping state bindings from
/// the focused view or one of its ancestors.
///
/// ```swift
/// @FocusedBinding(\.selectedLandmark) var selectedLandmark
/// ```
@propertyWrapper
public struct FocusedBinding<Value> {
    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The unwrapped value for the focus key given the current scene and state of the focused
    /// view hierarchy (`nil` in Kinema).
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the optional value (a constant `nil` in Kinema).
    public var projectedValue: Binding<Value?> {
        .constant(nil)
    }
}

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused view hierarchy (accepted).
    ///
    /// ```swift
    /// List(selection: $selection) { … }
    ///     .focusedValue(\.selectedLandmark, $modelData.landmarks[index ?? 0])
    /// ```
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Modifies this view by injecting an optional value (accepted).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }

    /// Modifies this view by injecting a value for the focused scene (accepted).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Modifies this view by injecting an observable object for focus-dependent views (accepted).
    public func focusedValue<T: AnyObject>(_ object: T?) -> some View {
        self
    }
}

/// Conforming types represent a group of related commands that can be exposed to the user via
/// the main menu on macOS and key commands on iOS.
///
/// ```swift
/// struct LandmarkCommands: Commands {
///     var body: some Commands {
///         SidebarCommands()
///         CommandMenu("Landmark") { Button("Toggle Favorite") {} }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder var body: Body { get }
}

/// Constructs command sets from multi-expression closures.
@resultBuilder
@MainActor @preconcurrency
public enum CommandsBuilder {
    /// Builds an empty command set from a block containing no statements.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// Passes a single command group written as a child group through unmodified.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }

    /// Combines several command groups.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _CommandsGroup {
        _CommandsGroup()
    }

    /// A command group from an `if` without `else`.
    public static func buildOptional<C: Commands>(_ content: C?) -> _CommandsGroup { _CommandsGroup() }

    /// A command group from either branch of an `if`/`else`.
    public static func buildEither<C: Commands>(first: C) -> _CommandsGroup { _CommandsGroup() }

    /// A command group from either branch of an `if`/`else`.
    public static func buildEither<C: Commands>(second: C) -> _CommandsGroup { _CommandsGroup() }
}

/// Commands with no body of their own (the leaves of a command hierarchy).
public protocol _PrimitiveCommands: Commands where Body == Never {}

extension Never: Commands {}

extension _PrimitiveCommands {
    /// A primitive command set has no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// An empty group of commands.
public struct EmptyCommands: _PrimitiveCommands {
    /// Creates an empty command hierarchy.
    public init() {}
}

/// Several command groups together.
public struct _CommandsGroup: _PrimitiveCommands {}

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands.
///
/// ```swift
/// CommandMenu("Landmark") {
///     Button("Toggle Favorite") { selectedLandmark?.isFavorite.toggle() }
/// }
/// ```
public struct CommandMenu<Content: View>: _PrimitiveCommands {
    /// Creates a new menu with a localized name for a collection of app- specific commands.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}

    /// Creates a new menu for a collection of app-specific commands.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}

    /// Creates a new menu for a collection of app-specific commands with a text label.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
}

/// Groups of controls that you can add to existing command menus.
public struct CommandGroup<Content: View>: _PrimitiveCommands {
    /// A value describing the placement of command groups in the main menu.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// A value describing the placement of command groups in the main menu.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// A value describing the placement of command groups in the main menu.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard locations that you can place new command groups relative to.
public struct CommandGroupPlacement: Sendable {
    private let name: String

    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// A built-in set of commands for manipulating window sidebars.
public struct SidebarCommands: _PrimitiveCommands {
    /// A new value describing the built-in sidebar-related commands.
    public init() {}
}

/// A built-in set of commands for manipulating window toolbars.
public struct ToolbarCommands: _PrimitiveCommands {
    /// A new value describing the built-in toolbar-related commands.
    public init() {}
}

/// A built-in set of commands for transforming the styles applied to selections of text.
public struct TextEditingCommands: _PrimitiveCommands {
    /// A new value describing the built-in text-editing related commands.
    public init() {}
}

/// A built-in group of commands for searching, editing, and transforming selections of text.
public struct TextFormattingCommands: _PrimitiveCommands {
    /// A new value describing the built-in text-formatting related commands.
    public init() {}
}

/// A built-in set of commands that you can use to import and export items.
public struct ImportFromDevicesCommands: _PrimitiveCommands {
    /// Creates a new set of commands.
    public init() {}
}

extension Scene {
    /// Adds commands to the scene (accepted: a Kinema app has no menu bar).
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands { LandmarkCommands() }
    /// ```
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }
}
