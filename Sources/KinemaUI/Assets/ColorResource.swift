import Foundation

/// A colour in an asset catalogue, named as Xcode's generated asset symbols name it.
///
/// ```swift
/// extension ColorResource {
///     static let brand = ColorResource(name: "BrandColor", bundle: .module)
/// }
///
/// Circle().fill(Color(.brand))
/// ```
///
/// Xcode writes these static members for every colour set; on Linux the `KinemaAssetSymbols`
/// build-tool plugin writes the same ones (README, "Asset catalogues").
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle?

    /// Creates a colour from a resource with the specified name in the given bundle.
    ///
    /// ```swift
    /// let accent = ColorResource(name: "AccentColor", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image in an asset catalogue, named as Xcode's generated asset symbols name it.
///
/// ```swift
/// extension ImageResource {
///     static let logo = ImageResource(name: "Logo", bundle: .module)
/// }
///
/// Image(.logo).resizable().frame(width: 64, height: 64)
/// ```
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle?

    /// Creates an image from a resource with the specified name in the given bundle.
    ///
    /// ```swift
    /// let logo = ImageResource(name: "Logo", bundle: .main)
    /// ```
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// Creates a colour from a colour set resource.
    ///
    /// ```swift
    /// Text("Welcome").foregroundStyle(Color(.brand))
    /// ```
    ///
    /// The same as `Color(resource.name, bundle: resource.bundle)`.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// Creates an image from an image set resource.
    ///
    /// ```swift
    /// Image(.logo)
    /// ```
    ///
    /// The same as `Image(resource.name, bundle: resource.bundle)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

#if !canImport(UIKit)
extension UIColor {
    /// Creates a colour from a colour set resource.
    ///
    /// ```swift
    /// let brand = UIColor(resource: .brand)
    /// ```
    public init(resource: ColorResource) {
        self.init(Color(resource))
    }

    /// Creates a colour from the colour set named `name` in the app's asset catalogues, or
    /// returns `nil` when there is none (nothing is printed: the `nil` says it).
    ///
    /// ```swift
    /// let brand = UIColor(named: "Brand") ?? .systemBlue
    /// ```
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates a colour from the colour set named `name` in `bundle`'s asset catalogues, or
    /// returns `nil` when there is none.
    ///
    /// ```swift
    /// let brand = UIColor(named: "Brand", in: .module, compatibleWith: nil)
    /// ```
    ///
    /// - Parameter traitCollection: Accepted; Kinema resolves the light appearance.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = Color.named(name, in: bundle) else { return nil }
        self.init(color)
    }

    /// The system colour a colour set refers to by its platform name (`"systemBlueColor"`,
    /// `"labelColor"`), or `nil` for a name Kinema does not carry.
    static func catalogReference(_ name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return systemColorsByName[base]
    }

    private static let systemColorsByName: [String: UIColor] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "link": .link,
        "separator": .separator, "opaqueSeparator": .opaqueSeparator,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
        "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
        "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
        "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
        "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "tint": .tintColor, "black": .black, "darkGray": .darkGray, "lightGray": .lightGray,
        "white": .white, "gray": .gray, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
        "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple,
        "brown": .brown, "clear": .clear,
    ]
}

/// UIKit's trait collection, as far as colour lookups take one: always the light appearance. A
/// `UIColor` is one colour here; a `Color` made from a catalogue name (`Color("Brand")`) is the
/// one that follows the environment's colour scheme.
///
/// ```swift
/// UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection.current)
/// ```
public final class UITraitCollection: Sendable {
    /// The trait collection in effect: the light appearance.
    public static let current = UITraitCollection()

    /// The appearance: light.
    public let userInterfaceStyle = UIUserInterfaceStyle.light

    public init() {}
}

/// UIKit's light and dark appearances.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

extension Color {
    static func catalogSystemColor(_ name: String) -> Color? { UIColor.catalogReference(name)?.color }
}
#else
extension Color {
    // UIKit resolves references itself; Kinema on a UIKit platform reads none.
    static func catalogSystemColor(_ name: String) -> Color? { nil }
}
#endif
