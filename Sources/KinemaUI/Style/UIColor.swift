import Foundation

#if !canImport(UIKit)
/// UIKit's colour type, as SwiftUI code reaches for it: `Color(.systemBackground)`,
/// `Color(uiColor: .secondarySystemGroupedBackground)`, `UIColor.systemGray6`.
///
/// ```swift
/// Rectangle().fill(Color(.systemGroupedBackground))
/// Text("Hint").foregroundStyle(Color(uiColor: .secondaryLabel))
/// ```
///
/// Kinema has no UIKit; this small stand-in carries the system colours' light-appearance values
/// (UIKit's published ones) so that such code compiles and draws as on iOS in light mode. It only
/// exists where UIKit does not: on Apple platforms with UIKit, UIKit's own type is used.
public struct UIColor: Hashable, Sendable {
    /// The colour, as Kinema draws it.
    let color: Color

    private init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        color = Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha)
    }

    /// Creates a colour from sRGB components and an alpha, each 0…1 (clamped; NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// Creates a grey from a white value and an alpha, each 0…1.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// Creates a colour from hue, saturation, brightness and alpha, each 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// Creates a colour from a SwiftUI colour.
    public init(_ color: Color) {
        self.color = color
    }

    /// The colour with its alpha replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(Color(red: color.red, green: color.green, blue: color.blue, opacity: Double(alpha)))
    }

    // MARK: Labels and backgrounds (light appearance)

    /// The colour for text labels that contain primary content.
    public static let label = UIColor(0, 0, 0)
    /// The colour for text labels that contain secondary content.
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    /// The colour for text labels that contain tertiary content.
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    /// The colour for text labels that contain quaternary content.
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    /// The colour for placeholder text in controls or text views.
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    /// The colour for links.
    public static let link = UIColor(0, 122, 255)
    /// The colour for thin borders or divider lines that allow some underlying content to be
    /// visible.
    public static let separator = UIColor(60, 60, 67, 0.29)
    /// The colour for borders or divider lines that hide any underlying content.
    public static let opaqueSeparator = UIColor(198, 198, 200)
    /// The colour for the main background of your interface.
    public static let systemBackground = UIColor(255, 255, 255)
    /// The colour for content layered on top of the main background.
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    /// The colour for content layered on top of secondary backgrounds.
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    /// The colour for the main background of your grouped interface.
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    /// The colour for content layered on top of the main background of your grouped interface.
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    /// The colour for content layered on top of secondary backgrounds of your grouped interface.
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
    /// An overlay fill colour for thin and small shapes.
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    /// An overlay fill colour for medium-size shapes.
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    /// An overlay fill colour for large shapes.
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    /// An overlay fill colour for large areas that contain complex content.
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)

    // MARK: System colours

    /// A red colour that automatically adapts to the current trait environment.
    public static let systemRed = UIColor(255, 59, 48)
    /// An orange colour that automatically adapts to the current trait environment.
    public static let systemOrange = UIColor(255, 149, 0)
    /// A yellow colour that automatically adapts to the current trait environment.
    public static let systemYellow = UIColor(255, 204, 0)
    /// A green colour that automatically adapts to the current trait environment.
    public static let systemGreen = UIColor(52, 199, 89)
    /// A mint colour that automatically adapts to the current trait environment.
    public static let systemMint = UIColor(0, 199, 190)
    /// A teal colour that automatically adapts to the current trait environment.
    public static let systemTeal = UIColor(48, 176, 199)
    /// A cyan colour that automatically adapts to the current trait environment.
    public static let systemCyan = UIColor(50, 173, 230)
    /// A blue colour that automatically adapts to the current trait environment.
    public static let systemBlue = UIColor(0, 122, 255)
    /// An indigo colour that automatically adapts to the current trait environment.
    public static let systemIndigo = UIColor(88, 86, 214)
    /// A purple colour that automatically adapts to the current trait environment.
    public static let systemPurple = UIColor(175, 82, 222)
    /// A pink colour that automatically adapts to the current trait environment.
    public static let systemPink = UIColor(255, 45, 85)
    /// A brown colour that automatically adapts to the current trait environment.
    public static let systemBrown = UIColor(162, 132, 94)
    /// The base grey colour.
    public static let systemGray = UIColor(142, 142, 147)
    /// A second-level shade of grey.
    public static let systemGray2 = UIColor(174, 174, 178)
    /// A third-level shade of grey.
    public static let systemGray3 = UIColor(199, 199, 204)
    /// A fourth-level shade of grey.
    public static let systemGray4 = UIColor(209, 209, 214)
    /// A fifth-level shade of grey.
    public static let systemGray5 = UIColor(229, 229, 234)
    /// A sixth-level shade of grey.
    public static let systemGray6 = UIColor(242, 242, 247)
    /// The tint colour to apply to the button title and image.
    public static let tintColor = UIColor(0, 122, 255)

    // MARK: Fixed colours

    /// A colour object in the sRGB colour space with a grayscale value of 0.
    public static let black = UIColor(0, 0, 0)
    /// A colour object with a grayscale value of 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// A colour object with a grayscale value of 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// A colour object with a grayscale value of 1.
    public static let white = UIColor(255, 255, 255)
    /// A colour object with a grayscale value of 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// A colour object with RGB values of 1, 0 and 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// A colour object with RGB values of 0, 1 and 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// A colour object with RGB values of 0, 0 and 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// A colour object with RGB values of 0, 1 and 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// A colour object with RGB values of 1, 1 and 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// A colour object with RGB values of 1, 0 and 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// A colour object with RGB values of 1, 0.5 and 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// A colour object with RGB values of 0.5, 0 and 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// A colour object with RGB values of 0.6, 0.4 and 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// A colour object with grayscale and alpha values that are both 0.
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
    /// Creates a colour from a UIKit colour.
    ///
    /// ```swift
    /// Color(uiColor: .systemGroupedBackground)
    /// ```
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// Creates a colour from a UIKit colour.
    ///
    /// ```swift
    /// Color(.secondarySystemBackground)
    /// ```
    ///
    /// Disfavoured, so that `Color(.brand)` picks the asset catalogue's `ColorResource` when the
    /// generated asset symbols give `UIColor` a `brand` member too, as on iOS.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}
#endif
