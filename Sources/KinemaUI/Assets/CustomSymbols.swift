import Foundation
internal import KinemaAssetCatalog

/// The custom symbols read from asset catalogues' symbol sets, drawn as system symbols are: sized
/// by the font in effect, in the foreground style, one layer.
///
/// A symbol's key is its name behind a prefix no system symbol's name has, so `Image(systemName:)`
/// never finds a custom symbol (SwiftUI finds them only through `Image(_:bundle:)`).
enum CustomSymbols {
    /// The key under which ``SystemSymbols/artwork(named:weight:)`` finds the symbol set `name`.
    static func key(for name: String) -> String { "\u{0}asset:" + name }

    static func artwork(forKey key: String) -> SystemSymbols.Artwork? {
        guard key.hasPrefix("\u{0}") else { return nil }
        return storage.artwork(forKey: key)
    }

    /// Makes the artwork of a symbol set's glyph and keeps it under `name`'s key; `false` when no
    /// path of the glyph reads.
    static func register(_ set: AssetCatalog.SymbolSet, named name: String) -> Bool {
        let m = set.glyph.transform
        let transform = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        var path = Path()
        for data in set.glyph.pathData {
            guard let part = Path(svgPathData: data) else { continue }
            path.addPath(part, transform: transform)
        }
        let bounds = path.boundingRect
        guard !path.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return false }
        let placed = path.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        let artwork = SystemSymbols.Artwork(path: placed, layers: [placed], size: bounds.size)
        storage.set(artwork, forKey: key(for: name))
        return true
    }

    private static let storage = Storage()

    /// The artworks: one dictionary behind a lock, shared by every thread.
    private final class Storage: @unchecked Sendable {
        // `artworks` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var artworks: [String: SystemSymbols.Artwork] = [:]

        func artwork(forKey key: String) -> SystemSymbols.Artwork? {
            lock.withLock { artworks[key] }
        }

        func set(_ artwork: SystemSymbols.Artwork, forKey key: String) {
            lock.withLock { artworks[key] = artwork }
        }
    }
}
