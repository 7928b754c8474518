import Foundation

/// A preview: what the `#Preview` macro declares, holding the preview's name, its traits and the
/// closure that makes its view.
///
/// You don't use this type directly; write `#Preview`:
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) {
///     ContentView()
/// }
/// ```
///
/// Kinema adds ways to read a preview back and record it headless (``displayName``, ``traits``,
/// ``makeView()``, ``record(framesPerSecond:duration:events:)``), which the `kinema` tool uses:
///
/// ```swift
/// let preview = Preview("Loader") { TrimLoader() }
/// let recording = preview.record(duration: 3)   // 180 frames of 400 × 400 points
/// ```
@MainActor
public struct Preview {
    /// Traits that apply to previews of views.
    public enum ViewTraits {}

    /// The name the preview was given, or `nil`; for a ``PreviewProvider``, the name its view's
    /// `previewDisplayName(_:)` gives (which makes the view).
    ///
    /// Kinema's addition; SwiftUI's canvas labels an unnamed preview with its line.
    public var displayName: String? {
        guard readsNameFromView else { return name }
        return PreviewSettings(of: makeView()).displayName ?? nil
    }

    private let name: String?
    private let readsNameFromView: Bool

    /// The traits the preview was given, in order.
    ///
    /// Kinema's addition.
    public let traits: [PreviewTrait<ViewTraits>]

    private let body: @MainActor () -> any View

    /// Creates a preview of a view.
    ///
    /// The `#Preview` macro expands into a declaration that calls this initializer; use the macro.
    ///
    /// - Parameters:
    ///   - name: An optional display name for the preview.
    ///   - traits: Traits that customize the preview: its layout and orientation.
    ///   - body: A view builder that produces the view to preview.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.readsNameFromView = false
        self.traits = traits
        self.body = body
    }

    /// Creates the preview of a ``PreviewProvider``: its ``PreviewProvider/previews``, with the
    /// name and layout its preview modifiers give.
    ///
    /// Kinema's addition, so a provider records as a `#Preview` does:
    ///
    /// ```swift
    /// let recording = Preview(ContentView_Previews.self).record()
    /// ```
    public init<Provider: PreviewProvider>(_ provider: Provider.Type) {
        self.name = nil
        self.readsNameFromView = true
        self.traits = []
        self.body = { Provider.previews }
    }

    /// Makes the preview's view, running its body.
    ///
    /// Kinema's addition. Each call makes a new view value.
    public func makeView() -> any View {
        body()
    }
}
