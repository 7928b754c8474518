/// Creates a preview of a view.
///
/// ```swift
/// struct ContentView: View {
///     var body: some View {
///         Text("Hello, World!")
///     }
/// }
///
/// #Preview {
///     ContentView()
/// }
///
/// #Preview("Dark") {
///     ContentView()
/// }
/// ```
///
/// Write it at file scope: `kinema previews` lists it (by name, or `Line N` without one) and
/// `kinema preview-render` records it. The body is a view builder; `@Previewable` declarations at
/// its root become properties of a view made for the preview, so `@State` works:
///
/// ```swift
/// #Preview("Toggle") {
///     @Previewable @State var isOn = false
///     Circle().scaleEffect(isOn ? 1.5 : 1).onTapGesture { withAnimation(.bouncy) { isOn.toggle() } }
/// }
/// ```
///
/// The macro declares a function, `_kinemaPreview(…)`, named from the file, line and column, that
/// returns the ``Preview``.
///
/// - Parameters:
///   - name: An optional display name for the preview.
///   - body: A view builder that produces the view to preview.
@freestanding(declaration, names: named(_kinemaPreview))
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KinemaPreviewMacros", type: "PreviewMacro")

/// Creates a preview of a view using the specified traits.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) {
///     Badge()
/// }
///
/// #Preview("Card", traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) {
///     Card()
/// }
/// ```
///
/// - Parameters:
///   - name: An optional display name for the preview.
///   - traits: A trait that customizes the preview (see ``PreviewTrait``).
///   - additionalTraits: Optional additional traits; for the layout and the orientation, the last
///     one wins.
///   - body: A view builder that produces the view to preview.
@freestanding(declaration, names: named(_kinemaPreview))
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KinemaPreviewMacros", type: "PreviewMacro")

/// Tag allowing a dynamic property to appear inline in a preview.
///
/// Tagging a variable declaration at the root of a `#Preview` body with `@Previewable` makes it a
/// property of a view that `#Preview` generates; the remaining statements form that view's body:
///
/// ```swift
/// #Preview("toggle") {
///     @Previewable @State var toggled = true
///     return Circle().opacity(toggled ? 1 : 0.5)
/// }
/// ```
///
/// It is an error to use `@Previewable` elsewhere.
@attached(peer)
public macro Previewable() = #externalMacro(module: "KinemaPreviewMacros", type: "PreviewableMacro")
