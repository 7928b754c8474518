/// The orientation of the interface from the user's perspective.
///
/// By default, device previews appear right side up, using ``portrait``. Change it with
/// `previewInterfaceOrientation(_:)` or, with `#Preview`, an orientation trait:
///
/// ```swift
/// struct CircleImage_Previews: PreviewProvider {
///     static var previews: some View {
///         CircleImage()
///             .previewInterfaceOrientation(.landscapeRight)
///     }
/// }
/// ```
///
/// Kinema accepts an orientation and changes nothing for it: its preview device
/// (``Preview/deviceSize``) is square, so it looks the same on its side.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The stable identity of the orientation: `portrait`, `portraitUpsideDown`, `landscapeLeft`
    /// or `landscapeRight`.
    public let id: String

    private init(_ id: String) {
        self.id = id
    }

    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation("portrait")
    /// The device is in portrait mode, but is upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
