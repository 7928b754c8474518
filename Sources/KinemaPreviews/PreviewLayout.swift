import Foundation

/// A size constraint for a preview.
///
/// Give a ``PreviewProvider``'s view one with `previewLayout(_:)`; with the
/// `#Preview` macro, use the equivalent ``PreviewTrait`` (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`):
///
/// ```swift
/// struct CircleImage_Previews: PreviewProvider {
///     static var previews: some View {
///         CircleImage()
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// When Kinema records a preview the layout decides the host's size: ``device`` is
/// ``Preview/deviceSize`` (400 × 400 points), ``sizeThatFits`` the size the view takes when
/// offered the device's size, ``fixed(width:height:)`` the given size. Each side is clamped to
/// 1…8,192 points; a NaN or infinite side is the device's.
public enum PreviewLayout: Sendable, Hashable {
    /// Center the preview in a container the size of the device on which the preview is
    /// running (the default).
    case device
    /// Center the preview in a fixed size container with the given dimensions.
    case fixed(width: CGFloat, height: CGFloat)
    /// Fit the container to the size of the preview when offered the size of the device that the
    /// preview is running on.
    case sizeThatFits
}
