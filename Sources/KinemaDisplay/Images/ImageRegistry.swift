import Foundation

/// The images `Image("name")` shows: PNG, JPEG or SVG data registered under a name, with its
/// natural size in points.
///
/// The image sets of asset catalogues are registered here the first time `Image(_:bundle:)` names
/// them (see `AssetCatalogs`); images from anywhere else are registered by name, before the
/// views that use them are laid out:
///
/// ```swift
/// ImageRegistry.register(png: try Data(contentsOf: photoURL), named: "photo")
/// ImageRegistry.register(svg: #"<svg width="64" height="64">…</svg>"#, named: "logo")
/// try ImageRegistry.register(contentsOf: URL(fileURLWithPath: "avatar@2x.png"), named: "avatar", scale: 2)
///
/// Image("photo")                          // the photo's size in points
///     .resizable()
///     .frame(width: 200, height: 200)
/// ```
///
/// **Natural size.** A PNG's comes from its `IHDR` header and a JPEG's from its start-of-frame
/// segment: one point per pixel, divided by `scale` (2 for an `@2x` image). An SVG's comes from
/// its root element's `width` and `height` (absolute CSS units, one point per CSS pixel), else its
/// `viewBox`, else ``defaultSVGSize``. Sizes are capped at ``maximumDimension`` points.
///
/// **Rendering.** `SVGRenderer` embeds the registered bytes (an SVG as an `image/svg+xml` data
/// URI). Bytes passed to its `images:` parameter under the same name win over the registry.
///
/// **Unknown names.** `Image("name")` for a name nobody registered takes ``Image/defaultSize``
/// and draws as a labelled placeholder; it never fails.
///
/// The registry is one table behind a lock, shared by every thread and every host: register from
/// anywhere, at any time. A view reads it when it updates, so registering after a view was laid
/// out shows the image from the next update on.
public enum ImageRegistry {
    /// The formats the registry accepts.
    public enum Format: String, Hashable, Sendable, Codable {
        case png, jpeg, svg

        /// The media type of the format, for a `data:` URI.
        public var mediaType: String {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            case .svg: "image/svg+xml"
            }
        }
    }

    /// A registered image: its bytes, their format and its natural size in points.
    ///
    /// ```swift
    /// if let entry = ImageRegistry.entry(named: "photo") { print(entry.format, entry.size) }
    /// ```
    public struct Entry: Hashable, Sendable {
        /// The file's bytes (an SVG's as UTF-8).
        public let data: Data
        /// The bytes' format.
        public let format: Format
        /// The natural size in points: finite, each side 0…``ImageRegistry/maximumDimension``.
        public let size: CGSize
    }

    /// What ``register(contentsOf:named:scale:)`` throws for a file it cannot use.
    public enum RegistrationError: Error, Hashable, Sendable {
        /// The file is neither PNG, JPEG nor SVG, or its header is unreadable.
        case unsupportedFormat(URL)
    }

    /// The size of an SVG that gives neither `width`/`height` nor a `viewBox`: 100 × 100 points.
    public static let defaultSVGSize = CGSize(width: 100, height: 100)

    /// The largest natural width or height, in points (100,000): larger sizes are capped, so an
    /// absurd header cannot put an enormous frame into layout.
    public static let maximumDimension: CGFloat = 100_000

    /// Registers PNG bytes under `name`, replacing whatever was registered under it.
    ///
    /// ```swift
    /// ImageRegistry.register(png: try Data(contentsOf: url), named: "photo")
    /// ```
    ///
    /// - Parameters:
    ///   - data: A PNG file's bytes.
    ///   - name: The name `Image(_:)` looks up (case-sensitive).
    ///   - scale: Pixels per point (2 for an `@2x` image). Non-finite or non-positive values count
    ///     as 1.
    /// - Returns: `true` when registered; `false`, registering nothing, when the bytes do not start
    ///   with a PNG signature and a readable `IHDR` header.
    @discardableResult
    public static func register(png data: Data, named name: String, scale: CGFloat = 1) -> Bool {
        guard let pixels = ImageHeader.pixelSize(ofPNG: data) else { return false }
        store(Entry(data: data, format: .png, size: points(pixels, scale: scale)), named: name)
        return true
    }

    /// Registers JPEG bytes under `name`, replacing whatever was registered under it.
    ///
    /// ```swift
    /// ImageRegistry.register(jpeg: try Data(contentsOf: url), named: "beach")
    /// ```
    ///
    /// - Parameters:
    ///   - data: A JPEG file's bytes. The size is the start-of-frame's; EXIF orientation is not
    ///     applied.
    ///   - name: The name `Image(_:)` looks up (case-sensitive).
    ///   - scale: Pixels per point. Non-finite or non-positive values count as 1.
    /// - Returns: `true` when registered; `false`, registering nothing, when the bytes are not a
    ///   JPEG with a readable frame header.
    @discardableResult
    public static func register(jpeg data: Data, named name: String, scale: CGFloat = 1) -> Bool {
        guard let pixels = ImageHeader.pixelSize(ofJPEG: data) else { return false }
        store(Entry(data: data, format: .jpeg, size: points(pixels, scale: scale)), named: name)
        return true
    }

    /// Registers an SVG document under `name`, replacing whatever was registered under it.
    ///
    /// ```swift
    /// ImageRegistry.register(svg: #"<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>"#, named: "dot")
    /// ImageRegistry.entry(named: "dot")?.size   // 24 × 24, from the view box
    /// ```
    ///
    /// - Parameters:
    ///   - text: The document. Its natural size is its root's `width` and `height`, else its
    ///     `viewBox`'s size, else ``defaultSVGSize``.
    ///   - name: The name `Image(_:)` looks up (case-sensitive).
    /// - Returns: `true` when registered; `false`, registering nothing, when the text has no root
    ///   `<svg` element.
    @discardableResult
    public static func register(svg text: String, named name: String) -> Bool {
        let data = Data(text.utf8)
        guard ImageHeader.format(of: data) == .svg else { return false }
        let size = ImageHeader.size(ofSVG: text) ?? defaultSVGSize
        store(Entry(data: data, format: .svg, size: points(size, scale: 1)), named: name)
        return true
    }

    /// Registers the PNG, JPEG or SVG file at `url`, its format told by its first bytes.
    ///
    /// ```swift
    /// try ImageRegistry.register(contentsOf: URL(fileURLWithPath: "Art/logo.svg"))   // as "logo"
    /// ```
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - name: The name to register under; `nil` (the default) uses the file's name without its
    ///     extension.
    ///   - scale: Pixels per point for PNG and JPEG files (ignored for SVG).
    /// - Throws: The error reading the file, or ``RegistrationError/unsupportedFormat(_:)``.
    public static func register(contentsOf url: URL, named name: String? = nil, scale: CGFloat = 1) throws {
        let data = try Data(contentsOf: url)
        let name = name ?? url.deletingPathExtension().lastPathComponent
        if !register(imageData: data, named: name, scale: scale) { throw RegistrationError.unsupportedFormat(url) }
    }

    /// Registers PNG, JPEG or SVG bytes, whichever they are, under `name`; `false` when they are
    /// none of those (or unreadable as one).
    package static func register(imageData data: Data, named name: String, scale: CGFloat = 1) -> Bool {
        switch ImageHeader.format(of: data) {
        case .png: register(png: data, named: name, scale: scale)
        case .jpeg: register(jpeg: data, named: name, scale: scale)
        case .svg: String(data: data, encoding: .utf8).map { register(svg: $0, named: name) } ?? false
        case nil: false
        }
    }

    /// Removes the image registered under `name`, if any.
    ///
    /// ```swift
    /// ImageRegistry.unregister(named: "photo")
    /// ```
    public static func unregister(named name: String) {
        storage.set(nil, named: name)
    }

    /// The image registered under `name`, or `nil`.
    public static func entry(named name: String) -> Entry? {
        storage.entry(named: name)
    }

    /// The natural size of the image registered under `name`, or `nil`.
    ///
    /// ```swift
    /// ImageRegistry.naturalSize(named: "photo")   // CGSize(width: 640, height: 480)
    /// ```
    public static func naturalSize(named name: String) -> CGSize? {
        entry(named: name)?.size
    }

    // MARK: - Storage

    private static let storage = Storage()

    private static func store(_ entry: Entry, named name: String) {
        storage.set(entry, named: name)
    }

    /// `pixels / scale`, each side capped to 0…`maximumDimension`.
    private static func points(_ pixels: CGSize, scale: CGFloat) -> CGSize {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        func side(_ value: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value / scale, 0), maximumDimension) : 0
        }
        return CGSize(width: side(pixels.width), height: side(pixels.height))
    }

    /// The entries: one dictionary behind a lock.
    private final class Storage: @unchecked Sendable {
        // `entries` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var entries: [String: Entry] = [:]

        func entry(named name: String) -> Entry? {
            lock.lock()
            defer { lock.unlock() }
            return entries[name]
        }

        func set(_ entry: Entry?, named name: String) {
            lock.lock()
            defer { lock.unlock() }
            entries[name] = entry
        }
    }
}
