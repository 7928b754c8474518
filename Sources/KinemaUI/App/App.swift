import Foundation

/// A type that represents the structure and behavior of an app.
///
/// ```swift
/// @main
/// struct MyApp: App {
///     var body: some Scene {
///         WindowGroup {
///             ContentView()
///         }
///     }
/// }
/// ```
///
/// On Linux, the `SwiftUI` product's `main()` runs the app's first window headless in a
/// ``ViewHost`` and records it (see README, "Apps"); the app's scenes describe its windows
/// (``WindowGroup``), each of whose content is an ordinary view.
@MainActor
@preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

/// A part of an app's user interface with a life cycle managed by the system.
///
/// ```swift
/// struct Notes: Scene {
///     var body: some Scene {
///         WindowGroup("Notes") { NotesList() }
///     }
/// }
/// ```
@MainActor
@preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// The windows this scene opens, in order (Kinema's reading of the scene; not API).
    func _windows() -> [SceneWindow]
}

extension Scene {
    /// A composed scene's windows are its body's.
    public func _windows() -> [SceneWindow] { body._windows() }
}

extension Never: Scene {}

/// One window an app's scenes describe: its identifier and title, the view it shows, and the
/// size it asks for.
public struct SceneWindow {
    /// The window group's identifier, if it has one.
    public var id: String?
    /// The window's title, if it has one.
    public var title: String?
    /// The view the window shows.
    public var content: AnyView
    /// The size set by `defaultSize(_:)`, if any.
    public var defaultSize: CGSize?
}

/// A result builder for composing a collection of scenes into a single composite scene.
@MainActor
@resultBuilder
public struct SceneBuilder {
    /// Passes a single scene written as a child scene through unmodified.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Combines several scenes into one.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// A scene shown only when its condition holds.
    public static func buildOptional(_ scene: (any Scene)?) -> _OptionalScene { _OptionalScene(scene) }

    /// Produces content for a conditional statement's first branch.
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _EitherScene<First, Second> {
        _EitherScene(first: first, second: nil)
    }

    /// Produces content for a conditional statement's second branch.
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _EitherScene<First, Second> {
        _EitherScene(first: nil, second: second)
    }
}

/// Several scenes composed by ``SceneBuilder``.
public struct _TupleScene<each Content: Scene>: Scene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { fatalError("_TupleScene is primitive") }

    public func _windows() -> [SceneWindow] {
        var windows: [SceneWindow] = []
        for scene in repeat each content { windows += scene._windows() }
        return windows
    }
}

/// A scene present or not, from an `if` in a ``SceneBuilder``.
public struct _OptionalScene: Scene {
    let scene: (any Scene)?

    init(_ scene: (any Scene)?) {
        self.scene = scene
    }

    public var body: Never { fatalError("_OptionalScene is primitive") }
    public func _windows() -> [SceneWindow] { scene?._windows() ?? [] }
}

/// One of two scenes, from an `if`–`else` in a ``SceneBuilder``.
public struct _EitherScene<First: Scene, Second: Scene>: Scene {
    let first: First?
    let second: Second?

    public var body: Never { fatalError("_EitherScene is primitive") }
    public func _windows() -> [SceneWindow] { first?._windows() ?? second?._windows() ?? [] }
}

/// A scene that presents a group of identically structured windows.
///
/// ```swift
/// WindowGroup {
///     ContentView()
/// }
/// WindowGroup("Viewer", id: "viewer", for: Photo.ID.self) { $photoID in
///     PhotoViewer(id: photoID)
/// }
/// ```
///
/// Kinema opens one window of each group: a group `for:` a value type shows its content with a
/// `nil` value.
public struct WindowGroup<Content: View>: Scene {
    let id: String?
    let title: String?
    let content: () -> Content

    /// Creates a window group.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init(id: nil, title: nil, content: content)
    }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: id, title: nil, content: content)
    }

    /// Creates a window group with a text view title.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: nil, title: title.plainString, content: content)
    }

    /// Creates a window group with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: id, title: title.plainString, content: content)
    }

    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: nil, title: Text(titleKey).plainString, content: content)
    }

    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: id, title: Text(titleKey).plainString, content: content)
    }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: nil, title: String(title), content: content)
    }

    /// Creates a window group with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(id: id, title: String(title), content: content)
    }

    private init(id: String?, title: String?, content: @escaping () -> Content) {
        self.id = id
        self.title = title
        self.content = content
    }

    public var body: Never { fatalError("WindowGroup is primitive") }

    public func _windows() -> [SceneWindow] {
        [SceneWindow(id: id, title: title, content: AnyView(content()))]
    }
}

extension WindowGroup {
    /// Creates a window group that presents a value of type `D` (Kinema opens it with `nil`).
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(id: nil, title: nil) { PresentedWindowContent(content: content) }
    }

    /// Creates a window group with an identifier that presents a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(id: id, title: nil) { PresentedWindowContent(content: content) }
    }

    /// Creates a titled window group with an identifier that presents a value of type `D`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(id: id, title: Text(titleKey).plainString) { PresentedWindowContent(content: content) }
    }
}

/// The view of a window group that presents a value: its content, with the value in state.
public struct PresentedWindowContent<Data: Hashable, Content: View>: View {
    let content: (Binding<Data?>) -> Content
    @State private var value: Data?

    public var body: some View {
        content($value)
    }
}

/// A scene that presents an interface for viewing and modifying an app's settings (a macOS
/// window; Kinema lists it and does not open it).
///
/// ```swift
/// Settings { SettingsView() }
/// ```
public struct Settings<Content: View>: Scene {
    let content: () -> Content

    /// Creates a scene that presents an interface for viewing and modifying an app's
    /// preferences.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public var body: Never { fatalError("Settings is primitive") }
    public func _windows() -> [SceneWindow] { [] }
}

/// A scene with a default window size.
public struct _DefaultSizeScene<Content: Scene>: Scene {
    let content: Content
    let size: CGSize

    public var body: Never { fatalError("_DefaultSizeScene is primitive") }

    public func _windows() -> [SceneWindow] {
        content._windows().map { window in
            var sized = window
            sized.defaultSize = size
            return sized
        }
    }
}

extension Scene {
    /// Sets a default size for a window.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .defaultSize(width: 600, height: 400)
    /// ```
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _DefaultSizeScene(content: self, size: CGSize(width: width, height: height))
    }

    /// Sets a default size for a window.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _DefaultSizeScene(content: self, size: size)
    }
}
