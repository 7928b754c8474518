import Foundation

/// An action that dismisses a presentation.
///
/// ```swift
/// struct SheetContents: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// > Note: Kinema presents nothing (see the Containers article), so there is nothing to dismiss:
/// > calling the action does nothing.
public struct DismissAction: Sendable {
    init() {}

    /// Dismisses the view if it is currently presented (here: nothing is).
    @MainActor
    public func callAsFunction() {}
}

/// An action that opens a URL.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Support") { openURL(supportURL) }
/// ```
///
/// > Note: A Kinema host opens nothing: the default action reports the URL as discarded. Set your
/// > own with `environment(\.openURL, OpenURLAction { url in … })` to observe it.
public struct OpenURLAction: Sendable {
    /// The result of an open URL action.
    public struct Result: Sendable {
        let accepted: Bool

        /// The handler opened the URL.
        public static let handled = Result(accepted: true)
        /// The handler discarded the URL.
        public static let discarded = Result(accepted: false)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(accepted: false)

        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> Result { Result(accepted: false) }
    }

    private let handler: @MainActor @Sendable (URL) -> Result

    /// Creates an action that opens a URL with `handler`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL, following system conventions.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Asynchronously opens a URL, reporting whether it was accepted.
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }
}

/// An indication whether a view is currently presented by another view (the older API).
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode: Sendable {
    /// Indicates whether a view is currently presented: never, in Kinema.
    public var isPresented: Bool { false }

    /// Dismisses the view if it is currently presented (here: nothing is).
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation (does nothing in Kinema).
    public var dismiss: DismissAction { DismissAction() }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented: `false`, Kinema presents nothing.
    public var isPresented: Bool { false }

    /// A binding to the current presentation mode of the view associated with this environment.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    /// An action that opens a URL (by default it opens nothing and reports the URL discarded).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}
