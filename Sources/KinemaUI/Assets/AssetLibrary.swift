import Foundation
internal import KinemaAssetCatalog

/// The asset catalogues `Color(_:bundle:)`, `Image(_:bundle:)` and `UIColor(named:)` read.
///
/// A SwiftPM target that lists its catalogue as a resource —
///
/// ```swift
/// .executableTarget(name: "MyApp", dependencies: [...], resources: [.process("Assets.xcassets")])
/// ```
///
/// — finds it with no code: on Linux SwiftPM copies the `.xcassets` folder into the target's
/// resource bundle as it is, and Kinema reads its colour and image sets from there the first time
/// a name is looked up. `bundle: nil` (SwiftUI's default, the main bundle) searches the main
/// bundle and every resource bundle beside the program; a given bundle (`.module`) searches that
/// bundle. Catalogues anywhere else are added with ``register(contentsOf:)``.
///
/// ```swift
/// AssetCatalogs.register(contentsOf: URL(fileURLWithPath: "Design/Assets.xcassets"))
/// Color("Brand")       // the colour set's colour
/// Image("Logo")        // the image set's file, at its natural size in points
/// ```
///
/// Names registered in code (``Color/register(_:named:)``, ``ImageRegistry``) win over
/// catalogues. A name found nowhere keeps its visible fallback (magenta for a colour, a labelled
/// placeholder for an image) and prints one line naming it, once per name.
///
/// An image set whose *Render As* is *Template Image* draws as a template — every opaque pixel
/// in the foreground style — unless `renderingMode(.original)` says otherwise, as in SwiftUI.
///
/// A symbol set (a custom symbol exported from the SF Symbols app) draws as a symbol: its
/// `Regular-M` glyph, sized by the font in effect as system symbols are, in the foreground style.
///
/// A colour set's dark appearance draws where the environment's colour scheme is dark.
///
/// Image sets draw PNG, JPEG and SVG files, and a PDF file's first page when Poppler's
/// `pdftocairo` is installed (Debian: `poppler-utils`), one PDF point a point; without it a PDF
/// set keeps the placeholder and one line says what to install.
///
/// > Note: Display P3 components are drawn as sRGB ones; high-contrast appearances are not read.
/// > A custom symbol draws its regular weight at every font weight, in one layer.
public enum AssetCatalogs {
    /// Adds the catalogue at `url` to every lookup, after the bundles' own catalogues.
    ///
    /// ```swift
    /// AssetCatalogs.register(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
    /// ```
    public static func register(contentsOf url: URL) {
        AssetLibrary.shared.add(url)
    }

    /// The names of every colour and image set in the catalogues `bundle` sees (`nil`: the main
    /// bundle and the resource bundles beside the program), sorted.
    ///
    /// ```swift
    /// AssetCatalogs.names(in: .module)   // ["AccentColor", "Brand", "Logo"]
    /// ```
    public static func names(in bundle: Bundle? = nil) -> [String] {
        AssetLibrary.shared.names(in: bundle)
    }
}

/// The catalogues found per bundle, and what was decoded from them; one lock for all of it.
final class AssetLibrary: @unchecked Sendable {
    static let shared = AssetLibrary()

    // Everything below is read and written only while `lock` is held.
    private let lock = NSLock()
    private var catalogs: [String: [AssetCatalog]] = [:]
    private var registered: [AssetCatalog] = []
    private var colors: [String: Color?] = [:]
    /// The names of image sets registered from a catalogue whose set asks to be drawn as a
    /// template (`"template-rendering-intent": "template"`).
    private var templateImages: Set<String> = []

    /// Folders below a bundle's root searched for `.xcassets` (the root itself, and one level of
    /// grouping folders such as `Resources`).
    private static let searchDepth = 2

    func add(_ url: URL) {
        let catalog = AssetCatalog(contentsOf: url)
        lock.withLock {
            registered.append(catalog)
            colors.removeAll()
        }
    }

    func names(in bundle: Bundle?) -> [String] {
        let names = lock.withLock { catalogsLocked(for: bundle).flatMap { $0.assets.map(\.name) } }
        return Array(Set(names)).sorted()
    }

    /// The colour of the set `name`, or `nil` when no catalogue has one.
    func color(named name: String, in bundle: Bundle?) -> Color? {
        lock.withLock {
            let key = Self.key(bundle) + "\u{0}" + name
            if let cached = colors[key] { return cached }
            let found = firstSetLocked(named: name, kind: .color, in: bundle, read: AssetCatalog.ColorSet.init).map { set in
                let light = Color(catalogColor: set.any)
                return set.dark.map { Color(light: light, dark: Color(catalogColor: $0)) } ?? light
            }
            colors[key] = .some(found)
            return found
        }
    }

    /// What looking an image name up found.
    enum ImageLookup: Equatable {
        /// Nothing drawable under the name.
        case missing
        /// An image, registered in code or from a catalogue; `isTemplate` when its image set asks
        /// to be drawn as a template.
        case found(isTemplate: Bool)
    }

    /// Registers the image set `name` with the ``ImageRegistry`` unless a name is registered
    /// already.
    func registerImage(named name: String, in bundle: Bundle?) -> ImageLookup {
        if ImageRegistry.entry(named: name) != nil {
            return .found(isTemplate: lock.withLock { templateImages.contains(name) })
        }
        let set = lock.withLock { firstSetLocked(named: name, kind: .image, in: bundle, read: AssetCatalog.ImageSet.init) }
        guard let set else { return .missing }
        if (try? ImageRegistry.register(contentsOf: set.file, named: name, scale: set.scale)) == nil {
            // A vector PDF, as many catalogues hold: its first page through pdftocairo, if any.
            guard let data = try? Data(contentsOf: set.file), PDFPage.isPDF(data) else { return .missing }
            guard let svg = PDFPage.svg(firstPageOf: set.file), ImageRegistry.register(svg: svg, named: name) else {
                Warnings.once(
                    "pdf \(name)",
                    "image set \"\(name)\" is a PDF and no PDF converter ran (install pdftocairo, Debian's poppler-utils); drawing a placeholder.")
                return .missing
            }
        }
        lock.withLock {
            if set.isTemplate { templateImages.insert(name) } else { templateImages.remove(name) }
        }
        return .found(isTemplate: set.isTemplate)
    }

    /// Makes the symbol set `name` drawable as a custom symbol; its key for
    /// ``SystemSymbols/artwork(named:weight:)``, or `nil` when no catalogue has a readable one.
    func registerSymbol(named name: String, in bundle: Bundle?) -> String? {
        let set = lock.withLock { firstSetLocked(named: name, kind: .symbol, in: bundle, read: AssetCatalog.SymbolSet.init) }
        guard let set, CustomSymbols.register(set, named: name) else { return nil }
        return CustomSymbols.key(for: name)
    }

    /// Prints one line for a name found nowhere, once per kind and name.
    func warnMissing(_ kind: String, named name: String, fallback: String) {
        Warnings.once("missing \(kind) \(name)", "no \(kind) named \"\(name)\" is registered or in an asset catalog; \(fallback).")
    }

    // MARK: - Finding catalogues

    private static func key(_ bundle: Bundle?) -> String {
        bundle.map { $0.bundleURL.standardizedFileURL.path } ?? ""
    }

    /// The first readable set of `kind` named `name` in `bundle`'s catalogues, in search order
    /// (the lock held): a set that fails to read does not hide one of the same name further on.
    private func firstSetLocked<Loaded>(
        named name: String, kind: AssetCatalog.Kind, in bundle: Bundle?, read: (URL) -> Loaded?
    ) -> Loaded? {
        for catalog in catalogsLocked(for: bundle) {
            if let asset = catalog.asset(named: name, kind: kind), let set = read(asset.directory) { return set }
        }
        return nil
    }

    private func catalogsLocked(for bundle: Bundle?) -> [AssetCatalog] {
        let key = Self.key(bundle)
        if let found = catalogs[key] { return found + registered }
        let found = Self.roots(for: bundle)
            .flatMap { AssetCatalog.catalogs(under: $0, depth: Self.searchDepth) }
            .map(AssetCatalog.init(contentsOf:))
        catalogs[key] = found
        return found + registered
    }

    /// Where a bundle's resources may be: its root and resource folder; for the main bundle also
    /// every SwiftPM resource bundle beside the program (`App_App.resources`, `App_App.bundle`).
    private static func roots(for bundle: Bundle?) -> [URL] {
        var roots: [URL] = []
        func add(_ url: URL?) {
            guard let url = url?.standardizedFileURL, !roots.contains(url) else { return }
            roots.append(url)
        }
        let base = bundle ?? .main
        add(base.bundleURL)
        add(base.resourceURL)
        if bundle == nil {
            var folders = [Bundle.main.bundleURL]
            if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
            for folder in folders {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for entry in entries.sorted() where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                    add(folder.appendingPathComponent(entry, isDirectory: true))
                }
            }
        }
        return roots
    }
}

extension Color {
    /// The colour registered under `name`, else the colour set of that name in `bundle`'s
    /// catalogues: what `Color(_:bundle:)` and `UIColor(named:in:compatibleWith:)` look up.
    static func named(_ name: String, in bundle: Bundle?) -> Color? {
        ColorRegistry.shared.color(named: name) ?? AssetLibrary.shared.color(named: name, in: bundle)
    }

    /// The colour a catalogue's colour stands for, in Kinema's light sRGB drawing.
    init(catalogColor: CatalogColor) {
        switch catalogColor {
        case let .components(space, red, green, blue, alpha):
            switch space {
            case .sRGB, .extendedSRGB, .grayGamma22, .extendedGray:
                self.init(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
            case .extendedLinearSRGB:
                self.init(.sRGBLinear, red: red, green: green, blue: blue, opacity: alpha)
            case .displayP3:
                self.init(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
            }
        case let .reference(name):
            self = Color.catalogSystemColor(name) ?? .unknownNamePlaceholder
        }
    }
}
