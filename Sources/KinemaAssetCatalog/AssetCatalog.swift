import Foundation

/// An Xcode asset catalogue (`Assets.xcassets`) read as the folder of JSON files it is on disk:
/// its colour sets, image sets and symbol sets by name.
///
/// ```swift
/// let catalog = AssetCatalog(contentsOf: URL(fileURLWithPath: "Sources/App/Assets.xcassets"))
/// catalog.assets.map(\.name)   // ["AccentColor", "Brand", "Icons/Star", …]
/// ```
///
/// Names follow Xcode's: a set's folder name without its extension, prefixed with the names of
/// the enclosing folders that *provide a namespace* (`"properties": {"provides-namespace": true}`
/// in the folder's `Contents.json`), joined by `/`. Folders that do not provide a namespace only
/// group. Unreadable or malformed sets are skipped, never fatal: a catalogue always loads.
///
/// Both KinemaUI (which decodes the colours and images) and the asset-symbol generator (which
/// only needs the names) read catalogues through this type, so they agree on every name.
public struct AssetCatalog: Sendable {
    /// What a set holds.
    public enum Kind: String, Sendable, CaseIterable {
        /// A `.colorset`.
        case color
        /// An `.imageset`.
        case image
        /// A `.symbolset` (a custom symbol's SVG template).
        case symbol
    }

    /// One set of the catalogue.
    public struct Asset: Sendable, Hashable {
        /// The name code looks it up by, namespaces included (`"Icons/Star"`).
        public let name: String
        /// The namespaces the name sits in, outermost first (`["Icons"]`).
        public let namespaces: [String]
        /// The set's own name, without namespaces (`"Star"`).
        public let baseName: String
        public let kind: Kind
        /// The set's folder.
        public let directory: URL
    }

    /// The catalogue's folder.
    public let url: URL
    /// Every set, in a stable order (depth first, folder names sorted).
    public let assets: [Asset]

    /// The deepest folder nesting read; deeper folders are ignored, so a link cycle or an absurd
    /// tree cannot hang the walk.
    public static let maximumDepth = 32

    /// Reads the catalogue at `url`; a folder that does not exist gives a catalogue with no sets.
    public init(contentsOf url: URL) {
        self.url = url
        var assets: [Asset] = []
        Self.walk(url, namespaces: [], depth: 0, into: &assets)
        self.assets = assets
    }

    /// The set named `name` of the given kind, or `nil`.
    public func asset(named name: String, kind: Kind) -> Asset? {
        assets.first { $0.name == name && $0.kind == kind }
    }

    /// The catalogues (`.xcassets` folders) in `root` and in the plain folders below it, at most
    /// `depth` levels down, in a stable order.
    ///
    /// ```swift
    /// AssetCatalog.catalogs(under: resourceBundleURL, depth: 2)   // [.../Assets.xcassets]
    /// ```
    public static func catalogs(under root: URL, depth: Int) -> [URL] {
        guard depth > 0 else { return [] }
        return subfolders(of: root).flatMap { folder -> [URL] in
            if folder.pathExtension == "xcassets" { return [folder] }
            return folder.pathExtension.isEmpty ? catalogs(under: folder, depth: depth - 1) : []
        }
    }

    /// The folders directly in `folder`, hidden ones left out, sorted by name.
    private static func subfolders(of folder: URL) -> [URL] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        return entries.sorted().compactMap { entry in
            guard !entry.hasPrefix(".") else { return nil }
            let child = folder.appendingPathComponent(entry, isDirectory: true)
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: child.path, isDirectory: &isDirectory) && isDirectory.boolValue ? child : nil
        }
    }

    private static func walk(_ folder: URL, namespaces: [String], depth: Int, into assets: inout [Asset]) {
        guard depth < maximumDepth else { return }
        for child in subfolders(of: folder) {
            let entry = child.lastPathComponent
            let ext = child.pathExtension
            let base = child.deletingPathExtension().lastPathComponent
            if let kind = Kind(setExtension: ext) {
                let name = (namespaces + [base]).joined(separator: "/")
                assets.append(Asset(name: name, namespaces: namespaces, baseName: base, kind: kind, directory: child))
            } else if ext.isEmpty {
                let contents = CatalogJSON.object(at: child.appendingPathComponent("Contents.json"))
                let properties = contents?["properties"] as? [String: Any]
                let namespaced = (properties?["provides-namespace"] as? Bool) == true
                walk(child, namespaces: namespaced ? namespaces + [entry] : namespaces, depth: depth + 1, into: &assets)
            }
            // Other sets (app icons, launch images, data sets, textures) are not drawn by views.
        }
    }
}

extension AssetCatalog.Kind {
    init?(setExtension: String) {
        switch setExtension {
        case "colorset": self = .color
        case "imageset": self = .image
        case "symbolset": self = .symbol
        default: return nil
        }
    }
}

/// `Contents.json` files read leniently: anything that is not a JSON object reads as `nil`.
enum CatalogJSON {
    /// Catalogue JSON files are small; a larger one is not a catalogue's and is not read.
    static let maximumBytes = 4 << 20

    static func object(at url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url), data.count <= maximumBytes else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
