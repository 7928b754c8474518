import Foundation
import KinemaDisplay

/// What an SVG document needs from an image's bytes — its `data:` URI, the size its header
/// states, and for a self-contained SVG the drawing to nest — computed once per distinct bytes
/// for the whole process, not once per document.
///
/// A live page renders a document per frame: re-encoding the base64 URI and re-validating a
/// nested SVG (lower-casing it, searching it for forbidden markup, checking its tags balance) on
/// every frame was about half of the preview server's time with fifty pages streaming the
/// avatar. The bytes are the key, so an image registered again under the same name with new
/// bytes is derived afresh.
enum SVGImageSourceCache {
    /// The parts of an image's source that depend on its bytes alone.
    struct Derived: Sendable {
        let uri: String
        let headerSize: CGSize?
        let inline: SVGInlineImage?
    }

    /// The cache empties when it holds this many bytes of images, so a program drawing ever new
    /// pictures keeps a bounded amount of memory.
    static let byteBudget = 32 << 20

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var entries: [Data: Derived] = [:]
        var bytes = 0
    }

    private static let storage = Storage()

    /// The derived parts for `data` of `format`, from the cache or computed now.
    static func derived(for data: Data, format: ImageRegistry.Format) -> Derived {
        if let known = storage.lock.withLock({ storage.entries[data] }) { return known }
        let derived = Derived(
            uri: SVGImageData.dataURI(for: data, format: format),
            headerSize: SVGImageData.size(of: data, format: format),
            inline: format == .svg ? String(data: data, encoding: .utf8).flatMap(SVGInlineImage.init) : nil)
        storage.lock.withLock {
            if storage.bytes + data.count > byteBudget {
                storage.entries.removeAll(keepingCapacity: true)
                storage.bytes = 0
            }
            if storage.entries.updateValue(derived, forKey: data) == nil { storage.bytes += data.count }
        }
        return derived
    }
}
