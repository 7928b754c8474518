import Foundation

/// The custom symbols read from asset catalogues' symbol sets, drawn as system symbols are: sized
/// by the font in effect, in the foreground style, one layer.
///
/// A symbol's key is its name behind a prefix no system symbol's name has, so `Image(systemName:)`
/// never finds a custom symbol (SwiftUI finds them only through `Image(_:bundle:)`).
package enum CustomSymbols {
    /// The key under which ``SystemSymbols/artwork(named:weight:)`` finds the symbol set `name`.
    package static func key(for name: String) -> String { "\u{0}asset:" + name }

    package static func artwork(forKey key: String) -> SystemSymbols.Artwork? {
        guard key.hasPrefix("\u{0}") else { return nil }
        return storage.artwork(forKey: key)
    }

    /// Keeps `artwork` under `key`, replacing what was there.
    package static func store(_ artwork: SystemSymbols.Artwork, forKey key: String) {
        storage.set(artwork, forKey: key)
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
