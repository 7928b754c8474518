import Foundation

#if !canImport(UIKit)
/// UIKit's image type, as SwiftUI code reaches for it: `Image(uiImage: UIImage(named: "logo")!)`,
/// `UIImage(systemName: "star")`, `UIImage(data: downloaded)`.
///
/// ```swift
/// if let photo = UIImage(data: data) {
///     Image(uiImage: photo).resizable().scaledToFit()
/// }
/// ```
///
/// Kinema has no UIKit; this small stand-in names an image Kinema can draw: a named image (the
/// ``ImageRegistry`` or an asset catalogue), a system symbol, or PNG, JPEG or SVG bytes, which it
/// registers under a name of their own. It only exists where UIKit does not.
public final class UIImage: Sendable {
    /// The image Kinema draws for it.
    let image: Image
    /// The size of the image, in points.
    public let size: CGSize
    /// The scale factor of the image.
    public let scale: CGFloat

    private init(image: Image, size: CGSize, scale: CGFloat) {
        self.image = image
        self.size = size
        self.scale = scale
    }

    /// Creates an image object from the specified named asset, or `nil` when no image has the
    /// name.
    public convenience init?(named name: String) {
        guard case .found = AssetLibrary.shared.registerImage(named: name, in: nil),
              let size = ImageRegistry.naturalSize(named: name)
        else { return nil }
        self.init(image: Image(name), size: size, scale: 1)
    }

    /// Creates an image object containing a system symbol image (`nil` for names Kinema does not
    /// draw).
    public convenience init?(systemName name: String) {
        guard SystemSymbols.artwork(named: name) != nil else { return nil }
        self.init(image: Image(systemName: name), size: CGSize(width: 17, height: 17), scale: 1)
    }

    /// Creates and returns an image object that uses the specified image data (PNG, JPEG or SVG),
    /// or `nil` when the bytes are none of those.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        // Equal bytes share one registry name.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = "kinema.uiimage:\(String(hash, radix: 16)):\(data.count):\(scale)"
        guard ImageRegistry.register(imageData: data, named: name, scale: scale), let size = ImageRegistry.naturalSize(named: name) else { return nil }
        self.init(image: Image(name), size: size, scale: scale)
    }

    /// Creates and returns an image object by loading the image data from the file at the
    /// specified path, or `nil` when it cannot be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The PNG bytes of an image made from PNG data; `nil` otherwise.
    public func pngData() -> Data? {
        guard case .named(let name) = image.source, let entry = ImageRegistry.entry(named: name), entry.format == .png
        else { return nil }
        return entry.data
    }
}

extension Image {
    /// Creates a SwiftUI image from a UIKit image instance.
    ///
    /// ```swift
    /// Image(uiImage: UIImage(named: "Turtle Rock")!)
    /// ```
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}
#endif
