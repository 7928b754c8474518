import Foundation

extension Color {
    /// Creates a colour from a colour set in an asset catalogue, or from a colour registered
    /// under `name` with ``register(_:named:)``.
    ///
    /// ```swift
    /// let brand = Color("Brand")                      // Assets.xcassets/Brand.colorset
    /// let shared = Color("Accent", bundle: .module)   // a package target's catalogue
    /// Color.register(Color(red: 0.46, green: 0.84, blue: 1), named: "Aqua")
    /// let missing = Color("NoSuchColour")   // magenta: Color.unknownNamePlaceholder
    /// ```
    ///
    /// A registered colour wins; otherwise the asset catalogues of `bundle` are searched (see
    /// ``AssetCatalogs``: `nil`, the default, is the main bundle and every resource bundle beside
    /// the program). A name found nowhere gives ``unknownNamePlaceholder`` — opaque magenta, which
    /// stands out in any frame — and prints one line naming it, once.
    ///
    /// > Note: SwiftUI resolves a named colour each time it draws, against the light or dark
    /// > appearance. Kinema resolves it once, here, to the light (any) appearance.
    ///
    /// - Parameters:
    ///   - name: The colour set's name, namespaces included (`"Theme/Background"`), or the
    ///     registered name (case-sensitive).
    ///   - bundle: The bundle whose catalogues are searched; `nil` for the main bundle.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = Color.named(name, in: bundle) {
            self = color
        } else {
            AssetLibrary.shared.warnMissing("colour", named: name, fallback: "drawing magenta")
            self = Self.unknownNamePlaceholder
        }
    }

    /// Registers `color` under `name` for ``init(_:bundle:)``, replacing any colour registered under
    /// that name before.
    ///
    /// ```swift
    /// Color.register(Color(hue: 0.58, saturation: 0.7, brightness: 0.9), named: "BrandBlue")
    /// ```
    ///
    /// Safe to call from any thread. Colours already created from the name keep the colour they
    /// were created with.
    public static func register(_ color: Color, named name: String) {
        ColorRegistry.shared.set(color, named: name)
    }

    /// Removes the colour registered under `name`, if any; `Color(name)` then gives
    /// ``unknownNamePlaceholder``.
    ///
    /// ```swift
    /// Color.unregister(named: "BrandBlue")
    /// ```
    public static func unregister(named name: String) {
        ColorRegistry.shared.set(nil, named: name)
    }

    /// The colour registered under `name`, or `nil` when there is none.
    ///
    /// ```swift
    /// if Color.registered(named: "BrandBlue") == nil { Color.register(.blue, named: "BrandBlue") }
    /// ```
    public static func registered(named name: String) -> Color? {
        ColorRegistry.shared.color(named: name)
    }

    /// What ``init(_:bundle:)`` gives for a name that is not registered: opaque magenta,
    /// (1, 0, 1), a colour no design uses, so a missing colour shows instead of hiding.
    public static let unknownNamePlaceholder = Color(red: 1, green: 0, blue: 1)
}

/// The named colours: one dictionary behind a lock, shared by every thread.
final class ColorRegistry: @unchecked Sendable {
    static let shared = ColorRegistry()

    // `colors` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var colors: [String: Color] = [:]

    func color(named name: String) -> Color? {
        lock.lock()
        defer { lock.unlock() }
        return colors[name]
    }

    func set(_ color: Color?, named name: String) {
        lock.lock()
        defer { lock.unlock() }
        colors[name] = color
    }
}
