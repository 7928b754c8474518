/// A type that produces view previews.
///
/// > Important: You can use this protocol to define a preview manually, but you typically use
/// > the `#Preview` macro instead.
///
/// ```swift
/// struct CircleImage_Previews: PreviewProvider {
///     static var previews: some View {
///         CircleImage()
///             .previewDisplayName("Circle")
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// `kinema previews` lists every provider of a package target it can reach (one that is neither
/// `private` nor `fileprivate`, nor inside a function), and `kinema preview-render` records its
/// ``previews`` with the layout and orientation its preview modifiers give.
///
/// > Note: Xcode shows each view of a `Group` in `previews` as its own preview; Kinema records
/// > `previews` as one view.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder static var previews: Previews { get }

    /// The platform on which to run the provider; `nil` (the default) lets the tool decide.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform hint.
    public static var platform: PreviewPlatform? { nil }
}
