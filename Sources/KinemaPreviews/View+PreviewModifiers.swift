import Foundation

extension View {
    /// Sets a user visible name to show for a preview.
    ///
    /// ```swift
    /// struct CircleImage_Previews: PreviewProvider {
    ///     static var previews: some View {
    ///         CircleImage()
    ///             .previewDisplayName("Circle")
    ///     }
    /// }
    /// ```
    ///
    /// `kinema previews` lists a provider under the name given to the one view its `previews`
    /// returns, when it is a string literal. The modifier changes nothing on screen.
    ///
    /// - Parameter value: A name for the preview.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewSettingModifier(setting: .displayName(value)))
    }

    /// Overrides the size of the container for the preview.
    ///
    /// ```swift
    /// CircleImage()
    ///     .previewLayout(.sizeThatFits)
    /// ```
    ///
    /// A `#Preview`'s layout trait, when it has one, takes precedence. Kinema finds the modifier
    /// in the preview's view value, wherever it is applied in it (not inside another view's
    /// `body`).
    ///
    /// - Parameter value: A layout to use for preview.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewSettingModifier(setting: .layout(value)))
    }

    /// Overrides the orientation of the preview.
    ///
    /// ```swift
    /// CircleImage()
    ///     .previewInterfaceOrientation(.landscapeRight)
    /// ```
    ///
    /// - Parameter value: An orientation to use for preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewSettingModifier(setting: .orientation(value)))
    }

    /// Overrides the device for a preview.
    ///
    /// ```swift
    /// CircleImage()
    ///     .previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
    /// ```
    ///
    /// > Note: Kinema accepts and ignores the device (see ``PreviewDevice``).
    ///
    /// - Parameter value: A device to use for preview, or `nil` for the default.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewSettingModifier(setting: .device(value)))
    }
}

/// A preview modifier's setting, kept in the view value for the recorder to find; the content is
/// shown unchanged. Not API.
public struct _PreviewSettingModifier: ViewModifier {
    enum Setting {
        case displayName(String?)
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case device(PreviewDevice?)
    }

    let setting: Setting

    /// The content, unchanged.
    public func body(content: Content) -> some View {
        content
    }
}
