import Foundation

/// A colour: sRGB red, green and blue components with an opacity, each between 0 and 1.
///
/// ```swift
/// let accent = Color(red: 1, green: 0.5, blue: 0)
/// let faded = Color.blue.opacity(0.5)   // opacity multiplies: 0.5
/// let ink = Color(white: 0.2)
/// ```
///
/// Components are clamped to 0…1 and NaN becomes 0, so every colour can be drawn. Two colours are
/// equal when their components are equal, whatever their names: `Color.primary == Color.black`.
///
/// **Appearance.** The system colours (`red` … `brown`, `primary`, `secondary`, `accentColor`)
/// and asset catalogue colours with a dark appearance draw their dark values where the
/// environment's `colorScheme` is `.dark` (`preferredColorScheme(.dark)`,
/// `environment(\.colorScheme, .dark)`), as in SwiftUI; the components read here are the light
/// ones.
///
/// > Note: SwiftUI's colours are views and shape styles resolved against an environment
/// > (extended-range and Display P3 colour spaces too). Here a colour is an sRGB value with, at
/// > most, a dark appearance; components outside 0…1 are clamped. Unlike SwiftUI, the components
/// > are readable (`red`, `green`, `blue`, `opacity`) so that embedders can draw a ``DisplayList``.
/// > A colour made from a system colour's components, or mixed or animated from one, has no dark
/// > appearance of its own.
public struct Color: Hashable, Sendable {
    /// The red component in the sRGB colour space, 0…1.
    public let red: Double
    /// The green component in the sRGB colour space, 0…1.
    public let green: Double
    /// The blue component in the sRGB colour space, 0…1.
    public let blue: Double
    /// The opacity: 0 is fully transparent, 1 fully opaque.
    public let opacity: Double

    // For `description` (a named colour prints as its name, as SwiftUI's do) and for the dark
    // appearance of the system colours. It takes no part in equality or hashing.
    private let name: Name?
    // A colour with a dark appearance of its own (an asset catalogue's colour set): its entry in
    // ``ColorAppearances``, or 0. Also no part of equality or hashing.
    private var darkVariant: UInt32 = 0

    /// Creates a colour from sRGB components.
    ///
    /// ```swift
    /// let salmon = Color(red: 0.98, green: 0.5, blue: 0.45)
    /// ```
    ///
    /// - Parameters:
    ///   - red: The red component, 0…1. Values outside are clamped; NaN becomes 0.
    ///   - green: The green component, 0…1. Values outside are clamped; NaN becomes 0.
    ///   - blue: The blue component, 0…1. Values outside are clamped; NaN becomes 0.
    ///   - opacity: The opacity, 0…1 (default 1). Values outside are clamped; NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
    }

    /// Creates a grey: equal red, green and blue components.
    ///
    /// ```swift
    /// let charcoal = Color(white: 0.2)
    /// ```
    ///
    /// - Parameters:
    ///   - white: The value of each component, 0 (black) …1 (white); clamped, NaN becomes 0.
    ///   - opacity: The opacity, 0…1 (default 1); clamped, NaN becomes 0.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity, name: nil)
    }

    private init(red: Double, green: Double, blue: Double, opacity: Double, name: Name?) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.opacity = Self.unit(opacity)
        self.name = name
    }

    /// A named colour from 8-bit sRGB components, as Apple publishes them.
    private init(_ name: Name, _ red: Int, _ green: Int, _ blue: Int, opacity: Double = 1) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
            opacity: opacity, name: name
        )
    }

    /// Returns this colour with its opacity multiplied by `opacity`.
    ///
    /// ```swift
    /// Color.red.opacity(0.5).opacity(0.5).opacity   // 0.25
    /// ```
    ///
    /// - Parameter opacity: The factor, 0…1; clamped, NaN becomes 0.
    public func opacity(_ opacity: Double) -> Color {
        var faded = Color(red: red, green: green, blue: blue, opacity: self.opacity * Self.unit(opacity), name: name)
        faded.darkVariant = darkVariant
        return faded
    }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.opacity == rhs.opacity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
    }

    /// Clamps to 0…1, NaN to 0: the one rule every component and factor goes through.
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

// MARK: - Named colours

extension Color {
    // The values are Apple's light-mode system colours for iOS as the Human Interface Guidelines
    // published them for iOS 15 through iOS 18, and as UIKit's `UIColor.systemRed` … resolve:
    // https://developer.apple.com/design/human-interface-guidelines/color#Specifications
    // (the same figures are in Flutter's CupertinoColors, which cites each UIKit equivalent).
    // The June 2025 HIG update (iOS 26) retuned several hues; Kinema keeps the long-standing values.
    // `.primary` and `.secondary` are `UIColor.label` (black) and `UIColor.secondaryLabel`
    // (#3C3C43 at 60 % opacity), the light-mode text colours SwiftUI maps them to.

    /// The system red, light appearance: (255, 59, 48).
    public static let red = Color(.red, 255, 59, 48)
    /// The system orange, light appearance: (255, 149, 0).
    public static let orange = Color(.orange, 255, 149, 0)
    /// The system yellow, light appearance: (255, 204, 0).
    public static let yellow = Color(.yellow, 255, 204, 0)
    /// The system green, light appearance: (52, 199, 89).
    public static let green = Color(.green, 52, 199, 89)
    /// The system mint, light appearance: (0, 199, 190).
    public static let mint = Color(.mint, 0, 199, 190)
    /// The system teal, light appearance: (48, 176, 199).
    public static let teal = Color(.teal, 48, 176, 199)
    /// The system cyan, light appearance: (50, 173, 230).
    public static let cyan = Color(.cyan, 50, 173, 230)
    /// The system blue, light appearance: (0, 122, 255).
    public static let blue = Color(.blue, 0, 122, 255)
    /// The system indigo, light appearance: (88, 86, 214).
    public static let indigo = Color(.indigo, 88, 86, 214)
    /// The system purple, light appearance: (175, 82, 222).
    public static let purple = Color(.purple, 175, 82, 222)
    /// The system pink, light appearance: (255, 45, 85).
    public static let pink = Color(.pink, 255, 45, 85)
    /// The system brown, light appearance: (162, 132, 94).
    public static let brown = Color(.brown, 162, 132, 94)
    /// White: (255, 255, 255).
    public static let white = Color(.white, 255, 255, 255)
    /// The system grey, light appearance: (142, 142, 147).
    public static let gray = Color(.gray, 142, 142, 147)
    /// Black: (0, 0, 0).
    public static let black = Color(.black, 0, 0, 0)
    /// A fully transparent colour: black at opacity 0.
    public static let clear = Color(.clear, 0, 0, 0, opacity: 0)
    /// The colour of primary content: black in the light appearance (`UIColor.label`).
    public static let primary = Color(.primary, 0, 0, 0)
    /// The colour of secondary content: (60, 60, 67) at 60 % opacity in the light appearance
    /// (`UIColor.secondaryLabel`).
    public static let secondary = Color(.secondary, 60, 60, 67, opacity: 0.6)
    /// The accent colour of the app: the system blue, (0, 122, 255), as an app without an accent
    /// colour of its own has. It is also the default tint (`.tint`).
    ///
    /// ```swift
    /// Circle().fill(Color.accentColor)
    /// ```
    public static let accentColor = Color(.accentColor, 0, 122, 255)

    /// The names a colour can print as.
    fileprivate enum Name: String, Codable, Sendable {
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
        case white, gray, black, clear, primary, secondary, accentColor

        /// The dark appearance's 8-bit sRGB components and opacity (Apple's published dark values
        /// of the same system colours; white, black and clear do not change).
        var dark: (red: Int, green: Int, blue: Int, opacity: Double) {
            switch self {
            case .red: (255, 69, 58, 1)
            case .orange: (255, 159, 10, 1)
            case .yellow: (255, 214, 10, 1)
            case .green: (48, 209, 88, 1)
            case .mint: (99, 230, 226, 1)
            case .teal: (64, 200, 224, 1)
            case .cyan: (100, 210, 255, 1)
            case .blue, .accentColor: (10, 132, 255, 1)
            case .indigo: (94, 92, 230, 1)
            case .purple: (191, 90, 242, 1)
            case .pink: (255, 55, 95, 1)
            case .brown: (172, 142, 104, 1)
            case .gray: (142, 142, 147, 1)
            case .white: (255, 255, 255, 1)
            case .black: (0, 0, 0, 1)
            case .clear: (0, 0, 0, 0)
            case .primary: (255, 255, 255, 1)
            case .secondary: (235, 235, 245, 0.6)
            }
        }

        /// The opacity of the named colour itself, to tell how much `opacity(_:)` took away.
        var baseOpacity: Double {
            switch self {
            case .clear: 0
            case .secondary: 0.6
            default: 1
            }
        }
    }
}

// MARK: - Appearance

extension Color {
    /// A colour with a light and a dark appearance, as an asset catalogue's colour set has: it
    /// draws `light` until the environment's colour scheme is dark.
    package init(light: Color, dark: Color) {
        self = light
        darkVariant = ColorAppearances.shared.add(light: light, dark: dark)
    }

    /// The colour as drawn in `colorScheme`: the system colours (`red` … `brown`, `primary`,
    /// `secondary`, `accentColor`) take Apple's dark values in the dark scheme, a catalogue colour
    /// its dark appearance, with any opacity applied to the colour kept; other colours, and every
    /// colour in the light scheme, are themselves. What it returns has no dark appearance of its
    /// own, so resolving again changes nothing.
    ///
    /// ```swift
    /// Color.red.resolved(in: .dark)                 // (255, 69, 58)
    /// Color.blue.opacity(0.5).resolved(in: .dark)   // (10, 132, 255) at 50 %
    /// ```
    package func resolved(in colorScheme: ColorScheme) -> Color {
        guard colorScheme == .dark else { return self }
        if darkVariant != 0, let pair = ColorAppearances.shared.pair(darkVariant) {
            let factor = pair.light.opacity > 0 ? opacity / pair.light.opacity : 1
            return Color(red: pair.dark.red, green: pair.dark.green, blue: pair.dark.blue, opacity: pair.dark.opacity * factor)
        }
        guard let name else { return self }
        let base = name.baseOpacity
        let dark = name.dark
        let factor = base > 0 ? opacity / base : 1
        return Color(
            red: Double(dark.red) / 255, green: Double(dark.green) / 255, blue: Double(dark.blue) / 255,
            opacity: dark.opacity * factor)
    }
}

/// The colours with a dark appearance of their own, by index (1-based: 0 is "none"), so a
/// ``Color`` carries four bytes for it instead of a second colour. Appended to, never removed
/// from: a catalogue adds each of its colour sets once.
final class ColorAppearances: @unchecked Sendable {
    static let shared = ColorAppearances()

    // `pairs` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var pairs: [(light: Color, dark: Color)] = []
    private var indices: [Color: [UInt32]] = [:]

    /// The index of the pair, adding it unless an equal pair is there already.
    func add(light: Color, dark: Color) -> UInt32 {
        lock.withLock {
            for index in indices[light] ?? [] where pairs[Int(index) - 1].dark == dark { return index }
            guard pairs.count < Int(UInt32.max) - 1 else { return 0 }
            pairs.append((light, dark))
            let index = UInt32(pairs.count)
            indices[light, default: []].append(index)
            return index
        }
    }

    func pair(_ index: UInt32) -> (light: Color, dark: Color)? {
        lock.withLock { index > 0 && Int(index) <= pairs.count ? pairs[Int(index) - 1] : nil }
    }
}

// MARK: - Description

extension Color: CustomStringConvertible {
    /// A named colour prints its name (`red`), faded by `opacity(_:)` with the percentage left
    /// (`50% red`), as SwiftUI prints them; any other colour prints as `#RRGGBBAA`.
    public var description: String {
        if let name {
            let base = name.baseOpacity
            if base == 0 || opacity == base { return name.rawValue }
            let percent = (opacity / base * 100).rounded()
            return "\(Int(percent))% \(name.rawValue)"
        }
        return "#" + [red, green, blue, opacity].map { component in
            let byte = Int((component * 255).rounded())
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}

// MARK: - Codable

extension Color: Codable {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, opacity, name
    }

    // Decoding goes through the clamping initialiser, so a hand-edited archive cannot smuggle in
    // a component outside 0…1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try container.decode(Double.self, forKey: .red),
            green: try container.decode(Double.self, forKey: .green),
            blue: try container.decode(Double.self, forKey: .blue),
            opacity: try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1,
            name: try container.decodeIfPresent(Name.self, forKey: .name)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(opacity, forKey: .opacity)
        try container.encodeIfPresent(name, forKey: .name)
    }
}
