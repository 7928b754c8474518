/// A simulator device that runs a preview.
///
/// ```swift
/// CircleImage()
///     .previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
/// ```
///
/// > Note: Kinema has no simulators: a preview's device is recorded nowhere and changes nothing;
/// > the device layout is always ``Preview/deviceSize``. It exists so that previews written for
/// > SwiftUI compile.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name, as Xcode lists it.
    public let rawValue: String

    /// Creates a device from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from a string literal naming it.
    public init(stringLiteral: String) {
        self.init(rawValue: stringLiteral)
    }
}

/// Platforms that can run the preview.
///
/// ```swift
/// struct CircleImage_Previews: PreviewProvider {
///     static var previews: some View { CircleImage() }
///     static var platform: PreviewPlatform? { PreviewPlatform.tvOS }
/// }
/// ```
///
/// > Note: Kinema renders every preview the same way on every platform; the value is a hint it
/// > ignores, as Xcode ignores it for single-platform targets.
public enum PreviewPlatform: Hashable, Sendable {
    /// Specifies iOS as the preview platform.
    case iOS
    /// Specifies macOS as the preview platform.
    case macOS
    /// Specifies tvOS as the preview platform.
    case tvOS
    /// Specifies watchOS as the preview platform.
    case watchOS
}
