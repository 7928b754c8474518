import Foundation

extension Color {
    /// Creates a colour from a named colour that you registered with ``register(_:named:)``.
    ///
    /// ```swift
    /// Color.register(Color(red: 0.46, green: 0.84, blue: 1), named: "Aqua")
    /// let aqua = Color("Aqua")
    /// let missing = Color("NoSuchColour")   // magenta: Color.unknownNamePlaceholder
    /// ```
    ///
    /// Kinema has no asset catalogues: the colour sets an app keeps in `Assets.xcassets` are
    /// registered by name instead, before the views that use them are built. The name is looked up
    /// when the colour is created; a name nobody registered gives
    /// ``unknownNamePlaceholder`` — opaque magenta, which stands out in any frame — rather than
    /// failing.
    ///
    /// > Note: SwiftUI resolves a named colour each time it draws, against the light or dark
    /// > appearance. Kinema resolves it once, here, and `bundle` is not consulted: one registry
    /// > serves every bundle.
    ///
    /// - Parameters:
    ///   - name: The registered name (case-sensitive).
    ///   - bundle: Ignored; accepted so that SwiftUI code compiles unchanged.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorRegistry.shared.color(named: name) ?? Self.unknownNamePlaceholder
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
